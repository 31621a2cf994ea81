"""Who is best and who is worst in a rolling round (R30, R31, R32, R24).

The ranking is a pure function of the results in turn order and the round's call, so the
engine, the replay report, the AI and the tests all rank a round the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .frozen_values import builder
from .rules import Ranking, Rules, Scoring
from .scoring import Call, called_score, fixed_score, is_fish, makes_sand


@dataclass(frozen=True, slots=True)
class TurnResult:
    """A finished turn: whose, the dice as they lie, and how many throws it used."""

    seat: int
    dice: tuple[int, int, int]
    throws: int
    chicago: bool = False


@dataclass(frozen=True, slots=True)
class RoundRanking:
    """The ranking of a complete rolling round.

    ``order`` lists every seat from best to worst (for choosing a leader when the best is
    gone). ``best`` and ``worst`` are tuples because classic can have several worst (R30)
    and sand can have none (R24).
    """

    order: tuple[int, ...]
    best: tuple[int, ...]
    worst: tuple[int, ...]


#: ``RoundRanking(order, best, worst)`` built by its slots (a ranking per rolling round).
_ranking = builder(RoundRanking, ("order", "best", "worst"))


def result_score(rules: Rules, dice: Sequence[int], call: Call | None) -> int:
    """The score a result shows in this round: fixed, or under the round's call."""
    if rules.scoring is Scoring.FIXED or call is None:
        return fixed_score(dice)
    return called_score(dice, call)


def rank_round(
    rules: Rules, results: Sequence[TurnResult], call: Call | None = None
) -> RoundRanking:
    """Rank the results of one rolling round, given in turn order."""
    if not results:
        return RoundRanking((), (), ())
    if rules.ranking is Ranking.CLASSIC:
        return _rank_classic(results)
    if rules.ranking is Ranking.PUB:
        return _rank_pub(results)
    if call is not None and call.sand:
        return _rank_sand(results)
    return _rank_strict(results, call if call is not None else Call())


def _rank_classic(results: Sequence[TurnResult]) -> RoundRanking:
    """R30: every lowest score is worst; best by score, fewer throws, earlier turn."""
    scores = [fixed_score(r.dice) for r in results]
    # Each key ends in the turn's place, so no two are equal and the seat is never compared.
    ranked = sorted(
        [(-s, r.throws, i, r.seat) for i, (r, s) in enumerate(zip(results, scores, strict=True))]
    )
    low = min(scores)
    worst = tuple(r.seat for r, s in zip(results, scores, strict=True) if s == low)
    order = tuple([k[3] for k in ranked])
    return _ranking(order, (order[0],), worst)


def _rank_strict(results: Sequence[TurnResult], call: Call) -> RoundRanking:
    """R31: Chicago first, then value in the called direction, ties to the earlier player."""
    sign = -1 if call.high else 1
    # (Chicago first, value, turn, seat): the turn's place makes every key unique.
    ranked = sorted(
        [
            (0 if r.chicago else 1, sign * called_score(r.dice, call), i, r.seat)
            for i, r in enumerate(results)
        ]
    )
    order = tuple([k[3] for k in ranked])
    return _ranking(order, (order[0],), (order[-1],))


def _rank_sand(results: Sequence[TurnResult]) -> RoundRanking:
    """R24: Chicago best; successes (later is better) above failures (later is worse)."""

    def group(r: TurnResult) -> int:
        if r.chicago:
            return 0
        return 1 if makes_sand(r.dice) else 2

    def key(i: int) -> tuple[int, int]:
        g = group(results[i])
        return (g, -i if g == 1 else i)

    indexed = sorted(range(len(results)), key=key)
    order = tuple([results[i].seat for i in indexed])
    first, last = results[indexed[0]], results[indexed[-1]]
    best = (first.seat,) if group(first) < 2 else ()
    worst = (last.seat,) if group(last) == 2 else ()
    return _ranking(order, best, worst)


def _rank_pub(results: Sequence[TurnResult]) -> RoundRanking:
    """R32: Chicago; value (all fish equal, lowest); fewer throws; earlier turn."""

    ranked = sorted(
        [
            (
                0 if r.chicago else 1,
                1 if is_fish(r.dice) else -fixed_score(r.dice),
                r.throws,
                i,
                r.seat,
            )
            for i, r in enumerate(results)
        ]
    )
    order = tuple([k[4] for k in ranked])
    return _ranking(order, (order[0],), (order[-1],))
