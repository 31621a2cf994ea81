"""Newline-delimited JSON frames with a hard size limit, fed byte by byte (no I/O here).

Every message is one compact JSON object on one line (``json.dumps`` never writes a raw
newline). :class:`FrameReader` collects whatever bytes arrive — a whole frame, half of
one, or several — and hands back complete frames; a line longer than the limit stops the
reader for good (:class:`FrameError`), before the rest of it is even buffered, so a peer
can never make this side hold more than ``limit`` bytes. The transports (asyncio or Qt)
only move bytes; this module and :mod:`.protocol` decide what they mean.
"""

from __future__ import annotations

import json
from typing import Final

NEWLINE: Final = b"\n"


class FrameError(ValueError):
    """The peer broke the framing: an oversized frame, bad UTF-8 or not a JSON object."""


def encode(message: dict[str, object]) -> bytes:
    """One message as a frame: compact UTF-8 JSON and a newline."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode() + NEWLINE


def _no_constants(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


def decode(frame: bytes) -> dict[str, object]:
    """Decode one frame (without its newline) into a JSON object, or raise FrameError."""
    try:
        obj: object = json.loads(frame.decode("utf-8"), parse_constant=_no_constants)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise FrameError(f"not a JSON frame: {str(exc).splitlines()[0][:80]}") from None
    if not isinstance(obj, dict):
        raise FrameError("a frame is a JSON object")
    return obj


class FrameReader:
    """Bytes in, whole frames out; at most ``limit`` bytes are ever buffered."""

    def __init__(self, limit: int) -> None:
        self._limit = limit
        self._buffer = bytearray()
        self._broken = False

    @property
    def partial(self) -> bool:
        """True while part of a frame has arrived and its end has not."""
        return bool(self._buffer)

    def feed(self, data: bytes) -> list[bytes]:
        """The frames completed by ``data``; raises FrameError once a frame is too long."""
        if self._broken:
            raise FrameError("the connection broke the framing earlier")
        frames: list[bytes] = []
        start = 0
        while True:
            end = data.find(NEWLINE, start)
            if end < 0:
                break
            piece = data[start:end]
            if len(self._buffer) + len(piece) > self._limit:
                self._broken = True
                raise FrameError(f"a frame is longer than {self._limit} bytes")
            self._buffer.extend(piece)
            frames.append(bytes(self._buffer))
            self._buffer.clear()
            start = end + 1
        rest = data[start:]
        if len(self._buffer) + len(rest) > self._limit:
            self._broken = True
            raise FrameError(f"a frame is longer than {self._limit} bytes")
        self._buffer.extend(rest)
        return [f for f in frames if f.strip()]
