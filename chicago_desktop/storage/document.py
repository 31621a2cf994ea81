"""Reading one of the game's JSON files without ever failing the start of the game.

Every file is untrusted input: it may be truncated, garbage, of the wrong shape or written
by a newer version. :func:`load_document` turns any of these into the default value plus a
:class:`Notice`, after moving the bad file aside (it is kept for a bug report, and the next
start does not repeat the notice because the file is gone). A missing file is simply the
default, with no notice: that is every first start.

The notice is translated when it is *read*, not when the file is loaded: settings are loaded
before the language they name is switched on, and the message must appear in that language.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

from ..i18n import _
from ..json_text import JsonTextError, load_json, read_regular
from .atomic import remove_stale_temporaries, set_aside

T = TypeVar("T")


class BadDocument(ValueError):
    """A file's content cannot be used; ``newer`` when a later version of the game wrote it."""

    def __init__(self, reason: str, *, newer: bool = False) -> None:
        super().__init__(reason)
        self.newer = newer


@dataclass(frozen=True, slots=True)
class Notice:
    """A message for the player, kept untranslated until it is shown.

    ``message`` is a msgid marked with ``N_``; ``file`` fills its ``{file}`` placeholder.
    """

    message: str
    file: str

    def text(self) -> str:
        """The message in the current language."""
        return _(self.message).format(file=self.file)


@dataclass(frozen=True, slots=True)
class FileKind:
    """The two notices of one kind of file: damaged, or from a newer version."""

    damaged: str
    newer: str


@dataclass(frozen=True, slots=True)
class Loaded(Generic[T]):
    """A loaded value and, when a bad file was set aside, the notice to show once."""

    value: T
    problem: Notice | None = None

    @property
    def notice(self) -> str | None:
        """The one-sentence message for the player in the current language, or None."""
        return None if self.problem is None else self.problem.text()


def read_limited(path: Path, max_bytes: int) -> bytes:
    """The bytes of ``path``; BadDocument if it is larger than ``max_bytes``.

    Only ``max_bytes + 1`` bytes are ever read, so a huge file costs no memory. A FIFO or a
    device is refused before it is read (``NotRegularFile``, an OSError): it would block or
    never end.
    """
    data = read_regular(path, max_bytes)
    if len(data) > max_bytes:
        raise BadDocument(f"larger than {max_bytes} bytes")
    return data


def decode_json(data: bytes) -> object:
    """Parse JSON bytes; any problem (encoding, syntax, nesting, huge numbers, a lone
    surrogate that could not be written back) is BadDocument (see :mod:`..json_text`)."""
    try:
        return load_json(data)
    except JsonTextError as exc:
        raise BadDocument(str(exc)) from None


def encode_json(obj: object) -> bytes:
    """The bytes the game writes: UTF-8 JSON, indented for a human reading a bug report."""
    text = json.dumps(obj, ensure_ascii=False, indent=2, allow_nan=False)
    return (text + "\n").encode("utf-8")


def load_document(
    path: Path | Callable[[], Path],
    parse: Callable[[bytes], T],
    default: T,
    kind: FileKind,
    *,
    max_bytes: int,
) -> Loaded[T]:
    """Read ``path`` with ``parse``; on any problem set the file aside and return ``default``.

    ``parse`` raises :class:`BadDocument` for content it cannot use. An unreadable file
    (permissions, I/O error) counts as bad too: the game must start regardless. ``path`` may
    be a function giving the path, for the folder functions of :mod:`.paths` that create
    the folder: when that fails (a read-only home) there is nothing to read, and saving will
    report the problem.
    """
    try:
        path = path() if callable(path) else path
    except OSError:
        return Loaded(default)
    remove_stale_temporaries(path)
    try:
        value = parse(read_limited(path, max_bytes))
    except FileNotFoundError:
        return Loaded(default)
    except BadDocument as exc:
        return Loaded(default, recover(path, kind.newer if exc.newer else kind.damaged))
    except OSError:
        return Loaded(default, recover(path, kind.damaged))
    return Loaded(value)


def recover(path: Path, message: str) -> Notice:
    """Set ``path`` aside and name the kept file in the notice.

    If it cannot be moved (a read-only folder) the notice names the file where it is; the
    next successful save replaces it.
    """
    try:
        kept = set_aside(path)
    except OSError:
        kept = path
    return Notice(message, str(kept))
