"""The host's answers in this computer's language: every computer words them itself.

The protocol carries codes (net/protocol.py REJECTIONS); the host's English reason is only
a fallback for a code this version does not know.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...i18n import _
from ...texts import preset_name


def rejection_text(code: str, rule: str, reason: str) -> str:
    """A refused action as one sentence, naming the rule where there is one."""
    texts = {
        "not_your_seat": _("That seat is played at another computer."),
        "not_your_turn": _("It is not that seat's turn."),
        "stale": _("The table had already moved on; try again."),
        "waiting": _("The scored round waits for someone to press Continue."),
        "host_throws": _("Only the host's game throws the dice."),
        "illegal": _("The rules do not allow that now."),
        "malformed": _("The host did not understand that action."),
        "not_started": _("The match has not started yet."),
        "over": _("The match is over."),
    }
    text = texts.get(code, reason)
    if rule:
        # Translators: a refused action and the rule that refused it, e.g. "… (R8)".
        return _("{sentence} ({rule})").format(sentence=text, rule=rule)
    return text


def game_name(rules: Mapping[str, object]) -> str:
    """The game a party's ``rules`` name: a preset (R40) or Chicago 2–12 (R60)."""
    if rules.get("game") == "chicago-2-12":
        return _("Chicago 2–12")
    return preset_name(str(rules.get("preset", "")))


def variations_text(rules: Mapping[str, object]) -> str:
    """The Chicago 2–12 variations in play (R61), e.g. "Three dice · Reverse"; or nothing."""
    if rules.get("game") != "chicago-2-12":
        return ""
    parts = []
    if rules.get("dice") == 3:
        parts.append(_("Three dice"))
    if rules.get("order") == "down":
        parts.append(_("Reverse"))
    if rules.get("teams") is True:
        parts.append(_("Teams"))
    if rules.get("elimination") is True:
        parts.append(_("Elimination"))
    return " · ".join(parts) if parts else _("No variations")
