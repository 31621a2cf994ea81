"""The one shared, lazily built set of tables, safe to build from any thread.

The window builds every table right after start-up, a step at a time between its events
(:func:`warm_up_steps`), so that no decision waits for a build and the window never waits
for the GIL; a decision or hint that comes first builds what it needs itself. A lock makes
concurrent first builds register each table exactly once; after that, reads take no lock
(a dict read of a finished, never-mutated-again table is safe under the GIL).
"""

from __future__ import annotations

import threading

from ..engine import LOSSES_TO_OUT_CHOICES, MAX_THROWS_CHOICES
from .match_tables import HeadsUpTables, build_heads_up, heads_up_steps
from .round_tables import RoundTables, build_round_tables, round_table_steps
from .steps import Steps, run_steps


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
    run_steps(warm_up_steps())


def warm_up_steps() -> Steps[None]:
    """:func:`warm_up` in steps of well under a millisecond each (it yields between them).

    A table some decision built in the meantime is kept, not built again.
    """
    if _registry.round is None:
        built_round = yield from round_table_steps()
        with _registry.lock:
            if _registry.round is None:
                _registry.round = built_round
    for losses in LOSSES_TO_OUT_CHOICES:
        for throws in MAX_THROWS_CHOICES:
            key = (losses, throws)
            if key in _registry.heads_up:
                continue
            built = yield from heads_up_steps(losses, throws)
            with _registry.lock:
                _registry.heads_up.setdefault(key, built)


def tables_ready() -> bool:
    """True once :func:`warm_up` (or use) has built every table."""
    return _registry.round is not None and len(_registry.heads_up) == len(
        LOSSES_TO_OUT_CHOICES
    ) * len(MAX_THROWS_CHOICES)
