"""An unfinished match is never discarded without asking (issue 15 item 2, D16).

New game and Play again ask while a match runs at the table; Play in the setup asks while
a saved match waits on the home screen; Open record asks before an unfinished record takes
the place of a running or saved match. Leaving the table and quitting keep the match as
the saved match. A finished record only shows its end and asks nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from chicago_desktop.controller import MatchSettings
from chicago_desktop.engine import ScriptedDice
from chicago_desktop.records import PlayerInfo
from chicago_desktop.storage.autosave import load_autosave
from chicago_desktop.ui.main_window import MainWindow

from .conftest import make_window

PLAYERS = (PlayerInfo("Anna"), PlayerInfo("Ben", "cpu", "easy"))
# Anna 2·2·3 = 7 loses every round to Ben's 5·5·5.
DICE = [2, 2, 3, 5, 5, 5] * 10


def play_a_round(qtbot: Any, win: MainWindow) -> None:
    c = win.controller
    win.start_match(MatchSettings(PLAYERS, 1, 3), dice=ScriptedDice(DICE), first_leader=0)
    qtbot.waitUntil(lambda: c.awaiting_human)
    qtbot.keyClick(win.table, Qt.Key.Key_Space)  # Anna's one throw ends her turn
    qtbot.waitUntil(lambda: c.awaiting_human and c.shown_round == 1)
    assert load_autosave().value is not None  # saved after every action


def box(win: MainWindow) -> QMessageBox:
    b = win.unfinished.box
    assert b is not None and b.isVisible()
    return b


def answer(qtbot: Any, win: MainWindow, *, discard: bool) -> None:
    b = box(win)
    button = win.unfinished.discard_button if discard else b.button(b.StandardButton.Cancel)
    if button is None:  # Cancel is a custom button: find it by its role
        button = next(
            x for x in b.buttons() if b.buttonRole(x) is QMessageBox.ButtonRole.RejectRole
        )
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_new_game_asks_while_a_match_runs(qtbot: Any) -> None:
    win = make_window(qtbot, started=True)
    play_a_round(qtbot, win)
    match = win.controller.match
    win.new_game_action.trigger()
    b = box(win)
    assert b.text() == "This match is not finished. Discard it and start another?"
    texts = [x.text() for x in b.buttons()]
    assert "&Discard match" in texts and "Cancel" in texts
    answer(qtbot, win, discard=False)  # Cancel: nothing changes
    assert win.current_screen() == "table" and win.controller.match is match
    assert load_autosave().value is not None

    win.new_game_action.trigger()
    answer(qtbot, win, discard=True)
    assert win.current_screen() == "setup"
    assert load_autosave().value is None  # discarded: nothing to resume
    qtbot.mouseClick(win.setup_screen.start_button, Qt.MouseButton.LeftButton)
    assert win.unfinished.box is None or not win.unfinished.box.isVisible()
    assert win.current_screen() == "table"  # nothing left to ask about


def test_play_again_mid_match_asks_and_escape_cancels(qtbot: Any) -> None:
    win = make_window(qtbot, started=True)
    play_a_round(qtbot, win)
    match = win.controller.match
    win.rematch_action.trigger()
    qtbot.keyClick(box(win), Qt.Key.Key_Escape)
    assert win.controller.match is match and not box_open(win)


def box_open(win: MainWindow) -> bool:
    return win.unfinished.box is not None and win.unfinished.box.isVisible()


def test_leaving_and_quitting_keep_it_then_play_asks_for_the_saved_match(qtbot: Any) -> None:
    win = make_window(qtbot, started=True)
    play_a_round(qtbot, win)
    win.home_action.trigger()  # the main menu: no question, the match stays saved
    assert not box_open(win) and win.current_screen() == "home"
    assert win.home.resume.isVisible()
    win.close()  # quitting asks nothing either, and keeps it
    assert not box_open(win)
    record = load_autosave().value
    assert record is not None and record.players == PLAYERS

    again = make_window(qtbot, started=True)
    assert again.home.resume.isVisible()
    qtbot.mouseClick(again.home.new_game_button, Qt.MouseButton.LeftButton)
    assert again.current_screen() == "setup" and not box_open(again)
    qtbot.mouseClick(again.setup_screen.start_button, Qt.MouseButton.LeftButton)
    b = box(again)
    assert b.text() == "A saved match is waiting to be resumed. Discard it and start another?"
    answer(qtbot, again, discard=False)
    assert again.current_screen() == "setup" and load_autosave().value is not None
    qtbot.mouseClick(again.setup_screen.start_button, Qt.MouseButton.LeftButton)
    answer(qtbot, again, discard=True)
    assert again.current_screen() == "table" and again.controller.match is not None


def test_open_record_asks_only_for_an_unfinished_record(qtbot: Any, tmp_path: Path) -> None:
    win = make_window(qtbot, started=True)
    play_a_round(qtbot, win)
    unfinished = tmp_path / "unfinished.json"
    assert win.saved.export_record(str(unfinished))
    match = win.controller.match
    assert not win.saved.open_record(str(unfinished))  # the question is open
    answer(qtbot, win, discard=False)
    assert win.controller.match is match

    finished = Path(__file__).parents[1] / "records" / "golden" / "e3_e4_winner.json"
    assert win.saved.open_record(str(finished))  # only shows an end: no question
    assert not box_open(win) and win.controller.is_over
    assert load_autosave().value is not None  # the running match is still the saved one

    win.show_table()
    assert not win.saved.open_record(str(unfinished))
    answer(qtbot, win, discard=True)
    assert win.current_screen() == "table" and not win.controller.is_over


def test_a_running_chicago_2_12_game_counts_as_well(qtbot: Any) -> None:
    """Chicago 2–12 shares the autosave (R60): New game asks while one runs on its screen."""
    from chicago_desktop.controller import TwelveSettings
    from chicago_desktop.two_to_twelve import Rules

    win = make_window(qtbot, started=True)
    players = (PlayerInfo("Anna"), PlayerInfo("Cora", "cpu"))
    win.start_match(TwelveSettings(players, Rules()), seed=9)
    c = win.twelve.controller
    qtbot.waitUntil(lambda: c.awaiting_human, timeout=5000)
    assert c.press()  # Anna's throw: the game is saved
    qtbot.waitUntil(lambda: c.awaiting_human or c.is_over, timeout=5000)
    assert win.current_screen() == "twelve" and load_autosave().value is not None
    win.new_game_action.trigger()
    assert box(win).text() == "This match is not finished. Discard it and start another?"
    answer(qtbot, win, discard=True)
    assert win.current_screen() == "setup" and load_autosave().value is None
