"""What the subcommands print: names made visible, error lines kept to one short line.

Names and paths come from files anyone can write. Printed raw, escape sequences in a
record's names would reach the terminal (retitle it, clear it) and a huge value quoted in
an error would print megabytes. Every subcommand prints through these helpers instead of
formatting untrusted text itself; the report and hint texts stay as they are and simply
receive seats whose names are already visible (:func:`visible_players`).
"""

from __future__ import annotations

import sys
from dataclasses import replace
from typing import Final

from ..records.model import PlayerInfo
from ..visible_text import visible

#: An error line is at most this long, however long the value it complains about.
MAX_ERROR_CHARS: Final = 300


def visible_players(players: tuple[PlayerInfo, ...]) -> tuple[PlayerInfo, ...]:
    """The seats with control characters in their names shown as escapes (``\\x1b``)."""
    return tuple(replace(p, name=visible(p.name)) for p in players)


def one_line(text: str, limit: int = MAX_ERROR_CHARS) -> str:
    """``text`` on one line, control characters escaped, cut to ``limit`` characters."""
    shown = visible(text)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


def error(text: str) -> None:
    """Print one error line to standard error."""
    print(one_line(text), file=sys.stderr)
