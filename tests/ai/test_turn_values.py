"""The general turn solver against a brute force over the engine's own turns.

The brute force knows nothing of multisets, kept dice or turn spaces: it walks the
engine's :class:`~chicago_desktop.engine.turn.Turn` values (positions, final holds R4,
the cup after turning sixes R21/R22, a Chicago R20) and takes the best legal action with
arbitrary terminal values, so it checks the state space and the induction to 1e-12.
"""

from __future__ import annotations

import random
from dataclasses import fields
from itertools import product
from operator import attrgetter

import pytest

from chicago_desktop.ai.dice_space import STATES, state_of
from chicago_desktop.ai.turn_space import turn_space
from chicago_desktop.ai.turn_values import SolvedTurn, solve
from chicago_desktop.engine import preset
from chicago_desktop.engine.turn import Turn
from tests.tiers import first_then_slow

TOL = 1e-12


def _terminal(seed: int, cap: int) -> tuple[list[list[float]], list[float]]:
    rng = random.Random(seed)
    stop = [[rng.random() for _ in range(len(STATES))] for _ in range(cap)]
    chic = [rng.random() for _ in range(cap)]
    return stop, chic


def _brute(rules_name: str, cap: int, seed: int):  # type: ignore[no-untyped-def]
    rules = preset(rules_name) if rules_name != "classic" else preset("classic", max_throws=cap)
    stop, chic = _terminal(seed, cap)

    def end(turn: Turn) -> float:
        assert turn.faces is not None
        left = turn.cap - turn.throws
        if turn.chicago:
            return float(chic[left])
        return float(stop[left][state_of(turn.faces)])

    memo: dict[tuple[object, ...], float] = {}

    def value(turn: Turn) -> float:
        # The memo is keyed on the turn's every field but its rules, which are this brute's
        # own (hashing the whole rules value for every look-up was a third of the time).
        assert turn.rules is rules
        key = _state_of(turn)
        found = memo.get(key)
        if found is None:
            found = memo[key] = _value(turn)
        return found

    def _value(turn: Turn) -> float:
        if turn.ended:
            return end(turn)
        best = -1.0
        if turn.may_stop():
            best = end(turn.stop())
        if turn.sixes_turnable():
            best = max(best, value(turn.turn_sixes()))
        for hold in throw_holds(turn):
            best = max(best, throw_value(turn, hold))
        return best

    def throw_value(turn: Turn, hold: frozenset[int]) -> float:
        m = 3 - len(hold)
        total = 0.0
        for faces in product(range(1, 7), repeat=m):
            total += value(turn.throw(hold, faces))
        return total / float(6**m)

    return rules, stop, chic, value, throw_value


#: A turn's every field but its rules, as a tuple (a new field of Turn is taken in too).
_state_of = attrgetter(*(f.name for f in fields(Turn) if f.name != "rules"))


def throw_holds(turn: Turn) -> list[frozenset[int]]:
    out = []
    for bits in range(8):
        hold = frozenset(p for p in range(3) if bits >> p & 1)
        if turn.may_throw_with(hold):
            out.append(hold)
    return out


# bavarian and tschigg turn exactly as basic does (R40: final holds, R21, R20); classic's
# turn (releasable holds) is the one the classic tables are checked on.
@pytest.mark.parametrize("name", first_then_slow(["classic", "basic", "pub"]))
def test_two_throw_turns_agree_with_the_engine(name: str) -> None:
    cap = 2
    rules, stop, chic, _, throw_value = _brute(name, cap, seed=len(name))
    table = solve(turn_space(rules), stop, chic)
    start = Turn(rules, 0, cap)
    assert abs(table.starts[cap] - throw_value(start, frozenset())) < TOL


@pytest.mark.parametrize(
    ("name", "faces"), first_then_slow([("basic", (6, 6, 6)), ("pub", (6, 6, 6))], rows=True)
)
def test_three_throw_states_agree_with_the_engine(name: str, faces: tuple[int, int, int]) -> None:
    """Mid-turn states with two throws left and sixes to turn (R21; R22 in pub)."""
    rules, stop, chic, value, _ = _brute(name, 3, seed=7)
    table = solve(turn_space(rules), stop, chic)
    space = table.space
    turn = Turn(rules, 0, 3).throw(frozenset(), faces)
    post = space.state_of((), tuple(sorted(faces)))
    assert abs(table.values[2][post] - value(turn)) < TOL
    turned = turn.turn_sixes()
    kept = [table.hold_value(k, 2) for k in space.turns[post]]
    assert abs(max(kept) - value(turned)) < TOL


# ------------------------------------------------------------ the solve's own shortcuts
def _chances(seed: int, cap: int) -> tuple[list[list[float]], list[float]]:
    """Stop values that are chances, a third of them certain (1.0), as the round values'
    are (the solve stops at once on a certain value)."""
    rng = random.Random(seed)
    stop = [[1.0 if rng.random() < 0.35 else rng.random() for _ in STATES] for _ in range(cap)]
    return stop, [rng.random() for _ in range(cap)]


def _reference_seconds(
    table: SolvedTurn,
    seconds: list[tuple[list[list[float]], list[float]]],
    cap: int,
) -> list[float]:
    """Each secondary quantity's start under :func:`choice_at`, summed state by state as
    the solve did before it grouped its policy (every state, no shortcut)."""
    from operator import mul

    from chicago_desktop.ai.turn_solver import STOP
    from chicago_desktop.ai.turn_space import EMPTY
    from chicago_desktop.ai.turn_values import choice_at

    space = table.space
    out = []
    for sec, chic in seconds:
        ex = [sec[0][space.full[p]] for p in range(len(space.posts))]
        for left in range(1, cap):
            nx = [sec[left][space.full[p]] for p in range(len(space.posts))]
            posts = space.first_posts if left == cap - 1 else range(len(space.posts))
            for p in posts:
                k = choice_at(table, p, left)
                if k != STOP:
                    v = sum(map(mul, space.out_probs[k], space.out_getters[k](ex)))
                    if k == EMPTY:
                        v += space.chicago[EMPTY] * chic[left - 1]
                    nx[p] = v
            ex = nx
        out.append(space.expect(ex, EMPTY, chic[cap - 1]))
    return out


@pytest.mark.parametrize("name", ["basic", "pub"])
@pytest.mark.parametrize("seed", [1, 2])
def test_policy_and_seconds_are_the_plain_rule_bit_for_bit(name: str, seed: int) -> None:
    """The solve groups its choices by kept dice, decides a state with one option (two
    final dice, R4) by one comparison, and skips the sums of a quantity that is zero at
    every state it reaches (a Chicago counted apart, R20): the same choices as
    :func:`choice_at` everywhere, and the same secondary numbers, bit for bit."""
    from chicago_desktop.ai.turn_solver import STOP
    from chicago_desktop.ai.turn_values import choice_at

    cap = 3
    space = turn_space(preset(name))
    stop, chic = _chances(seed, cap)
    rng = random.Random(seed + 10)
    keep = [[float(rng.random() < 0.5) for _ in STATES]] * cap
    zero = ([[0.0] * len(STATES)] * cap, [1.0] * cap)
    seconds = [(keep, [0.0] * cap), zero]
    table = solve(space, stop, chic, seconds)
    assert any(len(o) == 1 for o in space.options)  # the one-option states are tested
    for left in range(1, cap):
        posts = space.first_posts if left == cap - 1 else range(len(space.posts))
        listed = {p: k for k, ps in enumerate(table.policy[left]) for p in ps or ()}
        for p in posts:
            assert listed.get(p, STOP) == choice_at(table, p, left)
    expected = _reference_seconds(table, seconds, cap)
    assert [s[cap] for s in table.second_starts] == expected
    only = solve(space, stop, chic, seconds, seconds_only=True)
    assert [s[-1] for s in only.second_starts] == expected
    assert expected[1] > 0.0  # the zero quantity's Chicago chance is not all skipped


@pytest.mark.parametrize("name", ["basic", "pub"])
def test_end_distribution_is_the_state_by_state_pass_bit_for_bit(name: str) -> None:
    """Under final holds (R4) the forward pass keeps chances per kept multiset: the same
    ends, in the same order, with the same chances as one chance per state under
    :func:`choice_at`."""
    from chicago_desktop.ai.turn_solver import STOP
    from chicago_desktop.ai.turn_space import EMPTY
    from chicago_desktop.ai.turn_values import choice_at, end_distribution

    cap = 3
    space = turn_space(preset(name))
    stop, chic = _chances(5, cap)
    table = solve(space, stop, chic)
    out: dict[tuple[int, int, bool], float] = {}
    level: dict[int, float] = {}

    def throw(kept: int, left_after: int, p: float) -> None:
        if space.chicago[kept]:
            key = (0, cap - left_after, True)
            out[key] = out.get(key, 0.0) + p * space.chicago[kept]
        for post, q in zip(space.out_posts[kept], space.out_probs[kept], strict=True):
            level[post] = level.get(post, 0.0) + p * q

    throw(EMPTY, cap - 1, 1.0)
    for left in range(cap - 1, -1, -1):
        current, level = level, {}
        for post, p in current.items():
            choice = choice_at(table, post, left)
            if choice == STOP:
                key = (space.full[post], cap - left, False)
                out[key] = out.get(key, 0.0) + p
            else:
                throw(choice, left - 1, p)
    assert list(end_distribution(table, cap).items()) == list(out.items())
