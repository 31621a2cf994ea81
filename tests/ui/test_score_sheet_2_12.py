"""The Chicago 2–12 score sheet model (R60, R61): Qt's model tester, cells, highlight, changes."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt

from chicago_desktop.records import PlayerInfo
from chicago_desktop.two_to_twelve import Game, Order, Rules
from chicago_desktop.ui.score_sheet_2_12 import (
    CURRENT_ROLE,
    HIT_ROLE,
    MISS_MARK,
    SCORE_ROLE,
    ScoreSheetModel,
)

NAMES = ("Anna", "Ben", "Cleo", "Dan")


def seats(count: int) -> tuple[PlayerInfo, ...]:
    return tuple(PlayerInfo(NAMES[i], "cpu" if i % 2 else "human") for i in range(count))


def throw(model: ScoreSheetModel, *faces: tuple[int, ...]) -> None:
    game = model.game
    assert game is not None
    for f in faces:
        model.apply_events(game.throw(f))


def text(model: ScoreSheetModel, row: int, column: int, role: int = 0) -> Any:
    return model.index(row, column).data(role or Qt.ItemDataRole.DisplayRole)


def test_passes_the_model_tester_through_a_whole_game(qtmodeltester: Any) -> None:
    model = ScoreSheetModel()
    qtmodeltester.check(model)  # empty, before any game
    model.set_game(Game(Rules(), 2), seats(2))
    qtmodeltester.check(model)
    throw(model, (1, 1), (3, 4))
    qtmodeltester.check(model)
    for _ in range(10):
        throw(model, (6, 6), (1, 2))
    qtmodeltester.check(model)
    game = model.game
    assert game is not None and game.is_over
    assert model.rowCount() == 2 and model.columnCount() == 12
    model.set_game(None)
    assert model.rowCount() == 0 and model.columnCount() == 0


def test_columns_are_the_targets_then_the_total() -> None:
    model = ScoreSheetModel()
    model.set_game(Game(Rules(dice=3, order=Order.DOWN), 3), seats(3))
    assert model.columnCount() == 17
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(17)]
    assert headers == [str(t) for t in range(18, 2, -1)] + ["Total"]
    spoken = model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.AccessibleTextRole)
    assert spoken == "Round 1, target 18"


def test_hits_misses_totals_and_the_current_round() -> None:
    model = ScoreSheetModel()
    model.set_game(Game(Rules(), 3), seats(3))
    assert model.headerData(0, Qt.Orientation.Vertical) == "▶ Anna"
    assert text(model, 0, 0, CURRENT_ROLE) is True
    assert model.index(0, 0).data(Qt.ItemDataRole.BackgroundRole) is not None
    throw(model, (1, 1), (2, 5), (1, 1))  # round 1, target 2: hit, miss, hit
    throw(model, (1, 2))  # round 2: Anna hits 3, the others still to throw
    assert [text(model, r, 0) for r in range(3)] == ["2", MISS_MARK, "2"]
    assert [text(model, r, 0, HIT_ROLE) for r in range(3)] == [True, False, True]
    assert [text(model, r, 1) for r in range(3)] == ["3", "", ""]
    assert text(model, 1, 1, SCORE_ROLE) is None
    assert [text(model, r, 11) for r in range(3)] == ["5", "0", "2"]
    assert text(model, 0, 0, CURRENT_ROLE) is False
    assert text(model, 0, 1, CURRENT_ROLE) is True
    assert model.index(0, 0).data(Qt.ItemDataRole.BackgroundRole) is None
    assert model.index(0, 0).data(Qt.ItemDataRole.FontRole).bold()
    assert model.index(1, 0).data(Qt.ItemDataRole.ForegroundRole) is not None
    assert model.headerData(1, Qt.Orientation.Vertical) == "▶ Ben"
    assert text(model, 1, 0, Qt.ItemDataRole.AccessibleTextRole) == "Ben, target 2: missed."
    assert text(model, 0, 1, Qt.ItemDataRole.AccessibleTextRole) == (
        "Anna, target 3: hit, 3 points. This round is being played."
    )
    assert text(model, 2, 11, Qt.ItemDataRole.AccessibleTextRole) == "Cleo: 2 in total"


def test_teams_have_a_row_per_team_with_pooled_scores() -> None:
    model = ScoreSheetModel()
    model.set_game(Game(Rules(teams=True), 4), seats(4))
    assert model.rowCount() == 2
    assert model.headerData(0, Qt.Orientation.Vertical) == "▶ Team 1: Anna and Cleo"
    assert model.headerData(1, Qt.Orientation.Vertical) == "Team 2: Ben and Dan"
    throw(model, (1, 1), (1, 2), (1, 1), (1, 1))
    assert text(model, 0, 0) == "4"
    assert text(model, 1, 0) == "2"
    assert text(model, 0, 11) == "4"


def test_a_player_out_is_marked() -> None:
    model = ScoreSheetModel()
    model.set_game(Game(Rules(elimination=True), 3), seats(3))
    for _ in range(3):
        throw(model, (6, 6), (6, 6), (6, 6))
    throw(model, (2, 3), (1, 4), (6, 6))  # round 4, target 5: Cleo's fourth miss
    assert model.headerData(2, Qt.Orientation.Vertical) == "Cleo (out)"
    assert model.index(2, 11).data(Qt.ItemDataRole.ForegroundRole) is not None
    assert text(model, 2, 4) == ""  # no throw for Cleo in round 5


def test_changes_are_narrow(qtbot: Any) -> None:
    model = ScoreSheetModel()
    model.set_game(Game(Rules(), 3), seats(3))
    changes: list[tuple[int, int, int, int]] = []

    def record(top: QModelIndex, bottom: QModelIndex, *_: object) -> None:
        changes.append((top.row(), top.column(), bottom.row(), bottom.column()))

    model.dataChanged.connect(record)
    throw(model, (1, 1))
    assert changes == [(0, 0, 0, 11)]  # Anna's row from this round to the total
    changes.clear()
    throw(model, (1, 1), (1, 1))  # the round ends and the highlight moves on
    assert (2, 0, 2, 11) in changes
    assert (0, 0, 2, 1) in changes


def test_one_player_info_per_seat_is_required() -> None:
    with pytest.raises(ValueError, match="one PlayerInfo per seat"):
        ScoreSheetModel().set_game(Game(Rules(), 3), seats(2))


def test_model_tester_in_teams_and_in_a_roll_off(qtmodeltester: Any) -> None:
    model = ScoreSheetModel()
    model.set_game(Game(Rules(teams=True), 4), seats(4))
    qtmodeltester.check(model)
    for _ in range(11):
        throw(model, (1, 1), (1, 1), (1, 1), (1, 1))  # 2 - 2 after round 1: a team roll-off
    game = model.game
    assert game is not None and game.rolloff_field == (0, 1)
    assert model.current_column is None
    assert not any(text(model, 0, c, CURRENT_ROLE) for c in range(12))
    qtmodeltester.check(model)
    throw(model, (6, 6), (1, 1))
    assert game.winning_team == 0
    qtmodeltester.check(model)
