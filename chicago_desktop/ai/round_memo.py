"""Memo helpers of :mod:`.round_values`: interned lines and digests of stop values.

A build of a preset's round values looks its memos up some 100,000 times and keeps tens
of thousands of entries; these keep the keys cheap to hash and of numbers only (a tuple
of atomic values is left alone by the garbage collector).
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Sequence
from hashlib import blake2b
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from ..engine import Call
    from .round_keys import Line
    from .turn_values import Policy

POLICIES_KEPT: Final = 2048  # follower policies kept per generation (two, per rules)

Keep = tuple[tuple[tuple[float, ...], ...], bytes]
""""Keeps the place" rows per throws-left level and their digest (:func:`keep_of`)."""


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


def keep_of(rows: list[list[int]], avoid: bool, x: int) -> Keep:
    """Per result and throws-left level (``rows``: the key of each result): 1.0 where a
    follower's result keeps the earlier player's place (avoid: above ``x``; best: at or
    below it), else 0.0; and their digest. Tuples, which the garbage collector leaves
    alone once it has seen them: as lists, one model per round size and phase kept some
    28,000 of them, walked by every full collection (measured: bavarian at six seats,
    64,500 tracked objects after the build, a full collection 40 ms)."""
    keep: list[tuple[float, ...]] = []
    for ks in rows:
        if keep and ks is rows[0]:
            keep.append(keep[-1])
        elif avoid:
            keep.append(tuple([1.0 if k > x else 0.0 for k in ks]))
        else:
            keep.append(tuple([0.0 if k > x else 1.0 for k in ks]))
    h = blake2b(digest_size=16)
    for row in keep:
        h.update(array("d", row).tobytes())
    return tuple(keep), h.digest()


class RulesMemos:
    """What every round model of the same rules shares, both coaster phases and every
    round size: the number of each (call, cap), "keeps the place" rows by that number,
    objective and ``x``, and follower policies by that number and a stop digest
    (:meth:`policy`)."""

    __slots__ = ("keeps", "older", "recent", "turns")

    def __init__(self) -> None:
        self.turns: dict[tuple[Call | None, int], int] = {}
        self.keeps: dict[tuple[int, bool, int], Keep] = {}
        self.recent: dict[tuple[int, bytes], Policy] = {}
        self.older: dict[tuple[int, bytes], Policy] = {}

    def policy(self, key: tuple[int, bytes], solve: Callable[[], Policy]) -> Policy:
        """The kept policy of ``key``, else ``solve()``'s, kept. The objectives, phases and
        round sizes meet the same stop values again and again with other "keeps the place"
        quantities (measured: bavarian's two-seat pieces and its clearing pieces at two and
        three seats find every policy built, its three-seat avoid piece 40%). The policies
        used last are kept, in two generations of at most :data:`POLICIES_KEPT` each (1.0 to
        1.5 kB a policy, measured in bavarian and pub; two generations need no scan for the
        oldest entry)."""
        found = self.recent.get(key)
        if found is None:
            found = self.older.get(key)
            if found is None:
                found = solve()
            if len(self.recent) >= POLICIES_KEPT:
                self.older, self.recent = self.recent, {}
            self.recent[key] = found
        return found
