"""The shared table of a Dice Round party: the game's own table, the same on every computer.

:class:`PartyTable` is the single-computer :class:`~..table.TableScreen` — dice, call
panel, turning sixes, scoreboard, round log — over a :class:`~.controller.PartyController`,
so each computer shows the match with the same views (R72) and each person acts only for
their own seats (the table waits for whoever plays elsewhere). Above it the party's bar
(:class:`~.bar.PartyBar`): *Continue* for anyone once a round is scored (R74), who is
missing, and at the host *Hand to the CPU* or *End the match* (R75), *Leave the party*.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ...i18n import _
from ..table import TableScreen
from .bar import PartyBar
from .controller import PartyController
from .drivers import Driver


class PartyTable(QWidget):
    """The table of a three-dice party; :meth:`sync` after every change the party reports."""

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
        self.bar = PartyBar(driver)
        self.bar.continue_requested.connect(self._continue)
        self.bar.hand_to_cpu_requested.connect(self.hand_to_cpu_requested.emit)
        self.bar.end_requested.connect(self.end_requested.emit)
        self.bar.leave_requested.connect(self.leave_requested.emit)
        outer.addWidget(self.bar)
        # The party's own controls, named as the tests and the entry reach them.
        self.continue_button = self.bar.continue_button
        self.leave_button = self.bar.leave_button
        self.status_label = self.bar.status_label
        self.missing_box = self.bar.missing_box
        self.missing_label = self.bar.missing_label
        self.hand_seat = self.bar.hand_seat
        self.hand_level = self.bar.hand_level
        self.hand_button = self.bar.hand_button
        self.end_button = self.bar.end_button

        self.game_table = TableScreen(self.controller)
        # A party has no New game or Rematch of its own: the host opens a new party.
        self.game_table.new_game_button.hide()
        self.game_table.rematch_button.hide()
        outer.addWidget(self.game_table, 1)
        self.controller.state_changed.connect(self.bar.refresh)
        self.retranslate_ui()
        self.controller.sync()  # now that every view listens: the round log from the start

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.setAccessibleName(_("Party table"))
        self.game_table.retranslate_ui()
        self.bar.retranslate_ui()

    def sync(self) -> None:
        """The party changed: follow it (the table redraws from the controller)."""
        self.controller.sync()
        self.bar.refresh()

    def refresh(self) -> None:
        """Redraw the party's bar (the game's table redraws itself)."""
        self.bar.refresh()

    def _continue(self) -> None:
        self.controller.continue_match()
        self.bar.refresh()
