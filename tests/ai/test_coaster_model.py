"""The coaster match model (bavarian, tschigg, pub; R43-R45): what the clearing phase's
outcomes are worth to Expert at a full table, checked exactly (no sampling)."""

from __future__ import annotations

import copy
import functools

import pytest

from chicago_desktop.ai.coaster_model import CoasterModel, _class_states, coaster_weights
from chicago_desktop.engine import MakeCall, Match, preset
from tests.tiers import first_then_slow

STANDINGS = [
    ([0, 0, 0], 1, 4),  # handing out (R43): four coasters in the middle
    ([1, 0, 2, 0], 2, 2),
    ([1, 0, 2, 1], 3, 1),  # the last coaster from the middle decides who plays on
    ([1, 2], 0, 0),  # clearing (R45)
    ([2, 1, 3], 1, 0),
    ([1, 1, 1, 2], 3, 0),
]
# Five seats once, in pub (its round values are the cheapest to build at five).
FIVE = ([3, 1, 2, 1, 1], 0, 0)


def _rotated(counts: list[int], lead: int, seat: int) -> tuple[list[int], int]:
    """The same standing seen by ``seat`` (index 0), the leader's index moved along."""
    order = [seat, *(i for i in range(len(counts)) if i != seat)]
    return [counts[i] for i in order], order.index(lead)


@pytest.mark.parametrize(
    ("name", "counts", "lead", "middle"),
    first_then_slow(
        [(name, *standing) for name in ("bavarian", "tschigg", "pub") for standing in STANDINGS]
        + [("pub", *FIVE), ("pub", [1, 1, 0, 2, 0], 3, 1)],
        rows=True,
    ),
)
def test_exactly_one_player_loses_the_match(
    name: str, counts: list[int], lead: int, middle: int
) -> None:
    """R45: the last player holding coasters loses and everybody else has won, so the
    players' chances of not losing, one standing seen by each, sum to n - 1."""
    model = CoasterModel(preset(name))
    if name == "tschigg" and middle == 0:
        counts = [c + 1 for c in counts]  # tschigg starts with 2n - 1 coasters
    values = [model.value_of(*_rotated(counts, lead, i), middle) for i in range(len(counts))]
    assert all(0.0 <= v <= 1.0 for v in values)
    assert sum(values) == pytest.approx(len(counts) - 1, abs=1e-9)


def test_two_holders_with_one_coaster_each_is_the_leaders_round() -> None:
    """Bavarian clearing (R45), one coaster each: whoever is best puts the last coaster
    down and has won, so we (leading) win exactly when we do not end worst."""
    model = CoasterModel(preset("bavarian"))
    lead_worst, _ = model.leader_chances(2, True)
    assert model.value_of([1, 1], 0, 0) == pytest.approx(1.0 - lead_worst, abs=1e-12)
    assert model.value_of([1, 1], 1, 0) == pytest.approx(lead_worst, abs=1e-12)


def test_tschiggs_cycles_are_solved_to_a_fixed_point() -> None:
    """Tschigg passes coasters (R45), so its clearing states cycle: the solved values
    satisfy every state's equation to 1e-10 (heads-up, a long random walk, included)."""
    model = CoasterModel(preset("tschigg"))
    for holders, coasters in ((2, 11), (3, 5), (4, 7)):
        for state in _class_states(coasters, holders):
            v = model.value(state)
            again = sum(
                p * (nxt if isinstance(nxt, float) else model.value(nxt))
                for p, nxt in model.expand(state)
            )
            assert v == pytest.approx(again, abs=1e-10)


@pytest.mark.parametrize("name", ["bavarian", "pub"])
def test_the_weights_are_the_outcomes_values(name: str) -> None:
    """Bavarian and pub clearing (R45), us with one coaster against two and two, the
    leader holding two: ending best puts our last coaster down (V_B = 1); ending worst
    we lead next, and the best of the others (the leader with its chance given it is not
    worst, else the other) puts one down, so V_W is known from two standings."""
    model = CoasterModel(preset(name))
    alpha, beta = model.weights([1, 2, 2], 1, 0)
    v_b = 1.0
    v_m = v_b - beta
    v_w = v_m - alpha
    _, lead_best = model.leader_chances(3, True)
    expected = lead_best * model.value_of([1, 1, 2], 0, 0) + (1 - lead_best) * model.value_of(
        [1, 2, 1], 0, 0
    )
    assert v_w == pytest.approx(expected, abs=1e-12)
    assert beta > 0.0


def test_tschigg_values_passing_more_than_receiving() -> None:
    """Tschigg (R45): the best passes one coaster to the worst, so ending best is worth
    more than in between, and in between more than worst, in every standing tried."""
    model = CoasterModel(preset("tschigg"))
    for counts, lead in (([3, 2, 2], 1), ([1, 4, 2], 0), ([2, 2, 2, 1], 3), ([5, 1, 1], 2)):
        alpha, beta = model.weights(counts, lead, 0)
        assert alpha > 0.0 and beta > 0.0


def test_coaster_weights_are_for_the_clearing_phase_only() -> None:
    """Handing out (R43) only the worst counts: no weights (Hard's ranking)."""
    from chicago_desktop.engine import Match, RandomDice

    match = Match(preset("pub"), 4, dice=RandomDice(3), seed=3)
    assert coaster_weights(match) is None


@functools.cache
def _heads_up_calls() -> dict[bool, Match]:
    """Tschigg clearing rounds of two at the leader's call, the leader on one throw (so
    the follower has one throw, R5), one where it made sand and one where it did not,
    from seeded Hard self-play (shared by the tests, which only copy them)."""
    from chicago_desktop.ai import make_player
    from chicago_desktop.engine import CoasterPhase, Phase, RandomDice

    found: dict[bool, Match] = {}
    for seed in range(60):
        match = Match(preset("tschigg"), 3, dice=RandomDice(seed), seed=seed)
        players = [make_player("hard", i) for i in range(3)]
        while not match.is_over:
            if (
                match.phase is Phase.CALL
                and match.coaster_phase is CoasterPhase.CLEARING
                and len(match.round_state.order) == 2
                and match.cap == 1
            ):
                made = not ({1, 6} & set(match.results[0].dice))
                found.setdefault(made, copy.deepcopy(match))
                if len(found) == 2:
                    return found
            seat = match.current_seat
            assert seat is not None
            match.apply(players[seat].decide(match))
    raise AssertionError("no such rounds in 60 seeded matches")


def _replayed(match: Match) -> Match:
    """The same match, replayed from its own actions (each throw names its faces, and the
    seed and first leader give the same lots, D8): much cheaper than a deep copy of it."""
    from chicago_desktop.engine import ScriptedDice

    branch = Match(
        match.rules,
        match.players,
        dice=ScriptedDice(),
        seed=match.seed,
        first_leader=match.first_leader,
    )
    for action in match.actions:
        branch.apply(action)
    return branch


def _engine_value(match: Match, call: MakeCall) -> float:
    """The call's value to the leader, the follower's one throw enumerated through the
    engine (its 56 multisets of faces, weighted), each end standing valued by the model."""
    from chicago_desktop.ai.coaster_model import coaster_model
    from chicago_desktop.ai.dice_space import throws_of
    from chicago_desktop.engine import Throw

    seat = match.current_seat
    assert seat is not None
    other = next(s for s in match.round_state.order if s != seat)
    model = coaster_model(preset("tschigg"))
    assert _replayed(match).state_key() == match.state_key()
    total = 0.0
    for faces, p in throws_of(3):
        branch = _replayed(match)
        branch.apply(call)
        branch.apply(Throw(faces=faces))
        assert branch.round_index > match.round_index or branch.is_over  # the round ended
        if branch.is_over:
            total += p * (branch.loser != seat)
            continue
        lead = 0 if branch.round_state.leader == seat else 1
        total += p * model.value_of([branch.coasters(seat), branch.coasters(other)], lead, 0)
    return total


@pytest.mark.parametrize("made_sand", first_then_slow([True, False]))
def test_tschiggs_heads_up_call_is_the_best_for_the_match(made_sand: bool) -> None:
    """R24, R45, R46: heads-up, a round may pass a coaster, move one to the leader, or
    move nothing (and then either the leader leads again, or the follower, the worse
    failure); Expert's call is the one whose end standings, played through the engine,
    are worth most under the coaster model."""
    from chicago_desktop.ai.coaster_model import heads_up_call
    from chicago_desktop.ai.round_hints import call_options

    match = _heads_up_calls()[made_sand]
    values = []
    for option in call_options(match):
        assert isinstance(option.action, MakeCall)
        values.append((_engine_value(match, option.action), option.action))
    top = max(v for v, _ in values)
    expected = next(a for v, a in values if v >= top - 1e-12)
    assert heads_up_call(match) == expected
    # Keeping the lead is worth more than Hard's half way: here the two choices differ
    # in value by more than rounding, so the check above has teeth.
    assert len({round(v, 9) for v, _ in values}) > 1


def test_heads_up_call_only_for_tschiggs_clearing_call() -> None:
    """Elsewhere a round of two has one outcome that matters: Hard's play stands."""
    from chicago_desktop.ai.coaster_model import heads_up_call
    from chicago_desktop.engine import RandomDice

    for name in ("bavarian", "pub", "tschigg"):
        match = Match(preset(name), 2, dice=RandomDice(1), seed=1)
        assert heads_up_call(match) is None  # handing out, before any throw


def _put_down_standing(match: Match, seat: int, worst: int, best: int) -> float:
    """The model's value for ``seat`` after a pub clearing round (R45, R40): ``best``
    puts a coaster down, ``worst`` leads next."""
    from chicago_desktop.ai.coaster_model import coaster_model

    order = match.round_state.order
    coasters = {s: match.coasters(s) for s in order}
    coasters[best] -= 1
    if coasters[seat] == 0:
        return 1.0
    held = [s for s in order if coasters[s] > 0]
    if held == [seat]:
        return 0.0
    others = [s for s in held if s != seat]
    counts = [coasters[seat], *(coasters[s] for s in others)]
    lead = 0 if worst == seat else 1 + others.index(worst)
    return coaster_model(match.rules).value_of(counts, lead, 0)


def test_the_last_seat_values_its_three_outcomes_exactly() -> None:
    """Pub clearing (R45, R32): the last player of a round of three or more knows who is
    worst and who is best so far, so ending worst, in between or best is each one
    standing: the weights are the model's values of exactly those (the worst leads next,
    the best puts one coaster down and leaves with none)."""
    from chicago_desktop.ai import make_player
    from chicago_desktop.engine import CoasterPhase, RandomDice, rank_round

    rules = preset("pub")
    checked = 0
    for seed in range(30):
        match = Match(rules, 4, dice=RandomDice(seed), seed=seed)
        players = [make_player("hard", i) for i in range(4)]
        while not match.is_over and checked < 5:
            order = match.round_state.order
            turn = match.turn
            if (
                match.coaster_phase is CoasterPhase.CLEARING
                and len(order) >= 3
                and turn is not None
                and turn.throws > 0
                and len(match.results) == len(order) - 1
            ):
                seat = turn.seat
                ranked = rank_round(rules, match.results, None)
                low, high = ranked.worst[0], ranked.best[0]

                v_w, v_m, v_b = (
                    _put_down_standing(match, seat, w, b)
                    for w, b in ((seat, high), (low, high), (low, seat))
                )
                weights = coaster_weights(match)
                assert weights == pytest.approx((v_m - v_w, v_b - v_m), abs=1e-12)
                checked += 1
            seat_now = match.current_seat
            if seat_now is None:
                break
            match.apply(players[seat_now].decide(match))
        if checked >= 5:
            break
    assert checked >= 5
