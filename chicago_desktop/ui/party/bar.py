"""What only a party's table has, above the game's own views: the same for both games.

The game and its settings, *Continue* for anyone once a round is scored (R74), the host's
refusal of this computer's last action, who is missing, and at the host *Hand to the CPU*
or *End the match* (R75), and *Leave the party*. It reads the party's driver
(:mod:`.drivers`) and never changes the match itself: its buttons are signals.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...i18n import _
from ...net.games import rules_json
from ...texts import level_name, names_text
from .drivers import Driver
from .words import game_name, variations_text


class PartyBar(QWidget):
    """The party's row above the table and, when someone is missing, their box."""

    continue_requested = Signal()
    hand_to_cpu_requested = Signal(int, str)  # seat, level (host only)
    end_requested = Signal()  # host only
    leave_requested = Signal()

    def __init__(self, driver: Driver, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.driver = driver
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 0, 10, 0)
        outer.setSpacing(2)
        bar = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("party-title")
        font = QFont(self.title.font())
        font.setBold(True)
        self.title.setFont(font)
        self.status_label = QLabel()
        self.status_label.setObjectName("party-status")
        self.status_label.setWordWrap(True)
        self.continue_button = QPushButton()
        self.continue_button.setMinimumHeight(32)
        self.continue_button.clicked.connect(self.continue_requested.emit)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.leave_requested.emit)
        bar.addWidget(self.title)
        bar.addSpacing(18)
        bar.addWidget(self.status_label, 1)
        bar.addWidget(self.continue_button)
        bar.addWidget(self.leave_button)
        outer.addLayout(bar)

        self.missing_box = QGroupBox()
        missing = QHBoxLayout(self.missing_box)
        self.missing_label = QLabel()
        self.missing_label.setWordWrap(True)
        missing.addWidget(self.missing_label, 1)
        self.hand_seat = QComboBox()
        self.hand_level = QComboBox()
        for level in ("easy", "medium", "hard", "expert"):
            self.hand_level.addItem(level_name(level), level)
        self.hand_level.setCurrentIndex(1)
        self.hand_button = QPushButton()
        self.hand_button.clicked.connect(self._hand)
        self.end_button = QPushButton()
        self.end_button.clicked.connect(self.end_requested.emit)
        for w in (self.hand_seat, self.hand_level, self.hand_button, self.end_button):
            missing.addWidget(w)
        outer.addWidget(self.missing_box)

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.continue_button.setText(_("C&ontinue"))
        self.continue_button.setAccessibleDescription(
            _("The scored round stays until anyone at the party presses Continue.")
        )
        self.hand_button.setText(_("Hand to the CPU"))
        self.end_button.setText(_("End the match"))
        self.leave_button.setText(_("Leave the party"))
        self.missing_box.setTitle(_("Missing players"))
        self.hand_seat.setAccessibleName(_("Seat to hand to the CPU"))
        self.hand_level.setAccessibleName(_("CPU level"))
        self.status_label.setAccessibleName(_("Party"))
        for i, level in enumerate(("easy", "medium", "hard", "expert")):
            self.hand_level.setItemText(i, level_name(level))
        self.refresh()

    @property
    def waiting_for_continue(self) -> bool:
        """True while a scored round waits for anyone's Continue (R74)."""
        session = self.driver.session
        if session is None or session.is_over or self.driver.ended:
            return False
        return self.driver.waiting is not None

    def missing(self) -> list[int]:
        """The seats whose computer has left (R75)."""
        return [seat for seat, here in enumerate(self.driver.present) if not here]

    def refresh(self) -> None:
        """Draw the party as the driver holds it."""
        session = self.driver.session
        if session is None:
            self.title.setText(_("Dice Round"))
            self.status_label.setText(_("Waiting for the host…"))
            self.continue_button.hide()
            self.missing_box.hide()
            return
        rules = rules_json(session.rules)
        variations = variations_text(rules)
        game = game_name(rules) if not variations else f"{game_name(rules)} ({variations})"
        self.title.setText(_("Dice Round: {game}").format(game=game))
        names = [s.name for s in session.seats]
        gone = self.missing()
        handed = [names[s] for s in self.driver.handed if 0 <= s < len(names)]
        lines: list[str] = []
        ended = self.driver.ended
        if ended:
            lines.append(ended)
        refusal = self.driver.last_refusal
        if refusal:
            lines.append(refusal)
        if self.waiting_for_continue:
            lines.append(_("The round is scored. Anyone may press Continue."))
        if handed:
            # Translators: seats of people who left a party and were handed to the CPU (R75).
            lines.append(_("Played by the CPU: {names}").format(names=names_text(handed)))
        self.status_label.setText("\n".join(lines))
        self.continue_button.setVisible(self.waiting_for_continue)
        self.continue_button.setEnabled(self.waiting_for_continue)
        self.missing_box.setVisible(bool(gone))
        self.missing_label.setText(
            # Translators: {names} are the players whose computer left the party (R75).
            _("Waiting for {names} to come back.").format(
                names=names_text([names[s] for s in gone])
            )
        )
        host_controls = self.driver.is_host and bool(gone) and not session.is_over and not ended
        for w in (self.hand_seat, self.hand_level, self.hand_button, self.end_button):
            w.setVisible(host_controls)
        current = self.hand_seat.currentData()
        self.hand_seat.clear()
        for seat in gone:
            self.hand_seat.addItem(names[seat], seat)
        if current in gone:
            self.hand_seat.setCurrentIndex(self.hand_seat.findData(current))

    def _hand(self) -> None:
        seat = self.hand_seat.currentData()
        if isinstance(seat, int):
            self.hand_to_cpu_requested.emit(seat, str(self.hand_level.currentData()))
