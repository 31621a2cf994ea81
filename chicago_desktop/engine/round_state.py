"""The state of a rolling round in progress, as an immutable value.

:class:`~.match.Match` replaces it on every throw, turn and call, so it is built by its
slots' own setters (:mod:`.frozen_values`): the same frozen value in half the time of its
constructor, on the engine's hottest path.
"""

from __future__ import annotations

from dataclasses import dataclass

from .frozen_values import slot_setters
from .ranking import TurnResult
from .scoring import Call
from .turn import Turn


@dataclass(frozen=True, slots=True)
class RoundState:
    """A rolling round in progress."""

    index: int
    leader: int
    order: tuple[int, ...]
    results: tuple[TurnResult, ...]
    turn: Turn | None
    cap: int | None  # set when the leader's turn ends (R5)
    call: Call | None
    awaiting_call: bool

    def with_turn(self, turn: Turn | None) -> RoundState:
        """The same round with another turn (built directly: faster than
        ``dataclasses.replace`` on the engine's hottest path)."""
        return make_round_state(
            self.index,
            self.leader,
            self.order,
            self.results,
            turn,
            self.cap,
            self.call,
            self.awaiting_call,
        )


_new = object.__new__
(
    _set_index,
    _set_leader,
    _set_order,
    _set_results,
    _set_turn,
    _set_cap,
    _set_call,
    _set_awaiting_call,
) = slot_setters(
    RoundState, ("index", "leader", "order", "results", "turn", "cap", "call", "awaiting_call")
)


def make_round_state(  # noqa: PLR0917 - the fields in order, like the constructor
    index: int,
    leader: int,
    order: tuple[int, ...],
    results: tuple[TurnResult, ...],
    turn: Turn | None,
    cap: int | None,
    call: Call | None,
    awaiting_call: bool,
) -> RoundState:
    """``RoundState(...)``, built twice as fast (:mod:`.frozen_values`)."""
    state: RoundState = _new(RoundState)
    _set_index(state, index)
    _set_leader(state, leader)
    _set_order(state, order)
    _set_results(state, results)
    _set_turn(state, turn)
    _set_cap(state, cap)
    _set_call(state, call)
    _set_awaiting_call(state, awaiting_call)
    return state
