"""What a scored rolling round did, gathered from the events that followed it.

The engine reports a round's consequences as separate events (a loss taken, a tally mark,
a coaster moved, a player out or safe, the next leader, the end). A report of the round
("Ben takes a loss, Anna leads the next round") needs them together; :func:`outcomes_in`
collects them from one action's events, once, when the session applies the action.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import (
    CoasterPassed,
    CoasterPutDown,
    CoasterTaken,
    Event,
    LeaderChosen,
    LossTaken,
    MatchEnded,
    PlayerOut,
    PlayerSafe,
    PlayerWon,
    RoundScored,
    RoundStarted,
    RoundSummary,
    RoundWithoutEffect,
    SearchLost,
    TallyMarkTaken,
)


@dataclass(frozen=True, slots=True)
class RoundOutcome:
    """A scored round and its consequences (R30-R32, R41-R46).

    ``losses`` are (seat, losses now) pairs; ``effects`` every consequence event in the
    order it happened, for the presets whose consequences are tally marks or coasters.
    """

    summary: RoundSummary
    losses: tuple[tuple[int, int], ...]  # (seat, losses now)
    out: tuple[int, ...]
    next_leader: int | None
    match_over: bool
    winner: int | None
    draw: bool
    loser: int | None = None
    without_effect: bool = False
    effects: tuple[Event, ...] = ()


_EFFECTS = (
    LossTaken,
    PlayerOut,
    PlayerSafe,
    PlayerWon,
    SearchLost,
    TallyMarkTaken,
    CoasterTaken,
    CoasterPutDown,
    CoasterPassed,
    RoundWithoutEffect,
)


def outcome_after(summary: RoundSummary, following: Sequence[Event]) -> RoundOutcome:
    """The outcome of a round from the events after its :class:`RoundScored`."""
    losses: list[tuple[int, int]] = []
    out: list[int] = []
    effects: list[Event] = []
    leader: int | None = None
    over, winner, loser, draw, without = False, None, None, False, False
    for event in following:
        if isinstance(event, RoundScored | RoundStarted):
            break
        if isinstance(event, _EFFECTS):
            effects.append(event)
        if isinstance(event, LossTaken):
            losses.append((event.seat, event.losses))
        elif isinstance(event, PlayerOut):
            out.append(event.seat)
        elif isinstance(event, RoundWithoutEffect):
            without = True
        elif isinstance(event, LeaderChosen):
            leader = event.seat
            break
        elif isinstance(event, MatchEnded):
            over, winner, loser, draw = True, event.winner, event.loser, event.draw
            break
    return RoundOutcome(
        summary,
        tuple(losses),
        tuple(out),
        leader,
        over,
        winner,
        draw,
        loser,
        without,
        tuple(effects),
    )


def outcomes_in(events: Sequence[Event]) -> list[RoundOutcome]:
    """The outcome of every round scored in ``events`` (one action's events), in order."""
    return [
        outcome_after(event.summary, events[i + 1 :])
        for i, event in enumerate(events)
        if isinstance(event, RoundScored)
    ]
