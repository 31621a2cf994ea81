"""The settings of a Chicago 2–12 game (RULES.md R60, R61) and what follows from them.

A :class:`Rules` value is checked when it is made, so a game never starts with settings
R61 does not allow: three dice or two, targets up or down, Teams only with an even number
of at least four players, and never Teams together with Elimination.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

from ..engine.errors import InvalidRules

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 8
#: Teams need at least this many players, an even number (R61).
MIN_TEAM_PLAYERS: Final = 4
#: Elimination: a player who scores nothing in this many rounds in a row is out (R61).
SCORELESS_ROUNDS_TO_OUT: Final = 4
DICE_COUNTS: Final = (2, 3)


class Order(Enum):
    """The order of the targets: up (2 … 12, R60) or down (Reverse, R61)."""

    UP = "up"
    DOWN = "down"


@dataclass(frozen=True, slots=True)
class Rules:
    """The variations in play; the defaults are the plain game of R60."""

    dice: int = 2
    order: Order = Order.UP
    teams: bool = False
    elimination: bool = False

    def __post_init__(self) -> None:
        if type(self.dice) is not int or self.dice not in DICE_COUNTS:
            raise InvalidRules("Chicago 2–12 is played with two or three dice (R60, R61)")
        if not isinstance(self.order, Order):
            raise InvalidRules("the targets go up or down (R61)")
        if type(self.teams) is not bool or type(self.elimination) is not bool:
            raise InvalidRules("teams and elimination are on or off (R61)")
        if self.teams and self.elimination:
            raise InvalidRules("Teams and Elimination are not played together (R61)")

    @property
    def targets(self) -> tuple[int, ...]:
        """The target of every round, in the order played: 2 … 12, or 3 … 18 with three dice."""
        low, high = self.dice, 6 * self.dice
        up = tuple(range(low, high + 1))
        return up if self.order is Order.UP else tuple(reversed(up))

    @property
    def round_count(self) -> int:
        """Eleven rounds with two dice, sixteen with three (R60, R61)."""
        return len(self.targets)

    @property
    def max_total(self) -> int:
        """The best possible total of one player: every target hit (77 with two dice)."""
        return sum(self.targets)

    def check_players(self, players: int) -> None:
        """Raise :class:`InvalidRules` unless ``players`` seats may play these rules."""
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise InvalidRules(f"Chicago 2–12 has {MIN_PLAYERS} to {MAX_PLAYERS} players (R60)")
        if self.teams and (players < MIN_TEAM_PLAYERS or players % 2):
            raise InvalidRules(
                f"Teams need an even number of players, at least {MIN_TEAM_PLAYERS} (R61)"
            )

    def settings(self) -> dict[str, object]:
        """The settings as a record's ``rules`` object writes them (RECORDS.md)."""
        return {
            "dice": self.dice,
            "order": self.order.value,
            "teams": self.teams,
            "elimination": self.elimination,
        }


def team_of(seat: int) -> int:
    """The team of a seat in Teams: even seats are team 0, odd seats team 1 (RECORDS.md)."""
    return seat % 2
