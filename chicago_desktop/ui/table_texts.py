"""The sentences on the table's felt, written from the controller's shown state.

Kept apart from :mod:`.table` (widgets and reactions) so each module stays small. The
wording follows the preset: "to beat" in classic (every lowest takes a loss, R30), "to
stay clear" where exactly one player is worst and matching is not beating (R31, R32), the
direction of the call, sand (R24) and fish (R23). The ranking itself is the engine's
(``ranking_so_far``); nothing here decides a rule.
"""

from __future__ import annotations

from typing import Any

from ..controller import GameController
from ..engine import (
    Call,
    CoasterPhase,
    MakeCall,
    Ranking,
    Stop,
    Throw,
    TurnSixes,
    is_fish,
)
from ..i18n import _, format_percent, ngettext
from ..texts import call_text, dice_text, names_text


def name_of(c: GameController, seat: int | None) -> str:
    """The name of ``seat`` in the controller's match, or nothing."""
    players = c.players
    return players[seat].name if seat is not None and 0 <= seat < len(players) else ""


def call_bar_text(call: Call, cap: int) -> str:
    """The call as it stays in view for the round, with the cap (R7):
    'Ones 100 · sixes 60 · High · on 1'."""
    if call.sand:
        # Translators: the call "sand" (R24) shown with the cap for the whole round.
        return _("Sand · on {cap}").format(cap=cap)
    if call.high:
        # Translators: the round's call (R7) and its cap, e.g. "Ones 100 · sixes 60 · High · on 1".
        return _("Ones {ones} · sixes {sixes} · High · on {cap}").format(
            ones=call.ones, sixes=call.sixes, cap=cap
        )
    # Translators: the round's call (R7) and its cap, e.g. "Ones 1 · sixes 6 · Low · on 3".
    return _("Ones {ones} · sixes {sixes} · Low · on {cap}").format(
        ones=call.ones, sixes=call.sixes, cap=cap
    )


def cap_text(c: GameController) -> str:
    """Throws used and allowed, and who set the cap (R5)."""
    used, cap = c.shown_throws, c.shown_cap
    if used == 0:
        base = ngettext("Up to {cap} throw", "Up to {cap} throws", cap).format(cap=cap)
    else:
        base = _("Throw {used} of {cap}").format(used=used, cap=cap)
    if c.cap_setter is not None:
        return _("{throws} — cap set by {name}").format(throws=base, name=name_of(c, c.cap_setter))
    return _("{throws} — the leader sets the cap").format(throws=base)


def match_state_text(c: GameController) -> str:
    """Where the match stands beyond the round: the middle and phase, or the search."""
    if c.middle is not None:
        middle = c.middle
        if c.coaster_phase is CoasterPhase.CLEARING:
            return _("Clearing: the best of each round gets rid of a coaster.")
        return ngettext(
            "Handing out: {count} coaster in the middle",
            "Handing out: {count} coasters in the middle",
            middle,
        ).format(count=middle)
    search = c.search
    rules = c.rules
    if search is not None and rules is not None and rules.searches is not None:
        index, playoff = search
        if playoff:
            return _("Playoff search among the players with the most tally marks")
        return _("Search {number} of {total}").format(number=index + 1, total=rules.searches)
    return ""


def beat_text(c: GameController) -> str:
    """What the player to throw must do to stay out of trouble, in the preset's words."""
    rules = c.rules
    if c.is_over or c.shown_seat is None or rules is None:
        return ""
    if c.round_result(c.shown_seat) is not None:  # their turn is over: nothing to beat
        return ""
    call = c.shown_call
    if rules.has_call and call is None:
        return _("The leader plays first and then calls how this round is scored.")
    if call is not None and call.sand:
        return _("Under sand, a result with no one and no six succeeds; a later failure is worse.")
    if rules.ranking is Ranking.CLASSIC:
        lowest = c.lowest_shown()
        if lowest is None:
            return _("Leading: no result to beat yet.")
        score, seats = lowest
        names = names_text([name_of(c, s) for s in seats])
        return _("To beat: {score} ({names}, the lowest so far)").format(score=score, names=names)
    ranking = c.ranking_so_far()
    if ranking is None or not ranking.worst:
        return _("Leading: no result to beat yet.")
    worst = ranking.worst[0]
    result = c.round_result(worst)
    name = name_of(c, worst)
    if result is None:  # pragma: no cover - the ranking only holds finished results
        return ""
    if rules.fish and is_fish(result.dice):
        return _(
            "To stay clear: any one or six beats {name}'s fish ({dice}); a fish needs fewer throws."
        ).format(name=name, dice=dice_text(result.dice))
    if rules.ranking is Ranking.PUB:
        return _(
            "To stay clear: beat {score} ({name}, the worst so far); the same with fewer"
            " throws also beats it."
        ).format(score=result.score, name=name)
    if call is not None and not call.high:
        return _(
            "To stay clear: get under {score} ({name}, the worst so far); matching is not beating."
        ).format(score=result.score, name=name)
    return _(
        "To stay clear: beat {score} ({name}, the worst so far); matching is not beating."
    ).format(score=result.score, name=name)


def prompt_text(c: GameController) -> str:
    """What to do next, with the keys."""
    if c.is_over:
        return ""
    seat = c.shown_seat
    if c.awaiting_human:
        if c.call_due():
            return _("Choose the call below, then press Enter.")
        if c.shown_throws == 0:
            return _("Press Throw (Space) to throw all three dice.")
        if c.can_turn_sixes():
            return _("You may turn two sixes (T): one becomes a held one, the other is thrown.")
        if len(c.held) == 3:
            return _("All three dice are held: Stop (Enter) keeps them.")
        if c.can_throw() and c.final:
            return _(
                "Dice marked FINAL stay held. Hold more (1, 2, 3), then Throw (Space) or"
                " Stop (Enter)."
            )
        if c.can_throw():
            return _(
                "Click dice or press 1, 2, 3 to hold them, then Throw (Space) again"
                " or Stop (Enter)."
            )
        if not c.can_stop():
            return _("Throw (Space): the die in the cup must be thrown.")
        return _("Stop (Enter) to keep this result.")
    # Thinking only while the CPU's turn goes on: not in the pause after it (issue 15).
    if seat is not None and c.players[seat].is_cpu and c.busy and c.round_result(seat) is None:
        return _("{name} is thinking… (N skips ahead)").format(name=name_of(c, seat))
    if c.busy:
        return _("Next up in a moment… (N skips ahead)")
    return ""


def hint_text(c: GameController, hint: Any) -> str:
    """The best action and its chance of avoiding the loss."""
    best = getattr(hint, "best", None)
    if best is None:
        options = getattr(hint, "options", ())
        best = options[0] if options else None
    if best is None:
        return _("No hint for this position.")
    # Written as the language writes percentages: 71% in English, 71 % in German.
    chance = format_percent(round(100 * float(getattr(best, "p_avoid_loss", 0.0))) / 100)
    action = getattr(best, "action", None)
    if isinstance(action, MakeCall):
        # Translators: {call} is e.g. "ones count 100, sixes 60, the highest result is
        # best"; {chance} is a percentage already written for your language.
        return _("Hint: call {call} — {chance} chance of avoiding the loss.").format(
            call=call_text(action.call), chance=chance
        )
    if isinstance(action, TurnSixes):
        # Translators: {chance} is a percentage already written for your language.
        return _("Hint: turn the sixes — {chance} chance of avoiding the loss.").format(
            chance=chance
        )
    if isinstance(action, Stop):
        # Translators: {chance} is a percentage already written for your language
        # (71% or 71 %); write no % sign of your own.
        return _("Hint: stop now — {chance} chance of avoiding the loss.").format(chance=chance)
    hold = sorted(getattr(action, "hold", frozenset())) if isinstance(action, Throw) else []
    if not hold:
        # Translators: {chance} is a percentage already written for your language
        # (71% or 71 %); write no % sign of your own.
        return _("Hint: throw all three dice — {chance} chance of avoiding the loss.").format(
            chance=chance
        )
    faces = c.shown_faces or (0, 0, 0)
    which = names_text(
        [_("die {number} ({face})").format(number=p + 1, face=faces[p]) for p in hold]
    )
    # Translators: {chance} is a percentage already written for your language (71% or
    # 71 %); write no % sign of your own. {dice} is e.g. "die 1 (6) and die 3 (1)".
    return _("Hint: hold {dice} and throw the rest — {chance} chance of avoiding the loss.").format(
        dice=which, chance=chance
    )
