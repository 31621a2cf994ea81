"""Properties of Chicago 2–12 over random games of every variation (RULES.md R60, R61).

Random play ends with exactly one winner; totals are the sum of the hits; a refused throw
changes nothing; a game written as a record and read back is the same game.
"""

from __future__ import annotations

from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from chicago_desktop.engine import IllegalAction, RandomDice
from chicago_desktop.records import PlayerInfo, dumps_record
from chicago_desktop.two_to_twelve import (
    SCORELESS_ROUNDS_TO_OUT,
    GameOver,
    Order,
    Phase,
    Rules,
    Status,
    team_of,
)
from chicago_desktop.two_to_twelve.game import Game
from chicago_desktop.two_to_twelve.records import (
    outcome_json,
    parse_record,
    record_to_json,
    replay_record,
)
from tests.tiers import examples

#: Fair dice end a roll-off with probability 1; far beyond any game this long.
THROW_LIMIT = 5000


@st.composite
def setups(draw: st.DrawFn) -> tuple[Rules, int]:
    dice = draw(st.sampled_from([2, 3]))
    order = draw(st.sampled_from(list(Order)))
    mode = draw(st.sampled_from(["plain", "teams", "elimination"]))
    rules = Rules(dice, order, teams=mode == "teams", elimination=mode == "elimination")
    players = draw(st.sampled_from([4, 6, 8])) if rules.teams else draw(st.integers(2, 8))
    return rules, players


class DrawnDice:
    """Faces chosen by Hypothesis, often from a narrow range so ties and hits are common."""

    def __init__(self, data: st.DataObject, high: int) -> None:
        self._data = data
        self._high = high

    def roll(self, count: int) -> tuple[int, ...]:
        faces = self._data.draw(
            st.lists(st.integers(1, self._high), min_size=count, max_size=count)
        )
        return tuple(faces)


def play_out(game: Game) -> None:
    for _ in range(THROW_LIMIT):
        if game.is_over:
            return
        game.throw()


def check_invariants(game: Game) -> None:
    """What must hold in every state, checked from the game's own history."""
    hits = [0] * game.players
    for summary in game.rounds:
        assert summary.target == game.targets[summary.index]
        for r in summary.results:
            assert r.score == (summary.target if sum(r.dice) == summary.target else 0)
            hits[r.seat] += r.score
    for r in game.round_results:
        hits[r.seat] += r.score
    assert list(game.totals) == hits
    assert all(t <= game.rules.max_total for t in game.totals)
    seats_per_round = [tuple(r.seat for r in s.results) for s in game.rounds]
    for earlier, later in pairwise(seats_per_round):
        assert set(later) <= set(earlier)  # nobody comes back in
        assert list(later) == sorted(later)  # seat order
    if not game.rules.elimination:
        assert all(seats == tuple(range(game.players)) for seats in seats_per_round)
    for seat in range(game.players):
        if game.status(seat) is Status.OUT:
            assert game.scoreless_run(seat) >= SCORELESS_ROUNDS_TO_OUT
    assert game.in_game()  # never everybody out


@settings(max_examples=examples(150), deadline=None)
@given(setups(), st.integers(0, 2**32))
def test_random_play_ends_with_exactly_one_winner(setup: tuple[Rules, int], seed: int) -> None:
    rules, players = setup
    game = Game(rules, players, dice=RandomDice(seed), seed=seed)
    play_out(game)
    assert game.is_over
    assert game.phase is Phase.OVER
    check_invariants(game)
    statuses = [game.status(s) for s in range(players)]
    assert Status.PLAYING not in statuses
    if rules.teams:
        assert game.winner is None
        team = game.winning_team
        assert team in (0, 1)
        assert game.team_total(team) >= game.team_total(1 - team)
        assert all((statuses[s] is Status.WON) == (team_of(s) == team) for s in range(players))
    else:
        assert game.winning_team is None
        winner = game.winner
        assert winner is not None
        assert statuses.count(Status.WON) == 1
        assert statuses[winner] is Status.WON
        still_in = game.in_game()
        assert winner in still_in
        if len(still_in) > 1:  # decided on totals, so the winner has the best total left
            assert game.total(winner) == max(game.total(s) for s in still_in)
        if game.rolloffs:
            assert game.rolloffs[-1].throws and max(
                t.total for t in game.rolloffs[-1].throws
            ) == next(t.total for t in game.rolloffs[-1].throws if t.seat == winner)
    if not rules.elimination:
        assert len(game.rounds) == rules.round_count
    with_over = game.state_key()
    try:
        game.throw()
    except GameOver as exc:
        assert exc.rule == "R60"
    else:  # pragma: no cover - the assertion below reports it
        raise AssertionError("a throw after the end was accepted")
    assert game.state_key() == with_over


@settings(max_examples=examples(80), deadline=None)
@given(setups(), st.data())
def test_totals_are_the_sum_of_hits_at_every_step(
    setup: tuple[Rules, int], data: st.DataObject
) -> None:
    rules, players = setup
    high = data.draw(st.sampled_from([2, 3, 6]))
    game = Game(rules, players, dice=DrawnDice(data, high))
    steps = data.draw(st.integers(0, 150))
    for _ in range(steps):
        if game.is_over:
            break
        game.throw()
        check_invariants(game)


@settings(max_examples=examples(150), deadline=None)
@given(
    setups(),
    st.integers(0, 2**32),
    st.integers(0, 200),
    st.lists(st.integers(-3, 9), max_size=5),
)
def test_refused_throws_change_nothing(
    setup: tuple[Rules, int], seed: int, steps: int, faces: list[int]
) -> None:
    rules, players = setup
    game = Game(rules, players, dice=RandomDice(seed), seed=seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.throw()
    legal = len(faces) == rules.dice and all(1 <= f <= 6 for f in faces)
    before = game.state_key()
    if legal and not game.is_over:
        game.throw(faces)
        assert game.state_key() != before
        return
    try:
        game.throw(faces)
    except IllegalAction as exc:
        assert exc.rule in ("R60", "R61")
    else:  # pragma: no cover - the assertion below reports it
        raise AssertionError(f"refused throw {faces} was accepted")
    assert game.state_key() == before


@settings(max_examples=examples(100), deadline=None)
@given(setups(), st.integers(0, 2**32), st.integers(0, 250))
def test_record_round_trip(setup: tuple[Rules, int], seed: int, steps: int) -> None:
    rules, players = setup
    game = Game(rules, players, dice=RandomDice(seed), seed=seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.throw()
    seats = [PlayerInfo(f"P{i}", "cpu" if i % 2 else "human") for i in range(players)]
    text = dumps_record(record_to_json(rules, seats, game.actions, seed=seed))
    record = parse_record(text)
    assert record.rules == rules
    assert record.players == tuple(seats)
    again = replay_record(record).game
    assert again.state_key() == game.state_key()
    assert outcome_json(again) == outcome_json(game)
