"""Qt models of the table: the scoreboard (a table) and the round log (a list).

Both read the controller's *shown* state, so they agree with the dice on the table while
the controller paces the engine's events, and both emit the narrowest ``dataChanged``.
Texts are produced when Qt asks for them, so a language switch only needs a refresh.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum
from typing import Any, Final

from PySide6.QtCore import (
    QAbstractListModel,
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

from ..controller import GameController, RoundOutcome
from ..engine import Status
from ..i18n import N_, _, join_sentences, ngettext, pgettext
from ..records import PlayerInfo
from ..texts import dice_text, kind_text, names_text, status_text, throws_text

ModelIndex = QModelIndex | QPersistentModelIndex
LOSSES_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 1
KIND_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 2


class Column(IntEnum):
    """Columns of the scoreboard."""

    SEAT = 0
    NAME = 1
    KIND = 2
    LOSSES = 3
    RESULT = 4
    THROWS = 5
    STATUS = 6
    LEADER = 7


HEADERS: Final = {
    Column.SEAT: N_("Seat"),
    Column.NAME: N_("Player"),
    Column.KIND: N_("Plays as"),
    Column.LOSSES: N_("Losses"),
    Column.RESULT: N_("This round"),
    Column.THROWS: N_("Throws"),
    Column.STATUS: N_("Status"),
    Column.LEADER: N_("Leads"),
}


class ScoreboardModel(QAbstractTableModel):
    """One row per seat: name, kind, losses against the limit, this round, status, leader."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._c = controller
        self._rows = 0
        controller.match_started.connect(self._reset)
        controller.round_started.connect(self._round_started)
        controller.turn_started.connect(self._turn_started)
        controller.dice_thrown.connect(self._dice_thrown)
        controller.turn_ended.connect(self._turn_ended)
        controller.loss_taken.connect(self._loss_taken)
        controller.player_out.connect(self._player_out)
        controller.match_ended.connect(self._match_ended)
        controller.state_changed.connect(self._maybe_reset)

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

    def _turn_started(self, seat: int, cap: int) -> None:
        self._rows_changed()

    def _dice_thrown(self, seat: int, *_args: object) -> None:
        self._cells(seat, Column.RESULT, Column.THROWS)

    def _turn_ended(self, seat: int, *_args: object) -> None:
        self._cells(seat, Column.RESULT, Column.THROWS)

    def _loss_taken(self, seat: int, losses: int) -> None:
        self._cells(seat, Column.LOSSES, Column.LOSSES)

    def _player_out(self, seat: int) -> None:
        self._cells(seat, Column.STATUS, Column.STATUS)

    def _match_ended(self, *_args: object) -> None:
        self._rows_changed()

    def _round_started(self, index: int, leader: int) -> None:
        if self._rows:
            self.dataChanged.emit(
                self.index(0, Column.RESULT),
                self.index(self._rows - 1, Column.LEADER),
            )

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
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(Column):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return _(HEADERS[Column(section)])
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < self._rows:
            return None
        seat, col = index.row(), Column(index.column())
        players = self._c.players
        if seat >= len(players):
            return None
        player = players[seat]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(seat, player, col)
        if role in (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            return self._spoken(seat, player, col)
        if role == LOSSES_ROLE and col is Column.LOSSES:
            return (self._c.shown_losses(seat), self._c.losses_to_out)
        if role == KIND_ROLE:
            return player.type
        if role == Qt.ItemDataRole.FontRole and seat == self._c.shown_seat and not self._c.is_over:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (
            Column.SEAT,
            Column.THROWS,
            Column.LOSSES,
        ):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ForegroundRole and self._c.shown_status(seat) is Status.OUT:
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
            return _("{losses} of {limit}").format(
                losses=c.shown_losses(seat), limit=c.losses_to_out
            )
        if col is Column.RESULT:
            result = c.round_result(seat)
            if result is not None:
                return _("{dice} = {score}").format(dice=dice_text(result.dice), score=result.score)
            if self._is_turn(seat):
                faces = c.shown_faces
                if faces is None:
                    return pgettext("scoreboard", "to throw")
                return _("{dice} = {score} …").format(dice=dice_text(faces), score=c.shown_score())
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
            n = c.shown_losses(seat)
            return ngettext(
                "{name} has {count} loss of {limit}.",
                "{name} has {count} losses of {limit}.",
                n,
            ).format(name=player.name, count=n, limit=c.losses_to_out)
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


# ===================================================================== the log
@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the round log as data: what happened (``event``) and its values.

    No sentence is stored: :meth:`text` writes it in the current language each time the
    line is shown, so switching language re-renders the whole log. ``event`` is a key of
    :data:`LOG_SENTENCES`; values are names, numbers and tuples of them.
    """

    event: str
    values: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, event: str, **values: Any) -> LogEntry:
        """An entry for ``event`` with named values, e.g. ``LogEntry.of("out", name="Ben")``."""
        if event not in LOG_SENTENCES:
            raise ValueError(f"no sentence for log event {event!r}")
        return cls(event, tuple(sorted(values.items())))

    @property
    def kind(self) -> str:
        """How the line is set: "round" and "end" lines in bold, "loss", or "event"."""
        return LOG_KINDS.get(self.event, "event")

    def value(self, name: str) -> Any:
        """One of the entry's values."""
        return dict(self.values)[name]

    def text(self) -> str:
        """The line in the current language."""
        return LOG_SENTENCES[self.event](dict(self.values))


def _positions(held: tuple[int, ...]) -> str:
    return ", ".join(str(p) for p in held)


#: One sentence per log event, made from the entry's values when shown.
LOG_SENTENCES: Final[dict[str, Callable[[dict[str, Any]], str]]] = {
    "lots": lambda v: _("Lots are drawn: {name} leads the first round.").format(name=v["name"]),
    "round": lambda v: _("Round {number} — {name} leads").format(
        number=v["number"], name=v["name"]
    ),
    "throw": lambda v: _("{name} throws {dice} = {score}").format(
        name=v["name"], dice=dice_text(v["dice"]), score=v["score"]
    ),
    "hold_and_throw": lambda v: ngettext(
        "{name} holds die {positions} and throws: {dice} = {score}",
        "{name} holds dice {positions} and throws: {dice} = {score}",
        len(v["held"]),
    ).format(
        name=v["name"], positions=_positions(v["held"]), dice=dice_text(v["dice"]), score=v["score"]
    ),
    "stop": lambda v: ngettext(
        "{name} stops at {score} after {count} throw.",
        "{name} stops at {score} after {count} throws.",
        v["throws"],
    ).format(name=v["name"], score=v["score"], count=v["throws"]),
    "no_throws_left": lambda v: _("{name} has no throws left and keeps {score}.").format(
        name=v["name"], score=v["score"]
    ),
    "cap": lambda v: ngettext(
        "{name} used {count} throw: the cap for the others is {count}.",
        "{name} used {count} throws: the cap for the others is {count}.",
        v["cap"],
    ).format(name=v["name"], count=v["cap"]),
    "loss": lambda v: _("{name} takes a loss with the lowest result, {score}.").format(
        name=v["name"], score=v["score"]
    ),
    "tie": lambda v: _("{names} tie for the lowest result with {score}: each takes a loss.").format(
        names=names_text(list(v["names"])), score=v["score"]
    ),
    "out": lambda v: _("{name} is out.").format(name=v["name"]),
    "draw": lambda v: _("Everyone left went out in the same round: the match is a draw."),
    "winner": lambda v: _("{name} wins the match!").format(name=v["name"]),
    "next_leader": lambda v: _("{name} leads the next round.").format(name=v["name"]),
    "game_over": lambda v: _("Game over: {name} wins.").format(name=v["name"]),
    "game_over_draw": lambda v: _("Game over: a draw."),
}
LOG_KINDS: Final = {
    "lots": "round",
    "round": "round",
    "loss": "loss",
    "tie": "loss",
    "out": "loss",
    "draw": "loss",
    "winner": "loss",
    "next_leader": "loss",
    "game_over": "end",
    "game_over_draw": "end",
}


class RoundLogModel(QAbstractListModel):
    """What happened, line by line, newest last."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[LogEntry] = []

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        if role in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.AccessibleTextRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return entry.text()
        if role == Qt.ItemDataRole.FontRole and entry.kind in ("round", "end"):
            font = QFont()
            font.setBold(True)
            return font
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    def append(self, entry: LogEntry) -> None:
        """Add a line at the end."""
        row = len(self._entries)
        self.beginInsertRows(QModelIndex(), row, row)
        self._entries.append(entry)
        self.endInsertRows()

    def clear(self) -> None:
        """Remove every line."""
        if not self._entries:
            return
        self.beginResetModel()
        self._entries.clear()
        self.endResetModel()

    def entries(self) -> list[LogEntry]:
        """Every line as data."""
        return list(self._entries)

    def texts(self) -> list[str]:
        """Every line as shown now (for tests and copying)."""
        return [e.text() for e in self._entries]

    def retranslate(self) -> None:
        """Ask the views to fetch every text again (each is written anew from its entry)."""
        if self._entries:
            self.dataChanged.emit(self.index(0), self.index(len(self._entries) - 1))


# ============================================================ sentences of play
def round_report(outcome: RoundOutcome, players: tuple[PlayerInfo, ...]) -> str:
    """Who takes a loss and why (ties included), who is out, who leads next (R30, R41)."""
    return join_sentences(round_report_parts(outcome, players))


def round_report_parts(outcome: RoundOutcome, players: tuple[PlayerInfo, ...]) -> list[str]:
    """The sentences of :func:`round_report`, one by one, in the current language."""
    return [entry.text() for entry in round_report_entries(outcome, players)]


def round_report_entries(outcome: RoundOutcome, players: tuple[PlayerInfo, ...]) -> list[LogEntry]:
    """The end of a round as log entries: loss or tie, who is out, the winner or next leader."""
    s = outcome.summary
    by_seat = {r.seat: r for r in s.results}
    worst = list(s.worst)
    low = by_seat[worst[0]].score if worst else 0
    entries: list[LogEntry] = []
    if len(worst) == 1:
        entries.append(LogEntry.of("loss", name=players[worst[0]].name, score=low))
    elif worst:
        names = tuple(players[w].name for w in worst)
        entries.append(LogEntry.of("tie", names=names, score=low))
    for seat in outcome.out:
        entries.append(LogEntry.of("out", name=players[seat].name))
    if outcome.match_over:
        if outcome.draw:
            entries.append(LogEntry.of("draw"))
        elif outcome.winner is not None:
            entries.append(LogEntry.of("winner", name=players[outcome.winner].name))
    elif outcome.next_leader is not None:
        entries.append(LogEntry.of("next_leader", name=players[outcome.next_leader].name))
    return entries


class LogRecorder(QObject):
    """Writes the controller's signals into a :class:`RoundLogModel` as sentences."""

    def __init__(self, controller: GameController, model: RoundLogModel) -> None:
        super().__init__(model)
        self._c = controller
        self._m = model
        c = controller
        c.match_started.connect(model.clear)
        c.lots_drawn.connect(self._lots)
        c.round_started.connect(self._round)
        c.dice_thrown.connect(self._thrown)
        c.turn_ended.connect(self._ended)
        c.cap_set.connect(self._cap)
        c.round_scored.connect(self._scored)
        c.match_ended.connect(self._match_ended)

    def _name(self, seat: int) -> str:
        players = self._c.players
        return players[seat].name if 0 <= seat < len(players) else "?"

    def _lots(self, seat: int) -> None:
        self._m.append(LogEntry.of("lots", name=self._name(seat)))

    def _round(self, index: int, leader: int) -> None:
        self._m.append(LogEntry.of("round", number=index + 1, name=self._name(leader)))

    def _thrown(self, seat: int, number: int, faces: Any, held: Any) -> None:
        dice = tuple(int(f) for f in faces)
        score = self._c.shown_score()
        kept = tuple(sorted(int(p) + 1 for p in held))
        if kept:
            entry = LogEntry.of(
                "hold_and_throw", name=self._name(seat), held=kept, dice=dice, score=score
            )
        else:
            entry = LogEntry.of("throw", name=self._name(seat), dice=dice, score=score)
        self._m.append(entry)

    def _ended(self, seat: int, dice: object, throws: int, score: int, reason: str) -> None:
        if reason == "stopped":
            entry = LogEntry.of("stop", name=self._name(seat), score=score, throws=throws)
        else:
            entry = LogEntry.of("no_throws_left", name=self._name(seat), score=score)
        self._m.append(entry)

    def _cap(self, leader: int, cap: int) -> None:
        self._m.append(LogEntry.of("cap", name=self._name(leader), cap=cap))

    def _scored(self, outcome: RoundOutcome) -> None:
        for entry in round_report_entries(outcome, self._c.players):
            self._m.append(entry)

    def _match_ended(self, winner: object, draw: bool) -> None:
        if isinstance(winner, int):
            self._m.append(LogEntry.of("game_over", name=self._name(winner)))
        else:
            self._m.append(LogEntry.of("game_over_draw"))
