"""What a throw in Chicago 2–12 caused, so a front end reacts without re-reading the game.

:meth:`~chicago_desktop.two_to_twelve.game.Game.throw` returns a list of these in the order
they happened: the throw itself, the round (or roll-off round) ending, players going out,
the next round or roll-off starting, the game ending.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RoundResult:
    """One player's throw in a round: the faces and what they scored (R60)."""

    seat: int
    dice: tuple[int, ...]
    score: int

    @property
    def hit(self) -> bool:
        """True when the throw made the round's target."""
        return self.score > 0


@dataclass(frozen=True, slots=True)
class RoundSummary:
    """A completed round: its number (from 0), target and every result in seat order."""

    index: int
    target: int
    results: tuple[RoundResult, ...]


@dataclass(frozen=True, slots=True)
class RolloffThrow:
    """One throw of a roll-off; ``team`` is set in Teams (the seat threw for its team)."""

    seat: int
    dice: tuple[int, ...]
    team: int | None = None

    @property
    def total(self) -> int:
        """The pips of the throw: the higher total wins the roll-off (R60)."""
        return sum(self.dice)


@dataclass(frozen=True, slots=True)
class RolloffRound:
    """A completed round of a roll-off: its number (from 0) and every throw in order."""

    index: int
    throws: tuple[RolloffThrow, ...]


@dataclass(frozen=True, slots=True)
class Thrown:
    """A throw in a round: who, the faces, the target and the score (target or 0)."""

    seat: int
    round_index: int
    target: int
    dice: tuple[int, ...]
    score: int


@dataclass(frozen=True, slots=True)
class RoundEnded:
    """Every player still in has thrown in this round."""

    summary: RoundSummary


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A new round began; ``seats`` throw in it, in seat order."""

    index: int
    target: int
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PlayerOut:
    """Elimination: the seat scored nothing in ``rounds`` rounds in a row (R61)."""

    seat: int
    rounds: int


@dataclass(frozen=True, slots=True)
class EliminationWaived:
    """Elimination: every player still in would have gone out, so none does (R61)."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RolloffStarted:
    """A roll-off round began among tied seats, or between the two teams (``teams``)."""

    index: int
    seats: tuple[int, ...]
    teams: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class RolloffThrown:
    """A throw of a roll-off."""

    rolloff_index: int
    throw: RolloffThrow


@dataclass(frozen=True, slots=True)
class RolloffEnded:
    """Every seat (or team) of a roll-off round has thrown."""

    rolloff: RolloffRound


@dataclass(frozen=True, slots=True)
class GameEnded:
    """The game has its winner: a seat, or in Teams a team."""

    winner: int | None
    winning_team: int | None


Event = (
    Thrown
    | RoundEnded
    | RoundStarted
    | PlayerOut
    | EliminationWaived
    | RolloffStarted
    | RolloffThrown
    | RolloffEnded
    | GameEnded
)
