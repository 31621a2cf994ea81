"""Which of the Game menu's play entries are live on which screen (the table, Chicago 2–12).

The three-dice table puts its actions into the Game menu (Throw, Stop, the call, turning
sixes, Hint, Skip ahead, hold or release a die, Next round, Skip to the result); their
shortcuts hold in the whole window, because the menu is always shown. A Chicago 2–12 game
(R60) has only Throw (which also passes the computer on) and Skip ahead; nothing is held,
called or turned there, and no moment waits for Next round.

So while the 2–12 screen is current:

- the table's Throw and Skip ahead make way for the 2–12 screen's own (the same texts and
  keys, in the same place), and
- every other entry of the table is greyed out — whatever the three-dice table decides
  for it meanwhile.

Both are done with action groups, not by setting each action: an action in a disabled
group stays disabled when the table enables it, and gets the table's own state back as
soon as the group is enabled again (Qt keeps the action's explicit state), so the table
needs to know nothing of the other screen.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu


def _group(parent: QObject) -> QActionGroup:
    group = QActionGroup(parent)
    group.setExclusionPolicy(QActionGroup.ExclusionPolicy.None_)  # a gate, not a choice
    return group


class ScreenActions(QObject):
    """Gates the table's and the 2–12 screen's entries of one Game menu by the screen shown."""

    def __init__(self, menu: QMenu, anchor: QAction, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.menu = menu
        self._anchor = anchor  # the separator after the play entries
        #: The table's entries without a meaning in 2–12 (greyed out there).
        self.three_dice_only = _group(self)
        #: The table's Throw and Skip ahead (hidden there: the 2–12 screen's take their place).
        self.table_play = _group(self)
        #: The 2–12 screen's Throw and Skip ahead (shown only on that screen).
        self.twelve_play = _group(self)
        self.twelve_play.setVisible(False)
        self._twelve_shown = False

    def add_table(self, actions: Iterable[QAction], *, play: Iterable[QAction]) -> None:
        """The table's entries, in menu order; ``play`` are its Throw and Skip ahead."""
        acts, play = list(actions), set(play)
        for act in acts:
            (self.table_play if act in play else self.three_dice_only).addAction(act)
        self.menu.insertActions(self._anchor, acts)
        self._apply()

    def add_twelve(self, actions: Iterable[QAction]) -> None:
        """The 2–12 screen's Throw and Skip ahead: first among the play entries."""
        acts = list(actions)
        for act in acts:
            self.twelve_play.addAction(act)
        entries = self.menu.actions()
        first = self._first_play_entry(entries)
        self.menu.insertActions(first, acts)
        self._apply()

    def _first_play_entry(self, entries: list[QAction]) -> QAction:
        """The entry the play entries begin with (the anchor when there are none yet)."""
        table = set(self.table_play.actions()) | set(self.three_dice_only.actions())
        for act in entries:
            if act in table:
                return act
        return self._anchor

    def set_twelve_shown(self, shown: bool) -> None:
        """Gate the entries for the 2–12 screen being current (``shown``) or not."""
        self._twelve_shown = shown
        self._apply()

    def _apply(self) -> None:
        shown = self._twelve_shown
        self.three_dice_only.setEnabled(not shown)
        self.table_play.setVisible(not shown)
        self.twelve_play.setVisible(shown)
