"""Exact match-optimal play when two players are left in a classic match (R30, R41).

Heads-up, a rolling round has three outcomes that matter to the match: the leader loses,
the follower loses, or both lose on equal scores (R30). The best player leads the next
round, and a tie for best goes to the player who used fewer throws, then to the leader
(R30) - so on equal scores the follower leads next only if it stopped before the cap.

Every round gives at least one loss, so the match is a finite game over the loss counts
``(a, b)`` of (leader, follower). :class:`HeadsUpTables` solves it backwards from the
states nearest the end: for each ``(a, b)`` the follower's best reply to every leader
result ``(x, t)`` (score, throws used) is a solved turn (:mod:`.turn_solver`), and the
leader's turn is solved against those replies. The value is the leader's chance of winning
the match, a draw (R41: both go out together) counting one half; the game is zero-sum, so
the follower's value is one minus it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter
from typing import Final

from .dice_space import (
    EMPTY_KEPT,
    OUT_PROBS,
    OUT_STATES,
    SCORES,
    STATE_SCORE,
    STATES,
    SUB_KEPT,
    expectation_of_throw,
    expectations,
)
from .steps import Steps, run_steps
from .turn_solver import TurnTable, solve_turn

DRAW_VALUE: Final = 0.5


@dataclass(frozen=True, slots=True)
class FollowerPayoff:
    """What each end of the follower's turn is worth to the follower, for one ``(a, b)``."""

    win: float  # follower above the leader: the leader takes the loss, follower leads next
    lose: float  # follower below: the follower takes the loss, the leader leads again
    tie_early: float  # equal, follower stopped before the cap: both lose, follower leads
    tie_full: float  # equal, follower used every throw: both lose, the leader leads

    def stop_values(self, leader_score: int, cap: int) -> list[list[float]]:
        """Per throws-left level, the follower's value of ending in each state."""
        below, above = self.lose, self.win
        full = [
            above if y > leader_score else below if y < leader_score else self.tie_full
            for y in STATE_SCORE
        ]
        if cap == 1:
            return [full]
        early = [
            above if y > leader_score else below if y < leader_score else self.tie_early
            for y in STATE_SCORE
        ]
        return [full] + [early] * (cap - 1)


@dataclass
class HeadsUpTables:
    """Solved heads-up match for one setting of losses to be out and maximum throws."""

    losses_to_out: int
    max_throws: int
    value: dict[tuple[int, int], float] = field(default_factory=dict)
    leader: dict[tuple[int, int], TurnTable] = field(default_factory=dict)
    payoff: dict[tuple[int, int], FollowerPayoff] = field(default_factory=dict)

    def leader_value_after(self, a: int, b: int, leader_is_a: bool) -> float:
        """Value to player A (``a`` losses) of the state after a round, B having ``b``."""
        out_a, out_b = a >= self.losses_to_out, b >= self.losses_to_out
        if out_a and out_b:
            return DRAW_VALUE
        if out_a:
            return 0.0
        if out_b:
            return 1.0
        return self.value[(a, b)] if leader_is_a else 1.0 - self.value[(b, a)]

    def leader_table(self, a: int, b: int) -> TurnTable:
        """The leader's solved turn with ``a`` own losses against a follower with ``b``."""
        return self.leader[(a, b)]

    def follower_table(self, a: int, b: int, leader_score: int, cap: int) -> TurnTable:
        """The follower's solved turn against a leader result (``b`` = follower's losses)."""
        return _follower_turn(self.payoff[(a, b)], leader_score, cap)


@lru_cache(maxsize=4096)
def _follower_turn(payoff: FollowerPayoff, leader_score: int, cap: int) -> TurnTable:
    """A follower's best reply; cached because a decision asks for the same one repeatedly."""
    return solve_turn(payoff.stop_values(leader_score, cap))


def _classify() -> dict[int, tuple[tuple[float, float, float], ...]]:
    """For each score x and kept multiset: chance that one throw ends above, at, below x."""
    out: dict[int, tuple[tuple[float, float, float], ...]] = {}
    for x in SCORES:
        rows = []
        for states, probs in zip(OUT_STATES, OUT_PROBS, strict=True):
            above = sum(p for s, p in zip(states, probs, strict=True) if STATE_SCORE[s] > x)
            tie = sum(p for s, p in zip(states, probs, strict=True) if STATE_SCORE[s] == x)
            rows.append((above, tie, 1.0 - above - tie))
        out[x] = tuple(rows)
    return out


_ONE_THROW: Final = _classify()
#: For each score x: (state, is a tie, getter of the state's hold values) at or below x.
_AT_OR_BELOW: Final = {
    x: tuple(
        (s, STATE_SCORE[s] == x, itemgetter(*SUB_KEPT[s]))
        for s in range(len(STATES))
        if STATE_SCORE[s] <= x
    )
    for x in SCORES
}


def reply_value(payoff: FollowerPayoff, x: int, cap: int) -> float:
    """The follower's optimal value against leader score ``x`` with ``cap`` throws.

    Equal to ``solve_turn(payoff.stop_values(x, cap)).start`` (a test checks this).
    """
    return reply_values(payoff, x, cap)[cap - 1]


def reply_values(payoff: FollowerPayoff, x: int, max_cap: int) -> list[float]:
    """The follower's optimal values against leader score ``x`` for caps 1..``max_cap``.

    Several times faster than solving each cap with :func:`.turn_solver.solve_turn`, which
    keeps the whole heads-up build inside its budget: the last throw is read from
    precomputed above/at/below chances; a state above ``x`` stops at once (nothing is worth
    more than the leader taking the loss alone); and the value with ``r`` throws left does
    not depend on the cap, so caps 2 and 3 share their last levels.
    """
    win, lose, tie_full, tie_early = payoff.win, payoff.lose, payoff.tie_full, payoff.tie_early
    if win < max(lose, tie_full, tie_early):
        return [solve_turn(payoff.stop_values(x, c)).start for c in range(1, max_cap + 1)]
    one = _ONE_THROW[x]
    above, tie, below = one[EMPTY_KEPT]
    out = [above * win + tie * tie_full + below * lose]
    cont = [above * win + tie * tie_full + below * lose for above, tie, below in one]
    for left in range(1, max_cap):
        value = [win] * len(STATES)
        for s, at_x, holds in _AT_OR_BELOW[x]:
            end = tie_early if at_x else lose
            best = max(holds(cont))
            value[s] = best if best > end else end
        out.append(expectation_of_throw(value))
        if left + 1 < max_cap:
            cont = expectations(value)
    return out


def build_heads_up(losses_to_out: int, max_throws: int) -> HeadsUpTables:
    """Solve the heads-up match for one setting (R40: losses 2, 3 or 5; throws 1-3)."""
    return run_steps(heads_up_steps(losses_to_out, max_throws))


def heads_up_steps(losses_to_out: int, max_throws: int) -> Steps[HeadsUpTables]:
    """:func:`build_heads_up` in steps of one leader score of one state (a fraction of a
    millisecond): it yields after each and returns the tables (see
    :func:`.round_tables.round_table_steps`)."""
    tables = HeadsUpTables(losses_to_out, max_throws)
    n = losses_to_out
    states = sorted(((a, b) for a in range(n) for b in range(n)), key=lambda ab: -(ab[0] + ab[1]))
    for a, b in states:
        after = tables.leader_value_after
        # Follower's values (1 - leader's) of each round outcome.
        payoff = FollowerPayoff(
            win=1.0 - after(a + 1, b, False),
            lose=1.0 - after(a, b + 1, True),
            tie_early=1.0 - after(a + 1, b + 1, False),
            tie_full=1.0 - after(a + 1, b + 1, True),
        )
        tables.payoff[(a, b)] = payoff
        # Leader's value of stopping at score x after t throws: one minus the reply.
        by_score: dict[tuple[int, int], float] = {}
        for x in SCORES:
            for t, reply in enumerate(reply_values(payoff, x, max_throws), start=1):
                by_score[(x, t)] = 1.0 - reply
            yield
        stop: list[Sequence[float]] = [
            [by_score[(y, max_throws - left)] for y in STATE_SCORE] for left in range(max_throws)
        ]
        table = solve_turn(stop)
        tables.leader[(a, b)] = table
        tables.value[(a, b)] = table.start
        yield
    return tables


__all__ = [
    "DRAW_VALUE",
    "STATES",
    "FollowerPayoff",
    "HeadsUpTables",
    "build_heads_up",
    "heads_up_steps",
]
