"""Screenshots of the replay viewer, Review my decisions and the rules window.

    QT_QPA_PLATFORM=offscreen python scripts/screenshots_review.py [OUTPUT_DIR] [LANGS]

Light and dark; English, and each of LANGS (default "de,fr,ja") for the layout in
longer words and in Japanese. The record is tests/records/golden/cut_mid_round.json's
bigger sibling, e3_e4_winner.json (classic, Anna the human), so every run draws the same.
Files: review-viewer-<scheme>[-<lang>].png, review-decisions-<scheme>[-<lang>].png,
rules-<scheme>[-<lang>].png (the rules window), rules-beside-<scheme>.png (the rules
window next to the table, as a player sees both) and about-<scheme>.png.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CHICAGO_DESKTOP_HOME", tempfile.mkdtemp(prefix="chicago-shots-"))

from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from chicago_desktop.controller import GameController, MatchSettings
from chicago_desktop.engine import ScriptedDice
from chicago_desktop.records import PlayerInfo
from chicago_desktop.ui.language import apply_language
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.preferences import SettingsStore

ROOT = Path(__file__).resolve().parents[1]
RECORD = ROOT / "tests" / "records" / "golden" / "e3_e4_winner.json"


def pump(app: QApplication, seconds: float = 0.05) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)


def shoot(app: QApplication, out: Path, scheme: str, language: str) -> None:
    apply_language(language, app)
    suffix = f"-{scheme}" + ("" if language == "en" else f"-{language}")
    store = SettingsStore()
    store.update(dark_mode=scheme, reduced_motion=True, cpu_speed="instant")
    window = MainWindow(store, GameController())
    window.resize(1100, 720)
    window.show()
    pump(app)
    viewer = window.open_replay(RECORD)
    assert viewer is not None
    viewer.show_step(7)  # the end of round 1 (E3): two losses, Cleo leads next
    pump(app)
    viewer.grab().save(str(out / f"review-viewer{suffix}.png"))
    dialog = window.replay.show_review(viewer)
    dialog.finish()
    pump(app)
    dialog.grab().save(str(out / f"review-decisions{suffix}.png"))
    dialog.close()
    viewer.close()
    rules = window.show_rules()
    pump(app)
    rules.grab().save(str(out / f"rules{suffix}.png"))
    if language == "en":
        # The rules beside the table: the two windows side by side, as on a desktop.
        players = (PlayerInfo("Anna"), PlayerInfo("Ben", "cpu", "hard"))
        dice = ScriptedDice([1, 4, 2, 6, 3, 5, 5, 2] * 20)
        window.start_match(MatchSettings(players, 3, 3), dice=dice, first_leader=1)
        pump(app, 1.5)  # Ben's turn at its pace, then Anna's
        window.controller.throw()
        pump(app, 0.6)
        left, right = window.grab(), rules.grab()
        both = QPixmap(left.width() + right.width() + 8, max(left.height(), right.height()))
        both.fill(window.palette().window().color().darker(130))
        painter = QPainter(both)
        painter.drawPixmap(0, 0, left)
        painter.drawPixmap(left.width() + 8, 0, right)
        painter.end()
        both.scaledToWidth(1400).save(str(out / f"rules-beside{suffix}.png"))
    rules.close()
    if language == "en":
        about = window.show_about()  # the licence, the website and the credits
        pump(app)
        about.grab().save(str(out / f"about{suffix}.png"))
        about.close()
    window.close()
    window.deleteLater()
    pump(app)
    for name in ("review-viewer", "review-decisions", "rules"):
        print(out / f"{name}{suffix}.png")


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    languages = sys.argv[2].split(",") if len(sys.argv) > 2 else ["de", "fr", "ja"]
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")
    for scheme in ("light", "dark"):
        for language in ["en", *languages]:
            shoot(app, out, scheme, language)
    apply_language("en", app)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
