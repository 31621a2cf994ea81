"""``Match.copy``: a copy goes on exactly as the match it was copied from, and apart.

The brute forces of tests/ai walk every outcome of a round by copying the engine's match
one action at a time instead of replaying each position from the start; here every preset
is played through, copied before each step, to check that the copy is the same match (its
state, its dice, its lots) and that nothing done to the copy reaches the original.
"""

from __future__ import annotations

import random

import pytest

from chicago_desktop.engine import (
    PRESET_NAMES,
    DiceSource,
    Match,
    RandomDice,
    ScriptedDice,
    Throw,
    preset,
)

from .test_properties_presets import legal_step, rules_for


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_a_copy_before_every_step_takes_it_as_the_match_does(name: str) -> None:
    """Before each step of whole matches (three seeds, two to six seats): the copy's state
    is the match's; the copy takes a random step with its own dice and lots while the
    match stays as it was; then the match takes the same step and is the copy again."""
    for seed in range(3):
        rng = random.Random(seed)
        players = 2 + (seed * 2 + len(name)) % 5
        m = Match(rules_for(name, rng), players, dice=RandomDice(seed), seed=seed)  # type: ignore[arg-type]
        steps = 0
        while not m.is_over:
            c = m.copy()
            assert c.state_key() == m.state_key()
            before = m.state_key()
            state = rng.getstate()
            legal_step(c, rng)
            assert m.state_key() == before  # the copy's step left the match alone
            rng.setstate(state)
            legal_step(m, rng)
            assert m.state_key() == c.state_key()  # the same faces fell, the same lots
            steps += 1
            assert steps < 50_000
        assert m.copy().is_over


def test_a_copy_played_on_leaves_the_original_where_it_was() -> None:
    """Counters, rounds and the action log are the copy's own: a copy played to the end of
    a basic match (searches, tally marks, R42) changes nothing in the match it came from,
    which still plays on to the same end."""
    rng = random.Random(4)
    m = Match(preset("basic"), 3, dice=RandomDice(4), seed=4)
    for _ in range(30):
        legal_step(m, rng)
    before = m.state_key()
    rounds, actions = m.rounds, m.actions
    c = m.copy()
    state = rng.getstate()
    while not c.is_over:
        legal_step(c, rng)
    assert m.state_key() == before and m.rounds == rounds and m.actions == actions
    assert not m.is_over and len(c.rounds) > len(rounds)
    rng.setstate(state)
    while not m.is_over:
        legal_step(m, rng)
    assert m.state_key() == c.state_key()
    assert [m.tally_marks(s) for s in range(3)] == [c.tally_marks(s) for s in range(3)]


def test_scripted_dice_are_copied_with_what_is_left_and_other_dice_are_given() -> None:
    """Scripted dice: the copy throws the faces still queued, from a queue of its own. A
    dice source the engine does not know cannot be copied; the copy is given one."""
    dice = ScriptedDice([2, 3, 4, 5, 6, 1])
    m = Match(preset("classic"), 2, dice=dice, seed=0, first_leader=0)
    m.throw()
    c = m.copy()
    c.throw()
    assert c.turn is not None and c.turn.faces == (5, 6, 1)
    assert dice.remaining == 3
    m.throw(faces=(1, 1, 2))
    assert m.turn is not None and m.turn.faces == (1, 1, 2)
    assert c.turn.faces == (5, 6, 1)

    class Loaded:
        def roll(self, count: int) -> tuple[int, ...]:
            return (6,) * count

    loaded: DiceSource = Loaded()
    odd = Match(preset("classic"), 2, dice=loaded, seed=0, first_leader=0)
    with pytest.raises(TypeError):
        odd.copy()
    given = odd.copy(dice=ScriptedDice([4, 4, 4]))
    given.apply(Throw())
    assert given.turn is not None and given.turn.faces == (4, 4, 4)
    odd.throw()
    assert odd.turn is not None and odd.turn.faces == (6, 6, 6)
