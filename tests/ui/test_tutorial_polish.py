"""Issue 15 item 4 in the tutorial: "Continue where I left off" only once a lesson was
started, and a step's feedback never stays into the step after the next."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest

from chicago_desktop.ui.main_window import MainWindow

from .conftest import make_window
from .test_tutorial_lessons import SCRIPTED, Learner, play_lesson
from .test_tutorial_screen import advance_to


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    return make_window(qtbot)


def test_continue_where_i_left_off_only_after_a_lesson_was_started(
    qtbot: Any, window: MainWindow
) -> None:
    screen = window.tutorial.show()
    screen.show_menu()
    assert not screen.menu.continue_button.isVisible()  # nothing to continue yet
    learner = Learner(qtbot, window, screen, keys=True)
    screen.open_lesson("holding")
    advance_to(learner, 2)
    screen.show_menu()
    assert screen.menu.continue_button.isVisible() and screen.menu.continue_button.isEnabled()


@pytest.mark.parametrize("lesson_id", SCRIPTED)
def test_feedback_goes_with_the_step_it_belongs_to(
    qtbot: Any, window: MainWindow, lesson_id: str
) -> None:
    screen = window.tutorial.show()
    learner = Learner(qtbot, window, screen, keys=False)
    seen: list[tuple[int, str]] = []
    play_lesson(learner, lesson_id, seen)
    assert len(seen) >= 3
    # A sentence shown with one step is not shown again with a later one.
    for (_, before), (_, after) in pairwise(seen):
        assert not before or before != after, seen
