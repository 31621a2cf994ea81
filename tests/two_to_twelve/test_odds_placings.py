"""The odds the window shows (R60, R61) and the placings at the end of a game."""

from __future__ import annotations

from fractions import Fraction

import pytest

from chicago_desktop.two_to_twelve import Game, Rules, hit_chance
from chicago_desktop.two_to_twelve.odds import hit_ways, odds, odds_percent, odds_text
from chicago_desktop.two_to_twelve.placings import placings


def test_the_odds_are_the_ways_the_dice_fall_unreduced() -> None:
    assert odds_text(7, 2) == "6/36"
    assert odds_text(2, 2) == "1/36" and odds_text(12, 2) == "1/36"
    assert odds_text(10, 3) == "27/216" and odds_text(3, 3) == "1/216"
    assert odds(7, 2) == (6, 36)
    assert odds_percent(7, 2) == pytest.approx(100 / 6)


@pytest.mark.parametrize("dice", [2, 3])
def test_every_way_is_counted_once(dice: int) -> None:
    targets = range(dice, 6 * dice + 1)
    assert sum(hit_ways(t, dice) for t in targets) == 6**dice
    for t in targets:
        assert Fraction(hit_ways(t, dice), 6**dice) == hit_chance(t, dice)
    assert hit_ways(1, dice) == 0


def _play(game: Game, hits: set[int]) -> None:
    """Seats in ``hits`` hit the first round's target; every other throw misses."""
    while not game.is_over:
        seat, target = game.current_seat, game.target
        hit = seat in hits and game.round_index == 0 and target is not None
        if hit:
            game.throw((1, 1))
        else:
            game.throw((6, 6) if target != 12 else (1, 1))


def test_placings_put_the_winner_first_and_share_equal_totals() -> None:
    # Three players; Anna hits the 2 (1·1), the others miss everything; Ben and Cora tie.
    game = Game(Rules(), 3)
    _play(game, {0})
    assert game.winner == 0
    places = placings(game)
    assert [(p.place, p.seats, p.total) for p in places] == [
        (1, (0,), 2),
        (2, (1,), 0),
        (2, (2,), 0),
    ]


def test_placings_in_teams_place_the_teams() -> None:
    game = Game(Rules(teams=True), 4)
    # Seat 1 (team 2) hits the 2; nobody else hits anything.
    _play(game, {1})
    assert game.winning_team == 1
    first, second = placings(game)
    assert (first.team, first.seats, first.total) == (1, (1, 3), 2)
    assert (second.place, second.team, second.total) == (2, 0, 0)


def test_placings_in_elimination_put_those_out_last() -> None:
    game = Game(Rules(elimination=True), 3)
    # Anna hits the 2, Ben and Cora never score: both are out after round 4 (C4: Anna wins).
    _play(game, {0})
    assert game.winner == 0 and game.round_index == 3
    places = placings(game)
    assert [(p.place, p.out) for p in places] == [(1, False), (2, True), (2, True)]
