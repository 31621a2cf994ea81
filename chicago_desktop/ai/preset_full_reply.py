"""Expert at a full table outside classic against known Medium and Easy seats: their own
policy.

:func:`.full_table.preset_expert` ranks options by ``alpha * p_avoid_loss + beta * p_best``
(or, in the handing-out phase of the coaster presets, by ``p_avoid_loss`` alone, Hard's
ranking), both chances from :mod:`.round_values` with everybody after playing Hard. When a
later player of a round of three or more is a CPU known to be Medium or Easy, that is not
how the round goes; here the chances are taken against what every later player really
plays, the weights staying those of :func:`.match_model.preset_weights`. A person, Hard or
another Expert after us counts as Hard, as today; when every later player counts as Hard
nothing here runs, so Expert plays exactly as before.

The argument is :mod:`.round_values`'s, which needs no shared policy: with strict keys
(R31, R32; equal keys rank the earlier player higher) a result ``x`` at or below the lowest
so far stays worst while every later player ends strictly above ``x``, and while that holds
each later player faces "lowest ``x``, ``j`` after me, ``c`` Chicagos so far" whatever came
before (mirrored for the best: at or below ``x``). So the chance of keeping the place is a
chain over the later players in turn order with the Chicago count as its only state (R44:
the Chicago that cuts the round leaves no worst and its roller best, unless an earlier
Chicago ranks above it, R20). Each link is that player's own chance of keeping our place:

- Medium and Easy look at nothing but their dice and the call (:mod:`.heads_up_round`,
  :mod:`.easy_ends`), so how their turn ends is one distribution per (call, cap),
  :func:`.heads_up_round.medium_ends` and :func:`.easy_ends.easy_ends`, Easy's draws
  included (R5 cap, R21/R22 turning sixes, final holds R4);
- Hard plays its own table for (``x``, players after it, ``c``, cap), the one
  :meth:`.round_values.RoundModel.follower_seconds` already gives — exact only when Hard
  plays for the same chance, i.e. avoiding the worst in the handing-out phase (R43) and
  being best in basic (R42) and in the bavarian/pub clearing phase (R45). For the other
  chance a Hard follower's decisions depend on the best (resp. lowest) so far, which moves
  while we keep our place, so the chain breaks; there the chain still runs, Hard's link
  taken from its table for that chance (Hard's current chance; Medium's links stay exact):
  against a brute force in basic at cap two this is off by up to 0.10 in ``p_avoid_loss``
  where today's all-Hard number is off by up to 0.26 (docs/ai.md). Where Hard chases
  the best, the chance of not being worst comes from :mod:`.chase_chain`; in tschigg's
  clearing phase, where Hard plays for both (R45), both chances come from
  :mod:`.both_chain`, whose chain follows the lowest and the best so far (sand included),
  and there a table of Hard seats alone is replied to as well (:func:`later_levels`).
- Sand (R24): a failure stays worst while nobody after fails, a success best while nobody
  after succeeds or throws a Chicago — a product of each later player's chance of
  "passing", Medium's from its sand distribution, Hard's from
  :meth:`.round_values.RoundModel.sand_chain`'s links.

Our turn is then solved (:func:`.turn_values.solve`) against those end values, once per
situation (cached): as a follower per (levels after us, chance, call, cap, Chicagos so far,
lowest or best so far); as the leader per (levels after us, chance), each end worth its
best call with our throw count as everybody's cap (R5, R7).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate
from typing import Final

from ..engine import (
    Action,
    Call,
    ChicagoRule,
    MakeCall,
    Match,
    MatchStructure,
    Phase,
    Rules,
    is_fish,
)
from . import both_chain, chase_chain, weighted_turn
from .dice_space import STATES, state_of
from .easy_ends import easy_ends
from .heads_up_round import medium_ends
from .match_model import preset_weights
from .round_hints import (
    AVOID,
    BEST,
    _action,
    _value,
    model_of,
    objective_of,
    objective_value,
    result_keys,
    turn_choices,
)
from .round_keys import Line, calls_of
from .round_values import RoundModel, Setting, round_model, round_rules
from .steps import Steps
from .table_rounds import HARD, Levels, expert_rounds, played_as
from .turn_solver import EPS
from .turn_values import End, SolvedTurn, solve

_MAX_TABLES: Final = 4096


def later_levels(match: Match, table: Sequence[str | None] | None) -> Levels | None:
    """The levels of the players after the one to move in a round of three or more, or
    None when every one of them counts as Hard (an unknown table: everybody) and the
    round tables describe them: everywhere but tschigg's clearing phase, where Hard plays
    for both chances (R45, :mod:`.both_chain`)."""
    order = match.round_state.order
    seat = match.current_seat
    if seat is None or len(order) < 3:
        return None
    after = order[order.index(seat) + 1 :]
    if table is None:
        levels: Levels = (HARD,) * len(after)
    else:
        levels = tuple(played_as(table[s] if s < len(table) else None) for s in after)
    if all(level == HARD for level in levels) and not (levels and both_chain.passes(match)):
        return None
    return levels


class _Fixed:
    """A fixed policy's turn ends (Medium's or Easy's) under one call and cap, as sums the
    chains read."""

    __slots__ = ("above", "chicago", "chicagos", "keys", "sand_fails")

    def __init__(self, model: RoundModel, level: str, call: Call | None, cap: int) -> None:
        ends = (easy_ends if level == "easy" else medium_ends)(model.rules, call, cap)
        self.chicago = sum(p for (_, _, chic), p in ends.items() if chic)
        #: The chance of a Chicago by its key (one key but in pub, R32: by its throws).
        self.chicagos: dict[int, float] = {}
        for (_, t, chic), p in ends.items():
            if chic:
                k = model.chicago_key(t)
                self.chicagos[k] = self.chicagos.get(k, 0.0) + p
        self.sand_fails = sum(
            p for (s, _, chic), p in ends.items() if not chic and not is_fish(STATES[s])
        )
        if call is not None and call.sand:
            self.keys: list[int] = []
            self.above: list[float] = []
            return
        key, _ = model.keys(call)
        by_key: dict[int, float] = {}
        for (s, t, chic), p in ends.items():
            if not chic:
                k = key(s, t)
                by_key[k] = by_key.get(k, 0.0) + p
        self.keys = sorted(by_key)
        # above[i]: chance of a non-Chicago end with a key above keys[i - 1] (i = 0: any).
        tail = list(accumulate(by_key[k] for k in reversed(self.keys)))[::-1]
        self.above = [*tail, 0.0]

    def keeps(self, mode: str, x: int) -> float:
        """Chance of a non-Chicago end that keeps our place at key ``x``: strictly above
        it (we stay worst) or at or below it (we stay best)."""
        above = self.above[bisect_right(self.keys, x)]
        return above if mode == AVOID else 1.0 - self.chicago - above

    def chicago_keeps(self, mode: str, x: int) -> float:
        """Chance of a Chicago that keeps our place at key ``x``: ranking above it (we stay
        worst) or not (we stay best)."""
        if mode == AVOID:
            return sum(p for k, p in self.chicagos.items() if k > x)
        return sum(p for k, p in self.chicagos.items() if k <= x)


class _Reply:
    """The chains and solved turns of one round model (module text), kept; ``passing``:
    of tschigg's clearing phase, where a Hard seat's chances come from
    :mod:`.both_chain` (the same model serves both of tschigg's phases)."""

    def __init__(self, model: RoundModel, passing: bool = False) -> None:
        self.model = model  # kept alive, so its id is not reused while this entry lives
        self.passing = passing
        self.fixed: dict[tuple[str, Call | None, int], _Fixed] = {}
        self.chains: dict[tuple[object, ...], float] = {}
        self.tables: dict[tuple[object, ...], SolvedTurn] = {}

    def policy(self, level: str, call: Call | None, cap: int) -> _Fixed:
        """The turn ends of a Medium or Easy seat under ``call`` and ``cap`` (kept)."""
        found = self.fixed.get((level, call, cap))
        if found is None:
            found = self.fixed[(level, call, cap)] = _Fixed(self.model, level, call, cap)
        return found

    def chain(self, line: Line, levels: Levels, x: int, c: int) -> float:
        """Chance that the worst (``line`` avoid) or best at key ``x`` keeps that place
        through the later players ``levels``, ``c`` Chicagos so far (as
        :meth:`RoundModel.chain`, each later player as it plays)."""
        if not levels:
            return 1.0
        mode, call, cap = line
        memo = (line, levels, x, c)
        found = self.chains.get(memo)
        if found is not None:
            return found
        model = self.model
        rest = levels[1:]
        if levels[0] == HARD:
            keep, chicago = model.follower_seconds(line, x, len(rest), c)
        else:
            fixed = self.policy(levels[0], call, cap)
            keep, chicago = fixed.keeps(mode, x), fixed.chicago_keeps(mode, x)
        # ``chicago``: the next player's Chicagos that keep our place (for Hard, those
        # counted apart from ``keep`` because they change the R44 count or cut).
        out = keep * self.chain(line, rest, x, c)
        if chicago:
            if not model.setting.cuts(c + 1):
                out += chicago * self.chain(line, rest, x, c + 1)
            elif mode != AVOID:
                out += chicago  # R44: nobody throws after a cutting Chicago
        self.chains[memo] = out
        return out

    def sand_chain(self, mode: str, cap: int, levels: Levels) -> float:
        """Under sand (R24): a failure stays worst / a success best through ``levels``."""
        out = 1.0
        for i, level in enumerate(levels):
            after = len(levels) - i - 1
            if level == HARD:
                out *= self.model.sand_pass(mode, after, cap)  # Hard's own link
            else:
                fixed = self.policy(level, Call.sand_call(), cap)
                out *= 1.0 - fixed.sand_fails if mode == AVOID else fixed.sand_fails
        return out

    # ------------------------------------------------------------------ our turn
    def chasing(self, mode: str, levels: Levels) -> bool:
        """Whether our chance of not being worst needs the best so far as a state: a Hard
        after us plays for the best (:func:`.weighted_turn.chases_best`; R42, R45), so
        :mod:`.chase_chain` gives it (with only Medium and Easy after us the chain below
        is exact and cheaper)."""
        return mode == AVOID and HARD in levels and weighted_turn.chases_best(self.model)

    def both(self, levels: Levels) -> bool:
        """Whether a Hard after us plays for both chances (tschigg's clearing phase, R45),
        so that both of ours need the lowest and the best so far (:mod:`.both_chain`)."""
        return self.passing and HARD in levels

    def follower_table(
        self, line: Line, levels: Levels, c: int, x: int, other: int | None = None
    ) -> SolvedTurn:
        """Our turn as a follower facing key ``x`` (lowest or best so far), ``c``
        Chicagos so far; ``other``, the key the other chance is judged by (the best so far
        for not being worst, the lowest for being best), where :meth:`chasing` or
        :meth:`both` needs it."""
        if not (self.chasing(line[0], levels) or self.both(levels)):
            other = None
        memo = ("f", line, levels, c, x, other)
        found = self.tables.get(memo)
        if found is None:
            found = self._follower(line, levels, c, x, other)
            self._keep(memo, found)
        return found

    def _follower(
        self, line: Line, levels: Levels, c: int, x: int, other: int | None
    ) -> SolvedTurn:
        model = self.model
        mode, call, cap = line
        if call is not None and call.sand and self.both(levels):
            # R24: ``c`` counts the Chicagos before us (then nobody else is best).
            row = both_chain.sand_rows(model, cap, levels, mode, chicago_before=c > 0)
            chicago = 1.0 if mode == AVOID or not c else 0.0
            return solve(model.space, [row] * cap, [chicago] * cap)
        if call is not None and call.sand:
            chain = self.sand_chain(mode, cap, levels)
            row = [
                (1.0 if is_fish(s) else 1.0 - chain)
                if mode == AVOID
                else (chain if is_fish(s) else 0.0)
                for s in STATES
            ]
            return solve(model.space, [row] * cap, [1.0] * cap)
        stop, chic = self.follower_rows(line, levels, c, x, other)
        return solve(model.space, stop, chic)

    def follower_rows(
        self, line: Line, levels: Levels, c: int, x: int, other: int | None = None
    ) -> tuple[list[list[float]], list[float]]:
        """Our stop values as a follower facing key ``x`` (per throws left and result) and
        our Chicago's, against the later players as they play (not under sand); ``other``
        is the key the other chance is judged by, which :meth:`chasing` and :meth:`both`
        read."""
        model = self.model
        mode, call, cap = line
        if self.both(levels):
            assert other is not None, "both keys are needed where Hard plays for both"
            return both_chain.follower_rows(model, (call, cap), levels, mode, x=x, other=other)
        if self.chasing(mode, levels):
            assert other is not None, "the best so far is needed where Hard chases it"
            return chase_chain.avoid_rows(model, (call, cap), levels, x, other)
        key, _ = model.keys(call)
        stop: list[list[float]] = []
        for left in range(cap):
            t = cap - left
            row = []
            for s in range(len(STATES)):
                k = key(s, t)
                if mode == AVOID:
                    row.append(1.0 if k > x else 1.0 - self.chain(line, levels, k, c))
                else:
                    row.append(0.0 if k <= x else self.chain(line, levels, k, c))
            stop.append(row)
        chic: list[float] = []
        for left in range(cap):
            k = model.chicago_key(cap - left)
            if model.setting.cuts(c + 1):
                chic.append(1.0 if mode == AVOID or k > x else 0.0)
            elif mode == AVOID:
                chic.append(1.0 - self.chain(line, levels, k, c + 1) if k <= x else 1.0)
            else:
                chic.append(self.chain(line, levels, k, c + 1) if k > x else 0.0)
        return stop, chic

    def leader_end(self, mode: str, levels: Levels, call: Call | None, end: End) -> float:
        """Our value as leader of ending on ``end`` under ``call`` (as
        :meth:`RoundModel.leader_end`, the later players as they play)."""
        state, throws, chic = end
        if chic and self.model.setting.cuts(1):
            return 1.0
        if self.both(levels):
            return both_chain.leader_end(self.model, call, levels, mode, end)
        sand = call is not None and call.sand
        if not sand and self.chasing(mode, levels):
            return chase_chain.leader_not_worst(self.model, call, levels, end)
        if sand:
            if chic:
                return 1.0
            made = is_fish(STATES[state])  # the sand call made (R24)
            chain = self.sand_chain(mode, throws, levels)
            if mode == AVOID:
                return 1.0 if made else 1.0 - chain
            return chain if made else 0.0
        key, _ = self.model.keys(call)
        k = self.model.chicago_key(throws) if chic else key(state, throws)
        chain = self.chain((mode, call, throws), levels, k, 1 if chic else 0)
        return 1.0 - chain if mode == AVOID else chain

    def leader_table(self, mode: str, levels: Levels) -> SolvedTurn:
        """Our turn as the leader: each end worth its best call (R7), cap = throws (R5)."""
        memo = ("l", mode, levels)
        found = self.tables.get(memo)
        if found is None:
            calls = calls_of(self.model.rules)
            n = self.model.max_throws
            stop: list[list[float]] = []
            chic: list[float] = []
            for left in range(n):
                t = n - left
                stop.append(
                    [
                        max(self.leader_end(mode, levels, c, (s, t, False)) for c in calls)
                        for s in range(len(STATES))
                    ]
                )
                chic.append(max(self.leader_end(mode, levels, c, (0, t, True)) for c in calls))
            found = solve(self.model.space, stop, chic)
            self._keep(memo, found)
        return found

    def _keep(self, memo: tuple[object, ...], table: SolvedTurn) -> None:
        if len(self.tables) >= _MAX_TABLES:
            self.tables.clear()
        self.tables[memo] = table


_BY_MODEL: dict[tuple[int, bool], _Reply] = {}


def reply_of(model: RoundModel, passing: bool = False) -> _Reply:
    """The (kept) chains and tables of a round model (``passing``: in tschigg's clearing
    phase, R45)."""
    found = _BY_MODEL.get((id(model), passing))
    if found is None or found.model is not model:
        if len(_BY_MODEL) >= 64:
            _BY_MODEL.clear()
        found = _BY_MODEL[(id(model), passing)] = _Reply(model, passing)
    return found


def reply_for(match: Match, levels: Levels) -> _Reply:
    """:func:`reply_of` the match's round model, of tschigg's clearing phase where a Hard
    seat after us plays for both chances there (R45); without one the chains are the
    same in both phases, and shared."""
    return reply_of(model_of(match), HARD in levels and both_chain.passes(match))


def exact_modes(objective: str, levels: Levels) -> tuple[str, ...]:
    """The chances that are exact against the later players' own policies (module text):
    both with only Medium and Easy after us, where Hard plays for the best (R42, R45: the
    chance of not being worst from :mod:`.chase_chain`, not under sand, R24) and where it
    plays for both (tschigg's clearing phase, R45: :mod:`.both_chain`, sand included);
    where Hard avoids the worst (R43) only that chance."""
    if HARD not in levels or objective != AVOID:
        return (AVOID, BEST)
    return (AVOID,)


def reply_chances(match: Match, levels: Levels) -> list[tuple[Action, float, float]]:
    """Every option of the player to move with (``p_avoid_loss``, ``p_best``) against the
    later players' own policies, in natural order (where :func:`exact_modes` leaves one
    out, Hard's link for it comes from its table for that chance: module text)."""
    exact = (AVOID, BEST)
    reply = reply_for(match, levels)
    values: dict[str, list[float]] = {}
    if match.phase is Phase.CALL:
        first = match.results[0]
        state = state_of(first.dice)
        calls = [c for c in calls_of(match.rules) if c is not None]
        actions: list[Action] = [MakeCall(c) for c in calls]
        for mode in exact:
            values[mode] = [
                reply.leader_end(mode, levels, c, (state, first.throws, first.chicago))
                for c in calls
            ]
    else:
        turn = match.turn
        assert turn is not None
        choices = turn_choices(match)
        actions = [_action(match, c) for c in choices]
        for mode in exact:
            table = _turn_table(match, reply, mode, levels)
            values[mode] = [_value(table, match, c) for c in choices]
    return list(zip(actions, values[AVOID], values[BEST], strict=True))


def _turn_table(match: Match, reply: _Reply, mode: str, levels: Levels) -> SolvedTurn | None:
    rnd = match.round_state
    if not rnd.results:
        return reply.leader_table(mode, levels)
    turn = match.turn
    assert turn is not None
    call = rnd.call
    chicagos = sum(1 for r in rnd.results if r.chicago)
    if call is not None and call.sand:
        if mode == BEST and chicagos:
            return None  # R24: an earlier Chicago is the best whatever happens
        # Whether one came before changes how a Hard after us plays for both (R45).
        before = 1 if chicagos and reply.both(levels) else 0
        return reply.follower_table((mode, call, turn.cap), levels, before, 0)
    keys, _ = result_keys(reply.model, match, call)
    low, high = min(keys), max(keys)
    if mode == AVOID:
        return reply.follower_table((mode, call, turn.cap), levels, chicagos, low, high)
    return reply.follower_table((mode, call, turn.cap), levels, chicagos, high, low)


class _KnownAfter:
    """:mod:`.weighted_turn`'s source of chances: the chains against the known later
    players (:class:`_Reply`)."""

    def __init__(self, reply: _Reply, levels: Levels) -> None:
        self.reply = reply
        self.levels = levels
        self.owner = reply.model
        self.tag: tuple[object, ...] = (levels, reply.passing)

    def follower_rows(
        self, line: Line, x: int, after: int, chicagos: int, other: int
    ) -> tuple[Sequence[Sequence[float]], Sequence[float]]:
        assert len(self.levels) == after
        return self.reply.follower_rows(line, self.levels, chicagos, x, other)

    def leader_end(self, mode: str, call: Call | None, s: int, t: int, chic: bool) -> float:
        return self.reply.leader_end(mode, self.levels, call, (s, t, chic))


def decide(match: Match, table: Sequence[str | None] | None) -> Action | None:
    """Expert's action against the known later players, or None to play as today.

    A throw to decide is solved for the match's weighted value (:mod:`.weighted_turn`)
    against the later players' own chains where both chances come from them; the leader's
    call and tschigg's rounds with a Hard seat after us are ranked option by option."""
    turn = match.turn
    if match.phase is Phase.OVER or (turn is not None and turn.throws == 0):
        return None
    levels = later_levels(match, table)
    if levels is None:
        return None
    goal = weighted_turn.objective(match)
    if goal is not None:
        return weighted_turn.choose(match, goal, _KnownAfter(reply_for(match, levels), levels))
    chances = reply_chances(match, levels)
    weights = preset_weights(match)
    if weights is None:  # Hard's ranking: the objective's own value, ties to the earlier
        objective = objective_of(match)
        scored = [round(objective_value(objective, a, b), 12) for _, a, b in chances]
        return chances[scored.index(max(scored))][0]
    alpha, beta = weights
    scored = [alpha * a + beta * b for _, a, b in chances]
    top = max(scored)
    for (action, _, _), v in zip(chances, scored, strict=True):
        if v >= top - EPS * 10:  # the earliest option within EPS of the best, as everywhere
            return action
    raise AssertionError("unreachable: some option attains the maximum")


def reply_steps(rules: Rules, table: Sequence[str | None]) -> Steps[None]:
    """What an Expert seat of ``table`` (each seat's level, None for a person) reads first
    as the leader of a full round before known Medium or Easy seats: its chances of every
    end under every call (:func:`.weighted_turn.leader_chances`, the chances its weighted
    turn is solved from) and, in tschigg, whose handing-out phase has no weights, its
    solved turn for the chances that are exact there, one call's chains a step (a few
    milliseconds; the whole leader turn is 30-70 ms). The
    smaller rounds come later (:func:`later_round_steps`); anything else is built on first
    use (a follower's turn, about a millisecond)."""
    n = len(table)
    if n < 3 or rules.preset == "classic":
        return
    removes = rules.chicago is ChicagoRule.REMOVES_ROLLER
    model = round_model(Setting(round_rules(rules), n, removes, False))
    reply = reply_of(model)
    objective = BEST if rules.match is MatchStructure.SEARCHES else AVOID
    for seat, level in enumerate(table):
        if level != "expert":
            continue
        levels = tuple(played_as(table[(seat + i) % n]) for i in range(1, n))
        if all(lv == HARD for lv in levels):
            continue
        yield from _leader_steps(rules, model, levels)
        if rules.match is not MatchStructure.COASTERS_PASS:
            continue  # the weighted turn solves the leader's turn from the chances above
        # Tschigg's handing-out phase has no weights (:func:`.match_model.preset_weights`):
        # the leader's turn is ranked option by option from these tables (:func:`decide`).
        for mode in exact_modes(objective, levels):
            reply.leader_table(mode, levels)
            yield


def later_round_steps(rules: Rules, table: Sequence[str | None]) -> Steps[None]:
    """The same for every smaller round an Expert seat of ``table`` may lead before known
    Medium or Easy seats: basic's searches shrink (R42), a coaster match's clearing phase
    is played among the holders (R45) and in bavarian and pub a Chicago removes its roller
    (R44), so any later players in turn order may be left. Tens of milliseconds each when
    the leader's first decision would build them; all of them a second or two of steps,
    which the window runs in the background (a decision made before does the same work)."""
    n = len(table)
    if n < 3 or rules.preset == "classic":
        return
    removes = rules.chicago is ChicagoRule.REMOVES_ROLLER
    phases = (False, True) if removes and rules.starting_coasters(n) is not None else (False,)
    for m, levels in expert_rounds(table):
        if all(lv == HARD for lv in levels):
            continue
        for clearing in phases:
            if m == n and not clearing:
                continue  # :func:`reply_steps`
            model = round_model(Setting(round_rules(rules), m, removes, clearing))
            yield from _leader_steps(rules, model, levels)


def _leader_steps(rules: Rules, model: RoundModel, levels: Levels) -> Steps[None]:
    """The leader's chances of every end under every call against ``levels``, one call's
    chains a step, then :func:`.weighted_turn.leader_chances` read from them. In the
    handing-out phase of bavarian and pub only the worst moves (R43) and a Chicago has won
    (R44), so the weighted turn reads no chance of being best there: it is not built."""
    reply = reply_of(model)
    calls = calls_of(rules)
    setting = model.setting
    modes = (AVOID,) if setting.removes_roller and not setting.clearing else (AVOID, BEST)
    for call in calls:
        for mode in modes:
            for t in range(1, rules.max_throws + 1):
                for s in range(len(STATES)):
                    reply.leader_end(mode, levels, call, (s, t, False))
                reply.leader_end(mode, levels, call, (0, t, True))
        yield
    source = _KnownAfter(reply, levels)
    for mode in modes:
        weighted_turn.leader_chances(model, calls, source, mode)
    yield
