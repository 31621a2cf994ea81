"""What the host keeps of each connection, and the limits every connection lives under.

Kept apart from :mod:`.host` (the party itself): the deadlines of a hello and of a frame,
and the token bucket that rate-limits messages (docs/network.md, "Limits").
"""

from __future__ import annotations

from dataclasses import dataclass

from .framing import FrameReader
from .seating import Group


@dataclass(frozen=True, slots=True)
class Limits:
    """How much a connection may send and how long it may take (docs/network.md)."""

    hello_seconds: float = 10.0  # from connecting to a complete hello
    frame_seconds: float = 10.0  # from a frame's first byte to its newline
    rate: float = 20.0  # messages per second, sustained
    burst: float = 40.0  # messages at once
    drops_to_close: int = 200  # messages over the rate before the connection is closed
    failed_hellos: int = 20  # refused hellos in ``failed_window`` before everyone waits
    failed_window: float = 10.0
    pending: int = 16  # connections that have not said hello yet, at most


@dataclass
class Connection:
    """One connection at the host: its reader, deadlines, rate allowance and seats."""

    reader: FrameReader
    opened: float
    group: Group | None = None
    frame_started: float | None = None
    allowance: float = 0.0
    refilled: float = 0.0
    dropped: int = 0
    warned: float = -1e9
    closing: bool = False

    def allow(self, limits: Limits, now: float) -> bool:
        """Take a token for one message; False (and one more drop) over the rate."""
        self.allowance = min(limits.burst, self.allowance + (now - self.refilled) * limits.rate)
        self.refilled = now
        if self.allowance < 1.0:
            self.dropped += 1
            return False
        self.allowance -= 1.0
        return True

    def refund(self, limits: Limits) -> None:
        """An accepted action or Continue costs nothing: the match paces those itself."""
        self.allowance = min(limits.burst, self.allowance + 1.0)
