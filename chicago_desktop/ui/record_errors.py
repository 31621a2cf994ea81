"""Why a record was refused, in the player's language (issue 15).

The engine and the record reader stay Qt-free and English: their one-line messages are
the machine output that RECORDS.md and ``replay``'s exit-2 line define (actions counted
from 0). They also carry the reason as data (``code``, ``values``); this module turns it
into a translated sentence for the window, with actions and dice counted from 1 as
people count them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final

from ..i18n import _, ngettext
from ..records import RecordError

Values = Mapping[str, int | str]


def _number(values: Values, key: str = "position") -> int | str:
    value = values.get(key, "?")
    return value + 1 if isinstance(value, int) else value


#: One sentence per reason code of the engine (IllegalAction) and the record reader.
REASONS: Final[dict[str, Callable[[Values], str]]] = {
    "no_such_die": lambda v: _("There is no die {position}.").format(position=v.get("position")),
    "held_twice": lambda v: _("Die {number} is held twice.").format(number=_number(v)),
    "turn_over": lambda v: _("The turn is already over."),
    "cap_reached": lambda v: ngettext(
        "The cap of {cap} throw is reached.", "The cap of {cap} throws is reached.", int(v["cap"])
    ).format(cap=v["cap"]),
    "past_cap": lambda v: ngettext(
        "A throw past the cap of {cap} throw.",
        "A throw past the cap of {cap} throws.",
        int(v["cap"]),
    ).format(cap=v["cap"]),
    "first_throw_all": lambda v: _("The first throw of a turn throws all three dice."),
    "hold_all_three": lambda v: _("Holding all three dice means stopping, not throwing."),
    "cup_held": lambda v: _("The die in the cup after turning sixes must be thrown."),
    "final_released": lambda v: _("Die {number} is held for good and may not be released.").format(
        number=_number(v)
    ),
    "no_sixes": lambda v: _("This game does not turn sixes."),
    "no_dice_to_turn": lambda v: _("There are no dice to turn."),
    "throw_after_sixes": lambda v: _("After turning sixes the next action is a throw."),
    "sixes_need_throw": lambda v: _("Turning sixes needs a throw left."),
    "sixes_needed": lambda v: _("Two sixes that are not held for good are needed."),
    "faces_count": lambda v: ngettext(
        "{thrown} die is thrown, but {given} faces are given.",
        "{thrown} dice are thrown, but {given} faces are given.",
        int(v["thrown"]),
    ).format(thrown=v["thrown"], given=v["given"]),
    "face_range": lambda v: _("A die shows 1 to 6, not {face}.").format(face=v.get("face")),
    "stop_first": lambda v: _("A turn starts with a throw."),
    "match_over": lambda v: _("The match is already over."),
    "no_call": lambda v: _("This game has no call."),
    "call_moment": lambda v: _("A call is made only right after the leader's turn."),
    "sand_only_tschigg": lambda v: _("Sand is called only in tschigg."),
    "call_first": lambda v: _("The leader must make the call first."),
    "call_shape": lambda v: _("A call is sand, or ones, sixes and a direction."),
    "call_ones": lambda v: _("Ones count 100 or 1."),
    "call_sixes": lambda v: _("Sixes count 60 or 6."),
    "call_direction": lambda v: _("The direction is high or low."),
    "hold_positions": lambda v: _("The held dice must be different dice of the three."),
}


def reason_text(error: RecordError) -> str:
    """The reason in the current language, with its rule; the English line when the
    reason has no sentence of its own (a file that is not a record at all)."""
    sentence = REASONS.get(error.code)
    if sentence is None:
        return str(error)
    text = sentence(error.values)
    if error.rule and error.rule != "RECORDS":
        # Translators: a reason and the number of the rule it breaks, e.g. "(R5)".
        text = _("{reason} (rule {rule})").format(reason=text, rule=error.rule)
    return text


def refusal_text(error: RecordError) -> str:
    """The main line of the Open record dialog: which action (from 1) breaks a rule."""
    if error.index is None:
        return _("This record cannot be opened: it is not a valid Chicago game record.")
    return _(
        "This record cannot be opened: action {number} breaks a rule, so none of it was applied."
    ).format(number=error.index + 1)
