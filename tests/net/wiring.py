"""Host and joined cores wired together in memory: the tests drive bytes between them."""

from __future__ import annotations

from dataclasses import dataclass, field

from chicago_desktop.net import ClientCore, HostCore


@dataclass
class Wire:
    """A host and its clients, connected without sockets; ``now`` is a fake clock."""

    host: HostCore
    clients: dict[int, ClientCore] = field(default_factory=dict)
    now: float = 0.0
    closed: set[int] = field(default_factory=set)
    raw: dict[int, list[bytes]] = field(default_factory=dict)
    _next: int = 1

    def join(self, client: ClientCore) -> int:
        conn = self._next
        self._next += 1
        self.clients[conn] = client
        self.host.connect(conn, self.now)
        client.hello()
        return conn

    def open_raw(self) -> int:
        """A connection that only sends bytes the test writes; what it gets is in ``raw``."""
        conn = self._next
        self._next += 1
        self.raw[conn] = []
        self.host.connect(conn, self.now)
        return conn

    def drop(self, conn: int) -> None:
        self.host.disconnect(conn, self.now)
        if conn in self.clients:
            self.clients.pop(conn).connection_lost()
        self.closed.add(conn)

    def pump(self, rounds: int = 100_000, *, settle: bool = True) -> None:
        """Move bytes until nobody has anything left to send (or ``rounds`` exchanges)."""
        for _ in range(rounds):
            moved = False
            for conn, client in list(self.clients.items()):
                for sent in client.take_output():
                    moved = True
                    if conn not in self.closed:
                        self.now += 0.005
                        self.host.receive(conn, sent, self.now)
            for conn, frame in self.host.take_output():
                moved = True
                if conn in self.closed:
                    continue
                if frame is None:
                    self.closed.add(conn)
                    self.host.disconnect(conn, self.now)
                    if conn in self.clients:
                        self.clients[conn].connection_lost()
                elif conn in self.clients:
                    self.clients[conn].receive(frame)
                elif conn in self.raw:
                    self.raw[conn].append(frame)
            if not moved:
                return
        if settle:
            raise AssertionError("the party never settled")
