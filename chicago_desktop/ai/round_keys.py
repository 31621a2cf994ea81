"""The ranking keys and the calls of a rolling round, shared by every round model.

A result's *key* is one integer, larger is better, with equal keys ranking the earlier
player higher (R31, R32; the classic best of R30 too): so the exact round values
(:mod:`.round_values`), the heads-up round (:mod:`.heads_up_round`) and the replies compare
results by number alone.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Final

from ..engine import Call, Ranking, Rules, Scoring, called_score, fixed_score, is_fish
from .dice_space import STATES

TOP: Final = 1 << 20
"""The key of a Chicago (R20), above every other result under every call; in pub the
lowest of the Chicago keys (:func:`chicago_key`): every key ``>= TOP`` is a Chicago."""

#: Every call in the order a hint lists them: ones, sixes, direction (R7).
CALLS: Final = tuple(
    Call(ones=o, sixes=s, high=h) for o in (100, 1) for s in (60, 6) for h in (True, False)
)
SAND: Final = Call.sand_call()


def calls_of(rules: Rules) -> tuple[Call | None, ...]:
    """The calls the leader may make (R7, R24), or ``(None,)`` where there is no call."""
    if rules.scoring is Scoring.FIXED:
        return (None,)
    if rules.scoring is Scoring.CALLED_SAND:
        return (*CALLS, SAND)
    return CALLS


Line = tuple[str, "Call | None", int]
"""What a chain of followers plays for: (objective mode, the call, the cap)."""

KeyFn = Callable[[int, int], int]
"""Key of a result: (STATES number, throws used) -> int, larger is better."""


def key_function(rules: Rules, call: Call | None) -> tuple[KeyFn, bool]:
    """The ranking key of a result and whether it depends on the throws used.

    R31 (strict): the value in the called direction. R32 (pub): fish below all, then the
    fixed value, then fewer throws. Classic (R30) best: the fixed value, then fewer throws.
    Kept per ranking and call: the heads-up round asks for it for every pair of results.
    """
    return _key_function(rules.ranking, call)


@lru_cache(maxsize=64)
def _key_function(ranking: Ranking, call: Call | None) -> tuple[KeyFn, bool]:
    if ranking is Ranking.STRICT:
        assert call is not None and not call.sand
        sign = 1 if call.high else -1
        keys = [sign * called_score(s, call) for s in STATES]
        return (lambda s, t: keys[s]), False
    if ranking is Ranking.PUB:
        values = [-1 if is_fish(s) else fixed_score(s) for s in STATES]
        return (lambda s, t: (values[s] + 1) * 4 + 4 - t), True
    scores = [fixed_score(s) for s in STATES]
    return (lambda s, t: scores[s] * 4 + 4 - t), True


def chicago_key(rules: Rules, throws: int) -> int:
    """The key of a Chicago that came on throw ``throws`` (R20): :data:`TOP`, or in pub
    (R32: fewer throws rank better, between two Chicagos too) ``TOP`` plus one for each
    throw fewer than four, so that every key ``>= TOP`` is a Chicago."""
    return TOP + 4 - throws if rules.ranking is Ranking.PUB else TOP
