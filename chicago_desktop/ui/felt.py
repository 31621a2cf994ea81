"""The felt: the play surface's cloth, its lines of text, and fitting what it holds to
its size (issue 15: nothing clipped, nothing jumps).

A splitter asks a widget only for its plain minimum size, so the felt asks for the height
its wrapped lines need at the width it has (:func:`fit_felt`), and the dice grow with the
cloth, between their full size and a largest one. The scoreboard beside the round log
gets the width its columns need when a match starts (:func:`fit_lower`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QLabel, QSplitter, QTableView

from .dice import DieWidget
from .theme import ON_FELT, ON_FELT_DIM, felt_colors

#: The dice on the felt (width, height): never smaller, full size, and largest.
DIE_MIN: Final = (88, 108)
DIE_BASE: Final = (112, 138)
DIE_MAX: Final = (176, 216)


class Felt(QFrame):
    """The play surface: a felt cloth drawn behind the table's content.

    ``resized`` lets the table fit its content to the felt: a minimum height for wrapped
    lines at the width it has (a splitter asks only for the plain minimum, so a line that
    wraps would squeeze the dice under the result), and dice that grow with the cloth.
    """

    resized = Signal()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.resized.emit()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        top, bottom = felt_colors(self.palette())
        grad = QLinearGradient(0, 0, 0, self.height())
        grad.setColorAt(0.0, top)
        grad.setColorAt(1.0, bottom)
        painter.setPen(QColor(0, 0, 0, 60))
        painter.setBrush(grad)
        painter.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 14, 14)
        painter.end()


def felt_label(
    size: float = 1.0,
    *,
    bold: bool = False,
    dim: bool = False,
    color: str | None = None,
    label: QLabel | None = None,
) -> QLabel:
    """A line of text on the felt: centred, wrapped, in the felt's text colour (or
    ``color``), ``size`` times the normal font; styles ``label`` when one is given.

    One maker for every screen's felt (the table, Chicago 2–12, the round's end), so
    their lines look alike.
    """
    label = label if label is not None else QLabel()
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    font = QFont(label.font())
    font.setPointSizeF(max(8.0, font.pointSizeF() * size))
    font.setBold(bold)
    label.setFont(font)
    pal = label.palette()
    shade = color if color is not None else ON_FELT_DIM if dim else ON_FELT
    pal.setColor(QPalette.ColorRole.WindowText, QColor(shade))
    label.setPalette(pal)
    return label


def fit_felt(felt: QFrame, dice: Sequence[DieWidget]) -> None:
    """The felt's minimum height for its lines as they wrap at its width, and dice that
    grow with the felt (between DIE_BASE and DIE_MAX)."""
    box = felt.layout()
    need = box.minimumHeightForWidth(felt.width()) if box and box.hasHeightForWidth() else -1
    if need > 0 and need != felt.minimumHeight():
        felt.setMinimumHeight(need)
    fit_dice(felt, dice)


def fit_dice(felt: QFrame, dice: Sequence[DieWidget]) -> None:
    """The dice's size for the felt's size: the full size up to about 0.3 of the felt's
    height, limited by its width and DIE_MAX."""
    base_w, base_h = DIE_BASE
    max_w, max_h = DIE_MAX
    height = min(max_h, max(base_h, int(felt.height() * 0.3)))
    room = (felt.width() - 44 - 2 * 18) // 3 - 40  # the felt's margins, the gaps, a tab
    width = min(max_w, max(base_w, height * base_w // base_h), max(base_w, room))
    height = min(height, width * base_h // base_w)
    size = QSize(width, height)
    for die in dice:
        if die.maximumSize() != size:
            die.setMaximumSize(size)
            die.set_preferred_size(size)


def fit_lower(scoreboard: QTableView, splitter: QSplitter, log_min: int = 220) -> None:
    """Give the scoreboard the width its columns need, the round log the rest (at least
    ``log_min``, or half)."""
    need = scoreboard.horizontalHeader().length() + 2 * scoreboard.frameWidth() + 4
    total = sum(splitter.sizes())
    if total > 0:
        left = min(need, max(total - log_min, total // 2))
        splitter.setSizes([left, total - left])
