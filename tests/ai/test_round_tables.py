"""The round tables against independent brute force and against each other.

The brute force here knows nothing of multisets, kept indices or the product formula: it
walks ordered dice and position subsets with plain recursion. Agreement on every position
of the last seat means Hard's decisions there are optimal, not just self-consistent.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from functools import cache

import pytest

from chicago_desktop.ai.dice_space import KEPT, state_of
from chicago_desktop.ai.evaluation import round_loss_rates
from chicago_desktop.ai.round_tables import RoundTables, build_round_tables
from chicago_desktop.ai.turn_solver import STOP
from chicago_desktop.engine import fixed_score
from tests.tiers import first_then_slow

POSITIONS = (0, 1, 2)
HOLDS = tuple(frozenset(c) for size in (0, 1, 2) for c in itertools.combinations(POSITIONS, size))


@pytest.fixture(scope="module")
def tables() -> RoundTables:
    return build_round_tables()


Value = Callable[[tuple[int, int, int], int], float]


@cache
def brute_last_seat(lowest: int) -> Value:
    """Chance of *not* losing as last seat (ending above ``lowest``), by plain recursion
    (one memo per bar for the module: the start-value test reads the same bars again)."""

    @cache
    def value(faces: tuple[int, int, int], left: int) -> float:
        best = 1.0 if fixed_score(faces) > lowest else 0.0
        if left == 0:
            return best
        for hold in HOLDS:
            thrown = [p for p in POSITIONS if p not in hold]
            total = 0.0
            for new in itertools.product(range(1, 7), repeat=len(thrown)):
                f = list(faces)
                for p, v in zip(thrown, new, strict=True):
                    f[p] = v
                total += value((f[0], f[1], f[2]), left - 1)
            best = max(best, total / 6 ** len(thrown))
        return best

    return value


@pytest.mark.parametrize("lowest", first_then_slow([9, 66, 105, 124, 163, 205]))
def test_last_seat_decisions_match_brute_force(tables: RoundTables, lowest: int) -> None:
    brute = brute_last_seat(lowest)
    checked = 0
    for cap in (2, 3):
        table = tables.follower_table(cap, 0, lowest)
        for faces in itertools.product(range(1, 7), repeat=3):
            for left in range(1, cap):
                choice, value = table.best(state_of(faces), left)
                optimum = brute((faces[0], faces[1], faces[2]), left)
                assert value == pytest.approx(optimum, abs=1e-12)
                # The chosen action itself attains the optimum in the brute force.
                if choice == STOP:
                    achieved = 1.0 if fixed_score(faces) > lowest else 0.0
                else:
                    kept = sorted(KEPT[choice])
                    holds = [h for h in HOLDS if sorted(faces[p] for p in h) == kept]
                    assert holds, "the chosen multiset can be held from these faces"
                    achieved = _hold_value(brute, faces, holds[0], left)
                assert achieved == pytest.approx(optimum, abs=1e-12)
                checked += 1
    assert checked == 216 * 3


def _hold_value(brute: Value, faces: tuple[int, ...], hold: frozenset[int], left: int) -> float:
    thrown = [p for p in POSITIONS if p not in hold]
    total = 0.0
    for new in itertools.product(range(1, 7), repeat=len(thrown)):
        f = list(faces)
        for p, v in zip(thrown, new, strict=True):
            f[p] = v
        total += brute((f[0], f[1], f[2]), left - 1)
    return total / float(6 ** len(thrown))


def test_last_seat_start_value_is_one_minus_loss_chance(tables: RoundTables) -> None:
    """Before the first throw, the last seat's value is its brute-force chance."""
    for lowest in (66, 163):
        brute = brute_last_seat(lowest)
        for cap in (1, 2, 3):
            start = 0.0
            for a, b, c in itertools.product(range(1, 7), repeat=3):
                start += brute((a, b, c), cap - 1)
            assert tables.follower_table(cap, 0, lowest).start == pytest.approx(start / 216)


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("max_throws", [1, 3])
def test_backward_tables_agree_with_forward_evaluation(
    tables: RoundTables, players: int, max_throws: int
) -> None:
    """The leader's table value equals its loss rate computed forwards over the round.

    The forward pass enumerates every seat's turn with Hard's actual choices; the backward
    tables use the product formula. Different code, same number, or one of them is wrong.
    """
    rates = round_loss_rates(["hard"] * players, max_throws=max_throws)
    leader = tables.leader_table(players, max_throws)
    assert rates[0] == pytest.approx(1.0 - leader.start, abs=1e-12)


def test_reach_is_a_probability_and_falls_as_the_bar_rises(tables: RoundTables) -> None:
    bars = sorted({key[2] for key in tables.reach})
    for cap in (1, 2, 3):
        for after in range(5):
            values = [tables.reach[(cap, after, x)] for x in bars]
            assert all(0.0 <= v <= 1.0 for v in values)
            assert values == sorted(values, reverse=True)
