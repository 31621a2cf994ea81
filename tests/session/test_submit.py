"""The one input path: submit(seat, action) checks the seat, applies, logs and returns."""

from __future__ import annotations

import random

import pytest

from chicago_desktop.engine import (
    PRESET_NAMES,
    Call,
    DiceThrown,
    IllegalAction,
    MakeCall,
    MatchEnded,
    MatchOver,
    Phase,
    ScriptedDice,
    Status,
    Stop,
    StopNotAllowed,
    Throw,
    TurnEnded,
    preset,
)
from chicago_desktop.session import (
    Cpu,
    GameSession,
    NotYourTurn,
    Remote,
    Seat,
    ShownState,
    UnknownSeat,
    snapshot_of,
)

from .helpers import CountingDice, play_randomly, seats


def test_submit_for_the_wrong_seat_is_refused_and_changes_nothing() -> None:
    dice = ScriptedDice([1, 2, 3, 4, 5, 6])
    s = GameSession(preset("classic"), seats(3), dice=dice, first_leader=1)
    before, events = s.state_key(), s.events
    with pytest.raises(NotYourTurn) as raised:
        s.submit(0, Throw())
    assert raised.value.seat == 0 and raised.value.to_act == 1 and raised.value.rule == "R8"
    assert "seat 1 is to act" in str(raised.value)
    assert s.state_key() == before and s.events == events
    assert dice.remaining == 6  # no die was rolled for the refused throw
    with pytest.raises(UnknownSeat):
        s.submit(3, Throw())
    assert s.state_key() == before and dice.remaining == 6
    thrown = s.submit(1, Throw())
    assert thrown == [DiceThrown(1, 1, frozenset(), (1, 2, 3))]
    assert s.events[-1] == thrown[-1] and dice.remaining == 3


def test_an_illegal_action_for_the_right_seat_is_refused_and_changes_nothing() -> None:
    dice = ScriptedDice([1, 2, 3])
    s = GameSession(preset("classic"), seats(2), dice=dice, first_leader=0)
    before = s.state_key()
    with pytest.raises(StopNotAllowed):  # a turn starts with a throw (R3)
        s.submit(0, Stop())
    with pytest.raises(IllegalAction):  # R2: the first throw throws all three
        s.submit(0, Throw(frozenset({1})))
    assert s.state_key() == before and dice.remaining == 3


def test_legal_actions_follow_the_turn() -> None:
    s = GameSession(preset("classic", max_throws=2), seats(2), dice=ScriptedDice([6, 6, 2] * 4))
    seat = s.current_seat
    assert seat is not None
    other = 1 - seat
    assert not s.legal_actions(other).any and not s.legal_actions(other).to_act
    first = s.legal_actions(seat)
    assert first.throw_holds == {frozenset()} and not first.may_stop and not first.call_due
    s.submit(seat, Throw())
    after = s.legal_actions(seat)
    assert after.may_stop and after.holdable == {0, 1, 2}
    assert frozenset({0, 1}) in after.throw_holds
    assert frozenset({0, 1, 2}) not in after.throw_holds  # holding three is stopping (R3)
    assert not after.may_turn_sixes  # classic does not turn sixes (R40)


def test_the_leader_of_a_called_preset_owes_the_call() -> None:
    s = GameSession(preset("bavarian"), seats(2), dice=ScriptedDice([2, 3, 4]), first_leader=0)
    s.submit(0, Throw())
    s.submit(0, Stop())
    assert s.match.phase is Phase.CALL
    legal = s.legal_actions(0)
    assert legal.call_due and not legal.may_throw and not legal.sand
    with pytest.raises(NotYourTurn):
        s.submit(1, MakeCall(Call()))
    events = s.submit(0, MakeCall(Call(ones=1, high=False)))
    assert s.snapshot().call == Call(ones=1, high=False)
    assert s.current_seat == 1 and events


def test_actions_after_the_end_cite_the_structure_rule() -> None:
    s = GameSession(preset("classic", losses_to_out=2), seats(2), seed=3)
    play_randomly(s, random.Random(3))
    with pytest.raises(MatchOver) as raised:
        s.submit(0, Throw())
    assert raised.value.rule == "R41"


def scripted_faces(seat: int, rnd: int) -> list[int]:
    """Seat 0 always throws low, everybody else high, one seat highest in turn."""
    if seat == 0:
        return [2, 3, 4]
    return [6, 6, 5] if (seat + rnd) % 2 else [5, 5, 6]


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_a_whole_match_of_every_preset_through_submit(name: str) -> None:
    """Scripted dice: seat 0 is always worst, so it loses the match in every preset."""
    dice = ScriptedDice()
    s = GameSession(preset(name), seats(3), dice=dice, first_leader=0)
    shown = ShownState(3, s.match.first_leader)
    for event in s.events:
        shown.release(event)
    actions = 0
    while not s.is_over:
        seat = s.current_seat
        assert seat is not None
        legal = s.legal_actions(seat)
        if legal.call_due:
            action: Throw | Stop | MakeCall = MakeCall(Call())
        elif s.snapshot().throws == 0:
            dice.extend(scripted_faces(seat, s.snapshot().round_index))
            action = Throw()
        else:
            action = Stop()
        count = len(s.events)
        events = s.submit(seat, action)
        assert s.events[count:] == tuple(events)  # the log is the returned events
        for event in events:
            shown.release(event, s.outcome(getattr(getattr(event, "summary", None), "index", -1)))
        actions += 1
        assert actions < 2000
    snap = s.snapshot()
    assert snap.over and isinstance(s.events[-1], MatchEnded)
    assert shown.standings() == snap.standings  # the paced view agrees with the match
    assert dice.remaining == 0
    if name == "classic":
        assert snap.standings[0].status is Status.OUT
        assert s.outcomes[0].losses == ((0, 1),)
    else:
        assert snap.loser == 0 and snap.standings[0].status is Status.OUT
        assert all(st.status is Status.WON for st in snap.standings[1:])
    assert len(s.outcomes) == len(s.match.rounds)
    assert [o.summary for o in s.outcomes] == list(s.match.rounds)
    ended = [e for e in s.events if isinstance(e, TurnEnded)]
    assert len(ended) == sum(len(r.results) for r in s.match.rounds)


def test_cpu_seats_decide_and_submit_through_the_same_path() -> None:
    decided: list[object] = []

    class Script:
        def decide(self, match: object) -> Throw | Stop:
            turn = getattr(match, "turn", None)
            action: Throw | Stop = Throw() if turn is not None and turn.throws == 0 else Stop()
            decided.append(action)
            return action

    s = GameSession(
        preset("classic"),
        (Seat("Cora", Cpu("hard")), Seat("Anna"), Seat("Rita", Remote("lan"))),
        dice=CountingDice(5),
        first_leader=0,
        deciders=lambda level, seed: Script(),
    )
    assert s.seat_to_act_is_cpu()
    s.play_cpu()
    s.play_cpu()
    assert decided == [Throw(), Stop()] and s.current_seat == 1
    assert not s.seat_to_act_is_cpu()
    with pytest.raises(ValueError, match="not a CPU seat"):
        s.cpu_decision()
    assert s.players[0].is_cpu and s.players[0].level == "hard" and not s.players[2].is_cpu


def test_the_real_ai_plays_a_classic_match_through_submit() -> None:
    s = GameSession(
        preset("classic", losses_to_out=2),
        tuple(Seat(f"C{i}", Cpu("easy")) for i in range(3)),
        seed=11,
    )
    steps = 0
    while not s.is_over:
        s.play_cpu()
        steps += 1
        assert steps < 3000
    assert s.match.winner is not None or s.match.draw
    assert snapshot_of(s.match) == s.snapshot()
