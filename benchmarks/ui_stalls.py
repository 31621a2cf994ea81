"""Event-loop stalls during CPU turns: the longest gap the window goes without events.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_stalls.py [SECONDS_AT_FAST]

Plays demo matches (every seat a CPU, the real AI) with the dice animation on: at instant
speed right after the first paint, while the window builds its other screens and the AI's
tables between events (as ``chicago-desktop --demo --speed instant`` does), at instant
speed to the end once they are built, then at fast speed for a while. A 2 ms timer
measures the gaps between its ticks; a gap is time the GUI thread could not react. Prints
the longest gap, the 99th percentile and how many gaps exceeded 50 ms
(the target is none).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["CHICAGO_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="chicago-stalls-")

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication

from chicago_desktop.controller import start_warm_up
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.preferences import SettingsStore

LIMIT_MS = 50


class GapMeter:
    """Records the time between ticks of a fast timer."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.gaps: list[float] = []
        self.timer = QTimer()
        self.timer.setInterval(2)
        self.timer.timeout.connect(self.tick)
        self.last = 0.0

    def start(self) -> None:
        self.clock.start()
        self.last = 0.0
        self.timer.start()

    def tick(self) -> None:
        now = self.clock.nsecsElapsed() / 1e6
        self.gaps.append(now - self.last)
        self.last = now

    def stop(self) -> list[float]:
        self.timer.stop()
        gaps, self.gaps = self.gaps, []
        return gaps


def report(label: str, gaps: list[float], seconds: float) -> bool:
    gaps = sorted(gaps) or [0.0]
    p99 = gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))]
    over = sum(1 for g in gaps if g > LIMIT_MS)
    print(
        f"{label:<24} {seconds:5.1f} s  ticks {len(gaps):6d}  longest gap {gaps[-1]:6.1f} ms"
        f"  p99 {p99:5.1f} ms  median {statistics.median(gaps):4.1f} ms"
        f"  gaps > {LIMIT_MS} ms: {over}"
    )
    return over == 0


def main() -> int:
    fast_seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    store = SettingsStore()
    store.update(reduced_motion=False)
    window = MainWindow(store)
    window.resize(1100, 720)
    window.show()
    app.processEvents()
    window.repaint()
    meter = GapMeter()
    ok = True

    def play(label: str, speed: str, seconds: float, *, started: bool = False) -> None:
        nonlocal ok
        meter.start()
        start = time.perf_counter()
        if not started:
            window.start_demo(speed)
        while time.perf_counter() - start < seconds and not window.controller.is_over:
            app.processEvents()
            time.sleep(0.0005)
        ok &= report(label, meter.stop(), time.perf_counter() - start)

    # 1. What the app does right after its first paint with --demo --speed instant: the saved
    #    state and the other screens are built a piece per turn of the event loop, then the
    #    match starts while the AI's tables are still being built between events.
    meter.start()
    start = time.perf_counter()

    def then() -> None:
        start_warm_up()
        window.start_demo("instant")

    window.finish_start(in_steps=True, then=then)
    while not window.demo:
        app.processEvents()
        time.sleep(0.0005)
    ok &= report("start: screens built", meter.stop(), time.perf_counter() - start)
    play("instant, AI warming up", "instant", 60.0, started=True)
    start_warm_up().finish()
    # 2. and 3. With the tables built, as for every later match.
    play("instant", "instant", 60.0)
    play("fast", "fast", fast_seconds)
    window.close()
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
