"""The engine's fast paths give exactly what the plain code gives (self-play relies on it)."""

from __future__ import annotations

import itertools
import random
from dataclasses import FrozenInstanceError, dataclass, fields

import pytest

from chicago_desktop.engine import Call, RandomDice, preset
from chicago_desktop.engine.frozen_values import slot_setters
from chicago_desktop.engine.ranking import TurnResult
from chicago_desktop.engine.round_state import RoundState, make_round_state
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


def _plain_ranking(
    rules_name: str, results: list[TurnResult], call: Call | None
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """R30-R32 and R24 written out the slow, obvious way (the ranking before its keys)."""
    if rules_name == "classic":
        scores = [fixed_score(r.dice) for r in results]
        order = sorted(range(len(results)), key=lambda i: (-scores[i], results[i].throws, i))
        low = min(scores)
        worst = tuple(r.seat for r, s in zip(results, scores, strict=True) if s == low)
        seats = tuple(results[i].seat for i in order)
        return seats, (seats[0],), worst
    if rules_name == "pub":

        def pub_key(i: int) -> tuple[int, int, int, int]:
            r = results[i]
            value = -1 if is_fish(r.dice) else fixed_score(r.dice)
            return (0 if r.chicago else 1, -value, r.throws, i)

        seats = tuple(results[i].seat for i in sorted(range(len(results)), key=pub_key))
        return seats, (seats[0],), (seats[-1],)
    assert call is not None and not call.sand
    sign = -1 if call.high else 1

    def strict_key(i: int) -> tuple[int, int, int]:
        r = results[i]
        return (0 if r.chicago else 1, sign * called_score(r.dice, call), i)

    seats = tuple(results[i].seat for i in sorted(range(len(results)), key=strict_key))
    return seats, (seats[0],), (seats[-1],)


def test_rankings_are_the_plain_rankings() -> None:
    from chicago_desktop.engine.ranking import rank_round

    rng = random.Random(5)
    calls = [Call(o, s, h) for o in (100, 1) for s in (60, 6) for h in (True, False)]
    for _ in range(3000):
        n = rng.randint(2, 6)
        seats = rng.sample(range(6), n)
        results = [
            TurnResult(
                seat,
                (rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 6)),
                rng.randint(1, 3),
                rng.random() < 0.05,
            )
            for seat in seats
        ]
        for name, call in (("classic", None), ("pub", None), ("tschigg", rng.choice(calls))):
            ranking = rank_round(preset(name), results, call)
            assert (ranking.order, ranking.best, ranking.worst) == _plain_ranking(
                name, results, call
            )


def test_fair_dice_give_the_match_that_their_faces_give() -> None:
    """The unchecked path of fair dice builds the very turns that given faces build."""
    from chicago_desktop.ai.selfplay import play_match
    from chicago_desktop.engine import Match, Throw

    for name in ("classic", "bavarian", "tschigg", "pub"):
        rules = preset(name)
        for seed in range(6):
            played = play_match(["medium", "easy", "easy"], seed, rules=rules)
            replay = Match(rules, 3, seed=seed, first_leader=played.first_leader)
            for action in played.actions:
                if isinstance(action, Throw):
                    assert action.faces is not None
                    replay.throw(action.hold, list(action.faces))  # checked faces
                else:
                    replay.apply(action)
            assert replay.state_key() == played.state_key()
