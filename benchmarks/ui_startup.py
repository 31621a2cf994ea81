"""Start-up benchmark: the game's main window painted vs. an empty PySide6 window.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_startup.py [RUNS]

Both are measured side by side in one run, alternating, each as a fresh process from
launch to exit: the empty window is a QApplication with one QWidget shown and painted;
the game is ``python -m chicago_desktop --smoke-test`` (shows and paints the main window
once). The window path alone (``ui.app.run`` without the command-line parser, which
imports every subcommand) is measured too, to show where the time goes. Prints the
medians and their ratios; the target is a ratio of at most 1.5.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

EMPTY_WINDOW = """
import sys
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv[:1])
w = QWidget()
w.resize(1100, 720)
w.show()
app.processEvents()
w.repaint()
app.processEvents()
"""
WINDOW_ONLY = """
import argparse
from chicago_desktop.ui.app import run
raise SystemExit(run(argparse.Namespace(smoke_test=True, lang=None, demo=False)))
"""
TARGET = 1.5


def _time(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["CHICAGO_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="chicago-bench-")
    # An installed game runs from compiled bytecode; with PYTHONDONTWRITEBYTECODE set (as on
    # some CI machines) every start would recompile the game's modules and not PySide's.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    empty_cmd = [sys.executable, "-c", EMPTY_WINDOW]
    game_cmd = [sys.executable, "-m", "chicago_desktop", "--smoke-test"]
    window_cmd = [sys.executable, "-c", WINDOW_ONLY]
    for cmd in (empty_cmd, game_cmd, window_cmd):  # warm the file cache
        _time(cmd, env)
    empty: list[float] = []
    game: list[float] = []
    window: list[float] = []
    for _ in range(runs):
        empty.append(_time(empty_cmd, env))
        game.append(_time(game_cmd, env))
        window.append(_time(window_cmd, env))
    m_empty, m_game = statistics.median(empty), statistics.median(game)
    m_window = statistics.median(window)
    ratio = m_game / m_empty
    print(f"runs:                              {runs}")
    print(f"empty PySide6 window:              median {m_empty * 1000:.0f} ms")
    print(f"chicago-desktop --smoke-test:      median {m_game * 1000:.0f} ms")
    print(f"  of which the window (ui.app.run): median {m_window * 1000:.0f} ms")
    print(f"ratio (command / empty):           {ratio:.2f} (target <= {TARGET})")
    print(f"ratio (window alone / empty):      {m_window / m_empty:.2f}")
    return 0 if ratio <= TARGET else 1


if __name__ == "__main__":
    raise SystemExit(main())
