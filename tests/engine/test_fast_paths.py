"""The engine's fast paths give exactly what the plain code gives (self-play relies on it)."""

from __future__ import annotations

import itertools
import random
from dataclasses import FrozenInstanceError, dataclass, fields

import pytest

from chicago_desktop.engine import Call, RandomDice, preset
from chicago_desktop.engine.frozen_values import slot_setters
from chicago_desktop.engine.match import RoundState, make_round_state
from chicago_desktop.engine.ranking import TurnResult
from chicago_desktop.engine.scoring import called_score, fixed_face_value, fixed_score, is_fish
from chicago_desktop.engine.turn import Turn, make_turn


def test_make_turn_is_the_constructor() -> None:
    rules = preset("tschigg")
    args = (rules, 2, 3, (1, 6, 6), 2, frozenset({0}), frozenset({0}), frozenset({2}), True)
    built = make_turn(*args, False, False)
    plain = Turn(*args, False, False)
    assert built == plain and hash(built) == hash(plain) and repr(built) == repr(plain)
    assert Turn.start(rules, 1, 2) == Turn(rules, 1, 2)
    with pytest.raises(FrozenInstanceError):
        built.throws = 3  # type: ignore[misc]


def test_make_round_state_is_the_constructor() -> None:
    turn = Turn(preset("basic"), 0, 3)
    result = TurnResult(1, (2, 3, 4), 3)
    args = (4, 1, (1, 0), (result,), turn, 3, Call(1, 6, False), False)
    built = make_round_state(*args)
    assert built == RoundState(*args) and repr(built) == repr(RoundState(*args))
    assert built.with_turn(None) == RoundState(*args[:4], None, *args[5:])


def test_slot_setters_refuse_what_they_cannot_build() -> None:
    names = tuple(f.name for f in fields(Turn))
    with pytest.raises(TypeError, match="fields"):
        slot_setters(Turn, names[:-1])  # a field left out

    @dataclass(frozen=True, slots=True)
    class Checked:
        value: int

        def __post_init__(self) -> None:
            assert self.value >= 0

    with pytest.raises(TypeError, match="__post_init__"):
        slot_setters(Checked, ("value",))


def test_random_dice_throw_what_randint_throws() -> None:
    for seed in range(20):
        dice, rng = RandomDice(seed), random.Random(seed)
        for count in (3, 2, 1, 0, 3, 1) * 40:
            assert dice.roll(count) == tuple(rng.randint(1, 6) for _ in range(count))


def test_scores_of_every_result() -> None:
    calls = [Call(o, s, h) for o in (100, 1) for s in (60, 6) for h in (True, False)]
    for dice in itertools.product(range(1, 7), repeat=3):
        assert fixed_score(dice) == sum(fixed_face_value(f) for f in dice)
        assert fixed_score(list(dice)) == fixed_score(dice)
        assert is_fish(dice) == all(f not in (1, 6) for f in dice)
        for call in calls:
            assert called_score(dice, call) == sum(call.face_value(f) for f in dice)
