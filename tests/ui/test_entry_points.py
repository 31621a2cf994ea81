"""The headless entry points, run as a user (and the packaging check) runs them."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

import pytest

from tests.tiers import slow


def _run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "chicago_desktop", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        check=False,
    )


def test_smoke_test_paints_and_exits_zero() -> None:
    done = _run("--smoke-test")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr


@slow  # a whole match as a process; in-process below
def test_demo_plays_to_the_end_prints_the_outcome_and_exits_zero() -> None:
    # English whatever the machine's language (the window follows the system's otherwise).
    done = _run("--demo", "--speed", "instant", "--quit-at-end", "--lang", "en")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert lines, done.stderr
    last = lines[-1]
    assert (" wins the match after " in last or "is a draw after" in last) and "rounds." in last
    assert "Traceback" not in done.stderr


def test_the_demo_presets_are_the_engines() -> None:
    from chicago_desktop.cli import DEMO_PRESETS, build_parser
    from chicago_desktop.engine import PRESET_NAMES

    assert DEMO_PRESETS == PRESET_NAMES
    assert build_parser(()).parse_args(["--demo", "--preset", "pub"]).preset == "pub"
    assert build_parser(()).parse_args(["--demo"]).preset == "classic"


@pytest.mark.parametrize("preset", ["classic", "basic", "bavarian", "tschigg", "pub"])
def test_a_demo_plays_a_whole_cpu_match_of_any_preset(qtbot: Any, preset: str) -> None:
    """--demo --preset P: every seat a CPU (here the simple legal-move CPU, not the AI)."""
    from chicago_desktop.controller import GameController
    from chicago_desktop.ui.main_window import MainWindow
    from chicago_desktop.ui.preferences import SettingsStore

    from ..legal_moves import simple_decider_factory

    store = SettingsStore()
    store.update(reduced_motion=True)
    win = MainWindow(store, GameController(cpu_factory=simple_decider_factory))
    qtbot.addWidget(win)
    with qtbot.waitSignal(win.demo_finished, timeout=20000) as done:
        win.start_demo("instant", preset=preset)
    assert win.controller.session is not None
    assert win.controller.session.rules.preset == preset
    outcome = str(done.args[0])
    if preset == "classic":
        assert " wins the match after " in outcome or "is a draw after" in outcome
    else:
        assert " loses the match after " in outcome
    assert store.last_setup() is None  # a demo is not remembered


def test_serial_fills_only_below_eight_cores_and_never_over_a_setting(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from chicago_desktop.ui.app import NO_FILL_POOL, serial_fills

    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    environ: dict[str, str] = {}
    assert serial_fills(environ) is True
    assert environ == {NO_FILL_POOL: "1"}
    own = {NO_FILL_POOL: ""}  # set by the user, even empty: left as it is
    assert serial_fills(own) is False
    assert own == {NO_FILL_POOL: ""}
    monkeypatch.setattr(os, "cpu_count", lambda: None)  # unknown: counted as one core
    assert serial_fills(environ := {}) is True
    monkeypatch.setattr(os, "cpu_count", lambda: 8)  # a pool of two threads: Qt's way
    environ = {}
    assert serial_fills(environ) is False
    assert environ == {}
