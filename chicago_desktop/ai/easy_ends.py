"""How Easy's turn ends in the presets other than classic, as exact chances.

Easy (:func:`.preset_policies.easy`) looks at nothing but its own dice, the call and its
throws left: not at the results before it. So, like Medium's
(:func:`.heads_up_round.medium_ends`), how its turn ends is one distribution per (call,
cap), which lets Expert reply to an Easy seat at a full table
(:mod:`.preset_full_reply`) exactly. Its noise is a mixed policy: in every state the
chance of each choice (stopping, or the kept multiset it throws from, turning sixes being
one more way to reach one, R21/R22) is what Easy's draws give —

- with two free sixes (and a throw left) it turns them half the time, whatever the call;
  after turning it must throw (R21), so it then only holds, with its usual noise;
- otherwise it stops with a chance set by how good its result looks (the share of throws
  of three dice that would be worse);
- else it holds its keepers (Medium's faces), but 15% of the time only its best keeper and
  another 15% one die more, taken at random among the others (with no keeper: 30% one
  other die); holding all three dice is stopping (R3).

The chances are read from :mod:`.preset_policies`'s own constants, so the two cannot drift
apart unnoticed: a test enumerates Easy's draws through the engine in every state.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Final

from ..engine import Call, Rules
from .dice_space import KEPT_INDEX, STATES
from .preset_policies import (
    EASY_ONE_MORE,
    EASY_SINGLE_KEEPER,
    EASY_TURN_SIXES,
    easy_stop_chance,
    face_value,
    keepers,
    result_percentile,
)
from .turn_solver import STOP
from .turn_space import EMPTY, TurnSpace, turn_space
from .turn_values import End

Weights = dict[int, float]
"""A mixed choice: STOP or a kept number, each with its chance."""

_TWO_ONES: Final = KEPT_INDEX[(1, 1)]


def _add(out: Weights, choice: int, p: float) -> None:
    if p:
        out[choice] = out.get(choice, 0.0) + p


def _holds(
    final: tuple[int, ...], free: tuple[int, ...], call: Call | None, p: float, out: Weights
) -> None:
    """Easy's hold with its noise (module text), from ``final`` and ``free`` faces."""
    keep = keepers(call)
    wanted = [f for f in free if f in keep]
    others = [f for f in free if f not in keep]
    plans: list[tuple[float, list[int]]] = []
    if wanted:
        best = max(wanted, key=lambda f: face_value(f, call))
        plans.append((EASY_SINGLE_KEEPER, [best]))
        more = EASY_ONE_MORE - EASY_SINGLE_KEEPER
    else:
        more = EASY_ONE_MORE  # no keeper: the first draw cannot keep "only the best"
    if others:
        plans.extend((more / len(others), [*wanted, o]) for o in others)
    else:
        plans.append((more, wanted))
    plans.append((1.0 - EASY_ONE_MORE, wanted))
    for q, chosen in plans:
        kept = tuple(sorted((*final, *chosen)))
        _add(out, STOP if len(kept) == 3 else KEPT_INDEX[kept], p * q)


def easy_weights(space: TurnSpace, post: int, left: int, call: Call | None) -> Weights:
    """Easy's mixed choice in state ``post`` with ``left`` throws left (``call`` None: as
    the leader before its call, or under fixed scoring, judged by fixed scores)."""
    if left == 0:
        return {STOP: 1.0}
    final, free = space.posts[post]
    out: Weights = {}
    p_turn = EASY_TURN_SIXES if space.turns[post] else 0.0
    if p_turn:
        if space.turns[post] == (_TWO_ONES,) and free == (6, 6, 6):
            _add(out, _TWO_ONES, p_turn)  # R22: two held ones, the third in the cup
        else:
            rest = list(free)
            rest.remove(6)
            rest.remove(6)  # one six turned into a held one, the other into the cup (R21)
            _holds((*final, 1), tuple(rest), call, p_turn, out)
    a, b, c = STATES[space.full[post]]
    stop = easy_stop_chance(result_percentile((a, b, c), call))
    _add(out, STOP, (1.0 - p_turn) * stop)
    _holds(final, free, call, (1.0 - p_turn) * (1.0 - stop), out)
    return out


def mixed_ends(
    space: TurnSpace, cap: int, weights: Callable[[int, int], Weights]
) -> dict[End, float]:
    """The chance of every way a turn of ``cap`` throws ends under the mixed policy
    ``weights(post, left)`` (:func:`.heads_up_round.policy_ends` for one choice each)."""
    out: dict[End, float] = {}
    level: dict[int, float] = {}

    def throw(kept: int, left_after: int, p: float) -> None:
        chicago = space.chicago[kept]
        if chicago:
            key = (0, cap - left_after, True)
            out[key] = out.get(key, 0.0) + p * chicago
        for post, q in zip(space.out_posts[kept], space.out_probs[kept], strict=True):
            level[post] = level.get(post, 0.0) + p * q

    throw(EMPTY, cap - 1, 1.0)
    for left in range(cap - 1, -1, -1):
        current, level = level, {}
        for post, p in current.items():
            for choice, q in weights(post, left).items():
                if choice == STOP:
                    key = (space.full[post], cap - left, False)
                    out[key] = out.get(key, 0.0) + p * q
                else:
                    throw(choice, left - 1, p * q)
    return out


@lru_cache(maxsize=64)
def easy_ends(rules: Rules, call: Call | None, cap: int) -> dict[End, float]:
    """How Easy's turn ends under ``call`` (None: as leader, before the call) and cap."""
    space = turn_space(rules)
    return mixed_ends(space, cap, lambda post, left: easy_weights(space, post, left, call))
