"""The headless entry points, run as a user (and the packaging check) runs them."""

from __future__ import annotations

import os
import subprocess
import sys


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


def test_demo_plays_to_the_end_prints_the_outcome_and_exits_zero() -> None:
    # English whatever the machine's language (the window follows the system's otherwise).
    done = _run("--demo", "--speed", "instant", "--quit-at-end", "--lang", "en")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert lines, done.stderr
    last = lines[-1]
    assert (" wins the match after " in last or "is a draw after" in last) and "rounds." in last
    assert "Traceback" not in done.stderr
