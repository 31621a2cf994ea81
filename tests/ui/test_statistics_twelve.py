"""The Chicago 2–12 page of the Statistics window (R60, R61): figures and hits by target."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest

from chicago_desktop.records import PlayerInfo
from chicago_desktop.storage.statistics import TWELVE, Statistics, record_match, record_twelve_game
from chicago_desktop.ui.statistics_window import StatisticsWindow

from ..storage.scripted import ANNA, BEN_HARD, WIN, scripted_match
from ..storage.test_statistics_twelve import _plain_faces, _twelve

T0 = datetime(2026, 3, 1, 20, 0).astimezone()
BEN = PlayerInfo("Ben", "cpu")


def test_twelve_games_have_their_own_page(qtbot: Any) -> None:
    stats = record_match(Statistics(), scripted_match(WIN), (ANNA, BEN_HARD), T0)
    stats = record_twelve_game(stats, _twelve(_plain_faces()), (ANNA, BEN), T0)
    win = StatisticsWindow(stats)
    qtbot.addWidget(win)
    presets = [win.preset_box.itemData(i) for i in range(win.preset_box.count())]
    assert presets == [None, "classic", TWELVE]
    assert win.pages.currentWidget() is win.content_area
    # Three-dice figures do not count the 2–12 game.
    assert win.figure_texts()["Matches played:"] == "1"

    win.choose("Anna", preset=TWELVE)
    assert win.pages.currentWidget() is win.twelve_area
    assert not win.opponents_box.isEnabled()
    texts = win.twelve_panel.figure_texts()
    assert texts["Games played:"] == "1" and texts["Won:"] == "1"
    assert texts["Best total:"] == "30"
    assert texts["Targets hit:"] == "4 of 11 throws (36%)"
    model = win.twelve_panel.target_model
    assert model.rowCount() == 11
    seven = next(r for r in range(11) if model.index(r, 0).data() == "7")
    assert [model.index(seven, c).data() for c in range(1, 5)] == ["1", "1", "100%", "6/36 (17%)"]
    twelve_row = next(r for r in range(11) if model.index(r, 0).data() == "12")
    assert model.index(twelve_row, 4).data() == "1/36 (2.8%)"
    chart = win.twelve_panel.hits_chart
    assert [p.mark for p in chart.points][5] == pytest.approx(100 * 6 / 36)
    assert "Target 7: hit 1 of 1 times (100%); the exact chance is 6/36 (17%)." in (
        chart.accessibleDescription()
    )
    # Back to the three-dice figures.
    win.choose("Anna", preset="classic")
    assert win.pages.currentWidget() is win.content_area and win.opponents_box.isEnabled()


def test_a_player_of_twelve_only_opens_on_its_page(qtbot: Any) -> None:
    stats = record_twelve_game(Statistics(), _twelve(_plain_faces()), (ANNA, BEN), T0)
    win = StatisticsWindow(stats)
    qtbot.addWidget(win)
    assert [win.preset_box.itemData(i) for i in range(win.preset_box.count())] == [TWELVE]
    assert win.pages.currentWidget() is win.twelve_area
    assert win.twelve_panel.figure_texts()["Win rate:"] == "100%"
