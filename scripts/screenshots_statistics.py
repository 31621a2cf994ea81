"""Screenshots of the Statistics window: figures with personal bests, the results histogram
and the Chicago 2–12 page, light and dark.

    QT_QPA_PLATFORM=offscreen python scripts/screenshots_statistics.py [OUTPUT_DIR] [LANG]

The matches are seeded, so the pictures are the same on every run; names end in ``-LANG``
for a language other than English.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CHICAGO_DESKTOP_HOME", tempfile.mkdtemp(prefix="chicago-shots-"))

from PySide6.QtWidgets import QApplication

from chicago_desktop.engine.dice import RandomDice
from chicago_desktop.records import PlayerInfo
from chicago_desktop.storage.statistics import TWELVE, load_statistics, save_entries
from chicago_desktop.storage.statistics.model import Statistics, record_twelve_game
from chicago_desktop.two_to_twelve.game import Game
from chicago_desktop.two_to_twelve.rules import Rules
from chicago_desktop.ui.language import apply_language
from chicago_desktop.ui.preferences import SettingsStore
from chicago_desktop.ui.statistics_window import StatisticsWindow
from chicago_desktop.ui.theme import apply_theme

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("shots", HERE / "screenshots.py")
assert spec is not None and spec.loader is not None
shots = importlib.util.module_from_spec(spec)
spec.loader.exec_module(shots)


def sample_twelve(games: int = 12) -> None:
    """Seeded games of Chicago 2–12 of Anna against two CPU seats."""
    start = datetime.now().astimezone().replace(hour=19, minute=0) - timedelta(days=games)
    stats = Statistics()
    seats = (PlayerInfo("Anna"), PlayerInfo("Ben", "cpu"), PlayerInfo("Cora", "cpu"))
    for n in range(games):
        game = Game(Rules(dice=3) if n % 4 == 3 else Rules(), 3, dice=RandomDice(100 + n))
        while not game.is_over:
            game.throw()
        stats = record_twelve_game(stats, game, seats, start + timedelta(days=n))
    save_entries(stats)


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE.parent / "docs" / "screenshots"
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    suffix = "" if lang == "en" else f"-{lang}"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")
    apply_language(lang, app)
    shots.sample_statistics()
    sample_twelve()
    for scheme in ("light", "dark"):
        store = SettingsStore()
        store.update(dark_mode=scheme)
        apply_theme(app, scheme)
        win = StatisticsWindow(load_statistics().value)
        win.resize(980, 720)
        win.show()
        win.choose("Anna")
        shots.pump(app)
        shots.save(win, out, f"statistics-{scheme}{suffix}")
        bar = win.content_area.verticalScrollBar()
        bar.setValue(bar.maximum())
        shots.pump(app)
        shots.save(win, out, f"statistics-charts-{scheme}{suffix}")
        win.choose("Anna", preset=TWELVE)
        shots.pump(app)
        shots.save(win, out, f"statistics-twelve-{scheme}{suffix}")
        bar = win.twelve_area.verticalScrollBar()
        bar.setValue(bar.maximum())
        shots.pump(app)
        shots.save(win, out, f"statistics-twelve-chart-{scheme}{suffix}")
        win.close()
        win.deleteLater()
        shots.pump(app)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
