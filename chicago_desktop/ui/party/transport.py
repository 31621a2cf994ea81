"""QtNetwork transport for the Dice Round cores, on the window's event loop (never blocking).

:class:`QtHost` serves a :class:`~chicago_desktop.net.HostCore` with a QTcpServer and
:class:`QtClient` connects a :class:`~chicago_desktop.net.ClientCore` with a QTcpSocket.
They only move bytes, exactly as the asyncio transport does for the headless mode; every
rule lives in the cores. A QTimer gives the host its deadlines.
"""

from __future__ import annotations

import time

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from ...net import ClientCore, HostCore

#: A peer that lets this much pile up unread is dropped.
MAX_UNSENT = 8 * 1024 * 1024


class QtHost(QObject):
    """Listen for joined computers while the party is open."""

    changed = Signal()

    def __init__(self, core: HostCore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.core = core
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._accept)
        self._sockets: dict[int, QTcpSocket] = {}
        self._next = 1
        self._timer = QTimer(self)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self._tick)
        core.on_change = self._notify
        #: The CPU levels the AI's builds were started for (a seat handed to the CPU,
        #: R75, changes them).
        self._warmed: tuple[str | None, ...] | None = None
        self._warm_up()
        core.cpu_ready = self._cpu_ready

    def _warm_up(self) -> None:
        """Build the exact tables the party's Hard and Expert seats read between events.

        The host's session plays the CPU seats; a cold table would be built inside its
        first decision (up to about a second in a preset other than classic, seconds for
        an Expert's clearing-phase chances in tschigg) and freeze the host's window. Built
        in steps instead, and the core's CPU seats wait for it (:meth:`_cpu_ready`). Again
        whenever a seat is handed to the CPU (R75): its level may read other tables.
        """
        from ...controller.warm_up import (
            start_coaster_warm_up,
            start_expert_warm_up,
            start_preset_warm_up,
            start_warm_up,
        )
        from ...engine import Rules

        core = self.core
        rules = core.rules
        levels = core.cpu_levels()
        if not isinstance(rules, Rules) or levels == self._warmed:
            return  # Chicago 2–12 (a CPU only throws), or these levels' builds are started
        self._warmed = levels
        if any(level in ("hard", "expert") for level in levels):
            if rules.preset == "classic":
                start_warm_up()
            else:
                start_preset_warm_up(rules, len(levels))
                start_coaster_warm_up(rules, levels)
            start_expert_warm_up(rules, levels)

    def _cpu_ready(self) -> bool:
        """False while the AI's tables a CPU seat reads are built (never blocking): every
        build a decision of these rules waits for, and an Expert's background build once it
        reads it (controller/warm_up.py, ``expert_waits``); never in Chicago 2–12."""
        from ...controller.warm_up import expert_waits, warming_up
        from ...engine import Rules
        from ...two_to_twelve.session import TwelveSession

        rules = self.core.rules
        if not isinstance(rules, Rules):
            return True  # Chicago 2–12: a CPU only throws, it reads no table
        if warming_up(rules):
            return False
        session = self.core.session
        if session is None or isinstance(session, TwelveSession):
            return True  # not started yet (a 2–12 session has 2–12 rules, above)
        return not expert_waits(session.match, session.current_seat, self.core.cpu_levels())

    def _notify(self) -> None:
        # A socket may report its end while the window tears this object down.
        if shiboken6.isValid(self):
            self._warm_up()
            self.changed.emit()

    def listen(self, address: str, port: int = 0) -> int:
        """Listen on ``address``; the port bound, or raise OSError with Qt's reason."""
        if not self._server.listen(QHostAddress(address), port):
            raise OSError(self._server.errorString())
        self._timer.start()
        return int(self._server.serverPort())

    @property
    def port(self) -> int:
        """The port listened on (0 when not listening)."""
        return int(self._server.serverPort()) if self._server.isListening() else 0

    def close(self) -> None:
        """Stop listening and drop every connection (the core hears of none of it now)."""
        self._timer.stop()
        self._server.close()
        self.core.on_change = None
        sockets, self._sockets = list(self._sockets.values()), {}
        for socket in sockets:
            socket.abort()

    def flush(self) -> None:
        """Write what the core wants sent; close what it wants closed."""
        for conn, frame in self.core.take_output():
            socket = self._sockets.get(conn)
            if socket is None:
                continue
            if frame is None:
                self._sockets.pop(conn, None)
                # Hand what is queued (a "stopped", an "over") to the system now: the
                # party's objects may be deleted before the event loop would write it.
                socket.flush()
                socket.disconnectFromHost()
            elif socket.bytesToWrite() > MAX_UNSENT:
                self._sockets.pop(conn, None)
                socket.abort()
                self.core.disconnect(conn, time.monotonic())
            else:
                socket.write(frame)
        if (self.core.finished or self.core.stopped) and self._server.isListening():
            self._server.close()  # the host listens only while the party is open

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            conn = self._next
            self._next += 1
            self._sockets[conn] = socket
            self.core.connect(conn, time.monotonic())
            socket.readyRead.connect(lambda c=conn, s=socket: self._read(c, s))
            socket.disconnected.connect(lambda c=conn, s=socket: self._gone(c, s))

    def _read(self, conn: int, socket: QTcpSocket) -> None:
        if conn not in self._sockets or not shiboken6.isValid(socket):
            return
        data = bytes(socket.readAll().data())
        self.core.receive(conn, data, time.monotonic())
        self.flush()

    def _gone(self, conn: int, socket: QTcpSocket) -> None:
        if not (shiboken6.isValid(self) and shiboken6.isValid(socket)):
            return  # reported while the window tears the party down
        if self._sockets.pop(conn, None) is None and not self._timer.isActive():
            return  # closed by close(): the party is over
        self.core.disconnect(conn, time.monotonic())
        socket.deleteLater()
        self.flush()

    def _tick(self) -> None:
        self.core.tick(time.monotonic())
        self.flush()


class QtClient(QObject):
    """Connect a joined computer's core to the host."""

    changed = Signal()

    def __init__(self, core: ClientCore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.core = core
        self._socket = QTcpSocket(self)
        self._socket.connected.connect(self._connected)
        self._socket.readyRead.connect(self._read)
        self._socket.disconnected.connect(self._lost)
        self._socket.errorOccurred.connect(self._error)
        core.on_update = lambda _index: self._notify()

    def _notify(self) -> None:
        if shiboken6.isValid(self):
            self.changed.emit()

    def connect_to(self, address: str, port: int) -> None:
        """Start connecting; :attr:`changed` tells how it goes."""
        self._socket.connectToHost(address, port)

    def close(self) -> None:
        """Leave the party."""
        self._socket.abort()

    def flush(self) -> None:
        """Send the core's intentions."""
        for frame in self.core.take_output():
            self._socket.write(frame)

    def _connected(self) -> None:
        self.core.hello()
        self.flush()

    def _read(self) -> None:
        self.core.receive(bytes(self._socket.readAll().data()))
        self.flush()
        if self.core.done:
            self._socket.disconnectFromHost()
        self.changed.emit()

    def _lost(self) -> None:
        self.core.connection_lost()
        self.changed.emit()

    def _error(self, _error: QAbstractSocket.SocketError) -> None:
        if not self.core.done:
            self.core.phase = "lost"
            self.core.reason = self._socket.errorString()
            self.changed.emit()
