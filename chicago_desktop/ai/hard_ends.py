"""How Hard's turn ends in a round of two outside classic, as exact chances, so that
Expert can play the exact best reply to a known Hard heads-up (:mod:`.preset_optimum`,
opponent ``"hard"``).

Unlike Medium and Easy, Hard looks at the result before it: as the follower it plays the
turn solved for beating our result (:mod:`.round_values`, the structure's objective,
:func:`.round_hints.objective_of`), so how its turn ends is one distribution per our
result, call and cap, and it changes with the coaster phase (R43, R45). As the leader it
plays its leader's turn and calls what is best for that objective (R7, R24).

Every choice is Hard's own: :func:`hard_choices` ranks a state's options exactly as
:func:`.round_hints.pick_choice` does for a real match (stop, then the holds in natural
order, then turning sixes, R21/R22; the objective's value rounded to 12 digits, ties to
the earlier option), from the very tables :func:`.round_picks.best_action` reads, and the
call as :func:`.round_hints.best_option` ranks :func:`.round_hints.call_options`. A test
enumerates Hard's turns through the engine, asking Hard at every decision, and finds the
same chances.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from ..engine import Call, ChicagoRule, Rules
from .dice_space import STATE_INDEX, STATES
from .round_hints import AVOID, BEST, BOTH, modes_of, objective_for
from .round_hints import objective_value as _value
from .round_keys import calls_of
from .round_values import RoundModel, Setting, round_model, round_rules
from .turn_solver import STOP
from .turn_space import TurnSpace
from .turn_values import End, SolvedTurn, ends_of_choices

_CHICAGO_STATE = STATE_INDEX[(1, 1, 1)]

Tables = tuple[SolvedTurn | None, SolvedTurn | None]
"""Hard's solved turns for ``p_avoid_loss`` and ``p_best`` (None: not played for, or worth
0 everywhere)."""


def hard_choices(
    space: TurnSpace, tables: Tables, objective: str, left: int, posts: Iterable[int]
) -> dict[int, int]:
    """Hard's choice in each of ``posts`` with ``left >= 1`` throws left: the kept number
    it throws from, for the states where it throws (the others stop; module text).

    The level's values are read once, already weighed and rounded as
    :func:`.round_hints.pick_choice` ranks them; a state then compares its options'
    numbers: stop first, then its holds in natural order, then turning sixes.
    """
    avoid, best = tables
    n_states, n_kept = len(STATES), len(space.out_posts)
    a_stop = avoid.stop[left] if avoid is not None else [0.0] * n_states
    b_stop = best.stop[left] if best is not None else [0.0] * n_states
    a_cont = avoid.conts[left] if avoid is not None else [0.0] * n_kept
    b_cont = best.conts[left] if best is not None else [0.0] * n_kept
    stop = _weighed(objective, a_stop, b_stop)
    cont = _weighed(objective, a_cont, b_cont)
    full, holds, turns_of = space.full, space.holds, space.turns
    a_at, b_at = a_cont.__getitem__, b_cont.__getitem__
    out: dict[int, int] = {}
    for post in posts:
        choice, top = STOP, stop[full[post]]
        for kept in holds[post]:
            if cont[kept] > top:
                choice, top = kept, cont[kept]
        turns = turns_of[post]
        if turns:
            # Turning sixes is one option, each chance read as its best hold's (as
            # :func:`.round_hints._value` reads it); after it Hard must throw (R21) and
            # takes the first of those holds worth the most for the objective.
            a = max(map(a_at, turns))
            b = max(map(b_at, turns))
            if round(_value(objective, a, b), 12) > top:
                worth = [cont[k] for k in turns]
                choice = turns[worth.index(max(worth))]
        if choice != STOP:
            out[post] = choice
    return out


def _weighed(objective: str, a: Sequence[float], b: Sequence[float]) -> list[float]:
    """:func:`.round_hints.objective_value` of each pair, rounded to 12 digits as
    :func:`.round_hints.pick_choice` ranks them: the same sums written out, since this
    runs for every (lowest, best) pair of tschigg's clearing-phase chains (the arithmetic
    is the function's, ``p_best + p_avoid - 1.0`` for both chances, so every value is
    bit for bit the same)."""
    if objective == AVOID:
        return [round(x, 12) for x in a]
    if objective == BEST:
        return [round(y, 12) for y in b]
    if objective != BOTH:
        raise ValueError(f"unknown objective {objective!r}")
    return [round(y + x - 1.0, 12) for x, y in zip(a, b, strict=True)]


def hard_ends(space: TurnSpace, tables: Tables, objective: str, cap: int) -> dict[End, float]:
    """How a turn of ``cap`` throws ends when Hard plays ``tables`` for ``objective``."""
    choices: list[dict[int, int]] = [{}]  # no throw is left to choose with at 0
    for left in range(1, cap):
        # With every throw but one left, only the states of a first throw are reached.
        posts = space.first_posts if left == cap - 1 else range(len(space.posts))
        choices.append(hard_choices(space, tables, objective, left, posts))
    return ends_of_choices(space, choices, cap)


@dataclass
class HardPlay:
    """Hard's turns in a round of two of one phase: its leader's ends and calls, and its
    ends replying to each of our results (kept as they are asked for)."""

    rules: Rules
    clearing: bool
    objective: str = field(init=False)
    model: RoundModel = field(init=False)
    _follow: dict[tuple[object, ...], dict[End, float]] = field(default_factory=dict)
    _calls: dict[tuple[int, int, bool], Call | None] = field(default_factory=dict)
    _lead: dict[End, float] | None = None

    def __post_init__(self) -> None:
        self.objective = objective_for(self.rules.match, self.clearing)
        removes = self.rules.chicago is ChicagoRule.REMOVES_ROLLER
        # The model Hard's own decisions read (:func:`.round_hints.model_of`).
        setting = Setting(round_rules(self.rules), 2, removes, self.clearing and removes)
        self.model = round_model(setting)

    def _modes(self) -> tuple[bool, bool]:
        """Whether Hard's objective reads ``p_avoid_loss`` and ``p_best``."""
        modes = modes_of(self.objective)
        return (AVOID in modes, BEST in modes)

    def lead_ends(self) -> dict[End, float]:
        """How Hard's turn ends as the leader (before its call)."""
        if self._lead is None:
            want_avoid, want_best = self._modes()
            tables = (
                self.model.leader_turn(AVOID) if want_avoid else None,
                self.model.leader_turn(BEST) if want_best else None,
            )
            self._lead = hard_ends(self.model.space, tables, self.objective, self.rules.max_throws)
        return self._lead

    def lead_steps(self) -> Iterator[None]:
        """Solve the leader's turn(s) Hard plays, one a step (read by :meth:`lead_ends`)."""
        want_avoid, want_best = self._modes()
        for mode, wanted in ((AVOID, want_avoid), (BEST, want_best)):
            if wanted:
                self.model.leader_turn(mode)
                yield

    def leader_call(self, lead: End) -> Call | None:
        """Hard's call on its leader result (None in a preset without a call)."""
        s, t, chicago = lead
        memo = (_CHICAGO_STATE if chicago else s, t, chicago)
        if memo in self._calls:
            return self._calls[memo]
        want_avoid, want_best = self._modes()
        best: tuple[float, Call | None] | None = None
        for call in calls_of(self.rules):
            a = self.model.leader_end(AVOID, call, memo[0], t, chicago) if want_avoid else 0.0
            b = self.model.leader_end(BEST, call, memo[0], t, chicago) if want_best else 0.0
            v = round(_value(self.objective, a, b), 12)
            if best is None or v > best[0]:
                best = (v, call)
        assert best is not None
        self._calls[memo] = best[1]
        return best[1]

    def follow_ends(self, lead: End, call: Call | None) -> dict[End, float]:
        """How Hard's turn ends replying to our leader result ``lead`` under ``call`` (our
        throw count its cap, R5); not asked after a Chicago that ends the match (R44)."""
        memo = self.follow_key(lead, call)
        found = self._follow.get(memo)
        if found is None:
            found = self._follow[memo] = hard_ends(
                self.model.space, self._follow_tables(lead, call), self.objective, lead[1]
            )
        return found

    def follow_key(self, lead: End, call: Call | None) -> tuple[object, ...]:
        """What Hard's reply to ``lead`` under ``call`` depends on: under sand only the cap
        and whether ours is a Chicago (R24), else the call, the cap and our result's key."""
        s, t, chicago = lead
        if call is not None and call.sand:
            return ("sand", t, chicago)
        key, _ = self.model.keys(call)
        return (call, t, self.model.chicago_key(t) if chicago else key(s, t), chicago)

    def beats(self, lead: End, call: Call | None) -> float | None:
        """The chance that Hard's reply beats our leader result ``lead`` under ``call``,
        where a round of two has just those two outcomes (no sand, R24; no Chicago that
        ends the match, R44); None elsewhere.

        That chance is what Hard's follower turn is solved for, whatever its objective (in
        a round of two not being worst, being best and both are all beating us), so it is
        the round model's chain for one player after us: the same number as the chances of
        :meth:`follow_ends` added up, read from the memo that Hard's own leader's turn
        fills (each of its calls weighs it), instead of a turn enumerated per result.
        """
        model = self.model
        if (call is not None and call.sand) or model.setting.removes_roller:
            return None
        s, t, chicago = lead
        key, _ = model.keys(call)
        x = model.chicago_key(t) if chicago else key(s, t)
        chicagos = 1 if chicago else 0
        if self.objective == BEST:
            return 1.0 - model.chain((BEST, call, t), x, 1, chicagos)
        return model.chain((AVOID, call, t), x, 1, chicagos)

    def _follow_tables(self, lead: End, call: Call | None) -> Tables:
        """:func:`.round_hints.turn_table` for Hard's follower turn."""
        s, t, chicago = lead
        model = self.model
        want_avoid, want_best = self._modes()
        if call is not None and call.sand:
            return (
                model.sand_turn(AVOID, 0, t) if want_avoid else None,
                # R24: after our Chicago nothing beats it, so Hard's p_best is 0
                model.sand_turn(BEST, 0, t) if want_best and not chicago else None,
            )
        key, _ = model.keys(call)
        x = model.chicago_key(t) if chicago else key(s, t)
        chicagos = 1 if chicago else 0
        return (
            model.follower_turn((AVOID, call, t), x, 0, chicagos) if want_avoid else None,
            model.follower_turn((BEST, call, t), x, 0, chicagos) if want_best else None,
        )


__all__ = ["HardPlay", "hard_choices", "hard_ends"]
