"""``chicago-desktop review FILE [--seat N] [--json]``: each decision next to Expert's.

By default the decisions of every human seat are reviewed; ``--seat N`` (counted from 0,
as the record's ``players`` and ``hint``'s ``seat``) reviews that one seat, a CPU seat
too. The JSON is a list of ``{"action_index", "seat", "played", "expert", "p_played",
"p_expert"}``, the costliest first (:mod:`chicago_desktop.review.decisions`). A Chicago 2–12
record is valid but has no decisions: the text says so and the JSON is ``[]``. An
invalid record exits 2 with one line, as ``replay`` does.
"""

from __future__ import annotations

import argparse
import json

from ..i18n import _
from ..records import RecordError, load_record
from .output import error, visible_players


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register the subcommand."""
    p = sub.add_parser(
        "review",
        help=_("compare each decision in a game record with the Expert CPU's"),
        description=_(
            "Replay a game record and list each decision of the human players (or of one "
            "seat) with what the Expert CPU would have played and the exact chance each "
            "choice gave in its round, the costliest decisions first."
        ),
    )
    p.add_argument("file", help=_("the record (JSON) to review"))
    p.add_argument(
        "--seat",
        type=int,
        metavar="N",
        help=_("review only this seat, counted from 0 as in the record"),
    )
    p.add_argument("--json", action="store_true", help=_("print the review as JSON"))
    p.set_defaults(run=run)


def _two_to_twelve(path: str, as_json: bool) -> int | None:
    """A Chicago 2–12 record: nothing to decide, so nothing to review (None: not one)."""
    from ..two_to_twelve.records import decode, is_two_to_twelve, parse_record, read_file

    try:
        obj = decode(read_file(path))
    except RecordError:
        return None
    if not (isinstance(obj, dict) and is_two_to_twelve(obj)):
        return None
    try:
        parse_record(obj)
    except RecordError as exc:
        error(_("invalid record: {reason}").format(reason=exc))
        return 2
    if as_json:
        print("[]")
    else:
        print(
            _(
                "There are no decisions to review: in Chicago 2–12 every player simply "
                "throws the dice; there is nothing to choose."
            )
        )
    return 0


def run(args: argparse.Namespace) -> int:
    """Print the review; exit 2 with one line for an invalid record or seat."""
    from ..review import decision_json, review_record
    from ..review.words import review_text

    two_to_twelve = _two_to_twelve(args.file, args.json)
    if two_to_twelve is not None:
        return two_to_twelve
    try:
        record = load_record(args.file)
        decisions = review_record(record, args.seat)
    except RecordError as exc:
        error(_("invalid record: {reason}").format(reason=exc))
        return 2
    if args.json:
        print(json.dumps([decision_json(d) for d in decisions], indent=2))
    else:
        print(review_text(decisions, visible_players(record.players)))
    return 0
