"""The match in progress, saved as a game record (shared/RECORDS.md) after every action.

The window calls :func:`save_autosave` with ``match_record_json(match, players)`` after each
action; each save replaces the whole file atomically, so a crash or a kill at any moment
loses at most the action in flight. On the next start :func:`load_autosave` returns the
record when there is a match to resume (the home screen offers *Resume*); replaying it with
``replay_record`` rebuilds the exact state.

The record is validated the same way a record from the command line is: parsed, then
replayed through the engine. One that breaks a rule is set aside with a notice. A record of
a later format version, or of a preset this version cannot play, is treated as written by a
newer version.

A Chicago 2–12 game (R60) is saved in the same file, as its own record (RECORDS.md,
"Chicago 2–12 records"); :func:`load_autosave` tells the two kinds apart by the record's
``game`` and returns a :class:`~chicago_desktop.two_to_twelve.records.TwelveRecord` for it.

A *finished* match in the autosave means the game stopped between the last action and
clearing the file, possibly before the statistics were saved. Loading then records the
match in the statistics (a no-op if it is already there: ids come from the record) and
removes the file, so the match is neither offered for resuming nor lost from the figures.

Two running copies share the one file; the last save wins. :func:`clear_autosave` with the
``record`` of the match that ended removes the file only if it still holds that match, so
a copy finishing its match never deletes another copy's match in progress. Save and clear
hold the file's advisory lock so that check and removal happen in one step.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import Final

from ..i18n import N_
from ..records import (
    MAX_RECORD_BYTES,
    VERSION,
    GameRecord,
    RecordError,
    ReplayedMatch,
    UnsupportedRecord,
    dumps_record,
    parse_record,
    replay_record,
)
from ..two_to_twelve.records import (
    ReplayedGame,
    TwelveRecord,
    is_two_to_twelve,
)
from ..two_to_twelve.records import parse_record as parse_twelve_record
from ..two_to_twelve.records import replay_record as replay_twelve_record
from ..window_presets import WINDOW_PRESETS
from .atomic import write_atomic
from .document import BadDocument, FileKind, Loaded, decode_json, load_document, read_limited
from .lock import WINDOW_TIMEOUT, file_lock
from .paths import autosave_path
from .statistics import NotRecorded, record_and_save

AUTOSAVE_FILE_KIND: Final = FileKind(
    # Translators: {file} is the full path where the unreadable saved match was kept.
    damaged=N_("The match in progress could not be restored; its file was kept as {file}."),
    # Translators: {file} is the full path where the saved match was kept.
    newer=N_(
        "The match in progress was saved by a newer version of Chicago and cannot be "
        "resumed here; its file was kept as {file}."
    ),
)
#: The parts of a record that tell one match from another (the seed is drawn per match).
_IDENTITY: Final = ("rules", "players", "seed", "first_leader")


def _replay(data: bytes) -> ReplayedMatch | ReplayedGame:
    """Parse and replay an autosave; BadDocument for anything that cannot be resumed."""
    obj = decode_json(data)
    if not isinstance(obj, dict):
        raise BadDocument("a record is a JSON object")
    version = obj.get("version")
    if type(version) is int and version > VERSION:
        raise BadDocument(f"record version {version} is newer than this program's", newer=True)
    if is_two_to_twelve(obj):
        try:
            return replay_twelve_record(parse_twelve_record(obj))
        except RecordError as exc:
            raise BadDocument(str(exc)) from None
    try:
        record = parse_record(obj)
        if record.rules.preset not in WINDOW_PRESETS:
            raise UnsupportedRecord(f"the window cannot play the {record.rules.preset} preset yet")
        return replay_record(record)
    except UnsupportedRecord as exc:
        raise BadDocument(str(exc), newer=True) from None
    except RecordError as exc:
        raise BadDocument(str(exc)) from None


def save_autosave(
    record: Mapping[str, object] | str,
    path: Path | None = None,
    *,
    timeout: float = WINDOW_TIMEOUT,
) -> None:
    """Replace the autosave with ``record`` (an object, or its text from ``dumps_record``).

    Raises OSError when it cannot be written, TimeoutError when another copy holds the
    lock for longer than ``timeout`` (short: the window calls this after every action).
    """
    target = path if path is not None else autosave_path()
    text = record if isinstance(record, str) else dumps_record(record)
    data = text.encode("utf-8")
    with file_lock(target, timeout=timeout):
        write_atomic(target, data)


def load_autosave(path: Path | None = None) -> Loaded[GameRecord | TwelveRecord | None]:
    """The record of the match to resume, or None (with a notice if a bad file was set aside).

    A finished match found here is recorded in the statistics and removed (see the module
    docstring); the window never has to deal with it.
    """
    loaded = load_document(
        path if path is not None else autosave_path,
        _replay,
        None,
        AUTOSAVE_FILE_KIND,
        max_bytes=MAX_RECORD_BYTES,
    )
    replayed = loaded.value
    if replayed is None:
        return Loaded(None, loaded.problem)
    if isinstance(replayed, ReplayedGame):
        if not replayed.game.is_over:
            return Loaded(replayed.record)
        # A finished Chicago 2–12 game is not offered; its statistics are not kept here.
        with contextlib.suppress(OSError, TimeoutError):
            clear_autosave(path, record=replayed.to_json(), timeout=WINDOW_TIMEOUT)
        return Loaded(None)
    if not replayed.match.is_over:
        return Loaded(replayed.record)
    _file_finished_match(path, replayed)
    return Loaded(None)


def _file_finished_match(path: Path | None, replayed: ReplayedMatch) -> None:
    """Count a finished autosaved match, then remove it.

    This runs on the window's thread, so no lock is waited for long (``WINDOW_TIMEOUT``).
    When the statistics cannot take the match it goes to their pending queue, and the
    autosave is removed all the same: the next match would overwrite it anyway. Only when
    the queue fails too does the file stay, for the next start.
    """
    try:
        target = path if path is not None else autosave_path()
        finished_at = datetime.fromtimestamp(target.stat().st_mtime).astimezone()
        try:
            record_and_save(replayed.match, replayed.players, finished_at, timeout=WINDOW_TIMEOUT)
        except NotRecorded as exc:
            if not exc.kept:
                return
        clear_autosave(target, record=replayed.to_json(), timeout=WINDOW_TIMEOUT)
    except (OSError, TimeoutError):
        pass  # state folder not writable or locked now; the file stays for next time


def _holds_match(target: Path, record: Mapping[str, object]) -> bool:
    """True when the file at ``target`` is an autosave of the same match as ``record``."""
    try:
        saved = decode_json(read_limited(target, MAX_RECORD_BYTES))
    except (OSError, BadDocument):
        return False
    return isinstance(saved, dict) and all(saved.get(k) == record.get(k) for k in _IDENTITY)


def clear_autosave(
    path: Path | None = None,
    *,
    record: Mapping[str, object] | None = None,
    timeout: float = WINDOW_TIMEOUT,
) -> None:
    """Remove the autosave: when a match ends, or the player abandons it.

    With ``record`` (the ended match's record) the file is removed only if it holds that
    match, so another running copy's match in progress survives.
    """
    target = path if path is not None else autosave_path()
    with file_lock(target, timeout=timeout):
        if record is None or _holds_match(target, record):
            with contextlib.suppress(FileNotFoundError):
                target.unlink()
