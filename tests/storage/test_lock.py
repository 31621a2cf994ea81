"""The advisory lock excludes other processes and threads, and dies with its holder."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest

from chicago_desktop.storage.lock import file_lock, lock_path

HOLDER = """
import sys, time
from pathlib import Path
from chicago_desktop.storage.lock import file_lock
with file_lock(Path(sys.argv[1])):
    print("locked", flush=True)
    time.sleep(60)
"""


def test_another_process_holding_the_lock_blocks_until_it_dies(tmp_path: Path) -> None:
    target = tmp_path / "statistics.json"
    child = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(target)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "locked"
        with pytest.raises(TimeoutError), file_lock(target, timeout=0.2):
            pass
        child.kill()  # SIGKILL: no cleanup runs, the operating system drops the lock
        child.wait(timeout=10)
        with file_lock(target, timeout=5):
            pass
    finally:
        child.kill()
        child.wait(timeout=10)
        if child.stdout is not None:
            child.stdout.close()


def test_threads_exclude_each_other(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    held = threading.Event()
    release = threading.Event()

    def hold() -> None:
        with file_lock(target):
            held.set()
            release.wait(10)

    worker = threading.Thread(target=hold)
    worker.start()
    try:
        assert held.wait(10)
        with pytest.raises(TimeoutError), file_lock(target, timeout=0.1):
            pass
    finally:
        release.set()
        worker.join(10)
    with file_lock(target, timeout=1):
        assert lock_path(target).exists()
    assert lock_path(target).exists()  # never deleted, see the module docstring
