"""File → Export record… and Open record…: round trip, finished records, invalid records."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from chicago_desktop.records import dumps_record, parse_record
from chicago_desktop.storage.paths import statistics_path
from chicago_desktop.ui.main_window import MainWindow

from .saved_helpers import make_window, play_to_end, settle, start_win_match


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    return make_window(qtbot)


def test_export_and_open_round_trip(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert not window.saved.export_record_action.isEnabled()
    start_win_match(window)
    settle(qtbot, window)
    c = window.controller
    assert c.throw()
    settle(qtbot, window)
    assert window.saved.export_record_action.isEnabled()
    target = tmp_path / "exports" / "match"
    target.parent.mkdir()
    chosen = (str(target), "")
    # The action asks where to save through the file dialog.
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: chosen)
    window.saved.export_record_action.trigger()
    exported = target.with_suffix(".json")
    assert exported.read_text("utf-8") == c.record_text()
    assert [p.name for p in target.parent.iterdir()] == ["match.json"]  # no temporary left
    assert str(exported) in window.status_line.text()
    key = c.match.state_key() if c.match is not None else None
    log = window.table.log_model.texts()

    other = make_window(qtbot)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(exported), ""))
    other.saved.open_record_action.trigger()
    # The first window's match is the saved one: opening an unfinished record asks (D16).
    assert other.unfinished.box is not None and other.unfinished.box.isVisible()
    assert other.unfinished.discard_button is not None
    other.unfinished.discard_button.click()
    c2 = other.controller
    assert other.current_screen() == "table"
    assert c2.match is not None and c2.match.state_key() == key
    assert other.table.log_model.texts() == log
    assert c2.awaiting_human  # unfinished: Anna may play on
    assert c2.throw()


def test_export_after_leaving_the_table_saves_the_last_match(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    start_win_match(window)
    play_to_end(qtbot, window)
    record = window.controller.record_json()
    window.show_home()
    assert window.controller.match is None
    path = tmp_path / "last.json"
    assert window.saved.export_record(str(path))
    assert path.read_text("utf-8") == dumps_record(record or {})


def test_open_a_finished_record_shows_the_end_and_records_nothing(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    persistence = window.saved.persistence
    assert persistence is not None
    start_win_match(window)
    with qtbot.waitSignal(persistence.statistics_changed, timeout=5000):
        play_to_end(qtbot, window)
    path = tmp_path / "finished.json"
    assert window.saved.export_record(str(path))
    statistics_path().unlink()

    other = make_window(qtbot)
    assert other.saved.open_record(str(path))
    assert other.controller.is_over and other.controller.winner == 0
    assert other.table.end_panel.isVisible()
    assert other.table.log_model.texts()[-1] == "Game over: Anna wins."
    QApplication.processEvents()  # an end-of-match save would have run by now
    assert not statistics_path().exists()


def test_invalid_record_names_the_bad_action_and_changes_nothing(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    start_win_match(window)
    settle(qtbot, window)
    c = window.controller
    assert c.throw()
    settle(qtbot, window)
    key = c.match.state_key() if c.match is not None else None
    log = window.table.log_model.texts()
    record = json.loads(c.record_text())
    record["actions"] = [{"throw": [1, 1, 1]}, {"throw": [2, 3, 4]}, {"throw": [6, 6, 7]}]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record), "utf-8")

    assert not window.saved.open_record(str(bad))
    box = window.saved.record_error_box
    assert box is not None and box.isVisible()
    assert "action 3" in box.text()  # counted from 1 for people (issue 15)
    assert str(bad) in box.informativeText()
    assert c.match is not None and c.match.state_key() == key
    assert window.table.log_model.texts() == log
    assert window.current_screen() == "table"
    box.button(QMessageBox.StandardButton.Ok).click()

    garbage = tmp_path / "garbage.json"
    garbage.write_bytes(b"\x00not json")
    assert not window.saved.open_record(str(garbage))
    box = window.saved.record_error_box
    assert box is not None and "not a valid Chicago game record" in box.text()
    assert c.match.state_key() == key
    parse_record(c.record_text())  # the match in play is untouched and still valid
