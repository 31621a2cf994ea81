"""The match structures through the engine: searches (R42), coasters (R43-R46), R44.

Each test plays a few rolling rounds with given faces and checks what the structure did.
Whole matches of every preset are in the golden records (tests/records/golden/).
"""

from __future__ import annotations

import pytest

from chicago_desktop.engine import (
    Call,
    CoasterPassed,
    CoasterPhase,
    CoasterTaken,
    LeaderChosen,
    Match,
    PhaseChanged,
    PlayerSafe,
    PlayerWon,
    RoundWithoutEffect,
    ScriptedDice,
    SearchLost,
    Status,
    TallyMarkTaken,
    ThrowNotAllowed,
    preset,
)

HIGH = Call()


def match(name: str, players: int, first: int = 0, seed: int = 0, **settings: int) -> Match:
    return Match(
        preset(name, **settings), players, dice=ScriptedDice(), first_leader=first, seed=seed
    )


def one_throw_round(
    m: Match, *results: tuple[int, int, int], call: Call | None = HIGH
) -> list[object]:
    """The leader throws once and stops (cap 1), calls where the preset calls, the rest throw."""
    events: list[object] = []
    first, *rest = results
    events += m.throw((), first)
    if not m.is_over and m.turn is not None and m.turn.seat == m.leader and m.may_stop():
        events += m.stop()
    if m.rules.has_call and not m.is_over and call is not None and m.round_state.awaiting_call:
        events += m.call(call)
    for dice in rest:
        events += m.throw((), dice)
    return events


def test_e10_a_search_of_five_has_rounds_of_five_four_three_and_two() -> None:
    """E10 (R42): the best of each rolling round is safe; the last one left loses."""
    m = match("basic", 5, searches=1)
    sizes = []
    for _ in range(4):
        sizes.append(len(m.round_state.order))
        n = len(m.round_state.order)
        # the leader is worst every time (2·2·2 = 6), everyone after scores 5·5·5 = 15
        events = one_throw_round(m, (2, 2, 2), *[(5, 5, 5)] * (n - 1))
    assert sizes == [5, 4, 3, 2]
    assert SearchLost(0, 0) in events and TallyMarkTaken(0, 1) in events
    assert m.is_over and m.loser == 0


def test_r42_the_best_is_safe_and_the_worst_leads_next() -> None:
    m = match("basic", 4, first=1)
    events = one_throw_round(m, (2, 3, 4), (1, 1, 4), (5, 5, 2), (4, 4, 4))  # seats 1,2,3,0
    assert PlayerSafe(2) in events
    assert LeaderChosen(1) in events  # 2·3·4 = 9 is the lowest under "high"
    assert m.status(2) is Status.SAFE
    assert m.round_state.order == (1, 3, 0)


def test_e7_chicago_beats_a_lower_call_and_gathered_ones_are_worst() -> None:
    """E7 (R20, R31): B calls "ones 1 · sixes 6 · high" on 6·6·5 (17); C throws a Chicago;
    A gathers 1·1·1 over two throws (3): C is best, A is worst."""
    m = match("basic", 3, first=1)
    m.throw((), (6, 6, 2))
    m.throw({0, 1}, (5,))
    m.stop()
    m.call(Call(ones=1, sixes=6, high=True))
    m.throw((), (1, 1, 1))  # C: a Chicago, all three thrown at once
    m.throw((), (1, 1, 4))
    events = m.throw({0, 1}, (1,))  # A: ones gathered, 3
    summary = m.rounds[-1]
    assert summary.best == (2,) and summary.worst == (0,)
    assert [r.score for r in summary.results] == [17, 3, 3]
    assert [r.chicago for r in summary.results] == [False, True, False]
    assert PlayerSafe(2) in events


def test_r43_coasters_in_the_middle() -> None:
    assert match("bavarian", 4).middle == 5
    assert match("pub", 6).middle == 7
    assert match("tschigg", 4).middle == 7


def test_r43_the_worst_takes_a_coaster_and_leads_next() -> None:
    m = match("bavarian", 3)
    events = one_throw_round(m, (2, 3, 4), (5, 5, 5), (4, 4, 4))
    assert CoasterTaken(0, 1, 3) in events
    assert LeaderChosen(0) in events
    assert m.coasters(0) == 1 and m.coaster_phase is CoasterPhase.HANDING_OUT


def test_r43_r45_players_without_coasters_win_when_the_clearing_begins() -> None:
    m = match("pub", 3)  # 4 coasters, fixed scoring, no call
    for _ in range(4):
        events = one_throw_round(m, (2, 2, 2), (1, 5, 5), (1, 6, 6))  # the leader's fish
    assert PhaseChanged(CoasterPhase.CLEARING) in events
    assert m.coasters(0) == 4
    # seat 0 holds every coaster: it has lost at once (R45)
    assert m.is_over and m.loser == 0
    assert [m.status(s) for s in range(3)] == [Status.OUT, Status.WON, Status.WON]


def test_r45_the_clearing_phase_is_led_by_the_most_coasters_a_tie_by_lot() -> None:
    m = match("bavarian", 2, seed=7)  # 3 coasters
    one_throw_round(m, (2, 2, 2), (5, 5, 5))  # seat 0 worst: 1 coaster
    one_throw_round(m, (5, 5, 5), (2, 2, 2))  # seat 1 worst: 1 coaster
    events = one_throw_round(m, (2, 2, 2), (5, 5, 5))  # seat 1 leads; seat 1 worst: 2
    assert m.coaster_phase is CoasterPhase.CLEARING
    assert (m.coasters(0), m.coasters(1)) == (1, 2)
    assert LeaderChosen(1) in events  # the most coasters leads (R45)


def test_r45_a_tie_for_the_most_coasters_is_drawn_by_lot_from_the_seed() -> None:
    leaders = set()
    for seed in range(12):
        m = match("bavarian", 3, seed=seed)  # 4 coasters
        one_throw_round(m, (2, 2, 2), (5, 5, 5), (4, 4, 4))  # seat 0: 1
        one_throw_round(m, (5, 5, 5), (4, 4, 4), (2, 2, 2))  # seat 2: 1
        one_throw_round(m, (5, 5, 5), (2, 2, 2), (4, 4, 4))  # seats 2,0,1: seat 0: 2
        one_throw_round(m, (5, 5, 5), (4, 4, 4), (2, 2, 2))  # seats 0,1,2: seat 2: 2
        assert m.coaster_phase is CoasterPhase.CLEARING
        assert (m.coasters(0), m.coasters(1), m.coasters(2)) == (2, 0, 2)
        assert m.status(1) is Status.WON
        leaders.add(m.leader)
        again = match("bavarian", 3, seed=seed)
        assert again.structure.lots.draw((0, 2)) in (0, 2)
    assert leaders == {0, 2}  # both tied players lead for some seed


def test_e9_sand_the_later_failure_is_worst_and_the_sand_maker_passes_to_it() -> None:
    """E9 (R24): Anna calls sand; Ben and Dora fail, Dora later: Dora takes the coaster;
    in the clearing phase Chris (the later sand maker) would pass a coaster to Dora."""
    m = match("tschigg", 4)
    m.throw((), (2, 3, 4))
    m.stop()
    m.call(Call.sand_call())
    m.throw((), (1, 3, 4))
    m.throw((), (5, 5, 2))
    events = m.throw((), (2, 6, 3))
    summary = m.rounds[-1]
    assert summary.worst == (3,) and summary.best == (2,)
    assert CoasterTaken(3, 1, 6) in events


def test_r46_everybody_makes_sand_nothing_moves_and_the_same_leader_leads() -> None:
    m = match("tschigg", 3, first=1)
    events = one_throw_round(m, (2, 3, 4), (2, 2, 5), (4, 4, 5), call=Call.sand_call())
    assert RoundWithoutEffect(0) in events
    assert LeaderChosen(1) in events
    assert m.middle == 5


def test_r45_tschigg_passes_from_the_best_to_the_worst() -> None:
    m = match("tschigg", 2)  # 3 coasters
    for _ in range(3):
        one_throw_round(m, (2, 2, 2), (5, 5, 5))  # seat 0 leads and is worst each time
    assert (m.coasters(0), m.coasters(1)) == (3, 0)
    assert m.is_over and m.loser == 0  # one player holds every coaster (R45)
    m = match("tschigg", 3)  # 5 coasters
    for dice in [((2, 2, 2), (5, 5, 5), (4, 4, 4))] * 2 + [((4, 4, 4), (5, 5, 5), (2, 2, 2))]:
        one_throw_round(m, *dice)
    # seat 0 leads twice and is worst (2 coasters), then seat 0 leads, seat 2 worst (1)
    one_throw_round(m, (2, 2, 2), (5, 5, 5), (4, 4, 4))  # seats 2,0,1: seat 2 worst (2)
    one_throw_round(m, (4, 4, 4), (2, 2, 2), (5, 5, 5))  # seats 2,0,1: seat 0 worst (3)
    assert m.coaster_phase is CoasterPhase.CLEARING
    assert (m.coasters(0), m.coasters(1), m.coasters(2)) == (3, 0, 2)
    events = one_throw_round(m, (5, 5, 5), (2, 2, 2))  # seat 0 leads, seat 2 follows
    assert CoasterPassed(0, 2) in events
    assert (m.coasters(0), m.coasters(2)) == (2, 3)


@pytest.mark.parametrize("name", ["bavarian", "pub"])
def test_r44_a_chicago_in_the_handing_out_phase_removes_the_roller_and_the_round_goes_on(
    name: str,
) -> None:
    m = match(name, 4)
    m.throw((), (2, 3, 4))
    m.stop()
    if m.rules.has_call:
        m.call(HIGH)
    events = m.throw((), (1, 1, 1))
    assert PlayerWon(1, True) in events
    assert m.status(1) is Status.WON and m.current_seat == 2
    m.throw((), (1, 5, 5))
    events = m.throw((), (1, 4, 4))  # 2·3·4 is lowest under "high", and a fish in pub
    assert m.rounds[-1].worst == (0,) and not m.rounds[-1].cut_short
    assert CoasterTaken(0, 1, 4) in events
    assert m.round_state.order == (0, 2, 3)


def test_r44_not_in_basic_or_tschigg_a_chicago_only_ranks_first() -> None:
    for name in ("basic", "tschigg"):
        m = match(name, 3)
        m.throw((), (2, 3, 4))
        m.stop()
        m.call(HIGH)
        m.throw((), (1, 1, 1))
        assert m.status(1) is not Status.WON
        m.throw((), (5, 5, 5))
        assert m.rounds[-1].best == (1,)


def test_r44_r20_a_match_ending_chicago_after_an_earlier_one_the_earlier_is_best() -> None:
    """R44 cuts the round when a Chicago leaves one player; R20/R31 rank the earlier of two
    Chicagos better, so the leader's Chicago stays the round's best."""
    m = match("bavarian", 3)
    m.throw((), (1, 1, 1))
    m.call(HIGH)
    m.throw((), (1, 1, 1))
    assert m.is_over and m.loser == 2
    summary = m.rounds[-1]
    assert summary.cut_short and summary.best == (0,) and summary.worst == ()


def test_d6_a_held_throw_after_a_chicago_on_the_last_throw_is_past_the_cap() -> None:
    """D6 (R5): the turn used its last throw; that the throw was a Chicago changes nothing."""
    m = match("basic", 3)
    m.throw((), (2, 3, 4))
    m.throw((), (2, 3, 4))
    m.throw((), (2, 3, 5))  # the leader used all three throws: cap 3
    m.call(HIGH)
    m.throw((), (2, 3, 4))
    m.throw((), (2, 3, 4))
    m.throw((), (1, 1, 1))  # a Chicago on the last throw allowed
    with pytest.raises(ThrowNotAllowed) as err:
        m.throw({0}, (4, 4))
    assert err.value.rule == "R5"
