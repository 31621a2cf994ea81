"""The state space of one classic turn, as plain tuples for fast table building.

Under the classic rules (fixed scoring, releasable holds, no Chicago, no turning sixes) the
positions of the dice do not matter to a decision: only the *multiset* of faces showing and
the throws left. There are 56 multisets of three faces, 28 multisets of at most two kept
dice, and every throw is "keep a sub-multiset, re-throw the rest". This module numbers
those multisets once and precomputes the exact probability of every outcome of every
re-throw, so that the tables in :mod:`.round_tables` and :mod:`.match_tables` are built with
nothing but indexed sums.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache
from itertools import combinations, combinations_with_replacement, product
from math import factorial
from operator import itemgetter, mul
from typing import Final

from ..engine import fixed_face_value

FACES: Final = (1, 2, 3, 4, 5, 6)

Multiset = tuple[int, ...]
"""Faces in ascending order; a state (3 faces) or a kept part of one (0-2 faces)."""

#: Every result of three dice, as sorted tuples; the index is the state number.
STATES: Final[tuple[Multiset, ...]] = tuple(combinations_with_replacement(FACES, 3))
STATE_INDEX: Final[dict[Multiset, int]] = {s: i for i, s in enumerate(STATES)}
#: The state number of every ordered result of three dice (the engine's faces as they lie).
FACES_STATE: Final[dict[tuple[int, ...], int]] = {
    faces: STATE_INDEX[tuple(sorted(faces))] for faces in product(FACES, repeat=3)
}

#: Every multiset of 0, 1 or 2 kept dice; the index is the "kept" number.
KEPT: Final[tuple[Multiset, ...]] = tuple(
    k for size in (0, 1, 2) for k in combinations_with_replacement(FACES, size)
)
KEPT_INDEX: Final[dict[Multiset, int]] = {k: i for i, k in enumerate(KEPT)}
EMPTY_KEPT: Final = KEPT_INDEX[()]


def score(faces: Sequence[int]) -> int:
    """R6 fixed score of three faces (shared with the engine's face values)."""
    return sum(fixed_face_value(f) for f in faces)


#: Fixed score of each state.
STATE_SCORE: Final[tuple[int, ...]] = tuple(score(s) for s in STATES)
#: The 40 distinct scores, ascending.
SCORES: Final[tuple[int, ...]] = tuple(sorted(set(STATE_SCORE)))
SCORE_INDEX: Final[dict[int, int]] = {v: i for i, v in enumerate(SCORES)}
#: Index into SCORES of each state's score.
STATE_SCORE_INDEX: Final[tuple[int, ...]] = tuple(SCORE_INDEX[v] for v in STATE_SCORE)


def _multinomial(counts: Counter[int], size: int) -> int:
    """Number of ordered throws of ``size`` dice that show this multiset."""
    out = factorial(size)
    for c in counts.values():
        out //= factorial(c)
    return out


@cache
def throws_of(count: int) -> tuple[tuple[Multiset, float], ...]:
    """Every multiset ``count`` thrown dice can show (faces ascending), with its chance."""
    return tuple(
        (thrown, _multinomial(Counter(thrown), count) / 6**count)
        for thrown in combinations_with_replacement(FACES, count)
    )


def _outcomes(kept: Multiset) -> tuple[tuple[int, ...], tuple[float, ...]]:
    """States reachable by re-throwing the dice not in ``kept``, with their probabilities."""
    merged: dict[int, float] = {}
    for thrown, p in throws_of(3 - len(kept)):
        state = STATE_INDEX[tuple(sorted(kept + thrown))]
        merged[state] = merged.get(state, 0.0) + p
    idx = tuple(sorted(merged))
    return idx, tuple(merged[i] for i in idx)


def _sub_kept(state: Multiset) -> tuple[int, ...]:
    """Distinct kept multisets (0-2 dice) that can be held from ``state``, most dice first."""
    seen: list[int] = []
    for size in (2, 1, 0):
        for combo in combinations(state, size):
            k = KEPT_INDEX[combo]
            if k not in seen:
                seen.append(k)
    return tuple(seen)


_OUTCOMES: Final = tuple(_outcomes(k) for k in KEPT)
#: For each kept multiset: the reachable states.
OUT_STATES: Final[tuple[tuple[int, ...], ...]] = tuple(o[0] for o in _OUTCOMES)
#: For each kept multiset: the probabilities of OUT_STATES (they sum to 1).
OUT_PROBS: Final[tuple[tuple[float, ...], ...]] = tuple(o[1] for o in _OUTCOMES)
#: For each kept multiset: a getter returning the values of its outcomes from a state list.
OUT_GETTERS: Final = tuple(itemgetter(*o[0]) for o in _OUTCOMES)
#: For each state: the kept multisets it can hold for a throw (stopping is separate).
SUB_KEPT: Final[tuple[tuple[int, ...], ...]] = tuple(_sub_kept(s) for s in STATES)


def expectations(values: Sequence[float]) -> list[float]:
    """For each kept multiset, the expected state value after re-throwing the other dice."""
    return [
        sum(map(mul, probs, getter(values)))
        for probs, getter in zip(OUT_PROBS, OUT_GETTERS, strict=True)
    ]


def expectation_of_throw(values: Sequence[float], kept: int = EMPTY_KEPT) -> float:
    """Expected state value after re-throwing everything but ``kept`` (default: all dice)."""
    total: float = sum(map(mul, OUT_PROBS[kept], OUT_GETTERS[kept](values)))
    return total


def state_of(faces: Sequence[int]) -> int:
    """State number of three faces in any order."""
    found = FACES_STATE.get(faces) if type(faces) is tuple else None
    return found if found is not None else STATE_INDEX[tuple(sorted(faces))]


def kept_of(faces: Sequence[int]) -> int:
    """Kept number of zero to two faces in any order."""
    return KEPT_INDEX[tuple(sorted(faces))]


def positions_for(faces: Sequence[int], kept: int) -> frozenset[int]:
    """Die positions that hold the multiset ``kept`` out of ``faces`` (lowest positions first).

    Which of two equal dice is held makes no difference to the game; choosing the lowest
    position makes the choice deterministic.
    """
    want = Counter(KEPT[kept])
    out: set[int] = set()
    for pos, face in enumerate(faces):
        if want[face] > 0:
            want[face] -= 1
            out.add(pos)
    if sum(want.values()) != 0:
        raise ValueError(f"{KEPT[kept]} cannot be held from {tuple(faces)}")
    return frozenset(out)


def all_throws(count: int) -> tuple[tuple[int, ...], ...]:
    """Every ordered throw of ``count`` dice (6**count of them), for brute-force checks."""
    return tuple(product(FACES, repeat=count))
