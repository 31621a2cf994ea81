"""Memo helpers of :mod:`.round_values`: interned lines and digests of stop values.

A build of a preset's round values looks its memos up some 100,000 times and keeps tens
of thousands of entries; these keep the keys cheap to hash and of numbers only (a tuple
of atomic values is left alone by the garbage collector).
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from hashlib import blake2b
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .round_keys import Line


class MemoLine:
    """One :data:`.round_values.Line`, interned per group of models that share their
    memos: memo keys hold its number instead of the line. The line's own hash calls the
    call's, a Python function, and a build looks up memos some 100,000 times; and a key
    of numbers only is left alone by the garbage collector (a tuple of atomic values is
    untracked), whose full passes over memos of tracked keys cost tens of milliseconds
    each."""

    __slots__ = ("call", "cap", "chicagos", "key", "line", "mode", "rows", "turn")

    def __init__(self, line: Line, key: int, turn: int) -> None:
        self.line = line
        self.mode, self.call, self.cap = line
        self.key = key  # the line's number in memo keys
        self.turn = turn  # the number of (call, cap): what a follower's turn depends on
        self.rows: tuple[list[list[int]], list[int]] | None = None  # key rows, on first use
        self.chicagos: list[int] | None = None  # a Chicago's key per level, on first use


def stop_digest(values: Sequence[float], chicago: Sequence[float]) -> bytes:
    """A 128-bit digest of a follower's stop values (one per distinct key, and a
    Chicago's), exact to the bit (``-0.0`` apart from ``0.0``): two follower turns with
    the same digest, call, cap, "keeps the place" rows and Chicago split solve to the same
    values, so :meth:`.round_values.RoundModel.follower_seconds` solves each once (only a
    collision, about one chance in 2**100 over a build, could make them differ)."""
    h = blake2b(array("d", values).tobytes(), digest_size=16)
    h.update(array("d", chicago).tobytes())
    return h.digest()
