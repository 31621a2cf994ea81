"""``chicago-desktop hint FILE [--json]``: the options of the player to move in a record.

The record must stop where a player is to decide (an autosave does): a throw, a hold,
stopping, turning sixes, or the leader's call. Each option is printed with its chances of
avoiding this rolling round's worst and of being its best under optimal play by everyone
still to throw, best first for the round's objective (see :mod:`chicago_desktop.ai.hints`).
"""

from __future__ import annotations

import argparse
import json

from ..ai import Hint, HintOption, NotDecidable, hint
from ..engine import MakeCall, Match, MatchStructure, Stop, Throw, TurnSixes
from ..i18n import _, format_percent, ngettext
from ..records import RecordError, load_record, replay_record
from ..records.model import PlayerInfo, action_to_json
from ..records.report import call_text
from ..texts import dice_text
from ..two_to_twelve.command import hint_command
from .output import error, visible_players


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register the subcommand."""
    p = sub.add_parser(
        "hint",
        help=_("show the options of the player to move in a game record"),
        description=_(
            "Read a game record that stops where a player must decide and print each option "
            "with its chances of avoiding the worst place and of taking the best place in "
            "this round, best first for what the round is played for."
        ),
    )
    p.add_argument("file", help=_("the record (JSON) to read"))
    p.add_argument("--json", action="store_true", help=_("print the hint as JSON"))
    p.set_defaults(run=run)


def option_json(option: HintOption) -> dict[str, object]:
    """One option as the ``--json`` output writes it."""
    action: dict[str, object]
    if isinstance(option.action, Throw):
        action = {"hold": sorted(option.action.hold)}
    else:
        action = action_to_json(option.action)
    return {"action": action, "p_avoid_loss": option.p_avoid_loss, "p_best": option.p_best}


def hint_json(h: Hint) -> dict[str, object]:
    """The ``--json`` object: seat, best option and every option best first."""
    return {
        "seat": h.seat,
        "objective": h.objective,
        "best": option_json(h.best),
        "options": [option_json(o) for o in h.options],
    }


def option_text(option: HintOption, match: Match) -> str:
    """One option in words, e.g. 'Hold 1·6 (dice 1, 2) and throw the rest'."""
    turn = match.turn
    if isinstance(option.action, Stop):
        return _("Stop")
    if isinstance(option.action, TurnSixes):
        return _("Turn two sixes")
    if isinstance(option.action, MakeCall):
        return _("Call {call}").format(call=call_text(option.action.call))
    if turn is None or turn.faces is None or turn.throws == 0:
        return _("Throw all three dice")
    held = sorted(option.action.hold)
    if not held:
        return _("Throw all three dice again")
    faces = tuple(turn.faces[p] for p in held)
    return ngettext(
        "Hold {dice} (die {positions}) and throw the rest",
        "Hold {dice} (dice {positions}) and throw the rest",
        len(held),
    ).format(dice=dice_text(faces), positions=", ".join(str(p + 1) for p in held))


def _objective_line(objective: str) -> str:
    if objective == "best":
        return _("Chance of being the best this round, best first:")
    if objective == "both":
        # Translators: a hint's heading when both places of a round matter (tschigg clearing).
        return _("Chance of being the best and of avoiding the worst this round, best first:")
    return _("Chance of avoiding the loss this round, best first:")


def hint_text(h: Hint, match: Match, players: tuple[PlayerInfo, ...]) -> str:
    """The readable hint."""
    turn = match.turn
    lines = [_("{name} to play").format(name=players[h.seat].name)]
    if turn is not None and turn.faces is not None and turn.throws > 0:
        lines.append(
            _("Dice {dice} ({score}), throw {throws} of {cap}").format(
                dice=dice_text(turn.faces),
                score=match.score_of(turn.faces),
                throws=turn.throws,
                cap=turn.cap,
            )
        )
    elif turn is None and match.results:
        lines.append(_("Dice {dice}").format(dice=dice_text(match.results[0].dice)))
    lowest = match.lowest_so_far()
    if lowest is not None and match.rules.match is MatchStructure.LOSSES:
        lines.append(_("Lowest so far: {score}").format(score=lowest))
    lines.append(_objective_line(h.objective))
    for option in h.options:
        if h.objective == "best":
            percent = f"{format_percent(option.p_best, digits=1):>7}"
        elif h.objective == "both":
            percent = (
                f"{format_percent(option.p_best, digits=1):>7} "
                f"{format_percent(option.p_avoid_loss, digits=1):>7}"
            )
        else:
            percent = f"{format_percent(option.p_avoid_loss, digits=1):>7}"
        lines.append(f"  {percent}  {option_text(option, match)}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Print the hint; exit 2 with a one-line message if there is no decision to hint."""
    two_to_twelve = hint_command(args.file)  # Chicago 2–12 has no decisions to hint
    if two_to_twelve is not None:
        return two_to_twelve
    try:
        replayed = replay_record(load_record(args.file))
    except RecordError as exc:
        error(_("invalid record: {reason}").format(reason=exc))
        return 2
    match = replayed.match
    try:
        h = hint(match)
    except NotDecidable as exc:
        error(_("no decision to hint: {reason}").format(reason=exc))
        return 2
    if args.json:
        print(json.dumps(hint_json(h), indent=2))
    else:
        print(hint_text(h, match, visible_players(replayed.players)))
    return 0
