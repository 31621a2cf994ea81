"""The four levels as policies: a situation in, the weighted choices out.

A *choice* is :data:`~.turn_solver.STOP` or the number of a kept multiset (dice held for the
next throw, see :mod:`.dice_space`). Every policy returns ``[(choice, weight), ...]`` with
weights summing to 1: the deterministic levels return one choice, Easy a mixture. Keeping
policies as distributions rather than random draws lets :mod:`.evaluation` compute each
level's exact loss rate, and lets a seeded player (:mod:`.players`) draw from them.

Each function is called only after the first throw of a turn (before it the only legal
action is to throw all three dice).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Final

from .best_reply import REPLYABLE
from .dice_space import KEPT_INDEX, STATE_SCORE, STATES
from .full_table import classic_full_options
from .full_table_reply import later_levels, reply_options
from .match_tables import DRAW_VALUE
from .situation import Situation
from .tables import best_reply_tables, heads_up_tables, round_tables
from .turn_solver import STOP, TurnTable, best_of, solve_turn

Choice = int
Distribution = list[tuple[Choice, float]]
Policy = Callable[[Situation], Distribution]


def _state(sit: Situation) -> int:
    if sit.state is None:
        raise ValueError("a policy is asked only after the first throw")
    return sit.state


def keep_choice(state: int, keep: tuple[int, ...]) -> Choice:
    """The choice that keeps every die of ``state`` whose face is in ``keep``.

    Keeping all three dice means stopping (R3), so that becomes :data:`STOP`.
    """
    kept = tuple(f for f in STATES[state] if f in keep)
    return STOP if len(kept) == 3 else KEPT_INDEX[kept]


# --------------------------------------------------------------------------- medium
def medium(sit: Situation) -> Distribution:
    """Keep every 1 and every 6 and throw the rest whenever a throw is allowed.

    The rule of thumb that maximises the expected score (87, 138 and 172 points on
    average with 1, 2 and 3 throws); it ignores the other players entirely.
    """
    return [(keep_choice(_state(sit), (1, 6)), 1.0)]


# --------------------------------------------------------------------------- easy
#: Easy's habits: how it usually holds, and how readily it settles for a result.
EASY_HOLDS: Final = (((1, 6), 0.70), ((1,), 0.15), ((1, 6, 5), 0.15))
EASY_SAFE_STOP: Final = 0.9


def easy_stop_chance(score: int) -> float:
    """How readily a casual player settles: often with a one and a six, rarely with less."""
    if score >= 200:
        return 0.7
    if score >= 160:
        return 0.45
    if score >= 100:
        return 0.2
    return 0.05


def easy(sit: Situation) -> Distribution:
    """A casual player: usually keeps 1s and 6s, sometimes not, sometimes stops too early.

    It notices when, as the last to throw, it is already above the lowest result, and then
    usually stops; otherwise it looks only at its own dice.
    """
    state = _state(sit)
    score = STATE_SCORE[state]
    safe_last = sit.after == 0 and sit.lowest is not None and score > sit.lowest
    stop = EASY_SAFE_STOP if safe_last else easy_stop_chance(score)
    weights: dict[Choice, float] = {STOP: stop}
    for keep, share in EASY_HOLDS:
        choice = keep_choice(state, keep)
        weights[choice] = weights.get(choice, 0.0) + (1.0 - stop) * share
    return [(c, w) for c, w in weights.items() if w > 0.0]


# --------------------------------------------------------------------------- hard
def round_table(sit: Situation) -> TurnTable:
    """The round-optimal solved turn for this seat (leader, or follower facing the lowest)."""
    tables = round_tables()
    if sit.is_leader:
        return tables.leader_table(sit.players, sit.max_throws)
    assert sit.lowest is not None
    return tables.follower_table(sit.cap, sit.after, sit.lowest)


def round_options(sit: Situation) -> list[tuple[Choice, float]]:
    """Every choice with its chance of avoiding the loss this round under optimal play."""
    return round_table(sit).options(_state(sit), sit.left)


def hard(sit: Situation) -> Distribution:
    """The exact round optimum: minimise the chance of taking this round's loss."""
    return [(best_of(round_options(sit))[0], 1.0)]


# --------------------------------------------------------------------------- expert
#: What Expert assumes of a player whose policy it does not know (a human): Hard.
ASSUMED_LEVEL: Final = "hard"

Known = tuple[str | None, ...]
"""The levels of ``Situation.others`` (same order); None for a human."""


def expert_options(sit: Situation, known: Known | None = None) -> list[tuple[Choice, float]]:
    """Every choice with its value to the match (chance of winning it, a draw one half).

    Heads-up the values are exact: the best reply to the opponent's known policy
    (:mod:`.best_reply`; a human is assumed to play Hard), or the equilibrium against
    another Expert (:mod:`.match_tables`). With more players the last seat, whose choice
    alone settles the round, values each result by what it does to the loss counts and
    to who leads next (:func:`last_seat_table`); every other seat weighs its chances of
    avoiding the loss and of being best by what they are worth to the match
    (:mod:`.full_table`), with every later player playing Hard, or, when a known Easy or
    Medium plays after it, its own policy (:mod:`.full_table_reply`).
    """
    state = _state(sit)
    if sit.heads_up:
        opponent = (known[0] if known else None) or ASSUMED_LEVEL
        if opponent in REPLYABLE:
            br = best_reply_tables(opponent, sit.losses_to_out, sit.max_throws)
            if sit.is_leader:
                return br.leader_table(sit.losses, sit.others[0]).options(state, sit.left)
            assert sit.leader_score is not None
            reply = br.follower_table(sit.losses, sit.others[0], sit.leader_score, sit.cap)
            return reply.options(state, sit.left)
        hu = heads_up_tables(sit.losses_to_out, sit.max_throws)
        if sit.is_leader:
            return hu.leader_table(sit.losses, sit.others[0]).options(state, sit.left)
        assert sit.leader_score is not None
        table = hu.follower_table(sit.others[0], sit.losses, sit.leader_score, sit.cap)
        return table.options(state, sit.left)
    if sit.after == 0 and not sit.is_leader:
        return last_seat_table(sit).options(state, sit.left)
    later = later_levels(sit, known)
    if later is not None:  # a known Easy or Medium after us: reply to their own policies
        return reply_options(sit, later)
    return classic_full_options(sit, round_options(sit))


def expert(sit: Situation, known: Known | None = None) -> Distribution:
    """Hard plus the match: exact heads-up, loss counts and the next lead otherwise."""
    return [(best_of(expert_options(sit, known))[0], 1.0)]


def expert_knowing(level: str) -> Policy:
    """Expert told that every other player is ``level`` (for exact evaluation)."""

    def policy(sit: Situation) -> Distribution:
        return expert(sit, (level,) * len(sit.others))

    return policy


@lru_cache(maxsize=8192)  # every state of 6 players with up to 5 lives fits
def survival(mine: int, others: tuple[int, ...]) -> float:
    """Chance to be the last player left when each round one random player loses a life.

    A deliberately simple model of the rest of a match with more than two players: it
    prices a loss by how many lives everybody has left (``mine`` and ``others``, sorted),
    which is what the last seat needs to weigh ties at the bottom, and a life won by
    leading next round. A draw (everyone out together) cannot happen in it.
    """
    if mine <= 0:
        return 0.0
    alive = tuple(o for o in others if o > 0)
    if not alive:
        return 1.0
    n = len(alive) + 1
    total = survival(mine - 1, alive)
    for i in range(len(alive)):
        rest = tuple(sorted((*alive[:i], alive[i] - 1, *alive[i + 1 :])))
        total += survival(mine, rest)
    return total / n


def _match_value(mine: int, others: list[int]) -> float:
    if mine <= 0:
        return DRAW_VALUE if all(o <= 0 for o in others) else 0.0
    return survival(mine, tuple(sorted(o for o in others if o > 0)))


def last_seat_table(sit: Situation) -> TurnTable:
    """The last seat's turn solved for its value to the match (see :func:`expert_options`)."""
    return _last_seat_table(
        (sit.cap, sit.players, sit.losses_to_out), sit.results, sit.losses, sit.others
    )


@lru_cache(maxsize=2048)
def _last_seat_table(
    setting: tuple[int, int, int],
    results: tuple[tuple[int, int], ...],
    losses: int,
    others: tuple[int, ...],
) -> TurnTable:
    """Solve the last seat's turn; ``setting`` is (cap, players in the round, losses to be
    out) and ``others`` the other players' losses in turn order starting after this seat, so
    the players of this round are ``others[-len(results):]``.
    """
    cap, players, limit = setting
    lowest = min(score for score, _ in results)
    best_score = max(score for score, _ in results)
    best_throws = min(t for score, t in results if score == best_score)
    lives = [limit - o for o in others]
    in_round = range(len(others) - len(results), len(others))
    at_lowest = [i for i, (score, _) in zip(in_round, results, strict=True) if score == lowest]
    me = limit - losses
    # The value of leading the next round: one fewer expected loss share, priced at a life.
    leader_loss = 1.0 - round_tables().leader_table(players, cap).start
    follower_loss = (1.0 - leader_loss) / (players - 1)
    lead_gain = max(0.0, follower_loss - leader_loss)

    def value(score: int, throws: int) -> float:
        others_after = list(lives)
        mine = me
        if score <= lowest:
            mine -= 1
        if score >= lowest:
            for i in at_lowest:
                others_after[i] -= 1
        base = _match_value(mine, others_after)
        leads = score > best_score or (score == best_score and throws < best_throws)
        if leads and mine > 0:
            life = base - _match_value(mine - 1, others_after)
            base += lead_gain * life
        return base

    stop = [[value(y, cap - left) for y in STATE_SCORE] for left in range(cap)]
    return solve_turn(stop)


def stop160(sit: Situation) -> Distribution:
    """A reference rule of thumb, not a level: stop on 160 or more, else keep 1s and 6s.

    Benchmarks measure Expert's best reply against it (issue 13: 55.23% heads-up).
    """
    state = _state(sit)
    if STATE_SCORE[state] >= 160:
        return [(STOP, 1.0)]
    return medium(sit)


POLICIES: Final[dict[str, Policy]] = {
    "easy": easy,
    "medium": medium,
    "hard": hard,
    "expert": expert,
}

#: Every policy :mod:`.evaluation` can enumerate: the levels and the reference rules.
ALL_POLICIES: Final[dict[str, Policy]] = {
    **POLICIES,
    "stop160": stop160,
    **{
        f"expert:{level}": expert_knowing(level)
        for level in ("easy", "medium", "hard", "expert", "stop160")
    },
}
