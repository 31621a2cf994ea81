"""The state a paced view shows: the session's events folded in one by one.

A window releases a session's events with pauses (a turn's result stays on the table for
a moment before the next player throws), so what it shows lags the match. :class:`ShownState`
is that lagging state, built only from the events released so far, for every preset:
once every event is released it agrees with the session's
:class:`~.snapshot.Snapshot` (tests/session check this for random play of every preset).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import (
    Call,
    CallMade,
    CapSet,
    CoasterPassed,
    CoasterPhase,
    CoasterPutDown,
    CoasterTaken,
    DiceThrown,
    Event,
    LossTaken,
    MatchEnded,
    PhaseChanged,
    PlayerOut,
    PlayerSafe,
    PlayerWon,
    RoundScored,
    RoundStarted,
    SearchStarted,
    SixesTurned,
    Status,
    TallyMarkTaken,
    TurnEnded,
    TurnStarted,
)
from .outcome import RoundOutcome
from .snapshot import Standing


@dataclass(frozen=True, slots=True)
class SeatResult:
    """A finished turn of the shown round."""

    dice: tuple[int, int, int]
    throws: int
    score: int


class ShownState:
    """What has been shown of a match so far; :meth:`release` folds in the next event."""

    def __init__(
        self,
        players: int = 0,
        first_leader: int | None = None,
        *,
        middle: int | None = None,
        searches: bool = False,
    ) -> None:
        """``middle``: the coasters at the start (R43), None without coasters;
        ``searches``: True for a match of searches (R42)."""
        self.players = players
        self.middle = middle  # coasters shown in the middle (R43)
        self.coaster_phase = CoasterPhase.HANDING_OUT if middle is not None else None
        self.search: tuple[int, bool] | None = (0, False) if searches else None
        self.seat: int | None = None
        self.faces: tuple[int, int, int] | None = None
        self.throws = 0
        self.cap = 0
        self.cap_setter: int | None = None
        self.round = 0
        self.leader: int | None = first_leader
        self.order: tuple[int, ...] = ()
        self.call: Call | None = None
        self.results: dict[int, SeatResult] = {}
        self.losses = [0] * players
        self.tally_marks = [0] * players
        self.coasters = [0] * players
        self.status = [Status.PLAYING] * players
        self.last_outcome: RoundOutcome | None = None
        self.over = False
        self.winner: int | None = None
        self.loser: int | None = None
        self.draw = False

    def standings(self) -> tuple[Standing, ...]:
        """Every seat's shown standing."""
        return tuple(
            Standing(s, self.losses[s], self.tally_marks[s], self.coasters[s], self.status[s])
            for s in range(self.players)
        )

    def lowest(self) -> tuple[int, tuple[int, ...]] | None:
        """The lowest result of the shown round so far and the seats that have it."""
        if not self.results:
            return None
        low = min(r.score for r in self.results.values())
        seats = tuple(s for s in self.order if s in self.results)
        return low, tuple(s for s in seats if self.results[s].score == low)

    def release(self, event: Event, outcome: RoundOutcome | None = None) -> None:
        """Fold in one event; ``outcome`` is the session's outcome of a scored round."""
        match event:
            case RoundStarted(index=index, leader=leader, order=order):
                self.round, self.leader, self.order = index, leader, order
                self.results = {}
                self.cap_setter = None
                self.call = None
            case TurnStarted(seat=seat, cap=cap):
                self.seat, self.faces, self.throws, self.cap = seat, None, 0, cap
            case DiceThrown(throw_number=number, faces=faces):
                self.faces, self.throws = faces, number
            case SixesTurned(faces=faces):
                self.faces = faces
            case TurnEnded(seat=seat, dice=dice, throws=throws, score=score):
                self.results[seat] = SeatResult(dice, throws, score)
            case CapSet(leader=leader):
                self.cap_setter = leader
            case CallMade(call=call):
                self.call = call
            case RoundScored():
                self.last_outcome = outcome
            case LossTaken(seat=seat, losses=losses):
                self.losses[seat] = losses
            case TallyMarkTaken(seat=seat, marks=marks):
                self.tally_marks[seat] = marks
            case CoasterTaken(seat=seat, coasters=coasters, middle=middle):
                self.coasters[seat] = coasters
                self.middle = middle
            case PhaseChanged(phase=phase):
                self.coaster_phase = phase
            case CoasterPutDown(seat=seat, coasters=coasters):
                self.coasters[seat] = coasters
            case CoasterPassed(giver=giver, receiver=receiver):
                self.coasters[giver] -= 1
                self.coasters[receiver] += 1
            case PlayerOut(seat=seat):
                self.status[seat] = Status.OUT
            case PlayerSafe(seat=seat):
                self.status[seat] = Status.SAFE
            case PlayerWon(seat=seat, by_chicago=by_chicago):
                self.status[seat] = Status.WON
                if by_chicago:  # R44: the roller's coasters leave the game with them
                    self.coasters[seat] = 0
            case SearchStarted(index=index, players=members, playoff=playoff):
                self.search = (index, playoff)
                for s in range(self.players):
                    self.status[s] = Status.PLAYING if s in members else Status.SAFE
            case MatchEnded(winner=winner, loser=loser, draw=draw):
                self.over, self.winner, self.loser, self.draw = True, winner, loser, draw
                if winner is not None:
                    self.status[winner] = Status.WON
                if loser is not None:  # everybody else has won (RECORDS.md)
                    for s in range(self.players):
                        self.status[s] = Status.OUT if s == loser else Status.WON
            case _:
                pass
