"""What every classic lesson module shares: the learner's seat, short names for planned
CPU actions, the opponents and the first throw of a turn."""

from __future__ import annotations

from typing import Final

from ...engine import Stop, Throw
from ...i18n import N_
from ..model import LEARNER, Seat, Step, Target, ThrowDice

YOU: Final = Seat(LEARNER)
S: Final = Stop()


def T(*held: int) -> Throw:  # noqa: N802 - reads like the action it builds
    """A planned CPU throw holding the given positions (0-2)."""
    return Throw(frozenset(held))


def hold(*positions: int) -> frozenset[int]:
    """Die positions 0-2 as a hold."""
    return frozenset(positions)


def ben(*plan: Throw | Stop) -> Seat:
    """The opponent Ben with his planned actions."""
    return Seat("ben", "Ben", tuple(plan))


def cora(*plan: Throw | Stop) -> Seat:
    """The opponent Cora with her planned actions."""
    return Seat("cora", "Cora", tuple(plan))


THROW_FIRST: Final = Step(
    # Translators: lesson instruction; "Throw" and "Space" name the table's button and key.
    text=N_("Press Throw (or the Space bar) to throw all three dice."),
    do=ThrowDice(),
    target=Target.THROW,
)
