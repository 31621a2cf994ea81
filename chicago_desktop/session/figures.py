"""The end of a match in figures: everyone's final place and what the match held.

Derived from the session's event log, once, when the end is shown (issue 15, the
end-of-match screen). Places follow the match structure (R41-R45):

- classic (losses, R41): the winner first; the others by how long they stayed in — who
  went out later places better, players out in the same rolling round share a place; in
  a draw everyone who went out in the last round shares first place;
- basic (searches, R42): the match's loser last; the others by tally marks, fewer is
  better, equal marks share a place;
- the coaster presets (R43-R45): the players who won in the order they won (the same
  rolling round shares a place), the match's loser last.

Places are written as sports tables write them: 1, 2, 2, 4. "Best throw" is the best
single result of the match: a Chicago (R20) above everything, else the highest value in
fixed scoring (R6), whatever the call of its round — one measure for every preset.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import (
    CoasterPassed,
    CoasterTaken,
    Event,
    LossTaken,
    MatchEnded,
    PlayerOut,
    PlayerWon,
    RoundScored,
    ScoredResult,
    TallyMarkTaken,
    fixed_score,
)
from .snapshot import StandingKind


@dataclass(frozen=True, slots=True)
class BestThrow:
    """One seat's best result: its dice, fixed value (R6) and whether it was a Chicago."""

    seat: int
    dice: tuple[int, int, int]
    score: int
    chicago: bool

    @property
    def key(self) -> tuple[bool, int]:
        """Orders results: a Chicago first, then by value."""
        return (self.chicago, self.score)


@dataclass(frozen=True, slots=True)
class SeatFigures:
    """One seat at the end: place (1 is best), the structure's counter, rounds worst."""

    seat: int
    place: int
    count: int  # losses (R41), tally marks (R42) or coasters taken in all (R43, R45)
    worst_rounds: int
    best_rounds: int
    chicagos: int
    best: BestThrow | None


@dataclass(frozen=True, slots=True)
class MatchFigures:
    """The whole match: seats in order of place (then seat), rounds, the best throw."""

    seats: tuple[SeatFigures, ...]
    rounds: int
    best: BestThrow | None
    kind: StandingKind
    draw: bool


def _places(order: Sequence[tuple[int, float]]) -> dict[int, int]:
    """Competition places from (seat, key) pairs, a lower key placing better."""
    ranked = sorted(order, key=lambda pair: (pair[1], pair[0]))
    places: dict[int, int] = {}
    for i, (seat, key) in enumerate(ranked):
        if i and key == ranked[i - 1][1]:
            places[seat] = places[ranked[i - 1][0]]
        else:
            places[seat] = i + 1
    return places


def _best(result: ScoredResult) -> BestThrow:
    return BestThrow(result.seat, result.dice, fixed_score(result.dice), result.chicago)


def match_figures(events: Sequence[Event], players: int, kind: StandingKind) -> MatchFigures:
    """Places and figures of a match from its events (a finished match's, as a rule)."""
    rounds = 0
    count = [0] * players
    worst = [0] * players
    best_rounds = [0] * players
    chicagos = [0] * players
    best: list[BestThrow | None] = [None] * players
    out_round: dict[int, int] = {}
    won_round: dict[int, int] = {}
    ended: MatchEnded | None = None
    for event in events:
        if isinstance(event, RoundScored):
            rounds += 1
            summary = event.summary
            for result in summary.results:
                mine = _best(result)
                held = best[result.seat]
                if held is None or mine.key > held.key:
                    best[result.seat] = mine
                chicagos[result.seat] += int(result.chicago)
            for seat in summary.worst:
                worst[seat] += 1
            for seat in summary.best:
                best_rounds[seat] += 1
        elif isinstance(event, PlayerOut):
            out_round[event.seat] = rounds
        elif isinstance(event, PlayerWon):
            won_round[event.seat] = rounds
        elif isinstance(event, LossTaken):
            count[event.seat] = event.losses
        elif isinstance(event, TallyMarkTaken):
            count[event.seat] = event.marks
        elif isinstance(event, CoasterTaken):
            count[event.seat] += 1
        elif isinstance(event, CoasterPassed):
            count[event.receiver] += 1
        elif isinstance(event, MatchEnded):
            ended = event
    keys = _keys(
        players,
        kind,
        ended=ended,
        out_round=out_round,
        won_round=won_round,
        count=count,
        rounds=rounds,
    )
    places = _places(list(keys.items()))
    seats = tuple(
        SeatFigures(
            seat,
            places[seat],
            count[seat],
            worst[seat],
            best_rounds[seat],
            chicagos[seat],
            best[seat],
        )
        for seat in sorted(range(players), key=lambda s: (places[s], s))
    )
    throws = [b for b in best if b is not None]
    top = max(throws, key=lambda b: b.key) if throws else None
    return MatchFigures(seats, rounds, top, kind, bool(ended and ended.draw))


def _keys(
    players: int,
    kind: StandingKind,
    *,
    ended: MatchEnded | None,
    out_round: dict[int, int],
    won_round: dict[int, int],
    count: Sequence[int],
    rounds: int,
) -> dict[int, float]:
    """A sort key per seat, lower placing better (see the module docstring)."""
    loser = ended.loser if ended is not None else None
    winner = ended.winner if ended is not None else None
    keys: dict[int, float] = {}
    for seat in range(players):
        if kind is StandingKind.LOSSES:
            # Who went out later placed better; a draw's last round shares first place.
            keys[seat] = -float(out_round.get(seat, rounds))
        elif kind is StandingKind.TALLY_MARKS:
            keys[seat] = float(count[seat])
        else:
            keys[seat] = float(won_round.get(seat, rounds + 1))
        if seat == loser:
            keys[seat] = float("inf")
        if seat == winner:
            keys[seat] = float("-inf")
    return keys
