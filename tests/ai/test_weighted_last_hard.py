"""Expert's weighted turn (ai/weighted_turn.py) when the one player after it is a Hard
chasing the best (basic R42; the clearing phase of bavarian and pub, R45): its chance of
not being worst is exact, against a brute force that asks Hard itself at every decision."""

from __future__ import annotations

import pytest

from chicago_desktop.ai import weighted_turn
from chicago_desktop.ai.round_hints import model_of
from chicago_desktop.engine import Action, Call, MakeCall, Stop, Throw
from tests.tiers import first_then_slow

from .test_preset_full_reply import Brute, _check_weighted


@pytest.mark.parametrize(
    ("call", "ours"),
    first_then_slow(
        [
            (Call(ones=100, sixes=60, high=True), (2, 3, 4)),  # ours the lowest so far
            (Call(ones=1, sixes=6, high=False), (5, 5, 6)),  # "ones 1 · low" (R7, R31)
        ],
        rows=True,
    ),
)
def test_second_of_three_before_a_hard_chasing_the_best_is_exact(
    call: Call, ours: tuple[int, int, int]
) -> None:
    """Basic, a round of three (R42), cap two (R5): we are second with one throw left and
    a Hard after us that plays to be best against the best so far, not to leave us worst."""
    brute = Brute("basic", 3, {2: "hard"}, 1)
    lead: list[Action] = [Throw(faces=(1, 6, 3)), Throw(hold=frozenset({0}), faces=(6, 5))]
    lead += [Stop(), MakeCall(call)]
    actions = [*lead, Throw(faces=ours)]
    goal = weighted_turn.objective(brute.match(actions))
    assert goal is not None and goal[1] and goal[2]  # both chances weigh (R42)
    assert _check_weighted(brute, actions, known=False) >= 6


def test_the_rows_are_exact_only_where_they_can_be() -> None:
    # Two players after us, or a Hard playing to avoid the worst (the handing-out phase,
    # R43), keep round_values' tables: chases_best says which.
    from chicago_desktop.engine import Match, preset

    assert weighted_turn.chases_best(model_of(Match(preset("basic"), 4, seed=1)))
    assert not weighted_turn.chases_best(model_of(Match(preset("bavarian"), 4, seed=1)))
    assert not weighted_turn.chases_best(model_of(Match(preset("tschigg"), 4, seed=1)))
