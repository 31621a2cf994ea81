"""Parts of the home screen that depend on saved files: notices and the Resume offer.

Both are plain widgets with no knowledge of storage: the window fills them after the first
paint (:mod:`.saved_games`), so the home screen appears before any file is read. Being
part of the first screen, they leave PySide6's ``Qt`` namespace alone (see
:mod:`.first_paint`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..i18n import _
from .first_paint import centred, set_enum_property

#: A notice is kept as a function giving its text, so a language switch re-words it.
NoticeText = Callable[[], str]


class NoticeBanner(QWidget):
    """Messages about files that were set aside, each shown once until dismissed.

    Non-blocking: the home screen works normally below it.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notice-banner")
        self._texts: list[NoticeText] = []
        self.label = QLabel()
        self.label.setWordWrap(True)
        set_enum_property(self.label, "textInteractionFlags", "TextSelectableByMouse")
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.dismiss_button = QToolButton()
        self.dismiss_button.setText("✕")
        self.dismiss_button.setAutoRaise(True)
        self.dismiss_button.clicked.connect(self.dismiss)
        box = QHBoxLayout(self)
        box.setContentsMargins(12, 8, 8, 8)
        box.addWidget(self.label, 1)
        corner = QVBoxLayout()  # the dismiss button in the top corner
        corner.addWidget(self.dismiss_button)
        corner.addStretch(1)
        box.addLayout(corner)
        self.hide()
        self.retranslate_ui()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        # Highlight-tinted, readable in light and dark: the palette's own text over the
        # window colour with a little of the highlight mixed in, drawn from the palette
        # each time so a scheme change needs nothing else.
        pal = self.palette()
        window = pal.color(QPalette.ColorRole.Window)
        accent = pal.color(QPalette.ColorRole.Highlight)
        mix = QColor.fromRgbF(
            window.redF() * 0.82 + accent.redF() * 0.18,
            window.greenF() * 0.82 + accent.greenF() * 0.18,
            window.blueF() * 0.82 + accent.blueF() * 0.18,
        )
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(accent, 1.0))
        painter.setBrush(mix)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
        painter.end()

    def add(self, text: NoticeText) -> None:
        """Show one more notice."""
        self._texts.append(text)
        self._update()
        self.show()

    def texts(self) -> list[str]:
        """The notices shown now, in the current language."""
        return [t() for t in self._texts]

    def dismiss(self) -> None:
        """Hide every notice (they are not shown again)."""
        self._texts.clear()
        self.hide()

    def _update(self) -> None:
        self.label.setText("\n\n".join(self.texts()))
        self.setAccessibleDescription(self.label.text())

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setAccessibleName(_("Notices"))
        self.dismiss_button.setToolTip(_("Dismiss these notices"))
        self.dismiss_button.setAccessibleName(_("Dismiss notices"))
        self._update()


class ResumeOffer(QWidget):
    """The Resume button with who, when and which round under it; hidden when nothing to resume."""

    requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resume-offer")
        self._subtitle: Callable[[], str] | None = None
        self.button = QPushButton()
        self.button.setMinimumSize(260, 42)
        font = QFont(self.button.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.button.setFont(font)
        self.button.clicked.connect(self.requested.emit)
        self.subtitle = QLabel()
        set_enum_property(self.subtitle, "alignment", "AlignCenter")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 6)
        box.setSpacing(4)
        box.addLayout(centred(self.button))
        box.addWidget(self.subtitle)
        self.hide()
        self.retranslate_ui()

    def offer(self, subtitle: Callable[[], str] | None) -> None:
        """Offer a match to resume (``subtitle`` words it), or stop offering with None."""
        self._subtitle = subtitle
        self.setVisible(subtitle is not None)
        self.retranslate_ui()

    @property
    def offered(self) -> bool:
        """True while a match is offered."""
        return self._subtitle is not None

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.button.setText(_("Resume"))
        text = self._subtitle() if self._subtitle is not None else ""
        self.subtitle.setText(text)
        self.button.setAccessibleName(_("Resume"))
        self.button.setAccessibleDescription(
            _("Continue the saved match: {details}").format(details=text)
            if text
            else _("Continue the saved match.")
        )
