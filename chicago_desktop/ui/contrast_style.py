"""A proxy of the platform's style that keeps check boxes and radio buttons visible on
the game's dark palette (issue 15). Its own module: QStyle is left alone until the first
paint is done (see :mod:`.first_paint`), and the dark palette is applied after it, or by
a forced dark theme."""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QWidget

from .theme import INDICATOR_EDGE_DARK, is_dark_palette


class ContrastStyle(QProxyStyle):
    """The platform's style with one change: in a dark palette, check boxes and radio
    buttons get a light edge. Fusion draws their edge darker than the window, so on a dark
    window an unchecked box was nearly invisible; a palette role cannot change that."""

    def drawPrimitive(  # noqa: N802 - Qt override
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        pe = QStyle.PrimitiveElement
        if element not in (pe.PE_IndicatorCheckBox, pe.PE_IndicatorRadioButton):
            return
        if not is_dark_palette(option.palette):
            return
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        pen = QPen(QColor(INDICATOR_EDGE_DARK[0 if enabled else 1]))
        pen.setWidthF(1.0)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(pen)
        painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
        rect = QtCore.QRectF(option.rect).adjusted(0.5, 0.5, -1.5, -1.5)
        if element == pe.PE_IndicatorRadioButton:
            painter.drawEllipse(rect)
        else:
            painter.drawRect(rect)
        painter.restore()
