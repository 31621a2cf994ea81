"""Atomic replacement, setting a bad file aside, and tidying leftovers of killed writes."""

from __future__ import annotations

import os
import time
from datetime import datetime
from pathlib import Path

import pytest

from chicago_desktop.storage import atomic
from chicago_desktop.storage.atomic import remove_stale_temporaries, set_aside, write_atomic


def _listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_write_creates_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    write_atomic(target, b"one")
    assert target.read_bytes() == b"one"
    write_atomic(target, b"two, longer")
    assert target.read_bytes() == b"two, longer"
    assert _listing(tmp_path) == ["a.json"]


def test_write_syncs_the_file_and_the_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[int] = []
    real = os.fsync

    def spy(fd: int) -> None:
        synced.append(fd)
        real(fd)

    monkeypatch.setattr(os, "fsync", spy)
    write_atomic(tmp_path / "a.json", b"x")
    assert len(synced) == 2  # the temporary file, then the folder


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_a_failed_write_leaves_the_old_file_and_no_temporary(
    failing: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "a.json"
    write_atomic(target, b"old")

    def boom(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, failing, boom)
    with pytest.raises(OSError, match="No space"):
        write_atomic(target, b"new")
    assert target.read_bytes() == b"old"
    assert _listing(tmp_path) == ["a.json"]


def test_write_into_a_missing_folder_fails_cleanly(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        write_atomic(tmp_path / "nowhere" / "a.json", b"x")


def test_set_aside_keeps_the_content_under_a_timestamped_name(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    now = datetime(2024, 5, 6, 7, 8, 9)
    names = []
    for content in (b"first", b"second", b"third"):
        target.write_bytes(content)
        names.append(set_aside(target, now=now).name)
    assert names == [
        "settings.json.bad-20240506-070809",
        "settings.json.bad-20240506-070809-1",
        "settings.json.bad-20240506-070809-2",
    ]
    assert not target.exists()
    assert (tmp_path / names[1]).read_bytes() == b"second"


def test_set_aside_of_a_missing_file_raises(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        set_aside(tmp_path / "gone.json")


def test_stale_temporaries_are_removed_and_fresh_ones_kept(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    target.write_bytes(b"kept")
    stale = tmp_path / ".a.json.abc123.tmp"
    fresh = tmp_path / ".a.json.def456.tmp"
    other = tmp_path / ".b.json.abc123.tmp"
    for p in (stale, fresh, other):
        p.write_bytes(b"partial")
    old = time.time() - atomic.STALE_AFTER_SECONDS - 5
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    remove_stale_temporaries(target)
    assert _listing(tmp_path) == [".a.json.def456.tmp", ".b.json.abc123.tmp", "a.json"]
