"""Backward induction over one turn of any preset (:mod:`.turn_space`).

The same problem as :mod:`.turn_solver`, on the richer states of :class:`~.turn_space.
TurnSpace`: given the value of ending the turn in every result with ``r`` throws left
(and the value of a Chicago), find the value of every state and every throw for a player
who maximises it. Secondary per-result quantities (for instance "ends above the lowest so
far") can be carried along under the optimal policy, as the round tables need them.

Ties are broken as everywhere in the AI (:data:`~.turn_solver.EPS`): stop first, then the
hold that keeps more dice, then holds reached by turning sixes (R21) in the same order.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from itertools import repeat
from operator import add, mul
from typing import Any

from .turn_solver import EPS, STOP
from .turn_space import EMPTY, TurnSpace


@dataclass(frozen=True, slots=True)
class SolvedTurn:
    """A solved turn: ``values[r][p]`` the value of state ``p`` with ``r`` throws left,
    ``conts[r][k]`` the value of throwing from kept ``k`` with ``r`` throws left before the
    throw (``conts[0]`` unused), ``stop[r][s]`` the stop values it was solved for.
    ``starts[c]`` the value before the first throw of a turn with ``c`` throws, and
    ``second_starts[q][c]`` the expectation of secondary quantity ``q`` then.

    ``picks`` keeps the decisions already read from this table (the reader's memo, see
    :func:`.round_hints.best_action`): a turn's position recurs in every match, and
    reading its options again would cost far more than the look-up. ``policy[r][k]``
    lists the states where the solve throws from kept ``k`` with ``r`` throws left (None:
    none; the choices of :func:`choice_at`, all of them in one place, for
    :func:`end_distribution`; with every throw left only the states right after a first
    throw; empty after a solve with ``seconds_only``, whose caller reads nothing else).
    """

    space: TurnSpace
    stop: tuple[Sequence[float], ...]
    values: tuple[list[float], ...]
    conts: tuple[list[float], ...]
    starts: tuple[float, ...]
    second_starts: tuple[tuple[float, ...], ...]
    picks: dict[object, Any] = field(default_factory=dict, compare=False, repr=False)
    policy: tuple[tuple[tuple[int, ...] | None, ...], ...] = field(
        default=(), compare=False, repr=False
    )

    def stop_value(self, post: int, left: int) -> float:
        """Value of stopping in state ``post`` with ``left`` throws left."""
        return self.stop[left][self.space.full[post]]

    def hold_value(self, kept: int, left: int) -> float:
        """Value of throwing from ``kept`` with ``left`` throws left (``left >= 1``)."""
        return self.conts[left][kept]


Policy = tuple[tuple[int, ...], ...]
"""A solve's choices per throws-left level, flat: for each kept multiset thrown from (in
kept order), its number, how many states throw from it and those states (``policy[0]``
empty: nothing is thrown with no throw left). One tuple of numbers per level: a kept
policy is a handful of objects, which the garbage collector soon leaves alone, where
pairs of tuples would be some forty per policy (:func:`_pairs` reads them)."""


def solve(
    space: TurnSpace,
    stop: Sequence[Sequence[float]],
    chicago: Sequence[float],
    seconds: Sequence[tuple[Sequence[Sequence[float]], Sequence[float]]] = (),
    *,
    seconds_only: bool = False,
) -> SolvedTurn:
    """Solve a turn with up to ``len(stop)`` throws.

    ``stop[r][s]``: value of ending in result ``s`` (a :data:`~.dice_space.STATES` number)
    with ``r`` throws left; ``chicago[r]``: value of a Chicago thrown leaving ``r``. Each
    secondary quantity is a pair of the same shapes; its expectation before the first throw
    of a turn of every length is returned in ``second_starts``.

    ``seconds_only`` (for a caller that reads nothing else, as the round values' chains):
    ``starts`` is left empty and each ``second_starts[q]`` holds only the value for a turn
    of ``len(stop)`` throws, the same number the full solve gives; the expectations for
    shorter turns are not taken (:func:`solve_policy` and :func:`policy_seconds` do the
    same in two parts).
    """
    every_start = not seconds_only
    top = len(stop) - 1
    values, conts, starts, moved = _backward(space, stop, chicago, every_start)
    policy = _grouped(moved)
    sec_starts = [
        _secondary(space, sec, chic, policy, first=every_start or top == 0, every_start=every_start)
        for sec, chic in seconds
    ]
    return SolvedTurn(
        space,
        tuple(stop),
        tuple(values),
        tuple(conts),
        tuple(starts),
        tuple(sec_starts),
        policy=() if seconds_only else _frozen(moved),
    )


def solve_policy(
    space: TurnSpace, stop: Sequence[Sequence[float]], chicago: Sequence[float]
) -> Policy:
    """The optimal policy of a turn of ``len(stop)`` throws (the choices of :func:`solve`),
    for :func:`policy_seconds`: a caller that meets the same stop values again with other
    secondary quantities (the round values: another objective, phase or round size) keeps
    it and skips the backward pass."""
    return _grouped(_backward(space, stop, chicago, False)[3])


def policy_seconds(
    space: TurnSpace,
    policy: Policy,
    seconds: Sequence[tuple[Sequence[Sequence[float]], Sequence[float]]],
) -> tuple[float, ...]:
    """Each secondary quantity's expectation before the first throw of the full turn
    under ``policy`` (:func:`solve_policy`): ``solve(..., seconds_only=True)``'s
    ``second_starts[q][-1]``, the same sums.

    Under final holds (R4) only a throw of all three dice reaches a state with nothing
    final, and the Chicago (R20) is only thrown from there, so two quantities with the
    same stop rows (the same object) differ only at those states: the later one takes
    the earlier one's values elsewhere and sums only its throws of all three dice (the
    round values ask for up to three quantities, two of them with the same rows). A
    quantity that is zero at every stop is zero at every state with a final die.
    """
    top = len(policy) - 1
    if top == 0 or not space.final:
        return tuple(
            _secondary(space, sec, chic, policy, first=top == 0, every_start=False)[-1]
            for sec, chic in seconds
        )
    done: dict[int, list[list[float]]] = {}  # id of the rows -> the values at every level
    out: list[float] = []
    for sec, chic in seconds:
        base = done.get(id(sec))
        if base is None and not any(map(any, sec)):
            # zero at every stop: every sum from kept dice is zero (and not taken); a row
            # repeated for several levels is read once (the base is never written)
            base = []
            for i, row in enumerate(sec):
                base.append(base[-1] if i and row is sec[i - 1] else list(space.full_of(row)))
            done[id(sec)] = base
        if base is None:
            levels: list[list[float]] = []
            start = _secondary(
                space, sec, chic, policy, first=False, every_start=False, levels=levels
            )
            out.append(start[-1])
            done[id(sec)] = levels
        else:
            out.append(_first_throws(space, base, chic, policy))
    return tuple(out)


def _first_throws(
    space: TurnSpace, base: list[list[float]], chic: Sequence[float], policy: Policy
) -> float:
    """:func:`policy_seconds` of a quantity whose values at every state with a final die
    are ``base``'s (per level): only the throws of all three dice are summed."""
    out_probs = space.out_probs[EMPTY]
    get = space.out_getters[EMPTY]
    p_chicago = space.chicago[EMPTY]
    ex = base[0]
    for left in range(1, len(policy)):
        level = policy[left]
        if level and level[0] == EMPTY:  # the kept numbers come in order, EMPTY first
            v = sum(map(mul, out_probs, get(ex))) + p_chicago * chic[left - 1]
            ex = base[left][:]
            for p in level[2 : 2 + level[1]]:
                ex[p] = v
        else:
            ex = base[left]
    return space.expect(ex, EMPTY, chic[-1])


_Moved = list[list[int] | None]


def _backward(
    space: TurnSpace,
    stop: Sequence[Sequence[float]],
    chicago: Sequence[float],
    every_start: bool,
) -> tuple[list[list[float]], list[list[float]], list[float], list[_Moved]]:
    """The backward induction of :func:`solve`: values, throw values, starts (with
    ``every_start``) and, per level, the states thrown from each kept multiset."""
    top = len(stop) - 1
    full_of = space.full_of  # the result of every state, read from a per-result row
    # ``full``: the per-state stop values of ``row``, read again for the next level while
    # its row is the same object (as where the keys ignore the throws used).
    row = stop[0]
    full = full_of(row)
    value = list(full)
    values = [value]
    conts: list[list[float]] = [[]]
    starts = [0.0, space.expect(value, EMPTY, chicago[0])] if every_start else []
    pairs = list(zip(space.out_probs, space.out_getters, strict=True))
    p_chicago = space.chicago[EMPTY]
    single = space.single
    # The policy, per throws-left level: the states where a throw beats stopping, grouped
    # by the kept dice thrown from (indexed by kept number), for the secondary quantities.
    n_kept = len(pairs)
    policy: list[_Moved] = [[]]
    for left in range(1, top + 1):
        cont = [sum(map(mul, probs, get(value))) for probs, get in pairs]
        cont[EMPTY] += p_chicago * chicago[left - 1]
        conts.append(cont)
        ends = stop[left]
        if ends is not row:
            row, full = ends, full_of(ends)
        new_value = list(full)
        moved: _Moved = [None] * n_kept  # the states throwing from each
        if left == top:
            # With every throw left, the first throw has just been made: nothing is final,
            # so only those states can occur (the others keep their stop value, unused).
            rows = space.first_rows
        else:
            rows = space.several_rows
            # A state whose only option is one kept multiset throws from it when that
            # beats stopping (the general rule below, with one option).
            for k, ps in single:
                m = cont[k]
                for p in ps:
                    end = new_value[p]
                    if end < 1.0 and m > end + EPS:
                        new_value[p] = m
                        group = moved[k]
                        if group is None:
                            moved[k] = [p]
                        else:
                            group.append(p)
        for p, values_of, opts in rows:  # each state with its options' getter and order
            end = new_value[p]
            if end >= 1.0:
                continue  # certain already (values are chances): stopping is first
            of = values_of(cont)
            m = max(of)
            if m > end + EPS:
                low = m - EPS
                i = 0
                while of[i] < low:  # the first option within EPS of the best
                    i += 1
                new_value[p] = of[i]
                group = moved[opts[i]]
                if group is None:
                    moved[opts[i]] = [p]
                else:
                    group.append(p)
        value = new_value
        values.append(value)
        policy.append(moved)
        if every_start:
            starts.append(space.expect(value, EMPTY, chicago[left]))
    return values, conts, starts, policy


def _grouped(policy: list[_Moved]) -> Policy:
    """The policy flat (:data:`Policy`), only the kept thrown from."""
    out = []
    for level in policy:
        flat: list[int] = []
        for k, g in enumerate(level):
            if g is not None:
                flat.append(k)
                flat.append(len(g))
                flat += g
        out.append(tuple(flat))
    return tuple(out)


def _pairs(level: tuple[int, ...]) -> Iterator[tuple[int, tuple[int, ...]]]:
    """``(kept, states)`` for each kept multiset a level of a :data:`Policy` throws from."""
    i, n = 0, len(level)
    while i < n:
        end = i + 2 + level[i + 1]
        yield level[i], level[i + 2 : end]
        i = end


def _frozen(policy: list[_Moved]) -> tuple[tuple[tuple[int, ...] | None, ...], ...]:
    """The policy as tuples: a kept table's tuples of numbers are left alone by the garbage
    collector (untracked), where its lists would be walked by every full collection."""
    return tuple(tuple(None if g is None else tuple(g) for g in level) for level in policy)


def _secondary(
    space: TurnSpace,
    sec: Sequence[Sequence[float]],
    chic: Sequence[float],
    policy: Policy,
    *,
    first: bool,
    every_start: bool,
    levels: list[list[float]] | None = None,
) -> tuple[float, ...]:
    """The expectation of one secondary quantity under ``policy`` before the first throw
    of a turn of every length (``every_start``), or only of the full turn (then ``first``
    adds the one-throw turn's only where that is the full turn).

    Each throw's expectation is the same sum over the same terms as the backward values,
    taken once per kept multiset the policy throws from. Where every value a throw can
    reach is zero (a quantity such as "a Chicago, counted apart" is zero at every stop),
    the sum is exactly 0.0 and is not taken: ``zero`` holds the states that can be
    non-zero while the stop rows are all zero (None once they are not). ``levels``, if
    given, receives the quantity's value at every state for each level.
    """
    full_of = space.full_of
    out_probs = space.out_probs
    out_getters = space.out_getters
    out_posts = space.out_posts
    p_chicago = space.chicago[EMPTY]
    top = len(sec) - 1
    row = sec[0]
    full = full_of(row)  # as in :func:`_backward`: a row repeated is read once
    ex = list(full)
    nonzero: set[int] | None = None if any(sec[0]) else set()
    starts = [0.0, space.expect(ex, EMPTY, chic[0])] if first else []
    if levels is not None:
        levels.append(ex)
    for left in range(1, top + 1):
        if sec[left] is not row:
            row = sec[left]
            full = full_of(row)
        nx = list(full)
        if nonzero is not None and any(sec[left]):
            nonzero = None
        reached: set[int] | None = None if nonzero is None else set()
        for k, posts in _pairs(policy[left]):
            if nonzero is not None and nonzero.isdisjoint(out_posts[k]):
                v = 0.0  # every term is a chance times 0.0: the sum is 0.0 exactly
            else:
                v = sum(map(mul, out_probs[k], out_getters[k](ex)))
            if k == EMPTY:
                v += p_chicago * chic[left - 1]
            if reached is not None:
                if not v:
                    continue  # the stop value there is zero as well
                reached.update(posts)
            for p in posts:
                nx[p] = v
        ex = nx
        nonzero = reached
        if levels is not None:
            levels.append(nx)
        if every_start or left == top:
            starts.append(space.expect(nx, EMPTY, chic[left]))
    return tuple(starts)


End = tuple[int, int, bool]
"""How a turn ended: (STATES number, throws used, Chicago)."""


def choice_at(table: SolvedTurn, post: int, left: int) -> int:
    """The optimal choice in ``post`` with ``left`` throws left: STOP or a kept number,
    by the same rule (and ties) as :func:`solve`."""
    end = table.stop[left][table.space.full[post]]
    if left == 0 or end >= 1.0:
        return STOP
    cont = table.conts[left]
    opts = (*table.space.holds[post], *table.space.turns[post])
    m = max(cont[k] for k in opts)
    if m > end + EPS:
        for k in opts:
            if cont[k] >= m - EPS:
                return k
    return STOP


def end_distribution(table: SolvedTurn, cap: int) -> dict[End, float]:
    """The chance of every way a turn of ``cap`` throws ends under the table's policy.

    A forward pass, independent of the backward values except for the choices; tests and
    exact evaluations use it to rank whole rounds with the engine's own ranking.

    Under final holds (R4) a state is reached from one kept multiset only (its final
    dice), so a level's chances are kept per kept multiset, each as the list of its
    states' chances, added a throw at a time (the same sums, in the same order, as one
    chance per state would be, and the states met in the same order).
    """
    # The solve's choices by state, per throws-left level (stopping where none is listed).
    choices = [
        {p: k for k, posts in enumerate(row) if posts for p in posts} for row in table.policy
    ]
    return ends_of_choices(table.space, choices, cap)


def ends_of_choices(space: TurnSpace, choices: list[dict[int, int]], cap: int) -> dict[End, float]:
    """The chance of every way a turn of ``cap`` throws ends when ``choices[r]`` maps each
    state that throws with ``r`` throws left to the kept number it throws from (every other
    state stops): :func:`end_distribution` for any policy (Hard's own ranking,
    :mod:`.hard_ends`)."""
    if not space.final:
        return _end_distribution_by_state(space, choices, cap)
    out_posts, out_probs, chicago, full = (
        space.out_posts,
        space.out_probs,
        space.chicago,
        space.full,
    )
    end_keys = space.end_keys
    out: dict[End, float] = {}
    level: dict[int, list[float]] = {}  # kept -> chance of each state it reaches

    def throw(kept: int, used: int, p: float) -> None:
        """Throw from ``kept`` with chance ``p``, the ``used``-th throw of the turn."""
        c = chicago[kept]
        if c:
            key = (0, used, True)
            out[key] = out.get(key, 0.0) + p * c
        found = level.get(kept)
        if found is None:
            level[kept] = list(map(mul, repeat(p), out_probs[kept]))
        else:
            level[kept] = list(map(add, found, map(mul, repeat(p), out_probs[kept])))

    throw(EMPTY, 1, 1.0)
    for left in range(cap - 1, -1, -1):
        current, level = level, {}
        row = choices[left] if left else {}
        used = cap - left
        get = level.get
        for reached, chances in current.items():
            keys = end_keys.get((reached, used))
            if keys is None:
                keys = tuple((full[post], used, False) for post in out_posts[reached])
                end_keys[(reached, used)] = keys
            if not left:  # the last throw is made: every state stops
                for key, p in zip(keys, chances, strict=True):
                    out[key] = out.get(key, 0.0) + p
                continue
            for post, key, p in zip(out_posts[reached], keys, chances, strict=True):
                kept = row.get(post)
                if kept is None:
                    out[key] = out.get(key, 0.0) + p
                    continue
                # throw(kept, used + 1, p), written out: this is the inner loop
                c = chicago[kept]
                if c:
                    thrown = (0, used + 1, True)
                    out[thrown] = out.get(thrown, 0.0) + p * c
                found = get(kept)
                if found is None:
                    level[kept] = list(map(mul, repeat(p), out_probs[kept]))
                else:
                    level[kept] = list(map(add, found, map(mul, repeat(p), out_probs[kept])))
    return out


def _end_distribution_by_state(
    space: TurnSpace, choices: list[dict[int, int]], cap: int
) -> dict[End, float]:
    """:func:`ends_of_choices` with one chance per state (any hold policy)."""
    out_posts, out_probs, chicago, full = (
        space.out_posts,
        space.out_probs,
        space.chicago,
        space.full,
    )
    out: dict[End, float] = {}
    level: dict[int, float] = {}

    def throw(kept: int, used: int, p: float) -> None:
        """Throw from ``kept`` with chance ``p``, the ``used``-th throw of the turn."""
        c = chicago[kept]
        if c:
            key = (0, used, True)
            out[key] = out.get(key, 0.0) + p * c
        get = level.get
        for post, q in zip(out_posts[kept], out_probs[kept], strict=True):
            level[post] = get(post, 0.0) + p * q

    throw(EMPTY, 1, 1.0)
    for left in range(cap - 1, -1, -1):
        current, level = level, {}
        row = choices[left] if left else {}
        used = cap - left
        for post, p in current.items():
            kept = row.get(post)
            if kept is None:
                key = (full[post], used, False)
                out[key] = out.get(key, 0.0) + p
            else:
                throw(kept, used + 1, p)
    return out
