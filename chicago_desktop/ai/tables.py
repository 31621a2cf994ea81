"""The one shared, lazily built set of tables, safe to build from a worker thread.

The window calls :func:`warm_up` in a worker thread at start-up so that no decision ever
waits for a build; a decision or hint that comes first builds what it needs itself. A lock
makes concurrent first calls build each table exactly once; after that, reads take no lock
(a dict read of a finished, never-mutated-again table is safe under the GIL).
"""

from __future__ import annotations

import threading

from ..engine import LOSSES_TO_OUT_CHOICES, MAX_THROWS_CHOICES
from .match_tables import HeadsUpTables, build_heads_up
from .round_tables import RoundTables, build_round_tables


class _Registry:
    """Holder of the built tables; one instance per process."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.round: RoundTables | None = None
        self.heads_up: dict[tuple[int, int], HeadsUpTables] = {}


_registry = _Registry()


def round_tables() -> RoundTables:
    """The round tables, built on first use."""
    tables = _registry.round
    if tables is None:
        with _registry.lock:
            if _registry.round is None:
                _registry.round = build_round_tables()
            tables = _registry.round
    return tables


def heads_up_tables(losses_to_out: int, max_throws: int) -> HeadsUpTables:
    """The heads-up match tables for one classic setting, built on first use."""
    key = (losses_to_out, max_throws)
    tables = _registry.heads_up.get(key)
    if tables is None:
        with _registry.lock:
            if key not in _registry.heads_up:
                _registry.heads_up[key] = build_heads_up(losses_to_out, max_throws)
            tables = _registry.heads_up[key]
    return tables


def warm_up() -> None:
    """Build every table for every classic setting; idempotent and thread-safe."""
    round_tables()
    for losses in LOSSES_TO_OUT_CHOICES:
        for throws in MAX_THROWS_CHOICES:
            heads_up_tables(losses, throws)


def tables_ready() -> bool:
    """True once :func:`warm_up` (or use) has built every table."""
    return _registry.round is not None and len(_registry.heads_up) == len(
        LOSSES_TO_OUT_CHOICES
    ) * len(MAX_THROWS_CHOICES)
