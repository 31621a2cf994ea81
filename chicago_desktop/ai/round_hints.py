"""Every option of the player to move in any preset, with both exact round chances.

For the current decision of a match (a throw, a hold, stopping, turning sixes, or the
leader's call) this reads the engine's state into the situation of :mod:`.round_values`
and returns each distinct option with ``p_avoid_loss`` (the chance of not ending the
rolling round among its worst, everyone playing for that) and ``p_best`` (the chance of
ending it as its best, everyone playing for that). Which of the two a level maximises is
the round's *objective* (:func:`objective_of`, written down in docs/ai.md).

Classic keeps its own tables for ``p_avoid_loss`` (R30: every lowest score loses, which is
not the strict model), so its numbers are exactly the ones Hard has always used.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Final

from ..engine import (
    Call,
    ChicagoRule,
    CoasterPhase,
    MakeCall,
    Match,
    MatchStructure,
    Phase,
    Rules,
    Stop,
    Throw,
    TurnSixes,
)
from ..engine.turn import Turn
from .dice_space import KEPT_INDEX, state_of
from .errors import NotDecidable
from .round_keys import calls_of
from .round_values import AVOID, BEST, RoundModel, Setting, round_model, round_rules
from .turn_space import sub_multisets
from .turn_values import SolvedTurn

BOTH: Final = "both"

__all__ = [
    "AVOID",
    "BEST",
    "BOTH",
    "HintAction",
    "RoundOption",
    "best_option",
    "objective_of",
    "ranked_options",
]

HintAction = Throw | Stop | TurnSixes | MakeCall


@dataclass(frozen=True, slots=True)
class RoundOption:
    """One option: its engine action and both chances, in natural order ``index``."""

    action: HintAction
    p_avoid_loss: float
    p_best: float
    index: int
    kept: int | None = None  # the kept multiset thrown from, for holds (None otherwise)


def objective_of(match: Match) -> str:
    """What a round is played for in this structure and phase (docs/ai.md).

    Classic and every handing-out phase: avoid the worst (a loss, a coaster). Basic: be the
    best (the best is safe, R42). Bavarian and pub clearing: be the best (it puts a coaster
    down, R45). Tschigg clearing: both (the best passes a coaster to the worst).
    """
    return objective_for(match.rules.match, match.coaster_phase is CoasterPhase.CLEARING)


def objective_for(structure: MatchStructure, clearing: bool) -> str:
    """:func:`objective_of` for a structure and coaster phase (``clearing``: R45), without a
    match (Hard's turns enumerated, :mod:`.hard_ends`)."""
    if structure is MatchStructure.LOSSES:
        return AVOID
    if structure is MatchStructure.SEARCHES:
        return BEST
    if clearing:
        return BOTH if structure is MatchStructure.COASTERS_PASS else BEST
    return AVOID


def objective_value(objective: str, p_avoid: float, p_best: float) -> float:
    """The number an objective maximises; "both" is p_best - p_worst = p_best + p_avoid - 1."""
    if objective == AVOID:
        return p_avoid
    if objective == BEST:
        return p_best
    return p_best + p_avoid - 1.0


def setting_of(match: Match) -> Setting:
    """The rolling round's setting (rules, players in it, R44)."""
    return model_of(match).setting


class _RulesModels:
    """The round models of one rules object, by (players in the round, clearing).

    A decision asks for its model every time; hashing the rules (a dataclass of a dozen
    fields) for :func:`.round_values.round_model` each time cost more than the rest of a
    decision read from a memo, so the models are found by the identity of the rules.
    """

    __slots__ = ("models", "removes", "round_rules", "rules")

    def __init__(self, rules: Rules) -> None:
        self.rules = rules  # kept, so that its id is not reused while this entry lives
        self.round_rules = round_rules(rules)
        self.removes = rules.chicago is ChicagoRule.REMOVES_ROLLER
        self.models: dict[tuple[int, bool], RoundModel] = {}


_BY_RULES: dict[int, _RulesModels] = {}


def model_of(match: Match) -> RoundModel:
    """The cached round model of the match's current rolling round."""
    rules = match.rules
    entry = _BY_RULES.get(id(rules))
    if entry is None or entry.rules is not rules:
        if len(_BY_RULES) >= 64:
            _BY_RULES.clear()
        entry = _BY_RULES[id(rules)] = _RulesModels(rules)
    # Without R44 both phases play the same rounds, so they share one model.
    clearing = entry.removes and match.coaster_phase is CoasterPhase.CLEARING
    key = (len(match.round_state.order), clearing)
    model = entry.models.get(key)
    if model is None:
        model = round_model(Setting(entry.round_rules, key[0], entry.removes, clearing))
        entry.models[key] = model
    return model


# ---------------------------------------------------------------------- tables
def result_keys(model: RoundModel, match: Match, call: Call | None) -> tuple[list[int], int]:
    """The key of every result of the round so far under ``call`` (R31, R32; a Chicago's
    by its throws, R20) and how many of them are Chicagos (R44)."""
    key, _ = model.keys(call)
    keys: list[int] = []
    chicagos = 0
    for r in match.results:
        if r.chicago:
            chicagos += 1
            keys.append(model.chicago_key(r.throws))
        else:
            keys.append(key(state_of(r.dice), r.throws))
    return keys, chicagos


def turn_table(match: Match, mode: str) -> SolvedTurn | None:
    """The solved turn of the player to move for ``mode``; None when every value is 0."""
    model = model_of(match)
    rnd = match.round_state
    position = len(rnd.results)
    if position == 0:
        return model.leader_turn(mode)
    turn = match.turn
    assert turn is not None
    after = len(rnd.order) - position - 1
    call = rnd.call
    if call is not None and call.sand:
        if mode == BEST and any(r.chicago for r in rnd.results):
            return None  # R24: an earlier Chicago is the best whatever happens
        return model.sand_turn(mode, after, turn.cap)
    keys, chicagos = result_keys(model, match, call)
    x = min(keys) if mode == AVOID else max(keys)
    return model.follower_turn((mode, call, turn.cap), x, after, chicagos)


# ---------------------------------------------------------------------- options
def _free_positions(turn: Turn) -> list[int]:
    return [p for p in range(3) if p not in turn.final and p not in turn.cup]


def _hold_positions(turn: Turn, faces: tuple[int, ...]) -> frozenset[int]:
    """Final-held positions plus the lowest free positions showing ``faces``."""
    assert turn.faces is not None
    want = Counter(faces)
    out = set(turn.final)
    for pos in _free_positions(turn):
        face = turn.faces[pos]
        if want[face] > 0:
            want[face] -= 1
            out.add(pos)
    return frozenset(out)


@dataclass(frozen=True, slots=True)
class _Choice:
    """An option before its values: the action and how to read it from a solved turn."""

    action: HintAction | None  # None for a hold until asked (:func:`_action`)
    kind: str  # "start", "stop", "hold", "turn"
    kept: tuple[int, ...] = ()  # kept numbers (one for a hold, several for turning)
    held: tuple[int, ...] = ()  # the free faces held, for a hold


def _action(match: Match, choice: _Choice) -> HintAction:
    """The engine action of a choice (a hold's positions are found only when needed)."""
    if choice.action is not None:
        return choice.action
    turn = match.turn
    assert turn is not None
    return Throw(hold=_hold_positions(turn, choice.held))


def turn_choices(match: Match) -> list[_Choice]:
    """Every distinct option of the player to move, in natural order."""
    turn = match.turn
    assert turn is not None
    if turn.throws == 0 or turn.faces is None:
        return [_Choice(Throw(), "start")]
    faces = turn.faces
    final = tuple(sorted(faces[p] for p in turn.final))
    free = tuple(sorted(faces[p] for p in _free_positions(turn)))
    out: list[_Choice] = []
    if turn.may_stop():
        out.append(_Choice(Stop(), "stop"))
    for held in sub_multisets(free):
        kept = tuple(sorted(final + held))
        if len(kept) == 3:
            continue
        out.append(_Choice(None, "hold", (KEPT_INDEX[kept],), held))
    if turn.sixes_turnable():
        space = model_of(match).space
        post = space.state_of(final, free)
        out.append(_Choice(TurnSixes(), "turn", space.turns[post]))
    return out


def _value(table: SolvedTurn | None, match: Match, choice: _Choice) -> float:
    if table is None:
        return 0.0
    turn = match.turn
    assert turn is not None
    left = turn.cap - turn.throws
    if choice.kind == "start":
        return table.starts[turn.cap]
    if choice.kind == "hold":
        return table.hold_value(choice.kept[0], left)
    if choice.kind == "turn":
        return max(table.hold_value(k, left) for k in choice.kept)
    assert turn.faces is not None
    space = table.space
    final = tuple(sorted(turn.faces[p] for p in turn.final))
    free = tuple(sorted(turn.faces[p] for p in _free_positions(turn)))
    return table.stop_value(space.state_of(final, free), left)


def call_options(match: Match, modes: tuple[str, ...] = (AVOID, BEST)) -> list[RoundOption]:
    """Every legal call of the leader, with both chances (R7, R24)."""
    model = model_of(match)
    result = match.results[0]
    state = state_of(result.dice)
    out: list[RoundOption] = []
    for i, call in enumerate(calls_of(match.rules)):
        assert call is not None
        values = [
            model.leader_end(mode, call, state, result.throws, result.chicago)
            if mode in modes
            else 0.0
            for mode in (AVOID, BEST)
        ]
        out.append(RoundOption(MakeCall(call), values[0], values[1], i))
    return out


def round_options(match: Match, modes: tuple[str, ...] = (AVOID, BEST)) -> list[RoundOption]:
    """Every option of the player to move with its chances, in natural order.

    Only the chances of ``modes`` are computed (the others are 0.0). Classic's
    ``p_avoid_loss`` comes from the classic tables (R30); see the module text.
    """
    if match.phase is Phase.OVER:
        raise NotDecidable("the match is over")
    if match.phase is Phase.CALL:
        return call_options(match, modes)
    choices, avoid_values, best_values = _choice_values(match, modes)
    return [
        RoundOption(_action(match, c), avoid, best, i, c.kept[0] if c.kind == "hold" else None)
        for i, (c, avoid, best) in enumerate(zip(choices, avoid_values, best_values, strict=True))
    ]


def _choice_values(
    match: Match, modes: tuple[str, ...]
) -> tuple[list[_Choice], list[float], list[float]]:
    if match.turn is None:
        raise NotDecidable("no player is to throw or stop")
    choices = turn_choices(match)
    if BEST in modes:
        best_table = turn_table(match, BEST)
        best_values = [_value(best_table, match, c) for c in choices]
    else:
        best_values = [0.0] * len(choices)
    if AVOID not in modes:
        avoid_values = [0.0] * len(choices)
    elif match.rules.match is MatchStructure.LOSSES:
        avoid_values = _classic_avoid(match, choices)
    else:
        avoid_table = turn_table(match, AVOID)
        avoid_values = [_value(avoid_table, match, c) for c in choices]
    return choices, avoid_values, best_values


def modes_of(objective: str) -> tuple[str, ...]:
    """The chances an objective needs."""
    return (AVOID, BEST) if objective == BOTH else (objective,)


def best_option(match: Match) -> RoundOption:
    """The option that is best for the round's objective (what Hard plays)."""
    objective = objective_of(match)
    modes = modes_of(objective)
    if match.phase is not Phase.TURN:
        return min(round_options(match, modes), key=lambda o: _rank(objective, o))
    c, avoid, best, i = pick_choice(match, objective)
    return RoundOption(_action(match, c), avoid, best, i, c.kept[0] if c.kind == "hold" else None)


def pick_choice(match: Match, objective: str) -> tuple[_Choice, float, float, int]:
    """The turn's best choice for ``objective``, its two chances and its natural index:
    the largest value rounded to 12 digits, ties to the earlier option (what Hard plays)."""
    choices, avoid, best = _choice_values(match, modes_of(objective))
    i = min(
        range(len(choices)),
        key=lambda i: (-round(objective_value(objective, avoid[i], best[i]), 12), i),
    )
    return choices[i], avoid[i], best[i], i


def _rank(objective: str, option: RoundOption) -> tuple[float, int]:
    value = objective_value(objective, option.p_avoid_loss, option.p_best)
    return (-round(value, 12), option.index)


def _classic_avoid(match: Match, choices: list[_Choice]) -> list[float]:
    """The classic tables' chances (R30), the numbers Hard has always maximised."""
    from .policies import round_table
    from .situation import read_situation
    from .turn_solver import STOP

    sit = read_situation(match)
    table = round_table(sit)
    if sit.throws == 0:
        return [table.start]
    assert sit.state is not None
    by_choice = dict(table.options(sit.state, sit.left))
    out: list[float] = []
    for c in choices:
        if c.kind == "stop":
            out.append(by_choice[STOP])
        else:
            out.append(by_choice[c.kept[0]])
    return out


def ranked_options(match: Match) -> tuple[str, list[RoundOption]]:
    """The objective and every option, best for it first (ties: natural order)."""
    objective = objective_of(match)
    options = round_options(match)
    options.sort(key=lambda o: _rank(objective, o))
    return objective, options
