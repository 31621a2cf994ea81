"""The lessons of the other presets and of Chicago 2–12 in the window.

The lesson list groups the lessons by game with the game's name; a new lesson is played by
keyboard through the real lesson page, left midway, and resumed after a restart exactly
where it was (the call, R7, and the turned sixes, R21, replayed); the 2–12 lesson is played
by keyboard on its own page, with its progress kept; and each preset's practice match is
coached after every decision in the words of the round's objective.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyleOptionViewItem

from chicago_desktop.ai import hint, make_player
from chicago_desktop.engine import MakeCall, Stop, Throw, TurnSixes
from chicago_desktop.storage.paths import tutorial_progress_path
from chicago_desktop.tutorial import CATALOGUE, GAME_ORDER, ProgressStore
from chicago_desktop.tutorial.model import (
    CallRound,
    Choose,
    Continue,
    HoldDice,
    Play,
    StopTurn,
    ThrowDice,
    TurnTwoSixes,
)
from chicago_desktop.ui.main_window import MainWindow

from .conftest import make_window, wait_until
from .test_tutorial_lessons import Learner


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    return make_window(qtbot)


def take_step(learner: Learner) -> None:
    """The wanted action of the step shown."""
    run = learner.screen.run
    assert run is not None and not run.finished
    do = run.step.do
    if isinstance(do, Continue):
        learner.proceed()
    elif isinstance(do, ThrowDice):
        learner.hold(do.hold)
        learner.throw()
    elif isinstance(do, StopTurn):
        learner.stop()
    elif isinstance(do, HoldDice):
        learner.hold(do.hold)
    elif isinstance(do, Choose):
        learner.answer(do.answer)
    elif isinstance(do, CallRound):
        learner.call(do.call)
    elif isinstance(do, TurnTwoSixes):
        learner.turn()
    learner.settle()


def test_the_list_groups_the_lessons_by_game(qtbot: Any, window: MainWindow) -> None:
    screen = window.tutorial.show()
    model = screen.menu.model
    assert model.rowCount() == len(CATALOGUE)
    games = [model.index(r).data(model.GameRole) for r in range(model.rowCount())]
    starts = [r for r in range(model.rowCount()) if model.index(r).data(model.GroupStartRole)]
    assert [games[r] for r in starts] == [
        "Classic",
        "Basic",
        "Bavarian",
        "Tschigg",
        "Pub",
        "Chicago 2–12",
    ]
    assert len(starts) == len(GAME_ORDER)
    row = [item.id for item in CATALOGUE].index("coasters")
    spoken = model.index(row).data(Qt.ItemDataRole.AccessibleTextRole)
    assert spoken.startswith(f"Lesson {row + 1} of {len(CATALOGUE)}, Bavarian: Coasters")
    # A game's first lesson is taller: the game's name is drawn above it.
    delegate = screen.menu.list.itemDelegate()
    option = QStyleOptionViewItem()
    option.initFrom(screen.menu.list)
    first, other = model.index(starts[1]), model.index(starts[1] + 1)
    assert delegate.sizeHint(option, first).height() > delegate.sizeHint(option, other).height()


def test_a_new_lesson_by_keyboard_is_resumed_after_a_restart(
    qtbot: Any, window: MainWindow
) -> None:
    screen = window.tutorial.show()
    learner = Learner(qtbot, window, screen, keys=True)
    screen.open_lesson("sixes")
    for _ in range(20):  # up to the hold after the turn (R21)
        learner.settle()
        assert screen.run is not None
        if isinstance(screen.run.step.do, HoldDice):
            break
        take_step(learner)
    c = screen.controller
    assert c.shown_faces == (1, 6, 1) and c.final == frozenset({0}) and c.turned == {0}
    assert screen.run is not None
    index = screen.run.index
    saved = json.loads(tutorial_progress_path().read_text("utf-8"))
    assert saved["lessons"]["sixes"] == {"completed": False, "step": index, "best_practice": None}
    window.close()

    again = make_window(qtbot)  # a restart: the same state folder
    screen2 = again.tutorial.show()
    screen2.continue_where_left()
    learner2 = Learner(qtbot, again, screen2, keys=True)
    learner2.settle()
    run = screen2.run
    assert run is not None and run.lesson.id == "sixes" and run.index == index
    c2 = screen2.controller
    assert c2.shown_faces == (1, 6, 1) and c2.final == frozenset({0}) and c2.held == {0}
    while screen2.run is not None and not screen2.run.finished:
        take_step(learner2)
    assert ProgressStore().value.of("sixes").completed


def test_the_call_lesson_is_resumed_after_the_call(qtbot: Any, window: MainWindow) -> None:
    screen = window.tutorial.show()
    learner = Learner(qtbot, window, screen, keys=True)
    screen.open_lesson("coasters")
    while screen.run is not None and screen.run.index < 5:
        take_step(learner)
    screen.show_menu()
    screen.open_lesson("coasters")  # resumed: the call (R7) is made again, at once
    learner.settle()
    run, c = screen.run, screen.controller
    assert run is not None and run.index == 5
    assert c.match is not None and len(c.match.rounds) == 1 and c.match.middle == 2
    assert c.match.rounds[0].call is not None


def test_the_two_to_twelve_lesson_by_keyboard(qtbot: Any, window: MainWindow) -> None:
    screen = window.tutorial.show()
    learner = Learner(qtbot, window, screen, keys=True)
    screen.menu.select("two-to-twelve")
    learner.key(Qt.Key.Key_Return)  # opens the selected lesson from the list
    page = screen.twelve
    assert screen.page == "twelve"
    wait_until(qtbot, lambda: page.ready, timeout=5000)
    assert "two dice over 11 rounds" in page.panel.instruction.text()
    assert not page.throw_button.isEnabled()  # a step to read: no throw yet
    assert page.state is not None and not page.state.game.actions
    learner.key(Qt.Key.Key_Return)
    wait_until(qtbot, lambda: page.ready, timeout=5000)
    assert page.chance_label.text() == "Chance of a hit: 1 in 36"
    assert "Round 1 of 11" in page.round_label.text()
    learner.key(Qt.Key.Key_Space)
    wait_until(qtbot, lambda: page.ready, timeout=5000)
    assert page.index == 2 and page.sheet_model.game is page.state.game
    assert "1·1 makes 2: a hit!" in page.panel.instruction.text()
    window.close()

    again = make_window(qtbot)
    screen2 = again.tutorial.show()
    screen2.continue_where_left()
    page2 = screen2.twelve
    wait_until(qtbot, lambda: page2.ready, timeout=5000)
    assert page2.index == 2 and page2.state is not None
    assert page2.state.game.total(0) == 2  # the earlier throws replayed
    learner2 = Learner(qtbot, again, screen2, keys=True)
    for _ in range(40):
        if page2.finished:
            break
        step = page2.lesson.steps[page2.index] if page2.lesson else None
        key = (
            Qt.Key.Key_Space
            if step is not None and type(step.do).__name__ == "ThrowOnce"
            else Qt.Key.Key_Return
        )
        learner2.key(key)
        wait_until(qtbot, lambda: page2.ready, timeout=5000)
    assert page2.finished and page2.state.game.winner == 0
    assert ProgressStore().value.of("two-to-twelve").completed
    learner2.key(Qt.Key.Key_Return)
    assert screen2.page == "menu"


def objective_words(game: str, objective: str) -> str:
    """What the coach must say the round is played for (docs/ai.md)."""
    if objective == "avoid_loss":
        return "chance of not taking a coaster this round"
    if objective == "best":
        return "safe for the rest of the search" if game == "basic" else "putting a coaster down"
    return "passing a coaster on"


@pytest.mark.parametrize("game", ["basic", "bavarian", "tschigg", "pub"])
def test_each_preset_practice_is_coached(qtbot: Any, window: MainWindow, game: str) -> None:
    screen = window.tutorial.show()
    screen.practice_seed = 5
    screen.practice_cpu_factory = lambda level, seed: make_player("easy", seed)
    learner = Learner(qtbot, window, screen, keys=True)
    screen.open_lesson(f"practice-{game}")
    learner.settle()
    learner.proceed()
    learner.settle()
    assert screen.run is not None and isinstance(screen.run.step.do, Play)
    c = screen.controller
    assert c.settings is not None and c.settings.preset == game
    assert [p.level for p in c.players if p.is_cpu] == ["easy", "easy"]
    coached = 0
    for _ in range(60):  # a handful of decisions, each coached
        wait_until(qtbot, lambda: c.awaiting_human or c.is_over, timeout=10_000)
        if c.is_over or not isinstance(screen.run.step.do, Play) or coached >= 6:
            break
        match = c.match
        assert match is not None
        before = len(match.actions)
        if match.turn is not None and match.turn.throws == 0:
            learner.throw()
            assert len(match.actions) == before + 1
            continue
        h = hint(match)
        options = h.options
        words = objective_words(game, h.objective)
        action = options[-1 if coached == 2 else 0].action  # once a worse play
        if isinstance(action, MakeCall):
            learner.call(action.call)
        elif isinstance(action, TurnSixes):
            learner.turn()
        elif isinstance(action, Stop):
            learner.stop()
        else:
            assert isinstance(action, Throw)
            learner.hold(frozenset(action.hold))
            learner.throw()
        assert len(match.actions) == before + 1
        coached += 1
        feedback = screen.panel.feedback_text
        assert "The best play here was" in feedback or "The best call here was" in feedback
        assert words in feedback
    assert coached >= 3 and screen.run is not None
    assert screen.run.decisions == coached
    assert screen.run.best_choices < coached  # the worse play was coached as such


def play_best(learner: Learner) -> None:
    """The hint's best play for the learner to act (a throw to start a turn)."""
    c = learner.screen.controller
    match = c.match
    assert match is not None
    if match.turn is not None and match.turn.throws == 0:
        learner.throw()
        return
    action = hint(match).best.action
    if isinstance(action, MakeCall):
        learner.call(action.call)
    elif isinstance(action, TurnSixes):
        learner.turn()
    elif isinstance(action, Stop):
        learner.stop()
    else:
        assert isinstance(action, Throw)
        learner.hold(frozenset(action.hold))
        learner.throw()


def test_a_pub_practice_match_to_its_end_keeps_the_best_result(
    qtbot: Any, window: MainWindow
) -> None:
    screen = window.tutorial.show()
    screen.practice_seed = 3
    screen.practice_cpu_factory = lambda level, seed: make_player("easy", seed)
    learner = Learner(qtbot, window, screen, keys=False)
    screen.open_lesson("practice-pub")
    learner.settle()
    learner.proceed()
    c = screen.controller

    def playing() -> bool:
        return screen.run is not None and isinstance(screen.run.step.do, Play)

    for _ in range(400):  # bounded: a decision not taken fails, it never spins
        wait_until(qtbot, lambda: c.awaiting_human or not playing(), timeout=10_000)
        if not playing():
            break
        play_best(learner)
    else:
        raise AssertionError("the practice match did not end for the learner")
    learner.settle()
    run = screen.run
    assert run is not None and run.practice_result is not None
    result = run.practice_result
    assert result.decisions > 0 and result.best_choices == result.decisions
    assert ProgressStore().value.of("practice-pub").best_practice == result
    assert "You made the best play in" in screen.panel.instruction.text()


@pytest.mark.parametrize(("game", "first"), [("classic", "reading"), ("bavarian", "chicago")])
def test_learn_by_playing_from_a_game_selects_its_lessons(
    qtbot: Any, window: MainWindow, game: str, first: str
) -> None:
    screen = window.tutorial.show(game)
    assert screen.menu.selected_id() == first
    screen.progress.update(screen.progress.value.completed(first))
    screen = window.tutorial.show(game)
    following = [i.id for i in CATALOGUE if i.preset == game][1]
    assert screen.menu.selected_id() == following  # the first lesson not completed yet


def test_the_panel_names_the_keys_of_each_game(qtbot: Any, window: MainWindow) -> None:
    screen = window.tutorial.show()
    screen.open_lesson("reading")
    assert "T turns sixes" not in screen.panel.keys.text()
    screen.open_lesson("sixes")
    assert "T turns sixes" in screen.panel.keys.text()
    assert "O, X, D, S set the call" in screen.panel.keys.text()
    screen.open_lesson("two-to-twelve")
    assert screen.twelve.panel.keys.text() == "Keys: Space throws · Enter continues"


def test_a_preset_lesson_shows_its_steps_once_its_round_values_are_built(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each step's coaching reads the hint's chances: a preset lesson (R40) builds the
    round values of its part between events, its first step waiting ("Watch the table…")
    until they are there, instead of computing them on the window's thread."""
    from chicago_desktop.controller import warm_up as warm_up_module

    release = [False]

    def held_back() -> Any:
        while not release[0]:
            yield

    monkeypatch.setattr(warm_up_module, "_preset_steps", lambda rules, players: held_back)
    monkeypatch.setattr(warm_up_module, "_builds", {})
    screen = window.tutorial.show()
    screen.practice_seed = 5
    screen.practice_cpu_factory = lambda level, seed: make_player("easy", seed)
    screen.open_lesson("practice-pub")
    (build,) = warm_up_module._builds.values()
    assert build.running
    qtbot.wait(100)
    assert not screen.ready  # the first step waits for the values
    release[0] = True
    Learner(qtbot, window, screen, keys=True).settle()
    assert build.done and screen.ready
