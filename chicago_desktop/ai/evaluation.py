"""Exact evaluation of the levels by enumeration, without sampling: for tests and benchmarks.

:func:`turn_outcomes` pushes probability mass through one turn of a policy (every throw's
outcomes weighted exactly, every mixed choice of Easy weighted by its weight) and returns
the distribution of (score, throws used). On top of it:

- :func:`round_loss_rates`: each seat's exact chance of taking the loss in one rolling
  round, for any mix of levels (forward over the round, keeping the lowest score, who is at
  it, and the best score with its throws - all that any level looks at);
- :func:`heads_up_match`: the exact chance that one level beats another in a heads-up match
  (a Markov chain over the loss counts and who leads, the first leader drawn by lot).

Every match-dependent level is evaluated in a fixed match context (everybody at the given
loss counts), so the numbers are reproducible.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, fields, replace
from functools import lru_cache
from operator import attrgetter
from typing import Final

from .dice_space import OUT_PROBS, OUT_STATES, STATE_SCORE, STATES
from .match_tables import DRAW_VALUE
from .policies import ALL_POLICIES
from .situation import Situation
from .turn_solver import STOP

Outcomes = dict[tuple[int, int], float]
"""Distribution of a finished turn: (score, throws used) -> probability."""


def base_situation(
    *,
    players: int,
    max_throws: int,
    cap: int,
    position: int,
    results: tuple[tuple[int, int], ...] = (),
    losses: int = 0,
    others: tuple[int, ...] | None = None,
    losses_to_out: int = 3,
) -> Situation:
    """A situation at the start of a turn, without a match object (seat = position)."""
    lowest = min((s for s, _ in results), default=None)
    best = max((s for s, _ in results), default=None)
    return Situation(
        seat=position,
        faces=None,
        state=None,
        throws=0,
        cap=cap,
        left=cap,
        is_leader=position == 0,
        players=players,
        after=players - position - 1,
        lowest=lowest,
        max_throws=max_throws,
        losses_to_out=losses_to_out,
        losses=losses,
        others=others if others is not None else (0,) * (players - 1),
        leader_score=results[0][0] if results else None,
        leader_throws=results[0][1] if results else None,
        best_score=best,
        results=results,
    )


def turn_outcomes(level: str, start: Situation) -> Outcomes:
    """Exact distribution of (score, throws) of a turn played by ``level`` from ``start``."""
    return _turn_outcomes(level, start)


#: The fields of a :class:`Situation` after ``left``, the part a turn does not change.
_AFTER_LEFT: Final = tuple(f.name for f in fields(Situation))[6:]
_rest_of = attrgetter(*_AFTER_LEFT)
assert tuple(f.name for f in fields(Situation))[:6] == (
    "seat",
    "faces",
    "state",
    "throws",
    "cap",
    "left",
)


@lru_cache(maxsize=65536)
def _turn_outcomes(level: str, start: Situation) -> Outcomes:
    policy = ALL_POLICIES[level]
    cap = start.cap
    seat = start.seat
    # The situation after each throw is ``start`` with its dice and throws: built from
    # its fields in order, not by dataclasses.replace (which took half of this function's
    # time, by keyword for every state of every throw).
    rest = _rest_of(start)
    ends: Outcomes = defaultdict(float)
    mass: dict[int, float] = dict(zip(OUT_STATES[0], OUT_PROBS[0], strict=True))
    for throws in range(1, cap + 1):
        nxt: dict[int, float] = defaultdict(float)
        for state, p in mass.items():
            if throws == cap:
                ends[(STATE_SCORE[state], throws)] += p
                continue
            faces = STATES[state]
            sit = Situation(
                seat, (faces[0], faces[1], faces[2]), state, throws, cap, cap - throws, *rest
            )
            for choice, weight in policy(sit):
                w = p * weight
                if choice == STOP:
                    ends[(STATE_SCORE[state], throws)] += w
                    continue
                for s2, q in zip(OUT_STATES[choice], OUT_PROBS[choice], strict=True):
                    nxt[s2] += w * q
        mass = nxt
    return dict(ends)


@dataclass(frozen=True, slots=True)
class _RoundState:
    lowest: int
    at_lowest: frozenset[int]
    best: int
    best_throws: int
    cap: int


def _synthetic_results(st: _RoundState, count: int) -> tuple[tuple[int, int], ...]:
    """Results with this lowest, best and number at the lowest (who sits where is moot
    in a context where everybody has the same losses)."""
    at = len(st.at_lowest)
    if st.best == st.lowest:
        return ((st.lowest, st.best_throws),) + ((st.lowest, st.cap),) * (count - 1)
    return (
        ((st.best, st.best_throws),)
        + ((st.lowest, st.cap),) * at
        + ((st.best, st.cap),) * (count - 1 - at)
    )


def round_loss_rates(
    levels: Sequence[str], max_throws: int = 3, losses_to_out: int = 3
) -> tuple[float, ...]:
    """Each seat's exact chance of taking the loss in one round; ``levels[0]`` leads.

    Chances add up to more than 1 because ties at the bottom all lose (R30).
    """
    n = len(levels)
    lead = turn_outcomes(
        levels[0],
        base_situation(
            players=n,
            max_throws=max_throws,
            cap=max_throws,
            position=0,
            losses_to_out=losses_to_out,
        ),
    )
    # Only Expert (as last seat of a larger table) looks at the best result; without it
    # the state is kept smaller by not tracking the best at all.
    track_best = any(level.startswith("expert") for level in levels[1:]) and n > 2
    dist: dict[_RoundState, float] = defaultdict(float)
    for (x, t), p in lead.items():
        dist[_RoundState(x, frozenset({0}), x, t, t)] += p
    for pos in range(1, n):
        nxt: dict[_RoundState, float] = defaultdict(float)
        for st, p in dist.items():
            start = base_situation(
                players=n,
                max_throws=max_throws,
                cap=st.cap,
                position=pos,
                results=_synthetic_results(st, pos),
                losses_to_out=losses_to_out,
            )
            for (y, u), q in turn_outcomes(levels[pos], _key_situation(levels[pos], start)).items():
                if y < st.lowest:
                    low, at = y, frozenset({pos})
                elif y == st.lowest:
                    low, at = y, st.at_lowest | {pos}
                else:
                    low, at = st.lowest, st.at_lowest
                if not track_best:
                    best, bt = low, st.cap
                elif y > st.best or (y == st.best and u < st.best_throws):
                    best, bt = y, u
                else:
                    best, bt = st.best, st.best_throws
                nxt[_RoundState(low, at, best, bt, st.cap)] += p * q
        dist = nxt
    rates = [0.0] * n
    for st, p in dist.items():
        for seat in st.at_lowest:
            rates[seat] += p
    return tuple(rates)


def _key_situation(level: str, sit: Situation) -> Situation:
    """Drop what a level does not look at, so the turn cache is shared across contexts."""
    if level.startswith("expert"):
        return sit  # Expert weighs the best so far and the match at every seat
    return replace(
        sit,
        results=(),
        leader_score=None,
        leader_throws=None,
        best_score=None,
    )


def heads_up_match(
    level_a: str,
    level_b: str,
    losses_to_out: int = 3,
    max_throws: int = 3,
    *,
    a_leads_first: bool | None = None,
) -> tuple[float, float]:
    """Exact (P(A wins), P(draw)) of a heads-up match.

    The first leader is drawn by lot (R9) unless ``a_leads_first`` fixes it.
    """
    n = losses_to_out
    # value[(la, lb, a_leads)] = (win_a, draw)
    value: dict[tuple[int, int, bool], tuple[float, float]] = {}

    def after(la: int, lb: int, a_leads: bool) -> tuple[float, float]:
        if la >= n and lb >= n:
            return (0.0, 1.0)
        if la >= n:
            return (0.0, 0.0)
        if lb >= n:
            return (1.0, 0.0)
        return value[(la, lb, a_leads)]

    order = sorted(
        ((la, lb, a) for la in range(n) for lb in range(n) for a in (True, False)),
        key=lambda k: -(k[0] + k[1]),
    )
    for la, lb, a_leads in order:
        lead_level, follow_level = (level_a, level_b) if a_leads else (level_b, level_a)
        l_loss, f_loss = (la, lb) if a_leads else (lb, la)
        lead = turn_outcomes(
            lead_level,
            base_situation(
                players=2,
                max_throws=max_throws,
                cap=max_throws,
                position=0,
                losses=l_loss,
                others=(f_loss,),
                losses_to_out=n,
            ),
        )
        win = draw = 0.0
        for (x, t), p in lead.items():
            start = base_situation(
                players=2,
                max_throws=max_throws,
                cap=t,
                position=1,
                results=((x, t),),
                losses=f_loss,
                others=(l_loss,),
                losses_to_out=n,
            )
            for (y, u), q in turn_outcomes(follow_level, start).items():
                if y > x:  # the leader loses, the follower leads next
                    nxt = (la + a_leads, lb + (not a_leads), not a_leads)
                elif y < x:  # the follower loses, the leader leads again
                    nxt = (la + (not a_leads), lb + a_leads, a_leads)
                else:  # both lose; the follower leads only if it used fewer throws
                    nxt = (la + 1, lb + 1, a_leads if u >= t else not a_leads)
                w, d = after(*nxt)
                win += p * q * w
                draw += p * q * d
        value[(la, lb, a_leads)] = (win, draw)
    if a_leads_first is not None:
        return value[(0, 0, a_leads_first)]
    first_a, draw_a = value[(0, 0, True)]
    first_b, draw_b = value[(0, 0, False)]
    return ((first_a + first_b) / 2, (draw_a + draw_b) / 2)


def match_score(win: float, draw: float) -> float:
    """Wins plus half the draws: the quantity Expert maximises."""
    return win + DRAW_VALUE * draw
