"""Loading, saving and resetting the statistics file, safely between running copies.

Two copies of the game may both finish matches. Each keeps the statistics it loaded at
start, so a plain save would drop the matches the other copy saved meanwhile. Saving is
therefore *compare and merge under an advisory lock* (:mod:`..lock`): holding the lock, the
file is read again, merged with the copy in memory by match id (:func:`.model.merge`), and
written atomically. A merge cannot double count (ids are derived from the match) and
cannot revive matches a reset forgot (the reset's moment travels with the file). Loading
needs no lock: atomic replacement means a reader always sees a whole file.
"""

from __future__ import annotations

import contextlib
from datetime import datetime
from pathlib import Path
from typing import Final

from ...engine import Match
from ...i18n import N_
from ...records import PlayerInfo
from ..atomic import set_aside, write_atomic
from ..document import BadDocument, FileKind, Loaded, load_document, read_limited
from ..lock import file_lock
from ..paths import statistics_path
from .codec import MAX_STATISTICS_BYTES, decode_statistics, encode_statistics
from .model import Statistics, aware, merge, record_match

STATISTICS_FILE_KIND: Final = FileKind(
    # Translators: {file} is the full path where the unreadable statistics file was kept.
    damaged=N_(
        "Your statistics could not be read and start again from zero; "
        "the old file was kept as {file}."
    ),
    # Translators: {file} is the full path where the statistics file was kept.
    newer=N_(
        "Your statistics were saved by a newer version of Chicago and start again from zero "
        "here; the file was kept as {file}."
    ),
)


def load_statistics(path: Path | None = None) -> Loaded[Statistics]:
    """The saved statistics, or none (with a notice if a bad file was set aside)."""
    return load_document(
        path if path is not None else statistics_path,
        decode_statistics,
        Statistics(),
        STATISTICS_FILE_KIND,
        max_bytes=MAX_STATISTICS_BYTES,
    )


def _read_for_merge(path: Path) -> Statistics:
    """The file as it is now; a file gone bad since loading is kept aside, not merged."""
    try:
        return decode_statistics(read_limited(path, MAX_STATISTICS_BYTES))
    except FileNotFoundError:
        return Statistics()
    except (BadDocument, OSError):
        with contextlib.suppress(OSError):
            set_aside(path)
        return Statistics()


def save_statistics(stats: Statistics, path: Path | None = None) -> Statistics:
    """Merge ``stats`` into the file and return what the file now holds.

    The result includes matches another running copy saved; show it instead of ``stats``.
    Raises OSError when the file cannot be written, TimeoutError when another copy holds
    the lock for too long.
    """
    target = path if path is not None else statistics_path()
    with file_lock(target):
        merged = merge(stats, _read_for_merge(target))
        write_atomic(target, encode_statistics(merged))
    return merged


def record_and_save(
    match: Match,
    players: tuple[PlayerInfo, ...],
    finished_at: datetime,
    path: Path | None = None,
) -> Statistics:
    """Add one finished match straight to the file (no statistics loaded beforehand)."""
    return save_statistics(record_match(Statistics(), match, players, finished_at), path)


def reset_statistics(path: Path | None = None, *, now: datetime | None = None) -> Statistics:
    """Forget every match finished until ``now`` (default: this moment) and return the result."""
    stats = Statistics(reset_at=aware(now if now is not None else datetime.now()))
    target = path if path is not None else statistics_path()
    with file_lock(target):
        write_atomic(target, encode_statistics(stats))
    return stats
