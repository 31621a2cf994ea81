"""Follower policies kept by their stop values (issue 13): the same numbers, bit for bit.

The round values solve a follower's policy once per distinct stop values for every model
of the same rules (:meth:`~chicago_desktop.ai.round_values.RoundModel._policy`) and sum
each "keeps the place" quantity under the kept policy
(:func:`~chicago_desktop.ai.turn_values.policy_seconds`). Both must give exactly what a
solve of its own gives.
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Iterable

import pytest

import chicago_desktop.ai.round_values as rv
from chicago_desktop.ai.dice_space import STATES
from chicago_desktop.ai.preset_tables import model_steps
from chicago_desktop.ai.round_values import AVOID, BEST, RoundModel, Setting, round_rules
from chicago_desktop.ai.steps import run_steps
from chicago_desktop.ai.turn_space import turn_space
from chicago_desktop.ai.turn_values import policy_seconds, solve, solve_policy
from chicago_desktop.engine import ChicagoRule, preset


def _bits(values: Iterable[float]) -> bytes:
    return array("d", values).tobytes()


@pytest.mark.parametrize("name", ["classic", "basic", "pub"])
@pytest.mark.parametrize("cap", [1, 2, 3])
def test_policy_seconds_are_the_solve_s_bit_for_bit(name: str, cap: int) -> None:
    """Under a kept policy: a quantity of its own rows, a zero one with a Chicago's values
    (counted apart, R20) and a second one with the first's very rows (the round values'
    twin, whose sums but the throws of all three dice are shared under final holds, R4)
    give the solve's starts, bit for bit (classic: no final holds, every sum taken)."""
    rules = preset(name) if name != "classic" else preset("classic", max_throws=cap)
    space = turn_space(rules)
    rng = random.Random(cap * 7 + len(name))
    stop = [[1.0 if rng.random() < 0.35 else rng.random() for _ in STATES] for _ in range(cap)]
    chic = [rng.random() for _ in range(cap)]
    keep = [[float(rng.random() < 0.5) for _ in STATES]] * cap
    zero = [[0.0] * len(STATES)] * cap
    keeps = [rng.random() for _ in range(cap)]
    seconds = [(keep, [0.0] * cap), (zero, keeps), (keep, keeps)]
    expected = [s[-1] for s in solve(space, stop, chic, seconds, seconds_only=True).second_starts]
    got = policy_seconds(space, solve_policy(space, stop, chic), seconds)
    assert _bits(got) == _bits(expected)
    if rules.has_chicago:
        assert got[1] > 0.0 and got[2] != got[0]  # the Chicago values are taken in


def _values(model: RoundModel) -> list[float]:
    """Every follower value the model's memo holds, in a fixed order (by line, ``x``,
    ``j`` and R44 count)."""
    lines = {ln.key: ln.line for ln in model._lines.values()}
    rows = sorted(
        ((lines[key][0], str(lines[key][1]), lines[key][2], x, j, cut), pair)
        for (key, x, j, cut), pair in model._follow.items()
    )
    return [v for _, pair in rows for v in pair]


def test_kept_policies_give_a_fresh_model_s_values(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bavarian's clearing phase at two seats (R44, R45) meets the stop values of the
    handing-out phase built before it: with the policies kept it solves no policy of its
    own, and its values are those of a model built alone, bit for bit."""
    rules = round_rules(preset("bavarian"))
    removes = preset("bavarian").chicago is ChicagoRule.REMOVES_ROLLER
    solved: list[int] = []
    real = solve_policy

    def counting(*args: object) -> object:
        solved.append(1)
        return real(*args)  # type: ignore[arg-type]  # the solve's own arguments

    monkeypatch.setattr(rv, "solve_policy", counting)
    monkeypatch.setattr(rv, "_SHARED", {})
    monkeypatch.setattr(rv, "_BY_RULES", {})
    run_steps(model_steps(RoundModel(Setting(rules, 2, removes, False)), (AVOID, BEST)))
    assert solved
    solved.clear()
    shared = RoundModel(Setting(rules, 2, removes, True))
    run_steps(model_steps(shared, (AVOID, BEST)))
    assert not solved  # every policy was kept
    monkeypatch.setattr(rv, "_SHARED", {})
    monkeypatch.setattr(rv, "_BY_RULES", {})
    alone = RoundModel(Setting(rules, 2, removes, True))
    run_steps(model_steps(alone, (AVOID, BEST)))
    assert solved
    assert _bits(_values(shared)) == _bits(_values(alone))
    assert len(_values(alone)) > 100
