"""The review in words: an option, a chance, a decision — for the window and ``review``.

People count actions from 1 ("action 5"), so these texts show ``action_index + 1``; the
JSON keeps the record's 0-based index (see :mod:`.decisions`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..ai import HintOption
from ..ai.round_hints import AVOID, BEST
from ..engine import MakeCall, Stop, Throw, TurnSixes
from ..i18n import _, format_decimal, format_percent, ngettext
from ..records import PlayerInfo
from ..records.report import call_text
from ..texts import dice_text
from .decisions import Decision


def option_words(option: HintOption, faces: tuple[int, int, int] | None) -> str:
    """An option in words, e.g. 'Keep 1·6 (dice 1, 2) and throw the rest'."""
    action = option.action
    if isinstance(action, Stop):
        return _("Stop")
    if isinstance(action, TurnSixes):
        return _("Turn two sixes")
    if isinstance(action, MakeCall):
        return _("Call {call}").format(call=call_text(action.call))
    assert isinstance(action, Throw)
    held = sorted(action.hold)
    if not held or faces is None:
        return _("Throw all three dice again")
    return ngettext(
        "Keep {dice} (die {positions}) and throw the rest",
        "Keep {dice} (dice {positions}) and throw the rest",
        len(held),
    ).format(
        dice=dice_text(tuple(faces[p] for p in held)),
        positions=", ".join(str(p + 1) for p in held),
    )


def objective_words(objective: str) -> str:
    """What the chances of a decision are the chance of (docs/ai.md)."""
    if objective == AVOID:
        return _("chance of avoiding the worst place this round")
    if objective == BEST:
        return _("chance of the best place this round")
    # Translators: tschigg's clearing phase: the best passes a coaster to the worst, so the
    # number is the chance of the best place minus the chance of the worst place.
    return _("chance of the best place minus chance of the worst place this round")


def chance_words(value: float) -> str:
    """A chance as people read it: '71.3%' (one decimal, the current language's way)."""
    return format_percent(value, digits=1)


def cost_words(decision: Decision) -> str:
    """What a decision cost against Expert's, in percentage points ('−14.9 points')."""
    points = round(decision.cost * 100, 1)
    if decision.same_as_expert or points == 0:
        return _("as Expert")
    if points < 0:  # Expert gave up some of this round for the match (classic)
        # Translators: a decision that gave more chance this round than Expert's choice.
        return _("+{points} points").format(points=format_decimal(-points))
    # Translators: how much chance a decision gave up against Expert's, in percentage points.
    return _("−{points} points").format(points=format_decimal(points))


def decision_line(decision: Decision, players: Sequence[PlayerInfo]) -> str:
    """One decision on one line, for ``chicago-desktop review``."""
    return _(
        "Action {number} (round {round}), {name}: played “{played}” {p_played}; "
        "Expert: “{expert}” {p_expert} ({cost})"
    ).format(
        number=decision.action_index + 1,
        round=decision.round_index + 1,
        name=players[decision.seat].name,
        played=option_words(decision.played, decision.faces),
        p_played=chance_words(decision.p_played),
        expert=option_words(decision.expert, decision.faces),
        p_expert=chance_words(decision.p_expert),
        cost=cost_words(decision),
    )


def review_text(decisions: Sequence[Decision], players: Sequence[PlayerInfo]) -> str:
    """The readable review: the costliest decisions first, grouped under their objective."""
    if not decisions:
        return _("There are no decisions to review in this record.")
    lines = [
        ngettext(
            "{count} decision, the costliest first (actions counted from 1):",
            "{count} decisions, the costliest first (actions counted from 1):",
            len(decisions),
        ).format(count=len(decisions))
    ]
    for d in decisions:
        lines.append("  " + decision_line(d, players))
        lines.append("    " + objective_words(d.objective))
    return "\n".join(lines)
