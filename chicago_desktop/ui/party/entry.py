"""Where Dice Round enters the window: the home screen's two buttons, the party screens.

Kept here rather than in the main window (whose screens other work changes): the main
window only builds a :class:`PartyEntry`, which adds the host, join and table screens to
its stack on first use and returns home when a party ends. Nothing of the network, the
engine or the screens is imported until a party button is pressed (the first paint).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from ..main_window import MainWindow
    from .drivers import Driver
    from .host_screen import HostScreen
    from .join_screen import JoinScreen
    from .table import PartyTable
    from .transport import QtClient, QtHost
    from .twelve_table import TwelvePartyTable

    AnyTable = PartyTable | TwelvePartyTable


class PartyEntry(QObject):
    """Host a party / Join a party, and the shared table they lead to."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.host_screen: HostScreen | None = None
        self.join_screen: JoinScreen | None = None
        self.table: AnyTable | None = None
        self._server: QtHost | None = None
        self._client: QtClient | None = None
        window.home.host_party_requested.connect(self.show_host)
        window.home.join_party_requested.connect(self.show_join)

    def retranslate_ui(self) -> None:
        """Every party screen that exists, in the current language (the main window asks)."""
        for screen in (self.host_screen, self.join_screen, self.table):
            if screen is not None:
                screen.retranslate_ui()

    def show_host(self) -> HostScreen:
        """The *Host a party* form."""
        if self.host_screen is None:
            from .host_screen import HostScreen

            screen = HostScreen()
            screen.back_requested.connect(self.window.show_home)
            screen.started.connect(self._hosted)
            self.window.stack.addWidget(screen)
            self.host_screen = screen
        self.window.stack.setCurrentWidget(self.host_screen)
        return self.host_screen

    def show_join(self) -> JoinScreen:
        """The *Join a party* form."""
        if self.join_screen is None:
            from .join_screen import JoinScreen

            screen = JoinScreen()
            screen.back_requested.connect(self.window.show_home)
            screen.started.connect(self._joined)
            self.window.stack.addWidget(screen)
            self.join_screen = screen
        self.window.stack.setCurrentWidget(self.join_screen)
        return self.join_screen

    def _table_for(self, driver: Driver) -> AnyTable:
        """The shared table of the party's game: the game's own table, or Chicago 2–12's."""
        from ...net.games import TWELVE_GAME, is_twelve
        from .drivers import HostDriver

        if isinstance(driver, HostDriver):
            twelve = is_twelve(driver.core.rules)
        else:
            rules = driver.core.party.get("rules")
            twelve = isinstance(rules, dict) and rules.get("game") == TWELVE_GAME
        if twelve:
            from .twelve_table import TwelvePartyTable

            twelve_table = TwelvePartyTable(driver)
            twelve_table.announced.connect(self.window.set_status)
            return twelve_table
        from .table import PartyTable

        table = PartyTable(driver, speed=self._speed())
        table.game_table.announced.connect(self.window.set_status)
        store = self.window.store
        table.game_table.set_reduced_motion(bool(store.get("reduced_motion", False)))
        table.game_table.set_show_hints(bool(store.get("show_hints", True)))
        return table

    def _show_table(self, table: AnyTable) -> None:
        if self.table is not None:
            self.window.stack.removeWidget(self.table)
            self.table.deleteLater()
        self.table = table
        table.leave_requested.connect(self.leave)
        self.window.stack.addWidget(table)
        self.window.stack.setCurrentWidget(table)

    def _speed(self) -> str:
        """The pace of other seats' throws: this computer's own CPU speed setting."""
        return str(self.window.store.get("cpu_speed", "normal"))

    def _hosted(self, server: object) -> None:
        from .drivers import HostDriver
        from .transport import QtHost

        assert isinstance(server, QtHost)
        self._server = server
        table = self._table_for(HostDriver(server.core))
        server.changed.connect(table.sync)
        server.changed.connect(server.flush)
        table.hand_to_cpu_requested.connect(self._hand_to_cpu)
        table.end_requested.connect(self._end)
        self._show_table(table)

    def _hand_to_cpu(self, seat: int, level: str) -> None:
        if self._server is not None:
            self._server.core.hand_to_cpu(seat, level)  # R75
            self._server.flush()

    def _end(self) -> None:
        if self._server is not None:
            self._server.core.end_match()  # R75
            self._server.flush()
            if self.table is not None:
                self.table.sync()

    def _joined(self, client: object) -> None:
        from .drivers import ClientDriver
        from .transport import QtClient

        assert isinstance(client, QtClient)
        self._client = client
        table = self._table_for(ClientDriver(client.core, client.flush))
        client.changed.connect(table.sync)
        client.changed.connect(client.flush)
        self._show_table(table)

    def leave(self) -> None:
        """Leave the party (the host: end it) and go home."""
        if self._server is not None:
            if not self._server.core.finished:
                self._server.core.end_match()
                self._server.flush()
            self._server.close()
            self._server = None
            self._drop_screen(self.host_screen)
            self.host_screen = None
        if self._client is not None:
            self._client.close()
            self._client = None
        self.window.show_home()

    def _drop_screen(self, screen: HostScreen | None) -> None:
        """A host screen is for one party: the next party gets a fresh form."""
        if screen is not None:
            screen.stop_announcing()
            self.window.stack.removeWidget(screen)
            screen.deleteLater()
