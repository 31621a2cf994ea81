"""The asyncio transport on 127.0.0.1: real sockets, a port chosen by the system.

Bad peers — garbage bytes, an oversized frame, a client sending one byte at a time too
slowly, one that never says hello — are closed while two joined bots wait in the party
undisturbed; then the third joins and the match is played to the end.
"""

from __future__ import annotations

import asyncio

from chicago_desktop.engine import preset
from chicago_desktop.net import ClientCore, HostCore, Limits, parse_seats_spec
from chicago_desktop.net.aio import AsyncHost, run_client
from chicago_desktop.net.protocol import MAX_CLIENT_FRAME
from chicago_desktop.records import outcome_json, parse_record, replay_record


async def _closed_by_host(reader: asyncio.StreamReader) -> bytes:
    """What the host sent before closing this connection (bounded wait)."""
    got = b""
    try:
        while chunk := await asyncio.wait_for(reader.read(65536), 5.0):
            got += chunk
    except TimeoutError:
        return b"not closed"
    return got


async def _bad_peer(port: int, payload: bytes, *, drip: float = 0.0) -> bytes:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    reading = asyncio.create_task(_closed_by_host(reader))
    try:
        if drip:
            for byte in payload:
                if reading.done():
                    break  # the host has closed this connection
                writer.write(bytes([byte]))
                await writer.drain()
                await asyncio.sleep(drip)
        else:
            writer.write(payload)
            await writer.drain()
    except ConnectionError:
        pass
    try:
        return await reading
    except ConnectionError:
        return b"reset"
    finally:
        writer.close()


def test_bad_peers_are_closed_without_disturbing_the_party() -> None:
    async def party() -> None:
        # The silent peer waits the hello deadline out, so it sets how long this test takes
        # (the worker idles meanwhile): 1 s, ten ticks of the host (aio.TICK_SECONDS) and
        # still hundreds of times what a good computer's hello takes on a loaded machine
        # (it is sent at once, on loopback). The dripping one (a byte per 20 ms, 1.2 s for
        # its hello) is over its 0.3 s frame deadline by a factor of four.
        limits = Limits(hello_seconds=1.0, frame_seconds=0.3)
        core = HostCore(
            preset("tschigg"), parse_seats_spec("remote,remote,remote"), "ABC234", limits=limits
        )
        server = AsyncHost(core, "127.0.0.1", 0)
        port = await server.start()
        assert port > 0
        hello = b'{"type":"hello","protocol":1,"code":"ABC234","name":"Slow"}\n'

        async def bad_peers() -> list[bytes]:
            answers = await asyncio.gather(
                _bad_peer(port, b"\x00\xff\xfe garbage\n"),
                _bad_peer(port, b"{" + b"x" * (2 * MAX_CLIENT_FRAME)),
                _bad_peer(port, hello, drip=0.02),
                _bad_peer(port, b""),
            )
            # The two computers already in the party were not disturbed; the third joins.
            assert [b.phase for b in bots[:2]] == ["lobby", "lobby"]
            await run_client(bots[2], "127.0.0.1", port, timeout=30)
            return list(answers)

        bots = [ClientCore(n, "ABC234", bot="medium", bot_seed=i) for i, n in enumerate("ABC")]
        played = asyncio.gather(*(run_client(b, "127.0.0.1", port, timeout=30) for b in bots[:2]))
        answers, _ = await asyncio.wait_for(asyncio.gather(bad_peers(), played), 40)
        # Each was closed for what it did (an error naming it), not by the end of the match.
        reasons = ("not a JSON frame", "longer than", "took too long", "no hello")
        for answer, reason in zip(answers, reasons, strict=True):
            if answer == b"reset" and reason == "longer than":
                continue  # closed with the rest of the frame unread: the peer sees a reset
            assert b'"type":"error"' in answer and reason.encode() in answer, (reason, answer)
        assert await server.wait_closed(5)
        await server.close()
        record = core.record_json()
        assert record is not None
        want = outcome_json(replay_record(parse_record(record)).match)
        assert all(b.phase == "over" and b.outcome() == want for b in bots)

    asyncio.run(party())
