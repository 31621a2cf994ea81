"""The asyncio transport: the headless host and joined computers, the tests and the soak.

Only bytes move here; :class:`~.host.HostCore` and :class:`~.client.ClientCore` decide.
Each connection has its own reading task, so a slow or silent peer never holds up the
others; a peer that does not read what it is sent (its write buffer grows past a limit)
is closed. A ticker task gives the host its deadlines (hello, frame, automatic Continue).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import Final

from .client import ClientCore
from .host import HostCore

READ_CHUNK: Final = 4096
TICK_SECONDS: Final = 0.1
#: How long a refused connection stays open after its half-close (``_close_after_sent``).
LINGER_SECONDS: Final = 1.0
#: A peer that lets this much pile up unread is dropped (a whole state fits well below).
MAX_UNSENT: Final = 8 * 1024 * 1024


class AsyncHost:
    """Serve a :class:`HostCore` on ``address:port`` while its party is open."""

    def __init__(self, core: HostCore, address: str, port: int = 0) -> None:
        self.core = core
        self.address = address
        self.port = port
        self._server: asyncio.Server | None = None
        self._writers: dict[int, asyncio.StreamWriter] = {}
        self._lingering: set[asyncio.StreamWriter] = set()  # half-closed, closed soon
        self._next = 1
        self._ticker: asyncio.Task[None] | None = None
        self._done = asyncio.Event()

    async def start(self) -> int:
        """Listen; the port actually bound (0 asks the system for a free one)."""
        self._server = await asyncio.start_server(self._serve, self.address, self.port)
        self.port = int(self._server.sockets[0].getsockname()[1])
        self._ticker = asyncio.create_task(self._tick())
        return self.port

    async def wait_closed(self, timeout: float | None = None) -> bool:
        """Wait until the match is over or stopped; False on timeout."""
        try:
            await asyncio.wait_for(self._done.wait(), timeout)
        except TimeoutError:
            return False
        return True

    async def close(self) -> None:
        """Stop listening and close every connection (the party is no longer open)."""
        if self._ticker is not None:
            self._ticker.cancel()
        if self._server is not None:
            self._server.close()
        for writer in [*self._writers.values(), *self._lingering]:
            writer.close()
        self._writers.clear()
        self._lingering.clear()
        if self._server is not None:
            with contextlib.suppress(Exception):
                await self._server.wait_closed()

    def flush(self) -> None:
        """Write out what the core wants sent; close what it wants closed."""
        for conn, frame in self.core.take_output():
            writer = self._writers.get(conn)
            if writer is None:
                continue
            if frame is None:
                self._writers.pop(conn, None)
                self._close_after_sent(writer)
                continue
            if writer.transport.get_write_buffer_size() > MAX_UNSENT:
                self._writers.pop(conn, None)
                writer.transport.abort()
                self.core.disconnect(conn, time.monotonic())
                continue
            writer.write(frame)
        if self.core.finished or self.core.stopped:
            if self._server is not None and self._server.is_serving():
                self._server.close()  # the host listens only while the party is open
            if not self._writers:
                self._done.set()

    def _close_after_sent(self, writer: asyncio.StreamWriter) -> None:
        """Close a connection the host refuses only after what was written has gone: first
        a half-close (the peer reads the error frame, then the end), the socket itself a
        moment later (or when the host closes). Closing a socket whose peer is still
        sending (a frame dripping in) makes the system answer with a reset, which throws
        away the error frame the peer had not yet read, so it would never learn why."""
        with contextlib.suppress(OSError, RuntimeError):
            writer.write_eof()
        self._lingering.add(writer)

        def close() -> None:
            self._lingering.discard(writer)
            writer.close()

        asyncio.get_running_loop().call_later(LINGER_SECONDS, close)

    async def _tick(self) -> None:
        while True:
            await asyncio.sleep(TICK_SECONDS)
            self.core.tick(time.monotonic())
            self.flush()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = self._next
        self._next += 1
        if self.core.finished or self.core.stopped:
            writer.close()
            return
        self._writers[conn] = writer
        self.core.connect(conn, time.monotonic())
        try:
            while conn in self._writers:
                data = await reader.read(READ_CHUNK)
                if not data:
                    break
                self.core.receive(conn, data, time.monotonic())
                self.flush()
        except (ConnectionError, OSError):
            pass
        finally:
            if self._writers.pop(conn, None) is not None:
                writer.close()
            self.core.disconnect(conn, time.monotonic())
            self.flush()


async def run_client(
    core: ClientCore, address: str, port: int, *, timeout: float = 600.0, think: float = 0.0
) -> ClientCore:
    """Join, play until the end (or a refusal, a stop, a lost host); the core tells which.

    ``think`` seconds pass before each batch of intentions is sent (a bot that takes its
    time, so a person can follow the match, or a test can stop a process mid-turn).
    """
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(address, port), 10.0)
    except (OSError, TimeoutError) as exc:
        core.phase = "lost"
        core.reason = f"cannot reach {address}:{port}: {getattr(exc, 'strerror', None) or exc}"
        return core
    core.hello()
    deadline = time.monotonic() + timeout
    try:
        while not core.done:
            frames = core.take_output()
            if frames and think > 0:
                await asyncio.sleep(think)
            for frame in frames:
                writer.write(frame)
            await writer.drain()
            left = deadline - time.monotonic()
            if left <= 0:
                core.phase = "lost"
                core.reason = "the match took too long"
                break
            try:
                data = await asyncio.wait_for(reader.read(65536), left)
            except TimeoutError:
                continue
            if not data:
                core.connection_lost()
                break
            core.receive(data)
        for frame in core.take_output():
            writer.write(frame)
    except (ConnectionError, OSError):
        core.connection_lost()
    finally:
        writer.close()
        with contextlib.suppress(Exception):
            await writer.wait_closed()
    return core
