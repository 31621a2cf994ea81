"""Resume, Export and Open for every preset (issue 14 item 5): the autosave of a match of
any preset is offered and restored exactly, with the call panel open again when the call
was due (R7), and an exported record opens to the same state."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog

from chicago_desktop.controller import GameController, MatchSettings
from chicago_desktop.engine import CallMade, ScriptedDice
from chicago_desktop.records import PlayerInfo
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.preferences import SettingsStore

from ..legal_moves import simple_decider_factory
from .conftest import wait_until
from .test_every_preset import faces

PLAYERS = (PlayerInfo("Anna"), PlayerInfo("Ben", "cpu", "easy"), PlayerInfo("Cora", "cpu", "easy"))


def window(qtbot: Any) -> MainWindow:
    store = SettingsStore()
    store.update(reduced_motion=True, cpu_speed="instant")
    win = MainWindow(store, GameController(cpu_factory=simple_decider_factory, speed="instant"))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.finish_start()
    return win


def settle(qtbot: Any, win: MainWindow) -> None:
    c = win.controller
    wait_until(qtbot, lambda: c.awaiting_human or c.is_over)


@pytest.mark.parametrize("preset", ["basic", "bavarian", "tschigg", "pub"])
def test_resume_export_and_open_a_match_of_every_preset(
    qtbot: Any, preset: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = window(qtbot)
    first.start_match(
        MatchSettings(PLAYERS, preset=preset), dice=ScriptedDice(faces(3)), first_leader=0
    )
    c = first.controller
    settle(qtbot, first)
    assert c.throw()  # Anna leads: one throw, then stop
    settle(qtbot, first)
    if c.can_turn_sixes():
        assert c.turn_sixes() and c.throw()
        settle(qtbot, first)
    if c.can_stop():
        assert c.stop()
        settle(qtbot, first)
    called = c.session is not None and c.session.rules.has_call
    assert c.call_due() is called  # the leader owes the call (R7)
    key = c.session.state_key()[0] if c.session is not None else None
    log = first.table.log_model.texts()
    first.show_home()

    second = window(qtbot)
    assert second.home.resume.isVisible()
    second.home.resume.button.click()
    assert second.current_screen() == "table"
    c2 = second.controller
    assert c2.session is not None and c2.session.rules.preset == preset
    assert c2.session.state_key()[0] == key
    assert second.table.log_model.texts() == log
    assert second.table.call_panel.isVisible() is called
    assert c2.call_due() is called

    exported = tmp_path / f"{preset}.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(exported), ""))
    second.saved.export_record_action.trigger()
    assert exported.exists()
    third = window(qtbot)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(exported), ""))
    third.saved.open_record_action.trigger()
    # The resumed match is still the saved one: opening an unfinished record asks (D16).
    assert third.unfinished.box is not None and third.unfinished.box.isVisible()
    assert third.unfinished.discard_button is not None
    third.unfinished.discard_button.click()
    c3 = third.controller
    assert c3.session is not None and c3.session.state_key()[0] == key
    if called:  # play on from the opened record: the call, then the CPUs answer
        assert third.table.call_panel.isVisible()
        third.table.call_panel.make_call()
        settle(qtbot, third)
        assert any(isinstance(e, CallMade) and e.seat == 0 for e in c3.session.events)
