"""Statistics: recorded when a match ends in the window, shown in the Statistics window."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from chicago_desktop.controller import MatchSettings
from chicago_desktop.engine import ScriptedDice
from chicago_desktop.records import PlayerInfo
from chicago_desktop.storage.autosave import load_autosave
from chicago_desktop.storage.paths import autosave_path, statistics_path
from chicago_desktop.storage.statistics import (
    Statistics,
    load_statistics,
    record_and_save,
    record_match,
)
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.statistics_window import StatisticsWindow

from ..storage.scripted import ANNA, BEN_EASY, BEN_HARD, LOSS, WIN, scripted_match
from .saved_helpers import make_window, play_to_end, start_win_match


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    return make_window(qtbot)


def test_a_match_with_a_human_is_recorded_and_shown(qtbot: Any, window: MainWindow) -> None:
    persistence = window.saved.persistence
    assert persistence is not None
    start_win_match(window)
    with qtbot.waitSignal(persistence.statistics_changed, timeout=5000):
        play_to_end(qtbot, window)
    assert window.controller.winner == 0

    stats = load_statistics().value
    assert len(stats.matches) == 1
    (entry,) = stats.matches
    assert [s.name for s in entry.seats] == ["Anna", "Ben"]
    assert [s.outcome for s in entry.seats] == ["won", "lost"]
    assert load_autosave().value is None and not autosave_path().exists()

    stats_window = window.saved.show_statistics()
    assert stats_window.pages.currentWidget() is stats_window.content_area
    assert stats_window.current_name() == "Anna"
    # Worked out by hand from the script: Anna 300, 180, 15; worst once (round 2); led
    # rounds 1 and 2 (place 1), threw second in round 3 (place 2).
    assert stats_window.figure_texts() == {
        "Matches played:": "1",
        "Won:": "1",
        "Lost:": "0",
        "Drawn:": "0",
        "Win rate:": "100%",
        "Rounds played:": "3",
        "Losses taken:": "1",
        "Loss rate per round:": "33%",
        "Rounds led:": "2 of 3 rounds (67%)",
        "Best result:": "300",
        "Average result:": "165.0",
        "Longest winning streak:": "1",
        "Longest losing streak:": "0",
        "Current streak:": "1 win in a row",
    }
    # A histogram over equal score ranges (issue 15): every range drawn, empty ones too.
    bars = [(p.label, p.value) for p in stats_window.results_chart.points]
    assert stats_window.results_chart.kind == "histogram"
    assert len(bars) == 12 and bars[0] == ("0–24", 1) and bars[-1] == ("275–300", 1)
    assert ("175–199", 1) in bars and sum(v for _l, v in bars) == 3
    assert "1 result worth 275 to 300." in stats_window.results_chart.accessibleDescription()
    # The personal bests beside the figures, each with the day it was set.
    bests = stats_window.bests_box.texts()
    today = bests["Best throw:"][1]
    assert bests["Best throw:"][0] == "300 (1·1·1)" and today.startswith("on ")
    assert bests["Longest winning streak:"] == ("1 win", today)
    assert bests["Fastest win:"] == ("3 rounds", today)
    assert [(p.label, p.value) for p in stats_window.position_chart.points] == [
        ("1", 50.0),
        ("2", 0.0),
    ]
    assert [p.value for p in stats_window.wins_chart.points] == [100.0]
    assert "a loss in 1 of 2 rounds (50%)" in stats_window.position_chart.accessibleDescription()
    assert stats_window.preset_model.rowCount() == 1
    assert stats_window.preset_model.index(0, 0).data() == "Classic"
    assert stats_window.opponents_model.index(0, 0).data() == "CPU · Hard"


def test_figures_per_preset_opponents_and_name(qtbot: Any) -> None:
    day = datetime(2026, 3, 1, 20, 0).astimezone()
    record_and_save(scripted_match(WIN), (ANNA, BEN_HARD), day)
    record_and_save(scripted_match(LOSS, seed=1), (ANNA, BEN_EASY), day + timedelta(days=1))
    record_and_save(
        scripted_match(WIN, seed=2), (PlayerInfo("Cleo"), BEN_EASY), day + timedelta(days=2)
    )
    loaded = load_statistics().value
    win = StatisticsWindow(loaded)
    qtbot.addWidget(win)
    assert [win.name_box.itemText(i) for i in range(win.name_box.count())] == ["Cleo", "Anna"]
    win.choose("Anna")
    figures = win.figure_texts()
    assert (figures["Matches played:"], figures["Won:"], figures["Lost:"]) == ("2", "1", "1")
    assert figures["Current streak:"] == "1 loss in a row"
    assert figures["Longest winning streak:"] == "1"
    # Two days: 1 of 1 won, then 1 of 2.
    assert [p.value for p in win.wins_chart.points] == [100.0, 50.0]
    opponents = [win.opponents_box.itemData(i) for i in range(win.opponents_box.count())]
    assert opponents == [None, "easy", "hard"]
    win.choose("Anna", opponents="easy")
    figures = win.figure_texts()
    # LOSS: Anna 2·2·2 = 6 (worst), then 2·3·2 = 7 (worst) against 4·4·4; she never led
    # the second round. Best 7, average 6.5.
    assert (figures["Matches played:"], figures["Lost:"]) == ("1", "1")
    assert (figures["Best result:"], figures["Average result:"]) == ("7", "6.5")
    assert figures["Losses taken:"] == "2"
    assert win.opponents_model.rowCount() == 2


def test_empty_state_and_reset_with_confirmation(qtbot: Any, window: MainWindow) -> None:
    empty = window.saved.show_statistics()
    assert empty.pages.currentWidget() is empty.empty_label
    assert "No statistics yet" in empty.empty_label.text()
    assert not empty.reset_button.isEnabled()

    record_and_save(scripted_match(WIN), (ANNA, BEN_HARD), datetime.now().astimezone())
    window.saved._statistics = None  # read the file again, as on the next start
    win = window.saved.show_statistics()
    assert win.pages.currentWidget() is win.content_area and win.reset_button.isEnabled()

    box = win.ask_reset()  # Cancel: nothing happens
    assert box.standardButtons() & QMessageBox.StandardButton.Reset
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert len(load_statistics().value.matches) == 1
    assert win.pages.currentWidget() is win.content_area

    win.reset_button.click()
    confirm = win.confirm_box
    assert confirm is not None and confirm.isVisible()
    with qtbot.waitSignal(win.reset_done):
        confirm.button(QMessageBox.StandardButton.Reset).click()
    assert load_statistics().value.matches == ()
    assert win.pages.currentWidget() is win.empty_label
    assert window.saved.statistics.matches == ()


@pytest.mark.parametrize("demo", [True, False])
def test_cpu_only_and_demo_matches_leave_no_statistics(
    qtbot: Any, window: MainWindow, demo: bool
) -> None:
    persistence = window.saved.persistence
    assert persistence is not None
    cpus = (PlayerInfo("Ben", "cpu", "hard"), PlayerInfo("Dan", "cpu", "easy"))
    if demo:
        with qtbot.waitSignal(window.demo_finished, timeout=10000):
            window.start_demo("instant")
    else:
        dice = ScriptedDice([1, 1, 1, 2, 3, 4, 6, 6, 6, 1, 1, 2, 2, 2, 3, 5, 5, 5])
        with qtbot.waitSignal(persistence.autosave_cleared, timeout=5000):
            window.start_match(MatchSettings(cpus, 1, 2), dice=dice, first_leader=0)
    assert window.controller.is_over
    QApplication.processEvents()  # an end-of-match save would have run by now
    assert not statistics_path().exists()
    assert not autosave_path().exists()


def test_a_language_change_reaches_the_statistics_window(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from chicago_desktop.i18n import current_language, set_language

    record_and_save(scripted_match(WIN), (ANNA, BEN_HARD), datetime.now().astimezone())
    window.saved._statistics = None
    stats_window = window.saved.show_statistics()
    before = stats_window.figure_texts()
    previous = current_language()
    try:
        set_language("de")
        window.retranslate_ui()  # the whole window path, the Statistics window included
    finally:
        set_language(previous)
        window.retranslate_ui()
    assert stats_window.figure_texts() == before
    calls: list[int] = []
    monkeypatch.setattr(stats_window, "retranslate_ui", lambda: calls.append(1))
    window.retranslate_ui()
    assert calls == [1]
    assert stats_window.wins_chart.accessibleName() == "Wins over time"
    assert "1 of 1 match won so far (100%)" in stats_window.wins_chart.accessibleDescription()


@pytest.mark.parametrize(("lang", "columns"), [("en", 3), ("fr", 2)])
def test_the_figures_never_make_the_page_scroll_sideways(
    qtbot: Any, lang: str, columns: int
) -> None:
    """Issue 15 item 3: in French the three columns of figures were wider than the window's
    default size; the page scrolled sideways and the streaks were cut. They now move under
    the others where they do not fit."""
    from chicago_desktop.ui.language import apply_language

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_language(lang, app)
    try:
        stats = Statistics()
        for i, turns in enumerate((WIN, LOSS, WIN)):
            stats = record_match(
                stats,
                scripted_match(turns, seed=i),
                (ANNA, BEN_HARD),
                datetime(2026, 3, 1 + i, 20, 0).astimezone(),
            )
        win = StatisticsWindow(stats)
        qtbot.addWidget(win)
        win.resize(980, 720)
        win.show()
        qtbot.waitExposed(win)
        win.choose("Anna")
        QApplication.processEvents()
        assert win._figures_columns == columns
        assert win.content_area.horizontalScrollBar().maximum() == 0
        for table in (win.preset_table, win.opponents_table):
            assert table.horizontalHeader().length() <= table.viewport().width()
    finally:
        apply_language("en", app)
