"""A simple legal-move CPU for tests of every preset, independent of the AI's strength.

It makes the default call (ones 100, sixes 60, high; R7), turns sixes when it may (R21,
R22), and after the first throw stops, or (with a seed) now and then throws once more.
Its moves are always legal: they are chosen from the session's ``legal_actions``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from chicago_desktop.engine import Action, Call, MakeCall, Match, Stop, Throw, TurnSixes
from chicago_desktop.session import legal_actions


@dataclass
class SimpleDecider:
    """Decides like a cautious beginner; ``rng`` adds variety when a seed is given."""

    seed: int | None = None
    call: Call = field(default_factory=Call)
    decided: list[Action] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed) if self.seed is not None else None

    def decide(self, match: Match) -> Action:
        seat = match.current_seat
        assert seat is not None
        legal = legal_actions(match, seat)
        action: Action
        if legal.call_due:
            action = MakeCall(self.call)
        elif legal.may_turn_sixes:
            action = TurnSixes()
        elif match.turn is None or match.turn.throws == 0 or not legal.may_stop:
            action = Throw(min(legal.throw_holds, key=len))
        elif legal.may_throw and self._rng is not None and self._rng.random() < 0.4:
            # Keep what final holds demand and throw the rest once more.
            action = Throw(min(legal.throw_holds, key=len))
        else:
            action = Stop()
        self.decided.append(action)
        return action


def simple_decider_factory(level: str, seed: int | None = None) -> SimpleDecider:
    """A :data:`~chicago_desktop.session.DeciderFactory` of :class:`SimpleDecider` players."""
    return SimpleDecider(seed)
