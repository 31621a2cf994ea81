"""Expert's chance of not being worst with two Hard players after it that chase the best
(basic, R42; the clearing phase of pub, R45): exact (ai/chase_chain.py), against the brute
force of test_preset_full_reply.py, which asks Hard itself at every decision through the
engine; the old chain, which takes Hard's link from its avoid table, fails the same check.

Each brute-force end costs most of a second (two Hard turns of two throws each, every
dice outcome), so each test checks one end of ours; the brute's values are shared by the
tests that compare against them (:func:`functools.cache`)."""

from __future__ import annotations

import functools
from collections.abc import Callable

import pytest

from chicago_desktop.ai import weighted_turn
from chicago_desktop.ai.dice_space import STATE_INDEX
from chicago_desktop.ai.round_hints import AVOID, _value, model_of, result_keys, turn_choices
from chicago_desktop.engine import Action, Call, CoasterPhase, MakeCall, Match, Stop, Throw
from tests.tiers import first_then_slow, slow

from .test_preset_full_reply import Brute

BASIC_CALL = Call(ones=100, sixes=60, high=True)
#: Basic at four (R42): the leader ends on (1, 6, 6) after two throws (cap two, R5) and
#: calls "ones 100 · sixes 60 · high" (R7); seat 1, advised, throws (2, 3, 4).
BASIC: list[Action] = [
    Throw(faces=(1, 6, 3)),
    Throw(hold=frozenset({0}), faces=(6, 5)),
    Stop(),
    MakeCall(BASIC_CALL),
    Throw(faces=(2, 3, 4)),
]


def _pub_clearing() -> list[Action]:
    """Pub at four: five one-throw rounds hand out the five coasters (R43), the worst
    leading the next (R40), so that every seat holds one and seat 3 two; the clearing phase
    (R45) is then led by seat 3, which ends on (1, 3, 6) after two throws (cap two, R5),
    and seat 0, advised, throws (1, 3, 4)."""
    actions: list[Action] = []
    leader = 0
    for worst in (0, 1, 2, 3, 3):
        for i in range(4):
            seat = (leader + i) % 4
            actions.append(Throw(faces=(2, 2, 2) if seat == worst else (1, 5, 5)))
            if i == 0:
                actions.append(Stop())
        leader = worst
    actions += [Throw(faces=(4, 4, 6)), Throw(hold=frozenset(), faces=(1, 3, 6)), Stop()]
    return [*actions, Throw(faces=(1, 3, 4))]


PUB = _pub_clearing()

#: Basic at three (R42): seat 0 leads, ends on (2, 2, 5) after two throws (cap two, R5)
#: and calls "ones 100 · sixes 60 · high" (R7); two Hard after it.
LEAD: list[Action] = [
    Throw(faces=(2, 3, 5)),
    Throw(hold=frozenset({2}), faces=(2, 2)),
    Stop(),
    MakeCall(BASIC_CALL),
]

CASES: dict[str, tuple[Callable[[], Brute], list[Action]]] = {
    "basic": (lambda: Brute("basic", 4, {2: "hard", 3: "hard"}, 1), BASIC),
    "pub clearing": (lambda: Brute("pub", 4, {1: "hard", 2: "hard"}, 0, round=5), PUB),
    "basic leader": (lambda: Brute("basic", 3, {1: "hard", 2: "hard"}, 0), LEAD),
}


@functools.cache
def _truth(case: str) -> tuple[float, float]:
    """The brute force's (P(not worst), P(best)) of stopping after the case's throw (the
    leader's case: of its call)."""
    make, actions = CASES[case]
    return make().value(actions if case == "basic leader" else [*actions, Stop()])


def _leader(*, old: bool) -> float:
    """The leader's chance of not being worst on (2, 2, 5) after two throws under the
    call: the weighted turn's source, or the round model's old chain."""
    model = model_of(Brute("basic", 3, {}, 0).match(LEAD[:3]))
    state = STATE_INDEX[(2, 2, 5)]
    if old:
        return model.leader_end(AVOID, BASIC_CALL, state, 2, False)
    return weighted_turn.HardAfter(model).leader_end(AVOID, BASIC_CALL, state, 2, False)


def _position(case: str) -> tuple[Match, int, int, int]:
    """The match before our stop, the lowest and best keys so far and our state."""
    make, actions = CASES[case]
    m = make().match(actions)
    keys, _ = result_keys(model_of(m), m, m.round_state.call)
    turn = m.turn
    assert turn is not None and turn.faces is not None
    return m, min(keys), max(keys), STATE_INDEX[tuple(sorted(turn.faces))]


def _rows(case: str, *, old: bool) -> float:
    """Our chance of not being worst on stopping, from the weighted turn's source
    (:class:`.weighted_turn.HardAfter`) or from the old rows (round_values' avoid chain,
    everybody after avoiding the worst)."""
    if case == "basic leader":
        return _leader(old=old)
    m, low, high, state = _position(case)
    model = model_of(m)
    turn = m.turn
    assert turn is not None
    line = (AVOID, m.round_state.call, turn.cap)
    left = turn.cap - turn.throws
    if old:
        return model.follower_stop(line, low, 2, 0)[0][left][state]
    stop, _ = weighted_turn.HardAfter(model).follower_rows(line, low, 2, 0, high)
    return stop[left][state]


@slow  # a brute force of over a second: the full run (tests/tiers.py)
def test_basic_second_of_four_before_two_hard_is_exact() -> None:
    """Basic (R42), the second of four with two Hard after it chasing the best, under a
    call (R7, R31), cap two: the chance of not being worst on stopping, and the weighted
    turn's value of the stop (``V_W + alpha * a + beta * b``), equal the brute force's."""
    m, _, _, _ = _position("basic")
    a, b = _truth("basic")
    assert 0.0 < a < 1.0
    assert _rows("basic", old=False) == pytest.approx(a, abs=1e-9)
    goal = weighted_turn.objective(m)
    assert goal is not None and goal[1] and goal[2]  # both chances weigh
    table = weighted_turn.weighted_table(m, goal)
    stop = next(c for c in turn_choices(m) if c.kind == "stop")
    v_w, alpha, beta, _ = goal
    assert _value(table, m, stop) == pytest.approx(v_w + alpha * a + beta * b, abs=1e-9)


def test_pub_clearing_before_two_hard_is_exact() -> None:
    """Pub's clearing phase (R45: the best puts a coaster down, so Hard chases the best;
    R44: any Chicago cuts the round, leaving no worst), the second of four with two Hard
    after it, cap two (R5), R32 keys: exact against the brute force."""
    m, _, _, _ = _position("pub clearing")
    assert m.coaster_phase is CoasterPhase.CLEARING and m.current_seat == 0
    assert [m.coasters(s) for s in range(4)] == [1, 1, 1, 2]
    assert weighted_turn.chases_best(model_of(m))
    a, _ = _truth("pub clearing")
    assert 0.0 < a < 1.0
    assert _rows("pub clearing", old=False) == pytest.approx(a, abs=1e-9)


@slow  # a brute force of over a second: the full run (tests/tiers.py)
def test_basic_leader_before_two_hard_is_exact() -> None:
    """Basic at three (R42), the leader's end and call (R7; its two throws the cap of
    everybody, R5) before two Hard chasing the best, where its result is the lowest and
    the best so far: exact against the brute force (ai/chase_chain.py, ``leader_worst``)."""
    a, _ = _truth("basic leader")
    assert 0.0 < a < 1.0
    assert _rows("basic leader", old=False) == pytest.approx(a, abs=1e-9)


@pytest.mark.parametrize(
    "case",
    # The basic brute forces (over a second each) are the full run's: their cases with them.
    [pytest.param("basic", marks=slow), "pub clearing", pytest.param("basic leader", marks=slow)],
)
def test_the_old_chain_fails_the_same_check(case: str) -> None:
    """The old rows (Hard's link from its avoid table, the lowest so far its only state)
    miss the brute force's chance by more than a point here: the check above can fail."""
    a, _ = _truth(case)
    assert abs(_rows(case, old=True) - a) > 0.01


def test_the_builds_are_started_only_where_they_build_something() -> None:
    from chicago_desktop.ai.chase_chain import has_builds
    from chicago_desktop.engine import preset

    assert has_builds(preset("tschigg"), ("expert", "hard", "hard")) == (False, False)  # R45
    assert has_builds(preset("pub"), ("expert", "medium", "easy")) == (False, False)  # no Hard
    assert has_builds(preset("pub"), ("expert", None, "easy")) == (False, True)  # a person
    assert has_builds(preset("basic"), ("medium", "expert", "hard", "hard")) == (True, True)
    # No smaller round than three to build in the background (R42).
    assert has_builds(preset("basic"), ("expert", "hard", "hard")) == (True, False)


@pytest.mark.parametrize(
    ("name", "first", "clearing"),
    first_then_slow([("basic", True, False), ("bavarian", False, True)], rows=True),
)
def test_the_windows_builds_leave_an_expert_leader_nothing_to_build(
    name: str, first: bool, clearing: bool
) -> None:
    """What the window runs before CPU turns (first_steps: basic's full round, R42) and in
    the background (later_steps: the bavarian clearing phase, R45) is every distribution
    and table an Expert leader before Hard reads there: reading them builds nothing more."""
    from chicago_desktop.ai import chase_chain
    from chicago_desktop.ai.round_keys import calls_of
    from chicago_desktop.ai.round_values import Setting, round_model, round_rules
    from chicago_desktop.ai.steps import run_steps
    from chicago_desktop.engine import preset

    table = ("expert", "hard", "hard")
    rules = preset(name)
    steps = chase_chain.first_steps if first else chase_chain.later_steps
    other = chase_chain.later_steps if first else chase_chain.first_steps
    assert next(iter(other(rules, table)), "none") == "none"  # the other builds nothing
    run_steps(steps(rules, table))
    model = round_model(Setting(round_rules(rules), 3, clearing, clearing))
    built = (len(chase_chain._DISTS), len(chase_chain._TABLES))
    for call in calls_of(model.rules):
        for cap in range(1, model.max_throws + 1):
            chase_chain.leader_worst(model, (call, cap), ("hard", "hard"))
    assert (len(chase_chain._DISTS), len(chase_chain._TABLES)) == built
