"""The spotlight of a lesson: a ring over the table around what the step is about, and
the covers that hide the value of the dice while the learner works it out."""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QObject,
    QPoint,
    QRect,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QLabel,
    QWidget,
)

from ..i18n import _
from ..tutorial import (
    Target,
)
from .models import Column
from .table import TableScreen
from .theme import ON_FELT, felt_colors


# =========================================================================== the spotlight
class Spotlight(QWidget):
    """A ring drawn over the table around what the current step is about.

    It lies on top of the table, lets every click through and follows its target when the
    layout moves it. For a label it rings the text, not the label's whole width.
    """

    def __init__(self, table: TableScreen) -> None:
        super().__init__(table)
        self.setObjectName("spotlight")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._table = table
        self._target: Target | None = None
        self._concealed = False
        table.scoreboard.horizontalHeader().sectionResized.connect(lambda *_a: self.update())
        for widget in self._watched():
            widget.installEventFilter(self)
        table.installEventFilter(self)
        self.setGeometry(table.rect())
        self.raise_()

    def _watched(self) -> list[QWidget]:
        t = self._table
        return [
            t.throw_button,
            t.stop_button,
            t.hint_button,
            *t.dice,
            t.value_label,
            t.beat_label,
            t.cap_label,
            t.turn_label,
            t.banner,
            t.scoreboard,
            t.log_view,
            t.call_panel,
            t.turn_sixes_button,
        ]

    @property
    def target(self) -> Target | None:
        """What is ringed now."""
        return self._target

    def set_target(self, target: Target | None) -> None:
        """Ring ``target`` (None: nothing)."""
        self._target = target
        self.raise_()
        self.update()

    @property
    def concealed(self) -> bool:
        """True while the value of the dice is covered (the learner is to work it out)."""
        return self._concealed

    def set_concealed(self, concealed: bool) -> None:
        """Cover the value of the dice on the felt, in the scoreboard and in the log."""
        self._concealed = concealed
        self.raise_()
        self.update()

    def covers(self) -> list[tuple[QRect, bool]]:
        """The covered areas and whether each lies on the felt (empty when not concealed)."""
        if not self._concealed:
            return []
        t = self._table
        out: list[tuple[QRect, bool]] = []
        label = t.value_label
        if label.isVisible() and label.text():
            area = QRect(label.mapTo(t, QPoint(0, 0)), label.size())
            out.append((self._text_area(label, area).adjusted(-6, -1, 6, 1), True))
        board = t.scoreboard
        if board.isVisible():
            view = board.viewport()
            x = board.columnViewportPosition(Column.RESULT)
            width = board.columnWidth(Column.RESULT)
            origin = view.mapTo(t, QPoint(x, 0))
            bottom = view.mapTo(t, QPoint(0, view.height())).y()
            out.append((QRect(origin.x(), origin.y(), width, bottom - origin.y()), False))
        log = t.log_view
        if log.isVisible():
            view = log.viewport()
            out.append((QRect(view.mapTo(t, QPoint(0, 0)), view.size()), False))
        return out

    def widgets(self) -> list[QWidget]:
        """The widgets of the current target."""
        t = self._table
        target = self._target
        if target is None:
            return []
        table: dict[Target, list[QWidget]] = {
            Target.THROW: [t.throw_button],
            Target.STOP: [t.stop_button],
            Target.HINT: [t.hint_button],
            Target.DICE: list(t.dice),
            Target.DIE_1: [t.dice[0]],
            Target.DIE_2: [t.dice[1]],
            Target.DIE_3: [t.dice[2]],
            Target.VALUE: [t.value_label],
            Target.BEAT: [t.beat_label],
            Target.CAP: [t.cap_label],
            Target.TURN: [t.turn_label],
            Target.BANNER: [t.banner],
            Target.SCOREBOARD: [t.scoreboard],
            Target.LOG: [t.log_view],
            Target.CALL: [t.call_panel],
            Target.SIXES: [t.turn_sixes_button],
        }
        return [w for w in table[target] if w.isVisible()]

    def ring(self) -> QRect | None:
        """The rectangle ringed, in the spotlight's coordinates (None when nothing shows)."""
        rect = QRect()
        t = self._table
        for widget in self.widgets():
            area = QRect(widget.mapTo(t, QPoint(0, 0)), widget.size())
            if widget in t.dice:
                area = area.adjusted(0, 10, 0, 0)  # the face and its HELD tab, not the margin
            elif isinstance(widget, QLabel) and widget.text() and widget is not t.banner:
                area = self._text_area(widget, area)
            rect = rect.united(area)
        if rect.isNull():
            return None
        return rect.adjusted(-7, -3, 7, 3).intersected(self.rect().adjusted(2, 2, -2, -2))

    @staticmethod
    def _text_area(label: QLabel, area: QRect) -> QRect:
        metrics = label.fontMetrics()
        lines = [metrics.horizontalAdvance(line) for line in label.text().splitlines()]
        width = min(area.width(), max(lines, default=0) + 8)
        align = label.alignment()
        if align & Qt.AlignmentFlag.AlignRight:
            left = area.right() - width
        elif align & Qt.AlignmentFlag.AlignHCenter:
            left = area.left() + (area.width() - width) // 2
        else:
            left = area.left()
        return QRect(left, area.top(), width, area.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if watched is self._table and kind == QEvent.Type.Resize:
            self.setGeometry(self._table.rect())
        if kind in (
            QEvent.Type.Move,
            QEvent.Type.Resize,
            QEvent.Type.Show,
            QEvent.Type.Hide,
        ):
            self.update()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        ring = self.ring()
        covers = self.covers()
        if ring is None and not covers:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        felt, _bottom = felt_colors(pal)
        font = QFont(self.font())
        for area, on_felt in covers:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(felt if on_felt else pal.color(QPalette.ColorRole.Base))
            painter.drawRoundedRect(area, 6, 6)
            painter.setPen(
                QColor(ON_FELT) if on_felt else pal.color(QPalette.ColorRole.PlaceholderText)
            )
            font.setBold(on_felt)
            painter.setFont(font)
            align = Qt.AlignmentFlag.AlignCenter if on_felt else Qt.AlignmentFlag.AlignHCenter
            painter.drawText(
                area.adjusted(4, 8, -4, -4),
                align | Qt.TextFlag.TextWordWrap,
                # Translators: covers the round log while the learner works out a value.
                "?" if on_felt or area.width() < 120 else _("Hidden until you answer"),
            )
        if ring is None:
            painter.end()
            return
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 110), 7))
        painter.drawRoundedRect(ring, 10, 10)
        painter.setPen(QPen(QColor("#ffb638"), 3.5))
        painter.drawRoundedRect(ring, 10, 10)
        painter.end()


__all__ = ["Spotlight"]
