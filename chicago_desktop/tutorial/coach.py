"""Coaching in the practice match: the best play, why, and how the learner's choice compares.

Every number comes from the AI's hint function (:func:`chicago_desktop.ai.hint`): the
chance of avoiding this round's loss for each option, the same number the Hard level
maximises. The reason is picked from the situation (is stopping certain to be safe, or
certain to lose; does the learner lead and so set the cap; is the result below the one to
beat), and each reason is one whole sentence for translators.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from ..ai import Hint, HintOption, hint
from ..engine import Match, Stop, Throw
from ..i18n import N_
from .messages import Message, Sentences, join, message, percent, plural_message

HintFunction = Callable[[Match], Hint]

#: Chances this close count as equal (the hint function's own tie rule is 1e-12).
EQUAL: Final = 1e-9


def die_text(position: int, face: int) -> Message:
    """'die 1 (6)', as the table's hint names a die."""
    # Translators: one die in a list of held dice, e.g. "die 1 (6)": position and face.
    return message(N_("die {number} ({face})"), number=position + 1, face=face)


def dice_list(positions: frozenset[int], faces: tuple[int, int, int]) -> Message:
    """'die 1 (1)', 'die 1 (1) and die 2 (6)', …, as the table's hint writes them."""
    items = [die_text(p, faces[p]) for p in sorted(positions)]
    if len(items) == 1:
        return items[0]
    # A hold has at most two dice (holding all three is stopping, R3).
    # Translators: joins names or dice in a sentence: "Anna, Ben and Cora".
    return message(N_("{names} and {last}"), names=items[0], last=items[1])


def _same_play(option: HintOption, action: Throw | Stop, faces: tuple[int, int, int]) -> bool:
    """True when ``action`` is the hint's ``option`` (holds compared by the faces kept)."""
    if isinstance(action, Stop) or not isinstance(option.action, Throw):
        return isinstance(action, Stop) and isinstance(option.action, Stop)
    kept = sorted(faces[p] for p in action.hold)
    return kept == sorted(faces[p] for p in option.action.hold)


def chance_of(h: Hint, action: Throw | Stop, faces: tuple[int, int, int]) -> float | None:
    """The hint's chance of avoiding the loss for ``action``, None if it is not an option."""
    for option in h.options:
        if _same_play(option, action, faces):
            return option.p_avoid_loss
    return None


@dataclass(frozen=True, slots=True)
class Coaching:
    """What the coach says about one decision, and whether it was (as good as) the best."""

    message: Sentences
    was_best: bool
    p_chosen: float
    p_best: float


def _best_sentence(match: Match, h: Hint, faces: tuple[int, int, int]) -> Message:
    best = h.best
    score = match.score_of(faces)
    to_beat = match.lowest_so_far()
    is_leader = not match.cap_is_set
    p = percent(best.p_avoid_loss)
    turn = match.turn
    throws = turn.throws if turn is not None else 0
    if isinstance(best.action, Stop):
        if best.p_avoid_loss >= 1 - EQUAL and to_beat is not None and score > to_beat:
            return message(
                # Translators: coaching after a decision; {score} and {to_beat} are results.
                N_(
                    "The best play here was to stop ({percent} chance of avoiding the loss"
                    " this round): {score} is already above the lowest result, {to_beat},"
                    " so you can no longer be the lowest."
                ),
                percent=p,
                score=score,
                to_beat=to_beat,
            )
        if is_leader:
            # Translators: coaching; {throws} is how many throws the leader has used.
            return plural_message(
                "The best play here was to stop ({percent} chance of avoiding the loss"
                " this round): as the leader you set the cap, so nobody after you may"
                " use more than your {throws} throw to beat {score}.",
                "The best play here was to stop ({percent} chance of avoiding the loss"
                " this round): as the leader you set the cap, so nobody after you may"
                " use more than your {throws} throws to beat {score}.",
                throws,
                percent=p,
                throws=throws,
                score=score,
            )
        return message(
            # Translators: coaching after a decision; {score} is the learner's result.
            N_(
                "The best play here was to stop ({percent} chance of avoiding the loss this"
                " round): {score} is more likely to hold up than what another throw would"
                " bring."
            ),
            percent=p,
            score=score,
        )
    # The tutorial plays classic: its options are stopping or holding (no sixes, no call).
    hold = best.action.hold if isinstance(best.action, Throw) else frozenset()
    p_stop = chance_of(h, Stop(), faces)
    stop_percent = percent(p_stop) if p_stop is not None else 0
    if p_stop is not None and p_stop <= EQUAL:
        if hold:
            return message(
                # Translators: coaching; {dice} lists held dice, e.g. "die 1 (1) and die 2 (6)".
                N_(
                    "The best play here was to hold {dice} and throw the rest ({percent}"
                    " chance of avoiding the loss this round): if you stopped with {score},"
                    " you would certainly take the loss."
                ),
                dice=dice_list(hold, faces),
                percent=p,
                score=score,
            )
        return message(
            # Translators: coaching after a decision; {score} is the learner's result.
            N_(
                "The best play here was to throw all three dice again ({percent} chance of"
                " avoiding the loss this round): if you stopped with {score}, you would"
                " certainly take the loss."
            ),
            percent=p,
            score=score,
        )
    if to_beat is not None and score <= to_beat:
        if hold:
            return message(
                # Translators: coaching; {dice} lists held dice, {to_beat} the lowest result.
                N_(
                    "The best play here was to hold {dice} and throw the rest ({percent}"
                    " chance of avoiding the loss this round): {score} does not beat the"
                    " lowest result so far, {to_beat}, and a tie at the bottom loses too."
                ),
                dice=dice_list(hold, faces),
                percent=p,
                score=score,
                to_beat=to_beat,
            )
        return message(
            # Translators: coaching; {to_beat} is the lowest result of the round so far.
            N_(
                "The best play here was to throw all three dice again ({percent} chance of"
                " avoiding the loss this round): {score} does not beat the lowest result so"
                " far, {to_beat}, and a tie at the bottom loses too."
            ),
            percent=p,
            score=score,
            to_beat=to_beat,
        )
    if hold:
        return message(
            # Translators: coaching; {dice} lists held dice, {stop_percent} is like "56%".
            N_(
                "The best play here was to hold {dice} and throw the rest ({percent} chance"
                " of avoiding the loss this round): stopping with {score} would give only"
                " {stop_percent}."
            ),
            dice=dice_list(hold, faces),
            percent=p,
            score=score,
            stop_percent=stop_percent,
        )
    return message(
        # Translators: coaching; {stop_percent} is like "56%".
        N_(
            "The best play here was to throw all three dice again ({percent} chance of"
            " avoiding the loss this round): stopping with {score} would give only"
            " {stop_percent}."
        ),
        percent=p,
        score=score,
        stop_percent=stop_percent,
    )


def _chosen_sentence(action: Throw | Stop, faces: tuple[int, int, int], p: float) -> Message:
    if isinstance(action, Stop):
        # Translators: coaching; {percent} is the learner's chance of avoiding the loss.
        return message(N_("You stopped, which gave {percent}."), percent=percent(p))
    if action.hold:
        return message(
            # Translators: coaching; {dice} lists held dice, e.g. "die 1 (1) and die 2 (6)".
            N_("You held {dice} and threw the rest, which gave {percent}."),
            dice=dice_list(action.hold, faces),
            percent=percent(p),
        )
    # Translators: coaching; {percent} is the learner's chance of avoiding the loss.
    return message(N_("You threw all three dice, which gave {percent}."), percent=percent(p))


def coach(
    match: Match, action: Throw | Stop, hint_function: HintFunction = hint
) -> Coaching | None:
    """Coaching for the learner's ``action`` in ``match``, taken *before* it is applied.

    None before the first throw of a turn (there is nothing to decide) or when the action is
    not one of the hint's options.
    """
    turn = match.turn
    if turn is None or turn.throws == 0 or turn.faces is None:
        return None
    faces = turn.faces
    h = hint_function(match)
    p_chosen = chance_of(h, action, faces)
    if p_chosen is None:
        return None
    best = h.best
    was_best = _same_play(best, action, faces) or p_chosen >= best.p_avoid_loss - EQUAL
    best_sentence = _best_sentence(match, h, faces)
    if _same_play(best, action, faces):
        # Translators: coaching, said when the learner made the best play.
        verdict = message(N_("Well played: that was the best play."))
        return Coaching(join(verdict, best_sentence), True, p_chosen, best.p_avoid_loss)
    if was_best:
        # Translators: coaching, said when the learner's play was as good as the best one.
        verdict = message(N_("Just as good as the best play."))
        chosen = _chosen_sentence(action, faces, p_chosen)
        return Coaching(join(verdict, best_sentence, chosen), True, p_chosen, best.p_avoid_loss)
    chosen = _chosen_sentence(action, faces, p_chosen)
    return Coaching(join(best_sentence, chosen), False, p_chosen, best.p_avoid_loss)
