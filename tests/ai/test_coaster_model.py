"""The coaster match model (bavarian, tschigg, pub; R43-R45): what the clearing phase's
outcomes are worth to Expert at a full table, checked exactly (no sampling)."""

from __future__ import annotations

import pytest

from chicago_desktop.ai.coaster_model import CoasterModel, _class_states, coaster_weights
from chicago_desktop.engine import Match, preset

STANDINGS = [
    ([0, 0, 0], 1, 4),  # handing out (R43): four coasters in the middle
    ([1, 0, 2, 0], 2, 2),
    ([1, 1, 0, 2, 0], 3, 1),  # the last coaster from the middle decides who plays on
    ([1, 2], 0, 0),  # clearing (R45)
    ([2, 1, 3], 1, 0),
    ([1, 1, 1, 2], 3, 0),
    ([3, 1, 2, 1, 1], 0, 0),
]


def _rotated(counts: list[int], lead: int, seat: int) -> tuple[list[int], int]:
    """The same standing seen by ``seat`` (index 0), the leader's index moved along."""
    order = [seat, *(i for i in range(len(counts)) if i != seat)]
    return [counts[i] for i in order], order.index(lead)


@pytest.mark.parametrize("name", ["bavarian", "tschigg", "pub"])
@pytest.mark.parametrize(("counts", "lead", "middle"), STANDINGS)
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


def _heads_up_sand_call() -> Match:
    """A tschigg clearing round of two at the leader's call, the leader having made sand
    on one throw (so the follower has one throw too, R5), from seeded Hard self-play."""
    from chicago_desktop.ai import make_player
    from chicago_desktop.engine import CoasterPhase, Phase, RandomDice

    for seed in range(40):
        match = Match(preset("tschigg"), 3, dice=RandomDice(seed), seed=seed)
        players = [make_player("hard", i) for i in range(3)]
        while not match.is_over:
            if (
                match.phase is Phase.CALL
                and match.coaster_phase is CoasterPhase.CLEARING
                and len(match.round_state.order) == 2
                and match.cap == 1
            ):
                faces = match.results[0].dice
                if not ({1, 6} & set(faces)):
                    return match
            seat = match.current_seat
            assert seat is not None
            match.apply(players[seat].decide(match))
    raise AssertionError("no such round in 40 seeded matches")


def test_tschiggs_heads_up_call_values_keeping_the_lead() -> None:
    """R24, R45, R46: a leader of two who made sand and calls sand cannot receive; the
    follower, with one throw, makes sand with chance (4/6)^3 or throws a Chicago (1/216,
    R20: best, and not a failure), and then nothing happens and the leader leads again;
    otherwise it fails and the leader passes. The weights value that call at exactly
    P(pass) V_B + P(nothing) V(now), from the call's two chances."""
    nothing = 8 / 27 + 1 / 216
    passes = 1.0 - nothing
    from chicago_desktop.ai.coaster_model import coaster_model, heads_up_call_weights
    from chicago_desktop.ai.round_hints import round_options
    from chicago_desktop.engine import MakeCall

    match = _heads_up_sand_call()
    weights = heads_up_call_weights(match)
    assert weights is not None
    alpha, beta = weights
    sand = next(
        o for o in round_options(match) if isinstance(o.action, MakeCall) and o.action.call.sand
    )
    assert sand.p_avoid_loss == pytest.approx(1.0, abs=1e-12)
    assert sand.p_best == pytest.approx(passes, abs=1e-12)
    seat = match.current_seat
    assert seat is not None
    other = next(s for s in match.round_state.order if s != seat)
    mine, theirs = match.coasters(seat), match.coasters(other)
    model = coaster_model(preset("tschigg"))
    now = model.value_of([mine, theirs], 0, 0)
    v_b = 1.0 if mine == 1 else model.value_of([mine - 1, theirs + 1], 1, 0)
    v_w = 0.0 if theirs == 1 else model.value_of([mine + 1, theirs - 1], 0, 0)
    value = v_w + alpha * sand.p_avoid_loss + beta * sand.p_best
    assert value == pytest.approx(passes * v_b + nothing * now, abs=1e-12)


def test_heads_up_call_weights_only_for_tschiggs_clearing_call() -> None:
    """Elsewhere a round of two has one outcome that matters: no weights (Hard's)."""
    from chicago_desktop.ai.coaster_model import heads_up_call_weights
    from chicago_desktop.engine import RandomDice

    for name in ("bavarian", "pub", "tschigg"):
        match = Match(preset(name), 2, dice=RandomDice(1), seed=1)
        assert heads_up_call_weights(match) is None  # handing out, before any throw
