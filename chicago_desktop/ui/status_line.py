"""The status line: one sentence at the bottom of the window, elided when it is too long.

A plain label there would be cut off mid-word at the window's minimum width (the status bar
never widens the window). This one shows as much as fits and ends with "…"; the whole
sentence is always its text, its accessible description (a screen reader reads it all)
and, while it is cut short, its tooltip.

The status line is built before the window is first painted, which leaves PySide6's
``Qt`` namespace alone (``first_paint.py``): a sentence that fits is painted by QLabel
itself, and only one cut short needs ``Qt`` (for the elision and the alignment).
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from .first_paint import set_enum_property


class StatusLine(QLabel):
    """A one-line label that elides its sentence instead of clipping it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        set_enum_property(self, "textFormat", "PlainText")  # a sentence, never markup
        self._elided = False

    # ----------------------------------------------------------------- text
    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        """Show ``text``; the accessible description is the whole sentence."""
        super().setText(text)
        self.setAccessibleDescription(text)
        self._update_elision()

    @property
    def elided(self) -> bool:
        """True while the sentence is cut short (its tooltip then holds all of it)."""
        return self._elided

    def shown_text(self) -> str:
        """The text as painted: the sentence, or as much of it as fits, ending in "…"."""
        line = self._line()
        if not self._elided:
            return line
        from PySide6.QtCore import Qt

        width = self.contentsRect().width()
        return self.fontMetrics().elidedText(line, Qt.TextElideMode.ElideRight, width)

    def _line(self) -> str:
        return " ".join(self.text().split())  # one line: newlines become spaces

    def _update_elision(self) -> None:
        line = self._line()
        width = self.contentsRect().width()
        self._elided = bool(line) and self.fontMetrics().horizontalAdvance(line) > width
        self.setToolTip(self.text() if self._elided else "")

    # --------------------------------------------------------------- layout
    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """As narrow as the status bar makes it: a long sentence never widens the window."""
        hint = super().minimumSizeHint()
        return QSize(0, hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._update_elision()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        if not self._elided and "\n" not in self.text():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), int(self.alignment().value), self.shown_text())
        painter.end()
