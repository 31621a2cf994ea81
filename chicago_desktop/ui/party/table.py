"""The shared table of a Dice Round party: the game's own table, the same on every computer.

:class:`PartyTable` is the single-computer :class:`~..table.TableScreen` — dice, call
panel, turning sixes, scoreboard, round log — over a :class:`~.controller.PartyController`,
so each computer shows the match with the same views (R72) and each person acts only for
their own seats (the table waits for whoever plays elsewhere). Above it, a bar with what
only a party has: *Continue* for anyone once a round is scored (R74), who is missing, and
at the host *Hand to the CPU* or *End the match* (R75), and *Leave the party*.
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
from ...texts import level_name, names_text, preset_name
from ..table import TableScreen
from .controller import PartyController
from .drivers import Driver


class PartyTable(QWidget):
    """The table of a party; :meth:`sync` after every change the party reports."""

    hand_to_cpu_requested = Signal(int, str)  # seat, level (host only)
    end_requested = Signal()  # host only
    leave_requested = Signal()

    def __init__(
        self, driver: Driver, parent: QWidget | None = None, *, speed: str = "normal"
    ) -> None:
        super().__init__(parent)
        self.setObjectName("party-table")
        self.driver = driver
        self.controller = PartyController(driver, self, speed=speed)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 6, 0, 0)
        outer.setSpacing(2)

        bar = QHBoxLayout()
        bar.setContentsMargins(10, 0, 10, 0)
        self.title = QLabel()
        self.title.setObjectName("party-title")
        self.status_label = QLabel()
        self.status_label.setObjectName("party-status")
        self.status_label.setWordWrap(True)
        self.continue_button = QPushButton()
        self.continue_button.setMinimumHeight(32)
        self.continue_button.clicked.connect(self._continue)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.leave_requested.emit)
        font = QFont(self.title.font())
        font.setBold(True)
        self.title.setFont(font)
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

        self.game_table = TableScreen(self.controller)
        # A party has no New game or Rematch of its own: the host opens a new party.
        self.game_table.new_game_button.hide()
        self.game_table.rematch_button.hide()
        outer.addWidget(self.game_table, 1)
        self.controller.state_changed.connect(self.refresh)
        self.retranslate_ui()

    # ------------------------------------------------------------------ drawing
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
        self.setAccessibleName(_("Party table"))
        self.game_table.retranslate_ui()
        self.refresh()

    def sync(self) -> None:
        """The party changed: follow it (the table redraws from the controller)."""
        self.controller.sync()
        self.refresh()

    def refresh(self) -> None:
        """The party's bar: the game, Continue, who is missing, the refusal if any."""
        session = self.driver.session
        c = self.controller
        if session is None:
            self.title.setText(_("Dice Round"))
            self.status_label.setText(_("Waiting for the host…"))
            self.continue_button.hide()
            self.missing_box.hide()
            return
        self.title.setText(_("Dice Round: {game}").format(game=preset_name(session.rules.preset)))
        names = [s.name for s in session.seats]
        gone = c.missing()
        handed = [names[s] for s in self.driver.handed if 0 <= s < len(names)]
        lines: list[str] = []
        refusal = self.driver.last_refusal
        if refusal:
            lines.append(refusal)
        if self.driver.waiting is not None and not session.is_over:
            lines.append(_("The round is scored. Anyone may press Continue."))
        if handed:
            # Translators: seats of people who left a party and were handed to the CPU (R75).
            lines.append(_("Played by the CPU: {names}").format(names=names_text(handed)))
        self.status_label.setText("\n".join(lines))
        self.continue_button.setVisible(c.waiting_for_continue and not session.is_over)
        self.continue_button.setEnabled(c.waiting_for_continue)
        self.missing_box.setVisible(bool(gone))
        self.missing_label.setText(
            # Translators: {names} are the players whose computer left the party (R75).
            _("Waiting for {names} to come back.").format(
                names=names_text([names[s] for s in gone])
            )
        )
        host_controls = self.driver.is_host and bool(gone) and not session.is_over
        for w in (self.hand_seat, self.hand_level, self.hand_button, self.end_button):
            w.setVisible(host_controls)
        current = self.hand_seat.currentData()
        self.hand_seat.clear()
        for seat in gone:
            self.hand_seat.addItem(names[seat], seat)
        if current in gone:
            self.hand_seat.setCurrentIndex(self.hand_seat.findData(current))

    # ------------------------------------------------------------------ acting
    def _continue(self) -> None:
        self.controller.continue_match()
        self.refresh()

    def _hand(self) -> None:
        seat = self.hand_seat.currentData()
        if isinstance(seat, int):
            self.hand_to_cpu_requested.emit(seat, str(self.hand_level.currentData()))
