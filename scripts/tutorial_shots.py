"""Save screenshots of the preset lessons and the Chicago 2–12 lesson to docs/screenshots/.

    QT_QPA_PLATFORM=offscreen python scripts/tutorial_shots.py [OUTPUT_DIR] [--classic]

The lesson list (grouped by game), the call of the basic lesson "The leader's call" (R7),
the clearing phase of the bavarian lesson "Coasters" (R45) and the Chicago 2–12 lesson's
roll-off (R60), light and dark, in English, German and Japanese (to check the layout).
The lessons' dice are scripted, so the pictures are the same on every run. The classic
lessons' pictures are made by scripts/screenshots.py.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CHICAGO_DESKTOP_HOME", tempfile.mkdtemp(prefix="chicago-shots-"))

from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshots import SIZE, PlannedCpu, pump, save

from chicago_desktop.controller import GameController
from chicago_desktop.tutorial import ProgressStore
from chicago_desktop.tutorial.model import (
    CallRound,
    Choose,
    Continue,
    HoldDice,
    StopTurn,
    ThrowDice,
    TurnTwoSixes,
)
from chicago_desktop.ui.language import apply_language
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.preferences import SettingsStore


def shoot(app: QApplication, out: Path, scheme: str, lang: str) -> None:
    """The lesson list and three lesson pages in one scheme and language."""
    ProgressStore().reset()
    store = SettingsStore()
    store.update(
        dark_mode=scheme,
        reduced_motion=True,
        cpu_speed="instant",
        tutorial_offered=True,
        language=lang,
    )
    apply_language(lang, app)
    window = MainWindow(store, GameController(cpu_factory=lambda level, seed: PlannedCpu({})))
    window.resize(*SIZE)
    window.show()
    screen = window.tutorial.show()
    c = screen.controller

    def ready() -> None:
        pump(app, lambda: screen.ready)

    def to_step(index: int) -> None:
        for _ in range(80):
            ready()
            run = screen.run
            assert run is not None
            if run.finished or run.index >= index:
                return
            do = run.step.do
            if isinstance(do, Continue):
                screen.panel.continue_button.click()
            elif isinstance(do, Choose):
                screen.panel.choice_buttons[do.answer].click()
            elif isinstance(do, HoldDice | ThrowDice):
                for pos in range(3):
                    if (pos in c.held) != (pos in do.hold):
                        c.toggle_hold(pos)
                if isinstance(do, ThrowDice):
                    c.throw()
            elif isinstance(do, StopTurn):
                c.stop()
            elif isinstance(do, CallRound):
                c.make_call(do.call)
            elif isinstance(do, TurnTwoSixes):
                c.turn_sixes()

    suffix = f"{lang}-{scheme}" if lang != "en" else scheme
    # Some progress to show: classic done in part, a basic lesson under way.
    for lesson_id in ("reading", "holding", "chicago"):
        screen.open_lesson(lesson_id)
        to_step(10_000)
    screen.open_lesson("call")
    to_step(3)
    screen.table.call_panel.toggle_direction()  # Low, as the step asks
    pump(app)
    save(window, out, f"tutorial-call-{suffix}")
    screen.open_lesson("coasters")
    to_step(12)  # the clearing phase begins (R45)
    pump(app)
    save(window, out, f"tutorial-coasters-{suffix}")
    screen.show_menu()
    screen.menu.select("call")
    screen.menu.list.scrollTo(screen.menu.list.currentIndex())
    pump(app)
    save(window, out, f"tutorial-list-{suffix}")
    screen.open_lesson("two-to-twelve")
    page = screen.twelve
    for _ in range(40):
        pump(app, lambda: page.ready)
        if page.index >= 6:
            break
        if page.can_throw():
            page.throw()
        else:
            page.proceed()
    pump(app, lambda: page.ready)
    save(window, out, f"tutorial-twelve-{suffix}")
    screen.leave()
    ProgressStore().reset()
    window.close()
    window.deleteLater()
    pump(app)


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    out = Path(args[0]) if args else Path(__file__).resolve().parents[1] / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")
    for lang in ("en", "de", "ja"):
        for scheme in ("light", "dark"):
            shoot(app, out, scheme, lang)
    apply_language("en", app)
    if "--classic" in sys.argv:  # the classic lessons' pictures, whose list changed too
        from screenshots import shoot_tutorial

        for scheme in ("light", "dark"):
            shoot_tutorial(app, out, scheme)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
