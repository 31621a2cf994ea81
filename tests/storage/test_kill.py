"""A process killed with SIGKILL while it saves in a loop never leaves an unreadable file.

The child saves settings, statistics and the autosave over and over, each save carrying a
counter, and prints the counter once all three are saved. The parent kills it at a random
moment (no cleanup code runs), then loads every file: each must load without a notice and
hold the last confirmed save or the one after it, so at most the save in flight is lost.
"""

from __future__ import annotations

import base64
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from chicago_desktop.storage.autosave import load_autosave
from chicago_desktop.storage.paths import ENV_VAR
from chicago_desktop.storage.settings import load_settings
from chicago_desktop.storage.statistics import load_statistics
from tests.tiers import slow

REPO = Path(__file__).resolve().parents[2]
PRESEEDED = 300

CHILD = textwrap.dedent(
    """
    import base64, random, sys
    from datetime import datetime, timedelta, timezone
    sys.path.insert(0, sys.argv[1])
    from chicago_desktop.engine import Match, RandomDice, preset
    from chicago_desktop.records import match_record_json
    from chicago_desktop.storage.autosave import save_autosave
    from chicago_desktop.storage.settings import Settings, save_settings
    from chicago_desktop.storage.statistics import Statistics, record_match, save_statistics
    from chicago_desktop.storage.statistics.model import add_entries, match_entry
    from tests.storage.scripted import ANNA, BEN_HARD, WIN, random_action, scripted_match

    rng = random.Random(int(sys.argv[2]))
    seats = (ANNA, BEN_HARD)
    match = Match(preset("classic"), 2, dice=RandomDice(0))
    t0 = datetime(2024, 1, 1, tzinfo=timezone.utc)
    earlier = [  # about 100 kB per save, so that kills land mid-write
        match_entry(scripted_match(WIN, seed=-k), seats, t0 - timedelta(minutes=k))
        for k in range(1, 301)
    ]
    stats = add_entries(Statistics(), tuple(earlier))
    counter = 0
    while True:
        geometry = base64.b64encode(f"{counter:08d}".encode() * 5000).decode()
        save_settings(Settings(window_geometry=geometry))
        finished = scripted_match(WIN, seed=counter)
        at = t0 + timedelta(minutes=counter)
        stats = save_statistics(record_match(stats, finished, seats, at))
        if match.is_over:
            match = Match(preset("classic"), 2, dice=RandomDice(counter), seed=counter)
        random_action(match, rng)
        if match.is_over:  # keep the autosave resumable; the next turn starts a new match
            match = Match(preset("classic"), 2, dice=RandomDice(counter), seed=counter)
        save_autosave(match_record_json(match, seats, {"counter": counter}))
        print(counter, flush=True)
        counter += 1
    """
)


@dataclass
class Saver:
    """A child saving into its own home folder, to be killed after ``delay`` seconds."""

    home: Path
    delay: float
    process: subprocess.Popen[str]
    last: int = -1


def _start(home: Path, seed: int, delay: float) -> Saver:
    env = {**os.environ, ENV_VAR: str(home)}
    process = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(REPO), str(seed)],
        stdout=subprocess.PIPE,
        env=env,
        text=True,
    )
    return Saver(home, delay, process)


def _kill_when_due(saver: Saver) -> None:
    """Wait for the first complete save, let it save ``delay`` s more, then SIGKILL it."""
    stdout = saver.process.stdout
    assert stdout is not None
    try:
        first = stdout.readline()
        assert first.strip() == "0", "the child could not save at all"
        time.sleep(saver.delay)
    finally:
        saver.process.send_signal(signal.SIGKILL)
        saver.process.wait(timeout=30)
    lines = [first, *stdout.read().splitlines()]
    stdout.close()
    assert saver.process.returncode == -signal.SIGKILL
    saver.last = int(lines[-1])


def _check_files(saver: Saver, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, str(saver.home))
    last = saver.last

    settings = load_settings()
    assert settings.notice is None
    assert settings.value.window_geometry is not None
    counter = int(base64.b64decode(settings.value.window_geometry)[:8])
    assert last <= counter <= last + 1

    stats = load_statistics()
    assert stats.notice is None
    assert PRESEEDED + last + 1 <= len(stats.value.matches) <= PRESEEDED + last + 2

    autosave = load_autosave()
    assert autosave.notice is None
    assert autosave.value is not None
    assert last <= autosave.value.extra["counter"] <= last + 1  # type: ignore[operator]

    assert not list(saver.home.rglob("*.bad-*"))


KILLS = 10


@slow  # kills processes mid-write (full run)
def test_killed_savers_leave_only_whole_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(2024)
    savers = [_start(tmp_path / f"saver{i}", i, rng.uniform(0.02, 0.4)) for i in range(KILLS)]
    with ThreadPoolExecutor(len(savers)) as pool:
        for future in [pool.submit(_kill_when_due, s) for s in savers]:
            future.result()
    for saver in savers:
        _check_files(saver, monkeypatch)
