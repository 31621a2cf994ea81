"""The hint's options as a lesson reads them: which option an action is, and its chance.

A lesson quotes one number per option: the chance the round's *objective* is about
(:func:`chicago_desktop.ai.round_hints.objective_of`): avoiding the worst result (a loss in
classic, a coaster in the handing-out phase) or being the best (safe in a search, R42; a
coaster put down in the clearing phase, R45). Tschigg's clearing phase plays for both (the
best passes a coaster to the worst); there a lesson quotes the chance of being the best,
and the coach names both chances.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..ai import Hint, HintOption
from ..ai.round_hints import AVOID, BEST, BOTH, objective_of
from ..engine import MakeCall, Match, Phase, Stop, Throw, TurnSixes

PlayAction = Throw | Stop | MakeCall | TurnSixes

__all__ = [
    "AVOID",
    "BEST",
    "BOTH",
    "EQUAL",
    "PlayAction",
    "chance",
    "decision_faces",
    "objective_of",
    "option_for",
    "quoted_chance",
    "same_play",
]

#: Chances this close count as equal (the hint function's own tie rule is 1e-12).
EQUAL: Final = 1e-9


def decision_faces(match: Match) -> tuple[int, int, int] | None:
    """The dice the decision to move is about: the turn's, or the leader's at the call."""
    if match.phase is Phase.CALL:
        results = match.results
        if not results:
            return None
        dice = results[0].dice
        return (dice[0], dice[1], dice[2])
    turn = match.turn
    if turn is None or turn.throws == 0 or turn.faces is None:
        return None
    return turn.faces


def same_play(option: HintOption, action: PlayAction, faces: Sequence[int]) -> bool:
    """True when ``action`` is the hint's ``option`` (holds compared by the faces kept)."""
    other = option.action
    if isinstance(action, Throw):
        if not isinstance(other, Throw):
            return False
        return sorted(faces[p] for p in action.hold) == sorted(faces[p] for p in other.hold)
    if isinstance(action, MakeCall):
        return isinstance(other, MakeCall) and other.call == action.call
    return type(action) is type(other)


def option_for(h: Hint, action: PlayAction, faces: Sequence[int]) -> HintOption | None:
    """The hint's option that ``action`` is, None if it is none of them."""
    return next((o for o in h.options if same_play(o, action, faces)), None)


def chance(option: HintOption, objective: str) -> float:
    """The number the objective maximises (for "both", p_best - p_worst)."""
    if objective == AVOID:
        return option.p_avoid_loss
    if objective == BEST:
        return option.p_best
    return option.p_best + option.p_avoid_loss - 1.0


def quoted_chance(option: HintOption, objective: str) -> float:
    """The chance a lesson quotes for an option (see the module text)."""
    return option.p_avoid_loss if objective == AVOID else option.p_best
