"""What a seat may do now, as one value: the buttons a view enables, the moves a CPU or a
remote computer may send.

Computed from the engine's own checks (``Turn.check_hold``, ``may_stop``,
``sixes_turnable``), so a view never second-guesses a rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Final

from ..engine import Match, Phase, Scoring

_HOLDS: Final = tuple(frozenset(c) for size in range(4) for c in combinations((0, 1, 2), size))


@dataclass(frozen=True, slots=True)
class LegalActions:
    """The actions open to one seat at this moment.

    ``throw_holds`` lists every set of held positions a throw may use now (empty when no
    throw is allowed); ``holdable``/``releasable`` say which die may be held or thrown
    again (R2, R4, R21); ``call_due`` is True for the leader after their turn in a preset
    with a call (R7), ``sand`` when sand may be called (R24).
    """

    seat: int
    to_act: bool
    throw_holds: frozenset[frozenset[int]] = frozenset()
    holdable: frozenset[int] = frozenset()
    releasable: frozenset[int] = frozenset()
    may_stop: bool = False
    may_turn_sixes: bool = False
    call_due: bool = False
    sand: bool = False

    @property
    def may_throw(self) -> bool:
        """True if some throw is legal now."""
        return bool(self.throw_holds)

    def may_throw_holding(self, hold: frozenset[int]) -> bool:
        """True if a throw holding exactly ``hold`` is legal now."""
        return frozenset(hold) in self.throw_holds

    @property
    def any(self) -> bool:
        """True if the seat has something to do."""
        return self.may_throw or self.may_stop or self.may_turn_sixes or self.call_due


def legal_actions(match: Match, seat: int) -> LegalActions:
    """The legal actions of ``seat`` in ``match`` (nothing for a seat not to act)."""
    if match.current_seat != seat:
        return LegalActions(seat, False)
    if match.phase is Phase.CALL:
        return LegalActions(
            seat, True, call_due=True, sand=match.rules.scoring is Scoring.CALLED_SAND
        )
    turn = match.turn
    if turn is None:  # pragma: no cover - a seat to act has a turn or a call
        return LegalActions(seat, False)
    return LegalActions(
        seat,
        True,
        throw_holds=frozenset(h for h in _HOLDS if turn.may_throw_with(h)),
        holdable=match.holdable(),
        releasable=match.releasable(),
        may_stop=match.may_stop(),
        may_turn_sixes=match.may_turn_sixes(),
    )
