"""Issue 15 item 8: the replay viewer (keys, slider, buttons) and Review my decisions."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QTableWidget

from chicago_desktop.records import load_record
from chicago_desktop.review import RecordSteps, review_record, step_lines
from chicago_desktop.review.words import chance_words, option_words
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.replay_viewer import ReplayViewer
from chicago_desktop.ui.review_dialog import ReviewDialog

from .conftest import make_window
from .saved_helpers import play_to_end, start_win_match

GOLDEN = Path(__file__).resolve().parents[1] / "records" / "golden"
E3 = GOLDEN / "e3_e4_winner.json"


def _cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None
    return item.text()


def _header(table: QTableWidget, column: int) -> str:
    item = table.horizontalHeaderItem(column)
    assert item is not None
    return item.text()


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    return make_window(qtbot)


def _viewer(qtbot: Any, window: MainWindow, path: Path = E3) -> ReplayViewer:
    viewer = window.open_replay(path)
    assert isinstance(viewer, ReplayViewer)
    qtbot.waitExposed(viewer)
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow)
    return viewer


def test_keys_step_through_the_record(qtbot: Any, window: MainWindow) -> None:
    viewer = _viewer(qtbot, window)
    steps = RecordSteps(load_record(E3))
    assert len(viewer.steps) == 23 and viewer.position == 0
    assert viewer.position_label.text() == "Start of the match (22 actions)"
    assert [d.face for d in viewer.dice] == [None, None, None]
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    assert viewer.position == 1 and viewer.slider.value() == 1
    assert [d.face for d in viewer.dice] == [1, 4, 2]
    assert viewer.story.text() == "Anna throws: 1·4·2 = 106."
    assert viewer.position_label.text() == "Action 1 of 22"  # people count from 1
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    assert [d.face for d in viewer.dice] == [1, 6, 3] and viewer.dice[0].held
    assert not viewer.dice[1].held
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    assert viewer.position == 1
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.position == 22 and viewer.slider.value() == 22
    assert viewer.story.text().splitlines() == step_lines(steps[22], steps.players, steps.match)
    assert not viewer.next_button.isEnabled() and viewer.previous_button.isEnabled()
    qtbot.keyClick(viewer, Qt.Key.Key_Right)  # nothing after the end
    assert viewer.position == 22
    qtbot.keyClick(viewer, Qt.Key.Key_Home)
    assert viewer.position == 0 and not viewer.previous_button.isEnabled()


def test_the_slider_and_buttons_move_it(qtbot: Any, window: MainWindow) -> None:
    viewer = _viewer(qtbot, window)
    viewer.slider.setValue(9)
    assert viewer.position == 9
    # Step 9: Cleo leads round 2 and kept 1·1 for a 1·1·1; Anna and Ben have a loss each.
    assert viewer.round_line.text() == "Round 2 · Cleo leads"
    assert [d.face for d in viewer.dice] == [1, 1, 1]
    assert _cell(viewer.sheet, 0, 2) == "1 of 2" and _cell(viewer.sheet, 2, 2) == "0 of 2"
    assert _cell(viewer.sheet, 2, 0).startswith("▶ Cleo")
    qtbot.mouseClick(viewer.next_button, Qt.MouseButton.LeftButton)
    assert viewer.position == 10 and viewer.slider.value() == 10
    qtbot.mouseClick(viewer.first_button, Qt.MouseButton.LeftButton)
    assert viewer.position == 0
    qtbot.mouseClick(viewer.last_button, Qt.MouseButton.LeftButton)
    assert viewer.position == 22
    viewer.slider.setFocus()
    qtbot.keyClick(viewer.slider, Qt.Key.Key_Left)  # the keys work on the slider too
    assert viewer.position == 21 and viewer.slider.value() == 21


def test_the_end_of_a_round_is_shown_with_its_results(qtbot: Any, window: MainWindow) -> None:
    viewer = _viewer(qtbot, window)
    viewer.slider.setValue(7)  # action 7, Cleo's 1·1·1, ends round 1: E3, two losses
    assert viewer.round_line.text() == "Round 1 is over · Cleo leads the next round"
    cells = [_cell(viewer.sheet, row, 1) for row in range(3)]
    assert cells == ["1·6·3 = 163 · worst", "3·6·1 = 163 · worst", "1·1·1 = 300 · best"]
    assert "Round 1 is over. Best: Cleo." in viewer.story.text()


def test_every_preset_opens(qtbot: Any, window: MainWindow) -> None:
    for path in sorted(GOLDEN.glob("*.json")):
        if path.name.endswith(".expected.json"):
            continue
        viewer = window.open_replay(path)
        assert isinstance(viewer, ReplayViewer)
        viewer.show_step(len(viewer.steps) - 1)
        assert viewer.story.text()


def test_open_replay_takes_the_record_of_the_match_just_played(
    qtbot: Any, window: MainWindow
) -> None:
    start_win_match(window)
    play_to_end(qtbot, window)
    record = window.saved.persistence.last_record if window.saved.persistence else None
    assert record is not None
    viewer = window.open_replay(record)
    assert isinstance(viewer, ReplayViewer)
    assert len(viewer.steps) == len(record["actions"]) + 1  # type: ignore[arg-type]
    text_viewer = window.open_replay(window.controller.record_text())
    assert isinstance(text_viewer, ReplayViewer) and window.replay.viewer is text_viewer
    text_viewer.show_step(len(text_viewer.steps) - 1)
    assert "Anna" in text_viewer.story.text()


def test_the_file_menu_opens_a_record_and_refuses_a_bad_one(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.replay.action in window.saved.file_menu.actions()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(E3), ""))
    window.replay.action.trigger()
    assert isinstance(window.replay.viewer, ReplayViewer)
    assert window.replay.viewer.isVisible() and window.isVisible()
    bad = tmp_path / "bad.json"
    data = json.loads(E3.read_text("utf-8"))
    data["actions"][0] = {"throw": [7, 1, 1]}
    bad.write_text(json.dumps(data), "utf-8")
    before = window.replay.viewer
    assert window.open_replay(bad) is None
    box = window.saved.record_error_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "(R1)" in box.informativeText()  # the first bad action's rule: a die shows 1 to 6
    assert window.replay.viewer is before  # nothing else changed


def test_review_lists_the_decisions_worst_first(qtbot: Any, window: MainWindow) -> None:
    viewer = _viewer(qtbot, window)
    qtbot.mouseClick(viewer.review_button, Qt.MouseButton.LeftButton)
    dialog = viewer.review_dialog
    assert isinstance(dialog, ReviewDialog) and dialog.isVisible() and not dialog.isModal()
    qtbot.waitUntil(lambda: not dialog.working, timeout=10000)  # worked out in steps
    expected = review_record(load_record(E3))
    assert dialog.decisions == expected
    assert dialog.table.rowCount() == len(expected) == 6
    first = expected[0]
    row = [_cell(dialog.table, 0, c) for c in range(8)]
    assert row[:3] == [str(first.action_index + 1), "1", "Anna"]
    assert row[3] == option_words(first.played, first.faces) == "Keep 1 (die 1) and throw the rest"
    assert row[4] == chance_words(first.p_played) and row[5] == "Stop"
    assert row[6] == chance_words(first.p_expert) and row[7] == "−4.6 points"
    assert dialog.summary.text().startswith("6 decisions, the costliest first.")
    # A decision is shown on the table: the viewer goes to the table before it.
    dialog.table.selectRow(0)
    qtbot.mouseClick(dialog.show_button, Qt.MouseButton.LeftButton)
    assert viewer.position == first.action_index  # step k is the table before action k
    assert [d.face for d in viewer.dice] == [1, 4, 2]


def test_review_of_another_seat(qtbot: Any, window: MainWindow) -> None:
    viewer = _viewer(qtbot, window)
    dialog = window.replay.show_review(viewer)
    dialog.finish()
    dialog.seat_box.setCurrentIndex(dialog.seat_box.findData(1))  # Ben, a CPU
    assert dialog.working
    dialog.finish()
    assert dialog.decisions == review_record(load_record(E3), seat=1)
    assert {_cell(dialog.table, r, 2) for r in range(dialog.table.rowCount())} == {"Ben"}


def test_a_record_without_humans_says_so(qtbot: Any, window: MainWindow, tmp_path: Path) -> None:
    data = json.loads(E3.read_text("utf-8"))
    data["players"][0] = {"name": "Anna", "type": "cpu", "level": "easy"}
    viewer = window.open_replay(data)
    assert isinstance(viewer, ReplayViewer)
    dialog = window.replay.show_review(viewer)
    dialog.finish()
    assert dialog.table.rowCount() == 0 and "No human played" in dialog.summary.text()
    assert not dialog.show_button.isEnabled()


def test_the_viewer_follows_the_language(qtbot: Any, window: MainWindow) -> None:
    from chicago_desktop.i18n import _
    from chicago_desktop.ui.language import apply_language

    viewer = _viewer(qtbot, window)
    viewer.show_step(1)
    assert _header(viewer.sheet, 2) == "Losses"
    apply_language("de")  # every open window is asked to set its texts again
    german = _("Losses")
    assert german != "Losses"
    assert _header(viewer.sheet, 2) == german


def test_review_of_a_called_preset_builds_its_tables_in_steps(
    qtbot: Any, window: MainWindow
) -> None:
    path = GOLDEN / "tschigg_sand_and_passing.json"
    viewer = window.open_replay(path)
    assert isinstance(viewer, ReplayViewer)
    dialog = window.replay.show_review(viewer)
    assert dialog.working and dialog.summary.text() == "Preparing the Expert CPU's tables…"
    dialog.finish()
    assert not dialog.working
    assert dialog.decisions == review_record(load_record(path))
    assert dialog.table.rowCount() == len(dialog.decisions) > 0
