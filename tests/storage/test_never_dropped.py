"""Issue 11, items 3 and 4: the statistics never drop a finished match silently, and the
window's thread never waits long for their lock.

Waiting is measured on a fake clock (the lock's ``time.monotonic`` and ``time.sleep``), so
no test depends on the machine's speed: before the fix a held lock cost 10 s of waiting
per attempt, now at most ``WINDOW_TIMEOUT``.
"""

from __future__ import annotations

import errno
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from chicago_desktop.records import match_record_json
from chicago_desktop.storage import atomic as atomic_module
from chicago_desktop.storage import lock as lock_module
from chicago_desktop.storage.autosave import load_autosave, save_autosave
from chicago_desktop.storage.lock import WINDOW_TIMEOUT, file_lock
from chicago_desktop.storage.paths import autosave_path, statistics_path
from chicago_desktop.storage.statistics import (
    NotRecorded,
    load_statistics,
    record_and_save,
    reset_statistics,
)
from chicago_desktop.storage.statistics import store as store_module
from chicago_desktop.storage.statistics.pending import pending_path

from .scripted import ANNA, BEN_EASY, DRAW, LOSS, WIN, scripted_match

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


class FakeClock:
    """Stands in for the ``time`` module inside storage.lock: sleeping advances it."""

    def __init__(self) -> None:
        self.now = 0.0
        self.slept = 0.0

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds
        self.slept += seconds


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    fake = FakeClock()
    monkeypatch.setattr(lock_module, "time", fake)
    return fake


REAL_WRITE = atomic_module.write_atomic


def _disk_free_again(monkeypatch: pytest.MonkeyPatch) -> None:
    # Not monkeypatch.undo(): that would also undo the test's own home folder.
    monkeypatch.setattr(store_module, "write_atomic", REAL_WRITE)


def _disk_full_for_statistics(monkeypatch: pytest.MonkeyPatch) -> None:
    """The statistics file cannot be rewritten (ENOSPC); small files still can."""
    real = REAL_WRITE

    def write(path: Path, data: bytes) -> None:
        if path.name == "statistics.json":
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, data)

    monkeypatch.setattr(store_module, "write_atomic", write)


# ------------------------------------------------------------------ reset in the future
def test_a_reset_in_the_future_is_moved_to_now_with_a_notice() -> None:
    path = statistics_path()
    path.write_text(
        json.dumps({"version": 1, "reset_at": "2999-01-01T00:00:00+00:00", "matches": []}),
        "utf-8",
    )
    loaded = load_statistics(now=T0)
    assert loaded.notice is not None
    assert "future" in loaded.notice
    assert loaded.value.reset_at is None  # nothing to forget in the file
    record_and_save(scripted_match(WIN), (ANNA, BEN_EASY), T0 + timedelta(minutes=5))
    assert len(load_statistics().value.matches) == 1  # before the fix: dropped
    assert load_statistics().notice is None  # the moved reset was written back


def test_a_reset_in_the_future_does_not_drop_matches_saved_by_a_merge() -> None:
    """Even without loading first (another copy saving), the merge moves the reset."""
    statistics_path().write_text(
        json.dumps({"version": 1, "reset_at": "2999-01-01T00:00:00+00:00", "matches": []}),
        "utf-8",
    )
    stats = record_and_save(scripted_match(WIN), (ANNA, BEN_EASY), datetime.now(UTC))
    assert len(stats.matches) == 1
    assert stats.reset_at is None  # the file held nothing the reset had to forget


def test_a_moved_reset_still_forgets_the_matches_it_forgot() -> None:
    record_and_save(scripted_match(WIN), (ANNA, BEN_EASY), T0)
    record_and_save(scripted_match(LOSS), (ANNA, BEN_EASY), T0 + timedelta(hours=1))
    doc = json.loads(statistics_path().read_text("utf-8"))
    doc["reset_at"] = "2999-01-01T00:00:00+00:00"
    statistics_path().write_text(json.dumps(doc), "utf-8")
    loaded = load_statistics(now=T0 + timedelta(days=1))
    assert loaded.notice is not None
    assert loaded.value.matches == ()
    assert loaded.value.reset_at == T0 + timedelta(hours=1)
    stats = record_and_save(scripted_match(DRAW), (ANNA, BEN_EASY), T0 + timedelta(hours=2))
    assert len(stats.matches) == 1


def test_a_reset_in_the_past_stays_as_it_is() -> None:
    reset_statistics(now=T0)
    loaded = load_statistics(now=T0 + timedelta(days=1))
    assert loaded.notice is None
    assert loaded.value.reset_at == T0


# ------------------------------------------------------------------ failed saves
def test_a_match_the_statistics_cannot_take_is_queued_and_recorded_later(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _disk_full_for_statistics(monkeypatch)
    for n, turns in enumerate((WIN, LOSS, DRAW)):
        with pytest.raises(NotRecorded) as failed:
            record_and_save(scripted_match(turns), (ANNA, BEN_EASY), T0 + timedelta(hours=n))
        assert failed.value.kept
    assert pending_path(statistics_path()).exists()
    assert len(load_statistics().value.matches) == 3  # shown while they wait
    _disk_free_again(monkeypatch)
    stats = record_and_save(scripted_match(WIN, seed=9), (ANNA, BEN_EASY), T0 + timedelta(hours=5))
    assert len(stats.matches) == 4
    assert not pending_path(statistics_path()).exists()
    assert len(load_statistics().value.matches) == 4


def test_when_even_the_queue_fails_the_caller_is_told_it_was_not_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def full(path: Path, data: bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store_module, "write_atomic", full)
    monkeypatch.setattr("chicago_desktop.storage.statistics.pending.write_atomic", full)
    with pytest.raises(NotRecorded) as failed:
        record_and_save(scripted_match(WIN), (ANNA, BEN_EASY), T0)
    assert not failed.value.kept
    assert "No space left" in str(failed.value)


def test_a_finished_autosave_that_cannot_be_recorded_is_queued_not_lost(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    save_autosave(match_record_json(scripted_match(WIN), (ANNA, BEN_EASY)))
    _disk_full_for_statistics(monkeypatch)
    assert load_autosave().value is None
    assert not autosave_path().exists()  # the next match may overwrite it: it is queued
    _disk_free_again(monkeypatch)
    assert len(load_statistics().value.matches) == 1


def test_a_damaged_queue_is_set_aside_not_trusted() -> None:
    queue = pending_path(statistics_path())
    queue.write_text('{"version": 1, "matches": [{"id": 5}]}', "utf-8")
    assert load_statistics().value.matches == ()
    assert not queue.exists()
    assert list(queue.parent.glob(queue.name + ".bad-*"))


# ------------------------------------------------------------------ the lock (item 4)
def test_a_held_statistics_lock_never_makes_the_start_wait(clock: FakeClock) -> None:
    save_autosave(match_record_json(scripted_match(WIN), (ANNA, BEN_EASY)))
    with file_lock(statistics_path(), timeout=0):  # another copy, stuck while holding it
        assert load_autosave().value is None
        assert load_autosave().value is None  # the window asks again on a screen change
        assert not autosave_path().exists()
    assert clock.slept <= 2 * WINDOW_TIMEOUT + 0.05  # before the fix: 20 s
    assert len(load_statistics().value.matches) == 1  # queued meanwhile, shown now
    record_and_save(scripted_match(LOSS), (ANNA, BEN_EASY), T0)
    assert not pending_path(statistics_path()).exists()


def test_a_held_lock_makes_a_window_save_fail_fast(clock: FakeClock) -> None:
    with file_lock(statistics_path(), timeout=0), pytest.raises(NotRecorded) as failed:
        record_and_save(scripted_match(WIN), (ANNA, BEN_EASY), T0, timeout=WINDOW_TIMEOUT)
    assert isinstance(failed.value.cause, TimeoutError)
    assert failed.value.kept
    assert clock.slept <= WINDOW_TIMEOUT + 0.05
