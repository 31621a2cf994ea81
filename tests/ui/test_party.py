"""Dice Round in the window over 127.0.0.1: host, join, the shared table, a missing player.

Two main windows in one process — the host's and a joined computer's — talk through the
QtNetwork transport on the loopback interface (the host listens on 127.0.0.1 only).
Discovery is never started here (docs/network.md). Screenshots for docs/screenshots are
written when CHICAGO_SCREENSHOTS names a folder (the table and the missing player by
test_party_table.py, whose dice are seeded).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.party.join_screen import parse_address, refusal_text
from chicago_desktop.ui.party.table import PartyTable
from chicago_desktop.ui.preferences import SettingsStore

WAIT = 15_000


def _shot(widget: Any, name: str) -> None:
    folder = os.environ.get("CHICAGO_SCREENSHOTS")
    if folder:
        widget.grab().save(str(Path(folder) / name))


@pytest.fixture
def windows(qtbot: Any) -> tuple[MainWindow, MainWindow]:
    store = SettingsStore()
    store.update(reduced_motion=True, cpu_speed="instant")
    host, joined = MainWindow(store), MainWindow(store)
    for w in (host, joined):
        qtbot.addWidget(w)
        w.resize(900, 760)
        w.show()
    return host, joined


def _act(table: PartyTable) -> bool:
    """Press what this computer's person may press now: Continue, Stop, the call, Throw.

    The buttons are the game's own table's (R72): a party plays on the same views.
    """
    screen = table.game_table
    for button in (
        table.continue_button,
        screen.stop_button,
        screen.call_panel.call_button,
        screen.throw_button,
    ):
        if button.isVisible() and button.isEnabled():
            button.click()
            return True
    return False


def test_a_party_hosted_and_joined_through_the_window(
    qtbot: Any, windows: tuple[MainWindow, MainWindow]
) -> None:
    host_win, join_win = windows
    host_win.home.host_party_button.click()
    host = host_win.party.host_screen
    assert host is not None and host_win.stack.currentWidget() is host
    host.address.setCurrentIndex(host.address.findData("127.0.0.1"))
    host.seat_names[0].setText("Anna")
    assert host.open_party()
    server = host.server
    assert server is not None and server.port > 0
    assert server.core.code in host.code_label.text()
    assert "127.0.0.1" in host.code_label.text()
    assert not host.start_button.isEnabled()  # a seat is still free (R71)

    join_win.home.join_party_button.click()
    join = join_win.party.join_screen
    assert join is not None
    join.address.setText(f"127.0.0.1:{server.port}")
    join.code.setText(server.core.code.lower())
    join.name.setText("Bo")
    assert join.join()
    qtbot.waitUntil(join.settings.isVisible, timeout=WAIT)
    # Before the start, the host's settings are shown read-only on the joined computer (R71).
    assert join.settings.game.currentText() == "Classic"
    assert not join.settings.game.isEnabled() and not join.settings.losses.isEnabled()
    assert "Bo" in join.settings.seats.item(1).text()
    qtbot.waitUntil(host.start_button.isEnabled, timeout=WAIT)
    _shot(host, "party-host.png")
    _shot(join, "party-join.png")

    host.start_button.click()
    qtbot.waitUntil(lambda: join_win.party.table is not None, timeout=WAIT)
    host_table, join_table = host_win.party.table, join_win.party.table
    assert isinstance(host_table, PartyTable) and isinstance(join_table, PartyTable)
    client = join_win.party._client
    assert client is not None

    # Both computers act through their tables until a few rounds have been played.
    def progress() -> tuple[object, ...]:
        assert server.core.session is not None and client.core.session is not None
        return (
            len(server.core.session.match.actions),
            server.core.waiting,
            len(client.core.session.match.actions),
            client.core.waiting,
        )

    for _step in range(400):
        if server.core.finished or len(server.core.session.match.rounds) >= 2:  # type: ignore[union-attr]
            break
        before = progress()
        if _act(join_table) or _act(host_table):
            # Each press is answered before the next: the host applies it, the copy follows.
            qtbot.waitUntil(lambda b=before: progress() != b, timeout=WAIT)
            qtbot.waitUntil(lambda: progress()[0] == progress()[2], timeout=WAIT)
        else:
            qtbot.wait(10)
    session = server.core.session
    assert session is not None and len(session.match.actions) > 0
    assert client.core.session is not None
    assert client.core.session.match.actions == session.match.actions
    assert client.core.divergences == 0
    join_table.refresh()

    # The joined computer drops out: the host sees who is missing (R75) and hands the
    # seat to a CPU; the match goes on to its end at the host.
    client.close()
    qtbot.waitUntil(lambda: not server.core.present()[1], timeout=WAIT)
    host_table.refresh()
    assert host_table.missing_box.isVisible()
    assert "Bo" in host_table.missing_label.text()
    assert host_table.hand_button.isVisible()
    host_table.hand_button.click()
    for _step in range(600):
        if server.core.finished:
            break
        if _act(host_table):
            host_table.refresh()
        else:
            qtbot.wait(5)
    assert server.core.finished
    assert "Played by the CPU: Bo" in host_table.status_label.text()


def test_the_host_resumes_its_last_party_and_the_joined_computer_takes_its_seat_back(
    qtbot: Any, windows: tuple[MainWindow, MainWindow]
) -> None:
    host_win, join_win = windows
    host = host_win.party.show_host()
    assert not host.resume_button.isVisible()  # nothing to resume yet
    host.address.setCurrentIndex(host.address.findData("127.0.0.1"))
    for row, kind in enumerate(("remote", "cpu", "", "", "", "")):
        host.seat_kinds[row].setCurrentIndex(host.seat_kinds[row].findData(kind))
    assert host.open_party() and host.server is not None
    join = join_win.party.show_join()
    join.address.setText(f"127.0.0.1:{host.server.port}")
    join.code.setText(host.server.core.code)
    join.name.setText("Bo")
    assert join.join()
    qtbot.waitUntil(host.start_button.isEnabled, timeout=WAIT)
    host.start_button.click()
    qtbot.waitUntil(lambda: join_win.party.table is not None, timeout=WAIT)
    join_table = join_win.party.table
    assert isinstance(join_table, PartyTable)
    for _step in range(3):  # a few of Bo's presses, then the host leaves
        qtbot.waitUntil(lambda: _act(join_table), timeout=WAIT)
        qtbot.wait(50)
    before = host_win.party._server.core.record_json()  # type: ignore[union-attr]
    assert before is not None
    host_table = host_win.party.table
    assert host_table is not None
    host_table.leave_button.click()  # the host ends the party: it stops everywhere (R75)
    qtbot.waitUntil(lambda: join.client is None or join.client.core.done, timeout=WAIT)
    qtbot.waitUntil(
        lambda: "The host ended the match." in join_table.status_label.text(), timeout=WAIT
    )
    assert not join_table.game_table.throw_button.isEnabled()  # nothing more to send

    again = host_win.party.show_host()
    assert again is not host and again.resume_button.isVisible()
    again.address.setCurrentIndex(again.address.findData("127.0.0.1"))
    assert again.resume_party()
    server = again.server
    assert server is not None and server.core.present() == [False, True]
    resumed = host_win.party.table
    assert resumed is not None and resumed.missing_box.isVisible()
    join = join_win.party.show_join()
    join.address.setText(f"127.0.0.1:{server.port}")
    join.code.setText(server.core.code)
    assert join.token is not None and join.join()
    qtbot.waitUntil(lambda: server.core.present() == [True, True], timeout=WAIT)
    qtbot.waitUntil(lambda: join_win.party.table is not join_table, timeout=WAIT)
    session = server.core.session
    assert session is not None
    done = len(before["actions"])  # type: ignore[arg-type]
    assert len(session.match.actions) >= done
    client = join_win.party._client
    assert client is not None and client.core.session is not None
    qtbot.waitUntil(
        lambda: (
            client.core.session is not None
            and client.core.session.match.actions == session.match.actions
        ),
        timeout=WAIT,
    )


def test_a_wrong_code_is_refused_in_the_joined_window(
    qtbot: Any, windows: tuple[MainWindow, MainWindow]
) -> None:
    host_win, join_win = windows
    host = host_win.party.show_host()
    host.address.setCurrentIndex(host.address.findData("127.0.0.1"))
    assert host.open_party()
    assert host.server is not None
    join = join_win.party.show_join()
    join.address.setText(f"127.0.0.1:{host.server.port}")
    join.code.setText("WRONG9")
    join.name.setText("Eve")
    assert join.join()
    qtbot.waitUntil(lambda: join.status.text() == refusal_text("code"), timeout=WAIT)
    assert join.join_button.isEnabled()
    assert host.server.core.session is None


def test_typed_addresses_are_checked_before_anything_is_sent() -> None:
    assert parse_address("192.168.1.20:5000") == ("192.168.1.20", 5000)
    assert parse_address("[::1]:80") == ("::1", 80)
    for bad in ("192.168.1.20", ":5000", "host:0", "host:70000", "host:port"):
        assert parse_address(bad) is None


def test_refused_actions_are_worded_here_with_their_rule() -> None:
    from chicago_desktop.ui.party.words import rejection_text

    assert rejection_text("not_your_turn", "R8", "seat 1 may not act") == (
        "It is not that seat's turn. (R8)"
    )
    assert (
        rejection_text("host_throws", "R73", "x") == "Only the host's game throws the dice. (R73)"
    )
    assert rejection_text("future_code", "", "as the host said") == "as the host said"
