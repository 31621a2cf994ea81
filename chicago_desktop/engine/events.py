"""What an engine step caused, so a front end reacts without re-reading the whole state.

Each action on a :class:`~chicago_desktop.engine.match.Match` returns a list of these, in
the order they happened (dice thrown, turn over, round scored, loss taken, player out,
next leader, match over).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .scoring import Call


class EndReason(Enum):
    """Why a turn ended (R3)."""

    STOPPED = "stopped"
    CAP = "cap"
    CHICAGO = "chicago"


@dataclass(frozen=True, slots=True)
class ScoredResult:
    """A result as the round's report shows it: dice, throws and score under the call."""

    seat: int
    dice: tuple[int, int, int]
    throws: int
    score: int
    chicago: bool


@dataclass(frozen=True, slots=True)
class RoundSummary:
    """A completed rolling round: leader, cap, call, results in turn order, best, worst."""

    index: int
    leader: int
    cap: int
    call: Call | None
    results: tuple[ScoredResult, ...]
    best: tuple[int, ...]
    worst: tuple[int, ...]
    order: tuple[int, ...]
    #: True when a Chicago cut the round short (R44): nobody after the roller threw.
    cut_short: bool = False


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A rolling round began: its leader and the turn order (R8)."""

    index: int
    leader: int
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TurnStarted:
    """A player's turn began with this many throws allowed."""

    seat: int
    cap: int


@dataclass(frozen=True, slots=True)
class DiceThrown:
    """A throw: which positions were held, and the three faces now showing."""

    seat: int
    throw_number: int
    held: frozenset[int]
    faces: tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class SixesTurned:
    """Sixes were turned (R21/R22): the faces now showing and the die in the cup."""

    seat: int
    faces: tuple[int, int, int]
    cup: frozenset[int]


@dataclass(frozen=True, slots=True)
class TurnEnded:
    """A turn is over, with its result."""

    seat: int
    dice: tuple[int, int, int]
    throws: int
    score: int
    reason: EndReason
    chicago: bool


@dataclass(frozen=True, slots=True)
class CapSet:
    """The leader's turn ended: every follower is capped at ``cap`` throws (R5)."""

    leader: int
    cap: int


@dataclass(frozen=True, slots=True)
class CallMade:
    """The leader called the scoring of the round (R7)."""

    seat: int
    call: Call


@dataclass(frozen=True, slots=True)
class RoundScored:
    """A rolling round is complete and ranked."""

    summary: RoundSummary


@dataclass(frozen=True, slots=True)
class LossTaken:
    """A worst player took a loss (R41); ``losses`` is their new count."""

    seat: int
    losses: int


@dataclass(frozen=True, slots=True)
class PlayerOut:
    """A player is out: the loss limit (R41), or the loser of the match (R42, R45)."""

    seat: int


@dataclass(frozen=True, slots=True)
class LeaderChosen:
    """The leader of the next rolling round (R40 'next leader', R41-R46)."""

    seat: int


@dataclass(frozen=True, slots=True)
class ChicagoThrown:
    """Three ones in one full throw (R20): the turn ended, the result ranks above all."""

    seat: int


@dataclass(frozen=True, slots=True)
class PlayerSafe:
    """The best of a rolling round in basic is safe for the rest of the search (R42)."""

    seat: int


@dataclass(frozen=True, slots=True)
class SearchStarted:
    """A search began (R42); ``playoff`` for the extra search among the tied (R42)."""

    index: int
    leader: int
    players: tuple[int, ...]
    playoff: bool


@dataclass(frozen=True, slots=True)
class SearchLost:
    """The last player left in a search lost it (R42)."""

    seat: int
    index: int


@dataclass(frozen=True, slots=True)
class TallyMarkTaken:
    """A search's loser took a tally mark (R42); ``marks`` is their new count."""

    seat: int
    marks: int


class CoasterPhase(Enum):
    """The two phases of the coaster presets (R43, R45)."""

    HANDING_OUT = "handing_out"
    CLEARING = "clearing"


@dataclass(frozen=True, slots=True)
class PhaseChanged:
    """The coaster match moved to a new phase (R43 -> R45)."""

    phase: CoasterPhase


@dataclass(frozen=True, slots=True)
class CoasterTaken:
    """The worst took a coaster from the middle (R43)."""

    seat: int
    coasters: int
    middle: int


@dataclass(frozen=True, slots=True)
class CoasterPutDown:
    """The best put a coaster down; it left the game (R45 bavarian, pub)."""

    seat: int
    coasters: int


@dataclass(frozen=True, slots=True)
class CoasterPassed:
    """The best passed a coaster to the worst (R45 tschigg)."""

    giver: int
    receiver: int


@dataclass(frozen=True, slots=True)
class RoundWithoutEffect:
    """A rolling round with no worst (or no best where one is needed): nothing moves (R46)."""

    index: int


@dataclass(frozen=True, slots=True)
class PlayerWon:
    """A player left the match as a winner: no coaster left, or a Chicago (R44, R45)."""

    seat: int
    by_chicago: bool


@dataclass(frozen=True, slots=True)
class MatchEnded:
    """The match is over: a winner (classic), a loser (other presets) or a draw."""

    winner: int | None
    loser: int | None
    draw: bool


Event = (
    RoundStarted
    | TurnStarted
    | DiceThrown
    | SixesTurned
    | TurnEnded
    | CapSet
    | CallMade
    | RoundScored
    | LossTaken
    | PlayerOut
    | LeaderChosen
    | ChicagoThrown
    | PlayerSafe
    | SearchStarted
    | SearchLost
    | TallyMarkTaken
    | PhaseChanged
    | CoasterTaken
    | CoasterPutDown
    | CoasterPassed
    | RoundWithoutEffect
    | PlayerWon
    | MatchEnded
)
