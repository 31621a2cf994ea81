"""The CPU players and hints the controller uses, from :mod:`chicago_desktop.ai`.

The controller never reaches into the AI's internals: it asks for a player per CPU seat
(``decide(match)``) and for a hint for a human (``hint(match)``). Both are injectable so
tests can script the CPU and do not depend on how clever the AI currently is.

Until the AI package provides ``make_player``/``hint`` (it is developed alongside), a small
built-in player keeps the window playable; it is never used once the AI is installed.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ..engine import Match, Stop, Throw, fixed_face_value


class CpuPlayer(Protocol):
    """What the controller needs from a CPU seat."""

    def decide(self, match: Match) -> Throw | Stop:
        """The next action for the seat whose turn it is."""
        ...


CpuFactory = Callable[[str, int | None], CpuPlayer]
HintFunction = Callable[[Match], Any]


def _ai_module() -> Any | None:
    try:
        module = importlib.import_module("chicago_desktop.ai")
    except ImportError:
        return None
    if not hasattr(module, "make_player"):
        return None
    return module


@dataclass
class SimpleCpu:
    """Fallback player: keeps ones and sixes, stops on a good result or when safe enough."""

    level: str = "medium"

    def decide(self, match: Match) -> Throw | Stop:
        turn = match.turn
        assert turn is not None
        if turn.faces is None or turn.throws == 0:
            return Throw()
        faces = turn.faces
        score = match.score_of(faces)
        lowest = match.lowest_so_far()
        if not match.may_throw():
            return Stop()
        if match.cap_is_set and lowest is not None and score > lowest and score >= 100:
            return Stop()
        if score >= 160:
            return Stop()
        hold = frozenset(p for p in range(3) if fixed_face_value(faces[p]) >= 60)
        if len(hold) == 3:
            return Stop()
        return Throw(hold=hold)


def make_cpu(level: str, seed: int | None = None) -> CpuPlayer:
    """A CPU player of ``level`` from the AI package (or the fallback before it exists)."""
    module = _ai_module()
    if module is None:
        return SimpleCpu(level)
    player: CpuPlayer = module.make_player(level, seed=seed)
    return player


def ai_hint(match: Match) -> Any | None:
    """The AI's hint for the current player, or None when no AI is installed."""
    module = _ai_module()
    if module is None or not hasattr(module, "hint"):
        return None
    return module.hint(match)


def ai_levels() -> tuple[str, ...]:
    """The CPU levels the AI offers."""
    module = _ai_module()
    levels = getattr(module, "LEVELS", None) if module is not None else None
    return tuple(levels) if levels else ("easy", "medium", "hard", "expert")


def warm_up_ai() -> None:
    """Build the AI's tables (call from a worker thread)."""
    module = _ai_module()
    if module is not None and hasattr(module, "warm_up"):
        module.warm_up()


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
