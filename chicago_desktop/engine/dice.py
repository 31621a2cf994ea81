"""Dice sources: where the faces of a throw come from.

The engine never calls a global random generator. In play the dice are a seeded
:class:`RandomDice`; tests, records and the tutorial feed :class:`ScriptedDice`, so the same
faces always fall and every match can be replayed exactly.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable
from typing import Protocol

from .errors import DiceExhausted


class DiceSource(Protocol):
    """Anything that can produce ``count`` die faces, each 1-6."""

    def roll(self, count: int) -> tuple[int, ...]:
        """Return ``count`` faces for the dice being thrown, in ascending position order."""
        ...


class RandomDice:
    """Fair dice from a seeded generator, private to this source."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)
        self._bits = self._rng.getrandbits

    def copy(self) -> RandomDice:
        """A generator of its own in the same state: the same faces fall from both."""
        new = RandomDice()
        new._rng.setstate(self._rng.getstate())
        return new

    def roll(self, count: int) -> tuple[int, ...]:
        """Throw ``count`` fair dice.

        Each face is what ``randint(1, 6)`` of the same generator gives (a test checks it),
        drawn the way it draws one: three random bits, again while they make 6 or 7. Done
        here directly because self-play throws millions of dice.
        """
        bits = self._bits
        if count == 3:  # the first throw of every turn, unrolled (the draws in order)
            a = bits(3)
            while a >= 6:
                a = bits(3)
            b = bits(3)
            while b >= 6:
                b = bits(3)
            c = bits(3)
            while c >= 6:
                c = bits(3)
            return (a + 1, b + 1, c + 1)
        out = []
        for _ in range(count):
            r = bits(3)
            while r >= 6:
                r = bits(3)
            out.append(r + 1)
        return tuple(out)


class ScriptedDice:
    """Faces given in advance, consumed in order; for tests, records and lessons."""

    def __init__(self, faces: Iterable[int] = ()) -> None:
        self._faces: deque[int] = deque(faces)

    def copy(self) -> ScriptedDice:
        """The same faces still queued, in a queue of its own."""
        return ScriptedDice(self._faces)

    def extend(self, faces: Iterable[int]) -> None:
        """Queue more faces behind those already waiting."""
        self._faces.extend(faces)

    @property
    def remaining(self) -> int:
        """How many faces are still queued."""
        return len(self._faces)

    def roll(self, count: int) -> tuple[int, ...]:
        """Take the next ``count`` faces; raise :class:`DiceExhausted` if too few remain."""
        if count > len(self._faces):
            raise DiceExhausted(f"scripted dice need {count} faces, {len(self._faces)} left")
        return tuple(self._faces.popleft() for _ in range(count))


def copy_dice(source: DiceSource) -> RandomDice | ScriptedDice:
    """Fair or scripted dice in a state of their own, the same faces to fall from both
    (:meth:`~.match.Match.copy`); any other source cannot be copied here."""
    if not isinstance(source, RandomDice | ScriptedDice):
        raise TypeError(f"{type(source).__name__} cannot be copied: give the copy its dice")
    return source.copy()
