"""Exact heads-up best reply to a known, fixed classic policy (R30, R41).

:mod:`.match_tables` solves the heads-up match as a zero-sum game: both players optimal,
which guarantees Expert at least one half against anybody but leaves points on the table
against a player whose policy the program knows (a CPU of another level). Here the
opponent's turns are not optimised but *evaluated*: the exact distribution of how its turn
ends (:func:`.evaluation.turn_outcomes`, every throw and every mixed choice weighted), and
only our own turns are solved. The result is the best reply to that policy: the largest
match score (wins plus half the draws) any player can reach against it.

The state of the match is ``(a, b, mine)``: our losses, the opponent's, and whether we lead
the round. It is solved backwards from the states nearest the end, like the equilibrium:

- we lead: our value of ending on ``(x, t)`` (score, throws) is the expectation, over the
  opponent's reply turn against ``x`` with cap ``t``, of the value of the round's outcome;
  our turn is solved against those values (:func:`.turn_solver.solve_turn`);
- the opponent leads: for each of its results ``(x, t)`` our reply is a solved follower
  turn (:func:`.match_tables.reply_value`), weighted by the chance of that result.

Opponent policies that look at the match (Expert) are not replied to: against Expert the
equilibrium is used (:mod:`.policies`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from .dice_space import SCORES, STATE_SCORE
from .match_tables import DRAW_VALUE, FollowerPayoff, _follower_turn, reply_values
from .steps import Steps
from .turn_solver import TurnTable, solve_turn

#: Levels whose play does not depend on the loss counts: their turn outcomes can be
#: enumerated once and shared by every state of the match.
REPLYABLE: Final = ("easy", "medium", "hard", "stop160")


@dataclass
class BestReplyTables:
    """Our best reply to ``opponent`` for one classic setting."""

    opponent: str
    losses_to_out: int
    max_throws: int
    value: dict[tuple[int, int, bool], float] = field(default_factory=dict)
    leader: dict[tuple[int, int], TurnTable] = field(default_factory=dict)
    payoff: dict[tuple[int, int], FollowerPayoff] = field(default_factory=dict)

    def after(self, a: int, b: int, mine: bool) -> float:
        """Our match score after a round: ``a`` our losses, ``b`` theirs, ``mine`` = we lead."""
        n = self.losses_to_out
        if a >= n and b >= n:
            return DRAW_VALUE
        if a >= n:
            return 0.0
        if b >= n:
            return 1.0
        return self.value[(a, b, mine)]

    def start(self) -> float:
        """Our match score from the start, the first leader drawn by lot (R9)."""
        return (self.value[(0, 0, True)] + self.value[(0, 0, False)]) / 2

    def leader_table(self, a: int, b: int) -> TurnTable:
        """Our solved turn as leader with ``a`` losses against ``b``."""
        return self.leader[(a, b)]

    def follower_table(self, a: int, b: int, leader_score: int, cap: int) -> TurnTable:
        """Our solved reply to the opponent's leader result (``a`` = our losses)."""
        return _follower_turn(self.payoff[(a, b)], leader_score, cap)


def _opponent_lead(opponent: str, n: int, max_throws: int) -> dict[tuple[int, int], float]:
    from .evaluation import base_situation, turn_outcomes

    start = base_situation(
        players=2, max_throws=max_throws, cap=max_throws, position=0, losses_to_out=n
    )
    return turn_outcomes(opponent, start)


def _opponent_reply(
    opponent: str, n: int, max_throws: int, x: int, t: int
) -> dict[tuple[int, int], float]:
    from .evaluation import base_situation, turn_outcomes

    start = base_situation(
        players=2,
        max_throws=max_throws,
        cap=t,
        position=1,
        results=((x, t),),
        losses_to_out=n,
    )
    return turn_outcomes(opponent, start)


def best_reply_steps(opponent: str, losses_to_out: int, max_throws: int) -> Steps[BestReplyTables]:
    """Build :class:`BestReplyTables` in steps of one opponent turn enumerated or one
    state solved (3-30 ms each on a loaded 2-core machine)."""
    if opponent not in REPLYABLE:
        raise ValueError(f"no best reply to {opponent!r}; expected one of {REPLYABLE}")
    n = losses_to_out
    tables = BestReplyTables(opponent, n, max_throws)
    lead = _opponent_lead(opponent, n, max_throws)
    yield
    replies: dict[tuple[int, int], dict[tuple[int, int], float]] = {}
    for x in SCORES:
        for t in range(1, max_throws + 1):
            replies[(x, t)] = _opponent_reply(opponent, n, max_throws, x, t)
            yield
    order = sorted(((a, b) for a in range(n) for b in range(n)), key=lambda ab: -(ab[0] + ab[1]))
    after = tables.after
    for a, b in order:
        # We lead: the value of each of our results against the opponent's reply.
        by_result: dict[tuple[int, int], float] = {}
        for (x, t), outcomes in replies.items():
            v = 0.0
            for (y, u), q in outcomes.items():
                if y > x:
                    v += q * after(a + 1, b, False)
                elif y < x:
                    v += q * after(a, b + 1, True)
                else:  # both lose; the opponent leads next only with fewer throws (R30)
                    v += q * after(a + 1, b + 1, u >= t)
            by_result[(x, t)] = v
        stop: list[Sequence[float]] = [
            [by_result[(y, max_throws - left)] for y in STATE_SCORE] for left in range(max_throws)
        ]
        table = solve_turn(stop)
        tables.leader[(a, b)] = table
        tables.value[(a, b, True)] = table.start
        # The opponent leads: our best reply to each of its results.
        payoff = FollowerPayoff(
            win=after(a, b + 1, True),
            lose=after(a + 1, b, False),
            tie_early=after(a + 1, b + 1, True),
            tie_full=after(a + 1, b + 1, False),
        )
        tables.payoff[(a, b)] = payoff
        replies_by_score = {x: reply_values(payoff, x, max_throws) for x in SCORES}
        tables.value[(a, b, False)] = sum(
            p * replies_by_score[x][t - 1] for (x, t), p in lead.items()
        )
        yield
    return tables
