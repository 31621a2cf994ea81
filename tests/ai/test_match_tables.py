"""Heads-up match tables: the fast reply equals the general solver, values are consistent.

The exact heads-up match value is checked against an independent forward computation
(:func:`~chicago_desktop.ai.evaluation.heads_up_match` playing Expert against itself).
"""

from __future__ import annotations

import pytest

from chicago_desktop.ai.dice_space import SCORES
from chicago_desktop.ai.evaluation import heads_up_match, match_score
from chicago_desktop.ai.match_tables import build_heads_up, reply_value
from chicago_desktop.ai.turn_solver import solve_turn


@pytest.mark.parametrize("losses, max_throws", [(2, 3), (3, 2)])
def test_fast_reply_equals_the_general_solver(losses: int, max_throws: int) -> None:
    tables = build_heads_up(losses, max_throws)
    for payoff in tables.payoff.values():
        for x in SCORES[::3]:
            for cap in range(1, max_throws + 1):
                general = solve_turn(payoff.stop_values(x, cap)).start
                assert reply_value(payoff, x, cap) == pytest.approx(general, abs=1e-12)


def test_values_are_probabilities_and_leading_helps() -> None:
    tables = build_heads_up(3, 3)
    for (a, b), value in tables.value.items():
        assert 0.0 <= value <= 1.0
        # Fewer own losses is never worse for the leader.
        if a > 0:
            assert tables.value[(a - 1, b)] >= value - 1e-12
    # At equal losses the leader is favoured (it sets the cap).
    assert all(tables.value[(k, k)] > 0.5 for k in range(3))


@pytest.mark.parametrize("losses, max_throws", [(2, 2), (3, 1)])
def test_expert_against_itself_matches_the_table_value(losses: int, max_throws: int) -> None:
    """A forward Markov chain over the match, playing Expert's actual choices on both sides,
    reproduces the backward table's value of leading the first round (an Expert that knows
    its opponent is an Expert plays the equilibrium)."""
    tables = build_heads_up(losses, max_throws)
    win, draw = heads_up_match(
        "expert:expert",
        "expert:expert",
        losses_to_out=losses,
        max_throws=max_throws,
        a_leads_first=True,
    )
    assert match_score(win, draw) == pytest.approx(tables.value[(0, 0)], abs=1e-12)
    assert tables.value[(0, 0)] >= 0.5 - 1e-12
