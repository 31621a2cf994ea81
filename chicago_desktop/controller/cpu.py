"""The CPU players and hints the controller uses, from :mod:`chicago_desktop.ai`.

The controller never reaches into the AI's internals: it asks for a player per CPU seat
(``decide(match)``) and for a hint for a human (``hint(match)``). Both are injectable so
tests can script the CPU and do not depend on how clever the AI currently is. The AI is
imported on first use, so the home screen is painted before its modules load.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Protocol

from ..engine import Match, Stop, Throw


class CpuPlayer(Protocol):
    """What the controller needs from a CPU seat."""

    def decide(self, match: Match) -> Throw | Stop:
        """The next action for the seat whose turn it is."""
        ...


CpuFactory = Callable[[str, int | None], CpuPlayer]
HintFunction = Callable[[Match], Any]


def make_cpu(level: str, seed: int | None = None) -> CpuPlayer:
    """The AI's player for ``level``, with its own seeded random source."""
    from .. import ai

    player: CpuPlayer = ai.make_player(level, seed=seed)
    return player


def ai_hint(match: Match) -> Any:
    """The AI's hint for the current player."""
    from .. import ai

    return ai.hint(match)


def ai_levels() -> tuple[str, ...]:
    """The CPU levels the AI offers, weakest first."""
    from .. import ai

    return tuple(ai.LEVELS)


def warm_up_ai() -> None:
    """Build the AI's tables (call from a worker thread)."""
    from .. import ai

    ai.warm_up()


class _WarmUp:
    """The one background warm-up of the AI's tables."""

    def __init__(self) -> None:
        self.thread: threading.Thread | None = None
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            warm_up_ai()
        except Exception as exc:  # decide/hint build what they need on first use instead
            self.error = exc


_warm = _WarmUp()


def start_warm_up() -> threading.Thread:
    """Build the AI's tables in a daemon thread, once; returns the thread."""
    if _warm.thread is None:
        _warm.thread = threading.Thread(target=_warm.run, name="ai-warm-up", daemon=True)
        _warm.thread.start()
    return _warm.thread


def warming_up() -> bool:
    """True while the background warm-up runs: asking the AI now would wait for it."""
    thread = _warm.thread
    return thread is not None and thread.is_alive()
