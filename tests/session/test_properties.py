"""Hypothesis properties of the session, for every preset.

Random legal play through ``submit`` ends; the paced view's fold of the events agrees with
the match after every action; random submissions, legal or not and for any seat, either
apply or leave the state, the event log and the dice source untouched.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from chicago_desktop.engine import (
    PRESET_NAMES,
    Action,
    Call,
    IllegalAction,
    MakeCall,
    RoundScored,
    Stop,
    Throw,
    TurnSixes,
    preset,
)
from chicago_desktop.session import GameSession, ShownState
from tests.tiers import examples

from .helpers import CountingDice, random_legal_action, seats

setups = st.tuples(
    st.sampled_from(PRESET_NAMES),
    st.integers(2, 6),  # players
    st.integers(0, 2**32),  # seed
)


@settings(max_examples=examples(60), deadline=None)
@given(setups)
def test_random_legal_play_through_the_session_ends(setup: tuple[str, int, int]) -> None:
    name, players, seed = setup
    s = GameSession(preset(name), seats(players), seed=seed, dice=CountingDice(seed))
    rules = s.rules
    shown = ShownState(
        players,
        s.match.first_leader,
        middle=rules.starting_coasters(players),
        searches=rules.searches is not None,
    )
    for event in s.events:
        shown.release(event)
    rng = random.Random(seed)
    steps = 0
    while not s.is_over:
        seat = s.current_seat
        assert seat is not None
        legal = s.legal_actions(seat)
        assert legal.to_act and legal.any
        for other in range(players):
            assert other == seat or not s.legal_actions(other).any
        for event in s.submit(seat, random_legal_action(legal, rng)):
            index = event.summary.index if isinstance(event, RoundScored) else -1
            shown.release(event, s.outcome(index))
        snap = s.snapshot()
        assert shown.standings() == snap.standings
        assert (shown.middle, shown.coaster_phase) == (snap.middle, snap.coaster_phase)
        if shown.search is not None and not snap.over:  # R42: the search being played
            assert shown.search == (snap.search_index, snap.in_playoff)
        steps += 1
        assert steps < 20_000, "a match must end"
    snap = s.snapshot()
    assert snap.over and snap.current_seat is None
    assert (snap.winner is not None) + (snap.loser is not None) + snap.draw == 1
    assert shown.over and (shown.winner, shown.loser, shown.draw) == (
        snap.winner,
        snap.loser,
        snap.draw,
    )


attempts = st.lists(
    st.tuples(
        st.integers(-1, 6),  # seat
        st.sampled_from(("throw", "stop", "call", "sand", "sixes")),
        st.lists(st.integers(0, 2), max_size=3),  # hold
    ),
    min_size=1,
    max_size=80,
)


@settings(max_examples=examples(80), deadline=None)
@given(setups, attempts)
def test_refused_submissions_leave_state_log_and_dice_untouched(
    setup: tuple[str, int, int], tries: list[tuple[int, str, list[int]]]
) -> None:
    name, players, seed = setup
    dice = CountingDice(seed)
    s = GameSession(preset(name), seats(players), seed=seed, dice=dice)
    for seat, kind, hold in tries:
        choices: dict[str, Action] = {
            "throw": Throw(frozenset(hold)),
            "stop": Stop(),
            "call": MakeCall(Call()),
            "sand": MakeCall(Call.sand_call()),
            "sixes": TurnSixes(),
        }
        action = choices[kind]
        before, log, rolled = s.state_key(), s.events, dice.rolled
        legal = s.legal_actions(seat) if 0 <= seat < players else None
        try:
            events = s.submit(seat, action)
        except IllegalAction:
            assert s.state_key() == before and s.events == log and dice.rolled == rolled
            if legal is not None and legal.to_act and isinstance(action, Throw):
                assert not legal.may_throw_holding(action.hold)
        else:
            assert legal is not None and legal.to_act
            assert s.events == (*log, *events)
            if isinstance(action, Throw):
                assert legal.may_throw_holding(action.hold)
                assert dice.rolled == rolled + 3 - len(action.hold)
