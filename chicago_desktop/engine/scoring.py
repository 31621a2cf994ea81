"""Valuing a result: fixed scoring (R6), called scoring (R7), fish (R23) and sand (R24).

These are plain functions of three faces (and a call), shared by the engine, the AI, the
hint function and the window, so a value is computed the same way everywhere.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

FACES: Final = (1, 2, 3, 4, 5, 6)
ONE_FIXED: Final = 100
SIX_FIXED: Final = 60


def check_face(face: int) -> int:
    """Return ``face`` if it is a die face 1-6, else raise ValueError."""
    if type(face) is not int or not 1 <= face <= 6:
        raise ValueError(f"a die shows 1 to 6, not {face!r}")
    return face


def fixed_face_value(face: int) -> int:
    """R6: a 1 counts 100, a 6 counts 60, others their pips."""
    if face == 1:
        return ONE_FIXED
    if face == 6:
        return SIX_FIXED
    return face


def fixed_score(dice: Sequence[int]) -> int:
    """R6: the fixed value of a result, the sum of its three dice (6 to 300)."""
    if type(dice) is tuple:
        found = _FIXED_SCORES.get(dice)
        if found is not None:
            return found  # every result of three dice, looked up (the engine's hot path)
    return sum(fixed_face_value(f) for f in dice)


_FIXED_SCORES: Final[dict[tuple[int, ...], int]] = {
    (a, b, c): fixed_face_value(a) + fixed_face_value(b) + fixed_face_value(c)
    for a in FACES
    for b in FACES
    for c in FACES
}


@dataclass(frozen=True, slots=True)
class Call:
    """The leader's call for a rolling round (R7), or sand (R24).

    ``ones`` is 100 or 1, ``sixes`` 60 or 6, ``high`` the direction. A sand call ignores
    the three levers.
    """

    ones: int = ONE_FIXED
    sixes: int = SIX_FIXED
    high: bool = True
    sand: bool = False

    def __post_init__(self) -> None:
        if self.ones not in (1, ONE_FIXED):
            raise ValueError("ones count 100 or 1 (R7)")
        if self.sixes not in (6, SIX_FIXED):
            raise ValueError("sixes count 60 or 6 (R7)")

    @classmethod
    def sand_call(cls) -> Call:
        """The Tschigg call 'sand' (R24)."""
        return cls(sand=True)

    def face_value(self, face: int) -> int:
        """The value of one face under this call (not meaningful under sand)."""
        if face == 1:
            return self.ones
        if face == 6:
            return self.sixes
        return face


#: The call that reproduces fixed scoring, "ones 100 · sixes 60 · high".
FIXED_CALL: Final = Call()


def called_score(dice: Sequence[int], call: Call) -> int:
    """R7: the value of a result under a call; under sand 1 for sand made, else 0."""
    if call.sand:
        return 1 if makes_sand(dice) else 0
    ones, sixes = call.ones, call.sixes
    total = 0
    for f in dice:  # Call.face_value inlined: scoring runs for every result of every round
        total += ones if f == 1 else sixes if f == 6 else f
    return total


def is_fish(dice: Sequence[int]) -> bool:
    """R23: a result with no one and no six."""
    return 1 not in dice and 6 not in dice


def makes_sand(dice: Sequence[int]) -> bool:
    """R24: under sand a result succeeds when it has neither a one nor a six."""
    return is_fish(dice)


def is_three_ones(dice: Sequence[int]) -> bool:
    """Three ones showing; a Chicago only if thrown all at once (R20)."""
    return len(dice) == 3 and all(f == 1 for f in dice)
