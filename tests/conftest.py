"""Test-wide settings: Qt renders offscreen and no test ever touches the real user folders."""

from __future__ import annotations

import atexit
import gc
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from chicago_desktop.ui.app import serial_fills
from tests import tiers

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# tests/test_tiers.py runs the suite's own hooks in a run of its own.
pytest_plugins = ("pytester",)

# The AI's tables are hundreds of thousands of small objects a worker keeps for the whole
# run, and with the default thresholds the collector walks all of them again and again.
# Collecting the youngest generation ten times less often changes no test (those that look
# for garbage call gc.collect() themselves): over the lessons, the AI, the monkey and the
# storage tests in one process, 3,145 collections taking 3.2 s became 303 taking 1.9 s.
gc.set_threshold(7000, 10, 10)


def _temp_in_memory() -> None:
    """Every temporary file of the run (tmp_path, the game folders, child processes' files)
    in memory where the system has a memory file system and nobody chose another place.

    The tests save thousands of small files, each written and renamed over the last one
    (storage/atomic.py). On this machine's ext4 disk a rename over an existing file waits
    for the new data to reach the disk, about 2 ms (30 µs in memory): over 10 s of the
    suite spent waiting on the disk, as much as the disk is shared with anything else.
    What the tests check is the same there; that a save survives a crash mid-write is
    tests/storage's (test_atomic.py, test_kill.py), by killing the process, not the power.
    """
    if os.environ.get("TMPDIR") or os.environ.get("PYTEST_DEBUG_TEMPROOT"):
        return
    shm = "/dev/shm"
    if os.path.isdir(shm) and os.access(shm, os.W_OK | os.X_OK):
        os.environ["TMPDIR"] = shm  # child processes too
        tempfile.tempdir = shm


_temp_in_memory()
# The window tests' QApplication is pytest-qt's, made before any test runs: it paints the
# way the game's own start (chicago_desktop/ui/app.py) sets up on this machine.
serial_fills()
# Until a test sets its own, every game folder lives in a throwaway directory.
os.environ["CHICAGO_DESKTOP_HOME"] = _home = tempfile.mkdtemp(prefix="chicago-tests-")
atexit.register(shutil.rmtree, _home, ignore_errors=True)


@pytest.fixture
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh folder for settings, statistics and saves, for this test only."""
    monkeypatch.setenv("CHICAGO_DESKTOP_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--full",
        action="store_true",
        help="the full run (CI): every case of the exhaustive checks, the whole-process "
        "tests, the monkey and every fuzzer's full example count (tests/tiers.py)",
    )


def pytest_configure(config: pytest.Config) -> None:
    # Before any test module is imported (tiers.examples reads it in their decorators),
    # and in every xdist worker, which runs this hook with the same options.
    if config.getoption("--full"):
        os.environ[tiers.FULL_ENV] = "1"
    else:
        os.environ.pop(tiers.FULL_ENV, None)


_LEFT_OUT = pytest.StashKey[int]()


def _everyday(config: pytest.Config) -> bool:
    """Whether this run leaves the ``slow`` tests out: not ``--full``, and no marker
    expression that names them (``-m slow`` runs them)."""
    return not config.getoption("--full") and "slow" not in str(config.getoption("-m") or "")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The everyday run leaves the ``slow`` tests to the full run (tests/tiers.py)."""
    if not _everyday(config):
        return
    slow = [item for item in items if item.get_closest_marker("slow")]
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [item for item in items if not item.get_closest_marker("slow")]
    config.stash[_LEFT_OUT] = len(slow)


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    """Say what the everyday run left out. Under xdist the workers collect, not the process
    that reports, so the count is known only in a run without workers."""
    if not _everyday(config):
        return
    left = config.stash.get(_LEFT_OUT, None)
    if left == 0:
        return  # a run of tests none of which is slow (as CI's AT-SPI step)
    what = "the tests marked slow" if left is None else f"{left} tests"
    terminalreporter.write_line(
        f"The everyday run: {what} left to the full run (more cases of the same checks, "
        "whole matches as processes) and Hypothesis on a fifth of its examples; "
        "pytest --full runs everything (CI does)."
    )
