"""The round values of every preset against a forward enumeration ranked by the engine.

The forward pass takes each player's exact distribution of results under the solved
policy (:func:`~chicago_desktop.ai.turn_values.end_distribution`) and ranks every
combination with the engine's :func:`~chicago_desktop.engine.rank_round` (R30-R32, R24),
cutting the round short after a Chicago as R44 says, so the backward chains (the product
argument, ties to the earlier player, Chicagos, sand) are checked to 1e-12.
"""

from __future__ import annotations

from functools import cache

import pytest

from chicago_desktop.ai.dice_space import STATES
from chicago_desktop.ai.round_keys import calls_of
from chicago_desktop.ai.round_values import AVOID, BEST, RoundModel, Setting
from chicago_desktop.ai.turn_values import End, SolvedTurn, end_distribution
from chicago_desktop.engine import Call, ChicagoRule, Rules, TurnResult, preset, rank_round
from tests.tiers import first_then_slow

TOL = 1e-12


def _setting(name: str, players: int, clearing: bool) -> Setting:
    rules = preset(name)
    return Setting(rules, players, rules.chicago is ChicagoRule.REMOVES_ROLLER, clearing)


@cache
def _model(setting: Setting) -> RoundModel:
    """One model per setting for the whole module, as the product shares one (round_model):
    its values are memoised pure functions of the setting, so cases of the same setting
    (both modes, every pub case of three or four) need not build the same tables again."""
    return RoundModel(setting)


def _cuts(setting: Setting, chicagos: int) -> bool:
    """R44 as written: a Chicago cuts in the clearing phase or when one player is left."""
    if setting.rules.chicago is not ChicagoRule.REMOVES_ROLLER:
        return False
    return setting.clearing or setting.players - chicagos <= 1


def _table(  # noqa: PLR0917 - a test helper mirroring the model's situation
    model: RoundModel, mode: str, call: Call | None, earlier: list[End], after: int, cap: int
) -> SolvedTurn | None:
    if call is not None and call.sand:
        if mode == BEST and any(c for _, _, c in earlier):
            return None
        return model.sand_turn(mode, after, cap)
    key, _ = model.keys(call)
    keys = [model.chicago_key(t) if c else key(s, t) for s, t, c in earlier]
    x = min(keys) if mode == AVOID else max(keys)
    chicagos = sum(c for _, _, c in earlier)
    return model.follower_turn((mode, call, cap), x, after, chicagos)


_TURN_RESULTS: dict[tuple[int, End], TurnResult] = {}


def _turn_result(seat: int, end: End) -> TurnResult:
    """The engine's result of ``seat`` ending on ``end`` (one value, built once)."""
    found = _TURN_RESULTS.get((seat, end))
    if found is None:
        s, t, c = end
        found = _TURN_RESULTS[seat, end] = TurnResult(
            seat, (STATES[s][0], STATES[s][1], STATES[s][2]), t, c
        )
    return found


def _outcome(
    rules: Rules, results: list[End], call: Call | None
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    ranking = rank_round(rules, [_turn_result(i, end) for i, end in enumerate(results)], call)
    return ranking.best, ranking.worst


def _forward(  # noqa: PLR0917 - a test helper mirroring the model's situation
    setting: Setting,
    model: RoundModel,
    mode: str,
    call: Call | None,
    results: list[End],
    me: int,
    cap: int,
) -> float:
    """Chance that seat ``me`` ends worst-free (avoid) or best, given the results so far."""
    n = setting.players
    chicagos = sum(c for _, _, c in results)
    if results and results[-1][2] and _cuts(setting, chicagos):
        # R44: cut short with no worst; the best is the engine's best of the results so
        # far (R20, R31: an earlier Chicago of the round ranks above the roller).
        best, _worst = _outcome(setting.rules, results, call)
        return 1.0 if mode == AVOID else float(me in best)
    if len(results) == n:
        best, worst = _outcome(setting.rules, results, call)
        return float(me not in worst) if mode == AVOID else float(me in best)
    table = _table(model, mode, call, results, n - len(results) - 1, cap)
    if table is None:
        # Under sand an earlier Chicago is the best whatever this player does (R24): any
        # policy gives the same answer, so take the one without it.
        table = model.sand_turn(mode, n - len(results) - 1, cap)
    total = 0.0
    for end, p in _ends(table, cap).items():
        total += p * _forward(setting, model, mode, call, [*results, end], me, cap)
    return total


_END_CACHE: dict[tuple[int, int], tuple[SolvedTurn, dict[End, float]]] = {}


def _ends(table: SolvedTurn, cap: int) -> dict[End, float]:
    """:func:`end_distribution` once per solved turn: many leader results face the same
    follower table (every result with the same key under the call), and the forward pass
    is what takes the time, not the ranking of each combination."""
    found = _END_CACHE.get((id(table), cap))
    if found is None or found[0] is not table:
        found = _END_CACHE[(id(table), cap)] = (table, end_distribution(table, cap))
    return found[1]


CASES = [
    (name, 2, False, mode)
    for name in ("basic", "bavarian", "tschigg", "pub")
    for mode in (AVOID, BEST)
]
# Classic avoids the loss with its own tables (R30: every lowest score loses).
CASES.append(("classic", 2, False, BEST))


@pytest.mark.parametrize(("name", "players", "clearing", "mode"), first_then_slow(CASES, rows=True))
def test_leader_start_agrees_with_forward_enumeration(
    name: str, players: int, clearing: bool, mode: str
) -> None:
    setting = _setting(name, players, clearing)
    model = _model(setting)
    leader = model.leader_turn(mode)
    total = 0.0
    for (s, t, c), p in end_distribution(leader, 3).items():
        if c and _cuts(setting, 1):
            total += p
            continue
        total += p * max(
            _forward(setting, model, mode, call, [(s, t, c)], 0, t)
            for call in calls_of(setting.rules)
        )
    assert abs(total - leader.starts[3]) < TOL


FOLLOWER_CASES = [
    (*case, mode)
    for case in (
        ("bavarian", False, (0, 2, True), Call(ones=1, sixes=6, high=False)),
        ("pub", False, (0, 1, True), None),
        ("pub", True, (STATES.index((1, 6, 6)), 2, False), None),
        ("basic", False, (STATES.index((2, 3, 5)), 2, False), Call(ones=100, sixes=60, high=True)),
        ("tschigg", False, (STATES.index((1, 3, 5)), 3, False), Call.sand_call()),
        ("tschigg", True, (0, 1, True), Call.sand_call()),
    )
    for mode in (AVOID, BEST)
]
FOLLOWER_CASES.append(("classic", False, (STATES.index((1, 6, 6)), 2, False), None, BEST))


@pytest.mark.parametrize(("name", "clearing", "leader", "call", "mode"), FOLLOWER_CASES)
def test_second_of_three_agrees_with_forward_enumeration(
    name: str, clearing: bool, leader: End, call: Call | None, mode: str
) -> None:
    """The second of three players, after a given leader's result and call (R44: a second
    Chicago of a handing-out round of three leaves one player and cuts it)."""
    setting = _setting(name, 3, clearing)
    model = _model(setting)
    cap = leader[1]
    table = _table(model, mode, call, [leader], 1, cap)
    expected = table.starts[cap] if table is not None else 0.0
    got = 0.0
    if table is not None:
        for end, p in end_distribution(table, cap).items():
            got += p * _forward(setting, model, mode, call, [leader, end], 1, cap)
    assert abs(got - expected) < TOL


_FISH = STATES.index((2, 3, 4))
_LOW = STATES.index((1, 2, 2))
PUB_CHICAGO_CASES = [
    # R44 cut: the second Chicago of a round of three cuts it; R32 still orders the two.
    (3, [(0, 2, True)]),
    (3, [(0, 3, True)]),
    # Four players: a later Chicago on fewer throws overtakes an earlier one (R20, R32).
    (4, [(0, 3, True), (_FISH, 3, False)]),
    (4, [(0, 2, True), (_LOW, 2, False)]),
    (4, [(_LOW, 3, False), (_FISH, 3, False)]),
    (4, [(0, 3, True), (0, 3, True)]),
    (4, [(0, 3, True), (0, 2, True)]),  # the second Chicago on fewer throws ranks first
]


@pytest.mark.parametrize("mode", [AVOID, BEST])
@pytest.mark.parametrize(("players", "earlier"), PUB_CHICAGO_CASES)
def test_pub_chicagos_are_ordered_by_throws(players: int, earlier: list[End], mode: str) -> None:
    """R20 + R32: two Chicagos of one pub round rank by fewer throws, then turn order, in
    the handing-out phase, where a Chicago cuts the round only when it leaves one player
    (R44). The player after ``earlier`` is checked against the engine's ranking."""
    setting = _setting("pub", players, False)
    model = _model(setting)
    cap = earlier[0][1]
    me = len(earlier)
    table = _table(model, mode, None, earlier, players - me - 1, cap)
    assert table is not None
    got = 0.0
    for end, p in end_distribution(table, cap).items():
        got += p * _forward(setting, model, mode, None, [*earlier, end], me, cap)
    assert abs(got - table.starts[cap]) < TOL
