"""Where a CPU seat's decisions come from: the AI's players, or a test's script.

The session asks a CPU seat's decider for an action and submits it like any other (one
input path); the AI is imported on first use so that building a session stays cheap.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

from ..engine import Action, Match


class Decider(Protocol):
    """What the session needs from a CPU seat."""

    def decide(self, match: Match) -> Action:
        """The next action for the seat that is to act; never changes the match."""
        ...


DeciderFactory = Callable[[str, int | None], Decider]


def ai_decider(level: str, seed: int | None = None) -> Decider:
    """The AI's player for ``level`` with its own seeded noise (chicago_desktop.ai)."""
    from .. import ai

    player: Decider = ai.make_player(level, seed=seed)
    return player


def tell_table(deciders: Iterable[object], table: Sequence[str | None]) -> None:
    """Tell each decider every seat's level (None for a person): Expert replies to the
    known policies (docs/ai.md); a decider without ``know_table`` ignores it."""
    for decider in deciders:
        know = getattr(decider, "know_table", None)
        if callable(know):
            know(tuple(table))
