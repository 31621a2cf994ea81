"""Classic Expert at a full table against known levels: every later player plays its own policy.

:mod:`.full_table` values an option by ``alpha * p_avoid_loss + beta * p_best`` with both
chances taken from Hard's equilibrium, everybody after us playing Hard. When a later player
of this round is a CPU whose level the program knows to be Easy or Medium, that is not how
the round will go; here both chances are computed against what each later player really
plays, and the weights stay those of :func:`.full_table.classic_weights_of`. A person or
another Expert is assumed to play Hard, as heads-up (:mod:`.policies`); when every later
player is (assumed) Hard, :mod:`.policies` keeps the equilibrium path, so nothing changes
there.

``p_avoid_loss`` is exact, by the product argument of :mod:`.round_tables` (R30: every
lowest score loses), which does not need the later players to share one policy: a result
``x`` at or below the lowest so far loses exactly when every later player ends at ``x`` or
above, and while that holds the lowest so far stays ``x``, so later player ``i`` faces
"lowest ``x``, ``j`` after me, cap ``c``" whatever came before. The loss chance is the
product of ``reach_i(x, j, c)``, each player's chance of ending at or above ``x`` when it
plays its own policy from that situation: Hard's from the round tables (that is what a Hard
player plays there), Easy's and Medium's from the exact distribution of how their turn
ends (:func:`.evaluation.turn_outcomes`, every throw and every mixed choice weighted).
Medium looks at nothing but its dice, Easy only at whether it is last and, then, at the
lowest so far (:func:`.policies.easy`), so few distributions are needed.

``p_best`` uses the key (score, fewer throws) of R30, ties going to the earlier player: a
result is best if its key is above every key so far and no later player ends above it. The
later players are taken as they really play, Hard ones included, that is Hard's *avoid*
policy (Hard never plays for the best). Here the product breaks: a later Hard player (or
Easy as the last seat) decides by the lowest so far, and while we stay best the later
players may end below the lowest and change it for those after them. So the chance is
computed exactly by a backward pass over the later players with the lowest so far as its
state (:func:`best_chain`): ``H_i(l)``, the chance that players ``i..k`` all end at or
below our key when player ``i`` faces lowest ``l``, is the sum over player ``i``'s ends
``y`` at or below the key of ``H_{i+1}(min(l, y))``. Taking the lowest as fixed instead (a
product, as for the loss) is off by up to 0.025 on positions the tests check.

Our own turn is then solved (:func:`.turn_solver.solve_turn`) against those end values,
once per situation (cached): as a later player's situation is its cap, the lowest and best
so far and the levels after it; as the leader, whose throw count is everybody's cap (R5),
the levels after it and the setting. The backward pass for ``p_best`` costs 5-25 ms per
(levels after us, cap), so :func:`reply_steps` builds it in steps for the levels at a
table; a decision meets it built, or builds it once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from math import prod
from operator import mul
from typing import Final

from .dice_space import SCORE_INDEX, SCORES, STATE_SCORE
from .full_table import classic_weights_of, weigh
from .round_tables import MAX_AFTER, MAX_CAP
from .situation import Situation
from .steps import Steps, run_steps
from .tables import round_tables
from .turn_solver import TurnTable, solve_turn

#: The levels whose own policy is replied to at a full table; anybody else (a person,
#: Expert, Hard) is taken to play Hard.
REPLIED: Final = ("easy", "medium")
PLAYED_AS_HARD: Final = "hard"

Levels = tuple[str, ...]
"""The levels of the later players of this round, in turn order (each easy/medium/hard)."""


def key_of(score: int, throws: int) -> int:
    """The R30 key of a result for "best": higher score, then fewer throws (1-3)."""
    return score * 4 + 4 - throws


def _key_index(score_index: int, throws: int) -> int:
    return score_index * MAX_CAP + throws - 1


@dataclass(frozen=True, slots=True)
class TurnEnds:
    """How one player's turn ends, as the two sums a round needs.

    ``at_least[i]``: the chance of ending on ``SCORES[i]`` or above. ``at_most[k]``: the
    chance of ending with a key at or below the key of (``SCORES[i]``, ``t`` throws), ``k``
    being ``i * 3 + t - 1``. ``exactly[i]``: the chance of ending on ``SCORES[i]``.
    """

    at_least: tuple[float, ...]
    at_most: tuple[float, ...]
    exactly: tuple[float, ...]


def turn_ends(outcomes: dict[tuple[int, int], float]) -> TurnEnds:
    """Both sums of a distribution of (score, throws used)."""
    by_score = [[0.0] * (MAX_CAP + 1) for _ in SCORES]
    for (score, throws), p in outcomes.items():
        by_score[SCORE_INDEX[score]][throws] += p
    at_least = [0.0] * len(SCORES)
    running = 0.0
    for i in range(len(SCORES) - 1, -1, -1):
        running += sum(by_score[i])
        at_least[i] = running
    at_most = [0.0] * (len(SCORES) * MAX_CAP)
    below = 0.0
    for i, row in enumerate(by_score):
        for t in range(1, MAX_CAP + 1):
            at_most[_key_index(i, t)] = below + sum(row[t:])  # same score, t or more throws
        below += sum(row)
    return TurnEnds(tuple(at_least), tuple(at_most), tuple(sum(row) for row in by_score))


def _canonical(level: str, cap: int, after: int, lowest: int) -> tuple[str, int, int, int]:
    """The situation that decides ``level``'s turn: what its policy looks at, no more.

    Medium looks at its dice only; Easy at whether it is last and then at the lowest so far
    (:func:`.policies.easy`); Hard at all three (:func:`.policies.round_table`).
    """
    if level == "medium":
        return (level, cap, 1, 0)
    if level == "easy":
        return (level, cap, 0, lowest) if after == 0 else (level, cap, 1, 0)
    return (level, cap, after, lowest)


#: Filled once and never changed per key; a value is stored whole, so a reader on another
#: thread finds it or computes the same one itself.
_ENDS: dict[tuple[str, int, int, int], TurnEnds] = {}


def ends_of(level: str, cap: int, after: int, lowest: int) -> TurnEnds:
    """How a later player of ``level`` ends its turn facing ``lowest``, ``after`` to come.

    Enumerated on first use (1-2 ms) and kept; :func:`reply_steps` fills them all ahead.
    """
    key = _canonical(level, cap, after, lowest)
    found = _ENDS.get(key)
    if found is None:
        found = _ENDS[key] = _enumerate(*key)
    return found


def _enumerate(level: str, cap: int, after: int, lowest: int) -> TurnEnds:
    from .evaluation import base_situation, turn_outcomes

    start = base_situation(
        players=after + 2, max_throws=MAX_CAP, cap=cap, position=1, results=((lowest, cap),)
    )
    return turn_ends(turn_outcomes(level, start))


def reach(level: str, cap: int, after: int, x: int) -> float:
    """Chance that a later player of ``level`` facing lowest ``x`` ends at ``x`` or above."""
    if level == PLAYED_AS_HARD:
        return round_tables().reach[(cap, after, x)]  # Hard plays its table there
    return ends_of(level, cap, after, x).at_least[SCORE_INDEX[x]]


def reply_steps(chains: Iterable[tuple[Levels, int]] = ()) -> Steps[None]:
    """Every :func:`ends_of` distribution, one enumeration a step (1-2 ms each, about a
    second in all), then the :func:`best_chain` of each (levels, cap) in ``chains`` (see
    :func:`table_chains`) a score at a time, so a window can build them between events."""
    round_tables()
    for cap in range(1, MAX_CAP + 1):
        for level in ("medium", "easy", "hard"):
            for after in range(MAX_AFTER + 1):
                for lowest in SCORES:
                    key = _canonical(level, cap, after, lowest)
                    if key not in _ENDS:
                        _ENDS[key] = _enumerate(*key)
                        yield
    for levels, cap in chains:
        yield from best_chain_steps(levels, cap)


def table_chains(table: Sequence[str | None], max_throws: int) -> list[tuple[Levels, int]]:
    """Every (levels after us, cap) an Expert seat of ``table`` (each seat's level, None for
    a person) can meet with a known Easy or Medium after it: the later players of a round
    are those still in the match between us and the leader, so any subsequence of the
    others in turn order."""
    out: dict[tuple[Levels, int], None] = {}
    n = len(table)
    for seat, level in enumerate(table):
        if level != "expert" or n < 3:
            continue
        others = [table[(seat + i) % n] for i in range(1, n)]
        for size in range(1, n):
            for chosen in combinations(others, size):
                levels = tuple(lv if lv in REPLIED else PLAYED_AS_HARD for lv in chosen)
                if any(lv != PLAYED_AS_HARD for lv in levels):
                    for cap in range(1, max_throws + 1):
                        out[(levels, cap)] = None
    return list(out)


_CHAINS: dict[tuple[Levels, int], list[tuple[float, ...]]] = {}


def best_chain(levels: Levels, cap: int) -> list[tuple[float, ...]]:
    """``chain[k][l]``: the chance that every later player (``levels``, cap ``cap``) ends
    at or below key number ``k`` (:class:`TurnEnds`) when the first of them faces the
    lowest ``SCORES[l]`` (exact, module text); built on first use (5-25 ms)."""
    found = _CHAINS.get((levels, cap))
    return found if found is not None else run_steps(best_chain_steps(levels, cap))


def best_chain_steps(levels: Levels, cap: int) -> Steps[list[tuple[float, ...]]]:
    """:func:`best_chain` in steps of one score of ours (well under a millisecond)."""
    found = _CHAINS.get((levels, cap))
    if found is not None:
        return found
    k = len(levels)
    rows = [[ends_of(lv, cap, k - 1 - i, low) for low in SCORES] for i, lv in enumerate(levels)]
    rows.reverse()  # the backward pass starts at the last player
    chain: list[tuple[float, ...]] = [()] * (len(SCORES) * MAX_CAP)
    for xi in range(len(SCORES)):
        for t in range(1, cap + 1):
            index = _key_index(xi, t)
            h = [1.0] * (xi + 1)  # nobody left: certainly nobody above us
            for ends in rows:
                # Facing lowest l, the player ends on y < l (the lowest becomes y) or on
                # l <= y <= our key (the lowest stays l); above our key we are not best.
                h = [
                    sum(map(mul, ends[li].exactly[:li], h[:li]))
                    + h[li] * (ends[li].at_most[index] - 1.0 + ends[li].at_least[li])
                    for li in range(xi + 1)
                ]
            chain[index] = tuple(h)
        yield
    _CHAINS[(levels, cap)] = chain
    return chain


def later_levels(sit: Situation, known: Sequence[str | None] | None) -> Levels | None:
    """The levels played by the later players of this round, or None when all play Hard.

    ``known`` are the levels of ``sit.others`` (the rest of this round first); a person
    (None), Expert and Hard count as Hard.
    """
    if known is None or sit.after == 0:
        return None
    levels = tuple(level if level in REPLIED else PLAYED_AS_HARD for level in known[: sit.after])
    if all(level == PLAYED_AS_HARD for level in levels):
        return None
    return levels


def _loss_if(levels: Levels, cap: int, x: int) -> float:
    """Chance of losing on ``x`` at or below the lowest so far (exact, module text)."""
    k = len(levels)
    return prod(reach(level, cap, k - 1 - i, x) for i, level in enumerate(levels))


@lru_cache(maxsize=4096)
def follower_avoid_table(levels: Levels, cap: int, lowest: int) -> TurnTable:
    """A later player's turn solved for ``p_avoid_loss`` against ``levels`` after it."""
    by_score = {y: 1.0 if y > lowest else 1.0 - _loss_if(levels, cap, y) for y in SCORES}
    row = [by_score[y] for y in STATE_SCORE]
    return solve_turn([row] * cap)


@lru_cache(maxsize=4096)
def follower_best_table(levels: Levels, cap: int, lowest: int, best_key: int) -> TurnTable:
    """A later player's turn solved for ``p_best``; ``best_key`` is the best key so far."""
    chain = best_chain(levels, cap)
    rows = []
    for left in range(cap):
        t = cap - left
        by_score = {
            y: 0.0
            if key_of(y, t) <= best_key
            else chain[_key_index(SCORE_INDEX[y], t)][SCORE_INDEX[min(lowest, y)]]
            for y in SCORES
        }
        rows.append([by_score[y] for y in STATE_SCORE])
    return solve_turn(rows)


@lru_cache(maxsize=512)
def leader_avoid_table(levels: Levels, max_throws: int) -> TurnTable:
    """The leader's turn solved for ``p_avoid_loss``: its throw count is everybody's cap
    (R5), so the value of ending depends on the throws used as well."""
    rows = []
    for left in range(max_throws):
        avoid = {y: 1.0 - _loss_if(levels, max_throws - left, y) for y in SCORES}
        rows.append([avoid[y] for y in STATE_SCORE])
    return solve_turn(rows)


@lru_cache(maxsize=512)
def leader_best_table(levels: Levels, max_throws: int) -> TurnTable:
    """The leader's turn solved for ``p_best`` (everybody's cap is its throw count, R5)."""
    rows = []
    for left in range(max_throws):
        t = max_throws - left
        chain = best_chain(levels, t)
        best = {y: chain[_key_index(i, t)][i] for i, y in enumerate(SCORES)}
        rows.append([best[y] for y in STATE_SCORE])
    return solve_turn(rows)


def reply_tables(sit: Situation, levels: Levels) -> tuple[TurnTable, TurnTable]:
    """The solved turns (``p_avoid_loss``, ``p_best``) of the player to move."""
    if sit.is_leader:
        return leader_avoid_table(levels, sit.max_throws), leader_best_table(levels, sit.max_throws)
    assert sit.lowest is not None
    best_key = max(key_of(score, throws) for score, throws in sit.results)
    return (
        follower_avoid_table(levels, sit.cap, sit.lowest),
        follower_best_table(levels, sit.cap, sit.lowest, best_key),
    )


def reply_chances(sit: Situation, levels: Levels) -> list[tuple[int, float, float]]:
    """Every choice of the player to move with its ``p_avoid_loss`` and ``p_best``."""
    assert sit.state is not None
    avoid, best = reply_tables(sit, levels)
    return [
        (c, a, b)
        for (c, a), (_, b) in zip(
            avoid.options(sit.state, sit.left), best.options(sit.state, sit.left), strict=True
        )
    ]


def reply_options(sit: Situation, levels: Levels) -> list[tuple[int, float]]:
    """Expert's valued choices against the later players' own policies (module text)."""
    chances = reply_chances(sit, levels)
    return weigh(
        [(c, a) for c, a, _ in chances], [b for _, _, b in chances], classic_weights_of(sit)
    )
