"""Every level returns only legal actions, and a seed reproduces a whole game.

Hypothesis drives random matches (levels, table size, settings, dice seed) and checks each
decision against the engine's own legality queries before applying it.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from chicago_desktop.ai import LEVELS, CpuPlayer, NotDecidable, UnknownLevel, make_player
from chicago_desktop.ai.selfplay import play_match
from chicago_desktop.engine import Match, RandomDice, ScriptedDice, Stop, Throw, preset
from tests.tiers import examples


@settings(max_examples=examples(40), deadline=None)
@given(
    levels=st.lists(st.sampled_from(LEVELS), min_size=2, max_size=6),
    seed=st.integers(min_value=0, max_value=2**32),
    losses=st.sampled_from((2, 3, 5)),
    max_throws=st.sampled_from((1, 2, 3)),
)
def test_every_level_only_returns_legal_actions(
    levels: list[str], seed: int, losses: int, max_throws: int
) -> None:
    rules = preset("classic", losses_to_out=losses, max_throws=max_throws)
    match = Match(rules, len(levels), dice=RandomDice(seed), seed=seed)
    players = [make_player(level, seed + i) for i, level in enumerate(levels)]
    decisions = 0
    while not match.is_over and decisions < 400:
        seat = match.current_seat
        assert seat is not None and match.turn is not None
        action = players[seat].decide(match)
        if isinstance(action, Stop):
            assert match.may_stop()
        else:
            assert isinstance(action, Throw)
            assert action.faces is None
            assert match.may_throw(action.hold)
        match.apply(action)
        decisions += 1


def test_medium_keeps_ones_and_sixes_and_throws_whenever_it_may() -> None:
    match = Match(preset("classic"), 2, dice=ScriptedDice([1, 4, 6, 5]), first_leader=0)
    match.throw()
    action = make_player("medium").decide(match)
    assert action == Throw(hold=frozenset({0, 2}))
    match.apply(action)  # the 4 becomes a 5: 1·5·6, one throw left
    assert make_player("medium").decide(match) == Throw(hold=frozenset({0, 2}))


def test_medium_stops_when_every_die_is_a_one_or_a_six() -> None:
    match = Match(preset("classic"), 2, dice=ScriptedDice([6, 1, 6]), first_leader=0)
    match.throw()
    assert make_player("medium").decide(match) == Stop()


def test_the_first_throw_of_a_turn_throws_everything() -> None:
    match = Match(preset("classic"), 3, first_leader=1)
    for level in LEVELS:
        assert make_player(level).decide(match) == Throw()


@pytest.mark.parametrize("levels", [("easy", "expert"), ("easy", "hard", "medium", "easy")])
def test_a_seed_reproduces_a_game(levels: tuple[str, ...]) -> None:
    first = play_match(levels, 1234)
    again = play_match(levels, 1234)
    assert first.actions == again.actions
    assert first.winner == again.winner
    assert play_match(levels, 1235).actions != first.actions


def test_easy_noise_comes_from_its_own_seed() -> None:
    """Same dice, Easy seeded differently: its choices differ somewhere, so it is noisy."""
    outcomes = set()
    for seed in range(8):
        match = Match(preset("classic"), 2, dice=RandomDice(99), seed=99)
        players = [make_player("easy", seed), make_player("medium")]
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            match.apply(players[seat].decide(match))
        outcomes.add(match.actions)
    assert len(outcomes) > 1


def test_unknown_level_and_no_decision_are_refused() -> None:
    with pytest.raises(UnknownLevel):
        make_player("grandmaster")
    assert isinstance(make_player("hard"), CpuPlayer)
    over = play_match(("medium", "medium"), 5)
    assert over.is_over
    with pytest.raises(NotDecidable):
        make_player("hard").decide(over)


def test_safe_last_seat_expert_rethrows_riskless_dice_to_lead_next_round() -> None:
    """3 players: A 1·6·5 in two throws, B 2·3·4, C (last) 1·6·3 = 163 on its first throw.

    C is safe whatever it does while it keeps its 1 and 6, and a 1 or a 6 on the third die
    would make it best and give it the next lead. Hard, which only minimises this round's
    loss, stops; Expert, which values the lead, re-throws the 3.
    """
    dice = ScriptedDice([2, 2, 2, 1, 6, 5, 2, 3, 4, 1, 6, 3])
    match = Match(preset("classic"), 3, dice=dice, first_leader=0)
    match.throw()
    match.throw()  # A: 1·6·5 = 165 after two throws; the cap is two
    match.stop()
    match.throw()
    match.stop()  # B: 2·3·4 = 9
    match.throw()  # C: 1·6·3 = 163
    assert make_player("hard").decide(match) == Stop()
    assert make_player("expert").decide(match) == Throw(hold=frozenset({0, 1}))
