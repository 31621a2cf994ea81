"""Expert at a full table (three or more players): the round's chances weighed by the match.

Every option of the player to move has two exact round chances: ``p_avoid_loss`` (not
ending among the worst) and ``p_best`` (ending as the best), each with everybody after
playing Hard for it. Expert ranks options by ``alpha * p_avoid_loss + beta * p_best``, the
weights being what ending worst, in between and best are worth to the match
(:mod:`.match_model`). Classic's ``p_avoid_loss`` is the classic tables' (R30) and its
``p_best`` the strict model with the key (score, fewer throws) of R30; the other presets
read both from :mod:`.round_hints`. Outside classic a throw to decide is instead solved for
that weighted value as a whole (:mod:`.weighted_turn`), which the option-by-option ranking
only approximated; this ranking is left for the leader's call and the rounds without
weights.
"""

from __future__ import annotations

from functools import lru_cache

from ..engine import Action, Match, Phase, Throw, preset
from ..engine.turn import Turn
from . import weighted_turn
from .coaster_model import heads_up_call
from .dice_space import STATES
from .match_model import Weights, classic_weights, preset_weights
from .round_hints import BEST, RoundOption, best_option, round_options
from .round_values import RoundModel, Setting, round_model, round_rules
from .situation import Situation
from .turn_solver import EPS, STOP


@lru_cache(maxsize=32)
def _classic_model(players: int, max_throws: int) -> RoundModel:
    rules = round_rules(preset("classic", max_throws=max_throws))
    return round_model(Setting(rules, players, False, False))


def classic_best_values(sit: Situation, choices: list[int]) -> list[float]:
    """Classic ``p_best`` of each choice (:data:`STOP` or a kept multiset)."""
    assert sit.state is not None
    model = _classic_model(sit.players, sit.max_throws)
    if sit.is_leader:
        table = model.leader_turn(BEST)
    else:
        x = max(score * 4 + 4 - throws for score, throws in sit.results)  # R30 best key
        table = model.follower_turn((BEST, None, sit.cap), x, sit.after, 0)
    post = model.space.state_of((), STATES[sit.state])
    return [
        table.stop_value(post, sit.left) if c == STOP else table.hold_value(c, sit.left)
        for c in choices
    ]


def classic_weights_of(sit: Situation) -> Weights:
    """The match weights of a classic player (lives = losses to be out minus losses)."""
    n = sit.losses_to_out
    return classic_weights(n - sit.losses, tuple(n - o for o in sit.others), sit.max_throws)


def weigh(
    options: list[tuple[int, float]], best: list[float], weights: Weights
) -> list[tuple[int, float]]:
    """Each choice with ``alpha * p_avoid + beta * p_best``, in the same order."""
    alpha, beta = weights
    return [(c, alpha * avoid + beta * b) for (c, avoid), b in zip(options, best, strict=True)]


def classic_full_options(sit: Situation, avoid: list[tuple[int, float]]) -> list[tuple[int, float]]:
    """Expert's valued choices at a classic full table, given Hard's ``avoid`` options."""
    best = classic_best_values(sit, [c for c, _ in avoid])
    return weigh(avoid, best, classic_weights_of(sit))


def preset_expert(match: Match) -> Action:
    """Expert's action outside classic: Hard's, or the weighed option (module text)."""
    turn: Turn | None = match.turn
    if turn is not None and turn.throws == 0:
        return Throw()
    call = heads_up_call(match)  # tschigg's heads-up call, where nothing may happen
    if call is not None:
        return call
    weighted = weighted_turn.decide(match)  # the turn solved for the match's weights
    if weighted is not None:
        return weighted
    weights = preset_weights(match) if match.phase is not Phase.OVER else None
    if weights is None:
        return best_option(match).action
    alpha, beta = weights
    options: list[RoundOption] = round_options(match)
    top = max(alpha * o.p_avoid_loss + beta * o.p_best for o in options)
    for o in options:  # the earliest option within EPS of the best, as everywhere
        if alpha * o.p_avoid_loss + beta * o.p_best >= top - EPS * 10:
            return o.action
    raise AssertionError("unreachable: some option attains the maximum")
