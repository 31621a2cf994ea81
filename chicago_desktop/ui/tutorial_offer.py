"""The first start's offer of the tutorial: a banner on the home screen, never a dialog.

It is shown once (``Settings.tutorial_offered``) and closes itself when either button is
pressed. It imports nothing but Qt and the translations, so it costs the start-up nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from ..i18n import _


class TutorialOffer(QFrame):
    """ "New to Chicago? Learn by playing" with Learn by playing and No thanks."""

    accepted = Signal()
    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorial-offer")
        # Drawn in paintEvent from the palette at each paint, not by a style sheet: a style
        # sheet's palette(base) is read once, so the banner stayed white when the dark
        # scheme came after it (issue 15).
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 10, 12, 10)
        row.setSpacing(12)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        font = QFont(self.text.font())
        font.setPointSizeF(font.pointSizeF() * 1.05)
        self.text.setFont(font)
        self.accept_button = QPushButton()
        self.accept_button.setObjectName("offer-accept")
        bold = QFont(self.accept_button.font())
        bold.setBold(True)
        self.accept_button.setFont(bold)
        self.dismiss_button = QPushButton()
        self.dismiss_button.setObjectName("offer-dismiss")
        for button in (self.accept_button, self.dismiss_button):
            button.setMinimumHeight(32)
        row.addWidget(self.text, 1)
        row.addWidget(self.accept_button)
        row.addWidget(self.dismiss_button)
        self.accept_button.clicked.connect(self._accept)
        self.dismiss_button.clicked.connect(self._dismiss)
        self.setMaximumWidth(760)
        self.retranslate_ui()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        pal = self.palette()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(pal.color(QPalette.ColorRole.Highlight))
        pen.setWidthF(2.0)
        painter.setPen(pen)
        painter.setBrush(pal.color(QPalette.ColorRole.Base))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 10, 10)
        painter.end()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        # The home screen centres the banner, and a centred item gets its plain size hint:
        # the text's height at the width it really has is asked here, so its wrapped lines
        # (three in German, French or Spanish) are never cut (issue 15).
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        layout = self.layout()
        if layout is None:
            return
        need = layout.heightForWidth(self.width()) if layout.hasHeightForWidth() else -1
        if need > 0 and need != self.minimumHeight():
            self.setMinimumHeight(need)

    def _accept(self) -> None:
        self.hide()
        self.accepted.emit()

    def _dismiss(self) -> None:
        self.hide()
        self.dismissed.emit()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.text.setText(
            _("New to Chicago? Learn the game in a few short lessons on a real table.")
        )
        self.accept_button.setText(_("Learn by &playing"))
        self.accept_button.setAccessibleDescription(_("Open the tutorial's first lesson."))
        self.dismiss_button.setText(_("No, thanks"))
        self.dismiss_button.setAccessibleDescription(
            _("Hide this offer. The tutorial stays in the Help menu and on the home screen.")
        )
        self.setAccessibleName(_("Tutorial offer"))
        self._fit_height()
