"""Save a screenshot of every screen and dialog, light and dark, to docs/screenshots/.

    QT_QPA_PLATFORM=offscreen python scripts/screenshots.py [OUTPUT_DIR]

The matches are played with scripted dice, so the pictures are the same on every run.
Screens use the Fusion style at 1100×720 so they look alike on every system.
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

from PySide6.QtWidgets import QApplication, QWidget

from chicago_desktop.controller import GameController, MatchSettings
from chicago_desktop.engine import ScriptedDice, Stop, Throw
from chicago_desktop.records import PlayerInfo
from chicago_desktop.ui.language import apply_language
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.preferences import SettingsStore

SIZE = (1100, 720)
PLAYERS = (
    PlayerInfo("Anna"),
    PlayerInfo("Ben", "cpu", "hard"),
    PlayerInfo("Cora", "cpu", "medium"),
    PlayerInfo("Dan", "cpu", "easy"),
)


class PlannedCpu:
    """CPU seats follow a fixed plan so the screenshots never change."""

    def __init__(self, plans: dict[int, list[Throw | Stop]]) -> None:
        self.plans = plans

    def decide(self, match: object) -> Throw | Stop:
        turn = match.turn  # type: ignore[attr-defined]
        if turn.throws == 0:
            return Throw()
        if turn.throws < 2 and match.may_throw():  # type: ignore[attr-defined]
            keep = frozenset(p for p in range(3) if turn.faces[p] in (1, 6))
            if len(keep) < 3:
                return Throw(keep)
        return Stop()


def pump(app: QApplication, until: Callable[[], bool] | None = None, limit: float = 5.0) -> None:
    end = time.monotonic() + limit
    while time.monotonic() < end:
        app.processEvents()
        if until is not None and until():
            return
        if until is None and time.monotonic() > end - limit + 0.3:
            return
        time.sleep(0.005)
    if until is not None:
        raise RuntimeError("the screen did not reach the expected state")


def save(widget: QWidget, out: Path, name: str) -> None:
    path = out / f"{name}.png"
    widget.grab().save(str(path))
    print(path)


def sample_statistics(matches: int = 24) -> None:
    """Record seeded matches of Anna (and Cleo) over a few weeks, for the Statistics window."""
    import random
    from datetime import datetime, timedelta

    from chicago_desktop.engine import Match, RandomDice, preset
    from chicago_desktop.storage.statistics import record_and_save

    start = datetime.now().astimezone().replace(hour=20, minute=0) - timedelta(days=matches // 2)
    opponents = ("easy", "medium", "hard", "expert")
    for n in range(matches):
        rng = random.Random(n)
        seats = (
            PlayerInfo("Anna" if n % 5 else "Cleo"),
            PlayerInfo("Ben", "cpu", opponents[n % 4]),
            *((PlayerInfo("Cora", "cpu", "medium"),) if n % 3 else ()),
        )
        match = Match(preset("classic"), len(seats), dice=RandomDice(n), seed=n)
        while not match.is_over:
            turn = match.turn
            assert turn is not None
            faces = turn.faces
            if (
                faces is not None
                and match.may_stop()
                and (match.score_of(faces) >= 100 or not match.may_throw() or rng.random() < 0.3)
            ):
                match.stop()
            else:
                keep = [p for p in range(3) if faces is not None and faces[p] in (1, 6)]
                match.throw(keep[:2] if match.may_throw(keep[:2]) else [])
        record_and_save(match, seats, start + timedelta(days=n // 2, hours=n % 2))


def shoot_saved_games(app: QApplication, out: Path, scheme: str) -> None:
    """Home with a notice and the Resume offer; the Statistics window, empty and filled."""
    from chicago_desktop.storage.autosave import clear_autosave
    from chicago_desktop.storage.paths import statistics_path

    store = SettingsStore()
    store.update(dark_mode=scheme, reduced_motion=True, cpu_speed="instant")
    controller = GameController(cpu_factory=lambda level, seed: PlannedCpu({}))
    window = MainWindow(store, controller)
    window.resize(*SIZE)
    window.show()
    statistics_path().unlink(missing_ok=True)
    window.finish_start()
    stats = window.saved.show_statistics()
    stats.resize(980, 720)
    pump(app)
    save(stats, out, f"statistics-empty-{scheme}")
    stats.close()

    window.start_match(
        MatchSettings(PLAYERS, 3, 3), dice=ScriptedDice([1, 4, 2, 6, 3] * 60), first_leader=1
    )
    pump(app, lambda: controller.awaiting_human)
    controller.throw()
    controller.stop()
    pump(app, lambda: controller.awaiting_human or controller.is_over, 10)
    window.show_home()
    window.home.notices.add(
        lambda: (
            "Your statistics could not be read and start again from zero; the old file was"
            " kept as /home/anna/.local/share/chicago-desktop/statistics.json.bad-20260301."
        )
    )
    pump(app)
    save(window, out, f"home-resume-{scheme}")

    sample_statistics()
    window.saved._statistics = None  # read the file again
    stats = window.saved.show_statistics()
    stats.resize(980, 720)
    stats.choose("Anna")
    pump(app)
    save(stats, out, f"statistics-{scheme}")
    stats.content_area.verticalScrollBar().setValue(
        stats.content_area.verticalScrollBar().maximum()
    )
    pump(app)
    save(stats, out, f"statistics-charts-{scheme}")
    stats.close()
    clear_autosave()
    statistics_path().unlink(missing_ok=True)
    window.close()
    window.deleteLater()
    pump(app)


def shoot_tutorial(app: QApplication, out: Path, scheme: str) -> None:
    """Learn by playing: the first start's offer, the lesson list, lesson steps (a question,
    a hold with the spotlight, feedback to a wrong stop, the why after a stop), the practice
    coach and a completed lesson."""
    from chicago_desktop.ai import hint, make_player
    from chicago_desktop.tutorial import ProgressStore
    from chicago_desktop.tutorial.model import Choose, Continue, HoldDice, StopTurn, ThrowDice

    ProgressStore().reset()
    store = SettingsStore()
    store.update(dark_mode=scheme, reduced_motion=True, cpu_speed="instant", tutorial_offered=False)
    controller = GameController(cpu_factory=lambda level, seed: PlannedCpu({}))
    window = MainWindow(store, controller)
    window.resize(*SIZE)
    window.show()
    window.tutorial.offer_once()
    pump(app)
    save(window, out, f"tutorial-offer-{scheme}")

    screen = window.tutorial.show()
    screen.practice_seed = 5
    screen.practice_cpu_factory = lambda level, seed: make_player("easy", seed)
    c = screen.controller

    def ready() -> None:
        pump(app, lambda: screen.ready)

    def to_step(index: int) -> None:
        for _ in range(60):
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

    for lesson_id in ("reading", "holding"):
        screen.open_lesson(lesson_id)
        to_step(10_000 if lesson_id == "reading" else 4)
    screen.show_menu()
    screen.menu.select("holding")
    pump(app)
    save(window, out, f"tutorial-menu-{scheme}")

    screen.open_lesson("reading", restart=True)
    to_step(3)
    screen.panel.choice_buttons[0].click()  # a wrong answer, with the lesson's feedback
    pump(app)
    save(window, out, f"tutorial-question-{scheme}")
    screen.open_lesson("holding", restart=True)
    to_step(2)
    pump(app)
    save(window, out, f"tutorial-hold-{scheme}")
    screen.open_lesson("stopping")
    to_step(2)
    c.stop()  # wrong: the lesson says why and lets the learner try again
    pump(app)
    save(window, out, f"tutorial-feedback-{scheme}")
    screen.open_lesson("cap")
    to_step(3)
    c.stop()
    ready()
    save(window, out, f"tutorial-why-{scheme}")

    screen.open_lesson("practice")
    to_step(1)
    for _ in range(6):  # a few decisions, the last one coached
        pump(app, lambda: c.awaiting_human)
        assert c.match is not None and c.match.turn is not None
        if c.match.turn.throws == 0:
            c.throw()
            continue
        best = hint(c.match).options[-1].action  # not the best: the coach explains
        if isinstance(best, Stop):
            c.stop()
        else:
            for pos in range(3):
                if (pos in c.held) != (pos in best.hold):
                    c.toggle_hold(pos)
            c.throw()
        if screen.panel.feedback_text:
            break
    pump(app)
    save(window, out, f"tutorial-coach-{scheme}")

    screen.open_lesson("loss")
    to_step(10_000)
    ready()
    save(window, out, f"tutorial-complete-{scheme}")
    screen.leave()
    ProgressStore().reset()
    window.close()
    window.deleteLater()
    pump(app)


def shoot(app: QApplication, out: Path, scheme: str) -> None:
    store = SettingsStore()
    store.update(dark_mode=scheme, reduced_motion=True, cpu_speed="instant")
    controller = GameController(cpu_factory=lambda level, seed: PlannedCpu({}))
    window = MainWindow(store, controller)
    window.resize(*SIZE)
    window.show()
    pump(app)
    save(window, out, f"home-{scheme}")
    window.show_setup()
    window.setup_screen.set_settings(MatchSettings(PLAYERS, 3, 3))
    pump(app)
    save(window, out, f"setup-{scheme}")

    # Round 1: Ben leads (1·4·2 = 106), Cora 4·5·6 = 69, Dan 1·6·3 = 163, Anna to play.
    dice = ScriptedDice(
        [1, 4, 2, 6, 3]  # Ben: 1·4·2, keeps the 1, then 1·6·3 = 163 (cap 2)
        + [4, 5, 6, 2, 3, 1, 6, 3, 5]  # Cora: 4·5·6 = 69 then 2·3 → 2·3·6 = 71
        + [6, 3, 1]  # Dan … (follows his plan)
        + [6, 3, 1, 5]  # Anna: 6·3·1, holds the 6 and the 1, throws 5 (… = 6·5·1)
        + [2, 2, 3, 1, 1, 5, 6, 6, 2, 5, 5, 5, 3, 4, 4] * 40
    )
    window.start_match(MatchSettings(PLAYERS, 3, 3), dice=dice, first_leader=1)
    pump(app, lambda: controller.awaiting_human)
    controller.throw()
    controller.toggle_hold(0)
    controller.toggle_hold(2)
    pump(app, lambda: controller.awaiting_human)
    window.table.ask_hint()  # the AI's real advice, in the language of the screenshot
    pump(app)
    save(window, out, f"table-{scheme}")
    controller.throw()
    controller.stop()
    pump(app, lambda: controller.last_outcome is not None)
    save(window, out, f"table-round-{scheme}")
    controller.set_speed("instant")
    while not controller.is_over:
        if controller.awaiting_human:
            controller.throw()
            controller.stop()
        pump(app, lambda: controller.awaiting_human or controller.is_over, 10)
    pump(app)
    save(window, out, f"table-end-{scheme}")

    for name, opener in (
        ("rules", window.show_rules),
        ("about", window.show_about),
        ("preferences", window.show_preferences),
        (
            "error",
            lambda: window.show_error(
                "Traceback (most recent call last):\n  ...\nRuntimeError: example"
            ),
        ),
    ):
        dialog = opener()
        pump(app)
        save(dialog, out, f"{name}-{scheme}")
        dialog.close()
    window.close()
    window.deleteLater()
    pump(app)


def main() -> int:
    out = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parents[1] / "docs" / "screenshots"
    )
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")
    # English as the game sets it at start (dates and numbers too), whatever the machine's
    # locale: a bare C locale would write the Resume offer's date as "30 11 2026".
    apply_language("en", app)
    for scheme in ("light", "dark"):
        shoot(app, out, scheme)
        shoot_saved_games(app, out, scheme)
        shoot_tutorial(app, out, scheme)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
