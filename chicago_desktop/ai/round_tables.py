"""The exact optimum of one classic rolling round, by backward induction from the last seat.

Every seat minimises its own chance of taking the loss (R30: every lowest score loses),
knowing the results so far, how many players still throw after it and the cap (R5).

Why a product over later players is exact: a player who ends with result ``x`` loses only if
``x`` is not above the lowest so far *and* every later player reaches at least ``x``. While
that holds, the lowest so far stays exactly ``x``, so each later player faces the same
situation "lowest ``x``, ``j`` players after me, cap ``c``" whatever happened before. Let
``reach(x, j, c)`` be the chance that such a player, playing optimally, ends at ``x`` or
above; then the loss chance of ending at ``x`` is ``prod(reach(x, j, c) for j < k)``. The
tables are built from ``k = 0`` (the last seat) upwards, and the leader last: the leader's
throw count becomes the followers' cap, so its stopping value also depends on the throws it
used.

Values are stored as the probability of *avoiding* the loss, so every player maximises.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod
from typing import Final

from ..engine import MAX_PLAYERS, MAX_THROWS_CHOICES, MIN_PLAYERS
from .dice_space import SCORES, STATE_SCORE
from .steps import Steps, run_steps
from .turn_solver import TurnTable, solve_turn

MAX_AFTER: Final = MAX_PLAYERS - 2
"""Most followers after a follower (the leader is one of the others)."""

MAX_CAP: Final = max(MAX_THROWS_CHOICES)


@dataclass(frozen=True, slots=True)
class RoundTables:
    """Solved turns for every seat situation of a classic rolling round.

    ``follower[(cap, after, lowest)]``: a follower's turn, ``lowest`` being the lowest score
    so far (a value in :data:`~.dice_space.SCORES`). ``reach[(cap, after, lowest)]``: the
    chance that this follower ends at ``lowest`` or above. ``leader[(players, max_throws)]``:
    the leader's turn in a round of ``players`` players.
    """

    follower: dict[tuple[int, int, int], TurnTable]
    reach: dict[tuple[int, int, int], float]
    leader: dict[tuple[int, int], TurnTable]

    def loss_if(self, result: int, after: int, cap: int) -> float:
        """Chance of losing with ``result`` if it is (or ties) the lowest, ``after`` to come."""
        return prod(self.reach[(cap, j, result)] for j in range(after))

    def follower_table(self, cap: int, after: int, lowest: int) -> TurnTable:
        """The solved turn of a follower."""
        return self.follower[(cap, after, lowest)]

    def leader_table(self, players: int, max_throws: int) -> TurnTable:
        """The solved turn of the leader of a round of ``players``."""
        return self.leader[(players, max_throws)]


def build_round_tables(max_after: int = MAX_AFTER, max_cap: int = MAX_CAP) -> RoundTables:
    """Build every table for rounds of up to ``max_after + 2`` players and caps up to 3."""
    return run_steps(round_table_steps(max_after, max_cap))


def round_table_steps(max_after: int = MAX_AFTER, max_cap: int = MAX_CAP) -> Steps[RoundTables]:
    """:func:`build_round_tables` in steps of one solved turn (a fraction of a millisecond):
    it yields after each and returns the tables, so the window can build them between its
    events instead of in a thread that would compete with it for the GIL."""
    follower: dict[tuple[int, int, int], TurnTable] = {}
    reach: dict[tuple[int, int, int], float] = {}
    for cap in range(1, max_cap + 1):
        for after in range(max_after + 1):
            # Loss chance of each possible result if it is the lowest: depends on `after`.
            loss_at = {x: prod(reach[(cap, j, x)] for j in range(after)) for x in SCORES}
            for lowest in SCORES:
                avoid = [1.0 - loss_at[y] if y <= lowest else 1.0 for y in STATE_SCORE]
                reached = [1.0 if y >= lowest else 0.0 for y in STATE_SCORE]
                table = solve_turn([avoid] * cap, reached)
                follower[(cap, after, lowest)] = table
                reach[(cap, after, lowest)] = table.second
                yield
    tables = RoundTables(follower, reach, {})
    for players in range(MIN_PLAYERS, max_after + 3):
        for max_throws in range(1, max_cap + 1):
            stop = [
                [1.0 - tables.loss_if(y, players - 1, max_throws - left) for y in STATE_SCORE]
                for left in range(max_throws)
            ]
            tables.leader[(players, max_throws)] = solve_turn(stop)
            yield
    return tables
