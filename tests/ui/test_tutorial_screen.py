"""The tutorial in the window: entry points, progress across a restart, continue, restart and
reset, statistics untouched, accessibility, live retranslation and the highlight."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QMessageBox, QWidget

from chicago_desktop.storage.paths import statistics_path, tutorial_progress_path
from chicago_desktop.tutorial import LESSONS, LessonStatus, ProgressStore, Target
from chicago_desktop.tutorial.model import Continue, ThrowDice
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.preferences import SettingsStore
from chicago_desktop.ui.tutorial_controller import TutorialController

from .conftest import make_window, wait_until
from .test_tutorial_lessons import Learner, play_lesson


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    return make_window(qtbot)


def advance_to(learner: Learner, index: int) -> None:
    """Take the wanted action of each step until step ``index`` is shown."""
    screen = learner.screen
    for _ in range(100):  # bounded: a step that does not move on fails, it never spins
        learner.settle()
        run = screen.run
        assert run is not None and not run.finished
        if run.index >= index:
            return
        at = run.index
        do = run.step.do
        if isinstance(do, Continue):
            learner.proceed()
        elif isinstance(do, ThrowDice):
            learner.hold(do.hold)
            learner.throw()
        else:
            from chicago_desktop.tutorial.model import Choose, HoldDice, StopTurn

            if isinstance(do, StopTurn):
                learner.stop()
            elif isinstance(do, HoldDice):
                learner.hold(do.hold)
            elif isinstance(do, Choose):
                learner.answer(do.answer)
        learner.settle()
        assert screen.run is not None and screen.run.index > at, f"step {at} did not move on"
    raise AssertionError(f"step {index} was never reached")


# ------------------------------------------------------------------ entry points
def test_home_button_and_help_menu_open_the_tutorial(qtbot: Any, window: MainWindow) -> None:
    qtbot.mouseClick(window.home.tutorial_button, Qt.MouseButton.LeftButton)
    assert window.current_screen() == "tutorial"
    assert window.tutorial.screen.page == "menu"
    assert window.home_action.isEnabled()
    window.home_action.trigger()
    assert window.current_screen() == "home"
    assert window.tutorial.action in window.help_menu.actions()
    assert window.tutorial.action.text() == "&Learn by playing"
    window.tutorial.action.trigger()
    assert window.current_screen() == "tutorial"
    window.tutorial.screen.menu.home_button.click()
    assert window.current_screen() == "home"


def test_first_start_offers_the_tutorial_once(qtbot: Any, window: MainWindow) -> None:
    assert window.store.get("tutorial_offered") is False
    offer = window.tutorial.offer_once()
    assert offer is not None and offer.isVisible()
    assert window.store.get("tutorial_offered") is True
    assert SettingsStore().get("tutorial_offered") is True  # saved
    assert window.current_screen() == "home"  # not a dialog: nothing is in the way
    assert "New to Chicago?" in window.status_line.text()
    qtbot.mouseClick(offer.accept_button, Qt.MouseButton.LeftButton)
    screen = window.tutorial.screen
    assert window.current_screen() == "tutorial" and screen.page == "lesson"
    assert screen.run is not None and screen.run.lesson.id == LESSONS[0].id
    assert not offer.isVisible()
    again = make_window(qtbot)  # the next start: no offer
    assert again.tutorial.offer_once() is None


def test_the_offer_can_be_declined(qtbot: Any, window: MainWindow) -> None:
    offer = window.tutorial.offer_once()
    assert offer is not None
    qtbot.mouseClick(offer.dismiss_button, Qt.MouseButton.LeftButton)
    assert not offer.isVisible() and window.current_screen() == "home"
    assert window.tutorial.offer_once() is None


def test_leaving_the_tutorial_stops_its_match(qtbot: Any, window: MainWindow) -> None:
    screen = window.tutorial.show()
    screen.open_lesson("cap")
    wait_until(qtbot, lambda: screen.ready)
    assert screen.controller.match is not None
    window.show_setup()
    assert screen.controller.match is None and screen.run is None
    assert window.tutorial.show() is screen and screen.page == "menu"


# ------------------------------------------------------------------ progress
def test_progress_is_saved_and_restored_across_a_restart(qtbot: Any, window: MainWindow) -> None:
    screen = window.tutorial.show()
    learner = Learner(qtbot, window, screen, keys=True)
    play_lesson(learner, "reading")
    screen.open_lesson("holding")
    advance_to(learner, 5)  # holding the 6 as well: after two throws and a hold
    assert screen.controller.held == frozenset({0})
    saved = json.loads(tutorial_progress_path().read_text("utf-8"))
    assert saved["last_lesson"] == "holding"
    assert saved["lessons"]["holding"] == {"completed": False, "step": 5, "best_practice": None}
    assert saved["lessons"]["reading"]["completed"] is True
    window.close()

    again = make_window(qtbot)  # same CHICAGO_DESKTOP_HOME: a restart
    menu_screen = again.tutorial.show()
    model = menu_screen.menu.model
    states = [model.index(row).data(model.StateRole) for row in range(model.rowCount())]
    assert states[:3] == ["completed", "in_progress", "not_started"]
    status = model.index(1).data(model.StatusRole)
    assert status == "In progress: step 6 of 10"
    spoken = model.index(1).data(Qt.ItemDataRole.AccessibleTextRole)
    assert "Lesson 2 of 21, Classic: Throwing and holding. In progress: step 6 of 10." in spoken
    assert menu_screen.menu.continue_button.isEnabled()
    qtbot.mouseClick(menu_screen.menu.continue_button, Qt.MouseButton.LeftButton)
    wait_until(qtbot, lambda: menu_screen.ready, timeout=5000)
    run = menu_screen.run
    assert run is not None and run.lesson.id == "holding" and run.index == 5
    c = menu_screen.controller
    assert c.shown_faces == (1, 6, 3) and c.held == frozenset({0}) and c.shown_throws == 2
    assert c.speed == "instant"  # back to the chosen pace after bringing the table up to date
    assert menu_screen.panel.step_label.text() == "Step 6 of 10"
    learner2 = Learner(qtbot, again, menu_screen, keys=False)
    learner2.hold(frozenset({0, 1}))  # the step goes on from where it was left
    wait_until(qtbot, lambda: menu_screen.run is not None and menu_screen.run.index == 6)


def test_restart_a_lesson_and_continue_the_next_unfinished(qtbot: Any, window: MainWindow) -> None:
    screen = window.tutorial.show()
    learner = Learner(qtbot, window, screen, keys=True)
    play_lesson(learner, "reading")
    screen.show_menu()
    assert screen.menu.selected_id() == "holding"  # the next lesson to play is selected
    screen.menu.select("reading")
    assert screen.menu.restart_button.isEnabled()
    qtbot.mouseClick(screen.menu.restart_button, Qt.MouseButton.LeftButton)
    learner.settle()
    assert screen.run is not None and screen.run.lesson.id == "reading" and screen.run.index == 0
    entry = screen.progress.value.of("reading")
    assert entry.completed and entry.status is LessonStatus.IN_PROGRESS
    advance_to(learner, 2)
    qtbot.mouseClick(screen.panel.restart_button, Qt.MouseButton.LeftButton)  # from the panel
    learner.settle()
    assert screen.run is not None and screen.run.index == 0
    qtbot.mouseClick(screen.panel.lessons_button, Qt.MouseButton.LeftButton)
    assert screen.page == "menu"
    status = screen.menu.model.index(0).data(screen.menu.model.StatusRole)
    assert status == "Completed; started again (In progress: step 1 of 10)"


def test_reset_asks_first(qtbot: Any, window: MainWindow) -> None:
    screen = window.tutorial.show()
    screen.progress.update(screen.progress.value.completed("reading").at_step("cap", 3))
    screen.show_menu()
    qtbot.mouseClick(screen.menu.reset_button, Qt.MouseButton.LeftButton)
    box = screen.findChild(QMessageBox)
    assert isinstance(box, QMessageBox) and box.isVisible()
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert ProgressStore().value.of("reading").completed  # nothing forgotten
    box = screen.ask_reset()
    reset = next(b for b in box.buttons() if b.text() == "Reset progress")
    reset.click()
    assert ProgressStore().value.of("reading").status is LessonStatus.NOT_STARTED
    assert ProgressStore().value.of("cap").status is LessonStatus.NOT_STARTED
    assert screen.menu.model.index(0).data(screen.menu.model.StatusRole) == "Not started"
    assert window.status_line.text() == "Tutorial progress was reset."


def test_a_bad_progress_file_is_set_aside_with_a_notice(qtbot: Any, window: MainWindow) -> None:
    path = tutorial_progress_path()
    path.write_text("{ not json", "utf-8")
    screen = window.tutorial.show()
    assert screen.menu.notice.isVisible()
    assert "could not be read" in screen.menu.notice.text()
    assert "could not be read" in window.status_line.text()
    assert not path.exists() and list(path.parent.glob("tutorial-progress.json.bad-*"))


# ------------------------------------------------------------------ statistics
def test_tutorial_matches_never_reach_the_statistics(qtbot: Any, window: MainWindow) -> None:
    from chicago_desktop.ai import make_player

    screen = window.tutorial.show()
    assert isinstance(screen.controller, TutorialController)
    assert screen.controller is not window.controller
    assert TutorialController.counts_in_statistics is False
    started: list[bool] = []
    window.controller.match_started.connect(lambda: started.append(True))
    learner = Learner(qtbot, window, screen, keys=True)
    play_lesson(learner, "ending")  # two whole matches, a win and a draw
    screen.practice_seed = 3
    screen.practice_cpu_factory = lambda level, seed: make_player("easy", seed)
    screen.open_lesson("practice")
    advance_to(learner, 1)
    c = screen.controller
    for _ in range(500):  # bounded: an action that is not taken fails, it never spins
        wait_until(qtbot, lambda: c.awaiting_human or screen.run.index != 1)  # type: ignore[union-attr]
        if screen.run.index != 1:  # type: ignore[union-attr]
            break
        assert c.match is not None
        before = len(c.match.actions)
        if c.can_stop():
            learner.stop()
        else:
            learner.throw()
        assert len(c.match.actions) == before + 1
    else:
        raise AssertionError("the practice match did not end")
    window.close()
    assert started == []  # the window's controller never played
    assert not statistics_path().exists()
    from chicago_desktop.storage.statistics import load_statistics

    assert load_statistics().value.matches == ()


# ------------------------------------------------------------------ accessibility, language
def _controls(root: QWidget) -> list[QWidget]:
    kinds = (QAbstractButton, QAbstractItemView)
    return [w for w in root.findChildren(QWidget) if isinstance(w, kinds) and w.isVisible()]


def test_every_control_is_named_and_instructions_are_announced(
    qtbot: Any, window: MainWindow
) -> None:
    screen = window.tutorial.show()
    for w in _controls(screen):
        name = w.accessibleName() or (w.text() if isinstance(w, QAbstractButton) else "")
        assert name.strip(), f"menu: {type(w).__name__} {w.objectName()} has no name"
    screen.open_lesson("reading")
    learner = Learner(qtbot, window, screen, keys=True)
    advance_to(learner, 3)  # a question
    for w in _controls(screen):
        name = w.accessibleName() or (w.text() if isinstance(w, QAbstractButton) else "")
        assert name.strip(), f"lesson: {type(w).__name__} {w.objectName()} has no name"
    panel = screen.panel
    assert panel.instruction.accessibleName() == "Instruction"
    assert panel.instruction.accessibleDescription() == "What are your dice, 1·4·2, worth?"
    assert window.status_line.text() == "What are your dice, 1·4·2, worth?"
    assert panel.choice_buttons[1].accessibleName() == "106"
    assert panel.choice_buttons[1].accessibleDescription() == "Answer 2. Shortcut: 2."
    assert panel.choice_buttons[0].hasFocus()  # keyboard users start on the answers
    learner.answer(0)
    assert panel.feedback.accessibleDescription() == panel.feedback_text
    assert window.status_line.text() == panel.feedback_text


def test_retranslate_renders_the_lesson_again(qtbot: Any, window: MainWindow) -> None:
    screen = window.tutorial.show()
    screen.open_lesson("reading")
    learner = Learner(qtbot, window, screen, keys=True)
    advance_to(learner, 3)
    learner.answer(0)
    texts = (
        screen.panel.instruction.text(),
        screen.panel.feedback_text,
        screen.panel.choice_buttons[0].text(),
    )
    for label in (screen.panel.instruction, screen.panel.feedback, screen.menu.title):
        label.setText("")
    screen.panel.choice_buttons[0].setText("")
    window.retranslate_ui()
    assert (
        screen.panel.instruction.text(),
        screen.panel.feedback_text,
        screen.panel.choice_buttons[0].text(),
    ) == texts
    assert screen.menu.title.text() == "Learn by playing"
    assert screen.panel.choice_buttons[0].text() == "7  ·  key 1"


def test_the_spotlight_rings_the_target_and_the_answer_is_covered(
    qtbot: Any, window: MainWindow
) -> None:
    window.resize(1100, 720)
    screen = window.tutorial.show()
    screen.open_lesson("holding")
    learner = Learner(qtbot, window, screen, keys=True)
    advance_to(learner, 2)  # hold the 1: the first die is ringed
    spot = screen.spotlight
    assert spot.target is Target.DIE_1
    ring = spot.ring()
    die = screen.table.dice[0]
    die_rect = QRect(die.mapTo(screen.table, die.rect().topLeft()), die.size())
    assert ring is not None and ring.contains(die_rect.center())
    assert not ring.intersects(
        QRect(screen.table.dice[1].mapTo(screen.table, die.rect().topLeft()), die.size())
    )
    assert spot.geometry() == screen.table.rect()
    screen.open_lesson("reading", restart=True)
    advance_to(learner, 3)  # the question: the value is covered on the felt, board and log
    assert spot.concealed and len(spot.covers()) == 3
    learner.answer(1)
    learner.settle()
    assert not spot.concealed and spot.covers() == []


def test_progress_file_stays_apart(qtbot: Any, window: MainWindow, tmp_path: Path) -> None:
    screen = window.tutorial.show()
    screen.open_lesson("reading")
    wait_until(qtbot, lambda: screen.ready)
    state = tutorial_progress_path().parent
    assert sorted(p.name for p in state.iterdir() if not p.name.startswith(".")) == [
        "tutorial-progress.json"
    ]


def test_a_live_language_switch_reaches_the_lesson(qtbot: Any, window: MainWindow) -> None:
    from chicago_desktop.ui.language import apply_language

    screen = window.tutorial.show()
    screen.open_lesson("stopping")
    learner = Learner(qtbot, window, screen, keys=True)
    advance_to(learner, 2)
    learner.stop()  # refused: "… (0% chance of avoiding the loss) …"
    assert "(0% chance" in screen.panel.feedback_text
    try:
        apply_language("de")
        # the feedback re-rendered in German, with the number as German writes it
        assert "(0\u00a0% Chance" in screen.panel.feedback_text
        assert screen.table.throw_button.text() == "Würfeln  ·  Leertaste"  # the lesson's table
    finally:
        apply_language("en")
    assert "(0% chance" in screen.panel.feedback_text
    assert screen.table.throw_button.text() == "Throw  ·  Space"


def test_keyboard_only_from_the_lesson_list(qtbot: Any, window: MainWindow) -> None:
    screen = window.tutorial.show()
    assert screen.menu.list.hasFocus()
    qtbot.keyClick(screen.menu.list, Qt.Key.Key_Down)
    qtbot.keyClick(screen.menu.list, Qt.Key.Key_Return)  # opens the selected lesson
    assert screen.page == "lesson"
    assert screen.run is not None and screen.run.lesson.id == "holding"
    learner = Learner(qtbot, window, screen, keys=True)
    learner.settle()
    assert screen.panel.continue_button.hasFocus()
    learner.proceed()  # Enter
    learner.settle()
    assert screen.run.index == 1
    learner.throw()  # Space
    learner.settle()
    assert screen.run.index == 2 and screen.controller.shown_faces == (1, 4, 2)


@pytest.mark.parametrize(
    ("decisions", "best", "wording"),
    [
        (1, 1, "best result: won, the best play in 1 of 1 decision"),
        (14, 9, "best result: won, the best play in 9 of 14 decisions"),
    ],
)
def test_the_lesson_list_words_the_best_practice_result(
    decisions: int, best: int, wording: str
) -> None:
    from chicago_desktop.tutorial.model import Outcome, PracticeResult
    from chicago_desktop.ui.tutorial_screen import status_text

    store = ProgressStore()
    practice = next(lesson for lesson in LESSONS if lesson.id == "practice")
    progress = store.value.completed("practice").with_practice(
        "practice", PracticeResult(Outcome.WON, decisions, best)
    )
    store.update(progress)
    assert status_text(practice, store) == f"Completed · {wording}"
