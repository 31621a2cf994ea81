"""Issue 11, items 3 and 4 at the window: finished matches are never dropped when the
statistics cannot be saved, the player is told once, and a retry records them later.

Before the fix, with the disk full, 41 matches finished and none was recorded: each
lived only in the autosave until the next match overwrote it. Lock waits are counted on a
fake clock, so nothing depends on the machine's speed.
"""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

import pytest

from chicago_desktop.controller import GameController
from chicago_desktop.controller.persistence import MatchPersistence
from chicago_desktop.records import match_record_json
from chicago_desktop.storage import atomic as atomic_module
from chicago_desktop.storage import lock as lock_module
from chicago_desktop.storage.autosave import save_autosave
from chicago_desktop.storage.lock import WINDOW_TIMEOUT, file_lock
from chicago_desktop.storage.paths import autosave_path, statistics_path
from chicago_desktop.storage.statistics import load_statistics
from chicago_desktop.storage.statistics import pending as pending_module
from chicago_desktop.storage.statistics import store as store_module
from tests.storage.scripted import ANNA, BEN_EASY, DRAW, LOSS, WIN, scripted_match

REAL_WRITE = atomic_module.write_atomic
MATCHES = [(turns, seed) for seed in range(3) for turns in (WIN, LOSS, DRAW)]


def _full(path: Path, data: bytes) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


def _persistence(qtbot: Any) -> tuple[MatchPersistence, list[str]]:
    controller = GameController(speed="instant")
    persistence = MatchPersistence(controller)
    problems: list[str] = []
    persistence.problem.connect(problems.append)
    return persistence, problems


def _finish(persistence: MatchPersistence, turns: Any, seed: int) -> None:
    match = scripted_match(turns, seed=seed)
    players = (ANNA, BEN_EASY)
    record = match_record_json(match, players)
    save_autosave(record)  # as after the last action
    persistence.finish(match, players, record)


def test_with_a_full_disk_every_match_is_kept_and_recorded_later(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    persistence, problems = _persistence(qtbot)
    monkeypatch.setattr(store_module, "write_atomic", _full)
    monkeypatch.setattr(pending_module, "write_atomic", _full)  # even the queue fails
    for turns, seed in MATCHES:
        _finish(persistence, turns, seed)
    assert persistence.unrecorded == len(MATCHES)
    assert len(problems) == 1  # told once, not after every match
    assert "kept" in problems[0]
    assert autosave_path().exists()
    monkeypatch.setattr(store_module, "write_atomic", REAL_WRITE)
    monkeypatch.setattr(pending_module, "write_atomic", REAL_WRITE)
    with qtbot.waitSignal(persistence.statistics_changed, timeout=1000):
        assert persistence.retry_recording()
    assert persistence.unrecorded == 0
    assert len(load_statistics().value.matches) == len(MATCHES)


def test_when_only_the_statistics_file_fails_the_queue_keeps_the_matches(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    persistence, problems = _persistence(qtbot)
    monkeypatch.setattr(store_module, "write_atomic", _full)
    for turns, seed in MATCHES[:4]:
        _finish(persistence, turns, seed)
        assert not autosave_path().exists()  # safe in the queue, nothing to keep it for
    assert persistence.unrecorded == 0
    assert len(problems) == 1
    monkeypatch.setattr(store_module, "write_atomic", REAL_WRITE)
    _finish(persistence, *MATCHES[4])
    assert len(load_statistics().value.matches) == 5
    assert not statistics_path().with_name("statistics-pending.json").exists()


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds


def test_a_held_statistics_lock_never_freezes_the_window(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = FakeClock()
    monkeypatch.setattr(lock_module, "time", clock)
    persistence, problems = _persistence(qtbot)
    with file_lock(statistics_path(), timeout=0):  # another copy, stuck
        _finish(persistence, WIN, 0)
        _finish(persistence, LOSS, 0)
    assert clock.now <= 2 * WINDOW_TIMEOUT + 0.05  # before the fix: 10 s per match
    assert len(problems) == 1
    assert "another copy" in problems[0]
    with qtbot.waitSignal(persistence.statistics_changed, timeout=1000):
        assert persistence.retry_recording()
    assert len(load_statistics().value.matches) == 2
