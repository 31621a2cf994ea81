"""``chicago-desktop replay FILE [--json]``: print a record as a person or a program reads it."""

from __future__ import annotations

import argparse

from ..i18n import _
from ..records import RecordError, load_record, outcome_text_json, replay_record
from ..records.report import match_text
from ..two_to_twelve.command import replay_command
from .output import error, visible_players


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register the subcommand."""
    p = sub.add_parser(
        "replay",
        help=_("replay a game record and print what happened"),
        description=_("Replay a game record through the rules engine and print the match."),
    )
    p.add_argument("file", help=_("the record (JSON) to replay"))
    p.add_argument("--json", action="store_true", help=_("print the outcome as JSON"))
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Replay; exit 0 for a valid record, 2 with a one-line message otherwise."""
    # A record naming its game (Chicago 2–12) is read by its own package; others are ours.
    two_to_twelve = replay_command(args.file, as_json=args.json)
    if two_to_twelve is not None:
        return two_to_twelve
    try:
        replayed = replay_record(load_record(args.file))
    except RecordError as exc:
        error(_("invalid record: {reason}").format(reason=exc))
        return 2
    if args.json:
        print(outcome_text_json(replayed.match))
    else:
        print(match_text(replayed.match, visible_players(replayed.players), replayed.events))
    return 0
