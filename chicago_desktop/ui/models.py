"""The scoreboard of the table: a Qt table model and the delegate that draws its marks.

It reads the controller's *shown* state, so it agrees with the dice on the table while
the controller paces the engine's events, and emits the narrowest ``dataChanged`` for each
event (chosen by the event's type). Its standing column shows what the match structure
keeps (losses, tally marks or coasters). Texts are produced when Qt asks for them, so a
language switch only needs a refresh. The round log is in :mod:`.round_log`.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any, Final

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPalette, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from ..controller import GameController
from ..engine import (
    DiceThrown,
    Event,
    LossTaken,
    PlayerOut,
    RoundStarted,
    Status,
    TurnEnded,
    TurnStarted,
)
from ..i18n import N_, _, pgettext
from ..records import PlayerInfo
from ..texts import (
    dice_text,
    kind_text,
    standing_cell,
    standing_header,
    standing_spoken,
    status_text,
    throws_text,
)
from .round_end import mark_color, seat_mark

ModelIndex = QModelIndex | QPersistentModelIndex
LOSSES_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 1
KIND_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 2


class Column(IntEnum):
    """Columns of the scoreboard.

    ``LOSSES`` shows the counter the match structure keeps (losses, tally marks or
    coasters, R41-R45); its header comes from :func:`~chicago_desktop.texts.standing_header`.
    """

    SEAT = 0
    NAME = 1
    KIND = 2
    LOSSES = 3
    RESULT = 4
    THROWS = 5
    STATUS = 6
    LEADER = 7


#: Fixed headers; the standing column's header follows the match structure.
HEADERS: Final = {
    Column.SEAT: N_("Seat"),
    Column.NAME: N_("Player"),
    Column.KIND: N_("Plays as"),
    Column.RESULT: N_("This round"),
    Column.THROWS: N_("Throws"),
    Column.STATUS: N_("Status"),
    Column.LEADER: N_("Leads"),
}


_COLUMNS: Final = tuple(Column)
_CENTRED: Final = frozenset({Column.SEAT, Column.THROWS, Column.LOSSES})
_CENTRE: Final = int(Qt.AlignmentFlag.AlignCenter)
_DISPLAY: Final = int(Qt.ItemDataRole.DisplayRole)
_SPOKEN: Final = frozenset(
    {int(Qt.ItemDataRole.AccessibleTextRole), int(Qt.ItemDataRole.ToolTipRole)}
)
_BACKGROUND: Final = int(Qt.ItemDataRole.BackgroundRole)
_FONT: Final = int(Qt.ItemDataRole.FontRole)
_ALIGNMENT: Final = int(Qt.ItemDataRole.TextAlignmentRole)
_FOREGROUND: Final = int(Qt.ItemDataRole.ForegroundRole)
#: The roles :meth:`ScoreboardModel.headerData` answers.
_HEADER_ROLES: Final = frozenset({_DISPLAY, int(Qt.ItemDataRole.AccessibleTextRole)})
#: The roles :meth:`ScoreboardModel.data` answers.
_ROLES_SERVED: Final = frozenset(
    {_DISPLAY, *_SPOKEN, LOSSES_ROLE, KIND_ROLE, _BACKGROUND, _FONT, _ALIGNMENT, _FOREGROUND}
)


class ScoreboardModel(QAbstractTableModel):
    """One row per seat: name, kind, losses against the limit, this round, status, leader."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._c = controller
        self._rows = 0
        controller.match_started.connect(self._reset)
        controller.event_shown.connect(self.show_event)
        controller.state_changed.connect(self._maybe_reset)
        controller.moment_changed.connect(self._rows_changed)  # the round's end marks rows

    # ---------------------------------------------------------------- updates
    def _reset(self) -> None:
        self.beginResetModel()
        self._rows = len(self._c.players)
        self.endResetModel()

    def _maybe_reset(self) -> None:
        if self._rows != len(self._c.players):
            self._reset()

    def _cells(self, seat: int, first: Column, last: Column) -> None:
        if 0 <= seat < self._rows:
            self.dataChanged.emit(self.index(seat, first), self.index(seat, last))

    def _rows_changed(self) -> None:
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(self._rows - 1, len(Column) - 1))

    def show_event(self, event: Event) -> None:
        """Repaint the narrowest cells an event changed."""
        match event:
            case TurnStarted():
                self._rows_changed()
            case DiceThrown(seat=seat) | TurnEnded(seat=seat):
                self._cells(seat, Column.RESULT, Column.THROWS)
            case LossTaken(seat=seat):
                self._cells(seat, Column.LOSSES, Column.LOSSES)
            case PlayerOut(seat=seat):
                self._cells(seat, Column.STATUS, Column.STATUS)
            case RoundStarted():
                if self._rows:
                    self.dataChanged.emit(
                        self.index(0, Column.RESULT),
                        self.index(self._rows - 1, Column.LEADER),
                    )
            case _:
                # Tally marks, coasters, safe and won players, the end: every row may move.
                self._rows_changed()

    def retranslate(self) -> None:
        """Texts are made on demand; tell the views to ask again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)
        self._rows_changed()

    # ------------------------------------------------------------------ model
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(Column)

    def headerData(  # noqa: N802 - Qt override
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role not in _HEADER_ROLES or not 0 <= section < len(_COLUMNS):
            return None
        if orientation == Qt.Orientation.Horizontal:
            column = _COLUMNS[section]
            if column is Column.LOSSES:
                return standing_header(self._c.standing_kind)
            if column is Column.SEAT:
                # Translators: the scoreboard's column of seat numbers at the table (where
                # each player sits), not a ranking: German "Sitz", not "Platz".
                return pgettext("scoreboard column: where a player sits", "Seat")
            return _(HEADERS[column])
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # A view asks every role of every cell it paints or measures: the roles this model
        # does not answer are turned away first, before a seat or a column is looked up.
        if role not in _ROLES_SERVED or not index.isValid():
            return None
        seat, column = index.row(), index.column()
        if not 0 <= seat < self._rows or not 0 <= column < len(_COLUMNS):
            return None
        col = _COLUMNS[column]
        players = self._c.players
        if seat >= len(players):
            return None
        player = players[seat]
        if role == _DISPLAY:
            return self._display(seat, player, col)
        if role in _SPOKEN:
            return self._spoken(seat, player, col)
        if role == LOSSES_ROLE and col is Column.LOSSES:
            limit = self._c.standing_limit()
            if limit is None:  # a plain count: the delegate writes the text
                return None
            return (self._c.shown_count(seat, self._c.standing_kind), limit)
        if role == KIND_ROLE:
            return player.type
        if role == _BACKGROUND:
            mark = seat_mark(self._c, seat)  # the seat the ended round hit, or spared
            return mark_color(mark, QPalette().color(QPalette.ColorRole.Base)) if mark else None
        if role == _FONT and seat == self._c.shown_seat and not self._c.is_over:
            font = QFont()
            font.setBold(True)
            return font
        if role == _ALIGNMENT and col in _CENTRED:
            return _CENTRE
        if role == _FOREGROUND and self._c.shown_status(seat) is Status.OUT:
            return QPalette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        return None

    def _is_turn(self, seat: int) -> bool:
        return seat == self._c.shown_seat and not self._c.is_over

    def _display(self, seat: int, player: PlayerInfo, col: Column) -> str:
        c = self._c
        if col is Column.SEAT:
            return str(seat + 1)
        if col is Column.NAME:
            return ("▶ " if self._is_turn(seat) else "") + player.name
        if col is Column.KIND:
            return kind_text(player)
        if col is Column.LOSSES:
            kind = c.standing_kind
            return standing_cell(kind, c.shown_count(seat, kind), c.standing_limit())
        if col is Column.RESULT:
            result = c.round_result(seat)
            if result is not None:
                return _("{dice} = {score}").format(dice=dice_text(result.dice), score=result.score)
            if self._is_turn(seat):
                faces = c.shown_faces
                if faces is None:
                    return pgettext("scoreboard", "to throw")
                # No "…" after it (it read as a cut text): the Throws column says the
                # turn goes on ("1 of 3"), and the row is in bold.
                return _("{dice} = {score}").format(dice=dice_text(faces), score=c.shown_score())
            if c.shown_status(seat) is Status.PLAYING and seat in c.round_order:
                return pgettext("scoreboard", "waiting")
            return "—"
        if col is Column.THROWS:
            result = c.round_result(seat)
            if result is not None:
                return str(result.throws)
            if self._is_turn(seat):
                return _("{used} of {cap}").format(used=c.shown_throws, cap=c.shown_cap)
            return ""
        if col is Column.STATUS:
            return status_text(c.shown_status(seat))
        if col is Column.LEADER:
            return pgettext("scoreboard", "★ Leader") if seat == c.shown_leader else ""
        return ""

    def _spoken(self, seat: int, player: PlayerInfo, col: Column) -> str:
        c = self._c
        if col is Column.LOSSES:
            kind = c.standing_kind
            return standing_spoken(kind, player.name, c.shown_count(seat, kind), c.standing_limit())
        if col is Column.THROWS:
            result = c.round_result(seat)
            if result is not None:
                return throws_text(result.throws)
        if col is Column.LEADER:
            if seat == c.shown_leader:
                return _("{name} leads this round.").format(name=player.name)
            return ""
        if col is Column.NAME and self._is_turn(seat):
            return _("{name}, whose turn it is").format(name=player.name)
        return self._display(seat, player, col).replace("▶ ", "").replace("★ ", "")


def draw_item_background(
    delegate: QStyledItemDelegate,
    painter: QPainter,
    option: QStyleOptionViewItem,
    index: ModelIndex,
) -> None:
    """The view's own item background (selection, focus, alternate rows) without its text,
    for delegates that paint their contents themselves."""
    opt = QStyleOptionViewItem(option)
    delegate.initStyleOption(opt, index)
    opt.text = ""
    widget = option.widget
    style = widget.style() if isinstance(widget, QWidget) else None
    if style is not None:
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)


class LossMarksDelegate(QStyledItemDelegate):
    """Draws losses as marks against the limit: filled crosses for losses, rings for the rest."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        value = index.data(LOSSES_ROLE)
        if not isinstance(value, tuple):
            super().paint(painter, option, index)
            return
        losses, limit = value
        draw_item_background(self, painter, option, index)
        pal = option.palette
        rect: QRect = option.rect
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        text_col = pal.color(
            QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        )
        loss_col = (
            QColor("#c0392b")
            if pal.color(QPalette.ColorRole.Base).lightnessF() > 0.5
            else QColor("#ff7b6b")
        )
        if selected:
            loss_col = text_col
        size = min(14.0, rect.height() * 0.5)
        gap = size * 0.45
        total = limit * size + (limit - 1) * gap
        x = rect.left() + (rect.width() - total) / 2
        y = rect.top() + (rect.height() - size) / 2
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i in range(limit):
            box = QRectF(x + i * (size + gap), y, size, size)
            if i < losses:
                painter.setPen(
                    QPen(
                        loss_col,
                        max(2.0, size * 0.2),
                        Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap,
                    )
                )
                painter.drawLine(box.topLeft(), box.bottomRight())
                painter.drawLine(box.topRight(), box.bottomLeft())
            else:
                faint = QColor(text_col)
                faint.setAlphaF(0.45)
                painter.setPen(QPen(faint, 1.4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(box.adjusted(1, 1, -1, -1))
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: ModelIndex) -> QSize:  # noqa: N802
        value = index.data(LOSSES_ROLE)
        hint = super().sizeHint(option, index)
        if isinstance(value, tuple):
            hint.setWidth(max(hint.width(), value[1] * 20 + 16))
        return hint
