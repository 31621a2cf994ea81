"""Finished matches the statistics file could not take yet, kept until it can.

When saving the statistics fails (a full disk, the file locked by a stuck copy) the
finished match used to live only in the autosave, and the next match overwrote it: 41
matches finished, 0 recorded. Such a match is now written to a small queue beside the
statistics, ``statistics-pending.json`` (same format as one entry of the statistics file),
which is far more likely to fit on a nearly full disk than a rewrite of years of matches.
Every later successful save of the statistics takes the queued matches in and empties the
queue; loading the statistics shows them already, so no figure goes missing meanwhile.

The queue has its own lock (never the statistics lock), so a copy of the game stuck while
holding the statistics lock cannot stop another from queueing. Recording is idempotent
(match ids come from the record), so a match queued twice or queued and recorded is still
counted once.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Final

from ..atomic import set_aside, write_atomic
from ..document import BadDocument, decode_json, read_limited
from ..lock import file_lock
from .codec import match_from_json, match_to_json
from .model import LogEntry, RoundEntry
from .twelve import is_twelve

PENDING_FILE: Final = "statistics-pending.json"
#: 2 when the queue holds a game of Chicago 2–12 (as the statistics file, see its codec).
PENDING_VERSION: Final = 2
#: A queue is a handful of matches; far more means damage, not a full disk for years.
MAX_PENDING_BYTES: Final = 4 * 1024 * 1024
MAX_PENDING: Final = 1000


def pending_path(statistics_file: Path) -> Path:
    """The queue that belongs to ``statistics_file``."""
    return statistics_file.with_name(PENDING_FILE)


def _decode(data: bytes) -> tuple[LogEntry, ...]:
    obj = decode_json(data)
    version = obj.get("version") if isinstance(obj, dict) else None
    if not isinstance(obj, dict) or version not in (1, PENDING_VERSION):
        raise BadDocument(f"a pending queue is an object of version 1 or {PENDING_VERSION}")
    raw = obj.get("matches")
    if not isinstance(raw, list) or len(raw) > MAX_PENDING:
        raise BadDocument(f"'matches' is a list of at most {MAX_PENDING}")
    memo: dict[str, RoundEntry] = {}
    assert isinstance(version, int)
    return tuple(match_from_json(m, memo, version=version) for m in raw)


def _encode(entries: tuple[LogEntry, ...]) -> bytes:
    twelve = any(is_twelve(e) for e in entries)
    doc = {
        "version": PENDING_VERSION if twelve else 1,
        "matches": [match_to_json(e) for e in entries],
    }
    return (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def read_pending(path: Path) -> tuple[LogEntry, ...]:
    """The queued matches; a damaged queue is set aside (it cannot be trusted) and empty."""
    try:
        return _decode(read_limited(path, MAX_PENDING_BYTES))
    except FileNotFoundError:
        return ()
    except (BadDocument, OSError):
        with contextlib.suppress(OSError):
            set_aside(path)
        return ()


def add_pending(path: Path, entries: tuple[LogEntry, ...], *, timeout: float) -> None:
    """Queue ``entries`` (known ids are kept once); OSError or TimeoutError on failure."""
    with file_lock(path, timeout=timeout):
        queued = read_pending(path)
        known = {e.id for e in queued}
        new = tuple(e for e in entries if e.id not in known)
        if new:
            write_atomic(path, _encode(queued + new))


def drop_pending(path: Path, recorded: frozenset[str], *, timeout: float) -> None:
    """Remove the queued matches whose ids are in ``recorded`` (now in the statistics)."""
    with file_lock(path, timeout=timeout):
        left = tuple(e for e in read_pending(path) if e.id not in recorded)
        if left:
            write_atomic(path, _encode(left))
        else:
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
