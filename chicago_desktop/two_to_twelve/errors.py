"""Named errors of the Chicago 2–12 game, each carrying the rule it enforces.

They extend the three-dice engine's errors (:mod:`chicago_desktop.engine.errors`), so a
front end or the record reader that handles :class:`IllegalAction` handles these too. The
game checks every throw before it changes anything: a raised error leaves it as it was.
"""

from __future__ import annotations

from ..engine.errors import IllegalAction, InvalidFaces, InvalidRules, MatchOver


class WrongDiceCount(InvalidFaces):
    """A throw with more or fewer faces than the game's dice (R60: two; R61: three)."""


class FaceOutOfRange(InvalidFaces):
    """A face that is not a whole number from 1 to 6 (R60)."""


class GameOver(MatchOver):
    """A throw after the game has its winner (R60, R61)."""


__all__ = [
    "FaceOutOfRange",
    "GameOver",
    "IllegalAction",
    "InvalidFaces",
    "InvalidRules",
    "WrongDiceCount",
]
