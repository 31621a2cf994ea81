"""A record restores a session in one replay, with the same state and the same event log."""

from __future__ import annotations

import random

import pytest

from chicago_desktop.engine import PRESET_NAMES, ScriptedDice, Stop, Throw, preset
from chicago_desktop.records import RecordError, parse_record, record_to_json
from chicago_desktop.session import GameSession

from .helpers import CountingDice, play_randomly, random_legal_action, seats


def restored(session: GameSession) -> GameSession:
    return GameSession.from_record(parse_record(session.record_json()))


@pytest.mark.parametrize("name", PRESET_NAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_restore_equals_the_live_session_at_every_cut(name: str, seed: int) -> None:
    live = GameSession(preset(name), seats(2 + seed % 3), seed=seed, dice=CountingDice(seed))
    rng = random.Random(seed)
    cuts = 0
    while not live.is_over:
        if cuts < 8 and rng.random() < 0.25:  # a record cut mid-round, like an autosave
            again = restored(live)
            assert again.state_key() == live.state_key()
            assert again.outcomes == live.outcomes and again.snapshot() == live.snapshot()
            cuts += 1
        seat = live.current_seat
        assert seat is not None
        live.submit(seat, random_legal_action(live.legal_actions(seat), rng))
    again = restored(live)
    assert again.state_key() == live.state_key() and again.is_over
    assert again.events == live.events and cuts > 0


def test_a_restored_session_goes_on_with_the_dice_it_is_given() -> None:
    live = GameSession(preset("classic"), seats(2), dice=ScriptedDice([3, 3, 3]), first_leader=0)
    live.submit(0, Throw())
    dice = ScriptedDice([6, 5, 4])
    again = GameSession.from_record(parse_record(live.record_json()), dice=dice)
    again.submit(0, Throw(frozenset({0})))
    assert again.snapshot().faces == (3, 6, 5) and dice.remaining == 1


def test_a_record_with_an_illegal_action_names_its_index_and_rule() -> None:
    live = GameSession(preset("classic"), seats(2), dice=ScriptedDice([3, 3, 3]), first_leader=0)
    live.submit(0, Throw())
    record = parse_record(live.record_json())
    bad = record_to_json(
        record.rules,
        record.players,
        (*record.actions, Stop(), Stop()),
        seed=record.seed,
        first_leader=record.first_leader,
    )
    with pytest.raises(RecordError) as raised:
        GameSession.from_record(parse_record(bad))
    assert raised.value.index == 2 and raised.value.rule == "R3"


def test_a_finished_record_refuses_an_action_after_the_end() -> None:
    live = GameSession(preset("basic"), seats(3), seed=9, dice=CountingDice(9))
    play_randomly(live, random.Random(9))
    record = parse_record(live.record_json())
    extra = record_to_json(
        record.rules,
        record.players,
        (*record.actions, Throw(faces=(1, 2, 3))),
        seed=record.seed,
        first_leader=record.first_leader,
    )
    with pytest.raises(RecordError) as raised:
        GameSession.from_record(parse_record(extra))
    assert raised.value.index == len(record.actions) and raised.value.rule == "R42"
