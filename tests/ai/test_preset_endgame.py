"""The heads-up end of a larger tschigg match: two players left in the clearing phase
(R43, R45), where Expert plays the exact best reply to the other's level
(ai/preset_reply.py ``endgame``, ai/preset_optimum.py with ``coasters``)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from chicago_desktop.ai import preset_optimum as po
from chicago_desktop.ai import preset_reply
from chicago_desktop.ai.players import make_player
from chicago_desktop.ai.reply_table import shipped_values
from chicago_desktop.engine import Action, CoasterPhase, Match, RandomDice, Rules, preset
from tests.tiers import first_then_slow

from .test_preset_hard_reply import _check_exact


def cpu_decisions(
    rules: Rules, table: tuple[str | None, ...], seeds: int
) -> Iterator[tuple[Match, int, Action]]:
    """Every decision of seeded matches of ``table`` (a person's seat played by Hard):
    the match, the seat to move and the action its CPU chose, before it is applied."""
    for seed in range(seeds):
        m = Match(rules, len(table), dice=RandomDice(seed), seed=seed)
        cpus = [make_player(lv or "hard", seed * 8 + i, table) for i, lv in enumerate(table)]
        while not m.is_over:
            seat = m.current_seat
            assert seat is not None
            action = cpus[seat].decide(m)
            yield m, seat, action
            m.apply(action)


def _two_left(rules: Rules, players: int, levels: tuple[str, ...]) -> Match:
    """A seeded match of ``players`` played by ``levels`` until two are left in the
    clearing phase (R45)."""
    for seed in range(40):
        m = Match(rules, players, dice=RandomDice(seed), seed=seed)
        cpus = [make_player(levels[i], seed * 8 + i, levels) for i in range(players)]
        while not m.is_over and not (
            m.coaster_phase is CoasterPhase.CLEARING and len(m.in_game()) == 2
        ):
            seat = m.current_seat
            assert seat is not None
            m.apply(cpus[seat].decide(m))
        if not m.is_over:
            return m
    raise AssertionError("no seeded match came down to two")  # pragma: no cover


def test_the_heads_up_end_is_only_two_left_of_a_larger_tschigg_match() -> None:
    rules = preset("tschigg")
    table = ("medium", "medium", "medium")
    m = _two_left(rules, 3, table)
    a, b = m.in_game()
    # 2n - 1 = 5 coasters (R43), all still in play: passing keeps them (R45).
    assert m.coasters(a) + m.coasters(b) == 5
    assert preset_reply.endgame(m, table, a) == ("medium", 5)
    assert preset_reply.endgame(m, ("hard", "hard", "hard"), b) == ("hard", 5)
    person = tuple(None if s == b else "expert" for s in range(3))
    assert preset_reply.endgame(m, person, a) == ("hard", 5)  # a person is taken as Hard
    assert preset_reply.endgame(m, ("expert",) * 3, a) is None  # no reply to Expert
    out = next(s for s in range(3) if s not in (a, b))
    assert preset_reply.endgame(m, table, out) is None  # a seat that has won
    assert preset_reply.endgame(m, None, a) is None
    assert preset_reply.match_state(m, a) == ("clear", m.coasters(a), m.coasters(b), m.leader == a)
    # Still handing out (R43): no heads-up end yet.
    early = Match(rules, 3, seed=1)
    assert preset_reply.endgame(early, table, 0) is None
    assert preset_reply.endgame_coasters(rules) == (5, 7, 9, 11)
    # Pub and bavarian put coasters down (R45; R44 removes a Chicago's roller): one end
    # holding up to the largest table's n + 1; basic has none (R42).
    assert preset_reply.endgame_coasters(preset("pub")) == (7,)
    assert preset_reply.endgame_coasters(preset("basic")) == ()


@pytest.mark.parametrize("name", ["bavarian", "pub"])
def test_the_heads_up_end_of_a_coaster_putting_match_is_replied_to_against_easy(
    name: str,
) -> None:
    rules = preset(name)
    m = _two_left(rules, 3, ("easy", "easy", "easy"))
    a, b = m.in_game()
    assert 2 <= m.coasters(a) + m.coasters(b) <= 4  # n + 1 = 4 at most, some put down
    assert preset_reply.endgame(m, ("expert", "easy", "easy"), a) == ("easy", 7)
    # Hard is its own best reply there (a match of two, docs/ai.md): no reply, and a
    # person is taken as Hard.
    assert preset_reply.endgame(m, ("hard", "hard", "hard"), a) is None
    assert preset_reply.endgame(m, (None, None, None), a) is None
    assert preset_reply.endgame_builds(rules, ("expert", "easy", None, "hard")) == [("easy", 7)]


def test_a_putting_end_with_three_coasters_holds_the_match_of_twos_clearing_phase() -> None:
    # Pub (R45 put down; R44 a Chicago heads-up ends the match): every clearing state of
    # the two-seat match is in the end with up to three coasters, worth the same, solved
    # apart; the end also has the leads a match of two never reaches (R45: the one with
    # more coasters leads the first clearing round).
    rules = replace(preset("pub"), max_throws=2)
    whole = po.optimum(rules, "easy")
    end = po.optimum(rules, "easy", 3)
    clearing = {s for s in whole.value if s[0] == "clear"}
    assert clearing < set(end.value)
    assert set(end.value) - clearing == {("clear", 1, 2, True), ("clear", 2, 1, False)}
    for state in clearing:
        assert end.value[state] == pytest.approx(whole.value[state], abs=1e-9)
    # Fewer coasters of ours and more of theirs are worth more.
    v = end.value
    assert v[("clear", 1, 2, True)] > v[("clear", 1, 1, True)] > v[("clear", 2, 1, True)]


def test_three_coasters_are_the_match_of_twos_own_clearing_phase() -> None:
    # The clearing states of a match of two are the heads-up end with three coasters, and
    # nothing after them depends on the handing-out phase: the same values, solved apart.
    rules = replace(preset("tschigg"), max_throws=1)
    whole = po.optimum(rules, "hard")
    end = po.optimum(rules, "hard", 3)
    assert set(end.value) == {s for s in whole.value if s[0] == "clear"}
    for state, value in end.value.items():
        assert value == pytest.approx(whole.value[state], abs=1e-9)


def test_an_endgame_is_exact_and_fewer_coasters_are_better() -> None:
    rules = replace(preset("tschigg"), max_throws=1)
    m = po.optimum(rules, "hard", 5)
    assert m.rounds() == (m.clearing_round,)  # Hard's clearing play only (R45)
    _check_exact(m)
    for lead in (True, False):
        values = [m.value[("clear", a, 5 - a, lead)] for a in range(1, 5)]
        assert values == sorted(values, reverse=True)
    with pytest.raises(ValueError):
        po.new_optimum(preset("basic"), "hard", 5)  # no coasters (R42)


@pytest.mark.parametrize(
    ("name", "level", "coasters", "seeds", "at_least"),
    # Tschigg's matches against Hard build Expert's clearing-phase chances before Hard
    # (ai/both_chain.py, several seconds of one core): the full run's (tests/tiers.py).
    first_then_slow([("pub", "easy", 7, 8, 5), ("tschigg", "hard", 5, 6, 20)], rows=True),
)
def test_expert_plays_the_end_reply_from_the_shipped_values(
    name: str, level: str, coasters: int, seeds: int, at_least: int
) -> None:
    """Real matches of three (R43, R45): once two are left, each of Expert's decisions is
    the reply's, read from the shipped values (tschigg against Hard; pub, which puts
    coasters down, against Easy)."""
    rules = preset(name)
    po.forget_solved(rules, level, coasters)
    table = ("expert", level, level)
    played = 0
    for m, seat, action in cpu_decisions(rules, table, seeds):
        if seat == 0 and preset_reply.endgame(m, table, 0) is not None:
            assert action == preset_reply.decide(m, 0, level, coasters)
            played += 1
    assert played > at_least
    built = po.solved(rules, level, coasters)
    assert built is not None and not built.policy  # the light build: shipped values


@pytest.mark.parametrize(
    ("name", "level"),
    [
        ("tschigg", "hard"),
        ("tschigg", "medium"),
        ("tschigg", "easy"),
        ("bavarian", "easy"),
        ("pub", "easy"),
    ],
)
def test_every_heads_up_end_a_table_can_reach_is_shipped(name: str, level: str) -> None:
    # Without its entry the first decision there would run the policy iteration (up to
    # 17 s for Easy) on the window's thread; build_reply_tables --check (CI) checks values.
    rules = preset(name)
    assert preset_reply.endgame_builds(rules, ("expert", level, level, level, level, level))
    for coasters in preset_reply.endgame_coasters(rules):
        states = po.new_optimum(rules, level, coasters).states_order
        assert shipped_values(rules, states, opponent=level, coasters=coasters) is not None


def test_shipped_endgames_are_read_only_for_their_own_coasters() -> None:
    rules = preset("tschigg")
    states = po.new_optimum(rules, "hard", 7).states_order
    assert shipped_values(rules, states, opponent="hard", coasters=7) is not None
    assert shipped_values(rules, states, opponent="hard", coasters=5) is None
    assert shipped_values(rules, states, opponent="hard") is None
