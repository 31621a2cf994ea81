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
from ..document import BadDocument, FileKind, Loaded, Notice, load_document, read_limited
from ..lock import DEFAULT_TIMEOUT, WINDOW_TIMEOUT, file_lock
from ..paths import statistics_path
from .codec import (
    MAX_STATISTICS_BYTES,
    decode_statistics,
    decode_statistics_checked,
    encode_statistics,
)
from .model import LogEntry, Statistics, add_entries, aware, merge, record_match
from .pending import add_pending, drop_pending, pending_path, read_pending

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


CLOCK_NOTICE: Final = N_(
    # Translators: {file} is the full path of the statistics file.
    "Your statistics had been reset at a moment that is still in the future (was the "
    "clock wrong?), so every new match would have been dropped; the reset was moved "
    "back and new matches count again ({file})."
)


class NotRecorded(OSError):
    """A finished match could not be saved in the statistics.

    ``kept`` tells whether it went to the pending queue (:mod:`.pending`), from which the
    next successful save records it; ``cause`` is the error of the statistics save.
    """

    def __init__(self, cause: BaseException, *, kept: bool) -> None:
        super().__init__(str(getattr(cause, "strerror", None) or cause))
        self.cause = cause
        self.kept = kept


def _now() -> datetime:
    return datetime.now().astimezone()


def load_statistics(path: Path | None = None, *, now: datetime | None = None) -> Loaded[Statistics]:
    """The saved statistics, or none (with a notice if a bad file was set aside).

    Matches waiting in the pending queue are included, so the figures never miss one. A
    reset in the future is moved to now, with a notice, and written back when the lock is
    free at once (the window's thread never waits for it).
    """
    moment = aware(now) if now is not None else _now()
    moved: list[bool] = []

    def parse(data: bytes) -> Statistics:
        stats, was_moved = decode_statistics_checked(data, moment)
        moved.append(was_moved)
        return stats

    loaded = load_document(
        path if path is not None else statistics_path,
        parse,
        Statistics(),
        STATISTICS_FILE_KIND,
        max_bytes=MAX_STATISTICS_BYTES,
    )
    try:
        target = path if path is not None else statistics_path()
    except OSError:
        return loaded
    stats, problem = loaded.value, loaded.problem
    if any(moved):
        problem = Notice(CLOCK_NOTICE, str(target))
        with contextlib.suppress(OSError, TimeoutError):
            stats = save_statistics(stats, target, timeout=WINDOW_TIMEOUT, now=moment)
    queued = read_pending(pending_path(target))
    if queued:
        stats = add_entries(stats, queued)
    return Loaded(stats, problem)


def _read_for_merge(path: Path, now: datetime) -> Statistics:
    """The file as it is now; a file gone bad since loading is kept aside, not merged."""
    try:
        return decode_statistics(read_limited(path, MAX_STATISTICS_BYTES), now=now)
    except FileNotFoundError:
        return Statistics()
    except (BadDocument, OSError):
        with contextlib.suppress(OSError):
            set_aside(path)
        return Statistics()


def save_statistics(
    stats: Statistics,
    path: Path | None = None,
    *,
    timeout: float = DEFAULT_TIMEOUT,
    now: datetime | None = None,
) -> Statistics:
    """Merge ``stats`` and the pending queue into the file and return what it now holds.

    The result includes matches another running copy saved; show it instead of ``stats``.
    Raises OSError when the file cannot be written, TimeoutError when another copy holds
    the lock longer than ``timeout`` seconds. The queue is emptied only after the write.
    """
    target = path if path is not None else statistics_path()
    queue = pending_path(target)
    moment = aware(now) if now is not None else _now()
    with file_lock(target, timeout=timeout):
        queued = read_pending(queue)
        ours = add_entries(stats, queued) if queued else stats
        merged = merge(ours, _read_for_merge(target, moment))
        write_atomic(target, encode_statistics(merged))
        if queued:
            with contextlib.suppress(OSError, TimeoutError):
                drop_pending(queue, frozenset(e.id for e in queued), timeout=timeout)
    return merged


def record_and_save(
    match: Match,
    players: tuple[PlayerInfo, ...],
    finished_at: datetime,
    path: Path | None = None,
    *,
    timeout: float = DEFAULT_TIMEOUT,
    also: tuple[LogEntry, ...] = (),
) -> Statistics:
    """Add one finished match (and ``also``, matches not recorded before) to the file.

    When the statistics cannot be saved the matches go to the pending queue and
    :class:`NotRecorded` is raised (``kept`` says whether the queue took them).
    """
    stats = add_entries(record_match(Statistics(), match, players, finished_at), also)
    return save_entries(stats, path, timeout=timeout)


def save_entries(
    stats: Statistics, path: Path | None = None, *, timeout: float = DEFAULT_TIMEOUT
) -> Statistics:
    """Save new matches; on failure queue them and raise :class:`NotRecorded`."""
    try:
        target = path if path is not None else statistics_path()
    except OSError as exc:
        raise NotRecorded(exc, kept=False) from exc
    try:
        return save_statistics(stats, target, timeout=timeout)
    except (OSError, TimeoutError) as exc:
        cause: BaseException = exc
    if not stats.matches:
        raise NotRecorded(cause, kept=True)
    try:
        add_pending(pending_path(target), stats.matches, timeout=timeout)
    except (OSError, TimeoutError):
        raise NotRecorded(cause, kept=False) from cause
    raise NotRecorded(cause, kept=True) from cause


def reset_statistics(
    path: Path | None = None, *, now: datetime | None = None, timeout: float = DEFAULT_TIMEOUT
) -> Statistics:
    """Forget every match finished until ``now`` (default: this moment) and return the result.

    Queued matches finished before the reset are forgotten with the others.
    """
    stats = Statistics(reset_at=aware(now if now is not None else datetime.now()))
    target = path if path is not None else statistics_path()
    with file_lock(target, timeout=timeout):
        write_atomic(target, encode_statistics(stats))
        queue = pending_path(target)
        with contextlib.suppress(OSError, TimeoutError):
            drop_pending(queue, frozenset(e.id for e in read_pending(queue)), timeout=timeout)
    return stats
