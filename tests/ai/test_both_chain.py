"""Expert's chances in tschigg's clearing phase before Hard players, who play for both
chances there (R45: the best passes a coaster to the worst): exact (ai/both_chain.py),
against the brute force of test_preset_full_reply.py, which asks Hard itself at every
decision through the engine. The round tables Expert read before (everybody after
avoiding the worst, or chasing the best) fail the same check.

Each brute-force end costs most of a second (two Hard turns of two throws each, every dice
outcome), so each test checks one end of ours or the leader's calls; the brute's values
are shared by the tests that compare against them (:func:`functools.cache`)."""

from __future__ import annotations

import functools

import pytest

from chicago_desktop.ai import both_chain, weighted_turn
from chicago_desktop.ai.chase_chain import dense, universe
from chicago_desktop.ai.dice_space import STATE_INDEX
from chicago_desktop.ai.hard_ends import hard_choices
from chicago_desktop.ai.preset_full_reply import decide, later_levels, reply_chances
from chicago_desktop.ai.round_hints import (
    AVOID,
    BEST,
    BOTH,
    _value,
    model_of,
    result_keys,
    turn_choices,
)
from chicago_desktop.ai.round_keys import calls_of
from chicago_desktop.ai.round_values import RoundModel, Setting, round_model, round_rules
from chicago_desktop.ai.turn_values import ends_of_choices
from chicago_desktop.engine import (
    Action,
    Call,
    CoasterPhase,
    MakeCall,
    Match,
    Phase,
    Stop,
    Throw,
    preset,
)
from tests.tiers import first_then_slow, slow

from .test_preset_full_reply import Brute

CALL = Call(ones=100, sixes=60, high=True)


def _clearing(players: int, worsts: tuple[int, ...], lead: list[Action]) -> list[Action]:
    """Tschigg's handing-out phase (R43: 2n - 1 coasters) as one-throw rounds under
    ``CALL``, seat ``worsts[i]`` the worst of round ``i`` and so the next leader (R40), then
    ``lead``, the clearing phase's first leader's turn (R45: the most coasters lead)."""
    actions: list[Action] = []
    leader = 0
    for worst in worsts:
        for i in range(players):
            seat = (leader + i) % players
            actions.append(Throw(faces=(2, 2, 2) if seat == worst else (1, 5, 5)))
            if i == 0:
                actions += [Stop(), MakeCall(CALL)]
        leader = worst
    return actions + lead


#: Four seats: seat 3 holds four coasters and leads the clearing phase, ending on
#: (1, 3, 6) = 163 after two throws (cap two, R5) under "ones 100 · sixes 60 · high"; seat 0,
#: advised, is second, Hard seats 1 and 2 after it.
FOUR = _clearing(
    4,
    (0, 1, 2, 3, 3, 3, 3),
    [Throw(faces=(4, 4, 6)), Throw(hold=frozenset(), faces=(1, 3, 6)), Stop(), MakeCall(CALL)],
)
#: Seat 0's first throw: 107, below the leader (we are the lowest, R31), or 260, above
#: it (we are the best so far).
ENDS = {"lowest": (1, 3, 4), "best": (1, 1, 6)}


def _brute() -> Brute:
    return Brute("tschigg", 4, {1: "hard", 2: "hard"}, 0, round=7)


@functools.cache
def _truth(end: str) -> tuple[float, float]:
    """The brute force's (P(not worst), P(best)) of stopping on ``end``."""
    return _brute().value([*FOUR, Throw(faces=ENDS[end]), Stop()])


def _position(end: str) -> Match:
    m = _brute().match([*FOUR, Throw(faces=ENDS[end])])
    assert m.coaster_phase is CoasterPhase.CLEARING and m.current_seat == 0
    assert [m.coasters(s) for s in range(4)] == [1, 1, 1, 4]
    return m


@pytest.mark.parametrize("end", first_then_slow(["lowest", "best"]))
def test_second_of_four_before_two_hard_is_exact(end: str) -> None:
    """Tschigg's clearing phase (R45), the second of four with two Hard after it, who play
    for both chances, cap two (R5), R31 keys: both chances of stopping equal the brute
    force's, and so does the weighted turn's value of the stop (``V_W + alpha * a + beta
    * b``, ai/weighted_turn.py), which decides Expert's play."""
    m = _position(end)
    levels = later_levels(m, [None, "hard", "hard", "expert"])
    assert levels == ("hard", "hard")
    a, b = _truth(end)
    assert (0.0 < a < 1.0) if end == "lowest" else (a == pytest.approx(1.0) and 0.0 < b < 1.0)
    chances = reply_chances(m, levels)
    stop = next((av, be) for action, av, be in chances if isinstance(action, Stop))
    assert stop == pytest.approx((a, b), abs=1e-9)
    goal = weighted_turn.objective(m)
    assert goal is not None and goal[1] and goal[2]  # both chances weigh (R45)
    table = weighted_turn.weighted_table(m, goal, _source(m, levels))
    choice = next(c for c in turn_choices(m) if c.kind == "stop")
    v_w, alpha, beta, _ = goal
    assert _value(table, m, choice) == pytest.approx(v_w + alpha * a + beta * b, abs=1e-9)
    assert decide(m, [None, "hard", "hard", "hard"]) in [o for o, _, _ in chances]


def _source(m: Match, levels: tuple[str, ...]) -> weighted_turn.Source:
    from chicago_desktop.ai.preset_full_reply import _KnownAfter, reply_for

    return _KnownAfter(reply_for(m, levels), levels)


@slow  # its own brute force where xdist runs it apart from the check above: the full run
@pytest.mark.parametrize("end", ["lowest", "best"])
def test_the_round_tables_fail_the_same_check(end: str) -> None:
    """What Expert read before, the round tables (every later player avoiding the worst
    for one chance, chasing the best for the other), misses the brute force's chance here
    by more than half a point (0.84 points for the best's chance; more for the lowest's):
    the check above can fail."""
    m = _position(end)
    model = model_of(m)
    keys, _ = result_keys(model, m, CALL)
    turn = m.turn
    assert turn is not None and turn.faces is not None
    state = STATE_INDEX[tuple(sorted(turn.faces))]
    old = weighted_turn.HardAfter(model)
    left = turn.cap - turn.throws
    a_rows, _ = old.follower_rows((AVOID, CALL, turn.cap), min(keys), 2, 0, max(keys))
    b_rows, _ = old.follower_rows((BEST, CALL, turn.cap), max(keys), 2, 0, min(keys))
    a, b = _truth(end)
    assert max(abs(a_rows[left][state] - a), abs(b_rows[left][state] - b)) > 0.005


#: Three seats: seat 0 holds three coasters and leads the clearing phase (R45), ending on
#: (2, 2, 5) after two throws (cap two, R5), before Hard seats 1 and 2.
THREE = _clearing(
    3,
    (1, 2, 0, 0, 0),
    [Throw(faces=(2, 3, 5)), Throw(hold=frozenset({2}), faces=(2, 2)), Stop()],
)


@slow  # nine brute forces of most of a second each: the full run (tests/tiers.py)
def test_leaders_calls_before_two_hard_are_exact() -> None:
    """The leader of three in the clearing phase (R45), its throws the cap (R5), before
    two Hard: every call's two chances (R7) equal the brute force's, sand included (R24:
    (2, 2, 5) makes sand, and is best only while both Hard after fail; a Hard player's
    Chicago would rank above it)."""
    brute = Brute("tschigg", 3, {1: "hard", 2: "hard"}, 0, round=5)
    m = brute.match(THREE)
    assert m.phase is Phase.CALL and m.coaster_phase is CoasterPhase.CLEARING
    levels = later_levels(m, [None, "hard", "hard"])
    assert levels == ("hard", "hard")
    chances = reply_chances(m, levels)
    assert len(chances) == 9  # eight calls and sand
    for action, a, b in chances:
        assert isinstance(action, MakeCall)
        want = brute._expect(THREE, m, action)
        assert (a, b) == pytest.approx(want, abs=1e-9), action


#: Four seats, sand (R24) after the leader's Chicago on its second throw (R20: all three
#: dice thrown), cap two; seat 0 fails with (2, 3, 6).
SAND = _clearing(
    4,
    (0, 1, 2, 3, 3, 3, 3),
    [
        Throw(faces=(2, 3, 4)),
        Throw(hold=frozenset(), faces=(1, 1, 1)),
        MakeCall(Call.sand_call()),
        Throw(faces=(2, 3, 6)),
    ],
)


@slow  # a brute force of most of a second, and Hard's turns under sand: the full run
def test_a_failure_under_sand_after_a_chicago_is_exact() -> None:
    """Under sand (R24) after the leader's Chicago nobody else can be best, so each Hard
    after us plays only for not being worst; our failure stays worst while nobody after
    fails (among failures the later is worse): exact against the brute force."""
    brute = _brute()
    m = brute.match(SAND)
    assert m.round_state.call is not None and m.round_state.call.sand
    levels = later_levels(m, [None, "hard", "hard", None])
    assert levels == ("hard", "hard")
    a, b = brute.value([*SAND, Stop()])
    assert 0.0 < a < 1.0 and b == 0.0
    chances = reply_chances(m, levels)
    stop = next((av, be) for action, av, be in chances if isinstance(action, Stop))
    assert stop == pytest.approx((a, b), abs=1e-9)


def test_builds_cover_what_an_expert_reads() -> None:
    """The window's background build (``both_chain.table_steps``) is every chain an Expert
    leader or follower of a tschigg table with a Hard seat reads; a table without a Hard
    seat after the Expert, or another preset, builds nothing (R45: only tschigg passes)."""
    assert not both_chain.has_builds(preset("tschigg"), ("expert", "medium", "easy"))
    assert not both_chain.has_builds(preset("pub"), ("expert", "hard", "hard"))
    assert both_chain.has_builds(preset("tschigg"), ("expert", None, "easy"))  # a person
    orders = set(both_chain._orders(("expert", "hard", "medium")))
    # As the leader the two after it; as second, the one between it and the leader.
    assert orders == {(3, ("hard", "medium")), (3, ("hard",))}


@slow  # a brute force of most of a second: the full run (tests/tiers.py)
def test_medium_then_hard_after_us_is_exact() -> None:
    """A known Medium then a Hard after us (R45): Medium's link is its fixed distribution,
    Hard's faces the lowest and best that Medium's end leaves; both chances of stopping
    on the lowest result exact, and of stopping above the best."""
    for end in ENDS.values():
        brute = Brute("tschigg", 4, {1: "medium", 2: "hard"}, 0, round=7)
        actions = [*FOUR, Throw(faces=end)]
        m = brute.match(actions)
        levels = later_levels(m, [None, "medium", "hard", "expert"])
        assert levels == ("medium", "hard")
        want = brute.value([*actions, Stop()])
        chances = reply_chances(m, levels)
        stop = next((av, be) for action, av, be in chances if isinstance(action, Stop))
        assert stop == pytest.approx(want, abs=1e-9), end


def _hard_every_state(
    model: RoundModel, cap: int, lo: int, hi: int, call: Call = CALL
) -> list[dict[int, int]]:
    """Hard's choices (both chances, one player after it) in every state, facing the
    lowest ``lo`` and best ``hi`` (key indices) under ``call``, for each number of throws
    left."""
    keys, _ = universe(model, call, cap)
    tables = (
        model.follower_turn((AVOID, call, cap), keys[lo], 1, 0),
        model.follower_turn((BEST, call, cap), keys[hi], 1, 0),
    )
    space = model.space
    every: list[dict[int, int]] = [{}]
    for left in range(1, cap):
        posts = space.first_posts if left == cap - 1 else range(len(space.posts))
        every.append(hard_choices(space, tables, BOTH, left, posts))
    return every


@pytest.mark.parametrize("cut", [False, True], ids=["chicagos-count", "chicagos-cut"])
def test_the_builds_forward_pass_is_the_ends_of_hards_choices(cut: bool) -> None:
    """The chains' distributions come from a forward pass of their own (the chance of a
    kept number gathered before its throw is spread over its states): given Hard's choices
    in every state facing a spread of (lowest, best) pairs, at two and three throws, it
    gives :func:`.turn_values.ends_of_choices`' ends followed by ``dense``, key by key to
    1e-12; a Chicago that cuts the round (R44) is left out by both. (The next test checks
    the build, which decides only the states Hard's throws reach.)"""
    model = round_model(Setting(round_rules(preset("tschigg")), 3, cut, cut))
    space = model.space
    checked = 0
    for cap in (2, 3):
        n = len(universe(model, CALL, cap)[0])
        plan = both_chain._plan(model, CALL, cap)
        for hi in range(0, n, 5):
            for lo in range(0, hi + 1, 4):
                every = _hard_every_state(model, cap, lo, hi)
                want = dense(model, CALL, cap, ends_of_choices(space, every, cap))
                got = both_chain._dense_ends(plan, every, cap)
                assert list(got) == pytest.approx(want, abs=1e-12)
                checked += 1
    assert checked > 20


def test_each_pairs_distribution_in_the_build_is_hards_ends() -> None:
    """What the build keeps for a pair, deciding only the states Hard's throws reach, is
    the ends of Hard's choices in every state (three throws, one player after, every call:
    its keys and Hard's choices differ by call)."""
    rules = preset("tschigg")
    model = round_model(Setting(round_rules(rules), 3, False, False))
    for call in calls_of(rules):
        if call is None or call.sand:
            continue
        at = (call, 3)
        both_chain._PAIRS.pop((*both_chain._share(model), at, 1), None)  # built afresh here
        steps = both_chain._pairs_steps(model, at, 1)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                built = done.value
                break
        n = len(universe(model, *at)[0])
        for hi in range(0, n, 9):
            for lo in range(0, hi + 1, 8):
                every = _hard_every_state(model, 3, lo, hi, call)
                want = dense(model, call, 3, ends_of_choices(model.space, every, 3))
                assert list(built[both_chain._pair(lo, hi)]) == pytest.approx(want, abs=1e-12)
