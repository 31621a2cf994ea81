"""A monkey: thousands of seeded random clicks and keys over every screen and dialog.

Any exception raised in a slot or an event handler fails the test (pytest-qt captures
them). The run is bounded by a count of events, never by the clock, so it does the same
work on a fast and a slow machine, and it is seeded, so a failure can be replayed exactly.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QLineEdit,
    QWidget,
)

from chicago_desktop.ai import warm_up
from chicago_desktop.controller import GameController
from chicago_desktop.ui.dice import DieWidget
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.preferences import SettingsStore
from tests.tiers import first_then_slow

KEYS = [
    Qt.Key.Key_Space,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_1,
    Qt.Key.Key_2,
    Qt.Key.Key_3,
    Qt.Key.Key_H,
    Qt.Key.Key_N,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Backtab,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Backspace,
    Qt.Key.Key_A,
    Qt.Key.Key_F1,
]
#: Events per seed: enough for every screen and dialog, a few seconds on a slow machine.
EVENTS = 800
TARGETS = (QAbstractButton, QComboBox, QLineEdit, QAbstractItemView, DieWidget)


def _targets() -> list[QWidget]:
    """Every visible, enabled widget of the TARGETS kinds, kind by kind in each visible
    window, in the order (and with the repeats) that ``findChildren(kind)`` per kind gives:
    one walk over a window's widgets is filtered per kind instead of walking it per kind."""
    out: list[QWidget] = []
    for top in QApplication.topLevelWidgets():
        if not top.isVisible():
            continue
        live = [w for w in top.findChildren(QWidget) if w.isVisible() and w.isEnabled()]
        for kind in TARGETS:
            out.extend(w for w in live if isinstance(w, kind))
    return out


class _QuietAnnouncer:
    """Stands in for :class:`chicago_desktop.net.discovery.Announcer`: no network."""

    def __init__(self, label: str, address: str, port: int, party: object) -> None:
        self.label = label

    def start(self) -> None:
        pass

    def stop(self) -> None:
        pass


def _alive(w: QWidget) -> bool:
    try:
        return w.isVisible() and w.isEnabled()
    except RuntimeError:  # deleted since the list was made
        return False


@pytest.mark.parametrize("seed", first_then_slow([1, 2, 3]))
def test_monkey(qtbot: Any, monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    rng = random.Random(seed)
    monkeypatch.setattr("secrets.randbits", rng.getrandbits)  # the match seeds
    # "Let other computers find this party" would announce on the real network
    # (docs/network.md: the tests never start multicast traffic).
    monkeypatch.setattr("chicago_desktop.ui.party.host_screen.Announcer", _QuietAnnouncer)
    warm_up()  # the tables, as the window builds them after its first paint
    store = SettingsStore()
    store.update(reduced_motion=True, cpu_speed="instant")
    win = MainWindow(store, GameController(speed="instant"))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    # Quit ends the run; the record file dialogs are modal and would browse the real disk.
    skipped = (
        win.quit_action,
        win.saved.open_record_action,
        win.saved.export_record_action,
        win.replay.action,  # File → Replay a record… asks for a file the same way
    )
    menu_actions = [a for a in win.actions() if a not in skipped]
    menu_actions += win.table.actions()
    screens_seen: set[str] = set()
    clicks = keys = 0
    targets: list[QWidget] = []
    for i in range(EVENTS):
        screens_seen.add(win.current_screen())
        if i % 8 == 0:
            targets = _targets()
        roll = rng.random()
        if roll < 0.5:
            live = [w for w in targets if _alive(w)]
            if live:
                w = rng.choice(live)
                pos = QPoint(rng.randrange(max(1, w.width())), rng.randrange(max(1, w.height())))
                qtbot.mouseClick(w, Qt.MouseButton.LeftButton, pos=pos)
                clicks += 1
        elif roll < 0.9:
            focus = QApplication.focusWidget()
            receiver = focus if focus is not None and focus.isVisible() else win
            qtbot.keyClick(receiver, rng.choice(KEYS))
            keys += 1
        elif roll < 0.97:
            action = rng.choice(menu_actions)
            if action.isEnabled():
                action.trigger()
        else:
            # Now and then start a match directly, so the table gets plenty of play.
            win.show_setup()
            win.setup_screen.start()
        if i % 25 == 0:
            QApplication.processEvents()
        if not win.isVisible():
            win.show()
    print(f"monkey {seed}: {i + 1} events, {clicks} clicks, {keys} keys, screens {screens_seen}")
    assert clicks > 100 and keys > 100
    assert {"home", "setup", "table"} <= screens_seen
    c = win.controller
    if c.match is not None and not c.is_over:
        assert c.busy or c.awaiting_human  # the table is never stuck
    for top in QApplication.topLevelWidgets():
        if top is not win and top.isVisible():
            top.close()
