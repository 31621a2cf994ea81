"""The autosave after every action, and Resume in a new window restoring the exact match."""

from __future__ import annotations

from typing import Any

import pytest

from chicago_desktop.records import dumps_record, parse_record
from chicago_desktop.storage.autosave import load_autosave
from chicago_desktop.storage.paths import autosave_path
from chicago_desktop.storage.statistics import load_statistics
from chicago_desktop.ui.main_window import MainWindow

from .saved_helpers import make_window, play_to_end, settle, start_win_match


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    return make_window(qtbot)


def test_autosave_after_every_action_and_resume_restores_the_match(
    qtbot: Any, window: MainWindow
) -> None:
    c = window.controller
    assert not window.home.resume.offered
    start_win_match(window)
    settle(qtbot, window)
    saved: list[str] = []
    for _ in range(2):  # Anna throws (round 1), Ben answers; Anna throws (round 2), Ben answers
        assert c.throw()
        # Anna's action is on disk before its events are even shown.
        record = c.record_json()
        assert record is not None
        assert autosave_path().read_text("utf-8") == dumps_record(record)
        settle(qtbot, window)
        saved.append(autosave_path().read_text("utf-8"))
        assert saved[-1] == dumps_record(c.record_json() or {})  # Ben's throw too
    # Round 3: Ben (best in round 2) leads and has thrown; Anna is to act.
    assert len(parse_record(saved[-1]).actions) == 5
    key = c.match.state_key() if c.match is not None else None
    log = window.table.log_model.texts()
    window.show_home()  # leaving the table keeps the autosave
    assert window.home.resume.offered

    second = make_window(qtbot)
    assert second.home.resume.isVisible()
    subtitle = second.home.resume.subtitle.text()
    assert "Anna and Ben" in subtitle and "round 3" in subtitle
    assert "Anna and Ben" in second.home.resume.button.accessibleDescription()
    second.home.resume.button.click()
    assert second.current_screen() == "table"
    c2 = second.controller
    assert c2.match is not None and c2.match.state_key() == key
    assert second.table.log_model.texts() == log
    assert (c2.shown_round, c2.shown_leader, c2.shown_seat) == (2, 1, 0)
    assert c2.awaiting_human and c2.shown_losses(0) == 1 and c2.shown_losses(1) == 1
    assert second.table.scoreboard_model.index(1, 4).data() == "2·2·3 = 7"


def test_resumed_cpu_seat_plays_on(qtbot: Any, window: MainWindow) -> None:
    start_win_match(window)
    settle(qtbot, window)
    c = window.controller
    # Saved right after Anna's throw, before Ben's answer: Ben is to act on resuming.
    assert c.throw()
    record = parse_record(autosave_path().read_bytes())
    assert len(record.actions) == 1
    settle(qtbot, window)
    from chicago_desktop.storage.autosave import save_autosave

    save_autosave(
        {**(c.record_json() or {}), "actions": [{"throw": [1, 1, 1]}]}
    )  # as if killed before Ben threw
    window.close()

    second = make_window(qtbot)
    assert second.saved.resume()
    c2 = second.controller
    assert c2.match is not None and c2.match.current_seat == 1
    settle(qtbot, second)  # Ben throws by himself (random dice from here on)
    assert len(c2.match.actions) >= 2
    assert len(parse_record(autosave_path().read_bytes()).actions) == len(c2.match.actions)


def test_resumed_match_ends_recorded_and_autosave_cleared(qtbot: Any, window: MainWindow) -> None:
    start_win_match(window)
    settle(qtbot, window)
    assert window.controller.throw()
    settle(qtbot, window)
    window.close()

    second = make_window(qtbot)
    persistence = second.saved.persistence
    assert persistence is not None
    assert second.saved.resume()
    # The rest of the dice are random now (never the record's seed again), so the match
    # is played on with scripted dice injected into the restored match.
    from chicago_desktop.engine import ScriptedDice

    match = second.controller.match
    assert match is not None
    match._dice = ScriptedDice([6, 6, 6, 1, 1, 2, 2, 2, 3, 5, 5, 5])
    with qtbot.waitSignal(persistence.autosave_cleared, timeout=5000):
        play_to_end(qtbot, second)
    assert second.controller.winner == 0
    assert len(load_statistics().value.matches) == 1
    assert not autosave_path().exists()
    second.show_home()
    assert not second.home.resume.offered


def test_a_finished_autosave_is_not_offered(qtbot: Any, window: MainWindow) -> None:
    start_win_match(window)
    play_to_end(qtbot, window)
    assert load_autosave().value is None
    third = make_window(qtbot)
    assert not third.home.resume.offered


def test_corrupt_files_give_notices_once_and_a_working_home(qtbot: Any) -> None:
    from chicago_desktop.storage.paths import settings_path, statistics_path
    from chicago_desktop.ui.preferences import SettingsStore

    for path in (settings_path(), statistics_path(), autosave_path()):
        path.write_bytes(b"{ this is not JSON")
    store = SettingsStore()
    assert store.notice is not None
    from chicago_desktop.controller import GameController

    from .conftest import ScriptedCpu

    win = MainWindow(store, GameController(cpu_factory=lambda lv, s: ScriptedCpu()))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.finish_start()
    notices = win.home.notices
    assert notices.isVisible()
    texts = notices.texts()
    assert len(texts) == 3
    assert "settings could not be read" in texts[0]
    assert "statistics could not be read" in texts[1]
    assert "match in progress could not be restored" in texts[2]
    assert store.notice is None  # shown in the banner, not repeated in the status line
    assert not win.home.resume.offered
    # The bad files were set aside; nothing is shown twice when the home screen returns.
    win.show_setup()
    win.show_home()
    assert len(notices.texts()) == 3
    notices.dismiss_button.click()
    assert not notices.isVisible()
    win.home.new_game_button.click()
    assert win.current_screen() == "setup"
