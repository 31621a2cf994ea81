"""The table's moments: the end of a round, the handover, the end of the match.

:class:`TableMoments` adds them to a :class:`~.table.TableScreen` without the table having
to know them: it puts its panels on the felt next to the play buttons, owns their actions
(*Next round* / *Start Ben's turn* on Enter and Space, *Skip to the result* on F) and, on
every refresh of the table, shows the panel of the moment the controller holds
(:mod:`chicago_desktop.controller.moments`), with the felt's heading to match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout

from ..controller.moments import HANDOVER, ROUND_END
from ..i18n import _
from .handover import HandoverPanel
from .match_end import MatchEndPanel
from .round_end import RoundEndPanel

if TYPE_CHECKING:
    from .table import TableScreen


class TableMoments(QObject):
    """The moment panels of one table and their actions."""

    def __init__(self, table: TableScreen) -> None:
        super().__init__(table)
        self.table = table
        c = table.controller
        self.round_end = RoundEndPanel()
        self.handover = HandoverPanel()
        self.match_end = MatchEndPanel()
        felt_box = table.felt.layout()
        assert isinstance(felt_box, QVBoxLayout)
        at = felt_box.indexOf(table.play_buttons)
        felt_box.insertWidget(at + 1, self.round_end)
        felt_box.insertWidget(at + 2, self.handover)
        felt_box.insertWidget(felt_box.indexOf(table.end_panel), self.match_end)
        for panel in (self.round_end, self.handover, self.match_end):
            panel.hide()

        self.continue_action = QAction(table)
        self.continue_action.setShortcuts(
            [
                QKeySequence(Qt.Key.Key_Return),
                QKeySequence(Qt.Key.Key_Enter),
                QKeySequence(Qt.Key.Key_Space),
            ]
        )
        self.continue_action.setAutoRepeat(False)  # a key held down never goes on by itself
        self.continue_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.continue_action.triggered.connect(c.continue_moment)
        table.addAction(self.continue_action)
        self.finish_action = QAction(table)
        self.finish_action.setShortcuts([QKeySequence(Qt.Key.Key_F)])
        self.finish_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.finish_action.triggered.connect(c.finish_quickly)
        table.addAction(self.finish_action)
        self.round_end.next_button.clicked.connect(self.continue_action.trigger)
        self.handover.start_button.clicked.connect(self.continue_action.trigger)
        self.finish_button = QPushButton()
        self.finish_button.setObjectName("finish-quickly")
        self.finish_button.setMinimumHeight(36)
        self.finish_button.clicked.connect(self.finish_action.trigger)
        buttons = table.play_buttons.layout()
        assert isinstance(buttons, QHBoxLayout)
        buttons.insertWidget(buttons.count() - 1, self.finish_button)  # before the stretch
        self.finish_button.hide()
        self._hid_value = False  # the value line was hidden for the end of the match
        c.moment_changed.connect(table.refresh)
        c.moment_changed.connect(self._announce)

    # ---------------------------------------------------------------- refresh
    def refresh(self) -> None:
        """Show the moment the controller holds (after the table's own refresh)."""
        t, c = self.table, self.table.controller
        moment = c.moment
        kind = moment.kind if moment is not None else None
        self.continue_action.setEnabled(moment is not None)
        finish = c.can_finish_quickly()
        self.finish_action.setEnabled(finish)
        self.finish_button.setEnabled(finish)
        # No human plays any more: Throw, Stop and Hint make room for Skip to the result
        # (the row stays narrow enough for the window's minimum size). Hidden first: Qt
        # lays out the window as soon as a widget is shown, so both at once would widen it.
        # (While a call is chosen the call panel has hidden Throw and Stop: table_call.py.)
        calling = t.call_panel.isVisible()
        t.throw_button.setVisible(not finish and not calling)
        t.stop_button.setVisible(not finish and not calling)
        t.hint_button.setVisible(not finish and t._show_hints)
        self.finish_button.setVisible(finish)
        if kind == ROUND_END and moment is not None:
            self.round_end.show_moment(moment, c.players, t._chicago_text())
            t.turn_label.setText(_("Round {number} is over").format(number=c.shown_round + 1))
            t.kind_label.clear()
            t.beat_label.clear()
            t.prompt_label.clear()
        elif kind == HANDOVER and moment is not None and moment.seat is not None:
            self.handover.show_for(c.players[moment.seat].name)
            t.turn_label.setText(self.handover.heading())
            t.kind_label.clear()
            t.beat_label.clear()
            t.prompt_label.clear()
        # What a panel replaces is hidden before the panel is shown, so the felt never
        # holds both at once (that would push the window's minimum size out for a moment).
        over = c.is_over
        if kind is not None or over:
            t.play_buttons.hide()
            t.banner.hide()  # the round's report is in the panel (at the end: in the log)
        for die in t.dice:
            die.setVisible(not over)
        if over:  # the value line is the call panel's to show or hide otherwise
            t.value_label.hide()
            t.value_label.clear()
            self.match_end.show_match(c)
        elif self._hid_value:
            t.value_label.show()
        self._hid_value = over
        self.round_end.setVisible(kind == ROUND_END)
        self.handover.setVisible(kind == HANDOVER)
        self.match_end.setVisible(over and c.session is not None)

    def _announce(self) -> None:
        moment = self.table.controller.moment
        if moment is None:
            return
        # The round's report was announced as it was scored; the handover is news.
        if moment.kind == HANDOVER:
            self.table.announce(self.handover.heading())  # short: it is the status line too

    # --------------------------------------------------------------- language
    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        # Translators: Game menu; goes on from the end of a round or a handover.
        self.continue_action.setText(_("Ne&xt round or player"))
        self.continue_action.setToolTip(
            _("Go on: the next round, or the next player's turn (Enter or Space)")
        )
        self.finish_action.setText(_("Skip t&o the result"))
        self.finish_action.setToolTip(
            _("Play the rest of the match at once: no human is left in it (F)")
        )
        self.finish_button.setText(_("Skip to the result  ·  F"))
        self.finish_button.setAccessibleName(_("Skip to the result"))
        self.finish_button.setAccessibleDescription(
            _("The CPUs play the rest of the match at once and the result is shown.")
        )
        for panel in (self.round_end, self.handover, self.match_end):
            panel.retranslate_ui()
