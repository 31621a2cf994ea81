"""Scoring: fixed (R6, E1), called (R7, E6), fish (R23) and sand (R24)."""

from __future__ import annotations

import itertools

import pytest

from chicago_desktop.engine import Call, called_score, fixed_score, is_fish, makes_sand


@pytest.mark.parametrize(
    ("dice", "value"),
    [
        ((1, 4, 2), 106),
        ((1, 6, 3), 163),
        ((1, 6, 4), 164),
        ((4, 5, 6), 69),
        ((2, 2, 2), 6),
        ((1, 1, 1), 300),
    ],
)
def test_e1_fixed_scores(dice: tuple[int, int, int], value: int) -> None:
    """E1 (R6): the worked examples of fixed scoring."""
    assert fixed_score(dice) == value


def test_r6_range_is_6_to_300() -> None:
    """R6: minimum 2·2·2 = 6 and maximum 1·1·1 = 300 over all 216 results."""
    values = [fixed_score(d) for d in itertools.product(range(1, 7), repeat=3)]
    assert min(values) == 6
    assert max(values) == 300


def test_r6_order_of_dice_does_not_matter() -> None:
    for d in itertools.product(range(1, 7), repeat=3):
        assert fixed_score(d) == fixed_score(tuple(reversed(d)))


def test_e6_called_scores() -> None:
    """E6 (R7): sixes 60 / 6, ones 100 / 1."""
    assert called_score((6, 3, 5), Call(sixes=60)) == 68
    assert called_score((6, 3, 5), Call(sixes=6)) == 14
    assert called_score((1, 1, 4), Call(ones=100)) == 204
    assert called_score((1, 1, 4), Call(ones=1)) == 6


def test_r7_call_levers_are_validated() -> None:
    with pytest.raises(ValueError, match="R7"):
        Call(ones=50)
    with pytest.raises(ValueError, match="R7"):
        Call(sixes=7)
    assert Call(ones=100, high=False).high is False  # "ones 100 · low" is legal (R7)


def test_r23_fish_and_r24_sand() -> None:
    assert is_fish((2, 3, 5))
    assert not is_fish((2, 3, 6))
    assert not is_fish((1, 3, 5))
    assert makes_sand((5, 5, 2))
    assert called_score((2, 3, 4), Call.sand_call()) == 1
    assert called_score((1, 3, 4), Call.sand_call()) == 0
