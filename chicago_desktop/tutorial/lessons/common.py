"""What every lesson module shares: the learner's seat, short names for planned CPU
actions (throws, stops, calls, turns of sixes), the opponents and the first throw of a turn."""

from __future__ import annotations

from typing import Final

from ...engine import Action, Call, MakeCall, Stop, Throw, TurnSixes
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


def ben(*plan: Action) -> Seat:
    """The opponent Ben with his planned actions."""
    return Seat("ben", "Ben", tuple(plan))


def cora(*plan: Action) -> Seat:
    """The opponent Cora with her planned actions."""
    return Seat("cora", "Cora", tuple(plan))


THROW_FIRST: Final = Step(
    # Translators: lesson instruction; "Throw" and "Space" name the table's button and key.
    text=N_("Press Throw (or the Space bar) to throw all three dice."),
    do=ThrowDice(),
    target=Target.THROW,
)


#: A planned CPU turn of sixes (R21, R22).
X: Final = TurnSixes()


def C(  # noqa: N802 - reads like the action it builds
    ones: int = 100, sixes: int = 60, *, high: bool = True, sand: bool = False
) -> MakeCall:
    """A planned CPU call (R7, R24); the default is "ones 100 · sixes 60 · high"."""
    return MakeCall(Call.sand_call() if sand else Call(ones, sixes, high))
