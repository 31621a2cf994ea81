"""The Chicago 2–12 session: one way in, a refused throw changes nothing (R60, R61)."""

from __future__ import annotations

import pytest

from chicago_desktop.engine import ScriptedDice
from chicago_desktop.records import PlayerInfo
from chicago_desktop.session import NotYourTurn, Seat
from chicago_desktop.two_to_twelve import GameOver, Rules, Throw, Thrown, WrongDiceCount
from chicago_desktop.two_to_twelve.records import parse_record, replay_record
from chicago_desktop.two_to_twelve.session import TwelveSession


def _session(dice: list[int] | None = None) -> TwelveSession:
    seats = (Seat.of(PlayerInfo("Anna")), Seat.of(PlayerInfo("Cpu", "cpu", "easy")))
    return TwelveSession(Rules(), seats, seed=3, dice=ScriptedDice(dice or [1, 1, 3, 4] * 30))


def test_only_the_seat_to_throw_may_and_a_refused_throw_changes_nothing() -> None:
    session = _session()
    before = session.match.state_key(), session.events
    with pytest.raises(NotYourTurn):
        session.submit(1, Throw())
    with pytest.raises(WrongDiceCount):
        session.submit(0, Throw((1, 2, 3)))
    assert (session.match.state_key(), session.events) == before
    events = session.submit(0, Throw())
    assert events[0] == Thrown(0, 0, 2, (1, 1), 2) and session.events[-1] == events[-1]
    assert session.current_seat == 1 and session.seat_to_act_is_cpu()
    assert session.cpu_decision() == (1, Throw())  # a CPU simply throws


def test_the_record_and_its_replay_agree_and_a_resumed_session_goes_on() -> None:
    session = _session()
    while not session.is_over:
        seat = session.current_seat
        assert seat is not None
        session.submit(seat, Throw())
    with pytest.raises(GameOver):
        session.submit(0, Throw())
    record = parse_record(session.record_json())
    assert replay_record(record).game.state_key() == session.match.state_key()
    half = parse_record({**session.record_json(), "actions": session.record_json()["actions"][:5]})  # type: ignore[index]
    resumed = TwelveSession.from_record(half)
    assert len(resumed.match.actions) == 5 and resumed.players == session.players
    assert resumed.outcome_json()["finished"] is False
