"""The classic match through the engine: cap (R5), order (R8), lot (R9), R30 and R41."""

from __future__ import annotations

import pytest

from chicago_desktop.engine import (
    Call,
    CallNotAllowed,
    CapSet,
    DiceThrown,
    HoldNotAllowed,
    LeaderChosen,
    LossTaken,
    Match,
    MatchEnded,
    MatchOver,
    Phase,
    PlayerOut,
    RoundScored,
    ScriptedDice,
    Status,
    StopNotAllowed,
    ThrowNotAllowed,
    TurnEnded,
    TurnStarted,
    draw_first_leader,
    preset,
)


def classic(players: int = 3, first: int = 0, **settings: int) -> Match:
    return Match(preset("classic", **settings), players, dice=ScriptedDice(), first_leader=first)


def one_throw_round(match: Match, *results: tuple[int, int, int]) -> list[object]:
    """Every player in turn throws once and stops (a cap of 1 after the leader)."""
    events: list[object] = []
    for dice in results:
        events += match.throw((), dice)
        if match.turn is not None and match.turn.throws == 1 and not match.turn.ended:
            events += match.stop()
    return events


def test_e2_leader_sets_the_cap() -> None:
    """E2 (R5): leader stops after two throws; followers may throw at most twice."""
    m = classic(3)
    m.throw((), (2, 3, 4))
    m.throw({2}, (5, 5))
    events = m.stop()
    assert CapSet(0, 2) in events
    assert TurnStarted(1, 2) in events
    assert m.cap == 2
    m.throw((), (2, 3, 4))
    assert m.may_stop()
    m.stop()  # a follower stopping after one throw does not lower the cap
    assert m.current_seat == 2
    assert m.cap == 2
    m.throw((), (2, 3, 4))
    events = m.throw((), (2, 3, 5))
    assert isinstance(events[1], TurnEnded)  # the cap ended the turn by itself (R3)
    assert events[1].throws == 2


def test_r5_follower_cannot_pass_the_cap() -> None:
    m = classic(2)
    m.throw((), (1, 1, 1))
    m.stop()
    assert m.cap == 1
    before = m.state_key()
    m.throw((), (2, 2, 2))  # cap 1: the turn ends by itself
    assert m.state_key() != before
    assert m.round_index == 1


def test_r8_turn_order_clockwise_from_the_leader() -> None:
    m = classic(4, first=2)
    assert m.round_state.order == (2, 3, 0, 1)


def test_r9_first_leader_by_lot_from_the_seed() -> None:
    leaders = {Match(preset("classic"), 6, seed=s).first_leader for s in range(60)}
    assert leaders == set(range(6))  # every seat can be drawn
    assert Match(preset("classic"), 4, seed=7).first_leader == draw_first_leader(7, 4)


def test_e3_both_lowest_take_a_loss_and_the_best_leads() -> None:
    """E3 (R30, R41): 163, 163, 300 -> both 163s take a loss; the 300 leads next."""
    m = classic(3)
    events = one_throw_round(m, (1, 6, 3), (3, 6, 1), (1, 1, 1))
    assert LossTaken(0, 1) in events
    assert LossTaken(1, 1) in events
    assert LeaderChosen(2) in events
    assert m.leader == 2
    assert m.round_state.order == (2, 0, 1)


def test_e4_fewer_throws_win_the_lead() -> None:
    """E4 (R30): A 300 in 2 throws, B 300 in 1 throw, C 106 -> C loses, B leads."""
    m = classic(3)
    m.throw((), (1, 1, 4))
    m.throw({0, 1}, (1,))
    m.stop()
    m.throw((), (1, 1, 1))
    m.stop()
    m.throw((), (1, 4, 2))
    events = m.stop()
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.summary.worst == (2,)
    assert scored.summary.best == (1,)
    assert m.leader == 1


def test_e5_everyone_out_at_once_is_a_draw() -> None:
    """E5 (R41): two players with 2 losses each, out at 3, both score 64 -> draw."""
    m = classic(2, losses_to_out=3)
    for _ in range(2):
        one_throw_round(m, (6, 2, 2), (2, 6, 2))
    assert (m.losses(0), m.losses(1)) == (2, 2)
    events = one_throw_round(m, (6, 2, 2), (2, 2, 6))
    assert PlayerOut(0) in events
    assert PlayerOut(1) in events
    assert events[-1] == MatchEnded(None, None, True)
    assert m.draw
    assert m.winner is None
    assert m.phase is Phase.OVER
    assert m.status(0) is Status.OUT
    assert m.status(1) is Status.OUT


def test_r41_last_player_left_wins_and_out_players_sit_out() -> None:
    m = classic(3, losses_to_out=2)
    one_throw_round(m, (2, 2, 2), (1, 1, 1), (1, 1, 2))  # 0 loses
    assert m.leader == 1
    one_throw_round(m, (1, 1, 1), (1, 1, 2), (2, 2, 2))  # order 1,2,0: 0 loses again
    assert m.status(0) is Status.OUT
    assert m.round_state.order == (1, 2)
    events = one_throw_round(m, (1, 1, 1), (2, 2, 3))
    assert m.losses(2) == 1
    assert not m.is_over
    events = one_throw_round(m, (1, 1, 1), (2, 2, 3))
    assert events[-1] == MatchEnded(1, None, False)
    assert m.winner == 1
    assert m.status(1) is Status.WON
    assert m.status(2) is Status.OUT
    with pytest.raises(MatchOver) as err:
        m.throw((), (1, 2, 3))
    assert err.value.rule == "R41"


def test_d2_best_goes_out_then_next_ranked_leads() -> None:
    """Decision D2 (R41): all tie, the best goes out, the next-ranked still in leads."""
    m = classic(3, losses_to_out=2)
    one_throw_round(m, (2, 2, 2), (1, 1, 1), (1, 1, 1))  # seat 0 has 1 loss; 1 leads
    assert m.leader == 1
    one_throw_round(m, (1, 1, 1), (1, 1, 1), (1, 1, 1))  # everyone ties: all take a loss
    assert m.status(0) is Status.OUT
    # order was 1, 2, 0; best by R30 is 1 (earliest); all lose, seat 0 is out
    assert m.leader == 1


def test_d2_when_the_best_goes_out_the_next_ranked_leads() -> None:
    m = classic(3, first=0, losses_to_out=2)
    one_throw_round(m, (1, 1, 1), (2, 2, 2), (1, 1, 1))  # seat 1 loses, seat 0 leads
    one_throw_round(m, (2, 2, 2), (1, 1, 1), (1, 1, 1))  # seat 0 loses
    assert m.leader == 1  # best of the round: seat 1 (earliest of the 300s)
    one_throw_round(m, (5, 5, 5), (5, 5, 5), (5, 5, 5))  # all tie; 1 and 0 go out
    assert m.status(1) is Status.OUT
    assert m.status(0) is Status.OUT
    assert m.winner == 2


def test_events_of_a_throw_and_a_stop() -> None:
    m = classic(2)
    events = m.throw((), (1, 4, 2))
    assert events == [DiceThrown(0, 1, frozenset(), (1, 4, 2))]
    events = m.stop()
    assert isinstance(events[0], TurnEnded)
    assert events[0].score == 106
    assert m.opening_events[0].leader == 0  # type: ignore[union-attr]


def test_queries_for_the_window() -> None:
    m = classic(3)
    assert m.may_throw(())
    assert not m.may_throw({0})  # first throw throws all three (R2)
    assert not m.may_stop()
    assert m.holdable() == frozenset()
    m.throw((), (1, 4, 2))
    assert m.holdable() == {0, 1, 2}
    assert m.releasable() == {0, 1, 2}
    assert m.may_throw({0, 1})
    assert not m.may_throw({0, 1, 2})
    assert m.lowest_so_far() is None
    m.stop()
    assert m.lowest_so_far() == 106
    assert m.players_after_current() == 1


def test_illegal_actions_raise_named_errors_and_change_nothing() -> None:
    m = classic(2, max_throws=2)
    before = m.state_key()
    with pytest.raises(StopNotAllowed):
        m.stop()
    with pytest.raises(HoldNotAllowed):
        m.throw({0}, (1, 1))
    with pytest.raises(CallNotAllowed) as err:
        m.call(Call())
    assert err.value.rule == "R7"
    assert m.state_key() == before
    m.throw((), (1, 2, 3))
    m.throw((), (1, 2, 3))  # the cap of 2 ends the leader's turn
    assert m.current_seat == 1
    m.throw((), (1, 2, 3))
    before = m.state_key()
    with pytest.raises(HoldNotAllowed) as hold_err:
        m.throw({0, 1, 2}, ())
    assert hold_err.value.rule == "R3"
    m.throw((), (1, 2, 3))
    assert m.round_index == 1  # both scored 106: both took a loss
    assert (m.losses(0), m.losses(1)) == (1, 1)
    assert m.state_key() != before


def test_throw_past_the_cap_is_refused_with_r5() -> None:
    """A held throw right after a turn ran into the cap is a throw past the cap (R5)."""
    m = classic(2)
    m.throw((), (2, 2, 2))
    m.stop()
    m.throw((), (2, 2, 2))  # the cap of 1 ends seat 1's turn; a new round starts
    before = m.state_key()
    with pytest.raises(ThrowNotAllowed) as err:
        m.throw({0}, (3, 3))
    assert err.value.rule == "R5"
    assert m.state_key() == before
