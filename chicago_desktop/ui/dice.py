"""A die drawn with QPainter: vector pips, sharp at any size and scale, palette colours.

A held die is lifted, outlined in the highlight colour and carries a "HELD" tab with a lock,
so holding never depends on colour alone. The widget is focusable; Space or Enter on a
focused die asks to toggle it, like a click. It is a checkable button for screen readers
(a toggle button, checked while held, issue 15); its checked state follows the
controller's holds (set_held), never a click by itself: a click only asks.
"""

from __future__ import annotations

import random
from typing import Final

from PySide6 import QtCore
from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, QVariantAnimation, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QAbstractButton, QWidget

from ..i18n import _, pgettext
from .theme import is_dark_palette

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


class DieWidget(QAbstractButton):
    """One of the three dice of the turn on the table."""

    activated = Signal(int)  # position; the user clicked or pressed Space/Enter on it

    def __init__(
        self, position: int, parent: QWidget | None = None, *, decorative: bool = False
    ) -> None:
        """``decorative`` for dice that are only a picture (the home screen's): no focus,
        no tooltip and nothing for a screen reader to read."""
        super().__init__(parent)
        self.position = position
        self._face: int | None = None
        self._shown: int | None = None
        self._held = False
        self._final = False
        self._turned = False
        self._interactive = False
        self._cursor_set = False  # set_interactive has not set the cursor yet
        self._reduced_motion = False
        self._lift = 0.0
        self._spin = 0.0
        self._rng = random.Random(position)
        self._decorative = decorative
        self.setCheckable(not decorative)
        # PySide6's Qt namespace is touched only once the die is used (see first_paint.py):
        # the home screen's decorative dice take no focus and never roll.
        if not decorative:
            self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(64, 84)
        self._preferred = QSize(112, 140)
        self._roll: QVariantAnimation | None = None  # made on the first roll
        self.retranslate_ui()

    def _animation(self) -> QVariantAnimation:
        """The roll animation, made on first use."""
        if self._roll is None:
            anim = QVariantAnimation(self)
            anim.setDuration(ROLL_MS)
            anim.setStartValue(0.0)
            anim.setEndValue(1.0)
            anim.setEasingCurve(QtCore.QEasingCurve.Type.OutCubic)
            anim.valueChanged.connect(self._on_roll_step)
            anim.finished.connect(self._on_roll_done)
            self._roll = anim
        return self._roll

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
        return self._roll is not None and self._roll.state() == QVariantAnimation.State.Running

    def set_reduced_motion(self, reduced: bool) -> None:
        """Turn the roll animation off (accessibility setting)."""
        self._reduced_motion = reduced
        if reduced and self._roll is not None and self.rolling:
            self._roll.stop()
            self._on_roll_done()

    def set_face(self, face: int | None, *, roll: bool = False) -> None:
        """Show ``face``; with ``roll`` a short tumble first (unless motion is reduced)."""
        self._face = face
        if roll and face is not None and not self._reduced_motion and self.isVisible():
            anim = self._animation()
            anim.stop()
            anim.start()
        else:
            if self._roll is not None:
                self._roll.stop()
            self._shown = face
            self._spin = 0.0
        self.retranslate_ui()
        self.update()

    def set_held(self, held: bool) -> None:
        """Mark the die as held or free."""
        if held != self._held:
            self._held = held
            if self.isCheckable():
                self.setChecked(held)  # tells screen readers (a state change)
            self.retranslate_ui()
            self.update()

    @property
    def final(self) -> bool:
        """True while the die is held for good this turn (R4 final policy, R21)."""
        return self._final

    @property
    def turned(self) -> bool:
        """True while the die shows a one that was a turned six (R21, R22)."""
        return self._turned

    def set_final(self, final: bool, *, turned: bool = False) -> None:
        """Mark the die as held for good (its tab says so) and, if so, as a turned six."""
        if (final, turned) != (self._final, self._turned):
            self._final, self._turned = final, turned and final
            self.retranslate_ui()
            self.update()

    def set_interactive(self, interactive: bool) -> None:
        """Whether the die reacts to clicks and keys now."""
        # The table sets it for every die on each refresh (several per event): only a
        # change sets the cursor and the texts and repaints the die (and the felt under it).
        if interactive == self._interactive and self._cursor_set:
            return
        self._interactive = interactive
        self._cursor_set = True
        cursor = QtCore.Qt.CursorShape
        self.setCursor(cursor.PointingHandCursor if interactive else cursor.ArrowCursor)
        self.retranslate_ui()
        self.update()

    def retranslate_ui(self) -> None:
        """Accessible name and description in the current language."""
        if self._decorative:
            return
        number = self.position + 1
        self.setAccessibleName(_("Die {number}").format(number=number))
        if self._face is None:
            state = _("Not thrown yet.")
        elif self._turned:
            state = _("Shows {face}, a turned six, held for good.").format(face=self._face)
        elif self._final:
            state = _("Shows {face}, held for good.").format(face=self._face)
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
        self.update()  # the HELD tab's word is drawn in the current language too

    # ----------------------------------------------------------------- events
    def nextCheckState(self) -> None:  # noqa: N802 - Qt override
        """A click does not check the die: the controller decides (set_held)."""

    def hitButton(self, pos: QtCore.QPoint) -> bool:  # noqa: N802 - Qt override
        return self.rect().contains(pos)

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
        # A focused die takes Space and Enter for itself instead of Throw and Stop. (Key
        # events are told apart first: every paint and show passes through here too.)
        if (
            isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.ShortcutOverride
            and _is_activation_key(event)
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if _is_activation_key(event):
            if not event.isAutoRepeat():
                self.activated.emit(self.position)
            event.accept()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == QtCore.Qt.MouseButton.LeftButton:
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == QtCore.Qt.MouseButton.LeftButton and self.rect().contains(
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

    def set_preferred_size(self, size: QSize) -> None:
        """The size the die asks its layout for (the table grows it with the felt)."""
        if size != self._preferred:
            self._preferred = QSize(size)
            self.updateGeometry()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(self._preferred)

    # --------------------------------------------------------------- painting
    # The die is drawn with fillPath and strokePath only, its colours held as roles of a
    # palette of its own: QPainter's setPen and setBrush, and the QBrush and QPen
    # constructors that take a colour, would make PySide6 build its Qt namespace (about
    # 20 ms), and the home screen's dice are part of the first paint (see first_paint.py).
    def _colors(self) -> QPalette:
        """The die's colours, from the widget's palette (light or dark scheme): Base the
        face, Text the pips, Mid the edge, Highlight the hold colour and HighlightedText
        the HELD tab's word, Shadow the shadow on the table."""
        pal = self.palette()
        dark = is_dark_palette(pal)
        colors = QPalette()
        colors.setColor(QPalette.ColorRole.Base, QColor("#3a3d42" if dark else "#fbf8f1"))
        colors.setColor(QPalette.ColorRole.Text, QColor("#f2efe6" if dark else "#1d1f22"))
        colors.setColor(QPalette.ColorRole.Mid, QColor("#8b9096" if dark else "#6b6f75"))
        highlight = pal.color(QPalette.ColorRole.Highlight)
        colors.setColor(QPalette.ColorRole.Highlight, highlight.lighter(135) if dark else highlight)
        colors.setColor(
            QPalette.ColorRole.HighlightedText, pal.color(QPalette.ColorRole.HighlightedText)
        )
        colors.setColor(QPalette.ColorRole.Shadow, QColor(0, 0, 0, 70 if self._held else 55))
        if not dark:  # the one's pip is red on a light die
            colors.setColor(QPalette.ColorRole.BrightText, QColor("#b3261e"))
        else:
            colors.setColor(QPalette.ColorRole.BrightText, colors.color(QPalette.ColorRole.Text))
        return colors

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        self.paint(painter, float(self.width()), float(self.height()))
        painter.end()

    def paint(self, painter: QPainter, w: float, h: float) -> None:
        """Draw the die in the box (0, 0, w, h) of ``painter``: its own paint, and the
        home screen's picture of dice, which are never shown as widgets (issue 15: a
        picture has nothing for a screen reader)."""
        role = QPalette.ColorRole
        colors = self._colors()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tab_h = max(18.0, h * 0.16)
        side = max(10.0, min(w - 12.0, h - tab_h - 22.0))
        lift = side * 0.09 if self._held else 0.0
        x = (w - side) / 2
        y = 10.0 + (side * 0.09) - lift
        body = QRectF(x, y, side, side)
        radius = side * 0.16

        # Shadow on the table; longer when the die is lifted.
        shadow = body.translated(side * 0.03, side * 0.05 + lift * 0.9)
        painter.fillPath(_rounded(shadow, radius), colors.brush(role.Shadow))

        painter.save()
        if self._spin:
            painter.translate(body.center())
            painter.rotate(self._spin)
            painter.translate(-body.center())
        outline = _rounded(body, radius)
        if self._face is None:  # not thrown yet: a faint face with a dashed edge
            faint = colors.color(role.Base)
            faint.setAlpha(90)
            colors.setColor(role.Base, faint)
            painter.fillPath(outline, colors.brush(role.Base))
            edge = _pen(colors.color(role.Mid), max(1.5, side * 0.025), dashed=True)
            painter.strokePath(outline, edge)
        else:
            painter.fillPath(outline, colors.brush(role.Base))
            if self._final:  # held for good: a double edge, not told by colour alone
                edge = _pen(colors.color(role.Highlight), max(3.0, side * 0.05))
                inner = _rounded(
                    body.adjusted(side * 0.07, side * 0.07, -side * 0.07, -side * 0.07),
                    radius * 0.7,
                )
                painter.strokePath(inner, _pen(colors.color(role.Highlight), max(1.2, side * 0.02)))
            elif self._held:
                edge = _pen(colors.color(role.Highlight), max(3.0, side * 0.05))
            else:
                edge = _pen(colors.color(role.Mid), max(1.2, side * 0.018))
            painter.strokePath(outline, edge)
            shown = self._shown if self._shown is not None else self._face
            radius_pip = side * 0.085 * (1.45 if shown == 1 else 1.0)
            pips = QPainterPath()
            for px, py in PIPS.get(shown, ()):
                centre = QPointF(body.left() + px * side, body.top() + py * side)
                pips.addEllipse(centre, radius_pip, radius_pip)
            painter.fillPath(pips, colors.brush(role.BrightText if shown == 1 else role.Text))
        painter.restore()

        # The "HELD" tab with a lock: hold state not told by colour alone.
        if self._held and self._face is not None:
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(int(max(10.0, tab_h * 0.62)))
            if self._turned:
                # Translators: the tab under a die whose one was a turned six (R21); short.
                label = pgettext("die", "TURNED")
            elif self._final:
                # Translators: the tab under a die held for good this turn (R4); short.
                label = pgettext("die", "FINAL")
            else:
                label = pgettext("die", "HELD")
            tw = QFontMetricsF(font).horizontalAdvance(label) + tab_h * 1.5
            if tw > w - 2:  # a long word in some language: a smaller font, never clipped
                text_w = max(1.0, tw - tab_h * 1.5)
                font.setPixelSize(max(7, int(font.pixelSize() * (w - 2 - tab_h * 1.5) / text_w)))
                tw = min(w - 2, QFontMetricsF(font).horizontalAdvance(label) + tab_h * 1.5)
            top = min(body.bottom() + 6 + lift, h - tab_h - 1)  # inside the widget
            tab = QRectF((w - tw) / 2, top, tw, tab_h)
            painter.fillPath(_rounded(tab, tab_h / 2), colors.brush(role.Highlight))
            ink = colors.color(role.HighlightedText)
            lock_box = QRectF(tab.left() + tab_h * 0.35, tab.top(), tab_h * 0.7, tab_h)
            self._draw_lock(painter, lock_box, ink, colors.brush(role.HighlightedText))
            # The word centred in the rest of the tab, on a baseline that centres its line.
            box = tab.adjusted(tab_h * 0.95, 0, -tab_h * 0.2, 0)
            metrics = QFontMetricsF(font)
            word = QPainterPath()
            word.addText(
                QPointF(
                    box.center().x() - metrics.horizontalAdvance(label) / 2,
                    box.center().y() + (metrics.ascent() - metrics.descent()) / 2,
                ),
                font,
                label,
            )
            painter.fillPath(word, colors.brush(role.HighlightedText))

        if self.hasFocus():
            focus = _rounded(body.adjusted(-7, -7, 7, 7), radius + 5)
            painter.strokePath(focus, _pen(colors.color(role.Highlight), 2.0, dashed=True))

    @staticmethod
    def _draw_lock(painter: QPainter, box: QRectF, color: QColor, fill: QBrush) -> None:
        """A small padlock glyph inside ``box``."""
        s = min(box.width(), box.height()) * 0.7
        cx, cy = box.center().x(), box.center().y()
        body = QRectF(cx - s / 2, cy - s * 0.1, s, s * 0.55)
        painter.fillPath(_rounded(body, s * 0.1), fill)
        shackle = QPainterPath()
        arc = QRectF(cx - s * 0.28, cy - s * 0.48, s * 0.56, s * 0.7)
        shackle.arcMoveTo(arc, 0)
        shackle.arcTo(arc, 0, 180)
        painter.strokePath(shackle, _pen(color, max(1.2, s * 0.14)))


def _pen(color: QColor, width: float, *, dashed: bool = False) -> QPen:
    """A pen for strokePath; ``dashed`` as Qt's DashLine (dashes of 4 widths, gaps of 2)."""
    pen = QPen()
    pen.setColor(color)
    pen.setWidthF(width)
    if dashed:
        pen.setDashPattern([4.0, 2.0])
    return pen


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    """A rounded rectangle as a path, for filling without an outline."""
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _is_activation_key(event: QKeyEvent) -> bool:
    """Space, Return or Enter: the keys that hold or release a focused die."""
    key = QtCore.Qt.Key
    return event.key() in (key.Key_Space, key.Key_Return, key.Key_Enter)


class DiePicture:
    """A die that is only a picture (the home screen's): drawn as a :class:`DieWidget` is,
    by the widget that shows it, and no widget itself, so nothing for a screen reader or
    the keyboard to stop at (issue 15)."""

    _draw_lock = staticmethod(DieWidget._draw_lock)

    def __init__(self, owner: QWidget, face: int, *, held: bool = False) -> None:
        self._owner = owner
        self._face: int | None = face
        self._shown: int | None = face
        self._held = held
        self._final = False
        self._turned = False
        self._spin = 0.0

    @property
    def face(self) -> int | None:
        """The face shown."""
        return self._face

    @property
    def held(self) -> bool:
        """Whether the picture shows the die held."""
        return self._held

    def paint(self, painter: QPainter, w: float, h: float) -> None:
        """Draw the die in the box (0, 0, w, h) of ``painter``, as a DieWidget draws."""
        DieWidget.paint(self, painter, w, h)  # type: ignore[arg-type]

    def _colors(self) -> QPalette:
        return DieWidget._colors(self)  # type: ignore[arg-type]

    def palette(self) -> QPalette:
        return self._owner.palette()

    def font(self) -> QFont:
        return self._owner.font()

    def hasFocus(self) -> bool:  # noqa: N802 - as QWidget's
        return False
