"""Expert at a full table outside classic replying to known Medium seats
(ai/preset_full_reply.py), checked against a brute force through the engine.

The brute force knows nothing of chains or turn distributions: from a real engine position
it walks every throw of every later player (each die multiset weighted by its orderings),
asks each later player's own policy (:mod:`.preset_policies`: Medium's fixed rule, Hard's
table) for its action on the engine's match, and reads who ended best and worst from the
engine's own summary of the finished round (R31/R32 strict keys, R24 sand, R44 a Chicago
removing its roller and cutting the round). Where the player being advised moves again, it
takes the best option for each chance separately, as the solved turns do. The only
shortcut is a memo on the exact engine state (results, call, dice and turn flags).
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from chicago_desktop.ai import both_chain, preset_policies, weighted_turn
from chicago_desktop.ai.dice_space import STATES, throws_of
from chicago_desktop.ai.full_table import preset_expert
from chicago_desktop.ai.players import make_player
from chicago_desktop.ai.preset_full_reply import (
    _KnownAfter,
    _turn_table,
    decide,
    exact_modes,
    later_levels,
    reply_chances,
    reply_of,
)
from chicago_desktop.ai.round_hints import (
    AVOID,
    BEST,
    BOTH,
    _action,
    _value,
    model_of,
    round_options,
    turn_choices,
)
from chicago_desktop.engine import (
    Action,
    Call,
    MakeCall,
    Match,
    Phase,
    RandomDice,
    ScriptedDice,
    Stop,
    Throw,
    TurnSixes,
    preset,
)
from chicago_desktop.engine.turn import Turn
from tests.tiers import slow

POLICY = {"medium": preset_policies.medium, "hard": preset_policies.hard}


class Brute:
    """Every outcome of the rest of round ``round`` (0: the first, led by seat 0) of a
    ``name`` match of ``players`` seats, seat ``me`` being advised and every other seat
    after it playing ``levels`` (the earlier rounds played by the actions given)."""

    def __init__(
        self, name: str, players: int, levels: dict[int, str], me: int, *, round: int = 0
    ) -> None:
        self.round = round
        self.rules = preset(name)
        self.players = players
        self.levels = levels
        self.me = me
        self.memo: dict[tuple[object, ...], tuple[float, float]] = {}
        self.tails: dict[tuple[object, ...], tuple[object, ...]] = {}
        self.kids: dict[frozenset[int], list[tuple[float, Action]]] = {}

    def match(self, actions: list[Action]) -> Match:
        m = Match(self.rules, self.players, dice=ScriptedDice(), seed=0, first_leader=0)
        for a in actions:
            m.apply(a)
        return m

    def value(
        self,
        actions: list[Action],
        key: tuple[object, ...] | None = None,
        parent: Match | None = None,
    ) -> tuple[float, float]:
        """(P(me not worst), P(me best)) from the position after ``actions``; ``key``, if
        given, is the position's memo key (found without replaying the match); ``parent``,
        if given, is the match before the last action (copied and taken one action on,
        :meth:`Match.copy`, instead of replaying every action from the start)."""
        if key is not None:
            found = self.memo.get(key)
            if found is not None:
                return found
        if parent is None:
            m = self.match(actions)
        else:
            m = parent.copy()
            m.apply(actions[-1])
        if len(m.rounds) > self.round:
            summary = m.rounds[self.round]
            out = float(self.me not in summary.worst), float(self.me in summary.best)
        else:
            out = self._node(actions, m)
        if key is not None:
            self.memo[key] = out
        return out

    def _child_keys(self, m: Match) -> Callable[[Action], tuple[object, ...] | None]:
        """The memo key after each child of the position ``m``: within a turn, or after the
        last seat's turn (the round's results are then all that matter); None where only
        the engine knows. What every child shares (the results so far, the call, whether
        this is the last seat) is read once for them all."""
        turn = m.turn
        if turn is None or m.phase is not Phase.TURN:
            return _no_key
        rnd = m.round_state
        done = tuple((r.seat, tuple(sorted(r.dice)), r.throws, r.chicago) for r in rnd.results)
        call = rnd.call
        last = len(rnd.results) == len(rnd.order) - 1

        tails = self.tails
        here = (turn.seat, turn.faces, turn.throws, turn.final, turn.cup, turn.held_last, turn.cap)

        def key(child: Action) -> tuple[object, ...] | None:
            # What the turn becomes depends on the turn and the child alone (the engine's
            # own Turn step, read once per pair): the results so far and the call are
            # added to it.
            tail = tails.get((here, child))
            if tail is None:
                tail = tails[(here, child)] = _tail(turn, child)
            if tail[0] == "turn":
                return ("turn", done, call, *tail[1:])
            if last:
                return ("end", done, call, *tail[1:])
            return None

        return key

    def _children(self, m: Match, action: Action) -> list[tuple[float, Action]]:
        if not isinstance(action, Throw):
            return [(1.0, action)]
        turn = m.turn
        assert turn is not None
        held = turn.check_hold(action.hold)
        found = self.kids.get(held)
        if found is None:  # the same throws whenever the same dice are held
            found = [(q, Throw(hold=held, faces=new)) for new, q in throws_of(3 - len(held))]
            self.kids[held] = found
        return found

    def _node(self, actions: list[Action], m: Match) -> tuple[float, float]:
        seat = m.current_seat
        assert seat is not None
        if seat == self.me:
            options: list[Action] = [o.action for o in round_options(m)]
            values = [self._expect(actions, m, o) for o in options]
            return max(v[0] for v in values), max(v[1] for v in values)
        return self._expect(actions, m, POLICY[self.levels[seat]](m))

    def _expect(self, actions: list[Action], m: Match, action: Action) -> tuple[float, float]:
        avoid = best = 0.0
        key_of = self._child_keys(m)
        for q, child in self._children(m, action):
            a, b = self.value([*actions, child], key_of(child), m)
            avoid += q * a
            best += q * b
        return avoid, best


def _tail(turn: Turn, child: Action) -> tuple[object, ...]:
    """The engine's turn after ``child``: still going (its flags and cap) or ended (its
    sorted faces, throws and Chicago)."""
    if isinstance(child, Throw):
        assert child.faces is not None
        new = turn.thrown(frozenset(child.hold), tuple(child.faces))
    elif isinstance(child, Stop):
        new = turn.stop()
    else:
        new = turn.turn_sixes()
    if not new.ended:
        return (
            "turn",
            (new.seat, new.faces, new.throws, new.final, new.cup, new.held_last),
            new.cap,
        )
    assert new.faces is not None
    return ("end", tuple(sorted(new.faces)), new.throws, new.chicago)


def _no_key(child: Action) -> None:
    """No memo key: only the engine knows what the position after ``child`` is."""


def _check(brute: Brute, actions: list[Action], modes: tuple[str, ...]) -> int:
    """Every option's chances at the position after ``actions`` against the brute force;
    returns how many values were compared."""
    m = brute.match(actions)
    levels = later_levels(m, [brute.levels.get(s) for s in range(brute.players)])
    assert levels is not None
    assert exact_modes(_objective(m), levels) == modes
    chances = reply_chances(m, levels)
    assert chances is not None
    compared = 0
    for action, avoid, best in chances:
        want = brute._expect(actions, m, action)
        for mode in modes:
            got = avoid if mode == AVOID else best
            assert got == pytest.approx(want[0 if mode == AVOID else 1], abs=1e-9), (action, mode)
            compared += 1
    return compared


def _check_weighted(brute: Brute, actions: list[Action], *, known: bool = True) -> int:
    """What :func:`decide` plays at the position after ``actions`` (one throw left): the
    turn solved for the match's weighted value against the known later players
    (ai/weighted_turn.py; ``known`` False: every later player Hard, the weighted turn's own
    source and decision). Every option is worth the expectation over the thrown dice of
    ``V_W + alpha * [not worst] + beta * [best]`` of the brute force's end, a Chicago (R20)
    the match won where it removes its roller (R44); the action played is the best of them.
    Returns how many options were compared."""
    m = brute.match(actions)
    table_levels = [brute.levels.get(s) for s in range(brute.players)]
    goal = weighted_turn.objective(m)
    assert goal is not None
    v_w, alpha, beta, chicago = goal
    if known:
        levels = later_levels(m, table_levels)
        assert levels is not None
        source = _KnownAfter(reply_of(model_of(m)), levels)
        table = weighted_turn.weighted_table(m, goal, source)
    else:
        assert later_levels(m, table_levels) is None  # everybody after is Hard
        table = weighted_turn.weighted_table(m, goal)
    key_of = brute._child_keys(m)
    worth: list[tuple[float, Action]] = []
    for choice in turn_choices(m):
        if choice.kind == "turn":
            continue  # R21/R22: turning sixes leads to another decision of ours
        action = _action(m, choice)
        total = 0.0
        for q, child in brute._children(m, action):
            a, b = brute.value([*actions, child], key_of(child), m)
            won = (
                chicago is not None
                and isinstance(child, Throw)
                and not child.hold
                and tuple(child.faces or ()) == (1, 1, 1)
            )
            total += q * (chicago if won and chicago is not None else v_w + alpha * a + beta * b)
        assert _value(table, m, choice) == pytest.approx(total, abs=1e-9), action
        worth.append((total, action))
    top = max(v for v, _ in worth)
    played = decide(m, table_levels) if known else weighted_turn.decide(m)
    assert played in [a for v, a in worth if v >= top - 1e-9]
    return len(worth)


def _objective(m: Match) -> str:
    from chicago_desktop.ai.round_hints import objective_of

    return objective_of(m)


@slow  # brute force, over a second (full run)
def test_pub_follower_before_medium_every_option_exact() -> None:
    """Pub (R32 keys, fish below all; R44 Chicagos): the second of three, one throw left
    under a cap of two (R5), Medium after it. Both chances exact for every option, also
    throwing all three dice, where our Chicago can meet Medium's: R20 orders two Chicagos
    by R32 (fewer throws first), so Medium's Chicago on its first throw beats ours on our
    second."""
    brute = Brute("pub", 3, {2: "medium"}, 1)
    lead: list[Action] = [Throw(faces=(2, 3, 5)), Throw(hold=frozenset(), faces=(4, 4, 6)), Stop()]
    actions = [*lead, Throw(faces=(1, 4, 6))]
    m = brute.match(actions)
    chances = reply_chances(m, ("medium",))
    assert chances is not None
    assert len(chances) >= 8
    for action, avoid, best in chances:
        want = brute._expect(actions, m, action)
        assert (avoid, best) == pytest.approx(want, abs=1e-9), action
    assert _check_weighted(brute, actions) >= 8  # handing out: a Chicago wins (R44)


def test_pub_whole_turn_at_cap_one_exact() -> None:
    """Pub, cap one (the leader threw once, R5): our whole turn before Medium, Chicagos
    included (every Chicago takes one throw, so R20/R32 order them by turn alone)."""
    brute = Brute("pub", 3, {2: "medium"}, 1)
    assert _check(brute, [Throw(faces=(2, 5, 6)), Stop()], (AVOID, BEST)) == 2


@slow  # brute force, over a second (full run)
def test_basic_follower_before_medium_under_a_call_exact() -> None:
    """Basic (R42, the best is safe): a strict call (R31, "ones 1, low"), the second of
    three with one throw left, Medium after it: both chances exact."""
    brute = Brute("basic", 3, {2: "medium"}, 1)
    call = Call(ones=1, sixes=60, high=False)
    lead: list[Action] = [
        Throw(faces=(2, 3, 5)),
        Throw(hold=frozenset({0}), faces=(4, 6)),
        Stop(),
        MakeCall(call),
    ]
    assert _check(brute, [*lead, Throw(faces=(1, 2, 6))], (AVOID, BEST)) >= 12
    assert _check_weighted(brute, [*lead, Throw(faces=(1, 2, 6))]) >= 6  # both weights


@slow  # brute force, over a second (full run)
def test_basic_leader_call_before_medium_and_hard_exact_for_the_best() -> None:
    """Basic, the leader's call (R7) with Medium then Hard after it, cap one (R5): Hard
    plays for the best (R42), so ``p_best`` is exact against both, and ``p_avoid_loss``
    too, from the chain over the best so far (ai/chase_chain.py; R31)."""
    brute = Brute("basic", 3, {1: "medium", 2: "hard"}, 0)
    m_actions: list[Action] = [Throw(faces=(2, 2, 6)), Stop()]
    _check(brute, m_actions, (AVOID, BEST))
    m = brute.match(m_actions)
    levels = later_levels(m, [None, "medium", "hard"])
    assert levels == ("medium", "hard")
    chances = reply_chances(m, levels)
    assert chances is not None
    assert len(chances) == 8
    for action, avoid, _ in chances:
        assert avoid == pytest.approx(brute._expect(m_actions, m, action)[0], abs=1e-9)


@slow  # brute force, over a second (full run)
def test_tschigg_leader_call_with_sand_before_hard_and_medium_exact() -> None:
    """Tschigg's handing-out phase (R43): the leader's eight calls and sand (R24) on a
    result that made sand, Hard then Medium after it, cap one: Hard avoids the worst, so
    ``p_avoid_loss`` is exact against both."""
    brute = Brute("tschigg", 3, {1: "hard", 2: "medium"}, 0)
    assert _check(brute, [Throw(faces=(1, 3, 4)), Stop()], (AVOID,)) == 9


def _check_ends(
    brute: Brute, actions: list[Action], ends: list[tuple[int, int, int]], modes: tuple[str, ...]
) -> None:
    """Our value of ending on each of ``ends`` at one throw (cap one) against the brute."""
    m = brute.match(actions)
    levels = later_levels(m, [brute.levels.get(s) for s in range(brute.players)])
    assert levels is not None
    reply = reply_of(model_of(m))
    for mode in modes:
        table = _turn_table(m, reply, mode, levels)
        assert table is not None
        for faces in ends:
            want = brute.value([*actions, Throw(faces=faces)])[0 if mode == AVOID else 1]
            got = table.stop[0][STATES.index(tuple(sorted(faces)))]
            assert got == pytest.approx(want, abs=1e-9), (faces, mode)


def test_pub_four_players_after_a_chicago_hard_then_medium_exact() -> None:
    """Pub with four seats: the leader's Chicago (R20, R44: it leaves the match) sets the
    cap to one; we end on a result before Hard and Medium. Hard avoids the worst (R43), so
    that chance is exact, with the R44 count carried through the chain: a third Chicago of
    four cuts the round, leaving no worst."""
    brute = Brute("pub", 4, {2: "hard", 3: "medium"}, 1)
    _check_ends(brute, [Throw(faces=(1, 1, 1))], [(2, 2, 3), (4, 5, 6), (1, 1, 2)], (AVOID,))


def test_bavarian_four_players_two_medium_after_us_exact() -> None:
    """Bavarian (R31 under the call "ones 100, sixes 6, high"): the second of four at cap
    one with two Medium seats after it; both chances exact for several ends."""
    brute = Brute("bavarian", 4, {2: "medium", 3: "medium"}, 1)
    lead: list[Action] = [
        Throw(faces=(4, 5, 6)),
        Stop(),
        MakeCall(Call(ones=100, sixes=6, high=True)),
    ]
    _check_ends(brute, lead, [(1, 5, 6), (2, 3, 3), (6, 6, 6)], (AVOID, BEST))


def test_every_later_player_hard_is_todays_expert() -> None:
    """A person, Hard or another Expert after us counts as Hard: nothing here runs, and the
    player's action is exactly :func:`.full_table.preset_expert`'s (Easy and Medium are
    replied to: test_preset_easy_reply.py, the rest of this file), up to tschigg's clearing
    phase (the next test)."""
    rng = random.Random(5)
    for name in ("basic", "bavarian", "tschigg", "pub"):
        assert _hard_after_expert(name, rng, clearing=False) == 12


@slow  # the clearing phase's chains are built by these decisions (seconds): the full run
def test_in_tschiggs_clearing_phase_hard_seats_are_replied_to() -> None:
    """R45: in tschigg's clearing phase Hard plays for both chances, which the round tables
    do not describe: a person or Expert after us, taken as Hard, is replied to as Hard
    plays (ai/both_chain.py), and Expert's action is the reply's."""
    assert _hard_after_expert("tschigg", random.Random(5), clearing=True) == 6


def _hard_after_expert(name: str, rng: random.Random, *, clearing: bool) -> int:
    """Expert's decisions in matches of three (a person and another Expert after it) as
    the two tests above check them: before tschigg's clearing phase (``clearing`` False:
    twelve of them, a match ended where that phase begins) or in it (six)."""
    table = ["expert", None, "expert"]
    rules = preset(name)
    players = [make_player(lv or "hard", seed=i, table=table) for i, lv in enumerate(table)]

    def new() -> Match:
        return Match(rules, 3, dice=RandomDice(rng.randrange(1000)), seed=1, first_leader=0)

    m = new()
    checked = 0
    while checked < (6 if clearing else 12):
        if m.is_over or (not clearing and both_chain.passes(m)):
            m = new()
        seat = m.current_seat
        assert seat is not None
        order = m.round_state.order
        if seat == 0 and (not clearing or (both_chain.passes(m) and order[-1] != 0)):
            action = players[0].decide(m)
            if clearing and len(order) > 2:
                later = later_levels(m, table)
                assert later is not None and set(later) == {"hard"}
                assert action == (decide(m, table) or preset_expert(m))
                checked += 1
            elif not clearing:
                assert later_levels(m, table) is None
                assert action == preset_expert(m)
                checked += 1
        else:
            action = players[seat].decide(m)
        m.apply(action)
    return checked


@pytest.mark.parametrize("name", ["basic", "bavarian", "tschigg", "pub"])
def test_expert_before_medium_plays_legal_actions(name: str) -> None:
    """Self-play with three Medium seats: every reply is a legal engine action (the engine
    would raise), and it does reply (some decision differs from no reply at all)."""
    rules = preset(name)
    table = ["expert", "medium", "medium", "medium"]
    players = [make_player(level, seed=i, table=table) for i, level in enumerate(table)]
    m = Match(rules, 4, dice=RandomDice(11), seed=2, first_leader=0)
    replied = 0
    steps = 0
    while not m.is_over and steps < 600:
        seat = m.current_seat
        assert seat is not None
        action = players[seat].decide(m)
        if seat == 0 and decide(m, table) is not None:
            replied += 1
        m.apply(action)
        steps += 1
    assert replied > 0


def test_turn_choices_cover_reply_options() -> None:
    """The reply values exactly the options the hint lists, in the same order."""
    brute = Brute("pub", 3, {2: "medium"}, 1)
    m = brute.match(
        [Throw(faces=(2, 3, 5)), Throw(faces=(2, 3, 5)), Stop(), Throw(faces=(6, 6, 2))]
    )
    levels = later_levels(m, [None, None, "medium"])
    assert levels == ("medium",)
    chances = reply_chances(m, levels)
    assert chances is not None
    assert len(chances) == len(turn_choices(m)) == len(round_options(m))
    assert any(isinstance(a, TurnSixes) for a, _, _ in chances) == any(
        isinstance(o.action, TurnSixes) for o in round_options(m)
    )
    # R45: Hard plays for both in tschigg's clearing phase (ai/both_chain.py), for the best
    # in basic; where it avoids the worst (R43) only that chance is exact.
    assert exact_modes(BOTH, ("medium", "hard")) == exact_modes(BEST, ("hard",)) == (AVOID, BEST)
    assert exact_modes(AVOID, ("medium", "hard")) == (AVOID,)


@pytest.mark.parametrize("name", ["basic", "pub"])
def test_leader_reply_is_at_least_hards_play_against_the_same_seats(name: str) -> None:
    """The leader's solved turn (each end worth its best call, R7, R5) is an optimum
    against the later players' own policies: Hard's leader play (its turn and its call),
    valued against the same Medium seats by the same chains, is never better, and here
    strictly worse (basic plays for the best, R42; pub avoids the worst, R43)."""
    from chicago_desktop.ai.round_keys import calls_of
    from chicago_desktop.ai.round_values import Setting, round_model, round_rules
    from chicago_desktop.ai.turn_values import end_distribution
    from chicago_desktop.engine import ChicagoRule

    rules = preset(name)
    mode = BEST if name == "basic" else AVOID
    removes = rules.chicago is ChicagoRule.REMOVES_ROLLER
    model = round_model(Setting(round_rules(rules), 3, removes, False))
    reply = reply_of(model)
    levels = ("medium", "medium")
    calls = calls_of(rules)
    hard_play = 0.0
    for end, p in end_distribution(model.leader_turn(mode), rules.max_throws).items():
        hard = [round(model.leader_end(mode, c, *end), 12) for c in calls]
        hard_play += p * reply.leader_end(mode, levels, calls[hard.index(max(hard))], end)
    now = reply.leader_table(mode, levels).starts[rules.max_throws]
    assert now >= hard_play - 1e-12
    assert now > hard_play + 1e-5


def test_reply_steps_build_the_leaders_turn_a_decision_reads() -> None:
    """The window's steps (controller/warm_up.py) leave what the Expert leader reads in
    the cache for each Expert seat with a known Medium after it (R43 handing-out: avoid):
    the chances its weighted turn is solved from, and in tschigg, whose handing-out phase
    has no weights, the solved turn it ranks options by; a table without a Medium builds
    nothing."""
    from chicago_desktop.ai.preset_full_reply import reply_steps
    from chicago_desktop.ai.round_keys import calls_of
    from chicago_desktop.ai.round_values import Setting, round_model, round_rules
    from chicago_desktop.ai.steps import run_steps

    rules = preset("bavarian")
    run_steps(reply_steps(rules, ["hard", "expert", "hard"]))
    model = round_model(Setting(round_rules(rules), 3, True, False))
    reply = reply_of(model)
    reply.tables.clear()
    run_steps(reply_steps(rules, ["hard", "expert", "hard"]))
    assert not reply.tables
    steps = sum(1 for _ in reply_steps(rules, ["medium", "expert", None]))
    assert steps == 9  # eight calls (R7), then the leader's chances
    assert not reply.tables  # the weighted turn reads no solved leader's turn
    tschigg = preset("tschigg")
    steps = sum(1 for _ in reply_steps(tschigg, ["medium", "expert", None]))
    tschigg_reply = reply_of(round_model(Setting(round_rules(tschigg), 3, False, False)))
    assert set(tschigg_reply.tables) == {("l", AVOID, ("hard", "medium"))}
    assert steps == len(calls_of(tschigg)) + 2  # its calls, the chances, then the solve
    # What the weighted turn reads (ai/weighted_turn.py): handing out (R43, R44) only the
    # chance of not being worst.
    assert (id(model), (("hard", "medium"), False), AVOID) in weighted_turn._CHANCES
    assert (id(model), (("hard", "medium"), False), BEST) not in weighted_turn._CHANCES


def test_later_round_steps_build_every_smaller_round_the_expert_may_lead() -> None:
    """R42, R44, R45: the players left in a later round may be any of the others in turn
    order; for every such round with a known Medium or Easy after the Expert, in either
    coaster phase (R44 differs by phase), the leader's chances are built, and an Expert
    leading one of them decides from them (the chances are not built again)."""
    from itertools import combinations

    from chicago_desktop.ai.preset_full_reply import later_round_steps
    from chicago_desktop.ai.round_values import Setting, round_model, round_rules
    from chicago_desktop.ai.steps import run_steps

    rules = preset("bavarian")
    table = ["expert", "medium", "hard", "easy"]
    run_steps(later_round_steps(rules, table))
    expected = 0
    for m in (4, 3):
        for later in combinations([1, 2, 3], m - 1):
            levels = tuple(table[s] for s in later)
            if all(lv == "hard" for lv in levels):
                continue
            for clearing in (False, True):
                if m == 4 and not clearing:
                    continue  # reply_steps' round
                model = round_model(Setting(round_rules(rules), m, True, clearing))
                assert (id(model), (levels, False), AVOID) in weighted_turn._CHANCES
                # being best matters in the clearing phase only (R45; R43 handing out)
                assert ((id(model), (levels, False), BEST) in weighted_turn._CHANCES) is clearing
                expected += 1
    # The round of four in the clearing phase, and both phases of each round of three:
    # (medium, hard), (medium, easy) and (hard, easy) after the Expert.
    assert expected == 7
