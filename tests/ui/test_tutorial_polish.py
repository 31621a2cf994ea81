"""Issue 15 item 4 in the tutorial: "Continue where I left off" only once a lesson was
started. That a step's feedback never stays into the step after the next is checked on
the play of every lesson in test_tutorial_lessons (by keys and by clicks)."""

from __future__ import annotations

from typing import Any

import pytest

from chicago_desktop.ui.main_window import MainWindow

from .conftest import make_window
from .test_tutorial_lessons import Learner
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
