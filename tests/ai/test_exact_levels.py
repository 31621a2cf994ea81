"""The levels' strength, by exact enumeration (no sampling): Hard < Medium < Easy in losses.

Round loss rates come from :func:`~chicago_desktop.ai.evaluation.round_loss_rates`, which
weights every throw and every mixed choice exactly; each pairing is played from both seats
and averaged, so the leader's edge cancels out.
"""

from __future__ import annotations

import pytest

from chicago_desktop.ai.evaluation import (
    base_situation,
    heads_up_match,
    match_score,
    round_loss_rates,
    turn_outcomes,
)


def _heads_up_loss(a: str, b: str, max_throws: int) -> tuple[float, float]:
    """(loss rate of a, loss rate of b), averaged over who leads."""
    ab = round_loss_rates([a, b], max_throws=max_throws)
    ba = round_loss_rates([b, a], max_throws=max_throws)
    return ((ab[0] + ba[1]) / 2, (ab[1] + ba[0]) / 2)


@pytest.mark.parametrize("max_throws", [2, 3])
@pytest.mark.parametrize("stronger, weaker", [("hard", "medium"), ("medium", "easy")])
def test_stronger_level_loses_fewer_rounds_heads_up(
    stronger: str, weaker: str, max_throws: int
) -> None:
    strong, weak = _heads_up_loss(stronger, weaker, max_throws)
    assert strong < weak


def test_in_a_table_of_three_each_level_loses_fewer_rounds_than_the_one_below() -> None:
    """Every seat order of hard, medium, easy: average loss rate per level."""
    levels = ("hard", "medium", "easy")
    totals = dict.fromkeys(levels, 0.0)
    for shift in range(3):
        order = levels[shift:] + levels[:shift]
        for level, rate in zip(order, round_loss_rates(list(order)), strict=True):
            totals[level] += rate / 3
    assert totals["hard"] < totals["medium"] < totals["easy"]


def test_hard_is_the_best_reply_to_hard_as_last_seat() -> None:
    """No other level does better than Hard in Hard's own seat (exact, heads-up)."""
    hard = _heads_up_loss("hard", "hard", 3)[1]
    for other in ("easy", "medium"):
        ab = round_loss_rates(["hard", other])
        assert ab[1] > hard - 1e-12


def test_medium_expected_scores_by_enumeration() -> None:
    """Keep 1s and 6s: the mean score with 1, 2, 3 throws, checked by brute force too."""
    import functools
    import itertools

    from chicago_desktop.engine import fixed_score

    @functools.cache  # the value depends on the faces as a multiset: called with them sorted
    def brute(faces: tuple[int, ...], left: int) -> float:
        keep = [f for f in faces if f in (1, 6)]
        if left == 0 or len(keep) == 3:
            return fixed_score(faces)
        total = 0.0
        count = 0
        for new in itertools.product(range(1, 7), repeat=3 - len(keep)):
            total += brute(tuple(sorted((*keep, *new))), left - 1)
            count += 1
        return total / count

    for throws in (1, 2, 3):
        start = base_situation(players=2, max_throws=throws, cap=throws, position=0)
        outcomes = turn_outcomes("medium", start)
        mean = sum(score * p for (score, _), p in outcomes.items())
        expected = brute((), throws)
        assert mean == pytest.approx(expected, abs=1e-9)
    assert [round(brute((), t)) for t in (1, 2, 3)] == [87, 138, 172]


@pytest.mark.parametrize("other", ["easy", "medium", "hard"])
def test_expert_never_does_worse_than_even_heads_up(other: str) -> None:
    """Against another Expert, Expert plays the equilibrium of a symmetric zero-sum game, so
    that policy scores at least 1/2 against any opponent (the best reply is tested apart)."""
    win, draw = heads_up_match("expert:expert", other, losses_to_out=2, max_throws=2)
    assert match_score(win, draw) >= 0.5 - 1e-9
