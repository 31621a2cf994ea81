"""Start-up benchmark: the game's main window painted vs. an empty PySide6 window.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_startup.py [RUNS]

Both are measured side by side in one run, alternating, each as a fresh process: the empty
window is a QApplication with one QWidget shown and painted; the game is
``chicago-desktop --smoke-test`` (shows and paints the main window once, then exits). Two
figures per process:

- *painted*: from launch until the window has been painted (the process prints the
  system-wide monotonic clock once its last paint is done; the game through
  ``chicago_desktop.cli.main``, exactly as the ``chicago-desktop`` script calls it);
- *exit*: from launch until the process has exited (``python -m chicago_desktop
  --smoke-test`` as a packaging check runs it).

Prints the medians and their ratios, and the median of the per-round ratios (each round
runs both one after the other, so a machine that slows down for a while weighs on both).
The target is a ratio of at most 1.5 for *painted*, the figure the target names.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

EMPTY_WINDOW = """
import sys, time
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv[:1])
w = QWidget()
w.resize(1100, 720)
w.show()
app.processEvents()
w.repaint()
app.processEvents()
print(time.monotonic(), flush=True)
"""
GAME_WINDOW = """
import time
from chicago_desktop.cli import main
code = main(["--smoke-test"])
print(time.monotonic(), flush=True)
raise SystemExit(code)
"""
TARGET = 1.5


def _launch(cmd: list[str], env: dict[str, str]) -> tuple[float, float | None]:
    """Milliseconds from launch to exit, and to the painted moment if the process told it."""
    start = time.monotonic()
    done = subprocess.run(cmd, env=env, check=True, capture_output=True, text=True)
    end = time.monotonic()
    lines = done.stdout.strip().splitlines()
    painted = (float(lines[-1]) - start) * 1000 if lines else None
    return (end - start) * 1000, painted


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 21
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["CHICAGO_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="chicago-bench-")
    # An installed game runs from compiled bytecode; with PYTHONDONTWRITEBYTECODE set (as on
    # some CI machines) every start would recompile the game's modules and not PySide's.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    commands = {
        "empty": [sys.executable, "-c", EMPTY_WINDOW],
        "game": [sys.executable, "-c", GAME_WINDOW],
        "command": [sys.executable, "-m", "chicago_desktop", "--smoke-test"],
    }
    for cmd in commands.values():  # warm the file cache and the bytecode
        _launch(cmd, env)
    exits: dict[str, list[float]] = {name: [] for name in commands}
    painted: dict[str, list[float]] = {"empty": [], "game": []}
    for _ in range(runs):
        for name, cmd in commands.items():
            exit_ms, painted_ms = _launch(cmd, env)
            exits[name].append(exit_ms)
            if name in painted and painted_ms is not None:
                painted[name].append(painted_ms)
    med = statistics.median
    paint_ratio = med(painted["game"]) / med(painted["empty"])
    exit_ratio = med(exits["command"]) / med(exits["empty"])
    paired = med(g / e for g, e in zip(painted["game"], painted["empty"], strict=True))
    print(f"runs:                                   {runs}")
    print(f"empty PySide6 window, painted:          median {med(painted['empty']):.0f} ms")
    print(f"game's main window, painted:            median {med(painted['game']):.0f} ms")
    print(f"empty PySide6 window, exited:           median {med(exits['empty']):.0f} ms")
    print(f"chicago-desktop --smoke-test, exited:   median {med(exits['command']):.0f} ms")
    print(f"ratio painted (game / empty):           {paint_ratio:.2f} (target <= {TARGET})")
    print(f"  median of the per-round ratios:       {paired:.2f}")
    print(f"ratio exited (command / empty):         {exit_ratio:.2f}")
    return 0 if paint_ratio <= TARGET else 1


if __name__ == "__main__":
    raise SystemExit(main())
