"""Windows and scripted matches for the tests of saving, resuming and statistics.

Anna (human, seat 0) plays Ben (CPU) in a classic match with one throw per turn and two
losses to go out, so every turn is one throw that ends it and the dice are the match:

    R1 Anna leads: Anna 1·1·1 = 300, Ben 2·3·4 = 9     -> Ben takes a loss; Anna leads
    R2 Anna leads: Anna 6·6·6 = 180, Ben 1·1·2 = 202   -> Anna takes a loss; Ben leads
    R3 Ben leads:  Ben 2·2·3 = 7,    Anna 5·5·5 = 15   -> Ben's second loss: Anna wins
"""

from __future__ import annotations

from typing import Any

from chicago_desktop.controller import MatchSettings
from chicago_desktop.engine import ScriptedDice
from chicago_desktop.records import PlayerInfo
from chicago_desktop.ui.main_window import MainWindow

from . import conftest

ANNA = PlayerInfo("Anna")
BEN = PlayerInfo("Ben", "cpu", "hard")
PLAYERS = (ANNA, BEN)
SETTINGS = MatchSettings(PLAYERS, max_throws=1, losses_to_out=2)
WIN_FACES = [1, 1, 1, 2, 3, 4, 6, 6, 6, 1, 1, 2, 2, 2, 3, 5, 5, 5]


def make_window(qtbot: Any) -> MainWindow:
    """A shown window at instant speed with scripted CPUs, saved state loaded."""
    return conftest.make_window(qtbot, started=True)


def settle(qtbot: Any, win: MainWindow) -> None:
    """Wait until a human is to act or the end is shown."""
    c = win.controller
    conftest.wait_until(qtbot, lambda: c.awaiting_human or c.is_over)


def start_win_match(win: MainWindow, extra_faces: list[int] | None = None) -> None:
    """Start the scripted match above (Anna leads the first round)."""
    faces = WIN_FACES + (extra_faces or [])
    win.start_match(SETTINGS, dice=ScriptedDice(faces), first_leader=0)


def play_to_end(qtbot: Any, win: MainWindow) -> None:
    """Anna throws whenever it is her turn until the match is over."""
    c = win.controller
    settle(qtbot, win)
    while not c.is_over:
        assert c.throw()
        settle(qtbot, win)
