"""The Game menu while a Chicago 2–12 game is shown (R60, R61), and the status line at the
smallest window: Rematch (Ctrl+R) repeats the 2–12 game and asks first while it is
unfinished (D16), Throw and Skip ahead act on the 2–12 game, the three-dice entries are
greyed out there and live again at the table; a long sentence is elided, never widening
the window, with all of it in the tooltip and the accessible description."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from chicago_desktop.controller import MatchSettings, TwelveSettings
from chicago_desktop.engine import ScriptedDice
from chicago_desktop.records import PlayerInfo
from chicago_desktop.two_to_twelve import Order, Rules
from chicago_desktop.ui.main_window import MainWindow

from .conftest import make_window, wait_until
from .test_unfinished import answer, box, box_open

ANNA, BEN = PlayerInfo("Anna"), PlayerInfo("Ben")
CORA, DAN = PlayerInfo("Cora", "cpu"), PlayerInfo("Dan", "cpu")
LONG = (
    "Anna throws 3·4 = 7: a hit, 7 points. Ben throws 1·2 = 3: no points. Cora throws"
    " 6·1 = 7: a hit, 7 points. Dan throws 5·5 = 10: no points."
)


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    return make_window(qtbot, started=True)  # the table is built too, its entries in the menu


def _visible_entry(win: MainWindow, text: str) -> QAction:
    found = [a for a in win.game_menu.actions() if a.isVisible() and a.text() == text]
    assert len(found) == 1, [a.text() for a in win.game_menu.actions() if a.isVisible()]
    return found[0]


def _three_dice_only(win: MainWindow) -> list[QAction]:
    t = win.table
    return [
        t.turn_sixes_action,
        t.stop_action,
        t.call_action,
        t.hint_action,
        *t.hold_actions,
        t.moments.continue_action,
        t.moments.finish_action,
    ]


def test_rematch_repeats_a_running_2_12_game_after_asking(qtbot: Any, window: MainWindow) -> None:
    rules = Rules(order=Order.DOWN, dice=3)
    window.start_match(TwelveSettings((ANNA, CORA), rules), seed=5)
    c = window.twelve.controller
    wait_until(qtbot, lambda: c.awaiting_human)
    qtbot.keyClick(window.twelve.screen.throw_button, Qt.Key.Key_Space)
    wait_until(qtbot, lambda: c.awaiting_human)
    game = c.game
    assert game is not None and len(game.actions) == 2
    assert window.rematch_action.isEnabled()
    # Ctrl+R asks (the game is unfinished); Cancel keeps it.
    qtbot.keyClick(window.twelve.screen, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert box(window).text() == "This match is not finished. Discard it and start another?"
    answer(qtbot, window, discard=False)
    assert c.game is game and not box_open(window)
    # The menu entry asks the same; Discard starts the same seats and variations again.
    window.rematch_action.trigger()
    answer(qtbot, window, discard=True)
    assert c.game is not game and c.game is not None
    assert c.game.rules == rules and c.players == (ANNA, CORA) and len(c.game.actions) == 0
    assert window.current_screen() == "twelve"
    assert window.twelve.screen.throw_button.hasFocus()


def test_play_again_at_the_end_is_rematch(qtbot: Any, window: MainWindow) -> None:
    window.start_match(TwelveSettings((CORA, DAN), Rules(order=Order.DOWN)), seed=9)
    c = window.twelve.controller
    wait_until(qtbot, lambda: c.is_over)
    first = c.game
    window.rematch_action.trigger()  # finished: nothing to ask
    assert not box_open(window)
    second = c.game
    assert second is not first and second is not None and second.rules.order is Order.DOWN
    wait_until(qtbot, lambda: c.is_over)
    screen = window.twelve.screen
    qtbot.mouseClick(screen.again_button, Qt.MouseButton.LeftButton)
    assert not box_open(window)
    assert c.game is not second and c.game is not None and c.players == (CORA, DAN)
    assert c.game.rules == second.rules and len(c.game.actions) == 0


def test_the_menus_throw_throws_and_passes_on_in_2_12(qtbot: Any, window: MainWindow) -> None:
    window.start_match(TwelveSettings((ANNA, BEN)), seed=3)
    c = window.twelve.controller
    screen = window.twelve.screen
    wait_until(qtbot, lambda: c.awaiting_human)
    throw = _visible_entry(window, "&Throw")
    assert throw is screen.throw_action and throw.isEnabled()
    assert _visible_entry(window, "Skip &ahead") is screen.skip_action
    assert not window.table.throw_action.isVisible()  # the table's make way
    assert not window.table.skip_action.isVisible()
    throw.trigger()  # Anna throws
    wait_until(qtbot, lambda: c.handover is not None)
    assert c.game is not None and len(c.game.actions) == 1
    throw.trigger()  # hands the computer to Ben
    wait_until(qtbot, lambda: c.handover is None and c.awaiting_human)
    assert len(c.game.actions) == 1
    throw.trigger()  # Ben throws
    assert len(c.game.actions) == 2


def test_three_dice_entries_are_greyed_out_on_the_2_12_screen_only(
    qtbot: Any, window: MainWindow
) -> None:
    table = window.table
    # At the table, a human's first throw: Throw and holding... are the table's to decide.
    settings = MatchSettings((ANNA, PlayerInfo("Ben", "cpu", "easy")), 3, 3)
    window.start_match(settings, dice=ScriptedDice([2, 2, 3] * 20), first_leader=0)
    tc = window.controller
    wait_until(qtbot, lambda: tc.awaiting_human)
    qtbot.keyClick(table, Qt.Key.Key_Space)  # a throw: the dice may now be held
    wait_until(qtbot, lambda: tc.awaiting_human)
    assert _visible_entry(window, "&Throw") is table.throw_action
    assert table.hint_action.isEnabled() and table.stop_action.isEnabled()
    assert any(a.isEnabled() for a in table.hold_actions)
    assert window.rematch_action.isEnabled()
    # To the main menu (the match stays saved), and a 2–12 game instead.
    window.show_setup()
    window.start_match(TwelveSettings((ANNA, CORA)), seed=1)
    c = window.twelve.controller
    wait_until(qtbot, lambda: c.awaiting_human)
    for act in _three_dice_only(window):
        assert not act.isEnabled(), act.text()
    # Whatever the table decides meanwhile, they stay greyed out on this screen.
    table.hint_action.setEnabled(True)
    table.hold_actions[0].setEnabled(True)
    assert not table.hint_action.isEnabled() and not table.hold_actions[0].isEnabled()
    qtbot.keyClick(window.twelve.screen, Qt.Key.Key_H)  # no hint, no hold: nothing happens
    qtbot.keyClick(window.twelve.screen, Qt.Key.Key_1)
    assert c.game is not None and len(c.game.actions) == 0
    assert window.rematch_action.isEnabled()
    # Off the 2–12 screen its entries go, and the table's come back (as the table sets them).
    window.show_setup()
    assert not window.twelve.screen.throw_action.isVisible()
    assert table.throw_action.isVisible() and table.skip_action.isVisible()
    assert not window.rematch_action.isEnabled()  # the setup: nothing to repeat
    window.start_match(settings, dice=ScriptedDice([2, 2, 3] * 20), first_leader=0)
    wait_until(qtbot, lambda: tc.awaiting_human)
    assert _visible_entry(window, "&Throw") is table.throw_action
    qtbot.keyClick(table, Qt.Key.Key_Space)  # Space throws at the table, not ambiguous
    wait_until(qtbot, lambda: tc.awaiting_human)
    assert table.hint_action.isEnabled() and any(a.isEnabled() for a in table.hold_actions)


def _smallest(qtbot: Any, win: MainWindow) -> int:
    win.resize(win.minimumSizeHint())
    qtbot.waitUntil(lambda: win.size() == win.minimumSizeHint())
    QApplication.processEvents()
    return win.width()


@pytest.mark.parametrize("game", ["twelve", "table"])
def test_a_long_status_sentence_is_elided_at_the_smallest_window(
    qtbot: Any, window: MainWindow, game: str
) -> None:
    if game == "twelve":
        window.start_match(TwelveSettings((ANNA, BEN, CORA, DAN)), seed=2)
    else:
        window.start_match(MatchSettings((ANNA, BEN), 1, 3), dice=ScriptedDice([1, 2, 3] * 9))
    width = _smallest(qtbot, window)
    line = window.status_line
    window.set_status(LONG)
    QApplication.processEvents()
    assert window.width() == width and window.minimumSizeHint().width() == width  # not wider
    assert line.geometry().right() < window.statusBar().width()
    assert line.fontMetrics().horizontalAdvance(LONG) > line.width()  # it would not fit
    assert line.elided and line.text() == LONG
    shown = line.shown_text()
    assert shown.endswith("…") and LONG.startswith(shown[:-1].rstrip())
    assert line.fontMetrics().horizontalAdvance(shown) <= line.contentsRect().width()
    assert line.toolTip() == LONG and line.accessibleDescription() == LONG
    # A short sentence is shown whole, and needs no tooltip.
    window.set_status("Anna throws 3·4 = 7.")
    assert not line.elided and line.toolTip() == ""
    assert line.shown_text() == "Anna throws 3·4 = 7."
    # A wider window shows the long one whole again.
    window.set_status(LONG)
    window.resize(line.fontMetrics().horizontalAdvance(LONG) + 80, window.height())
    qtbot.waitUntil(lambda: not line.elided)
    assert line.toolTip() == "" and line.accessibleDescription() == LONG


def test_the_gate_gives_each_entry_back_the_state_its_screen_set(qapp: Any) -> None:
    from PySide6.QtWidgets import QMenu

    from chicago_desktop.ui.screen_actions import ScreenActions

    menu = QMenu()
    anchor = menu.addSeparator()
    gate = ScreenActions(menu, anchor, menu)
    throw, hint, hold = QAction("&Throw", menu), QAction("&Hint", menu), QAction("1", menu)
    hold.setEnabled(False)
    gate.add_table([throw, hint, hold], play=[throw])
    twelve_throw = QAction("&Throw", menu)
    gate.add_twelve([twelve_throw])
    assert menu.actions()[:4] == [twelve_throw, throw, hint, hold]
    assert not twelve_throw.isVisible() and throw.isVisible() and hint.isEnabled()
    gate.set_twelve_shown(True)
    assert twelve_throw.isVisible() and not throw.isVisible()
    assert not hint.isEnabled() and not hold.isEnabled() and hint.isVisible()
    hold.setEnabled(True)  # the table enables it meanwhile: still greyed out here
    hint.setEnabled(False)
    assert not hold.isEnabled()
    gate.set_twelve_shown(False)
    assert hold.isEnabled() and not hint.isEnabled()  # the table's states, not the old ones
    assert throw.isVisible() and not twelve_throw.isVisible()
