"""The exact heads-up optimum against Medium and Easy outside classic
(ai/preset_optimum.py) and Expert's best reply read from it (ai/preset_reply.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from chicago_desktop.ai import preset_optimum as po
from chicago_desktop.ai import preset_reply
from chicago_desktop.ai.dice_space import state_of
from chicago_desktop.ai.easy_ends import easy_ends
from chicago_desktop.ai.hard_ends import HardPlay
from chicago_desktop.ai.heads_up_round import Outcome, removes_roller
from chicago_desktop.ai.players import make_player
from chicago_desktop.ai.preset_policies import medium
from chicago_desktop.ai.round_keys import calls_of
from chicago_desktop.ai.turn_values import End, end_distribution
from chicago_desktop.engine import (
    Action,
    Call,
    MakeCall,
    Match,
    Rules,
    Stop,
    Throw,
    preset,
)
from tests.tiers import first_then_slow

from .test_easy_ends import _actions as easy_actions
from .test_hard_ends import _walk


def _engine_medium_ends(rules: Rules, call: Call | None, cap: int) -> dict[End, float]:
    """Medium's follower turn enumerated through the engine: every throw's faces, every
    decision asked of :func:`.preset_policies.medium` on the real match."""
    lead: list[Action] = [Throw(faces=(2, 3, 4)), *[Throw(faces=(2, 3, 5))] * (cap - 1)]
    lead += [Stop()] if cap < rules.max_throws else []
    lead += [MakeCall(call)] if call is not None else []
    match = Match(rules, 2, first_leader=0)
    for a in lead:
        match.apply(a)
    out: dict[End, float] = {}
    _walk(match, 1, 1.0, out, medium)
    return out


@pytest.mark.parametrize(
    ("name", "call", "cap"),
    first_then_slow(
        [
            ("basic", Call(ones=1, sixes=6, high=False), 2),
            ("bavarian", Call(ones=100, sixes=60, high=True), 3),
            ("pub", None, 3),
            ("tschigg", Call.sand_call(), 3),
            ("tschigg", Call(ones=100, sixes=6, high=True), 3),
        ],
        rows=True,
    ),
)
def test_medium_enumerated_matches_the_engine(name: str, call: Call | None, cap: int) -> None:
    # Turning sixes (R21, R22 in pub), final holds (R4), the keepers of each call, sand
    # (R24), Chicagos (R20) and the cap (R5), each through the engine's own turn.
    rules = preset(name)
    got = po.medium_ends(rules, call, cap)
    want = _engine_medium_ends(rules, call, cap)
    assert set(got) == set(want)
    for end, p in want.items():
        assert got[end] == pytest.approx(p, abs=1e-12)


def _forward_start(m: po.MatchOptimum, state: tuple[object, ...]) -> float:
    """A state's value by the forward chain of the solved policy: our turns' end
    distributions, our calls, the opponent's turns (Medium's, Easy's with its random calls,
    or Hard's as :class:`HardPlay` enumerates them, checked against the engine in
    test_hard_ends.py), the values of the next states."""
    rnd = m.round_of(state)
    rules = m.rules
    if rnd.opponent == "hard":
        hard = HardPlay(rules, state[0] == "clear")

        def follow(end: End, call: Call | None) -> dict[End, float]:
            return hard.follow_ends(end, call)

        leads = [(lead, p, hard.leader_call(lead), 1.0) for lead, p in hard.lead_ends().items()]
    else:
        ends_of = easy_ends if rnd.opponent == "easy" else po.medium_ends

        def follow(end: End, call: Call | None) -> dict[End, float]:
            return ends_of(rules, call, end[1])

        leads = [
            (lead, p, call, r)
            for lead, p in rnd.lead_ends.items()
            for call, r in rnd.lead_calls(lead)
        ]
    pay = m.decision_payoff(state)
    scaled, _, _ = po._scale(rnd.outcomes(), pay)
    v = dict(zip(rnd.outcomes(), scaled, strict=True))
    total = 0.0
    if state[-1]:
        _, table = rnd.lead_value(pay)
        for end, p in end_distribution(table, rules.max_throws).items():
            call, _ = po.best_call(rnd, v, end)
            for theirs, q in follow(end, call).items():
                total += p * q * pay(po.round_outcome(rules, call, end, theirs))
        return total
    for lead, p, call, r in leads:
        _, reply = rnd.reply_value(pay, lead, call)
        if reply is None:
            total += p * r * pay((po.THEM, None, True))
            continue
        for end, q in end_distribution(reply, lead[1]).items():
            o = po.round_outcome(rules, call, lead, end)
            total += p * r * q * pay(po._ours(o, False))
    return total


@pytest.mark.parametrize("opponent", first_then_slow(["medium", "easy"]))
def test_value_table_equals_the_forward_chain_of_its_policy(opponent: str) -> None:
    # A tiny instance: one search of two, two throws at most (R42, R5).
    rules = replace(preset("basic", searches=1), max_throws=2)
    m = po.optimum(rules, opponent)
    for state in m.states_order:
        assert m.value[state] == pytest.approx(_forward_start(m, state), abs=1e-12)
    hard = po.policy_score(rules, lambda c, lead: po.hard_outcomes(rules, c, lead, opponent))
    assert m.start() >= hard - 1e-12
    # One search: the match is the round, led by lot (R9).
    assert m.start() == pytest.approx(
        (m.value[("search", 0, 0, 0, True)] + m.value[("search", 0, 0, 0, False)]) / 2
    )


def test_tschigg_values_are_a_fixed_point_and_expert_plays_them() -> None:
    # Coasters passed back and forth (R45) and rounds without effect (R46): the values are
    # the policy's own (Bellman) values, and no other Medium-free policy beats them.
    rules = replace(preset("tschigg"), max_throws=1)
    m = po.optimum(rules)
    for state in m.states_order:
        pay = m.payoff(state)
        assert m.value[state] == pytest.approx(
            sum(q * pay(o) for o, q in m.policy[state].items()), abs=1e-10
        )
        best = m.round.value(pay, bool(state[-1]))
        assert m.value[state] == pytest.approx(best, abs=1e-9)
    assert 0.5 < m.start() < 1.0
    # Expert told its opponent is Medium plays the reply in real matches, legally.
    _expert_plays_the_reply(rules, "medium", seeds=3)


def _expert_plays_the_reply(rules: Rules, opponent: str, seeds: int) -> None:
    """Expert (seat 0) against ``opponent`` in real matches: every one of its decisions is
    the reply's, and every action is legal (the engine applies it)."""
    table = ("expert", opponent)
    for seed in range(seeds):
        match = Match(rules, 2, seed=seed)
        players = [make_player(level, seed * 8 + i, table) for i, level in enumerate(table)]
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            action = players[seat].decide(match)
            if seat == 0:
                assert action == preset_reply.decide(match, 0, opponent)
            match.apply(action)


def test_reply_heads_up_to_medium_and_hard_in_tschigg_and_to_easy_everywhere() -> None:
    tschigg, pub = preset("tschigg"), preset("pub")
    assert preset_reply.replied_level(tschigg, ("expert", "medium"), 0) == "medium"
    assert preset_reply.replies(tschigg, ("medium", "expert"), 1)
    assert preset_reply.replied_level(tschigg, ("expert", "hard"), 0) == "hard"
    assert preset_reply.replied_level(tschigg, (None, "expert"), 1) == "hard"  # a person
    assert not preset_reply.replies(tschigg, ("expert", "expert"), 0)
    assert not preset_reply.replies(tschigg, ("expert", "medium", "medium"), 0)
    assert not preset_reply.replies(tschigg, None, 0)
    assert not preset_reply.replies(pub, ("expert", "medium"), 0)
    assert not preset_reply.replies(pub, ("expert", "hard"), 0)
    assert not preset_reply.replies(pub, ("expert", None), 0)  # a person counts as Hard
    for name in ("basic", "bavarian", "tschigg", "pub"):
        assert preset_reply.replied_level(preset(name), ("easy", "expert"), 1) == "easy"
    assert not preset_reply.replies(preset("classic"), ("expert", "easy"), 0)


def test_easys_calls_are_its_enumerated_draws() -> None:
    """R7: Easy calls Medium's call but for three times in ten a call at random; the
    round's mixture (:meth:`.HeadsUpRound.lead_calls`) is what Easy's draws give."""
    rules = preset("bavarian")
    rnd = po.HeadsUpRound(rules, "easy")
    for faces in ((2, 2, 6), (1, 5, 6), (3, 4, 4)):
        match = Match(rules, 2, first_leader=0)
        match.apply(Throw(faces=faces))
        match.apply(Stop())
        want = {a.call: p for a, p in easy_actions(match).items() if isinstance(a, MakeCall)}
        got = dict(rnd.lead_calls((state_of(faces), 1, False)))
        assert set(got) == set(want)
        assert all(got[c] == pytest.approx(p, abs=1e-12) for c, p in want.items())
        assert abs(sum(got.values()) - 1.0) < 1e-12


def test_expert_plays_the_reply_to_easy_from_the_shipped_values() -> None:
    """Expert told its opponent is Easy plays the exact best reply in real pub matches
    (R43-R45; R44 Chicagos end the match heads-up), legally, every decision the reply's."""
    rules = preset("pub")
    _expert_plays_the_reply(rules, "easy", seeds=2)
    assert not po.OPTIMA_BY["easy"][rules].policy  # the light build: shipped values


# ------------------------------------------------------------ the round's kept terms
@pytest.mark.parametrize("name", ["bavarian", "tschigg"])
def test_kept_outcomes_are_round_outcome_term_by_term(name: str) -> None:
    """Medium's ends keyed once per call, the outcomes of every reply kept per leader
    result and the best call read from kept terms: the same outcomes as
    :func:`round_outcome` (R31, a Chicago ending the match heads-up in bavarian, R44;
    sand in tschigg, R24), the same chances in the same order, bit for bit."""
    rules = preset(name)
    rnd = po.HeadsUpRound(rules)
    calls = calls_of(rules)
    for state, throws, chicago in [(0, 1, False), (17, 2, False), (55, 3, False), (0, 2, True)]:
        for call in calls:
            want: dict[Outcome, float] = {}
            for end, q in po.medium_ends(rules, call, throws).items():
                o = po.round_outcome(rules, call, (state, throws, chicago), end)
                want[o] = want.get(o, 0.0) + q
            if chicago and removes_roller(rules):
                want = {(0, None, True): 1.0}
            assert list(rnd.end_chances(state, throws, chicago, call).items()) == list(want.items())
    values = [0.1 * i for i in range(len(rnd.outcomes()))]
    v = dict(zip(rnd.outcomes(), values, strict=True))
    for end in [(3, 1, False), (40, 3, False)]:
        sums = [
            sum(q * v[o] for o, q in rnd.end_chances(end[0], end[1], end[2], c).items())
            for c in calls
        ]
        call, x = po.best_call(rnd, v, end)
        assert x == sums[calls.index(call)]
        assert all(round(s, 12) <= round(x, 12) for s in sums)
    for lead in list(rnd.lead_ends)[:6]:
        if lead[2] and removes_roller(rules):
            continue
        call = po.medium_leader_call(rules, lead[0])
        for end, o in rnd.reply_outcome(lead).items():
            assert o == po._ours(po.round_outcome(rules, call, lead, end), False)


def test_a_pass_reads_the_previous_pass_turns_and_drops_older_ones() -> None:
    """A turn solved for the same scaled values in the next policy-iteration pass is the
    same turn (kept one pass); two passes later it is solved again, to the same values."""
    rnd = po.HeadsUpRound(replace(preset("tschigg"), max_throws=1))
    values = {o: 0.1 * i for i, o in enumerate(rnd.outcomes())}

    def pay(o: Outcome) -> float:
        return values[o]

    lead = next(iter(rnd.lead_ends))
    value, table = rnd.reply_value(pay, lead)
    rnd.forget()
    assert rnd.reply_value(pay, lead)[1] is table
    rnd.forget()
    rnd.forget()
    again_value, again = rnd.reply_value(pay, lead)
    assert again is not table
    assert again_value == value
    assert again is not None and table is not None
    assert again.values == table.values
