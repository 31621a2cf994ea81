"""The lower half of the table: the scoreboard and the round log, fitting the
scoreboard's columns, and their titles and accessible names. Split from :mod:`.table` so
each module stays small.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QListView,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..engine import MAX_THROWS_CHOICES, Status
from ..i18n import _, pgettext
from ..texts import kind_text, status_text
from .models import Column, LossMarksDelegate, ScoreboardModel
from .round_log import LogRecorder, RoundLogModel

if TYPE_CHECKING:
    from .table import TableScreen


def build_lower(self: TableScreen) -> tuple[QWidget, QWidget]:
    """Build the scoreboard and the round log on ``self``; their boxes, left and right."""
    self.scoreboard_model = ScoreboardModel(self.controller, self)
    self.scoreboard = QTableView()
    self.scoreboard.setObjectName("scoreboard")
    self.scoreboard.setModel(self.scoreboard_model)
    self.scoreboard.setItemDelegateForColumn(Column.LOSSES, LossMarksDelegate(self.scoreboard))
    self.scoreboard.verticalHeader().setVisible(False)
    self.scoreboard.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    self.scoreboard.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    self.scoreboard.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    self.scoreboard.setAlternatingRowColors(True)
    self.scoreboard.setShowGrid(False)
    self.scoreboard.setWordWrap(False)
    # One tab stop: Tab leaves the table for the round log, arrows move among the cells.
    self.scoreboard.setTabKeyNavigation(False)
    # Column widths are fitted once per round, not on every change (ResizeToContents
    # would ask every cell for its size on each dataChanged and stall CPU turns).
    header = self.scoreboard.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    # Every column as wide as its widest text (fit_columns); the last one takes what is left.
    header.setStretchLastSection(True)
    header.setMinimumSectionSize(40)

    self.log_model = RoundLogModel(self)
    self.log_recorder = LogRecorder(self.controller, self.log_model)
    self.log_view = QListView()
    self.log_view.setObjectName("round-log")
    self.log_view.setModel(self.log_model)
    self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    # Every line wraps to the view's width, never elided, never scrolled sideways (issue
    # 15): the view lays its lines out in batches, so a long match stays cheap to extend.
    self.log_view.setWordWrap(True)
    self.log_view.setUniformItemSizes(False)
    self.log_view.setTextElideMode(Qt.TextElideMode.ElideNone)
    self.log_view.setResizeMode(QListView.ResizeMode.Adjust)
    self.log_view.setLayoutMode(QListView.LayoutMode.Batched)
    self.log_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    # The view follows the newest line: while it is at the bottom, it stays there as new
    # lines grow its range (the batched layout measures a hundred lines at a time between
    # events, so the range grows as they are laid out, however many an event added); a
    # player who scrolled up to read is not pulled back down.
    bar = self.log_view.verticalScrollBar()
    pinned = [True]
    bar.valueChanged.connect(lambda value: pinned.__setitem__(0, value >= bar.maximum()))
    bar.rangeChanged.connect(lambda _low, high: bar.setValue(high) if pinned[0] else None)

    self.scoreboard_title = QLabel()
    self.log_title = QLabel()
    for title in (self.scoreboard_title, self.log_title):
        f = QFont(title.font())
        f.setBold(True)
        title.setFont(f)
    score_box = QWidget()
    sb = QVBoxLayout(score_box)
    sb.setContentsMargins(0, 0, 0, 0)
    sb.addWidget(self.scoreboard_title)
    sb.addWidget(self.scoreboard)
    self.scoreboard_title.setBuddy(self.scoreboard)
    log_box = QWidget()
    lb = QVBoxLayout(log_box)
    lb.setContentsMargins(0, 0, 0, 0)
    lb.addWidget(self.log_title)
    lb.addWidget(self.log_view)
    self.log_title.setBuddy(self.log_view)

    return score_box, log_box


def fit_columns(self: TableScreen) -> None:
    """Fit the scoreboard's columns to their contents (once per round)."""
    header = self.scoreboard.horizontalHeader()
    for col in Column:
        if col is not Column.NAME:
            self.scoreboard.resizeColumnToContents(col)
    for col, width in column_widths(self).items():
        header.resizeSection(col, max(header.sectionSize(col), width))
    fit_rows(self)


def column_widths(self: TableScreen) -> dict[Column, int]:
    """Room for the widest text each column can show later in the round, in bold (the row
    whose turn it is), in the language shown: no "Im S…", "CPU · Med…" or "★ Lea…"."""
    bold = QFont(self.scoreboard.font())
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    cap = max(MAX_THROWS_CHOICES)
    players = self.controller.players
    widest = {
        Column.NAME: ["▶ " + p.name for p in players],
        Column.KIND: [kind_text(p) for p in players],
        Column.RESULT: [
            _("{dice} = {score}").format(dice="0·0·0", score="000"),
            pgettext("scoreboard", "to throw"),
            pgettext("scoreboard", "waiting"),
        ],
        Column.THROWS: [_("{used} of {cap}").format(used=cap, cap=cap)],
        Column.STATUS: [status_text(status) for status in Status],
        Column.LEADER: [pgettext("scoreboard", "★ Leader")],
    }
    # The margins a view item's text has (Fusion: 2 × (focus-frame margin + 1)), with room.
    margin = 2 * (self.scoreboard.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
    return {
        col: max((metrics.horizontalAdvance(text) for text in texts), default=0) + margin + 12
        for col, texts in widest.items()
    }


def fit_rows(self: TableScreen) -> None:
    """Every player's row fits the scoreboard at the window's smallest size: the view's
    minimum height is the header, every row and a sideways scroll bar."""
    view = self.scoreboard
    rows = max(2, self.scoreboard_model.rowCount())
    row_height = view.verticalHeader().defaultSectionSize()
    if rows and self.scoreboard_model.rowCount():
        row_height = max(row_height, view.sizeHintForRow(0))
    height = (
        view.horizontalHeader().sizeHint().height()
        + rows * row_height
        + view.horizontalScrollBar().sizeHint().height()
        + 2 * view.frameWidth()
    )
    view.setMinimumHeight(height)


def retranslate_lower(self: TableScreen) -> None:
    """The titles and accessible names of the scoreboard and the round log."""
    self.scoreboard_title.setText(_("Scoreboard"))
    self.scoreboard.setAccessibleName(_("Scoreboard"))
    self.scoreboard.horizontalHeader().setAccessibleName(_("Scoreboard columns"))
    self.scoreboard.setAccessibleDescription(
        _(
            "One row per player: losses, tally marks or coasters, this round's result,"
            " status and leader."
        )
    )
    self.log_title.setText(_("Round log"))
    self.log_view.setAccessibleName(_("Round log"))
    self.log_view.setAccessibleDescription(_("What happened in this match, newest last."))
