"""The command-line side of Chicago 2–12 records: ``replay`` prints them, ``hint`` refuses.

``chicago_desktop.commands`` calls these first; each returns None for a file that is not a
record naming a game (a three-dice record, or one it cannot read at all), which the
three-dice command then reads and reports as before.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..commands.output import error, visible_players
from ..i18n import _
from ..records.errors import RecordError
from .records import (
    decode,
    is_two_to_twelve,
    outcome_text_json,
    parse_record,
    read_file,
    replay_record,
)
from .report import game_text


def _decoded_if_named_game(path: str | Path) -> dict[str, object] | None:
    """The decoded record if the file is one that names its game, else None."""
    try:
        obj = decode(read_file(path))
    except RecordError:
        return None
    return obj if isinstance(obj, dict) and is_two_to_twelve(obj) else None


def replay_command(path: str | Path, *, as_json: bool) -> int | None:
    """Replay a Chicago 2–12 record: exit 0, or 2 with one line for an invalid one."""
    data = _decoded_if_named_game(path)
    if data is None:
        return None
    try:
        record = parse_record(data)
    except RecordError as exc:
        error(_("invalid record: {reason}").format(reason=exc))
        return 2
    if as_json:
        print(outcome_text_json(replay_record(record).game))
    else:
        print(game_text(record, visible_players(record.players)))
    return 0


def hint_command(path: str | Path) -> int | None:
    """``hint`` on a Chicago 2–12 record: there is never a decision, so exit 2 with one line."""
    data = _decoded_if_named_game(path)
    if data is None:
        return None
    try:
        parse_record(data)
    except RecordError as exc:
        error(_("invalid record: {reason}").format(reason=exc))
        return 2
    print(
        _(
            "no decision to hint: in Chicago 2–12 every player simply throws the dice; "
            "there is nothing to choose."
        ),
        file=sys.stderr,
    )
    return 2
