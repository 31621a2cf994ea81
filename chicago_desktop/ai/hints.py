"""The hint: every sensible option of the player to move, with its chance of avoiding the loss.

The chance is the round-level one of :mod:`.round_tables`: the probability of not taking
this rolling round's loss if this player takes the option and then plays on optimally, and
everyone still to throw plays optimally too. It is exact and the same number the Hard level
maximises, so "best" is Hard's choice. Options are stop (when allowed) and each distinct
set of dice to hold (two dice showing the same face are one option), best first; equal
values keep the natural order (stop, then holding more dice).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Match, Stop, Throw
from .players import action_for
from .policies import round_options, round_table
from .situation import read_situation


@dataclass(frozen=True, slots=True)
class HintOption:
    """One option and its chance of avoiding the loss in this rolling round."""

    action: Throw | Stop
    p_avoid_loss: float


@dataclass(frozen=True, slots=True)
class Hint:
    """The options of ``seat``, best first."""

    seat: int
    options: tuple[HintOption, ...]

    @property
    def best(self) -> HintOption:
        """The option with the highest chance (the first)."""
        return self.options[0]


def hint(match: Match) -> Hint:
    """The hint for the player to move; raises :class:`~.errors.NotDecidable` if none."""
    sit = read_situation(match)
    if sit.throws == 0:
        only = HintOption(Throw(), round_table(sit).start)
        return Hint(sit.seat, (only,))
    ranked = sorted(
        enumerate(round_options(sit)), key=lambda item: (-round(item[1][1], 12), item[0])
    )
    options = tuple(HintOption(action_for(sit, choice), value) for _, (choice, value) in ranked)
    return Hint(sit.seat, options)
