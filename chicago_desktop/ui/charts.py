"""Small charts drawn with QPainter: bars, a histogram or a line over labelled categories.

No chart library: each chart is a :class:`Chart` widget given its points (a label, a value
and the value's spoken text) and its texts (title, axis labels) by its owner, which also
sets them again when the language changes. Colours come from the palette, with a series
colour chosen for the scheme, so a chart reads in light and dark.

Every chart speaks: its accessible name is its title and its accessible description lists
the points as sentences (:meth:`Chart.description`), so a screen reader gets the figures
the picture shows.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..i18n import join_sentences
from .theme import is_dark_palette

#: Series colours: (light scheme, dark scheme); both contrast at least 3:1 with the base.
SERIES_COLOURS: Final = (("#1f6fb2", "#6cb4ff"), ("#b4451f", "#ff9e6b"))


@dataclass(frozen=True, slots=True)
class Point:
    """One category of a chart: its axis label, its value and how a reader says it."""

    label: str
    value: float
    spoken: str
    #: A value drawn as a short line across the bar in the second series colour: what was
    #: expected (the exact chance of a hit beside the measured rate); None for none.
    mark: float | None = None


class Chart(QWidget):
    """A bar chart (``kind="bars"``), a histogram or a line chart, with axes and labels.

    A histogram (``kind="histogram"``) draws its bars edge to edge: its categories are
    neighbouring ranges of one scale, and a gap would suggest values that cannot occur.

    ``y_max`` fixes the top of the value axis (100 for percentages), otherwise it is
    rounded up from the data; ``y_format`` writes a tick value.
    """

    def __init__(
        self,
        kind: str = "bars",
        *,
        y_max: float | None = None,
        y_format: Callable[[float], str] = lambda v: f"{v:g}",
        integer: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.kind = kind
        self._y_max = y_max
        self._y_format = y_format
        self._integer = integer
        self._points: tuple[Point, ...] = ()
        self.title = ""
        self.x_label = ""
        self.y_label = ""
        self.empty_text = ""
        self.setMinimumSize(280, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # reachable for screen readers

    # ------------------------------------------------------------------ data
    def set_texts(self, title: str, x_label: str, y_label: str, empty: str) -> None:
        """The title, the two axis labels and the sentence shown without data."""
        self.title, self.x_label, self.y_label, self.empty_text = title, x_label, y_label, empty
        self._update_accessibility()
        self.update()

    def set_points(self, points: Sequence[Point]) -> None:
        """The categories in order, left to right."""
        self._points = tuple(points)
        self._update_accessibility()
        self.update()

    @property
    def points(self) -> tuple[Point, ...]:
        """The points shown."""
        return self._points

    def description(self) -> str:
        """The data as sentences, for screen readers and the tooltip."""
        if not self._points:
            return self.empty_text
        return join_sentences(p.spoken for p in self._points)

    def _update_accessibility(self) -> None:
        self.setAccessibleName(self.title)
        self.setAccessibleDescription(self.description())
        self.setToolTip(self.description())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(420, 260)

    # --------------------------------------------------------------- drawing
    def axis(self) -> tuple[float, list[float]]:
        """The top of the value axis and its ticks (whole numbers for counts)."""
        if self._y_max is not None:
            return self._y_max, [self._y_max * i / 4 for i in range(5)]
        high = max(
            (max(p.value, p.mark or 0.0) for p in self._points),
            default=0.0,
        )
        step = _nice_step(max(high, 1.0) / 4)
        if self._integer:
            step = max(1.0, round(step))
        count = max(1, math.ceil(high / step))
        return step * count, [step * i for i in range(count + 1)]

    def series_colour(self, index: int = 0) -> QColor:
        """The colour of a series in the current scheme."""
        light, dark = SERIES_COLOURS[index % len(SERIES_COLOURS)]
        return QColor(dark if is_dark_palette(self.palette()) else light)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        dim = QColor(text)
        dim.setAlphaF(0.75)
        grid = QColor(text)
        grid.setAlphaF(0.16)
        painter.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))

        base_font = QFont(self.font())
        title_font = QFont(base_font)
        title_font.setBold(True)
        small = QFont(base_font)
        small.setPointSizeF(max(7.0, base_font.pointSizeF() * 0.88))
        fm_title, fm = QFontMetrics(title_font), QFontMetrics(small)

        w, h = self.width(), self.height()
        pad = 8.0
        painter.setPen(text)
        painter.setFont(title_font)
        title_rect = QRectF(pad, pad, w - 2 * pad, fm_title.height())
        painter.drawText(
            title_rect,
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
            fm_title.elidedText(self.title, Qt.TextElideMode.ElideRight, int(title_rect.width())),
        )
        if not self._points:
            painter.setPen(dim)
            painter.setFont(base_font)
            painter.drawText(
                QRectF(pad, title_rect.bottom(), w - 2 * pad, h - title_rect.bottom() - pad),
                int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                self.empty_text,
            )
            painter.end()
            return

        top, ticks = self.axis()
        tick_width = max(fm.horizontalAdvance(self._y_format(t)) for t in ticks)
        # Plot area: room for the rotated y label, tick labels, x labels and the x title.
        left = pad + fm.height() + 6 + tick_width + 6
        right = w - pad - 4
        plot_top = title_rect.bottom() + 10
        bottom = h - pad - fm.height() - 4 - fm.height() - 6
        plot = QRectF(left, plot_top, max(10.0, right - left), max(10.0, bottom - plot_top))

        painter.setFont(small)
        for t in ticks:
            y = plot.bottom() - plot.height() * (t / top)
            painter.setPen(QPen(grid, 1.0))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(dim)
            painter.drawText(
                QRectF(left - 6 - tick_width, y - fm.height() / 2, tick_width, fm.height()),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                self._y_format(t),
            )
        painter.setPen(QPen(dim, 1.2))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())

        n = len(self._points)
        slot = plot.width() / n
        colour = self.series_colour()
        centres = [plot.left() + slot * (i + 0.5) for i in range(n)]
        ys = [plot.bottom() - plot.height() * min(1.0, p.value / top) for p in self._points]
        if self.kind == "line":
            path = QPainterPath(QPointF(centres[0], ys[0]))
            for x, y in zip(centres[1:], ys[1:], strict=True):
                path.lineTo(x, y)
            painter.setPen(QPen(colour, 2.4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setBrush(colour)
            radius = 3.5 if n <= 40 else 2.0
            for x, y in zip(centres, ys, strict=True):
                painter.drawEllipse(QPointF(x, y), radius, radius)
        else:
            if self.kind == "histogram":
                bar = max(1.0, slot - 1.0)  # edge to edge, a hairline between bars
            else:
                bar = max(1.0, min(slot * 0.72, 56.0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            for x, y in zip(centres, ys, strict=True):
                painter.drawRect(QRectF(x - bar / 2, y, bar, plot.bottom() - y))
            mark_pen = QPen(self.series_colour(1), 3.0)
            for x, p in zip(centres, self._points, strict=True):
                if p.mark is not None:
                    y = plot.bottom() - plot.height() * min(1.0, p.mark / top)
                    painter.setPen(mark_pen)
                    painter.drawLine(QPointF(x - bar / 2 - 3, y), QPointF(x + bar / 2 + 3, y))

        # Category labels: every k-th so they never overlap, and the last when there is room.
        painter.setPen(dim)
        widest = max(fm.horizontalAdvance(p.label) for p in self._points) + 8
        every = max(1, math.ceil(widest / slot))
        shown = list(range(0, n, every))
        if shown[-1] != n - 1 and (n - 1 - shown[-1]) * slot >= widest:
            shown.append(n - 1)
        for i in shown:
            x = min(max(centres[i], widest / 2), w - widest / 2)  # inside the widget
            painter.drawText(
                QRectF(x - widest / 2, plot.bottom() + 3, widest, fm.height()),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
                self._points[i].label,
            )
        painter.setPen(text)
        painter.drawText(
            QRectF(plot.left(), h - pad - fm.height(), plot.width(), fm.height()),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom),
            fm.elidedText(self.x_label, Qt.TextElideMode.ElideRight, int(plot.width())),
        )
        painter.save()
        painter.translate(pad, plot.center().y())
        painter.rotate(-90)
        painter.drawText(
            QRectF(-plot.height() / 2, 0, plot.height(), fm.height()),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
            fm.elidedText(self.y_label, Qt.TextElideMode.ElideRight, int(plot.height())),
        )
        painter.restore()
        painter.end()


def _nice_step(raw: float) -> float:
    """1, 2 or 5 times a power of ten, at least ``raw``."""
    if raw <= 0:
        return 1.0
    power = 10.0 ** math.floor(math.log10(raw))
    for mult in (1, 2, 5):
        if mult * power >= raw:
            return mult * power
    return 10 * power
