"""The hint: every sensible option of the player to move, with its exact round chances.

Each option carries two exact numbers (:mod:`.round_hints`): ``p_avoid_loss``, the chance
of not ending this rolling round among its worst, and ``p_best``, the chance of ending it
as its best, each if the player takes the option and then plays on optimally for that
goal while everyone still to throw does the same. The round's ``objective`` (docs/ai.md)
says which one matters in this structure and phase; options are sorted by it, best first,
and the best is Hard's choice. Options are stop (when allowed), each distinct set of dice
to hold (two dice of the same face and the same constraint are one option), turning sixes
(R21, R22) when legal, and at the leader's call every legal call (R7, R24). Equal values
keep the natural order (stop, then holding more dice, then turning sixes; calls in the
order ones, sixes, direction, sand last).

Before the first throw of a turn the only option is to throw all three dice.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Match
from .round_hints import AVOID, HintAction, ranked_options


@dataclass(frozen=True, slots=True)
class HintOption:
    """One option and its chances of avoiding the worst and of being the best this round."""

    action: HintAction
    p_avoid_loss: float
    p_best: float = 0.0


@dataclass(frozen=True, slots=True)
class Hint:
    """The options of ``seat``, best first for ``objective``."""

    seat: int
    options: tuple[HintOption, ...]
    objective: str = AVOID

    @property
    def best(self) -> HintOption:
        """The option that is best for the objective (the first)."""
        return self.options[0]


def hint(match: Match) -> Hint:
    """The hint for the player to move; raises :class:`~.errors.NotDecidable` if none."""
    objective, options = ranked_options(match)
    seat = match.current_seat
    assert seat is not None
    return Hint(
        seat,
        tuple(HintOption(o.action, o.p_avoid_loss, o.p_best) for o in options),
        objective,
    )
