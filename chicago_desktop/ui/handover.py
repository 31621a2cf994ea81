"""Passing the computer on: "Pass to Ben", and Ben's key or click starts his turn.

Several people at one computer take turns with the same keyboard and mouse. When the next
turn belongs to a different human than the last one who played here, the controller holds
a handover moment (:mod:`chicago_desktop.controller.moments`): the felt names who takes
over, and nothing is thrown until they start their turn (Enter, Space or the button). A
key pressed by the previous player just after stopping therefore never throws for the next
one; a key held down does not go on either (the action ignores key repeat).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout

from ..i18n import _
from .felt import felt_label
from .round_end import PANEL_STYLE
from .theme import ON_FELT, ON_FELT_DIM


class HandoverPanel(QFrame):
    """Who takes over the computer, and the button that starts their turn."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("handover")
        self.setStyleSheet(PANEL_STYLE.format(name="handover", edge=ON_FELT))
        box = QVBoxLayout(self)
        box.setContentsMargins(16, 8, 16, 8)
        box.setSpacing(4)
        self.line = felt_label(1.0, color=ON_FELT_DIM)
        self.line.setObjectName("handover-line")
        self.start_button = QPushButton()
        self.start_button.setObjectName("start-turn")
        self.start_button.setMinimumHeight(36)
        self.start_button.setMinimumWidth(200)
        bold = QFont(self.start_button.font())
        bold.setBold(True)
        self.start_button.setFont(bold)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.start_button)
        row.addStretch(1)
        box.addWidget(self.line)
        box.addLayout(row)
        self.line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._name = ""

    def show_for(self, name: str) -> None:
        """The handover to ``name``."""
        self._name = name
        self.retranslate_ui()

    def heading(self) -> str:
        """The felt's heading during the handover."""
        return _("Pass to {name}").format(name=self._name)

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        name = self._name
        self.line.setText(
            _(
                "{name}, take the computer: press Enter or Space, or click the button, to"
                " start your turn."
            ).format(name=name)
        )
        # Translators: the button that starts the next human's turn after a handover.
        self.start_button.setText(_("Start {name}'s turn  ·  Enter").format(name=name))
        self.start_button.setAccessibleName(_("Start {name}'s turn").format(name=name))
        self.setAccessibleName(self.heading())
