"""The exact odds of hitting a target of Chicago 2–12, as the window shows them (R60, R61).

Players count the ways the dice can make the target: a 7 on two dice is 6 of the 36 ways
they can fall, so the window shows "6/36" rather than a reduced 1/6, and with three dice
the same for 216 ways. Plain Python, no Qt.
"""

from __future__ import annotations

from functools import cache
from itertools import product

from .game import hit_chance


@cache
def hit_ways(target: int, dice: int) -> int:
    """How many of the ``6 ** dice`` ways the dice can fall total exactly ``target``."""
    if dice < 1:
        raise ValueError("at least one die")
    return sum(1 for faces in product(range(1, 7), repeat=dice) if sum(faces) == target)


def odds(target: int, dice: int) -> tuple[int, int]:
    """The ways to hit ``target`` and the ways the dice can fall: (6, 36) for a 7 on two."""
    ways = hit_ways(target, dice)
    assert hit_chance(target, dice) * 6**dice == ways  # one count, two spellings
    return ways, 6**dice


def odds_text(target: int, dice: int) -> str:
    """The odds as players write them, unreduced: "6/36", "27/216"."""
    ways, total = odds(target, dice)
    return f"{ways}/{total}"


def odds_percent(target: int, dice: int) -> float:
    """The chance of a hit in percent (16.7 for a 7 on two dice), for a rounded display."""
    ways, total = odds(target, dice)
    return 100.0 * ways / total
