"""Hard's memoised decisions (round_picks) are exactly the hint's best option, hit or miss."""

from __future__ import annotations

import pytest

from chicago_desktop.ai import round_picks
from chicago_desktop.ai.round_hints import best_option, pick_choice
from chicago_desktop.ai.situation import read_situation
from chicago_desktop.engine import Match, RandomDice, preset


# tschigg's heads-up matches are long (2n - 1 coasters passed back and forth, R45).
@pytest.mark.parametrize(
    ("name", "matches"), [("basic", 6), ("bavarian", 4), ("tschigg", 2), ("pub", 6)]
)
def test_every_decision_is_the_best_option(
    name: str, matches: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Heads-up matches played by the memo, each decision checked against the full
    ranking; positions recur, so most decisions are answered without asking again."""
    asked = 0

    def counted(*args: object) -> object:
        nonlocal asked
        asked += 1
        return pick_choice(*args)  # type: ignore[arg-type]

    monkeypatch.setattr("chicago_desktop.ai.round_picks.pick_choice", counted)
    decided = 0
    for seed in range(matches):
        match = Match(preset(name), 2, dice=RandomDice(seed), seed=seed)
        while not match.is_over:
            action = round_picks.best_action(match)
            assert action == best_option(match).action
            turn = match.turn
            decided += turn is not None and turn.throws > 0
            match.apply(action)
    assert asked < decided  # some answered from the memo (how many depends on the order)


def test_a_classic_reading_is_the_same_on_every_decision_of_a_turn() -> None:
    """read_situation keeps the round part of a turn; the dice part is read each time."""
    match = Match(preset("classic"), 3, dice=RandomDice(4), seed=4)
    match.throw()
    first = read_situation(match)
    match.throw(hold=())
    second = read_situation(match)
    assert second.throws == 2 and first.throws == 1
    assert (second.others, second.losses, second.results) == (
        first.others,
        first.losses,
        first.results,
    )
    match.stop()
    follower = read_situation(match)
    assert follower.seat != first.seat and follower.results and follower.lowest is not None
