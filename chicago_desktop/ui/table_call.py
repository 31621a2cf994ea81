"""The parts of the table that only some presets use: the call (R7, R24), turning sixes
(R21, R22) and the Chicago (R20, R44). A mixin of :class:`~.table.TableScreen`, split
from it so each module stays small; the widgets themselves are built there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from ..engine import ChicagoRule, Scoring, TurnSixesRule
from ..i18n import _, ngettext
from ..session import StandingKind

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QLabel, QPushButton

    from ..controller import GameController
    from .call_panel import CallPanel


class CallAndSixes:
    """The call panel and bar, the Turn sixes action, and the Chicago banner text."""

    controller: GameController
    call_panel: CallPanel
    call_action: QAction
    ones_action: QAction
    sixes_action: QAction
    direction_action: QAction
    sand_action: QAction
    beat_label: QLabel
    value_label: QLabel
    throw_button: QPushButton
    stop_button: QPushButton
    _previewing: int | None
    _chicago: tuple[int, int] | None

    turn_sixes_action: QAction
    turn_sixes_button: QPushButton
    call_label: QLabel
    state_label: QLabel

    def _build_call_actions(self, action: Callable[[list[QKeySequence], Any], QAction]) -> None:
        """The actions of the call and of turning sixes, made by the table's ``action``."""
        self.turn_sixes_action = action([QKeySequence(Qt.Key.Key_T)], self.controller.turn_sixes)
        # The call's keys (R7): levers O, X, D, S; Enter or C makes it. Enter is also Stop's
        # key: the two are never enabled together (no stopping while the call is due).
        self.call_action = action(
            [
                QKeySequence(Qt.Key.Key_Return),
                QKeySequence(Qt.Key.Key_Enter),
                QKeySequence(Qt.Key.Key_C),
            ],
            self.call_panel.make_call,
        )
        self.ones_action = action([QKeySequence(Qt.Key.Key_O)], self.call_panel.toggle_ones)
        self.sixes_action = action([QKeySequence(Qt.Key.Key_X)], self.call_panel.toggle_sixes)
        self.direction_action = action(
            [QKeySequence(Qt.Key.Key_D)], self.call_panel.toggle_direction
        )
        self.sand_action = action([QKeySequence(Qt.Key.Key_S)], self.call_panel.toggle_sand)

    def _retranslate_call_parts(self) -> None:
        """The texts of the call's and turning sixes' actions and labels."""
        self.turn_sixes_action.setText(_("T&urn two sixes"))
        self.turn_sixes_action.setToolTip(
            _("Turn two sixes: one becomes a held one, the other is thrown again (T)")
        )
        self.call_action.setText(_("Ma&ke the call"))
        self.ones_action.setText(_("Ones count 100 or 1"))
        self.sixes_action.setText(_("Sixes count 60 or 6"))
        self.direction_action.setText(_("High or low"))
        self.sand_action.setText(_("Sand"))
        self.turn_sixes_button.setAccessibleName(_("Turn sixes"))
        self.turn_sixes_button.setAccessibleDescription(
            _("One six becomes a held one and the other goes back into the cup. Shortcut: T.")
        )
        self.turn_sixes_button.setToolTip(self.turn_sixes_button.accessibleDescription())
        self.call_label.setAccessibleName(_("The call of this round"))
        self.state_label.setAccessibleName(_("Where the match stands"))
        self.call_panel.retranslate_ui()

    def _name(self, seat: int | None) -> str:
        raise NotImplementedError

    def announce(self, text: str) -> None:
        raise NotImplementedError

    def refresh(self) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------- the call
    def _three_free_sixes(self) -> bool:
        """True when the sixes to turn are three free ones in pub (R22)."""
        rules = self.controller.rules
        faces = self.controller.shown_faces or (0, 0, 0)
        free = [p for p in range(3) if faces[p] == 6 and p not in self.controller.final]
        return (
            rules is not None and rules.turn_sixes is TurnSixesRule.TWO_AND_THREE and len(free) == 3
        )

    def _refresh_call(self) -> None:
        """The call panel: open for a human leader who owes the call (R7), else closed
        (a CPU's call is shown by :meth:`_on_call_previewed` until it is made)."""
        c = self.controller
        due = c.call_due()
        for act in (self.call_action, self.ones_action, self.sixes_action, self.direction_action):
            act.setEnabled(due)
        self.sand_action.setEnabled(due and c.may_call_sand())
        rules = c.rules
        self.call_action.setVisible(rules is not None and rules.has_call)  # R7
        if due:
            leader = c.shown_leader
            result = c.round_result(leader) if leader is not None else None
            self.call_panel.open_for(
                self._name(leader),
                result.dice if result is not None else c.shown_faces,
                sand_allowed=c.may_call_sand(),
                interactive=True,
            )
        elif self._previewing is None or c.shown_call is not None or c.is_over:
            self._previewing = None
            self.call_panel.close_panel()
        # While the call is chosen the panel holds the dice's value; Throw and Stop have
        # nothing to do (Hint stays: it covers the call).
        open_ = self.call_panel.isVisible()
        for widget in (self.beat_label, self.value_label, self.throw_button, self.stop_button):
            widget.setVisible(not open_)

    def _on_call_previewed(self, seat: int, call: Any) -> None:
        """A CPU leader's call, shown in the panel for a moment before it is made."""
        c = self.controller
        self._previewing = seat
        result = c.round_result(seat)
        rules = c.rules
        self.call_panel.open_for(
            self._name(seat),
            result.dice if result is not None else c.shown_faces,
            sand_allowed=rules is not None and rules.scoring is Scoring.CALLED_SAND,
            interactive=False,
        )
        self.call_panel.set_call(call)
        self.refresh()

    def _chicago_text(self) -> str:
        """The Chicago of the shown round, celebrated (R20), and in bavarian and pub the
        roller leaving with their coasters (R44)."""
        if self._chicago is None:
            return ""
        seat, coasters = self._chicago
        name = self._name(seat)
        rules = self.controller.rules
        if rules is not None and rules.chicago is ChicagoRule.REMOVES_ROLLER:
            if coasters:
                return ngettext(
                    "Chicago! {name} throws three ones at once and leaves the game as a"
                    " winner, taking {count} coaster along.",
                    "Chicago! {name} throws three ones at once and leaves the game as a"
                    " winner, taking {count} coasters along.",
                    coasters,
                ).format(name=name, count=coasters)
            return _(
                "Chicago! {name} throws three ones at once and leaves the game as a winner."
            ).format(name=name)
        return _("Chicago! {name} throws three ones at once: nothing beats it.").format(name=name)

    def _on_chicago(self, seat: int) -> None:
        c = self.controller
        self._chicago = (seat, c.shown_count(seat, StandingKind.COASTERS))
        self.announce(self._chicago_text())
