"""Property-based tests of the classic engine (hypothesis).

Random legal play is checked against invariants at every step; random actions, legal or
not, are checked against an independent legality oracle written from RULES.md, and every
refusal must leave the state exactly as it was.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from chicago_desktop.engine import (
    Call,
    IllegalAction,
    Match,
    Phase,
    RandomDice,
    Status,
    preset,
)
from tests.tiers import examples

match_setups = st.tuples(
    st.integers(2, 6),  # players
    st.sampled_from((1, 2, 3)),  # max throws
    st.sampled_from((2, 3, 5)),  # losses to out
    st.integers(0, 2**32),  # seed
)


def legal_random_step(m: Match, rng: random.Random) -> None:
    """Take one random legal action: stop, or throw holding a random legal set."""
    turn = m.turn
    assert turn is not None
    if turn.may_stop() and rng.random() < 0.35:
        m.stop()
        return
    hold = frozenset(p for p in turn.holdable() if rng.random() < 0.4)
    if len(hold) == 3:
        hold = frozenset(sorted(hold)[:2])
    m.throw(hold)


def check_invariants(m: Match, limit: int, max_throws: int) -> None:
    for seat in range(m.players):
        assert 0 <= m.losses(seat) <= limit
        assert (m.status(seat) is Status.OUT) == (m.losses(seat) >= limit) or m.is_over
    if m.is_over:
        assert m.phase is Phase.OVER
        assert (m.winner is None) == m.draw
        return
    turn = m.turn
    assert turn is not None
    assert 0 <= turn.throws <= turn.cap <= max_throws
    assert not turn.ended
    assert len(m.in_game()) >= 2
    assert m.current_seat in m.in_game()
    for r in m.results:
        assert r.throws <= (m.round_state.cap or max_throws)


@settings(max_examples=examples(150), deadline=None)
@given(match_setups)
def test_random_legal_play_always_ends_with_a_winner_or_draw(setup: tuple[int, ...]) -> None:
    players, max_throws, limit, seed = setup
    rules = preset("classic", max_throws=max_throws, losses_to_out=limit)
    m = Match(rules, players, dice=RandomDice(seed), seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not m.is_over:
        legal_random_step(m, rng)
        check_invariants(m, limit, max_throws)
        steps += 1
        assert steps < 10_000, "a classic match must end"
    assert m.winner is not None or m.draw
    statuses = [m.status(s) for s in range(players)]
    if m.draw:
        assert all(s is Status.OUT for s in statuses)
    else:
        assert statuses.count(Status.WON) == 1
        assert m.losses(m.winner) < limit  # type: ignore[arg-type]
    # every round took at least one loss, and losses are exactly the worst counts (R41)
    total = sum(len(r.worst) for r in m.rounds)
    assert total == sum(m.losses(s) for s in range(players))


def oracle_throw_is_legal(m: Match, hold: list[int], faces: list[int]) -> bool:
    """Legality of a throw from RULES.md alone (R1-R5), independent of the engine's code."""
    turn = m.turn
    if turn is None:
        return False
    if any(p not in (0, 1, 2) for p in hold) or len(set(hold)) != len(hold):
        return False
    if turn.throws == 0 and hold:
        return False
    if len(hold) == 3:
        return False
    if turn.throws >= turn.cap:
        return False
    return len(faces) == 3 - len(hold) and all(1 <= f <= 6 for f in faces)


actions: st.SearchStrategy[tuple[str, list[int], list[int]]] = st.one_of(
    st.tuples(
        st.just("throw"),
        st.lists(st.integers(-1, 3), max_size=4),
        st.lists(st.integers(-1, 8), max_size=4),
    ),
    st.tuples(st.just("stop"), st.just([]), st.just([])),
    st.tuples(st.just("call"), st.just([]), st.just([])),
    st.tuples(st.just("sixes"), st.just([]), st.just([])),
)


@settings(max_examples=examples(150), deadline=None)
@given(match_setups, st.lists(actions, min_size=1, max_size=60))
def test_random_actions_match_the_oracle_and_refusals_change_nothing(
    setup: tuple[int, ...], tries: list[tuple[str, list[int], list[int]]]
) -> None:
    players, max_throws, limit, seed = setup
    rules = preset("classic", max_throws=max_throws, losses_to_out=limit)
    m = Match(rules, players, dice=RandomDice(seed), seed=seed)
    for kind, hold, faces in tries:
        if m.is_over:
            break
        before = m.state_key()
        turn = m.turn
        assert turn is not None
        if kind == "throw":
            legal = oracle_throw_is_legal(m, hold, faces)
            try:
                m.throw(hold, faces)
            except IllegalAction:
                assert not legal, (hold, faces)
                assert m.state_key() == before
            else:
                assert legal, (hold, faces)
        elif kind == "stop":
            legal = turn.throws >= 1
            try:
                m.stop()
            except IllegalAction:
                assert not legal
                assert m.state_key() == before
            else:
                assert legal
        else:
            try:
                m.call(Call()) if kind == "call" else m.turn_sixes()
            except IllegalAction as exc:
                assert exc.rule in ("R7", "R21")
                assert m.state_key() == before
            else:
                raise AssertionError("classic has no calls and no turning of sixes")
