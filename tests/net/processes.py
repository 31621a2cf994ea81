"""Running the headless host and joined computers as processes, always cleaned up."""

from __future__ import annotations

import json
import os
import selectors
import subprocess
import sys
import time
from pathlib import Path

from chicago_desktop.records import load_record, outcome_json, replay_record

# A watchdog against a hang, not a measure of speed: a whole tschigg match of bots that
# pause between actions ran past a 60 s deadline on this 2-core machine under heavy load.
DEADLINE = 240.0


class Processes:
    """Start ``chicago-desktop`` processes; :meth:`close` kills whatever still runs."""

    def __init__(self, cwd: Path) -> None:
        self.cwd = cwd
        self.running: list[subprocess.Popen[str]] = []

    def start(self, *args: str) -> subprocess.Popen[str]:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANGUAGE": "en", "LANG": "C"}
        proc = subprocess.Popen(
            [sys.executable, "-m", "chicago_desktop", "--lang", "en", *args],
            cwd=self.cwd,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        self.running.append(proc)
        return proc

    def host(self, *args: str) -> tuple[subprocess.Popen[str], int]:
        """A headless host on 127.0.0.1 and the port the system gave it."""
        proc = self.start("host", "--headless", "--bind", "127.0.0.1", "--port", "0", *args)
        assert proc.stderr is not None
        selector = selectors.DefaultSelector()
        selector.register(proc.stderr, selectors.EVENT_READ)
        assert selector.select(timeout=DEADLINE), "the host never said where it listens"
        line = proc.stderr.readline()
        selector.close()
        words = line.split()
        assert "port" in words, line
        return proc, int(words[words.index("port") + 1])

    def join(self, port: int, name: str, *args: str) -> subprocess.Popen[str]:
        return self.start("join", f"127.0.0.1:{port}", "--headless", "--name", name, *args)

    def close(self) -> None:
        for proc in self.running:
            if proc.poll() is None:
                proc.kill()
            proc.communicate(timeout=10)


def finish(proc: subprocess.Popen[str]) -> tuple[int, str, str]:
    """Wait (bounded) for a process; its exit code, stdout and stderr."""
    out, err = proc.communicate(timeout=DEADLINE)
    return proc.returncode, out, err


def replayed(path: Path) -> dict[str, object]:
    """What ``replay --json`` prints for the record at ``path``, as an object."""
    return outcome_json(replay_record(load_record(path)).match)


def wait_for_actions(path: Path, count: int) -> int:
    """Wait (bounded) until the autosaved record holds ``count`` actions."""
    end = time.monotonic() + DEADLINE
    while time.monotonic() < end:
        try:
            actions = json.loads(path.read_text())["actions"]
        except (OSError, ValueError, KeyError):
            actions = []
        if len(actions) >= count:
            return len(actions)
        time.sleep(0.05)
    raise AssertionError(f"the record never reached {count} actions")


def wait_for_files(*paths: Path) -> None:
    """Wait (bounded) until every file exists (a joined computer has kept its token)."""
    end = time.monotonic() + DEADLINE
    while time.monotonic() < end:
        if all(p.is_file() for p in paths):
            return
        time.sleep(0.05)
    raise AssertionError(f"never written: {', '.join(str(p) for p in paths)}")
