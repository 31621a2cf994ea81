"""Text from a file, made safe to print: control characters shown, not obeyed.

A record's player names are chosen by whoever wrote the file. Printed raw, ``ESC ] 0 ;``
retitles the terminal, ``ESC [ 2 J`` clears it, a carriage return overwrites the line
before it, and a newline in a path makes one error look like two. :func:`visible` keeps
every printable character (any script, emoji) and writes each control, format, separator
or surrogate character as a Python-style escape (``\\x1b``, ``\\u202e``), so a name is
shown as what it is. :func:`quoted` does the same inside quotes, for paths and values in
error messages. Plain Python, no Qt, so records, storage and the command line share it.
"""

from __future__ import annotations

import unicodedata
from typing import Final

#: Categories shown escaped: controls, format characters (bidi overrides), line and
#: paragraph separators, surrogates, private use and unassigned code points.
_HIDDEN: Final = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"})
#: Format characters that belong to ordinary writing: zero-width (non-)joiners join
#: emoji and shape Persian and Indic scripts; they move no cursor.
_KEPT: Final = frozenset({"\u200c", "\u200d", " "})


def _escape(ch: str) -> str:
    code = ord(ch)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def visible(text: str) -> str:
    """``text`` with every character a terminal would act on written as an escape.

    A backslash stays a backslash: the output is for reading, not for parsing back.
    """
    if text.isprintable():  # the common case, in C: nothing to escape
        return text
    return "".join(
        _escape(ch) if ch not in _KEPT and unicodedata.category(ch) in _HIDDEN else ch
        for ch in text
    )


def quoted(text: str, limit: int = 200) -> str:
    """``text`` made visible, cut to about ``limit`` characters and put in quotes."""
    shown = visible(text)
    if len(shown) > limit:
        shown = shown[: limit - 1] + "…"
    return f"'{shown}'"
