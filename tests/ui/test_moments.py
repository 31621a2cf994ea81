"""The table's moments through the real widgets (issue 15 items 1, 5, 6).

- the end of a rolling round is held on the felt until Enter, Space or *Next round*
  (or goes on by itself with automatic pacing), with the hit seat marked on the
  scoreboard; instant pacing and the demo never wait;
- a handover between two humans ("Pass to Ben"): nothing is thrown for Ben until he
  starts his turn;
- *Skip to the result* once the human is out.

No test waits for a timer: the CPUs' pauses are run at once with ``skip_ahead`` (the
controller's own skip), and the moments wait for a key anyway.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel

from chicago_desktop.controller import GameController, MatchSettings
from chicago_desktop.controller.moments import HANDOVER, ROUND_END
from chicago_desktop.controller.warm_up import warming_up
from chicago_desktop.engine import PRESET_NAMES, ScriptedDice, Status
from chicago_desktop.records import PlayerInfo
from chicago_desktop.ui.dialogs import PreferencesDialog
from chicago_desktop.ui.language import apply_language
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.models import Column
from chicago_desktop.ui.preferences import SettingsStore
from chicago_desktop.ui.round_end import HIT, mark_color, marked_seats

from ..legal_moves import simple_decider_factory
from .conftest import ScriptedCpu
from .test_every_preset import act_by_keys, faces

ANNA_BEN = (PlayerInfo("Anna"), PlayerInfo("Ben"))


def window(
    qtbot: Any, *, speed: str = "fast", round_end: str = "wait", factory: Any = None
) -> MainWindow:
    store = SettingsStore()
    store.update(reduced_motion=True, cpu_speed=speed, round_end=round_end)
    controller = GameController(
        cpu_factory=factory or (lambda level, seed: ScriptedCpu()), speed=speed
    )
    win = MainWindow(store, controller)
    qtbot.addWidget(win)
    win.show()
    win.activateWindow()
    qtbot.waitExposed(win)
    qtbot.waitUntil(win.isActiveWindow)
    return win


def key(qtbot: Any, win: MainWindow, k: Qt.Key) -> None:
    qtbot.keyClick(win.table, k)


def drive(qtbot: Any, win: MainWindow, until: Callable[[], bool], *, act: bool = False) -> None:
    """Run the CPUs' pauses at once until ``until()``; the person acts by keys if ``act``."""
    c = win.controller
    for _ in range(3000):
        if until():
            return
        if c.can_skip():
            c.skip_ahead()
            if warming_up():
                # What the skip cannot hurry: a CPU step waiting for the AI's tables polls
                # again (game.py), and the tables build only between events (warm_up.py).
                # Skipped again at once, that poll never let them build: first in a process
                # (no test before it had built the classic tables) a match never got there.
                QApplication.processEvents()
        elif act and c.awaiting_human:
            act_by_keys(qtbot, win)
        else:
            qtbot.waitUntil(lambda: until() or c.can_skip() or c.awaiting_human, timeout=5000)
    raise AssertionError("the match did not get there")


def test_handover_and_round_end_between_two_humans_by_keys(qtbot: Any) -> None:
    win = window(qtbot)
    t, c = win.table, win.controller
    # Anna 1·4·2 = 106 (stops), Ben 2·2·3 = 7: Ben takes the loss, Anna leads again.
    win.start_match(
        MatchSettings(ANNA_BEN, 3, 3),
        dice=ScriptedDice([1, 4, 2, 2, 2, 3, 5, 5, 5, 6, 6, 6] * 4),
        first_leader=0,
    )
    drive(qtbot, win, lambda: c.awaiting_human)
    assert t.turn_label.text() == "Anna, your turn"
    key(qtbot, win, Qt.Key.Key_Space)
    key(qtbot, win, Qt.Key.Key_Return)  # Anna stops at 106

    # The handover: Ben is named, nothing of Ben's can be done yet.
    assert c.moment is not None and c.moment.kind == HANDOVER and c.moment.seat == 1
    assert t.turn_label.text() == "Pass to Ben"
    assert t.moments.handover.isVisible() and not t.play_buttons.isVisible()
    assert "Start Ben's turn" in t.moments.handover.start_button.text()
    assert not t.throw_action.isEnabled() and not c.awaiting_human
    assert not t.skip_action.isEnabled()  # N does not pass the computer on
    key(qtbot, win, Qt.Key.Key_N)
    assert c.moment is not None and c.moment.kind == HANDOVER
    # A key pressed just after the stop starts Ben's turn; it never throws for him.
    key(qtbot, win, Qt.Key.Key_Space)
    assert c.moment is None and c.awaiting_human
    assert t.turn_label.text() == "Ben, your turn"
    assert c.shown_seat == 1 and c.shown_throws == 0 and c.shown_faces is None
    key(qtbot, win, Qt.Key.Key_Space)  # now Ben throws: 2·2·3 = 7, the cap is 1
    assert c.shown_faces == (2, 2, 3)

    # The end of the round is held until someone goes on.
    drive(qtbot, win, lambda: c.moment is not None)
    assert c.moment is not None and c.moment.kind == ROUND_END and not c.moment.timed
    panel = t.moments.round_end
    assert panel.isVisible() and not t.banner.isVisible()
    assert t.turn_label.text() == "Round 1 is over"
    assert panel.headline.text() == "Ben takes a loss with the lowest result, 7."
    assert "Anna leads the next round." in panel.details.text()
    assert "click Next round" in panel.note.text()
    model = t.scoreboard_model
    ben = model.index(1, Column.NAME).data(Qt.ItemDataRole.BackgroundRole)
    anna = model.index(0, Column.NAME).data(Qt.ItemDataRole.BackgroundRole)
    assert ben is not None and ben.alpha() > 0 and anna is None  # the loser, on the table
    assert c.shown_losses(1) == 1 and c.shown_round == 0
    assert not c.can_skip() and not t.throw_action.isEnabled()
    key(qtbot, win, Qt.Key.Key_Return)  # Next round
    # Ben played last, Anna leads: the computer is passed back to her.
    assert c.moment is not None and c.moment.kind == HANDOVER and c.moment.seat == 0
    assert c.shown_round == 1
    assert model.index(1, Column.NAME).data(Qt.ItemDataRole.BackgroundRole) is None
    qtbot.mouseClick(t.moments.handover.start_button, Qt.MouseButton.LeftButton)
    assert c.awaiting_human and t.turn_label.text() == "Anna, your turn"


def test_next_round_button_and_automatic_pacing_chosen_in_preferences(qtbot: Any) -> None:
    win = window(qtbot)
    c, t = win.controller, win.table
    dialog = win.show_preferences()
    assert isinstance(dialog, PreferencesDialog)
    combo = dialog.round_end
    assert combo.currentData() == "wait"
    combo.setCurrentIndex(combo.findData("auto"))
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert win.store.get("round_end") == "auto" and c.round_end_pause == "auto"
    assert SettingsStore().get("round_end") == "auto"  # saved

    players = (PlayerInfo("Anna"), PlayerInfo("Ben", "cpu", "easy"))
    win.start_match(MatchSettings(players, 3, 3), dice=ScriptedDice([2, 2, 3, 5, 5, 5] * 6))
    drive(qtbot, win, lambda: c.moment is not None, act=True)
    assert c.moment is not None and c.moment.kind == ROUND_END and c.moment.timed
    assert "starts by itself" in t.moments.round_end.note.text()
    assert c.can_skip()  # a timed moment: N or the button go on at once
    qtbot.mouseClick(t.moments.round_end.next_button, Qt.MouseButton.LeftButton)
    assert c.moment is None and c.shown_round == 1


def test_instant_pacing_and_the_demo_never_wait(qtbot: Any) -> None:
    win = window(qtbot, speed="instant")
    c = win.controller
    assert c.round_end_pause == "wait"
    players = (PlayerInfo("Anna"), PlayerInfo("Ben", "cpu", "easy"))
    win.start_match(MatchSettings(players, 3, 3), dice=ScriptedDice([2, 2, 3, 5, 5, 5] * 6))
    seen: list[object] = []
    c.moment_changed.connect(lambda: seen.append(c.moment))
    drive(qtbot, win, lambda: c.shown_round == 1 and c.awaiting_human, act=True)
    assert seen == []  # at the instant pace the round's end does not wait

    demo = window(qtbot, speed="instant", factory=simple_decider_factory)
    with qtbot.waitSignal(demo.demo_finished, timeout=20000):
        demo.start_demo("instant", preset="bavarian")
    assert demo.controller.round_end_pause == "auto" and demo.controller.is_over


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_round_end_is_held_in_every_preset(qtbot: Any, preset: str) -> None:
    win = window(qtbot, factory=simple_decider_factory)
    t, c = win.table, win.controller
    players = (PlayerInfo("Anna"), PlayerInfo("Ben", "cpu", "easy"), PlayerInfo("Cora", "cpu"))
    win.start_match(
        MatchSettings(players, 3, 3, preset=preset, searches=3),
        dice=ScriptedDice(faces(11 + PRESET_NAMES.index(preset))),
    )
    drive(qtbot, win, lambda: c.moment is not None or c.is_over, act=True)
    assert c.moment is not None and c.moment.kind == ROUND_END, "no second round"
    outcome = c.moment.outcome
    assert outcome is not None and outcome == c.last_outcome
    panel = t.moments.round_end
    assert panel.isVisible() and panel.headline.text() == panel.texts()[0]
    model = t.scoreboard_model
    marks = marked_seats(outcome)
    assert marks, "the round hit or spared somebody"
    base = t.scoreboard.palette().color(t.scoreboard.palette().ColorRole.Base)
    for seat in range(3):
        shown = model.index(seat, Column.NAME).data(Qt.ItemDataRole.BackgroundRole)
        if seat in marks:
            assert shown is not None
            assert shown.red() == mark_color(marks[seat], base).red()
        else:
            assert shown is None
    if preset == "classic":
        assert set(marks) >= {s for s, _n in outcome.losses}
        assert all(marks[s] == HIT for s, _n in outcome.losses)
    before = c.shown_round
    key(qtbot, win, Qt.Key.Key_Space)
    assert c.moment is None and c.shown_round == before + 1


def test_skip_to_the_result_once_the_human_is_out(qtbot: Any) -> None:
    win = window(qtbot)
    t, c = win.table, win.controller
    players = (PlayerInfo("Anna"), PlayerInfo("Ben", "cpu"), PlayerInfo("Cora", "cpu"))
    # Anna loses the first two rounds (out at 2 losses); then Cora loses to Ben.
    dice = [2, 2, 3, 5, 5, 5, 4, 4, 4] + [5, 5, 5, 4, 4, 4, 2, 2, 3] + [5, 5, 5, 4, 4, 4] * 9
    win.start_match(MatchSettings(players, 1, 2), dice=ScriptedDice(dice), first_leader=0)
    drive(qtbot, win, lambda: c.moment is not None, act=True)
    assert not t.moments.finish_button.isVisible()  # Anna still plays
    key(qtbot, win, Qt.Key.Key_Return)
    drive(qtbot, win, lambda: c.moment is not None, act=True)
    assert c.shown_status(0) is Status.OUT
    # Anna went out in this round: it is held for her all the same.
    assert c.moment is not None and not c.moment.timed
    key(qtbot, win, Qt.Key.Key_Return)
    assert t.moments.finish_button.isVisible() and t.moments.finish_action.isEnabled()
    assert not t.throw_button.isVisible() and not t.stop_button.isVisible()  # no one to play
    key(qtbot, win, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: c.is_over, timeout=5000)
    assert c.rushing and c.winner == 1
    assert not t.moments.finish_button.isVisible()
    end = t.moments.match_end
    assert end.isVisible() and end.places() == [(1, "Ben"), (2, "Cora"), (3, "Anna")]

    def header(col: int) -> str:
        item = end.grid.itemAtPosition(0, col)
        label = item.widget() if item is not None else None
        assert isinstance(label, QLabel)
        return label.text()

    assert header(2) == "Losses"
    apply_language("de", QApplication.instance())  # the placings follow the language
    assert header(2) == "Minuspunkte" and end.places()[0] == (1, "Ben")
    apply_language("en", QApplication.instance())
    assert header(2) == "Losses"
    # Play again: the same seats, at the chosen pace again.
    qtbot.mouseClick(t.rematch_button, Qt.MouseButton.LeftButton)
    assert not c.is_over and not c.rushing and c.players == players
    assert t.throw_button.isVisible() and not t.moments.finish_button.isVisible()


def test_a_new_seat_never_takes_the_name_of_a_seat_already_there(qtbot: Any) -> None:
    """Item 5: the default name of an added seat is free, whatever the others are called."""
    win = window(qtbot)
    qtbot.mouseClick(win.home.new_game_button, Qt.MouseButton.LeftButton)
    setup = win.setup_screen
    setup.set_settings(MatchSettings((PlayerInfo("ben"), PlayerInfo("Anna", "cpu", "easy"))))
    setup.rows[0].name.clear()
    qtbot.keyClicks(setup.rows[0].name, "Cora ")  # typed, with a trailing space
    for _ in range(4):
        qtbot.mouseClick(setup.add_button, Qt.MouseButton.LeftButton)
        names = [r.name.text().strip().casefold() for r in setup.rows]
        assert len(names) == len(set(names)), names
        assert all(names)
    assert [r.name.text() for r in setup.rows][2:] == ["Ben", "Dan", "Ella", "Finn"]
    assert setup.start_button.isEnabled()
