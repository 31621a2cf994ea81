"""What a round's outcomes are worth to the match, for Expert at a full table.

A rolling round has, for the player to move, three outcomes that matter: it ends as the
*worst* (a loss, a coaster, or in basic the lead of the next round), as the *best* (the
next lead in classic, safety in basic, a coaster down or passed in the clearing phase), or
in between. If ``V_W``, ``V_B`` and ``V_M`` are what they are worth to the match, the value
of an option is ``V_M + p_best (V_B - V_M) + p_avoid (V_M - V_W)`` (``1 - p_avoid`` is the
chance of ending worst), so Expert ranks its options by the weights returned here,

    ``alpha * p_avoid_loss + beta * p_best``,  ``alpha = V_M - V_W``, ``beta = V_B - V_M``,

with both chances exact for the round (:mod:`.round_hints`, :mod:`.round_tables`). The
``V`` come from a small model of the rest of the match, solved exactly by recursion over
its states, in which every rolling round is played by Hard players: the leader ends worst
and best with the exact chances of the Hard round tables for its round size, and the
others share the rest evenly. It is a model (who is worst and who is best are taken as
independent of the other players' standing), documented in docs/ai.md; the round itself
is exact.

- classic (R41): the worst takes a loss, the best leads next; the model is the chance of
  being the last player left, by everybody's lives and whether we lead;
- basic (R42): the best is safe for the rest of the search, the worst leads the next
  round; the model is the chance of losing the search, by players left and the lead
  (tally marks scale every value of a search alike, so they do not change the ranking);
- coasters (R43-R45): in the handing-out phase the best gets nothing (the ranking is
  Hard's); in the clearing phase the best puts a coaster down (bavarian, pub) or passes it
  to the worst (tschigg), and the worst leads next: :mod:`.coaster_model` values each
  outcome by everybody's coasters.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from ..engine import ChicagoRule, Match, MatchStructure, Rules, preset
from .round_values import AVOID, BEST, Setting, round_model, round_rules
from .steps import Steps
from .tables import round_tables

Weights = tuple[float, float]
"""``(alpha, beta)``: the weights of ``p_avoid_loss`` and ``p_best``."""


@lru_cache(maxsize=64)
def classic_leader_chances(players: int, max_throws: int) -> tuple[float, float]:
    """The Hard leader's (chance of ending worst, chance of ending best), classic."""
    worst = 1.0 - round_tables().leader_table(players, max_throws).start
    model = round_model(
        Setting(round_rules(preset("classic", max_throws=max_throws)), players, False, False)
    )
    best = model.leader_turn(BEST).starts[max_throws]
    return worst, best


#: ``leader`` in :func:`classic_value` when we lead ourselves.
ME: Final = -1


@lru_cache(maxsize=131072)
def classic_value(me: int, leader: int, rest: tuple[int, ...], max_throws: int) -> float:
    """Chance of being the last player left in the model of the module text.

    ``me`` is our lives; ``leader`` the lives of the other player who leads the next
    round, or :data:`ME` if we lead; ``rest`` the lives of every other player (sorted).
    A round's worst is the leader with the Hard leader's chance, else a follower evenly;
    its best, among the others, the leader with the Hard leader's chance (given it is
    not worst), else a non-leader evenly. Everybody's values of one state sum to one.
    """
    if me <= 0:
        return 0.0
    others = rest if leader == ME else (leader, *rest)
    if not others:
        return 1.0
    # Players: 0 = us, 1.. = others; ``lead`` is the leader's index.
    lives = (me, *others)
    lead = 0 if leader == ME else 1
    m = len(lives)
    lead_worst, lead_best = classic_leader_chances(m, max_throws)
    beta = 1.0 if m == 2 else min(1.0, lead_best / (1.0 - lead_worst))
    total = 0.0
    for w in range(m):
        p_w = lead_worst if w == lead else (1.0 - lead_worst) / (m - 1)
        after = [v - 1 if i == w else v for i, v in enumerate(lives)]
        for b in range(m):
            if b == w:
                continue
            if w == lead:
                p_b = 1.0 / (m - 1)
            elif b == lead:
                p_b = beta
            else:
                p_b = (1.0 - beta) / (m - 2)
            if p_b <= 0.0:
                continue
            total += p_w * p_b * _state_value(after, b, max_throws)
    return total


def _state_value(lives: list[int], lead: int, max_throws: int) -> float:
    """Our value (player 0) when player ``lead`` leads with these lives."""
    if lives[0] <= 0:
        return 0.0
    if lead == 0:
        return classic_value(lives[0], ME, tuple(sorted(v for v in lives[1:] if v > 0)), max_throws)
    rest = tuple(sorted(v for i, v in enumerate(lives) if i not in (0, lead) and v > 0))
    return classic_value(lives[0], lives[lead], rest, max_throws)


def classic_weights(me: int, others: tuple[int, ...], max_throws: int) -> Weights:
    """``(alpha, beta)`` for a classic player with ``me`` lives against ``others``: the
    other worst and the other best are drawn evenly from the other players."""
    alive = [o for o in others if o > 0]
    k = len(alive)
    v_w = sum(_state_value([me - 1, *alive], j + 1, max_throws) for j in range(k)) / k
    v_b = 0.0
    v_m = 0.0
    pairs = 0
    for i in range(k):
        after = [me, *(o - 1 if j == i else o for j, o in enumerate(alive))]
        v_b += _state_value(after, 0, max_throws)
        for j in range(k):
            if j != i:
                v_m += _state_value(after, j + 1, max_throws)
                pairs += 1
    v_b /= k
    v_m = v_m / pairs if pairs else v_b
    return v_m - v_w, v_b - v_m


# ---------------------------------------------------------------------- presets
@lru_cache(maxsize=256)
def leader_chances(
    rules: Rules, players: int, removes: bool, clearing: bool
) -> tuple[float, float]:
    """The Hard leader's (chance of avoiding the worst, chance of the best) in a round."""
    model = round_model(Setting(rules, players, removes, clearing))
    cap = rules.max_throws
    return model.leader_turn(AVOID).starts[cap], model.leader_turn(BEST).starts[cap]


@lru_cache(maxsize=256)
def search_loss(rules: Rules, players: int, lead: bool, removes: bool) -> float:
    """Chance of losing a basic search from a round of ``players`` (R42), by the lead."""
    if players <= 1:
        return 1.0
    avoid, best = leader_chances(rules, players, removes, False)
    if lead:
        p_best, p_worst = best, 1.0 - avoid
    else:
        p_best, p_worst = (1.0 - best) / (players - 1), avoid / (players - 1)
    if players == 2:
        return 1.0 - p_best
    p_mid = max(0.0, 1.0 - p_best - p_worst)
    return p_worst * search_loss(rules, players - 1, True, removes) + p_mid * search_loss(
        rules, players - 1, False, removes
    )


def preset_weights(match: Match) -> Weights | None:
    """``(alpha, beta)`` for the player to move outside classic; None = rank as Hard."""
    rules = round_rules(match.rules)
    n = len(match.round_state.order)
    if n <= 2:
        return None  # best and worst are one outcome (tschigg's call: full_table.py)
    structure = match.rules.match
    removes = match.rules.chicago is ChicagoRule.REMOVES_ROLLER
    if structure is MatchStructure.SEARCHES:
        # V_B = 0 (safe), V_W = -L(n-1, lead), V_M = -L(n-1, follow).
        v_w = -search_loss(rules, n - 1, True, removes)
        v_m = -search_loss(rules, n - 1, False, removes)
        return v_m - v_w, 0.0 - v_m
    # Coasters (R43-R45): the standing's own values (coaster_model.py imports this
    # module, hence the late import).
    from .coaster_model import coaster_weights

    return coaster_weights(match)


def classic_model_steps(players: int, lives: int, max_throws: int) -> Steps[None]:
    """Fill :func:`classic_value`'s memo for a classic table of ``players`` with up to
    ``lives`` each, in steps of a few dozen states (well under a millisecond each).

    The values recurse on states with fewer lives in all, so states are visited by their
    total: each call then reads its successors from the memo instead of recursing. Built
    between the window's events, an Expert's first decision at a full table finds them.
    """
    from itertools import combinations_with_replacement

    for m in range(2, players + 1):
        classic_leader_chances(m, max_throws)
        yield
    states: list[tuple[int, int, tuple[int, ...]]] = []
    for k in range(players - 1):  # the others besides us and the leader
        for rest in combinations_with_replacement(range(1, lives + 1), k):
            for me in range(1, lives + 1):
                states.append((me, ME, rest))
                for leader in range(1, lives + 1):
                    states.append((me, leader, rest))
        if k == players - 2:  # we lead among the others: one more of them
            for rest in combinations_with_replacement(range(1, lives + 1), k + 1):
                for me in range(1, lives + 1):
                    states.append((me, ME, rest))
    states.sort(key=lambda st: st[0] + max(st[1], 0) + sum(st[2]))
    for i, (me, leader, rest) in enumerate(states):
        if leader == ME and not rest:
            continue
        classic_value(me, leader, rest, max_throws)
        if i % 32 == 31:
            yield
