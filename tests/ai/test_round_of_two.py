"""Expert's exact best reply in a basic rolling round of two (ai/round_of_two.py, R42):
every option's chance of being best against the brute force through the engine, the
dispatch in real matches of every size, and the builds the window starts for it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from chicago_desktop.ai import preset_reply, round_of_two
from chicago_desktop.ai.dice_space import state_of
from chicago_desktop.ai.expert_builds import preset_expert_builds
from chicago_desktop.ai.heads_up_round import THEM, US
from chicago_desktop.ai.round_hints import _action, _value, turn_choices
from chicago_desktop.ai.round_keys import calls_of
from chicago_desktop.engine import Action, MakeCall, Match, Phase, Stop, Throw, preset

from .test_preset_easy_reply import EasyBrute
from .test_preset_endgame import cpu_decisions

WIN = (US, THEM, False)
LOSE = (THEM, US, False)


def _short(brute: EasyBrute) -> EasyBrute:
    """The brute force's rules with two throws a turn, so the leader's whole round can be
    walked (R5: its throws cap the follower's)."""
    brute.rules = replace(brute.rules, max_throws=2)
    return brute


def _solved_table(m: Match, level: str) -> object:
    rnd = round_of_two.heads_up(m.rules, level)
    pay = round_of_two._pay
    if not m.results:
        return rnd.lead_value(pay)[1]
    first = m.results[0]
    lead = (state_of(first.dice), first.throws, first.chicago)
    return rnd.reply_value(pay, lead, m.round_state.call)[1]


@pytest.mark.parametrize(("level", "faces"), [("medium", (6, 6, 2))])
def test_the_leaders_options_are_its_exact_chances_of_being_best(
    level: str, faces: tuple[int, int, int]
) -> None:
    """Basic at two throws, a round of two (R42), the leader's first throw: stopping and
    throwing one die again are worth their chances of being best, every end valued by its
    best call (R7) against the other's own play under it, with the leader's throws its cap
    (R5). (Throwing more dice again is the same sum over more ends, and costs the brute
    force tens of seconds.) The action played is worth at least as much as each."""
    brute = _short(EasyBrute("basic", 2, {1: level}, 0))
    actions: list[Action] = [Throw(faces=faces)]
    m = brute.match(actions)
    table = _solved_table(m, level)
    choices = turn_choices(m)
    values = [_value(table, m, c) for c in choices]  # type: ignore[arg-type]
    compared = 0
    for choice, value in zip(choices, values, strict=True):
        action = _action(m, choice)
        if isinstance(action, Throw) and len(action.hold) < 2:
            continue
        if choice.kind == "turn":
            continue  # R21: turning sixes leads to another decision of ours
        want = brute._expect(actions, m, action)[1]
        assert value == pytest.approx(want, abs=1e-9), action
        compared += 1
    assert compared >= 2
    played = round_of_two.decide(m, level)
    assert played == _action(m, choices[values.index(max(values))])


@pytest.mark.parametrize("level", ["medium", "easy"])
def test_the_leaders_call_is_the_one_most_often_best(level: str) -> None:
    """After the leader's last throw (R7: it calls seeing its dice), the call played is the
    one with the largest chance of being best against the other's reply under it."""
    brute = _short(EasyBrute("basic", 2, {1: level}, 0))
    actions: list[Action] = [Throw(faces=(6, 6, 3)), Throw(hold=frozenset({0, 1}), faces=(4,))]
    m = brute.match(actions)
    if m.phase is not Phase.CALL:  # the turn ends at the cap (R5); a stop otherwise
        actions.append(Stop())
        m = brute.match(actions)
    assert m.phase is Phase.CALL
    calls = [MakeCall(c) for c in calls_of(m.rules) if c is not None]
    assert len(calls) >= 2
    chances = [brute._expect(actions, m, call)[1] for call in calls]
    played = round_of_two.decide(m, level)
    assert isinstance(played, MakeCall)
    assert chances[calls.index(played)] == pytest.approx(max(chances), abs=1e-9)
    assert max(chances) > min(chances) + 1e-3  # the call matters here


@pytest.mark.parametrize("level", ["medium", "easy"])
def test_a_followers_options_are_its_exact_chances_of_beating_the_leader(level: str) -> None:
    """The follower of a round of two with one throw left, replying to the leader's
    result under its call and cap: every option's chance of ending best (R31: equal keys
    rank the leader higher)."""
    brute = _short(EasyBrute("basic", 2, {0: level}, 1))
    lead: list[Action] = [Throw(faces=(5, 3, 2)), Throw(hold=frozenset({0}), faces=(6, 6))]
    m = brute.match(lead)
    assert m.phase is Phase.CALL  # two throws: the cap (R5)
    lead.append(MakeCall(next(c for c in calls_of(m.rules) if c is not None)))
    actions = [*lead, Throw(faces=(4, 4, 1))]
    m = brute.match(actions)
    assert m.current_seat == 1 and m.turn is not None and m.turn.cap == 2
    table = _solved_table(m, level)
    worth: list[tuple[float, Action]] = []
    compared = 0
    for choice in turn_choices(m):
        action = _action(m, choice)
        want = brute._expect(actions, m, action)[1]
        assert _value(table, m, choice) == pytest.approx(want, abs=1e-9), action  # type: ignore[arg-type]
        worth.append((want, action))
        compared += 1
    assert compared >= 2
    # The decision itself replies under the call really made (R7), not the leader's own.
    played = round_of_two.decide(m, level)
    top = max(v for v, _ in worth)
    assert played in [a for v, a in worth if v >= top - 1e-9]


def _play(players: int, table: tuple[str | None, ...], seeds: int) -> dict[str, int]:
    """Seeded basic matches of ``table``: seat 0's Expert, in every round of two it plays,
    makes the round's reply (or none where the other is Hard or a person); returns how
    many decisions were checked per level replied to."""
    checked: dict[str, int] = {}
    for m, seat, action in cpu_decisions(preset("basic"), table, seeds):
        order = m.round_state.order
        if seat == 0 and len(order) == 2 and _deciding(m):
            other = table[order[0] if order[1] == 0 else order[1]]
            level = round_of_two.opponent(m, table, 0)
            if other in ("easy", "medium"):
                assert level == other
                if players > 2 or other == "medium":  # Easy heads-up: the solved match
                    assert action == round_of_two.decide(m, other)
                checked[other] = checked.get(other, 0) + 1
            else:
                assert level is None  # Hard, or a person taken as Hard
    return checked


def _deciding(m: Match) -> bool:
    """A decision to read: the call, or a throw or stop after the first throw (R2)."""
    return m.phase is Phase.CALL or (m.turn is not None and m.turn.throws > 0)


def test_expert_replies_in_every_round_of_two_of_a_larger_match() -> None:
    # Four seats (R42: a search's rounds of 4, 3 and 2): Easy and Medium replied to, Hard
    # and a person not.
    checked = _play(4, ("expert", "easy", "medium", None), 6)
    assert checked.get("easy", 0) >= 3 and checked.get("medium", 0) >= 3


def test_a_match_of_two_against_medium_is_the_round_reply_every_round() -> None:
    assert _play(2, ("expert", "medium"), 8)["medium"] >= 20


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_the_solved_match_of_two_makes_the_rounds_choices(level: str) -> None:
    """Every basic round of two has two outcomes, so the solved match (ai/preset_reply.py,
    which Expert plays against Easy) and the round's reply (which it plays against Medium)
    choose the same in every state where the match depends on the round."""
    rules = preset("basic")
    table = ("expert", level)
    solved = preset_reply.tables(rules, level)
    same = 0
    for m, seat, action in cpu_decisions(rules, table, 10):
        if seat == 0 and _deciding(m):
            match_reply = preset_reply.decide(m, 0, level)
            assert action == (match_reply if level == "easy" else round_of_two.decide(m, level))
            pay = solved.decision_payoff(preset_reply.match_state(m, 0))
            # Never worth less (module text), up to the solved values' rounding.
            assert pay(WIN) >= pay(LOSE) - 1e-12
            if pay(WIN) > pay(LOSE) + 1e-12:  # else the match does not depend on the round
                assert match_reply == round_of_two.decide(m, level)
                same += 1
    assert same >= 20


def test_only_basic_rounds_of_two_are_replied_to() -> None:
    with pytest.raises(ValueError):
        round_of_two.heads_up(preset("pub"), "medium")  # R44: a Chicago ends it heads-up
    tschigg = preset("tschigg")
    m = Match(tschigg, 2, seed=1)
    assert round_of_two.opponent(m, ("expert", "medium"), 0) is None
    basic = preset("basic")
    three = Match(basic, 3, seed=1)
    assert round_of_two.opponent(three, ("expert", "medium", "easy"), 0) is None  # three
    two = Match(basic, 2, seed=1)
    assert round_of_two.opponent(two, ("expert", "medium"), 0) == "medium"
    assert round_of_two.opponent(two, ("expert", "hard"), 0) is None
    assert round_of_two.opponent(two, ("expert", None), 0) is None
    assert round_of_two.opponent(two, None, 0) is None


def test_the_window_builds_the_rounds_of_two_an_expert_may_reply_in() -> None:
    basic = preset("basic")
    builds = {b.key: b.background for b in preset_expert_builds(basic, ("expert", "medium"))}
    assert builds == {("round of two", basic, "medium"): False}  # its first round
    # Easy heads-up reads the solved match (its own build).
    keys = [b.key[0] for b in preset_expert_builds(basic, ("expert", "easy"))]
    assert keys == ["reply"]
    four = {
        b.key: b.background
        for b in preset_expert_builds(basic, ("expert", "easy", "hard", "medium"))
    }
    assert four[("round of two", basic, "easy")] is True
    assert four[("round of two", basic, "medium")] is True
    assert not [k for k in four if k[0] == "round of two" and k[2] == "hard"]
    assert not [
        b
        for b in preset_expert_builds(preset("pub"), ("expert", "medium"))
        if b.key[0] == "round of two"
    ]
