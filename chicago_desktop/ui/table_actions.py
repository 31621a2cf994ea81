"""What a person can do at the table: the keyboard shortcuts, the row of action buttons
under the dice, the match's end buttons; when each is enabled, and their texts.

Split from :mod:`.table` along the seam between *input* and *display*: every key and
button here drives the controller (Throw, Stop, the holds, Hint, Skip ahead, New game,
Play again) and is enabled exactly when the controller says the action is allowed, while
:mod:`.table` reacts to the controller's signals and writes the felt. The call's and
turning sixes' actions are in :mod:`.table_call`. Functions of the table, as in
:mod:`.table_lower`; they set the attributes :class:`~.table.TableScreen` declares.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from ..i18n import _

if TYPE_CHECKING:
    from .table import TableScreen


def build_actions(self: TableScreen) -> None:
    """The table's window-wide shortcuts: Space, Enter, the call's keys, H, N, 1-3."""

    def action(keys: list[QKeySequence], slot: Any) -> QAction:
        act = QAction(self)
        act.setShortcuts(keys)
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        act.triggered.connect(slot)
        self.addAction(act)
        return act

    self.throw_action = action([QKeySequence(Qt.Key.Key_Space)], self.controller.throw)
    self.stop_action = action(
        [QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)], self.controller.stop
    )
    self._build_call_actions(action)
    self.hint_action = action([QKeySequence(Qt.Key.Key_H)], self.ask_hint)
    self.skip_action = action([QKeySequence(Qt.Key.Key_N)], self.controller.skip_ahead)
    self.hold_actions = [
        action(
            [QKeySequence(key)],
            lambda _checked=False, pos=pos: self.controller.toggle_hold(pos),
        )
        for pos, key in enumerate((Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3))
    ]


def build_play_buttons(self: TableScreen) -> QWidget:
    """The row of action buttons under the dice, each triggering its action."""
    buttons = QHBoxLayout()
    buttons.setSpacing(10)
    buttons.addStretch(1)
    self.throw_button = QPushButton()
    self.stop_button = QPushButton()
    self.hint_button = QPushButton()
    self.skip_button = QPushButton()
    self.turn_sixes_button = QPushButton()
    for button, act in (
        (self.throw_button, self.throw_action),
        (self.turn_sixes_button, self.turn_sixes_action),
        (self.stop_button, self.stop_action),
        (self.hint_button, self.hint_action),
        (self.skip_button, self.skip_action),
    ):
        button.setMinimumHeight(36)
        button.setMinimumWidth(120)
        button.clicked.connect(act.trigger)
        buttons.addWidget(button)
    font = QFont(self.throw_button.font())
    font.setBold(True)
    self.throw_button.setFont(font)
    self.throw_button.setDefault(False)
    buttons.addStretch(1)
    self.play_buttons = QWidget()
    self.play_buttons.setLayout(buttons)
    return self.play_buttons


def build_end_panel(self: TableScreen) -> QWidget:
    """New game and Play again, shown when the match is over."""
    self.end_panel = QWidget()
    end_box = QHBoxLayout(self.end_panel)
    end_box.addStretch(1)
    self.new_game_button = QPushButton()
    self.rematch_button = QPushButton()
    self.new_game_button.clicked.connect(self.new_game_requested.emit)
    self.rematch_button.clicked.connect(self.rematch_requested.emit)
    for b in (self.new_game_button, self.rematch_button):
        b.setMinimumHeight(36)
        b.setMinimumWidth(140)
        end_box.addWidget(b)
    end_box.addStretch(1)
    return self.end_panel


def refresh_actions(self: TableScreen) -> None:
    """Every action and its button enabled exactly when the controller allows it."""
    c = self.controller
    self.throw_action.setEnabled(c.can_throw())
    self.stop_action.setEnabled(c.can_stop())
    sixes = c.can_turn_sixes()
    self.turn_sixes_action.setEnabled(sixes)
    self.turn_sixes_action.setVisible(sixes)  # shown exactly when legal (R21, R22)
    self.turn_sixes_button.setVisible(sixes)
    self.turn_sixes_button.setEnabled(sixes)
    if sixes:
        three = self._three_free_sixes()
        self.turn_sixes_button.setText(
            _("Turn three sixes  ·  T") if three else _("Turn two sixes  ·  T")
        )
        self.turn_sixes_action.setText(_("T&urn three sixes") if three else _("T&urn two sixes"))
        self.turn_sixes_button.setMinimumWidth(max(120, self.turn_sixes_button.sizeHint().width()))
    self._refresh_call()
    self.hint_action.setEnabled(self._show_hints and c.can_hint())
    self.skip_action.setEnabled(c.can_skip())
    for pos, act in enumerate(self.hold_actions):
        act.setEnabled(c.can_toggle(pos))
    for button, act in (
        (self.throw_button, self.throw_action),
        (self.stop_button, self.stop_action),
        (self.hint_button, self.hint_action),
        (self.skip_button, self.skip_action),
    ):
        button.setEnabled(act.isEnabled())


def retranslate_actions(self: TableScreen) -> None:
    """The actions' texts and tooltips (shown in the Game menu too)."""
    self.throw_action.setText(_("&Throw"))
    self.throw_action.setToolTip(_("Throw the dice that are not held (Space)"))
    self.stop_action.setText(_("&Stop"))
    self.stop_action.setToolTip(_("Keep the dice as they lie and end your turn (Enter)"))
    self.hint_action.setText(_("&Hint"))
    self.hint_action.setToolTip(_("Ask for the best action (H)"))
    self.skip_action.setText(_("Skip &ahead"))
    self.skip_action.setToolTip(_("Do not wait for the next step (N)"))
    for pos, act in enumerate(self.hold_actions):
        # Translators: a Game menu entry; keep "&" before {number}: the die's number is
        # its accelerator (Alt+1, 2, 3), as its key is 1, 2, 3.
        act.setText(_("Hold or release die &{number}").format(number=pos + 1))


def retranslate_buttons(self: TableScreen) -> None:
    """The buttons' texts, accessible names and descriptions, and their widths."""
    self.throw_button.setText(_("Throw  ·  Space"))
    self.stop_button.setText(_("Stop  ·  Enter"))
    self.hint_button.setText(_("Hint  ·  H"))
    self.skip_button.setText(_("Skip ahead  ·  N"))
    for button, name, desc in (
        (
            self.throw_button,
            _("Throw"),
            _("Throw the dice that are not held. Shortcut: Space."),
        ),
        (
            self.stop_button,
            _("Stop"),
            _("End your turn with the dice as they lie. Shortcut: Enter."),
        ),
        (
            self.hint_button,
            _("Hint"),
            _("Show the best action and its chance of avoiding the loss. Shortcut: H."),
        ),
        (
            self.skip_button,
            _("Skip ahead"),
            _("Go on to the next step without waiting. Shortcut: N."),
        ),
    ):
        button.setAccessibleName(name)
        button.setAccessibleDescription(desc)
        button.setToolTip(desc)
    for button in (
        self.throw_button,
        self.stop_button,
        self.hint_button,
        self.skip_button,
        self.turn_sixes_button,
    ):
        # At least 120 px, and never narrower than its text in this language (a small
        # window squeezed "Würfeln · Leertaste" to 120 px).
        button.setMinimumWidth(max(120, button.sizeHint().width()))
    self.new_game_button.setText(_("&New game"))
    self.new_game_button.setAccessibleDescription(_("Choose players and settings for a new match."))
    self.rematch_button.setText(_("&Play again"))
    self.rematch_button.setAccessibleDescription(
        _("Play again with the same players and settings.")
    )
