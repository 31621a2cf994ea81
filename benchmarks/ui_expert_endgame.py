"""Event-loop stalls when a classic match of three comes down to the Expert and one other
seat (R41), where Expert first reads its best reply to that seat's level.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_expert_endgame.py [RUNS]

Each run is a fresh process (the reply is built once per process): the classic tables
built first, then one match of Expert, Easy and Medium through the window's controller at
the instant pace, the Expert leading first, dice from a seed per run. A 2 ms timer measures
the gaps between its ticks. Prints, per run, the longest gap while three were in the match
and while two were, and whether the Expert was one of the two; then the median and range
of the heads-up longest gaps over the runs where it was.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys

CHILD = r"""
import json, os, sys, tempfile, time
os.environ["CHICAGO_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="chicago-endgame-")
from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication
from chicago_desktop.controller import GameController, MatchSettings, start_warm_up
from chicago_desktop.engine import RandomDice
from chicago_desktop.records import PlayerInfo

app = QApplication(sys.argv[:1])
start_warm_up().finish()
c = GameController(speed="instant")
seats = (
    PlayerInfo("Ada", "cpu", "expert"),
    PlayerInfo("Ben", "cpu", "easy"),
    PlayerInfo("Cleo", "cpu", "medium"),
)
clock = QElapsedTimer()
clock.start()
gaps = {2: [0.0], 3: [0.0]}
last = [0.0]
expert_in_two = [False]


def tick():
    now = clock.nsecsElapsed() / 1e6
    alive = c._session.match.in_game() if c._session is not None else ()
    gaps[2 if len(alive) == 2 else 3].append(now - last[0])
    if len(alive) == 2 and 0 in alive:
        expert_in_two[0] = True
    last[0] = now


timer = QTimer()
timer.setInterval(2)
timer.timeout.connect(tick)
timer.start()
c.new_match(MatchSettings(seats), dice=RandomDice(int(sys.argv[1])), first_leader=0)
end = time.perf_counter() + 120
while not c.is_over and time.perf_counter() < end:
    app.processEvents()
    time.sleep(0.0005)
print(json.dumps({"three": max(gaps[3]), "two": max(gaps[2]), "expert": expert_in_two[0]}))
"""


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    heads_up: list[float] = []
    for seed in range(1, runs + 1):
        out = subprocess.run(
            [sys.executable, "-c", CHILD, str(seed)],
            capture_output=True,
            text=True,
            check=True,
            env=env,
        ).stdout
        r = json.loads(out.strip().splitlines()[-1])
        print(
            f"seed {seed}: longest gap with three {r['three']:.1f} ms, with two "
            f"{r['two']:.1f} ms ({'the Expert' if r['expert'] else 'Easy and Medium'} left)",
            flush=True,
        )
        if r["expert"]:
            heads_up.append(r["two"])
    if heads_up:
        print(
            f"heads-up with the Expert, {len(heads_up)} runs: longest gap median "
            f"{statistics.median(heads_up):.1f} ms, range {min(heads_up):.1f}-{max(heads_up):.1f}"
        )


if __name__ == "__main__":
    main()
