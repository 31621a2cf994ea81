"""Chicago 2–12 at a Dice Round party in the window (R60, R61, R70–R75).

The table's logic runs over the in-memory wire (tests/net/wiring.py); the host and join
screens run over 127.0.0.1 between two main windows, as in test_party.py.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from chicago_desktop.engine import RandomDice
from chicago_desktop.net import ClientCore, HostCore, parse_seats_spec
from chicago_desktop.two_to_twelve import Rules
from chicago_desktop.two_to_twelve.records import outcome_json
from chicago_desktop.two_to_twelve.session import TwelveSession
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.party.drivers import ClientDriver
from chicago_desktop.ui.party.host_screen import TWELVE
from chicago_desktop.ui.party.twelve_table import TwelvePartyTable
from chicago_desktop.ui.preferences import SettingsStore
from chicago_desktop.ui.score_sheet_2_12 import SCORE_ROLE
from tests.net.wiring import Wire

WAIT = 15_000


def _tables(qtbot: Any, rules: Rules) -> tuple[Wire, list[TwelvePartyTable]]:
    host = HostCore(rules, parse_seats_spec("remote,remote"), "TWL234", seed=4, dice=RandomDice(4))
    wire = Wire(host)
    tables = []
    for name in ("Anna", "Bo"):
        core = ClientCore(name, "TWL234")
        wire.join(core)
        table = TwelvePartyTable(ClientDriver(core, wire.pump))
        core.on_update = lambda _index, t=table: t.sync()
        qtbot.addWidget(table)
        table.show()
        tables.append(table)
    wire.pump()
    return wire, tables


def test_each_computer_throws_only_for_its_own_seat_and_the_sheets_agree(qtbot: Any) -> None:
    wire, (anna, bo) = _tables(qtbot, Rules())
    session = wire.host.session
    assert isinstance(session, TwelveSession)
    assert anna.throw_button.isEnabled() and not bo.throw_button.isEnabled()  # R72
    assert anna.turn_label.text() == "Anna, your throw"
    assert bo.turn_label.text() == "Waiting for Anna"
    assert "target 2" in bo.target_label.text() and "3%" in bo.target_label.text()  # 1/36
    assert anna.sheet_model.columnCount() == 12  # eleven targets and the total
    anna.throw_button.click()  # an intention: the host throws (R73)
    assert len(session.match.actions) == 1
    faces = session.match.actions[0].faces
    assert faces is not None
    for table in (anna, bo):
        assert [d.face for d in table.dice[:2]] == list(faces)
        assert not table.dice[2].isVisible()  # two dice (R60)
        score = table.sheet_model.index(0, 0).data(SCORE_ROLE)
        assert score == (2 if sum(faces) == 2 else 0)
    assert bo.throw_button.isEnabled() and not anna.throw_button.isEnabled()
    bo.throw_button.click()
    assert wire.host.waiting == 2  # the round stays until anyone's Continue (R74)
    for table in (anna, bo):
        assert table.continue_button.isVisible() and not table.throw_button.isEnabled()
        assert "Round 1 (target 2)" in table.last_label.text()
    bo.continue_button.click()
    assert wire.host.waiting is None and anna.throw_button.isEnabled()
    assert "target 3" in anna.target_label.text()

    # To the end, with the buttons only.
    for _step in range(200):
        if wire.host.finished:
            break
        for table in (anna, bo):
            for button in (table.continue_button, table.throw_button):
                if button.isVisible() and button.isEnabled():
                    button.click()
    assert wire.host.finished
    want = outcome_json(session.match)
    for table in (anna, bo):
        copy = table.driver.session
        assert isinstance(copy, TwelveSession) and copy.outcome_json() == want
        assert table.turn_label.text().endswith("wins the game!")
        total = table.sheet_model.total_column
        assert [table.sheet_model.index(r, total).data(SCORE_ROLE) for r in range(2)] == [
            s["total"] for s in want["standings"]
        ]


def test_the_host_screen_offers_chicago_2_12_and_its_variations_read_only_elsewhere(
    qtbot: Any,
) -> None:
    store = SettingsStore()
    store.update(reduced_motion=True, cpu_speed="instant")
    host_win, join_win = MainWindow(store), MainWindow(store)
    for w in (host_win, join_win):
        qtbot.addWidget(w)
        w.resize(900, 760)
        w.show()
    host = host_win.party.show_host()
    host.address.setCurrentIndex(host.address.findData("127.0.0.1"))
    host.game.setCurrentIndex(host.game.findData(TWELVE))
    assert host.game.currentText() == "Chicago 2–12"
    assert not host.max_throws.isVisible() and host.three_dice.isVisible()
    host.teams.setChecked(True)
    host.elimination.setChecked(True)
    assert not host.open_party()  # R61: never Teams with Elimination
    assert "Teams and Elimination" in host.error_label.text()
    host.teams.setChecked(False)
    host.reverse.setChecked(True)
    for row, kind in enumerate(("local", "remote", "cpu", "", "", "")):
        host.seat_kinds[row].setCurrentIndex(host.seat_kinds[row].findData(kind))
    host.seat_names[0].setText("Anna")
    assert host.open_party() and host.server is not None
    join = join_win.party.show_join()
    join.address.setText(f"127.0.0.1:{host.server.port}")
    join.code.setText(host.server.core.code)
    join.name.setText("Bo")
    assert join.join()
    qtbot.waitUntil(join.settings.isVisible, timeout=WAIT)
    assert join.settings.game.currentText() == "Chicago 2–12"
    assert join.settings.variations.currentText() == "Reverse · Elimination"
    assert not join.settings.variations.isEnabled()  # R71: read-only
    assert not join.settings.max_throws.isVisible()
    qtbot.waitUntil(host.start_button.isEnabled, timeout=WAIT)
    host.start_button.click()
    qtbot.waitUntil(lambda: join_win.party.table is not None, timeout=WAIT)
    host_table, join_table = host_win.party.table, join_win.party.table
    assert isinstance(host_table, TwelvePartyTable) and isinstance(join_table, TwelvePartyTable)
    assert "target 12" in host_table.target_label.text()  # Reverse (R61)
    assert host_table.throw_button.isEnabled()  # Anna, at the host, throws first
    assert join_table.turn_label.text() == "Waiting for Anna"
    host_table.throw_button.click()
    qtbot.waitUntil(join_table.throw_button.isEnabled, timeout=WAIT)
    folder = os.environ.get("CHICAGO_SCREENSHOTS")
    if folder:
        join_win.grab().save(str(Path(folder) / "party-table-2-12.png"))
    join_table.throw_button.click()
    session = host_win.party._server.core.session  # type: ignore[union-attr]
    assert session is not None
    qtbot.waitUntil(lambda: len(session.match.actions) == 3, timeout=WAIT)  # the CPU threw
    qtbot.waitUntil(join_table.continue_button.isVisible, timeout=WAIT)


def test_a_language_switch_reaches_the_party_screens(qtbot: Any) -> None:
    from chicago_desktop import i18n

    window = MainWindow(SettingsStore())
    qtbot.addWidget(window)
    host = window.party.show_host()
    join = window.party.show_join()
    try:
        i18n.set_language("de")
        window.retranslate_ui()
        assert host.heading.text() == i18n._("Host a party") != "Host a party"
        assert join.heading.text() == i18n._("Join a party")
    finally:
        i18n.set_language("en")
        window.retranslate_ui()
    assert host.heading.text() == "Host a party"
