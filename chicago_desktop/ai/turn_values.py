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

from collections.abc import Sequence
from dataclasses import dataclass, field
from operator import mul
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
    reading its options again would cost far more than the look-up.
    """

    space: TurnSpace
    stop: tuple[Sequence[float], ...]
    values: tuple[list[float], ...]
    conts: tuple[list[float], ...]
    starts: tuple[float, ...]
    second_starts: tuple[tuple[float, ...], ...]
    picks: dict[object, Any] = field(default_factory=dict, compare=False, repr=False)

    def stop_value(self, post: int, left: int) -> float:
        """Value of stopping in state ``post`` with ``left`` throws left."""
        return self.stop[left][self.space.full[post]]

    def hold_value(self, kept: int, left: int) -> float:
        """Value of throwing from ``kept`` with ``left`` throws left (``left >= 1``)."""
        return self.conts[left][kept]


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
    shorter turns are not taken.
    """
    full = space.full
    options = space.options
    option_values = space.option_getters
    n_posts = len(full)
    top = len(stop) - 1
    full_of = space.full_of  # the result of every state, read from a per-result row
    value = list(full_of(stop[0]))
    extra = [list(full_of(sec[0])) for sec, _ in seconds]
    values = [value]
    conts: list[list[float]] = [[]]
    every_start = not seconds_only
    starts = [0.0, space.expect(value, EMPTY, chicago[0])] if every_start else []
    sec_starts = [
        [0.0, space.expect(ex, EMPTY, chic[0])] if every_start or top == 0 else []
        for ex, (_, chic) in zip(extra, seconds, strict=True)
    ]
    out_probs = space.out_probs
    out_getters = space.out_getters
    pairs = list(zip(out_probs, out_getters, strict=True))
    p_chicago = space.chicago[EMPTY]
    every_post = range(n_posts)
    for left in range(1, top + 1):
        cont = [sum(map(mul, probs, get(value))) for probs, get in pairs]
        cont[EMPTY] += p_chicago * chicago[left - 1]
        conts.append(cont)
        ends = stop[left]
        # With every throw left, the first throw has just been made: nothing is final, so
        # only those states can occur (the others keep their stop value, unused).
        posts = space.first_posts if left == top else every_post
        new_value = list(full_of(ends))
        moved: list[tuple[int, int]] = []  # (state, kept) where a throw beats stopping
        for p in posts:
            end = new_value[p]
            if end >= 1.0:
                continue  # certain already (values are chances): stopping is first
            opts = options[p]
            m = max(option_values[p](cont))
            if m > end + EPS:
                for k in opts:
                    if cont[k] >= m - EPS:
                        new_value[p] = cont[k]
                        moved.append((p, k))
                        break
        value = new_value
        values.append(value)
        if every_start:
            starts.append(space.expect(value, EMPTY, chicago[left]))
        new_extra = []
        for q, (sec, chic) in enumerate(seconds):
            ex = extra[q]
            # Only the holds the policy throws from are read: each is summed once, as the
            # full list would (the same terms in the same order).
            sec_cont: dict[int, float] = {}
            nx = list(full_of(sec[left]))  # stopping, except where the policy throws
            for p, k in moved:
                v = sec_cont.get(k)
                if v is None:
                    v = sum(map(mul, out_probs[k], out_getters[k](ex)))
                    if k == EMPTY:
                        v += p_chicago * chic[left - 1]
                    sec_cont[k] = v
                nx[p] = v
            new_extra.append(nx)
            if every_start or left == top:
                sec_starts[q].append(space.expect(nx, EMPTY, chic[left]))
        extra = new_extra
    return SolvedTurn(
        space,
        tuple(stop),
        tuple(values),
        tuple(conts),
        tuple(starts),
        tuple(tuple(s) for s in sec_starts),
    )


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
    """
    space = table.space
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
            choice = choice_at(table, post, left)
            if choice == STOP:
                key = (space.full[post], cap - left, False)
                out[key] = out.get(key, 0.0) + p
            else:
                throw(choice, left - 1, p)
    return out
