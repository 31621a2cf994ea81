"""The state of a session as one frozen value a view can draw, whatever the preset.

A view that draws a :class:`Snapshot` needs no engine object and no rules knowledge: the
seat to act, the dice as they lie, which are held or final, the cap, the call, the round's
results so far, every seat's standing, and the phase. :func:`standing_kinds` says which
counters a preset keeps (R41-R45), so a score sheet shows those columns and no others.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..engine import (
    Call,
    CoasterPhase,
    Match,
    MatchStructure,
    Phase,
    Rules,
    ScoredResult,
    Status,
)


class StandingKind(Enum):
    """A per-seat counter a match structure keeps (RECORDS.md ``standings``)."""

    LOSSES = "losses"  # R41
    TALLY_MARKS = "tally_marks"  # R42
    COASTERS = "coasters"  # R43, R45


_KINDS = {
    MatchStructure.LOSSES: (StandingKind.LOSSES,),
    MatchStructure.SEARCHES: (StandingKind.TALLY_MARKS,),
    MatchStructure.COASTERS_PUT_DOWN: (StandingKind.COASTERS,),
    MatchStructure.COASTERS_PASS: (StandingKind.COASTERS,),
}


def standing_kinds(rules: Rules) -> tuple[StandingKind, ...]:
    """The counters the preset's match structure keeps, in the order a sheet shows them."""
    return _KINDS[rules.match]


def standing_limit(rules: Rules, kind: StandingKind) -> int | None:
    """The count that ends a seat's match, where there is one (R41's loss limit)."""
    if kind is StandingKind.LOSSES:
        return rules.losses_to_out
    return None


@dataclass(frozen=True, slots=True)
class Standing:
    """One seat's place in the match."""

    seat: int
    losses: int
    tally_marks: int
    coasters: int
    status: Status

    def count(self, kind: StandingKind) -> int:
        """The counter of ``kind``."""
        if kind is StandingKind.LOSSES:
            return self.losses
        if kind is StandingKind.TALLY_MARKS:
            return self.tally_marks
        return self.coasters


@dataclass(frozen=True, slots=True)
class Snapshot:
    """Everything a view draws, read from the match after the last action."""

    preset: str
    phase: Phase
    round_index: int
    leader: int
    order: tuple[int, ...]
    current_seat: int | None
    faces: tuple[int, int, int] | None
    score: int | None  # the value of the faces as they lie, under the call (R6, R7)
    throws: int
    cap: int
    cap_is_set: bool
    held_last: frozenset[int]
    final: frozenset[int]
    cup: frozenset[int]
    call: Call | None
    results: tuple[ScoredResult, ...]
    standings: tuple[Standing, ...]
    coaster_phase: CoasterPhase | None
    middle: int | None
    search_index: int | None
    in_playoff: bool
    over: bool
    winner: int | None
    loser: int | None
    draw: bool


def snapshot_of(match: Match) -> Snapshot:
    """The snapshot of a match as it stands."""
    rnd = match.round_state
    turn = match.turn
    rules = match.rules
    return Snapshot(
        preset=rules.preset,
        phase=match.phase,
        round_index=rnd.index,
        leader=rnd.leader,
        order=rnd.order,
        current_seat=match.current_seat,
        faces=turn.faces if turn is not None else None,
        score=match.score_of(turn.faces) if turn is not None and turn.faces is not None else None,
        throws=turn.throws if turn is not None else 0,
        cap=match.cap,
        cap_is_set=match.cap_is_set,
        held_last=turn.held_last if turn is not None else frozenset(),
        final=turn.final if turn is not None else frozenset(),
        cup=turn.cup if turn is not None else frozenset(),
        call=rnd.call,
        results=match.scored_results(),
        standings=tuple(
            Standing(
                seat,
                match.losses(seat),
                match.tally_marks(seat),
                match.coasters(seat),
                match.status(seat),
            )
            for seat in range(match.players)
        ),
        coaster_phase=match.coaster_phase,
        middle=match.middle,
        search_index=match.search_index,
        in_playoff=match.in_playoff,
        over=match.is_over,
        winner=match.winner,
        loser=match.loser,
        draw=match.draw,
    )
