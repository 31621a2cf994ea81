"""A whole match of every preset (R40) played at the real window, once with the mouse and
once with the keyboard alone, against CPUs that make simple legal moves.

The dice are scripted (a seeded list of faces, the same on every run). At every point where
the person is to act, the scoreboard's standing column is checked against the session's
own snapshot (losses, tally marks or coasters, R41-R45) and the person acts only through
widgets: buttons and the call panel's button, or keys sent to the table.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt

from chicago_desktop.controller import MatchSettings
from chicago_desktop.engine import PRESET_NAMES, CallMade, ScriptedDice
from chicago_desktop.records import PlayerInfo
from chicago_desktop.session import standing_kinds
from chicago_desktop.texts import standing_header
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.models import Column
from tests.tiers import slow

from .test_call_and_sixes import make_window, settle

PLAYERS = (PlayerInfo("Anna"), PlayerInfo("Ben", "cpu", "easy"), PlayerInfo("Cora", "cpu", "hard"))
MAX_STEPS = 4000


def faces(seed: int, count: int = 20000) -> list[int]:
    rng = random.Random(seed)
    return [rng.randint(1, 6) for _ in range(count)]


def check_scoreboard(win: MainWindow) -> None:
    c = win.controller
    assert c.session is not None
    model = win.table.scoreboard_model
    kind = standing_kinds(c.session.rules)[0]
    header = model.headerData(Column.LOSSES, Qt.Orientation.Horizontal)
    assert header == standing_header(kind)
    snap = c.session.snapshot()
    for standing in snap.standings:
        assert c.shown_count(standing.seat, kind) == standing.count(kind)
        assert c.shown_status(standing.seat) is standing.status
    if snap.middle is not None:
        assert c.middle == snap.middle  # the coasters in the middle (R43)
        assert c.coaster_phase is snap.coaster_phase


def act_by_mouse(qtbot: Any, win: MainWindow) -> None:
    t, c = win.table, win.controller
    click = Qt.MouseButton.LeftButton
    if c.call_due():
        assert t.call_panel.isVisible()
        qtbot.mouseClick(t.call_panel.call_button, click)
    elif c.can_turn_sixes():
        assert t.turn_sixes_button.isVisible()
        qtbot.mouseClick(t.turn_sixes_button, click)
    elif c.shown_throws == 0 or not c.can_stop():
        qtbot.mouseClick(t.throw_button, click)
    elif c.shown_throws == 1 and c.can_throw():
        # Hold the first die by clicking it (when it may be held), then throw the rest.
        if t.dice[0].interactive:
            qtbot.mouseClick(t.dice[0], click)
        if c.can_throw():
            qtbot.mouseClick(t.throw_button, click)
        else:
            qtbot.mouseClick(t.stop_button, click)
    else:
        qtbot.mouseClick(t.stop_button, click)


def act_by_keys(qtbot: Any, win: MainWindow) -> None:
    t, c = win.table, win.controller

    def press(k: Qt.Key) -> None:
        qtbot.keyClick(t, k)

    if c.call_due():
        press(Qt.Key.Key_X)  # sixes count 6: the call's levers by key
        press(Qt.Key.Key_Return)
    elif c.can_turn_sixes():
        press(Qt.Key.Key_T)
    elif c.shown_throws == 0 or not c.can_stop():
        press(Qt.Key.Key_Space)
    elif c.shown_throws == 1 and c.can_throw():
        if c.can_toggle(2):
            press(Qt.Key.Key_3)
        press(Qt.Key.Key_Space if c.can_throw() else Qt.Key.Key_Return)
    else:
        press(Qt.Key.Key_Return)


def _by_mouse_and_keys() -> list[Any]:
    """Every preset by mouse and by keys: the everyday run plays each preset once, by
    mouse and by keys in turn; the full run plays the other way too (tests/tiers.py)."""
    return [
        pytest.param(name, by, marks=() if (by == "mouse") == (i % 2 == 0) else (slow,))
        for by in ("mouse", "keys")
        for i, name in enumerate(PRESET_NAMES)
    ]


@pytest.mark.parametrize(("preset", "by"), _by_mouse_and_keys())
def test_a_whole_match_of_every_preset(qtbot: Any, preset: str, by: str) -> None:
    win = make_window(qtbot)
    seed = PRESET_NAMES.index(preset) * 7 + (by == "keys")
    win.start_match(
        MatchSettings(PLAYERS, 3, 2, preset=preset, searches=1),
        dice=ScriptedDice(faces(seed)),
        seed=seed,
    )
    c = win.controller
    act = act_by_mouse if by == "mouse" else act_by_keys
    steps = 0
    while True:
        settle(qtbot, win)
        check_scoreboard(win)
        if c.is_over:
            break
        before = c.session.state_key() if c.session is not None else None
        act(qtbot, win)
        assert c.session is not None
        assert c.session.state_key() != before or c.held, "the person's input did nothing"
        steps += 1
        assert steps < MAX_STEPS
    t = win.table
    assert t.end_panel.isVisible() and not t.play_buttons.isVisible()
    assert c.session is not None and c.session.is_over
    snap = c.session.snapshot()
    if preset == "classic":
        assert snap.winner is not None or snap.draw
        if snap.winner is not None:
            assert t.turn_label.text() == f"{PLAYERS[snap.winner].name} wins the match!"
    else:
        assert snap.loser is not None  # who lost is said (R42, R45)
        assert t.turn_label.text() == f"{PLAYERS[snap.loser].name} loses the match."
    assert not t.call_label.isVisible() and not t.call_panel.isVisible()
    # The end of the match (issue 15): everyone's final place, the figures, Play again.
    end = t.moments.match_end
    assert end.isVisible() and len(end.places()) == len(PLAYERS)
    places = dict((name, place) for place, name in end.places())
    if snap.winner is not None:
        assert places[PLAYERS[snap.winner].name] == 1
        assert end.cheer.text() == f"Congratulations, {PLAYERS[snap.winner].name}!"
    if snap.loser is not None:
        assert places[PLAYERS[snap.loser].name] == max(places.values())
    rounds = len(c.session.match.rounds)
    assert end.summary.text().startswith(f"{rounds} rolling round")
    assert end.rows[0][0].text() == "1."
    assert t.rematch_button.text() == "&Play again" and t.rematch_button.isVisible()
    # The person's own calls went in through the panel: by keys with sixes 6 (X).
    calls = [e for e in c.session.events if isinstance(e, CallMade) and e.seat == 0]
    if c.session.rules.has_call:
        assert calls, "Anna never led a round: choose another seed"
        assert all(e.call.sixes == (6 if by == "keys" else 60) for e in calls)
