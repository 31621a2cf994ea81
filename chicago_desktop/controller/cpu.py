"""The CPU players and hints the controller uses, from :mod:`chicago_desktop.ai`.

The controller never reaches into the AI's internals: it asks for a player per CPU seat
(``decide(match)``) and for a hint for a human (``hint(match)``). Both are injectable so
tests can script the CPU and do not depend on how clever the AI currently is. The AI is
imported on first use, so the home screen is painted before its modules load.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ..engine import Action, Match


class CpuPlayer(Protocol):
    """What the controller needs from a CPU seat."""

    def decide(self, match: Match) -> Action:
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
