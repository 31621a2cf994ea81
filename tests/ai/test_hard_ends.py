"""Hard's turns in a round of two, enumerated (ai/hard_ends.py), against the engine asking
Hard itself at every decision (ai/preset_policies.hard)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from chicago_desktop.ai.dice_space import state_of, throws_of
from chicago_desktop.ai.hard_ends import HardPlay
from chicago_desktop.ai.players import make_player
from chicago_desktop.ai.preset_policies import hard
from chicago_desktop.ai.turn_values import End
from chicago_desktop.engine import (
    Action,
    Call,
    CoasterPhase,
    MakeCall,
    Match,
    Phase,
    RandomDice,
    Stop,
    Throw,
    TurnSixes,
    preset,
)
from tests.tiers import first_then_slow


def _round_start(name: str, clearing: bool) -> Match:
    """A match of two at the start of a round, in the clearing phase if asked (R43, R45):
    Medium plays seeded rounds until then."""
    for seed in range(40):
        m = Match(preset(name), 2, dice=RandomDice(seed), seed=seed, first_leader=0)
        players = [make_player("medium", i) for i in range(2)]
        while not m.is_over and (m.coaster_phase is CoasterPhase.CLEARING) != clearing:
            seat = m.current_seat
            assert seat is not None
            m.apply(players[seat].decide(m))
        turn = m.turn
        if not m.is_over and not m.round_state.results and turn is not None and not turn.throws:
            return m
    raise AssertionError("no seeded match reached the phase")  # pragma: no cover


def _walk(
    base: Match,
    seat: int,
    p0: float,
    out: dict[End, float],
    policy: Callable[[Match], Action] = hard,
) -> None:
    """Every way ``seat``'s turn ends with ``policy`` (Hard) deciding, from ``base`` (its
    turn not started), each throw's faces enumerated."""

    def walk(match: Match, p: float) -> None:
        turn = match.turn
        assert turn is not None and turn.seat == seat
        action: Action = Throw() if turn.throws == 0 else policy(match)
        if isinstance(action, Stop):
            assert turn.faces is not None
            end = (state_of(turn.faces), turn.throws, False)
            out[end] = out.get(end, 0.0) + p
            return
        if isinstance(action, TurnSixes):
            nxt = match.copy()
            nxt.apply(action)
            walk(nxt, p)
            return
        assert isinstance(action, Throw)
        hold = sorted(action.hold)
        free = [i for i in range(3) if i not in hold]
        for faces, q in throws_of(len(free)):
            dice = list(turn.faces or (0, 0, 0))
            for i, f in zip(free, faces, strict=True):
                dice[i] = f
            chicago = not hold and faces == (1, 1, 1)
            if chicago or turn.throws + 1 == turn.cap:
                end = (0 if chicago else state_of(dice), turn.throws + 1, chicago)
                out[end] = out.get(end, 0.0) + p * q
            else:
                nxt = match.copy()
                nxt.apply(Throw(hold=frozenset(hold), faces=faces))
                walk(nxt, p * q)

    walk(base, p0)


def _check(got: dict[End, float], want: dict[End, float]) -> None:
    assert set(got) == set(want)
    for end, p in want.items():
        assert got[end] == pytest.approx(p, abs=1e-12)


def _lead(base: Match, throws: list[tuple[int, int, int]], call: Call | None) -> Match:
    """``base`` after our leader turn of ``throws`` (each rethrowing all three dice) and
    ``call``."""
    m = base.copy()
    for faces in throws:
        m.apply(Throw(faces=faces))
    if m.phase is Phase.TURN and m.current_seat == base.leader:
        m.apply(Stop())  # not after the cap (R5) or a Chicago (R20), which end the turn
    if m.phase is Phase.CALL:
        assert call is not None
        m.apply(MakeCall(call))
    assert m.results[0].chicago == (throws[-1] == (1, 1, 1))
    return m


CASES: list[tuple[str, bool, list[tuple[int, int, int]], Call | None]] = [
    # basic: Hard plays for the best (R42); a strict call, our result after two throws
    ("basic", False, [(2, 3, 4), (1, 4, 6)], Call(ones=1, sixes=6, high=False)),
    # bavarian: the handing-out phase avoids the worst, the clearing phase chases the best
    # (R43, R45); a Chicago of Hard's own removes it (R44)
    ("bavarian", False, [(2, 2, 5)], Call(ones=100, sixes=60, high=True)),
    ("bavarian", True, [(3, 4, 4), (5, 5, 6)], Call(ones=100, sixes=6, high=False)),
    # pub: turning sixes (R21, R22), no call
    ("pub", False, [(2, 3, 5), (4, 4, 6)], None),
    ("pub", True, [(1, 5, 6)], None),
    # tschigg: sand (R24), and the clearing phase plays for both chances
    ("tschigg", False, [(2, 3, 4), (6, 6, 2)], Call.sand_call()),
    ("tschigg", True, [(2, 3, 4)], Call(ones=100, sixes=60, high=True)),
    ("tschigg", True, [(1, 2, 6), (3, 3, 5)], Call.sand_call()),
    # our Chicago (R20): under sand nothing beats it (R24), under a call only a Chicago in
    # fewer throws would, and there is none
    ("tschigg", False, [(1, 1, 1)], Call.sand_call()),
    ("tschigg", True, [(1, 1, 1)], Call.sand_call()),
    ("tschigg", True, [(2, 2, 2), (1, 1, 1)], Call(ones=100, sixes=60, high=True)),
    ("basic", False, [(2, 3, 5), (1, 1, 1)], Call(ones=100, sixes=60, high=True)),
    # three throws of ours: Hard's cap is three too (R5)
    ("tschigg", True, [(2, 3, 4), (2, 3, 5), (6, 6, 5)], Call.sand_call()),
    ("tschigg", False, [(2, 3, 4), (2, 3, 5), (4, 4, 5)], Call(ones=100, sixes=6, high=False)),
    ("basic", False, [(2, 3, 4), (2, 3, 5), (1, 6, 5)], Call(ones=100, sixes=60, high=True)),
    ("pub", True, [(2, 3, 4), (2, 3, 5), (2, 2, 3)], None),
    ("bavarian", False, [(2, 3, 4), (2, 3, 5), (3, 4, 5)], Call(ones=100, sixes=60, high=False)),
]


@pytest.mark.parametrize(("name", "clearing", "throws", "call"), first_then_slow(CASES, rows=True))
def test_hard_follower_ends_are_the_engines(
    name: str, clearing: bool, throws: list[tuple[int, int, int]], call: Call | None
) -> None:
    base = _round_start(name, clearing)
    led = _lead(base, throws, call)
    want: dict[End, float] = {}
    _walk(led, 1 - base.leader, 1.0, want)
    play = HardPlay(base.rules, clearing)
    first = led.results[0]
    lead = (state_of(first.dice), first.throws, first.chicago)
    _check(play.follow_ends(lead, led.round_state.call), want)


@pytest.mark.parametrize(
    ("name", "clearing"),
    first_then_slow(
        [
            ("basic", False),
            ("bavarian", False),
            ("bavarian", True),
            ("pub", False),
            ("tschigg", False),
            ("tschigg", True),
        ],
        rows=True,
    ),
)
def test_hard_leader_ends_and_calls_are_the_engines(name: str, clearing: bool) -> None:
    base = _round_start(name, clearing)
    want: dict[End, float] = {}
    _walk(base, base.leader, 1.0, want)
    play = HardPlay(base.rules, clearing)
    _check(play.lead_ends(), want)
    # Its call (R7) on seeded results of one to three throws, a Chicago now and then: the
    # engine asks Hard at the call.
    rng = random.Random(5)
    calls = 0
    for _ in range(60):
        throws = [tuple(rng.randint(1, 6) for _ in range(3)) for _ in range(rng.randint(1, 3))]
        if rng.random() < 0.1:
            throws[-1] = (1, 1, 1)
        m = base.copy()
        for faces in throws:
            if m.phase is Phase.TURN and m.current_seat == base.leader:
                m.apply(Throw(faces=faces))
        if m.phase is Phase.TURN and m.current_seat == base.leader:
            m.apply(Stop())
        first = m.results[0]
        got = play.leader_call((state_of(first.dice), first.throws, first.chicago))
        if m.phase is Phase.CALL:
            action = hard(m)
            assert isinstance(action, MakeCall) and action.call == got
            calls += 1
        elif first.chicago and name in ("bavarian", "pub"):
            pass  # R44: heads-up the Chicago ends the match, no call is made
        else:
            assert got is None  # pub: no call
    assert calls == 0 if name == "pub" else calls > 50


@pytest.mark.parametrize(
    ("name", "clearing"),
    first_then_slow([("basic", False), ("tschigg", False), ("tschigg", True)], rows=True),
)
def test_hards_chance_of_beating_us_is_its_enumerated_turns(name: str, clearing: bool) -> None:
    # R31, R32: a round of two without sand or R44 ends with Hard beating us or not; the
    # round model's chain for one player (what Hard's turn is solved for) is the chance of
    # its enumerated ends above our result, for every kind of result, call and cap.
    from chicago_desktop.ai.heads_up_round import round_outcome
    from chicago_desktop.ai.round_keys import calls_of

    rules = preset(name)
    play = HardPlay(rules, clearing)
    checked = 0
    for call in calls_of(rules):
        if call is not None and call.sand:
            assert play.beats((0, 1, False), call) is None
            continue
        for t in range(1, rules.max_throws + 1):
            for lead in [(s, t, False) for s in range(0, 56, 5)] + [(0, t, True)]:
                ends = play.follow_ends(lead, call)
                want = sum(
                    q for end, q in ends.items() if round_outcome(rules, call, lead, end)[0] == 1
                )
                got = play.beats(lead, call)
                assert got == pytest.approx(want, abs=1e-12)
                checked += 1
    assert checked >= 36
    assert HardPlay(preset("pub"), False).beats((3, 1, False), None) is None  # R44 cuts
