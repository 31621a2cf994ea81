"""Choosing the game (issue 14 item 1): the five presets, their details, own settings only,
the last choice remembered, and a match of the chosen preset started (R40)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from chicago_desktop.controller import MatchSettings
from chicago_desktop.engine import PRESET_NAMES
from chicago_desktop.records import PlayerInfo
from chicago_desktop.ui.main_window import MainWindow

from .conftest import make_window


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    return make_window(qtbot)


def _visible_settings(win: MainWindow) -> set[str]:
    chooser = win.setup_screen.chooser
    return {key for key, (_label, combo) in chooser.combos.items() if combo.isVisibleTo(chooser)}


def test_the_setup_offers_the_five_presets_with_their_own_settings(
    qtbot: Any, window: MainWindow
) -> None:
    window.show_setup()
    chooser = window.setup_screen.chooser
    games = chooser.games
    # The five presets, then Chicago 2–12 (R60; see test_twelve_window.py).
    assert [games.item(i).data(Qt.ItemDataRole.UserRole) for i in range(games.count())] == [
        *PRESET_NAMES,
        "chicago-2-12",
    ]
    expected = {
        "classic": {"max_throws", "losses"},
        "basic": {"searches"},
        "bavarian": set(),
        "tschigg": set(),
        "pub": set(),
    }
    for row, name in enumerate(PRESET_NAMES):
        games.setCurrentRow(row)
        assert chooser.preset == name
        assert _visible_settings(window) == expected[name], name
        assert chooser.no_settings.isVisibleTo(chooser) is (not expected[name])
        # Each game has its one line and its details (a few sentences) on screen.
        assert "\n" in games.item(row).text()
        assert chooser.details_text.text().count("<li>") >= 3
        assert name.capitalize() in chooser.details_title.text()
    # The searches offered are basic's (R40): 1, 3, 5 or 10.
    assert [chooser.searches.itemData(i) for i in range(chooser.searches.count())] == [1, 3, 5, 10]


def test_the_list_of_games_is_keyboard_operable(qtbot: Any, window: MainWindow) -> None:
    window.show_setup()
    games = window.setup_screen.chooser.games
    games.setFocus()
    games.setCurrentRow(0)
    qtbot.keyClick(games, Qt.Key.Key_Down)
    qtbot.keyClick(games, Qt.Key.Key_Down)
    assert window.setup_screen.preset == "bavarian"
    assert _visible_settings(window) == set()


def test_play_starts_the_chosen_preset_and_the_choice_is_remembered(
    qtbot: Any, window: MainWindow
) -> None:
    window.show_setup()
    s = window.setup_screen
    s.chooser.set_preset("basic")
    s.chooser.set_value(s.searches, 5)
    with qtbot.waitSignal(s.start_requested) as started:
        qtbot.mouseClick(s.start_button, Qt.MouseButton.LeftButton)
    settings = started.args[0]
    assert settings.preset == "basic" and settings.searches == 5
    assert window.controller.session is not None
    rules = window.controller.session.rules
    assert (rules.preset, rules.searches) == ("basic", 5)
    remembered = window.store.last_setup()
    assert isinstance(remembered, MatchSettings)
    assert (remembered.preset, remembered.searches) == ("basic", 5)
    window.show_setup()  # offered again as it was
    assert window.setup_screen.preset == "basic"
    assert int(window.setup_screen.searches.currentData()) == 5


@pytest.mark.parametrize("name", ["bavarian", "tschigg", "pub"])
def test_a_coaster_preset_is_remembered_with_classic_settings_kept(
    qtbot: Any, window: MainWindow, name: str
) -> None:
    players = (PlayerInfo("Anna"), PlayerInfo("Ben", "cpu", "easy"))
    window.store.remember_setup(MatchSettings(players, 3, 5, preset=name))
    again = window.store.last_setup()
    assert isinstance(again, MatchSettings)
    assert (again.preset, again.losses_to_out, again.players) == (name, 5, players)


def test_learn_by_playing_opens_the_lessons(qtbot: Any, window: MainWindow) -> None:
    window.show_setup()
    qtbot.mouseClick(window.setup_screen.learn_button, Qt.MouseButton.LeftButton)
    assert window.current_screen() == "tutorial"
