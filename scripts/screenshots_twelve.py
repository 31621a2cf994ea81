"""Screenshots of Chicago 2–12 (R60, R61): its setup, a game in the middle, the roll-off
and the end, light and dark, at the window's default size and at its minimum.

    QT_QPA_PLATFORM=offscreen python scripts/screenshots_twelve.py [OUTPUT_DIR] [LANG] [SIZES]

SIZES is ``default,min`` (the default for English) or ``default`` (the default for other
languages). The dice are seeded or scripted, so the pictures are the same on every run.
Files are named ``twelve-<view>-<scheme>-<size>.png`` (``-<lang>`` added for a language
other than English).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CHICAGO_DESKTOP_HOME", tempfile.mkdtemp(prefix="chicago-shots-"))

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from chicago_desktop.controller import TwelveSettings
from chicago_desktop.engine import ScriptedDice
from chicago_desktop.records import PlayerInfo
from chicago_desktop.storage.autosave import clear_autosave
from chicago_desktop.two_to_twelve import Order, Phase, Rules
from chicago_desktop.ui.language import apply_language
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.preferences import SettingsStore

DEFAULT_SIZE = (1100, 720)
PLAYERS = (
    PlayerInfo("Anna"),
    PlayerInfo("Ben"),
    PlayerInfo("Cora", "cpu"),
    PlayerInfo("Dan", "cpu"),
)


def pump(app: QApplication, until: Callable[[], bool] | None = None, limit: float = 20.0) -> None:
    end = time.monotonic() + limit
    settle = time.monotonic() + 0.3
    while time.monotonic() < end:
        app.processEvents()
        if until is not None and until():
            app.processEvents()
            return
        if until is None and time.monotonic() > settle:
            return
        time.sleep(0.005)
    if until is not None:
        raise RuntimeError("the screen did not reach the expected state")


def _window(app: QApplication, scheme: str, size: str) -> MainWindow:
    store = SettingsStore()
    store.update(dark_mode=scheme, reduced_motion=True, cpu_speed="instant")
    window = MainWindow(store)
    window.show()
    window.finish_start()  # every screen built, as after the first paint: the real minimum
    assert window.twelve.screen is not None  # built: its minimum counts for the window's
    pump(app)
    window.resize(window.minimumSizeHint() if size == "min" else QSize(*DEFAULT_SIZE))
    pump(app)
    return window


def _save(window: MainWindow, out: Path, name: str) -> None:
    window.grab().save(str(out / name))
    print(out / name, window.width(), window.height())


def _close(app: QApplication, window: MainWindow) -> None:
    window.close()
    window.deleteLater()
    pump(app)
    clear_autosave()  # else the next window's home offers Resume, and is taller


def _misses(rules: Rules, players: int) -> list[int]:
    """Faces that miss every target: a tie at 0 after the last round."""
    faces: list[int] = []
    for target in rules.targets:
        for _seat in range(players):
            faces += [6, 6] if target != 12 else [1, 1]
    return faces


def shoot(app: QApplication, out: Path, *, scheme: str, size: str, suffix: str) -> None:
    tail = f"-{scheme}-{size}{suffix}.png"

    # The setup: Chicago 2–12 chosen, four players, Teams ticked (Elimination greyed out).
    window = _window(app, scheme, size)
    window.show_setup()
    setup = window.setup_screen
    setup.set_settings(TwelveSettings(PLAYERS, Rules(order=Order.DOWN, teams=True)))
    pump(app)
    _save(window, out, "twelve-setup" + tail)

    # A game in the middle: Anna has thrown, the computer goes to Ben.
    window.start_match(TwelveSettings(PLAYERS), seed=12)
    c = window.twelve.controller
    pump(app, lambda: c.awaiting_human)
    while c.game is not None and not (c.game.round_index >= 5 and c.handover is not None):
        c.press()
        pump(app, lambda: c.awaiting_human)
    _save(window, out, "twelve-game" + tail)
    _close(app, window)

    # The roll-off: Anna and Cora tie at 0; the first roll-off round ties again at 8.
    window = _window(app, scheme, size)
    rules = Rules()
    players = (PLAYERS[0], PLAYERS[2])
    faces = [*_misses(rules, 2), 4, 4, 5, 3, 6, 5, 2, 1]  # tied at 8, then 11 against 3
    window.start_match(TwelveSettings(players, rules), dice=ScriptedDice(faces))
    c = window.twelve.controller
    game = c.game
    assert game is not None
    while True:
        pump(app, lambda: c.awaiting_human)
        if game.phase is Phase.ROLLOFF and game.rolloffs and not game.rolloff_throws:
            break
        c.press()
    _save(window, out, "twelve-rolloff" + tail)

    # The end: a game of four with three dice, Reverse and Elimination, to its placings.
    rules = Rules(dice=3, order=Order.DOWN, elimination=True)
    window.start_match(TwelveSettings(PLAYERS, rules), seed=21)
    c = window.twelve.controller
    while not c.is_over:
        pump(app, lambda: c.awaiting_human or c.is_over)
        c.press()
    pump(app)
    _save(window, out, "twelve-end" + tail)
    _close(app, window)


def main() -> int:
    out = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parents[1] / "docs" / "screenshots"
    )
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    default_sizes = "default,min" if lang == "en" else "default"
    sizes = (sys.argv[3] if len(sys.argv) > 3 else default_sizes).split(",")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")
    apply_language(lang, app)
    suffix = "" if lang == "en" else f"-{lang}"
    for scheme in ("light", "dark"):
        for size in sizes:
            shoot(app, out, scheme=scheme, size=size, suffix=suffix)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
