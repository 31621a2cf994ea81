"""The state space of one turn under any preset's turn rules (R2-R4, R20-R22).

:mod:`.dice_space` numbers the dice of a classic turn, where only the multiset of faces
showing matters. The other presets need a little more (R40): under ``final`` holds (R4) a
die held for a throw can never be thrown again, so a state after a throw is a pair
``(F, G)`` — the multiset of final-held faces and the multiset of the free faces; turning
sixes (R21, R22) makes a held one and sends a six into the cup; and a Chicago (R20) is
three ones thrown with nothing held.

A throw always starts from a *kept* multiset ``K`` (0-2 dice: the final dice plus the
ones chosen to hold, or the turned one plus those) and re-throws the other dice, so the
value of a throw depends on ``K`` alone. Turning sixes is therefore nothing but more ways
to reach a ``K``; :class:`TurnSpace` lists, for every state, the ``K`` reachable by holding
and those reachable by turning, each in the fixed preference order (more dice first).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from operator import itemgetter, mul
from typing import Any, Final

from ..engine import HoldPolicy, Rules, TurnSixesRule
from .dice_space import EMPTY_KEPT, FACES, KEPT, KEPT_INDEX, STATE_INDEX, Multiset, _multinomial

CHICAGO_FACES: Final = (1, 1, 1)


@lru_cache(maxsize=128)  # every multiset of up to three faces fits
def sub_multisets(faces: Multiset) -> tuple[Multiset, ...]:
    """Distinct sub-multisets of ``faces`` (sorted), most dice first."""
    out: list[Multiset] = []
    for size in range(len(faces), -1, -1):
        for combo in combinations(faces, size):
            if combo not in out:
                out.append(combo)
    return tuple(out)


def _minus(faces: Multiset, remove: Multiset) -> Multiset:
    left = Counter(faces)
    left.subtract(remove)
    return tuple(sorted(left.elements()))


@dataclass(frozen=True, slots=True)
class TurnSpace:
    """Every state after a throw and every throw, for one set of turn rules.

    ``posts[p] = (F, G)``; ``full[p]`` the :data:`~.dice_space.STATES` number of ``F + G``;
    ``holds[p]`` the kept numbers reachable by holding (stopping excluded), ``turns[p]``
    those reachable by turning sixes first (empty where that is not allowed). For a kept
    number ``k``: ``out_posts[k]``/``out_probs[k]`` the states a throw reaches and their
    chances, ``chicago[k]`` the chance that the throw is a Chicago (which ends the turn and
    is not in ``out_posts``).
    """

    final: bool
    posts: tuple[tuple[Multiset, Multiset], ...]
    post_index: dict[tuple[Multiset, Multiset], int]
    full: tuple[int, ...]
    holds: tuple[tuple[int, ...], ...]
    turns: tuple[tuple[int, ...], ...]
    out_posts: tuple[tuple[int, ...], ...]
    out_probs: tuple[tuple[float, ...], ...]
    out_getters: tuple[Any, ...]
    chicago: tuple[float, ...]
    options: tuple[tuple[int, ...], ...]  # holds then turns, the preference order
    first_posts: tuple[int, ...]  # the states right after a first throw (nothing final)
    full_of: Any  # itemgetter of ``full``: a per-result row read for every state at once
    option_getters: tuple[Any, ...]  # per state: its options' values, read at once (a tuple)
    #: The states with one option only (two final dice, R4), by that kept multiset, and the
    #: other states: a solve decides the first by one comparison each.
    single: tuple[tuple[int, tuple[int, ...]], ...]
    several: tuple[int, ...]
    #: ``(state, its option_getters entry, its options)`` for the states after a first
    #: throw and for ``several``: what a solve's inner loop reads, side by side.
    first_rows: tuple[tuple[int, Any, tuple[int, ...]], ...]
    several_rows: tuple[tuple[int, Any, tuple[int, ...]], ...]
    #: ``(kept, used)`` -> for each state a throw from ``kept`` reaches, the end of a turn
    #: stopping there after ``used`` throws, ``(STATES number, used, False)``; filled on
    #: first use by the forward passes (:func:`.turn_values.end_distribution`).
    end_keys: dict[tuple[int, int], tuple[tuple[int, int, bool], ...]]

    def expect(self, values: list[float], kept: int, chicago_value: float) -> float:
        """Expected value after throwing from ``kept``; a Chicago is worth ``chicago_value``."""
        total: float = sum(map(mul, self.out_probs[kept], self.out_getters[kept](values)))
        p = self.chicago[kept]
        return total + p * chicago_value if p else total

    def state_of(self, final: Multiset, free: Multiset) -> int:
        """The state number of final-held and free faces (any order)."""
        f = tuple(sorted(final)) if self.final else ()
        g = tuple(sorted(free + final)) if not self.final else tuple(sorted(free))
        return self.post_index[(f, g)]


def _build(final: bool, turn_sixes: TurnSixesRule, chicago: bool) -> TurnSpace:
    posts: list[tuple[Multiset, Multiset]] = []
    for k in KEPT if final else [()]:
        for g in combinations_with_replacement(FACES, 3 - len(k)):
            posts.append((k, g))
    post_index = {p: i for i, p in enumerate(posts)}
    full = tuple(STATE_INDEX[tuple(sorted(f + g))] for f, g in posts)
    holds: list[tuple[int, ...]] = []
    turns: list[tuple[int, ...]] = []
    for f, g in posts:
        kept = [tuple(sorted(f + h)) for h in sub_multisets(g)]
        holds.append(tuple(KEPT_INDEX[k] for k in kept if len(k) < 3))
        turned: list[int] = []
        sixes = g.count(6)
        if turn_sixes is not TurnSixesRule.OFF and sixes >= 2:
            if turn_sixes is TurnSixesRule.TWO_AND_THREE and sixes == 3:
                turned = [KEPT_INDEX[(1, 1)]]  # R22: two held ones, the third thrown
            else:
                base = tuple(sorted((*f, 1)))
                rest = _minus(g, (6, 6))
                turned = [KEPT_INDEX[tuple(sorted(base + h))] for h in sub_multisets(rest)]
        turns.append(tuple(turned))
    out_posts: list[tuple[int, ...]] = []
    out_probs: list[tuple[float, ...]] = []
    chic: list[float] = []
    for k in KEPT:
        size = 3 - len(k)
        total = 6**size
        merged: dict[int, float] = {}
        p_chicago = 0.0
        for thrown in combinations_with_replacement(FACES, size):
            p = _multinomial(Counter(thrown), size) / total
            if chicago and size == 3 and thrown == CHICAGO_FACES:
                p_chicago += p
                continue
            post = (k, thrown) if final else ((), tuple(sorted(k + thrown)))
            i = post_index[post]
            merged[i] = merged.get(i, 0.0) + p
        idx = tuple(sorted(merged))
        out_posts.append(idx)
        out_probs.append(tuple(merged[i] for i in idx))
        chic.append(p_chicago)
    getters = tuple(_out_getter(o) for o in out_posts)
    options = tuple((*h, *t) for h, t in zip(holds, turns, strict=True))
    getters_of = tuple(_getter(o) for o in options)
    first_posts = tuple(i for i, (f, _) in enumerate(posts) if not f)
    single_several = _by_options(options)
    return TurnSpace(
        final,
        tuple(posts),
        post_index,
        full,
        tuple(holds),
        tuple(turns),
        tuple(out_posts),
        tuple(out_probs),
        getters,
        tuple(chic),
        options,
        first_posts,
        itemgetter(*full),
        getters_of,
        *single_several,
        _rows(first_posts, getters_of, options),
        _rows(single_several[1], getters_of, options),
        {},
    )


def _rows(
    posts: tuple[int, ...], getters: tuple[Any, ...], options: tuple[tuple[int, ...], ...]
) -> tuple[tuple[int, Any, tuple[int, ...]], ...]:
    return tuple((p, getters[p], options[p]) for p in posts)


def _by_options(
    options: tuple[tuple[int, ...], ...],
) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], tuple[int, ...]]:
    """The states with a single option grouped by it (in state order), and the others."""
    single: dict[int, list[int]] = {}
    several: list[int] = []
    for p, opts in enumerate(options):
        if len(opts) == 1:
            single.setdefault(opts[0], []).append(p)
        else:
            several.append(p)
    return tuple((k, tuple(ps)) for k, ps in single.items()), tuple(several)


def _out_getter(indices: tuple[int, ...]) -> Any:
    """The values at ``indices``, read at once: a slice where they are consecutive (under
    final holds every throw's states are, R4: the states of one kept multiset are numbered
    together), which copies them faster than an itemgetter of each; else :func:`_getter`."""
    if len(indices) > 1 and indices == tuple(range(indices[0], indices[-1] + 1)):
        return itemgetter(slice(indices[0], indices[-1] + 1))
    return _getter(indices)


def _getter(indices: tuple[int, ...]) -> Any:
    """An itemgetter of ``indices`` that always returns a tuple (one index too)."""
    if not indices:
        return lambda values: ()
    if len(indices) == 1:
        only = indices[0]
        return lambda values: (values[only],)
    return itemgetter(*indices)


@lru_cache(maxsize=8)
def _space(final: bool, turn_sixes: TurnSixesRule, chicago: bool) -> TurnSpace:
    return _build(final, turn_sixes, chicago)


def turn_space(rules: Rules) -> TurnSpace:
    """The (cached) turn space of a preset's rules."""
    return _space(rules.hold_policy is HoldPolicy.FINAL, rules.turn_sixes, rules.has_chicago)


EMPTY: Final = EMPTY_KEPT
