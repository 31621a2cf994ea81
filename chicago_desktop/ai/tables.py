"""The one shared, lazily built set of tables, safe to build from any thread.

Each table has one build (:class:`_Build`), made in steps of well under a millisecond. The
window advances every build a step at a time between its events right after start-up
(:func:`warm_up_steps`), so that it never waits for the GIL and no decision has to build a
table itself; a decision or hint that needs a table before that finishes the *same* build
at once, from wherever the warm-up left it, so no table is ever built twice. A lock is held
for each step (never across a yield), so builds can be advanced from several threads; once
a table is built, reads take no lock (a finished table is never mutated again).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from typing import Generic, TypeVar

from ..engine import LOSSES_TO_OUT_CHOICES, MAX_THROWS_CHOICES
from .best_reply import REPLYABLE, BestReplyTables, best_reply_steps
from .match_tables import HeadsUpTables, heads_up_steps
from .round_tables import RoundTables, round_table_steps
from .steps import Steps, run_steps

T = TypeVar("T")


class _Build(Generic[T]):
    """One table's build: advanced a step at a time, or finished at once; built once."""

    def __init__(self, make: Callable[[], Steps[T]]) -> None:
        self._make = make
        self._steps: Steps[T] | None = None
        self.result: T | None = None

    def step(self) -> bool:
        """Do one step (call with the registry's lock held); True once the table is built."""
        if self.result is not None:
            return True
        if self._steps is None:
            self._steps = self._make()
        try:
            next(self._steps)
        except StopIteration as done:
            self.result = done.value
            self._steps = None
            return True
        return False

    def finish(self) -> T:
        """The table, after doing every step left (call with the registry's lock held)."""
        while not self.step():
            pass
        assert self.result is not None
        return self.result


class _Registry:
    """Holder of the builds; one instance per process."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.round: _Build[RoundTables] = _Build(round_table_steps)
        self.heads_up: dict[tuple[int, int], _Build[HeadsUpTables]] = {
            (losses, throws): _Build(partial(heads_up_steps, losses, throws))
            for losses in LOSSES_TO_OUT_CHOICES
            for throws in MAX_THROWS_CHOICES
        }
        # Expert's best reply heads-up; to Hard (what it assumes of a human) in the default
        # setting at warm-up, any other on first use.
        self.best_reply: dict[tuple[str, int, int], _Build[BestReplyTables]] = {
            ("hard", 3, 3): _Build(partial(best_reply_steps, "hard", 3, 3))
        }
        # The chance of being the best that a classic hint shows next to the loss chance.
        self.classic_best: dict[int, _Build[bool]] = {
            throws: _Build(partial(_classic_best_steps, throws)) for throws in MAX_THROWS_CHOICES
        }

    def builds(
        self,
    ) -> Iterator[
        _Build[RoundTables] | _Build[HeadsUpTables] | _Build[bool] | _Build[BestReplyTables]
    ]:
        """Every build, the round tables first (every level needs them)."""
        yield self.round
        yield from self.heads_up.values()
        yield from self.classic_best.values()
        yield from list(self.best_reply.values())


def _classic_best_steps(max_throws: int) -> Steps[bool]:
    from ..engine import MAX_PLAYERS, preset
    from .preset_tables import preset_table_steps

    yield from preset_table_steps(preset("classic", max_throws=max_throws), MAX_PLAYERS)
    return True


_registry = _Registry()


def _finished(build: _Build[T]) -> T:
    result = build.result
    if result is None:
        with _registry.lock:
            result = build.finish()
    return result


def round_tables() -> RoundTables:
    """The round tables, built on first use."""
    return _finished(_registry.round)


def heads_up_tables(losses_to_out: int, max_throws: int) -> HeadsUpTables:
    """The heads-up match tables for one classic setting (R40), built on first use."""
    build = _registry.heads_up.get((losses_to_out, max_throws))
    if build is None:
        raise ValueError(f"no classic setting with {losses_to_out} losses, {max_throws} throws")
    return _finished(build)


def best_reply_tables(opponent: str, losses_to_out: int, max_throws: int) -> BestReplyTables:
    """Expert's heads-up best reply to ``opponent`` (:mod:`.best_reply`), built on first use."""
    round_tables()  # the Hard policy reads them while the build holds the lock
    key = (opponent, losses_to_out, max_throws)
    build = _registry.best_reply.get(key)
    if build is None:
        with _registry.lock:
            build = _registry.best_reply.setdefault(
                key, _Build(partial(best_reply_steps, opponent, losses_to_out, max_throws))
            )
    return _finished(build)


def warm_up() -> None:
    """Build every table for every classic setting; idempotent and thread-safe."""
    run_steps(warm_up_steps())


def warm_up_steps() -> Steps[None]:
    """:func:`warm_up` in steps of well under a millisecond each (it yields between them).

    A table built in the meantime, or being built, by someone else is not built again.
    """
    for build in _registry.builds():
        while True:
            with _registry.lock:
                done = build.step()
            if done:
                break
            yield


def expert_steps(
    players: int,
    losses_to_out: int,
    max_throws: int,
    opponent: str | None,
    table: Sequence[str | None] = (),
) -> Steps[None]:
    """What an Expert seat of a classic match reads beyond :func:`warm_up`, in steps.

    Heads-up, the best reply to its opponent's level (``opponent``; a person is assumed
    to play Hard) for this setting; at a full table, the match model of
    :mod:`.match_model` and, when ``table`` (every seat's level, None for a person) has a
    known Easy or Medium, what the reply to their policies reads (:mod:`.full_table_reply`,
    about a second). Built on first use otherwise, which is a stall of up to half a
    second on the window's thread; the window builds them between events instead.
    """
    from .match_model import classic_model_steps
    from .policies import ASSUMED_LEVEL

    if players > 2:
        yield from classic_model_steps(players, losses_to_out, max_throws)
        from .full_table_reply import reply_steps, table_chains

        chains = table_chains(table, max_throws)
        if chains:
            yield from reply_steps(chains)
        return
    level = opponent or ASSUMED_LEVEL
    if level not in REPLYABLE:
        return  # another Expert: the heads-up equilibrium of warm_up()
    key = (level, losses_to_out, max_throws)
    with _registry.lock:
        build = _registry.best_reply.setdefault(
            key, _Build(partial(best_reply_steps, level, losses_to_out, max_throws))
        )
    while True:
        with _registry.lock:
            done = build.step()
        if done:
            return
        yield


def tables_ready() -> bool:
    """True once :func:`warm_up` (or use) has built every table."""
    return all(build.result is not None for build in _registry.builds())
