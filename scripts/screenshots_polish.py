"""Screenshots for issue 15's "nothing clipped, nothing jumps": the home screen with the
first start's tutorial offer, Preferences (unchecked check boxes), and the table during a
human turn (a held die, the hint shown, a leader with a long name so the cap line wraps),
light and dark, at the window's minimum and default sizes (and a large one in English).

    QT_QPA_PLATFORM=offscreen python scripts/screenshots_polish.py [OUTPUT_DIR] [PREFIX] [LANGS]

Files are named ``<PREFIX>-<view>-<scheme>-<size>-<lang>.png`` (PREFIX defaults to
``polish``); the CPU seats make simple legal moves and the dice are seeded, so the
pictures are the same on every run.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CHICAGO_DESKTOP_HOME", tempfile.mkdtemp(prefix="chicago-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtWidgets import QApplication
from screenshots_presets import DEFAULT_SIZE, SimpleCpu, faces, pump

from chicago_desktop.controller import GameController, MatchSettings
from chicago_desktop.engine import ScriptedDice
from chicago_desktop.records import PlayerInfo
from chicago_desktop.ui.language import apply_language
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.preferences import SettingsStore

#: A large window (the dice grow with the felt), shot in English only.
LARGE_SIZE = (1600, 1000)
PLAYERS = (
    PlayerInfo("Anna"),
    PlayerInfo("Bartholomew", "cpu", "medium"),
    PlayerInfo("Cora", "cpu", "expert"),
    PlayerInfo("Dan", "cpu", "easy"),
)


def _window(app: QApplication, scheme: str, size: str, *, first_start: bool) -> MainWindow:
    store = SettingsStore()
    store.update(
        dark_mode=scheme,
        reduced_motion=True,
        cpu_speed="instant",
        tutorial_offered=not first_start,
    )
    controller = GameController(cpu_factory=lambda level, seed: SimpleCpu(), speed="instant")
    window = MainWindow(store, controller)
    window.show()
    if first_start:
        window.tutorial.offer_once()
    window.finish_start()  # every screen built: the minimum is the largest of theirs
    pump(app)
    if size == "min":
        window.resize(window.minimumSizeHint())
    else:
        window.resize(*(LARGE_SIZE if size == "large" else DEFAULT_SIZE))
    pump(app)
    return window


def _save(window: MainWindow, out: Path, name: str) -> None:
    window.grab().save(str(out / f"{name}.png"))
    print(out / f"{name}.png", window.width(), window.height())


def shoot(app: QApplication, out: Path, prefix: str, lang: str, *, scheme: str, size: str) -> None:
    window = _window(app, scheme, size, first_start=True)
    _save(window, out, f"{prefix}-home-{scheme}-{size}-{lang}")
    window.close()
    window.deleteLater()
    pump(app)
    if lang == "es":
        return  # the banner's language only
    if size == "default":  # Preferences: its check boxes, unchecked, in both schemes
        window = _window(app, scheme, size, first_start=False)
        window.store.update(reduced_motion=False)
        dialog = window.show_preferences()
        pump(app)
        dialog.grab().save(str(out / f"{prefix}-preferences-{scheme}-{lang}.png"))
        print(out / f"{prefix}-preferences-{scheme}-{lang}.png")
        dialog.close()
        window.close()
        window.deleteLater()
        pump(app)
    window = _window(app, scheme, size, first_start=False)
    c = window.controller
    settings = MatchSettings(PLAYERS, 3, 3)
    window.start_match(settings, dice=ScriptedDice(faces(11)), first_leader=1)
    pump(app, lambda: c.awaiting_human)
    c.throw()
    pump(app, lambda: c.awaiting_human)
    c.toggle_hold(0)
    window.table.ask_hint()
    pump(app, window.table.hint_label.isVisible)
    pump(app)
    _save(window, out, f"{prefix}-table-{scheme}-{size}-{lang}")
    window.close()
    window.deleteLater()
    pump(app)


def main() -> int:
    out = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parents[1] / "docs" / "screenshots"
    )
    prefix = sys.argv[2] if len(sys.argv) > 2 else "polish"
    langs = sys.argv[3].split(",") if len(sys.argv) > 3 else ["en", "de", "fr", "ja", "es"]
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")
    for lang in langs:
        apply_language(lang, app)
        for scheme in ("light", "dark"):
            for size in ("default", "min", *(("large",) if lang == "en" else ())):
                shoot(app, out, prefix, lang, scheme=scheme, size=size)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
