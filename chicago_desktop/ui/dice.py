"""A die drawn with QPainter: vector pips, sharp at any size and scale, palette colours.

A held die is lifted, outlined in the highlight colour and carries a "HELD" tab with a lock,
so holding never depends on colour alone. The widget is focusable; Space or Enter on a
focused die asks to toggle it, like a click. Screen readers hear its position, face and
hold state through its accessible name and description.
"""

from __future__ import annotations

import random
from typing import Final

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..i18n import _, pgettext

#: Pip positions on a unit face, by face value.
PIPS: Final = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}
ROLL_MS: Final = 420


def is_dark(palette: QPalette) -> bool:
    """True when the palette is a dark scheme."""
    return palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5


class DieWidget(QWidget):
    """One of the three dice of the turn on the table."""

    activated = Signal(int)  # position; the user clicked or pressed Space/Enter on it

    def __init__(self, position: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.position = position
        self._face: int | None = None
        self._shown: int | None = None
        self._held = False
        self._interactive = False
        self._reduced_motion = False
        self._lift = 0.0
        self._spin = 0.0
        self._rng = random.Random(position)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setMinimumSize(64, 84)
        self._anim = QVariantAnimation(self)
        self._anim.setDuration(ROLL_MS)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.valueChanged.connect(self._on_roll_step)
        self._anim.finished.connect(self._on_roll_done)
        self.retranslate_ui()

    # ------------------------------------------------------------------ state
    @property
    def face(self) -> int | None:
        """The face showing, None before the first throw of a turn."""
        return self._face

    @property
    def held(self) -> bool:
        """True while the die is held for the next throw."""
        return self._held

    @property
    def interactive(self) -> bool:
        """True when a click or key may toggle the die now."""
        return self._interactive

    @property
    def rolling(self) -> bool:
        """True while the roll animation runs."""
        return self._anim.state() == QVariantAnimation.State.Running

    def set_reduced_motion(self, reduced: bool) -> None:
        """Turn the roll animation off (accessibility setting)."""
        self._reduced_motion = reduced
        if reduced and self.rolling:
            self._anim.stop()
            self._on_roll_done()

    def set_face(self, face: int | None, *, roll: bool = False) -> None:
        """Show ``face``; with ``roll`` a short tumble first (unless motion is reduced)."""
        self._face = face
        if roll and face is not None and not self._reduced_motion and self.isVisible():
            self._anim.stop()
            self._anim.start()
        else:
            self._anim.stop()
            self._shown = face
            self._spin = 0.0
        self.retranslate_ui()
        self.update()

    def set_held(self, held: bool) -> None:
        """Mark the die as held or free."""
        if held != self._held:
            self._held = held
            self.retranslate_ui()
            self.update()

    def set_interactive(self, interactive: bool) -> None:
        """Whether the die reacts to clicks and keys now."""
        self._interactive = interactive
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor
        )
        self.retranslate_ui()
        self.update()

    def retranslate_ui(self) -> None:
        """Accessible name and description in the current language."""
        number = self.position + 1
        self.setAccessibleName(_("Die {number}").format(number=number))
        if self._face is None:
            state = _("Not thrown yet.")
        elif self._held:
            state = _("Shows {face}, held.").format(face=self._face)
        else:
            state = _("Shows {face}, not held.").format(face=self._face)
        if self._interactive:
            action = (
                _("Press Space or {key} to release it.")
                if self._held
                else _("Press Space or {key} to hold it.")
            ).format(key=number)
            state = f"{state} {action}"
        self.setAccessibleDescription(state)
        self.setToolTip(state)

    # ----------------------------------------------------------------- events
    def _on_roll_step(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        if t < 0.8:
            self._shown = self._rng.randint(1, 6)
        else:
            self._shown = self._face
        self._spin = (1.0 - t) * 40.0 * (1 if self.position % 2 == 0 else -1)
        self.update()

    def _on_roll_done(self) -> None:
        self._shown = self._face
        self._spin = 0.0
        self.update()

    def event(self, event: QEvent) -> bool:
        # A focused die takes Space and Enter for itself instead of Throw and Stop.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not event.isAutoRepeat():
                self.activated.emit(self.position)
            event.accept()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self.activated.emit(self.position)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        self.update()
        super().focusOutEvent(event)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(112, 140)

    # --------------------------------------------------------------- painting
    def _colors(self) -> tuple[QColor, QColor, QColor, QColor]:
        """Face, pips, edge and highlight colours from the palette."""
        pal = self.palette()
        dark = is_dark(pal)
        face = QColor("#3a3d42") if dark else QColor("#fbf8f1")
        pips = QColor("#f2efe6") if dark else QColor("#1d1f22")
        edge = QColor("#8b9096") if dark else QColor("#6b6f75")
        highlight = pal.color(QPalette.ColorRole.Highlight)
        if dark:
            highlight = highlight.lighter(135)
        return face, pips, edge, highlight

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        face_col, pip_col, edge_col, hi_col = self._colors()
        w, h = float(self.width()), float(self.height())
        tab_h = max(18.0, h * 0.16)
        side = max(10.0, min(w - 12.0, h - tab_h - 22.0))
        lift = side * 0.09 if self._held else 0.0
        x = (w - side) / 2
        y = 10.0 + (side * 0.09) - lift
        body = QRectF(x, y, side, side)
        radius = side * 0.16

        # Shadow on the table; longer when the die is lifted.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70 if self._held else 55))
        shadow = body.translated(side * 0.03, side * 0.05 + lift * 0.9)
        painter.drawRoundedRect(shadow, radius, radius)

        painter.save()
        if self._spin:
            painter.translate(body.center())
            painter.rotate(self._spin)
            painter.translate(-body.center())
        if self._face is None:
            pen = QPen(edge_col, max(1.5, side * 0.025), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            col = QColor(face_col)
            col.setAlpha(90)
            painter.setBrush(col)
            painter.drawRoundedRect(body, radius, radius)
        else:
            pen_w = max(3.0, side * 0.05) if self._held else max(1.2, side * 0.018)
            painter.setPen(QPen(hi_col if self._held else edge_col, pen_w))
            painter.setBrush(QBrush(face_col))
            painter.drawRoundedRect(body, radius, radius)
            shown = self._shown if self._shown is not None else self._face
            painter.setPen(Qt.PenStyle.NoPen)
            r = side * 0.085
            for px, py in PIPS.get(shown, ()):
                centre = QPointF(body.left() + px * side, body.top() + py * side)
                pip = QColor("#b3261e") if shown == 1 and not is_dark(self.palette()) else pip_col
                painter.setBrush(pip)
                radius_pip = r * 1.45 if shown == 1 else r
                painter.drawEllipse(centre, radius_pip, radius_pip)
        painter.restore()

        # The "HELD" tab with a lock: hold state not told by colour alone.
        if self._held and self._face is not None:
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(int(max(10.0, tab_h * 0.62)))
            painter.setFont(font)
            label = pgettext("die", "HELD")
            tw = painter.fontMetrics().horizontalAdvance(label) + tab_h * 1.5
            if tw > w - 2:  # a long word in some language: a smaller font, never clipped
                text_w = max(1.0, tw - tab_h * 1.5)
                font.setPixelSize(max(7, int(font.pixelSize() * (w - 2 - tab_h * 1.5) / text_w)))
                painter.setFont(font)
                tw = min(w - 2, painter.fontMetrics().horizontalAdvance(label) + tab_h * 1.5)
            top = min(body.bottom() + 6 + lift, h - tab_h - 1)  # inside the widget
            tab = QRectF((w - tw) / 2, top, tw, tab_h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(hi_col)
            painter.drawRoundedRect(tab, tab_h / 2, tab_h / 2)
            text_col = self.palette().color(QPalette.ColorRole.HighlightedText)
            self._draw_lock(
                painter, QRectF(tab.left() + tab_h * 0.35, tab.top(), tab_h * 0.7, tab_h), text_col
            )
            painter.setPen(text_col)
            painter.drawText(
                tab.adjusted(tab_h * 0.95, 0, -tab_h * 0.2, 0), Qt.AlignmentFlag.AlignCenter, label
            )

        if self.hasFocus():
            pen = QPen(hi_col, 2.0, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            focus = body.adjusted(-7, -7, 7, 7)
            painter.drawRoundedRect(focus, radius + 5, radius + 5)
        painter.end()

    @staticmethod
    def _draw_lock(painter: QPainter, box: QRectF, color: QColor) -> None:
        """A small padlock glyph inside ``box``."""
        s = min(box.width(), box.height()) * 0.7
        cx, cy = box.center().x(), box.center().y()
        body = QRectF(cx - s / 2, cy - s * 0.1, s, s * 0.55)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
        painter.drawRoundedRect(body, s * 0.1, s * 0.1)
        painter.setPen(QPen(color, max(1.2, s * 0.14)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(QRectF(cx - s * 0.28, cy - s * 0.48, s * 0.56, s * 0.7), 0, 180 * 16)
