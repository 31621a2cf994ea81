"""The general turn solver against a brute force over the engine's own turns.

The brute force knows nothing of multisets, kept dice or turn spaces: it walks the
engine's :class:`~chicago_desktop.engine.turn.Turn` values (positions, final holds R4,
the cup after turning sixes R21/R22, a Chicago R20) and takes the best legal action with
arbitrary terminal values, so it checks the state space and the induction to 1e-12.
"""

from __future__ import annotations

import random
from functools import cache
from itertools import product

import pytest

from chicago_desktop.ai.dice_space import STATES, state_of
from chicago_desktop.ai.turn_space import turn_space
from chicago_desktop.ai.turn_values import solve
from chicago_desktop.engine import preset
from chicago_desktop.engine.turn import Turn

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

    @cache
    def value(turn: Turn) -> float:
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


def throw_holds(turn: Turn) -> list[frozenset[int]]:
    out = []
    for bits in range(8):
        hold = frozenset(p for p in range(3) if bits >> p & 1)
        if turn.may_throw_with(hold):
            out.append(hold)
    return out


# bavarian and tschigg turn exactly as basic does (R40: final holds, R21, R20); classic's
# turn (releasable holds) is the one the classic tables are checked on.
@pytest.mark.parametrize("name", ["classic", "basic", "pub"])
def test_two_throw_turns_agree_with_the_engine(name: str) -> None:
    cap = 2
    rules, stop, chic, _, throw_value = _brute(name, cap, seed=len(name))
    table = solve(turn_space(rules), stop, chic)
    start = Turn(rules, 0, cap)
    assert abs(table.starts[cap] - throw_value(start, frozenset())) < TOL


@pytest.mark.parametrize(("name", "faces"), [("basic", (6, 6, 6)), ("pub", (6, 6, 6))])
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
