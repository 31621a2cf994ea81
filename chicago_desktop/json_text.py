"""The one door through which every file of the game is read as JSON: UTF-8, and real text.

Every reader (game records from the command line, File ▸ Open and the autosave; settings;
statistics; tutorial progress) decodes its bytes here, so they all accept the same input:

- **UTF-8 only, no byte order mark.** ``json.loads`` on bytes would also take UTF-16 and
  UTF-32 and skip a BOM, while the game writes plain UTF-8; a file the command line
  accepted must not be one the autosave loader refuses, so both refuse the others.
- **No lone surrogates.** A JSON escape such as ``"\\ud800"`` decodes to a Python string
  that no UTF-8 writer can encode (``UnicodeEncodeError``, which is not an ``OSError``), so
  a name read with one could never be saved again: the autosave, the statistics and the
  settings would fail on every later write. The policy is to *refuse* such a document at
  this boundary, as damaged, rather than to change a name behind the player's back (a
  replaced name would also change the match's id in the statistics). Surrogate *pairs*
  (``"\\ud83d\\ude00"``) are one character after decoding and are fine.

What passes here can therefore always be written back. Control characters are valid text
and are kept; the command line shows them escaped (``chicago_desktop.commands.output``).

Files are opened by :func:`read_regular`, which refuses anything but a regular file: a
FIFO in place of a record or of ``settings.json`` would otherwise block the reader forever
(opening a FIFO waits for a writer), and a device would be read without end.
"""

from __future__ import annotations

import codecs
import json
import os
import re
import stat
from pathlib import Path
from typing import Final

#: A lone surrogate as a character (only possible in a ``str`` given by a caller).
_SURROGATE: Final = re.compile("[\ud800-\udfff]")
#: An escape that may decode to a surrogate; only then is the decoded value searched.
_SURROGATE_ESCAPE: Final = re.compile(r"\\u[dD][89a-fA-F]")


class JsonTextError(ValueError):
    """The bytes are not a JSON document the game can read and write back (one line)."""


def load_json(data: bytes | str) -> object:
    """Decode a UTF-8 JSON document; JsonTextError for anything the game could not write."""
    if isinstance(data, bytes):
        if data.startswith(codecs.BOM_UTF8):
            raise JsonTextError("starts with a byte order mark; the file must be plain UTF-8")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise JsonTextError(f"not UTF-8 text (bad byte at offset {exc.start})") from None
    else:
        text = data
        if text.startswith("\ufeff"):
            raise JsonTextError("starts with a byte order mark; the file must be plain UTF-8")
        if _SURROGATE.search(text):
            raise JsonTextError(lone_surrogate_message())
    try:
        obj: object = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise JsonTextError(f"not valid JSON: {str(exc).splitlines()[0][:120]}") from None
    if _SURROGATE_ESCAPE.search(text) and has_lone_surrogate(obj):
        raise JsonTextError(lone_surrogate_message())
    return obj


def shown_value(value: object, limit: int = 40) -> str:
    """A bad value as an error message quotes it: short, on one line, never the whole list.

    A hostile record may hold megabytes in one field; the message says what kind of value
    it was instead of echoing it.
    """
    if isinstance(value, list):
        return f"a list of {len(value)} values"
    if isinstance(value, dict):
        return f"an object of {len(value)} keys"
    text = ascii(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def lone_surrogate_message() -> str:
    """The reason given for a document that holds a lone surrogate."""
    return "holds a lone surrogate (such as \\ud800), which is not text and cannot be saved"


def has_lone_surrogate(obj: object) -> bool:
    """True when any string in ``obj`` (keys included, at any depth) holds a lone surrogate."""
    stack = [obj]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if _SURROGATE.search(item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return False


def is_writable_text(text: str) -> bool:
    """True when ``text`` can be written as UTF-8 (it holds no lone surrogate)."""
    return _SURROGATE.search(text) is None


class NotRegularFile(OSError):
    """The path names a FIFO, a device, a socket or a folder, not a file to read."""


#: Opening a FIFO without a writer returns at once with O_NONBLOCK instead of waiting.
_OPEN_FLAGS: Final = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


def read_regular(path: Path, max_bytes: int) -> bytes:
    """At most ``max_bytes + 1`` bytes of the regular file ``path`` (callers check the size).

    Raises :class:`NotRegularFile` for anything else, before a single byte is read, and
    OSError as ``open`` does (FileNotFoundError for a missing file). The file type is
    checked on the opened descriptor, so a file swapped in between cannot slip through.
    """
    fd = os.open(path, _OPEN_FLAGS)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFile(f"{path} is not a regular file")
        chunks: list[bytes] = []
        left = max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1024 * 1024))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)
