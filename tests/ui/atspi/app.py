"""The game as a screen reader meets it, for test_atspi.py: run under Xvfb with a private
session bus and ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``.

    python -m tests.ui.atspi.app FOLDER

Shows the main window at the table (Anna's turn: she has thrown and holds die 1), the
setup screen and the home screen, each its own window, then writes FOLDER/ready. When
FOLDER/next appears it holds die 2 instead of die 1, asks for a hint and writes
FOLDER/changed once the hint is shown. It runs until the test ends the process.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from chicago_desktop.controller import GameController, MatchSettings
from chicago_desktop.engine import Match, ScriptedDice, Stop, Throw
from chicago_desktop.records import PlayerInfo
from chicago_desktop.ui.home import HomeScreen
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.preferences import SettingsStore
from chicago_desktop.ui.setup import SetupScreen

APP_NAME = "chicago-atspi-check"
PLAYERS = (PlayerInfo("Anna"), PlayerInfo("Ben", "cpu", "easy"), PlayerInfo("Cora", "cpu", "hard"))


class TwiceCpu:
    """Throws twice and stops (the leader sets a cap of 2: Anna may throw again)."""

    def decide(self, match: Match) -> Throw | Stop:
        turn = match.turn
        assert turn is not None
        return Throw() if turn.throws < 2 else Stop()


def main() -> int:
    folder = Path(sys.argv[1])
    app = QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    store = SettingsStore()
    store.update(reduced_motion=True, cpu_speed="instant", tutorial_offered=True)
    controller = GameController(cpu_factory=lambda level, seed: TwiceCpu(), speed="instant")
    window = MainWindow(store, controller)
    window.show()
    window.finish_start()
    # Ben leads, then Cora; Anna throws last and may throw again.
    dice = ScriptedDice([6, 6, 2, 1, 4, 4, 2, 5, 3] * 20)
    window.start_match(MatchSettings(PLAYERS, 3, 3), dice=dice, first_leader=1)
    setup = SetupScreen()
    setup.setWindowTitle("setup")
    setup.set_settings(MatchSettings(PLAYERS, 3, 3))
    setup.show()
    home = HomeScreen()
    home.setWindowTitle("home")
    home.show()
    steps = {"thrown": False, "ready": False, "changed": False}

    def step() -> None:
        if controller.awaiting_human and not steps["thrown"]:
            steps["thrown"] = True
            focused = app.focusWidget()
            controller.throw()
            window.activateWindow()
            name = focused.accessibleName() if focused is not None else ""
            print("focus at the turn:", name or type(focused).__name__, flush=True)
        elif steps["thrown"] and not steps["ready"] and controller.awaiting_human:
            if controller.shown_faces and 0 not in controller.held:
                controller.toggle_hold(0)
                steps["ready"] = True
                (folder / "ready").write_text("ready", encoding="utf-8")
        elif steps["ready"] and not steps["changed"] and (folder / "next").exists():
            steps["changed"] = True
            controller.toggle_hold(0)
            controller.toggle_hold(1)
            window.table.ask_hint()
        elif steps["changed"] and window.table.hint_label.text():
            timer.stop()
            (folder / "changed").write_text("changed", encoding="utf-8")

    timer = QTimer()
    timer.timeout.connect(step)
    timer.start(50)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
