"""What the Statistics window shows in its tables and figures: words for numbers and groups.

Kept apart from the window (:mod:`.statistics_window`) so that its panels (the personal
bests, Chicago 2–12) word numbers the same way without importing the window.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import date
from enum import IntEnum
from typing import Any, Final

from PySide6.QtCore import (
    QAbstractTableModel,
    QDate,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QTableView

from ..i18n import N_, _, format_percent, ngettext
from ..storage.statistics import OPPONENTS_HUMANS, OPPONENTS_MIXED, Figures
from ..texts import level_name

ModelIndex = QModelIndex | QPersistentModelIndex

OTHER_OPPONENTS: Final = {
    OPPONENTS_MIXED: N_("CPUs of mixed levels"),
    OPPONENTS_HUMANS: N_("Humans only"),
}


def opponents_name(group: str) -> str:
    """An opponent group as shown: a CPU level, mixed levels or humans only."""
    if group in OTHER_OPPONENTS:
        return _(OTHER_OPPONENTS[group])
    return _("CPU · {level}").format(level=level_name(group))


def percent_text(rate: float | None) -> str:
    """A share as a whole percentage, or a dash when nothing was played."""
    if rate is None:
        return "—"
    return format_percent(rate)


def number_text(value: float | None, decimals: int = 0) -> str:
    """A number in the current locale, or a dash."""
    if value is None:
        return "—"
    if decimals == 0:
        return QLocale().toString(round(value))
    return QLocale().toString(float(value), "f", decimals)


def fit_height(view: QTableView) -> None:
    """As tall as the header and every row: the tables scroll with the window, not inside.

    Sideways a table scrolls inside itself when its columns are wider than the window
    (long headers in French or German); the scroll bar's height is then added, so no row
    hides under it.
    """
    rows = view.model().rowCount() if view.model() is not None else 0
    row = view.verticalHeader().defaultSectionSize()
    header = view.horizontalHeader().sizeHint().height()
    height = header + max(1, rows) * row + 2 * view.frameWidth() + 2
    if view.horizontalHeader().length() > view.viewport().width():
        height += view.horizontalScrollBar().sizeHint().height()
    if view.height() != height:
        view.setFixedHeight(height)


class FittedTable(QTableView):
    """A table as tall as its rows that never makes the page wider than the window."""

    def __init__(self) -> None:
        super().__init__()
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumWidth(120)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        fit_height(self)


def qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


def streak_text(f: Figures) -> str:
    """The current run of wins or losses."""
    if f.current_win_streak:
        n = f.current_win_streak
        return ngettext("{count} win in a row", "{count} wins in a row", n).format(count=n)
    if f.current_losing_streak:
        n = f.current_losing_streak
        return ngettext("{count} loss in a row", "{count} losses in a row", n).format(count=n)
    return _("none")


# ======================================================= breakdown table model
class BreakdownColumn(IntEnum):
    """Columns of the by-preset and by-opponents tables."""

    GROUP = 0
    PLAYED = 1
    WON = 2
    LOST = 3
    DRAWN = 4
    WIN_RATE = 5
    ROUNDS = 6
    LOSSES = 7
    BEST = 8
    AVERAGE = 9


BREAKDOWN_HEADERS: Final = {
    BreakdownColumn.PLAYED: N_("Played"),
    BreakdownColumn.WON: N_("Won"),
    BreakdownColumn.LOST: N_("Lost"),
    BreakdownColumn.DRAWN: N_("Drawn"),
    BreakdownColumn.WIN_RATE: N_("Win rate"),
    BreakdownColumn.ROUNDS: N_("Rounds"),
    BreakdownColumn.LOSSES: N_("Losses taken"),
    BreakdownColumn.BEST: N_("Best result"),
    BreakdownColumn.AVERAGE: N_("Average result"),
}


class FiguresTableModel(QAbstractTableModel):
    """A read-only table of figures: one row per item, its texts made on demand.

    The statistics' tables differ only in their columns and how a cell is worded; the
    subclass gives ``columns`` (an IntEnum, the first column the row's name, left-aligned),
    :meth:`header` and :meth:`text`, and this class answers Qt.
    """

    columns: type[IntEnum]

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []

    def set_rows(self, rows: Iterable[Any]) -> None:
        """Replace every row."""
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def retranslate(self) -> None:
        """Texts are made on demand; tell the views to ask again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.columns) - 1)
        if self._rows:
            last = self.index(len(self._rows) - 1, len(self.columns) - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    def header(self, column: int) -> str:
        """A column's title in the current language."""
        raise NotImplementedError

    def text(self, row: Any, column: int) -> str:
        """A cell's text in the current language."""
        raise NotImplementedError

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.columns)

    def headerData(  # noqa: N802 - Qt override
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.header(section)
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if role in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.AccessibleTextRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return self.text(self._rows[index.row()], index.column())
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() != 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class BreakdownModel(FiguresTableModel):
    """One row per preset (or opponent group) with its figures."""

    columns = BreakdownColumn

    def __init__(
        self, group_title: str, namer: Callable[[str], str], parent: QObject | None = None
    ):
        super().__init__(parent)
        self._group_title = group_title  # an N_ msgid
        self._namer = namer

    def set_rows(self, rows: Iterable[Any]) -> None:
        """Replace every row: a mapping of group to figures."""
        super().set_rows(rows.items() if isinstance(rows, dict) else rows)

    def header(self, column: int) -> str:
        col = BreakdownColumn(column)
        return _(self._group_title) if col is BreakdownColumn.GROUP else _(BREAKDOWN_HEADERS[col])

    def text(self, row: Any, column: int) -> str:
        key, f = row
        return self._text(key, f, BreakdownColumn(column))

    def _text(self, key: str, f: Figures, col: BreakdownColumn) -> str:
        values: dict[BreakdownColumn, Callable[[], str]] = {
            BreakdownColumn.GROUP: lambda: self._namer(key),
            BreakdownColumn.PLAYED: lambda: number_text(f.matches),
            BreakdownColumn.WON: lambda: number_text(f.won),
            BreakdownColumn.LOST: lambda: number_text(f.lost),
            BreakdownColumn.DRAWN: lambda: number_text(f.drawn),
            BreakdownColumn.WIN_RATE: lambda: percent_text(f.win_rate),
            BreakdownColumn.ROUNDS: lambda: number_text(f.rounds),
            BreakdownColumn.LOSSES: lambda: number_text(f.losses),
            BreakdownColumn.BEST: lambda: number_text(f.best_result),
            BreakdownColumn.AVERAGE: lambda: number_text(f.average_result, 1),
        }
        return values[col]()
