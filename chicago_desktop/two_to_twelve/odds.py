"""The exact odds of hitting a target of Chicago 2–12, as the window shows them (R60, R61).

Players count the ways the dice can make the target: a 7 on two dice is 6 of the 36 ways
they can fall, so the window shows "6/36" rather than a reduced 1/6, and with three dice
the same for 216 ways. Plain Python, no Qt.
"""

from __future__ import annotations

from .game import hit_ways

__all__ = ["hit_ways", "odds", "odds_percent", "odds_text"]


def odds(target: int, dice: int) -> tuple[int, int]:
    """The ways to hit ``target`` and the ways the dice can fall: (6, 36) for a 7 on two."""
    return hit_ways(target, dice), 6**dice


def odds_text(target: int, dice: int) -> str:
    """The odds as players write them, unreduced: "6/36", "27/216"."""
    ways, total = odds(target, dice)
    return f"{ways}/{total}"


def odds_percent(target: int, dice: int) -> float:
    """The chance of a hit in percent (16.7 for a 7 on two dice), for a rounded display."""
    ways, total = odds(target, dice)
    return 100.0 * ways / total
