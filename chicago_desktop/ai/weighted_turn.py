"""Expert's own turn at a full table solved for what the round is worth to the match.

:func:`.full_table.preset_expert` used to rank each option by ``alpha * p_avoid_loss +
beta * p_best`` with each chance read from the table that maximises it *alone*: an option
was credited with the rest of our turn played for not being worst and, at the same time,
with the rest played for being best, though one turn cannot do both. Where the two differ
— a leader choosing between stopping and throwing again, whose every end is then worth the
call best *for the match* (R7), not the best call for each chance separately — the sum
overrated the options whose two continuations disagree. Here the turn is solved
(:func:`.turn_values.solve`) for the weighted value itself: ending on result ``s`` is worth
``V_W + alpha * A(s) + beta * B(s)``, ``A(s)`` and ``B(s)`` the chances of not being worst
and of being best with that result (the stop values of :mod:`.round_values`, everybody
after playing Hard), and each option is worth the expectation of that under one policy.

A Chicago (R20) gets the same weighted value, but for one rule: in bavarian and pub it
removes its roller from the match *as a winner* (R44), in either coaster phase, so there
it is worth 1, the match won (``V_W``, ``V_M``, ``V_B`` are then the absolute chances of
not losing from :func:`.coaster_model.coaster_values`; in the handing-out phase, R43, only
the worst moves, so ``beta`` is 0 and with no Chicago reachable the ranking is Hard's).

Where there are no weights (classic, a round of two, tschigg's handing-out phase) or under
sand (R24), :func:`decide` returns None and Expert plays as before.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from typing import Final, Protocol

from ..engine import Action, Call, ChicagoRule, CoasterPhase, Match, MatchStructure, Phase
from . import chase_chain
from .coaster_model import coaster_values
from .dice_space import STATES
from .match_model import preset_weights
from .round_hints import AVOID, BEST, _action, _value, model_of, result_keys, turn_choices
from .round_keys import Line, calls_of
from .round_values import RoundModel
from .table_rounds import HARD
from .turn_solver import EPS
from .turn_values import SolvedTurn, solve

#: Weighted tables kept: a turn reads its table after each throw, and the same standing
#: recurs across rounds of a match.
_KEPT: Final = 256

#: ``(V_W, alpha, beta, chicago)``: the value of ending worst, the weights, and the value
#: of our Chicago when it wins the match (None: valued by the weights like any result).
Objective = tuple[float, float, float, float | None]

_TABLES: OrderedDict[tuple[object, ...], tuple[object, SolvedTurn]] = OrderedDict()


def objective(match: Match) -> Objective | None:
    """What the player to move plays its turn for (module text), or None where Expert
    keeps its old ranking (no throw to decide, classic, a round of two, sand, no
    weights)."""
    if match.phase is not Phase.TURN or match.rules.match is MatchStructure.LOSSES:
        return None
    turn = match.turn
    if turn is None or turn.throws == 0 or len(match.round_state.order) < 3:
        return None
    call = match.round_state.call
    if call is not None and call.sand:
        return None
    if match.rules.chicago is ChicagoRule.REMOVES_ROLLER and match.coaster_phase is not None:
        values = coaster_values(match)
        if values is None:
            return None
        v_w, v_m, v_b = values
        beta = 0.0 if match.coaster_phase is CoasterPhase.HANDING_OUT else v_b - v_m
        return v_w, v_m - v_w, beta, 1.0  # R44: a Chicago has won the match
    weights = preset_weights(match)
    if weights is None:
        return None
    return 0.0, weights[0], weights[1], None


class Source(Protocol):
    """Where the chances of our ends come from: the round tables (everybody after playing
    Hard) or :mod:`.preset_full_reply`'s chains (every known later player as it plays)."""

    @property
    def owner(self) -> object:
        """The object the values belong to (kept tables are checked against it)."""

    @property
    def tag(self) -> tuple[object, ...]:
        """What else tells this source's values apart (the later players' levels)."""

    def follower_rows(
        self, line: Line, x: int, after: int, chicagos: int, other: int
    ) -> tuple[Sequence[Sequence[float]], Sequence[float]]:
        """A follower's stop values per throws left and result, and its Chicago's, for
        ``line`` (chance, call, cap) facing key ``x`` with ``after`` to throw after it;
        ``other`` is the key the other chance is judged by (the best so far for the
        avoid line, the lowest for the best line)."""

    def leader_end(self, mode: str, call: Call | None, s: int, t: int, chic: bool) -> float:
        """The leader's chance of ending on ``s`` after ``t`` throws under ``call``."""


class HardAfter:
    """Everybody after us plays Hard: :mod:`.round_values`' own tables, and the exact
    chance of not being worst where the players after us are Hard players chasing the
    best (:func:`chases_best`, :mod:`.chase_chain`)."""

    def __init__(self, model: RoundModel) -> None:
        self.owner = model
        self.tag: tuple[object, ...] = ()

    def follower_rows(
        self, line: Line, x: int, after: int, chicagos: int, other: int
    ) -> tuple[Sequence[Sequence[float]], Sequence[float]]:
        model = self.owner
        mode, call, cap = line
        if mode == AVOID and after and chases_best(model):
            return chase_chain.avoid_rows(model, (call, cap), (HARD,) * after, x, other)
        stop, chic, _, _ = model.follower_stop(line, x, after, chicagos)
        return stop, chic

    def leader_end(self, mode: str, call: Call | None, s: int, t: int, chic: bool) -> float:
        model = self.owner
        if mode == AVOID and chases_best(model) and not (call is not None and call.sand):
            later = (HARD,) * (model.setting.players - 1)
            return chase_chain.leader_not_worst(model, call, later, (s, t, chic))
        return model.leader_end(mode, call, s, t, chic)


def chases_best(model: RoundModel) -> bool:
    """Whether a Hard follower of this round plays for being best (basic, R42; the
    clearing phase of bavarian and pub, R45), which :mod:`.round_values`' avoid tables,
    where everybody after avoids the worst, do not describe."""
    return model.rules.match is MatchStructure.SEARCHES or model.setting.clearing


def decide(match: Match) -> Action | None:
    """Expert's action for the weighted value of its turn, everybody after playing Hard,
    or None to play as before."""
    goal = objective(match)
    if goal is None:
        return None
    return choose(match, goal, HardAfter(model_of(match)))


def choose(match: Match, goal: Objective, source: Source) -> Action:
    """The earliest option of the most weighted value (:func:`weighted_table`)."""
    table = weighted_table(match, goal, source)
    choices = turn_choices(match)
    scored = [_value(table, match, c) for c in choices]
    top = max(scored)
    for choice, v in zip(choices, scored, strict=True):
        if v >= top - EPS * 10:  # the earliest option within EPS of the best, as everywhere
            return _action(match, choice)
    raise AssertionError("unreachable: some option attains the maximum")


def weighted_table(match: Match, goal: Objective, source: Source | None = None) -> SolvedTurn:
    """Our turn solved for the weighted value of its ends (module text), kept."""
    model = model_of(match)
    if source is None:
        source = HardAfter(model)
    rnd = match.round_state
    if not rnd.results:
        memo: tuple[object, ...] = ("l", id(source.owner), source.tag, goal)
    else:
        turn = match.turn
        assert turn is not None
        keys, chicagos = result_keys(model, match, rnd.call)
        after = len(rnd.order) - len(rnd.results) - 1
        line = (rnd.call, turn.cap, min(keys), max(keys), after, chicagos)
        memo = ("f", id(source.owner), source.tag, *line, goal)
    found = _TABLES.get(memo)
    if found is not None and found[0] is source.owner:
        _TABLES.move_to_end(memo)
        return found[1]
    if not rnd.results:
        rows, chic = _leader_rows(match, model, goal, source)
    else:
        rows, chic = _follower_rows(goal, source, line)
    table = solve(model.space, rows, chic)
    _TABLES[memo] = (source.owner, table)
    if len(_TABLES) > _KEPT:
        _TABLES.popitem(last=False)
    return table


def _weigh(goal: Objective, avoid: Sequence[float], best: Sequence[float] | None) -> list[float]:
    """``V_W + alpha * a + beta * b`` of each pair of chances (``best`` None: beta is 0)."""
    v_w, alpha, beta, _ = goal
    if best is None:
        return [v_w + alpha * a for a in avoid]
    return [v_w + alpha * a + beta * b for a, b in zip(avoid, best, strict=True)]


def _follower_rows(
    goal: Objective, source: Source, place: tuple[Call | None, int, int, int, int, int]
) -> tuple[list[list[float]], list[float]]:
    """A follower's weighted stop rows and Chicago values; ``place`` is (call, cap, lowest
    key so far, best key so far, players after, Chicagos so far): not being worst is
    judged against the lowest, being best against the best."""
    call, cap, low, high, after, chicagos = place
    a_stop, a_chic = source.follower_rows((AVOID, call, cap), low, after, chicagos, high)
    b_stop: Sequence[Sequence[float] | None] = [None] * cap
    b_chic: Sequence[float] | None = None
    if goal[2]:
        b_stop, b_chic = source.follower_rows((BEST, call, cap), high, after, chicagos, low)
    rows = [_weigh(goal, a, b) for a, b in zip(a_stop, b_stop, strict=True)]
    chic = _weigh(goal, a_chic, b_chic) if goal[3] is None else [goal[3]] * cap
    return rows, chic


def _leader_rows(
    match: Match, model: RoundModel, goal: Objective, source: Source
) -> tuple[list[list[float]], list[float]]:
    """The leader's weighted stop rows and Chicago values: each end worth the call best
    for the weighted value (R7), the throws it used the cap of everybody (R5)."""
    calls = calls_of(match.rules)
    avoid = leader_chances(model, calls, source, AVOID)
    best = leader_chances(model, calls, source, BEST) if goal[2] else None
    rows: list[list[float]] = []
    chic: list[float] = []
    for left, by_call in enumerate(avoid.rows):
        best_rows = best.rows[left] if best is not None else [None] * len(calls)
        weighed = [_weigh(goal, a, b) for a, b in zip(by_call, best_rows, strict=True)]
        rows.append([max(column) for column in zip(*weighed, strict=True)])
        chicagos = _weigh(goal, avoid.chicago[left], best.chicago[left] if best else None)
        chic.append(max(chicagos) if goal[3] is None else goal[3])
    return rows, chic


class LeaderChances:
    """The leader's chance of one kind for every call, result and throw count: ``rows[left]
    [i][s]`` of ending on ``s`` with ``left`` throws left under the ``i``-th call,
    ``chicago[left][i]`` of a Chicago. They do not depend on the weights, which change with
    the standing every round, so they are read once per round model and later players."""

    __slots__ = ("chicago", "owner", "rows")

    def __init__(
        self, model: RoundModel, calls: Sequence[Call | None], source: Source, mode: str
    ) -> None:
        end = source.leader_end
        n = model.max_throws
        self.owner = source.owner
        self.rows = [
            [[end(mode, c, s, n - left, False) for s in range(len(STATES))] for c in calls]
            for left in range(n)
        ]
        self.chicago = [[end(mode, c, 0, n - left, True) for c in calls] for left in range(n)]


_CHANCES: OrderedDict[tuple[object, ...], LeaderChances] = OrderedDict()


def leader_chances(
    model: RoundModel, calls: Sequence[Call | None], source: Source, mode: str
) -> LeaderChances:
    """:class:`LeaderChances` of ``mode`` for the leader of a round of ``model`` whose
    legal calls are ``calls`` (R7; ``[None]`` without a call), kept."""
    memo = (id(source.owner), source.tag, mode)
    found = _CHANCES.get(memo)
    if found is None or found.owner is not source.owner:
        found = _CHANCES[memo] = LeaderChances(model, calls, source, mode)
        if len(_CHANCES) > _KEPT:
            _CHANCES.popitem(last=False)
    else:
        _CHANCES.move_to_end(memo)
    return found
