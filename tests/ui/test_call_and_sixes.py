"""The call (R7, R24) and turning sixes (R21, R22) at the table, with the mouse and keys.

Scripted dice and the simple legal-move CPU (tests/legal_moves.py), so nothing here
depends on the AI's strength.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import Qt

from chicago_desktop.controller import GameController, MatchSettings
from chicago_desktop.engine import Call, CallMade, MakeCall, ScriptedDice
from chicago_desktop.records import PlayerInfo
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.preferences import SettingsStore

from ..legal_moves import SimpleDecider, simple_decider_factory
from .conftest import wait_until

ANNA_BEN = (PlayerInfo("Anna"), PlayerInfo("Ben", "cpu", "easy"))


def make_window(qtbot: Any, factory: Any = simple_decider_factory) -> MainWindow:
    store = SettingsStore()
    store.update(reduced_motion=True, cpu_speed="instant")
    win = MainWindow(store, GameController(cpu_factory=factory, speed="instant"))
    qtbot.addWidget(win)
    win.show()
    win.activateWindow()
    qtbot.waitExposed(win)
    qtbot.waitUntil(win.isActiveWindow)
    return win


def settle(qtbot: Any, win: MainWindow) -> None:
    """Wait for the person to act; a handover between two humans is passed on with Space
    (the table's moments are tested in test_moments.py)."""
    c = win.controller
    while True:
        wait_until(qtbot, lambda: c.awaiting_human or c.is_over or c.moment is not None)
        moment = c.moment
        if moment is None or moment.kind != "handover":
            return
        assert win.table.turn_label.text() == f"Pass to {c.players[moment.seat or 0].name}"
        qtbot.keyClick(win.table, Qt.Key.Key_Space)


def key(qtbot: Any, win: MainWindow, k: Qt.Key) -> None:
    qtbot.keyClick(win.table, k)


def start(
    win: MainWindow,
    preset: str,
    faces: list[int],
    first_leader: int = 0,
    players: tuple[PlayerInfo, ...] = ANNA_BEN,
) -> None:
    win.start_match(
        MatchSettings(players, preset=preset, searches=1),
        dice=ScriptedDice(faces),
        first_leader=first_leader,
    )


def test_the_call_by_keys_shows_the_value_live_and_stays_in_view(
    qtbot: Any,
) -> None:
    win = make_window(qtbot)
    start(win, "basic", [1, 4, 2, 5, 5, 5], players=(PlayerInfo("Anna"), PlayerInfo("Ben")))
    settle(qtbot, win)
    t, c = win.table, win.controller
    key(qtbot, win, Qt.Key.Key_Space)  # 1·4·2
    settle(qtbot, win)
    assert not t.call_panel.isVisible()
    key(qtbot, win, Qt.Key.Key_Return)  # stop: the call is due (R7)
    settle(qtbot, win)
    assert c.call_due()
    panel = t.call_panel
    assert panel.isVisible()
    assert not t.stop_action.isEnabled() and not t.throw_action.isEnabled()
    # The panel holds the dice's value; Throw and Stop make room for it (and stay so
    # with the table's moments on top, issue 15).
    assert not t.throw_button.isVisible() and not t.stop_button.isVisible()
    assert not t.value_label.isVisible()
    assert "1·4·2" in panel.dice_label.text()
    assert panel.value_label.text() == "1·4·2 is worth 106 under this call."
    key(qtbot, win, Qt.Key.Key_O)  # ones count 1
    assert panel.value_label.text() == "1·4·2 is worth 7 under this call."
    key(qtbot, win, Qt.Key.Key_D)  # low
    assert panel.low.isChecked()
    assert not t.sand_action.isEnabled()  # sand only in tschigg (R24)
    made: list[object] = []
    c.event_shown.connect(lambda e: made.append(e) if isinstance(e, CallMade) else None)
    key(qtbot, win, Qt.Key.Key_Return)
    settle(qtbot, win)
    assert made == [CallMade(0, Call(ones=1, sixes=60, high=False))]
    assert not panel.isVisible()
    # The call stays in view for the whole round, with the cap (R7): Ben's turn.
    assert c.shown_seat == 1 and t.call_label.isVisible()
    assert t.call_label.text() == "Ones 1 · sixes 60 · Low · on 1"
    assert "get under 7" in t.beat_label.text()  # low: the worst so far is the highest
    key(qtbot, win, Qt.Key.Key_Space)  # 5·5·5 = 15 is worse than 7 under low (R31)
    settle(qtbot, win)
    assert c.is_over and c.loser == 1  # one search of two players: Ben lost it (R42)
    assert t.turn_label.text() == "Ben loses the match."


def test_the_call_with_the_mouse_and_sand_in_tschigg(qtbot: Any) -> None:
    win = make_window(qtbot)
    start(win, "tschigg", [2, 3, 4, 5, 5, 1], players=(PlayerInfo("Anna"), PlayerInfo("Ben")))
    settle(qtbot, win)
    t, c = win.table, win.controller
    qtbot.mouseClick(t.throw_button, Qt.MouseButton.LeftButton)
    settle(qtbot, win)
    qtbot.mouseClick(t.stop_button, Qt.MouseButton.LeftButton)
    settle(qtbot, win)
    panel = t.call_panel
    assert panel.isVisible() and panel.sand.isVisible()
    qtbot.mouseClick(panel.sixes_6, Qt.MouseButton.LeftButton)
    assert panel.value_label.text() == "2·3·4 is worth 9 under this call."
    qtbot.mouseClick(panel.sand, Qt.MouseButton.LeftButton)
    assert panel.value_label.text() == "2·3·4 makes sand under this call."
    assert not panel.high.isEnabled()  # the levers do not apply under sand
    qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)
    settle(qtbot, win)
    assert c.session is not None and c.session.match.round_state.call == Call.sand_call()
    qtbot.waitUntil(lambda: c.shown_call is not None)
    assert t.call_label.text() == "Sand · on 1"


def test_a_cpu_leaders_call_is_shown_in_the_panel_before_it_is_made(qtbot: Any) -> None:
    cpu = SimpleDecider(call=Call(ones=1, sixes=6, high=True))
    win = make_window(qtbot, lambda level, seed: cpu)
    win.controller.set_speed("fast")  # paced, so the call is shown for a moment
    previews: list[tuple[int, object]] = []
    win.controller.call_previewed.connect(lambda seat, call: previews.append((seat, call)))
    start(win, "basic", [6, 3, 5, 4, 4, 4], first_leader=1)
    c = win.controller
    # The pauses before the call (the draw, the CPU's thinking) are served at once, as the
    # skip-ahead key does; the call's own pause below is waited out on its timer.
    for _ in range(20):
        if previews:
            break
        assert c.skip_ahead()
    t = win.table
    assert previews == [(1, Call(ones=1, sixes=6, high=True))]
    assert t.call_panel.isVisible()
    assert not t.call_panel.call_button.isVisible()  # read-only for a CPU's call
    assert t.call_panel.value_label.text() == "6·3·5 is worth 14 under this call."
    assert not t.call_action.isEnabled()
    assert c.busy  # the call is still to be made, when its pause ends
    # Its pause is already on the timer; what follows the call needs no looking at.
    c.set_speed("instant")
    settle(qtbot, win)
    assert not t.call_panel.isVisible()
    assert t.call_label.text() == "Ones 1 · sixes 6 · High · on 1"


@pytest.mark.parametrize(("preset", "three"), [("basic", False), ("pub", True)])
def test_turning_sixes_is_offered_exactly_when_legal(qtbot: Any, preset: str, three: bool) -> None:
    win = make_window(qtbot)
    start(win, preset, [6, 6, 6, 3, 2, 2, 2, 4, 4, 4])
    settle(qtbot, win)
    t, c = win.table, win.controller
    assert not t.turn_sixes_button.isVisible()  # nothing thrown yet
    key(qtbot, win, Qt.Key.Key_Space)  # 6·6·6
    settle(qtbot, win)
    assert t.turn_sixes_button.isVisible() and t.turn_sixes_action.isEnabled()
    assert ("three" in t.turn_sixes_button.text()) is three
    assert t.turn_sixes_action in win.game_menu.actions()
    key(qtbot, win, Qt.Key.Key_T)
    settle(qtbot, win)
    assert not t.turn_sixes_button.isVisible()
    assert not t.stop_action.isEnabled()  # R21: the next action must be a throw
    dice = t.dice
    if three:  # R22: the two lowest become held ones, the third is thrown again
        assert c.shown_faces == (1, 1, 6)
        assert [d.turned for d in dice] == [True, True, False]
    else:  # R21: the lowest six becomes a one, the next goes into the cup
        assert c.shown_faces == (1, 6, 6)
        assert [d.turned for d in dice] == [True, False, False]
    assert dice[0].final and "turned six" in dice[0].accessibleDescription()
    # A final-held die cannot be released, by key or by click (R4).
    key(qtbot, win, Qt.Key.Key_1)
    qtbot.mouseClick(dice[0], Qt.MouseButton.LeftButton)
    assert 0 in c.held and not dice[0].interactive
    key(qtbot, win, Qt.Key.Key_Space)
    settle(qtbot, win)
    assert c.shown_faces is not None and c.shown_faces[0] == 1
    assert dice[0].final


def test_final_held_dice_look_and_behave_final(qtbot: Any) -> None:
    win = make_window(qtbot)
    start(win, "basic", [1, 4, 2, 3, 5, 2])
    settle(qtbot, win)
    t, c = win.table, win.controller
    key(qtbot, win, Qt.Key.Key_Space)
    settle(qtbot, win)
    key(qtbot, win, Qt.Key.Key_1)  # hold the one: still free to change until the throw
    assert c.held == {0} and not t.dice[0].final
    key(qtbot, win, Qt.Key.Key_1)
    assert c.held == frozenset()
    key(qtbot, win, Qt.Key.Key_1)
    key(qtbot, win, Qt.Key.Key_Space)  # the throw makes the hold final (R4)
    settle(qtbot, win)
    assert t.dice[0].final and t.dice[0].held and not t.dice[0].interactive
    assert "held for good" in t.dice[0].accessibleDescription()
    assert not t.hold_actions[0].isEnabled()
    key(qtbot, win, Qt.Key.Key_1)
    assert 0 in c.held


@dataclass(frozen=True)
class _Option:
    action: object
    p_avoid_loss: float


@dataclass(frozen=True)
class _Hint:
    options: tuple[_Option, ...]


def test_the_hint_covers_the_call(qtbot: Any) -> None:
    """A hint whose best action is a call says so and sets the levers (R7)."""
    store = SettingsStore()
    store.update(reduced_motion=True, cpu_speed="instant")
    advised = Call(ones=1, sixes=6, high=False)
    hint = _Hint((_Option(MakeCall(advised), 0.62),))
    c = GameController(
        cpu_factory=simple_decider_factory, speed="instant", hint_function=lambda match: hint
    )
    win = MainWindow(store, c)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    start(win, "basic", [1, 4, 2, 5, 5, 5], players=(PlayerInfo("Anna"), PlayerInfo("Ben")))
    settle(qtbot, win)
    assert c.throw()
    settle(qtbot, win)
    assert c.stop()
    settle(qtbot, win)
    assert c.call_due()
    win.table.hint_action.trigger()
    text = win.table.hint_label.text()
    assert text == (
        "Hint: call ones count 1, sixes 6, the lowest result is best — 62% chance of"
        " avoiding the loss."
    )
    assert win.table.call_panel.call() == advised
    assert win.table.call_panel.value_label.text() == "1·4·2 is worth 7 under this call."


@pytest.mark.parametrize(
    ("preset", "expected"),
    [
        ("basic", "Chicago! Anna throws three ones at once: nothing beats it."),
        (
            "bavarian",
            "Chicago! Anna throws three ones at once and leaves the game as a winner.",
        ),
    ],
)
def test_a_chicago_is_celebrated(qtbot: Any, preset: str, expected: str) -> None:
    """R20; in bavarian and pub the roller leaves as a winner (R44), and a leader who
    throws one in the handing-out phase still makes the call."""
    win = make_window(qtbot)
    start(
        win,
        preset,
        [1, 1, 1, 2, 3, 4, 5, 5, 5],
        players=(PlayerInfo("Anna"), PlayerInfo("Ben"), PlayerInfo("Cora")),
    )
    settle(qtbot, win)
    t, c = win.table, win.controller
    key(qtbot, win, Qt.Key.Key_Space)
    settle(qtbot, win)
    assert t.banner.isVisible() and t.banner.text().startswith(expected)
    assert c.call_due() and t.call_panel.isVisible()
    key(qtbot, win, Qt.Key.Key_Return)
    settle(qtbot, win)
    assert c.shown_seat == 1 and t.call_label.isVisible()
