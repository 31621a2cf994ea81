"""The host keeps the match as a record after every action (R73), so a party resumes (R75).

Written atomically (storage/atomic.py): a host killed mid-write leaves the previous
record, never half of one. The record carries, under ``dice_round``, each seat's kind and
the SHA-256 of each joined computer's seat token, never a token itself.
"""

from __future__ import annotations

from pathlib import Path

from ..records import RecordError, dumps_record
from ..storage.atomic import write_atomic
from ..storage.paths import state_dir
from .games import PartyRecord, load_party_record, session_from_record
from .host import HostCore
from .seating import EXTRA_KEY


def party_path() -> Path:
    """Where the window's host keeps its party: one file, the last party."""
    return state_dir() / "dice-round-party.json"


def keep_record(core: HostCore, path: Path) -> None:
    """Save ``core``'s record to ``path`` after every applied action (and once now)."""

    def save(_index: int = -1, _seat: int = -1) -> None:
        record = core.record_json()
        if record is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(path, dumps_record(record).encode())

    core.on_applied = save
    save()


def resumable(path: Path) -> PartyRecord | None:
    """The saved party at ``path`` if it is a party record and its match is not over."""
    if not path.is_file():
        return None
    try:
        record = load_party_record(path)
        if EXTRA_KEY not in record.extra:
            return None
        if session_from_record(record).is_over:
            return None
    except (RecordError, ValueError):
        return None
    return record
