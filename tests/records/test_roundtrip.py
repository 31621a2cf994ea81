"""Record round trip: a match written as a record and read back is the same match."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from chicago_desktop.engine import Match, RandomDice, ScriptedDice, preset
from chicago_desktop.records import (
    PlayerInfo,
    dumps_record,
    match_record_json,
    parse_record,
    replay_record,
)
from tests.tiers import examples

PLAYERS = tuple(
    PlayerInfo(name, kind, level)  # type: ignore[arg-type]
    for name, kind, level in [
        ("Anna", "human", None),
        ("Ben", "cpu", "easy"),
        ("Cleo", "cpu", "expert"),
        ("Dan", "human", None),
        ("Eve", "cpu", "hard"),
        ("Finn", "cpu", "medium"),
    ]
)


def random_play(m: Match, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if m.is_over:
            return
        turn = m.turn
        assert turn is not None
        if turn.may_stop() and rng.random() < 0.3:
            m.stop()
        else:
            hold = [p for p in sorted(turn.holdable()) if rng.random() < 0.4][:2]
            m.throw(hold)


@settings(max_examples=examples(80), deadline=None)
@given(
    st.integers(2, 6),
    st.sampled_from((1, 2, 3)),
    st.sampled_from((2, 3, 5)),
    st.integers(0, 10**9),
    st.integers(0, 400),
)
def test_write_read_replay_gives_the_same_state(
    players: int, max_throws: int, limit: int, seed: int, steps: int
) -> None:
    rules = preset("classic", max_throws=max_throws, losses_to_out=limit)
    m = Match(rules, players, dice=RandomDice(seed), seed=seed)
    random_play(m, random.Random(seed), steps)
    text = dumps_record(match_record_json(m, PLAYERS[:players]))
    record = parse_record(text)
    assert record.players == PLAYERS[:players]
    again = replay_record(record).match
    assert again.state_key() == m.state_key()
    assert json.loads(text) == match_record_json(again, PLAYERS[:players])


def test_resume_from_a_record_cut_mid_match_and_play_on() -> None:
    rules = preset("classic")
    m = Match(rules, 3, dice=RandomDice(11), seed=11)
    random_play(m, random.Random(11), 25)
    record = parse_record(dumps_record(match_record_json(m, PLAYERS[:3])))
    resumed = replay_record(record, dice=ScriptedDice([1, 1, 1] * 50)).match
    assert resumed.state_key() == m.state_key()
    seat = resumed.current_seat
    resumed.throw(())
    assert resumed.turn is None or resumed.turn.faces == (1, 1, 1) or seat != resumed.current_seat
    assert len(resumed.actions) == len(m.actions) + 1


def test_seed_without_first_leader_draws_the_same_leader() -> None:
    base = {
        "format": "chicago-record",
        "version": 1,
        "rules": {"preset": "classic"},
        "players": [{"name": n} for n in "ABCDE"],
        "seed": 424242,
        "actions": [],
    }
    leaders = {replay_record(parse_record(json.dumps(base))).match.first_leader for _ in range(3)}
    assert len(leaders) == 1
    assert leaders == {Match(preset("classic"), 5, seed=424242).first_leader}
