"""Backward induction over one turn, given what each way of ending it is worth.

Both the round tables (:mod:`.round_tables`) and the heads-up match tables
(:mod:`.match_tables`) reduce a turn to the same problem: a value for every state at which
the turn may end (stopping by choice with ``r`` throws left, or by the cap with none), and a
player who maximises the expected value. This module solves that problem once, keeping for
every throws-left level the value of each possible hold, so that a later decision is a
handful of look-ups (:meth:`TurnTable.options`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from .dice_space import (
    EMPTY_KEPT,
    STATES,
    SUB_KEPT,
    expectation_of_throw,
    expectations,
)

#: Two values closer than this are treated as equal: the earlier option in the fixed
#: preference order (stop first, then holds keeping the most dice) is chosen, so table
#: building and decisions agree on ties regardless of rounding noise.
EPS: Final = 1e-12

STOP: Final = -1
"""Pseudo kept-index meaning "stop" in choice lists."""


@dataclass(frozen=True, slots=True)
class TurnTable:
    """The solved turn.

    ``stop[r][s]`` is the value of ending the turn in state ``s`` with ``r`` throws left
    (``r == 0``: the cap ended it). ``cont[r - 1][k]`` is the value of throwing with ``r``
    throws left while keeping the multiset ``k``. ``start`` is the value before the first
    throw; ``second`` the start value of the secondary quantity, if one was carried.
    """

    stop: tuple[Sequence[float], ...]
    cont: tuple[Sequence[float], ...]
    start: float
    second: float = 0.0

    @property
    def throws(self) -> int:
        """The cap the table was solved for."""
        return len(self.stop)

    def options(self, state: int, left: int) -> list[tuple[int, float]]:
        """Every choice in ``state`` with ``left`` throws left and its value, stop first."""
        out = [(STOP, self.stop[left][state])]
        if left > 0:
            cont = self.cont[left - 1]
            out.extend((k, cont[k]) for k in SUB_KEPT[state])
        return out

    def best(self, state: int, left: int) -> tuple[int, float]:
        """The optimal choice (:data:`STOP` or a kept index) and its value."""
        return best_of(self.options(state, left))


def best_of(options: Sequence[tuple[int, float]]) -> tuple[int, float]:
    """The optimal option: the earliest whose value is within :data:`EPS` of the best.

    Options come in the fixed preference order (stop first, then holds keeping the most
    dice), so a near-tie goes to stopping, then to keeping more. :func:`solve_turn` applies
    the same rule, so the tables and the decisions read from them always agree.
    """
    top = max(v for _, v in options)
    for k, v in options:
        if v >= top - EPS:
            return k, v
    raise AssertionError("unreachable: some option attains the maximum")


def solve_turn(
    stop: Sequence[Sequence[float]],
    second: Sequence[float] | None = None,
) -> TurnTable:
    """Solve a turn whose cap is ``len(stop)`` throws.

    ``stop[r]`` gives, per state, the value of ending with ``r`` throws left. If ``second``
    is given (a per-state value of some other quantity when the turn ends, the same for
    every ``r``), its expectation under the optimal policy is carried along and returned as
    ``TurnTable.second``; the round tables use it for the chance of reaching a score.
    """
    value = list(stop[0])
    extra = list(second) if second is not None else None
    conts: list[Sequence[float]] = []
    states = range(len(STATES))
    for left in range(1, len(stop)):
        cont = expectations(value)
        conts.append(cont)
        cont_get = cont.__getitem__
        ends = stop[left]
        new_value = [0.0] * len(STATES)
        chosen = [STOP] * len(STATES)
        for s in states:
            end = ends[s]
            subs = SUB_KEPT[s]
            k = max(subs, key=cont_get)
            v = cont[k]
            if v > end + EPS:
                # Prefer the earliest hold within EPS of the best (deterministic ties).
                for other in subs:
                    if cont[other] >= v - EPS:
                        k = other
                        break
                new_value[s] = cont[k]
                chosen[s] = k
            else:
                new_value[s] = end
        value = new_value
        if extra is not None and second is not None:
            cont_extra = expectations(extra)
            extra = [second[s] if c == STOP else cont_extra[c] for s, c in enumerate(chosen)]
    start = expectation_of_throw(value, EMPTY_KEPT)
    start_extra = expectation_of_throw(extra, EMPTY_KEPT) if extra is not None else 0.0
    return TurnTable(tuple(stop), tuple(conts), start, start_extra)
