"""Coaching in the practice match of a preset other than classic (R40).

As in classic (:mod:`.coach`), every number comes from the AI's hint function, but the
number that matters depends on the match structure and phase (docs/ai.md, the round's
*objective*): in the handing-out phase of the coaster presets the chance of not taking a
coaster (R43), in a search the chance of being the best and so safe (R42), in the clearing
phase of bavarian and pub the chance of being the best and putting a coaster down (R45),
and in tschigg's clearing phase both the chance of passing a coaster on and that of being
handed one. Options are stopping, holding, turning sixes (R21, R22) and the leader's call
(R7, R24). Each sentence is whole, for translators: what the best play was, what it gives,
and what the learner's choice gave.
"""

from __future__ import annotations

from collections.abc import Callable

from ..ai import Hint, HintOption, hint
from ..engine import MakeCall, Match, MatchStructure, Stop, TurnSixes
from ..engine import TurnSixesRule as SixesRule
from ..i18n import N_
from .coach import Coaching, dice_list
from .messages import Message, call_message, join, message, percent
from .values import (
    AVOID,
    BEST,
    EQUAL,
    PlayAction,
    chance,
    decision_faces,
    option_for,
    quoted_chance,
    same_play,
)

HintFunction = Callable[[Match], Hint]


def _turns_three(match: Match) -> bool:
    """True when turning sixes now makes two ones of three free sixes (R22)."""
    turn = match.turn
    if turn is None or match.rules.turn_sixes is not SixesRule.TWO_AND_THREE:
        return False
    return len(turn.free_sixes()) == 3


def play_sentence(match: Match, action: PlayAction, faces: tuple[int, int, int]) -> Message:
    """'The best play here was to …' for one option."""
    if isinstance(action, Stop):
        # Translators: coaching in a practice match, the best play.
        return message(N_("The best play here was to stop."))
    if isinstance(action, MakeCall):
        # Translators: coaching; {call} is a leader's call, e.g. "ones 100 · sixes 60 · high".
        return message(N_("The best call here was {call}."), call=call_message(action.call))
    if isinstance(action, TurnSixes):
        if _turns_three(match):
            # Translators: coaching, the best play (R22: three sixes become two ones).
            return message(N_("The best play here was to turn the three sixes into two ones."))
        # Translators: coaching, the best play (R21: two sixes become a one).
        return message(N_("The best play here was to turn two sixes into a one."))
    if action.hold:
        # Translators: coaching; {dice} lists held dice, e.g. "die 1 (1) and die 2 (6)".
        return message(
            N_("The best play here was to hold {dice} and throw the rest."),
            dice=dice_list(frozenset(action.hold), faces),
        )
    # Translators: coaching in a practice match, the best play.
    return message(N_("The best play here was to throw all three dice again."))


def goal_sentence(match: Match, option: HintOption, objective: str) -> Message:
    """What the option gives, in the terms of the round's objective."""
    if objective == AVOID:
        # Translators: coaching in the handing-out phase (R43); {percent} is like "56%".
        return message(
            N_("It gives a {percent} chance of not taking a coaster this round."),
            percent=percent(option.p_avoid_loss),
        )
    if objective == BEST and match.rules.match is MatchStructure.SEARCHES:
        # Translators: coaching in a search (R42); {percent} is like "56%".
        return message(
            N_(
                "It gives a {percent} chance of being the best this round, and so safe for"
                " the rest of the search."
            ),
            percent=percent(option.p_best),
        )
    if objective == BEST:
        # Translators: coaching in the clearing phase (R45); {percent} is like "56%".
        return message(
            N_(
                "It gives a {percent} chance of being the best this round and putting a"
                " coaster down."
            ),
            percent=percent(option.p_best),
        )
    # Translators: coaching in tschigg's clearing phase (R45); {best} and {worst} are like "56%".
    return message(
        N_(
            "It gives a {best} chance of being the best this round and passing a coaster on,"
            " and a {worst} chance of being the worst and being handed one."
        ),
        best=percent(option.p_best),
        worst=percent(1.0 - option.p_avoid_loss),
    )


def chosen_sentence(
    match: Match, action: PlayAction, faces: tuple[int, int, int], p: float
) -> Message:
    """'You …, which gave …' for the learner's choice."""
    value = percent(p)
    if isinstance(action, Stop):
        # Translators: coaching; {percent} is the learner's chance.
        return message(N_("You stopped, which gave {percent}."), percent=value)
    if isinstance(action, MakeCall):
        # Translators: coaching; {call} is the learner's call, {percent} its chance.
        return message(
            N_("You called {call}, which gave {percent}."),
            call=call_message(action.call),
            percent=value,
        )
    if isinstance(action, TurnSixes):
        # Translators: coaching; {percent} is the learner's chance.
        return message(N_("You turned the sixes, which gave {percent}."), percent=value)
    if action.hold:
        return message(
            # Translators: coaching; {dice} lists held dice, e.g. "die 1 (1) and die 2 (6)".
            N_("You held {dice} and threw the rest, which gave {percent}."),
            dice=dice_list(frozenset(action.hold), faces),
            percent=value,
        )
    # Translators: coaching; {percent} is the learner's chance.
    return message(N_("You threw all three dice, which gave {percent}."), percent=value)


def coach_preset(
    match: Match, action: PlayAction, hint_function: HintFunction = hint
) -> Coaching | None:
    """Coaching for the learner's ``action``, taken *before* it is applied.

    None before the first throw of a turn (there is nothing to decide) or when the action is
    not one of the hint's options.
    """
    faces = decision_faces(match)
    if faces is None:
        return None
    h = hint_function(match)
    chosen = option_for(h, action, faces)
    if chosen is None:
        return None
    best = h.best
    objective = h.objective
    is_best = same_play(best, action, faces)
    was_best = is_best or chance(chosen, objective) >= chance(best, objective) - EQUAL
    said = join(play_sentence(match, best.action, faces), goal_sentence(match, best, objective))
    p_chosen = quoted_chance(chosen, objective)
    p_best = quoted_chance(best, objective)
    if is_best:
        # Translators: coaching, said when the learner made the best play.
        verdict = message(N_("Well played: that was the best play."))
        return Coaching(join(verdict, said), True, p_chosen, p_best)
    mine = chosen_sentence(match, action, faces, p_chosen)
    if was_best:
        # Translators: coaching, said when the learner's play was as good as the best one.
        verdict = message(N_("Just as good as the best play."))
        return Coaching(join(verdict, said, mine), True, p_chosen, p_best)
    return Coaching(join(said, mine), False, p_chosen, p_best)


__all__ = ["chosen_sentence", "coach_preset", "goal_sentence", "play_sentence"]
