"""Final places and the figures of a match (session/figures.py, issue 15 item 6)."""

from __future__ import annotations

import random

import pytest

from chicago_desktop.engine import PRESET_NAMES, ScriptedDice, Status, Stop, Throw, preset
from chicago_desktop.session import GameSession, standing_kinds
from chicago_desktop.session.figures import MatchFigures, match_figures

from .helpers import CountingDice, play_randomly, seats


def figures_of(session: GameSession) -> MatchFigures:
    kind = standing_kinds(session.rules)[0]
    return match_figures(session.events, len(session.players), kind)


def test_classic_places_follow_who_went_out_last() -> None:
    """R41: out in round 1, out in round 2, the winner first."""
    # Three players, one throw each: A 7 (loss), B 15, C 12 / B 15, C 7 (loss), A 12 / ...
    dice = ScriptedDice(
        [
            *(2, 2, 3, 5, 5, 5, 4, 4, 4),  # round 1 A B C: A takes a loss, B leads
            *(5, 5, 5, 2, 2, 3, 4, 4, 4),  # round 2 B C A: C takes a loss
            *(5, 5, 5, 4, 4, 4, 2, 2, 3),  # round 3 B C A: A is out (2 losses)
            *(5, 5, 5, 2, 2, 3),  # round 4 B C: C is out, B wins
        ]
    )
    session = GameSession(
        preset("classic", max_throws=1, losses_to_out=2), seats(3), dice=dice, first_leader=0
    )
    while not session.is_over:
        seat = session.current_seat
        assert seat is not None
        session.submit(seat, Throw())
        if not session.is_over and session.current_seat == seat:
            session.submit(seat, Stop())
    fig = figures_of(session)
    assert [(s.seat, s.place) for s in fig.seats] == [(1, 1), (2, 2), (0, 3)]
    assert fig.rounds == 4 and not fig.draw
    by_seat = {s.seat: s for s in fig.seats}
    assert by_seat[0].count == 2 and by_seat[2].count == 2 and by_seat[1].count == 0
    assert by_seat[0].worst_rounds == 2 and by_seat[1].best_rounds == 4
    assert fig.best is not None and fig.best.score == 15 and fig.best.seat == 1
    assert by_seat[0].best is not None and by_seat[0].best.score == 12


@pytest.mark.parametrize("name", PRESET_NAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_places_agree_with_the_end_of_every_preset(name: str, seed: int) -> None:
    rng = random.Random(seed)
    session = GameSession(preset(name), seats(4), dice=CountingDice(seed), seed=seed)
    play_randomly(session, rng)
    match = session.match
    fig = figures_of(session)
    places = {s.seat: s.place for s in fig.seats}
    assert sorted(places) == [0, 1, 2, 3]
    assert [s.place for s in fig.seats] == sorted(places.values())  # listed best first
    assert min(places.values()) == 1
    assert fig.rounds == len(match.rounds)
    if match.winner is not None:
        assert places[match.winner] == 1 and list(places.values()).count(1) == 1
    if match.loser is not None:  # the loser alone is last (R42, R45)
        assert places[match.loser] == 4
        assert all(p < 4 for s, p in places.items() if s != match.loser)
    if match.draw:
        drawn = {r.seat for r in match.rounds[-1].results}
        assert all(places[s] == 1 for s in drawn)
    kind = fig.kind
    for s in fig.seats:
        if kind.value == "losses":
            assert s.count == match.losses(s.seat)
        elif kind.value == "tally_marks":
            assert s.count == match.tally_marks(s.seat)
        else:
            assert s.count >= match.coasters(s.seat)  # taken in all, not held at the end
        if match.status(s.seat) is Status.WON and kind.value == "coasters":
            assert match.coasters(s.seat) == 0
    best = max((r for summary in match.rounds for r in summary.results), key=lambda r: (r.chicago,))
    assert fig.best is not None and fig.best.chicago == best.chicago
