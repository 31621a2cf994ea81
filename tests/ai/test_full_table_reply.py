"""Classic Expert at a full table replying to known levels (ai/full_table_reply.py), checked
against a brute force that plays every dice outcome through the engine.

The brute force knows nothing of the product argument or of turn distributions: from a real
engine position it walks every throw of every later player (each die multiset weighted by
its number of orderings), asks each player's own policy on the situation read from the
engine (every mixed choice of Easy weighted), and ranks the finished round with the
engine's ranking (R30: every lowest score loses; the best is the highest score, then fewer
throws, then the earlier player). The only shortcut is a memo: two positions with the same
results, the same dice (as a multiset) and the same throws have the same future, because
scoring is fixed (R6) and every policy decides from what it reads.
"""

from __future__ import annotations

import math

import pytest

from chicago_desktop.ai.dice_space import SCORE_INDEX, SCORES, state_of, throws_of
from chicago_desktop.ai.full_table import classic_full_options
from chicago_desktop.ai.full_table_reply import (
    ends_of,
    follower_avoid_table,
    follower_best_table,
    key_of,
    later_levels,
    leader_avoid_table,
    reply_chances,
    reply_steps,
    table_chains,
)
from chicago_desktop.ai.players import action_for
from chicago_desktop.ai.policies import POLICIES, expert, expert_options, round_options
from chicago_desktop.ai.situation import Situation, read_situation
from chicago_desktop.ai.steps import run_steps
from chicago_desktop.ai.tables import round_tables
from chicago_desktop.ai.turn_solver import STOP
from chicago_desktop.engine import (
    Match,
    ScriptedDice,
    Stop,
    TurnResult,
    fixed_score,
    preset,
    rank_round,
)
from tests.tiers import first_then_slow

Action = tuple[tuple[int, ...], tuple[int, ...]] | None
"""A throw (held positions, new faces) or None for a stop."""

Results = tuple[tuple[int, tuple[int, ...], int], ...]
Position = tuple[Results, tuple[int, ...] | None, int, int]
"""The results so far (seat, dice sorted, throws), the dice now (sorted), throws, cap."""


class Brute:
    """Every outcome of the rest of round 0 of a classic match whose seats play ``levels``
    (seat ``i`` leads round 0 as seat 0, so the turn order is 0, 1, 2, ...)."""

    def __init__(self, players: int, max_throws: int, levels: dict[int, str], me: int) -> None:
        self.rules = preset("classic", max_throws=max_throws)
        self.players = players
        self.levels = levels
        self.me = me
        self.memo: dict[Position, tuple[float, float]] = {}

    def match(self, actions: list[Action], parent: Match | None = None) -> Match:
        """The match after ``actions``: replayed from the start, or, given ``parent`` (the
        match before the last action), a copy of it one action on (:meth:`Match.copy`)."""
        if parent is None:
            m = Match(self.rules, self.players, dice=ScriptedDice(), seed=0, first_leader=0)
            todo = actions
        else:
            m = parent.copy()
            todo = actions[-1:]
        for a in todo:
            if a is None:
                m.stop()
            else:
                m.throw(a[0], faces=a[1])
        return m

    def value(self, actions: list[Action]) -> tuple[float, float]:
        """(P(me not worst), P(me best)) from the position after ``actions``."""
        m = self.match(actions)
        results = tuple((r.seat, tuple(sorted(r.dice)), r.throws) for r in m.round_state.results)
        turn = m.turn
        assert turn is not None and m.round_index == 0
        faces = tuple(sorted(turn.faces)) if turn.faces is not None and turn.throws else None
        return self._node(actions, m, (results, faces, turn.throws, turn.cap))

    def _node(
        self, actions: list[Action], m: Match | None, key: Position, parent: Match | None = None
    ) -> tuple[float, float]:
        results, faces, throws, cap = key
        if len(results) == self.players:
            ranking = self.memo.get(key)
            if ranking is None:
                ranked = rank_round(self.rules, [TurnResult(s, (*d,), t) for s, d, t in results])  # type: ignore[arg-type]
                ranking = self.memo[key] = (
                    float(self.me not in ranked.worst),
                    float(self.me in ranked.best),
                )
            return ranking
        found = self.memo.get(key)
        if found is not None:
            return found
        if m is None:
            m = self.match(actions, parent)
        seat = len(results)
        assert m.current_seat == seat and seat != self.me
        children: list[tuple[float, Action, tuple[int, ...], int]] = []  # chance, action
        if throws == 0:
            for new, q in throws_of(3):
                children.append((q, ((), new), new, 1))
        else:
            sit = read_situation(m)
            assert m.turn is not None and m.turn.faces is not None
            for choice, w in POLICIES[self.levels[seat]](sit):
                action = action_for(sit, choice)
                if isinstance(action, Stop):
                    assert faces is not None
                    children.append((w, None, faces, throws))
                    continue
                hold = tuple(sorted(action.hold))
                kept = tuple(m.turn.faces[p] for p in hold)
                for new, q in throws_of(3 - len(hold)):
                    children.append((w * q, (hold, new), tuple(sorted(kept + new)), throws + 1))
        avoid = best = 0.0
        memo = self.memo
        for p, act, new_faces, new_throws in children:
            ended = act is None or new_throws == cap
            # The leader's throws set everybody's cap (R5).
            next_cap = new_throws if ended and seat == 0 else cap
            if ended:
                done = (*results, (seat, new_faces, new_throws))
                child: Position = (done, None, 0, next_cap)
            else:
                child = (results, new_faces, new_throws, cap)
            # The memo read here, as _node would first: most children are positions met
            # before, and a look-up costs less than the call and its list of actions.
            found = memo.get(child)
            a, b = found if found is not None else self._node([*actions, act], None, child, m)
            avoid += p * a
            best += p * b
        self.memo[key] = (avoid, best)
        return avoid, best


def sum_score(faces: tuple[int, ...]) -> int:
    """R6: the fixed score of three dice."""
    return fixed_score(faces)


def _situation(brute: Brute, actions: list[Action]) -> Situation:
    return read_situation(brute.match(actions))


def _option_values(
    brute: Brute, actions: list[Action], faces: tuple[int, int, int], options: list[int]
) -> dict[int, tuple[float, float]]:
    """Brute-force (p_avoid, p_best) of each option of ``me`` at the position after
    ``actions`` (``me`` has thrown ``faces`` once and has one throw left, cap 2)."""
    from chicago_desktop.ai.dice_space import KEPT, positions_for

    out = {}
    for choice in options:
        if choice == STOP:
            out[choice] = brute.value([*actions, None])
            continue
        hold = tuple(sorted(positions_for(faces, choice)))
        avoid = best = 0.0
        for new, q in throws_of(3 - len(KEPT[choice])):
            a, b = brute.value([*actions, (hold, new)])
            avoid += q * a
            best += q * b
        out[choice] = (avoid, best)
    return out


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_one_later_player_every_option_exact(level: str) -> None:
    """Three players, two throws (R5: the leader used both, so the cap is 2); we are second
    with one later player of a known level. Every option's p_avoid and p_best (R30 keys)
    agree with the brute force to 1e-9: with one later player both are exact, Easy's "last
    seat already above the lowest" rule included."""
    brute = Brute(3, 2, {0: "hard", 2: level}, me=1)
    faces = (6, 2, 4)
    actions: list[Action] = [((), (5, 3, 2)), ((1,), (4, 4)), ((), faces)]  # leader 2 throws
    sit = _situation(brute, actions)
    assert sit.cap == 2 and sit.after == 1 and sit.left == 1
    levels = later_levels(sit, (level, "hard"))
    assert levels == (level,)
    chances = reply_chances(sit, levels)
    # Stop, the three two-dice holds and one one-die hold (each a different later context).
    options = [c for c, _, _ in chances][:5]
    brute_values = _option_values(brute, actions, faces, options)
    for c, avoid, best in chances[:5]:
        assert avoid == pytest.approx(brute_values[c][0], abs=1e-9)
        assert best == pytest.approx(brute_values[c][1], abs=1e-9)
    assert any(b > 0 for _, _, b in chances) and any(a < 1 for _, a, _ in chances)


@pytest.mark.parametrize(
    ("followers", "hands"),
    first_then_slow(
        [
            # Easy last decides by the lowest, which Medium before it may lower; so does Hard.
            (("medium", "easy"), ((6, 6, 3),)),
            (("medium", "hard"), ((1, 4, 4),)),
            (("hard", "medium"), ((6, 6, 3),)),
        ],
        rows=True,
    ),
)
def test_two_later_players_exact(
    followers: tuple[str, str], hands: tuple[tuple[int, int, int], ...]
) -> None:
    """Four players, cap 2 (R5); we are second and stop after one throw on ``hands``, two
    later players. p_avoid is exact for any mix (the product argument, R30), and so is
    p_best (the backward pass over the lowest so far), though the last player may decide by
    a lowest the first lowered: the product with the lowest taken as fixed misses by more
    than 0.01 there (so the instance tests what it claims), and is exact when the last
    player looks at nothing (Medium). The slowest test of the module (1-2 s): every dice
    outcome of two whole turns through the engine, for each of about a hundred results of
    the first of them."""
    missed = 0.0
    brute = Brute(4, 2, {0: "hard", 2: followers[0], 3: followers[1]}, me=1)
    for faces in hands:
        actions: list[Action] = [((), (6, 1, 2)), ((1, 2), (3,)), ((), faces)]  # 105 in 2
        sit = _situation(brute, actions)
        levels = later_levels(sit, (*followers, "hard"))
        assert levels == followers
        avoid, best = brute.value([*actions, None])
        mine = {c: (a, b) for c, a, b in reply_chances(sit, levels)}[STOP]
        assert mine[0] == pytest.approx(avoid, abs=1e-9)
        assert mine[1] == pytest.approx(best, abs=1e-9)
        if sum_score(faces) <= 105:
            assert best == 0.0  # not above the leader's 105: never best (R30)
            continue
        lowest = min(105, sum_score(faces))
        index = SCORE_INDEX[sum_score(faces)] * 3  # our key: this score in one throw
        fixed = math.prod(
            ends_of(lv, 2, 1 - i, lowest).at_most[index] for i, lv in enumerate(followers)
        )
        missed = max(missed, abs(fixed - best))
    if followers[1] != "medium":
        assert missed > 0.01
    else:  # Medium looks at nothing: there the product is exact
        assert missed < 1e-9


def test_leader_of_three_stopping_at_one_throw_exact() -> None:
    """We lead three players with two throws allowed and stop after one: everybody's cap is
    one (R5), so both later players' results are single throws; p_avoid and p_best agree
    with the brute force for a score tied with many, a low and a high one."""
    brute = Brute(3, 2, {1: "easy", 2: "medium"}, me=0)
    for faces in ((1, 1, 1), (2, 3, 4), (6, 6, 1)):
        actions: list[Action] = [((), faces)]
        sit = _situation(brute, actions)
        levels = later_levels(sit, ("easy", "medium"))
        assert levels == ("easy", "medium")
        avoid, best = brute.value([*actions, None])
        mine = {c: (a, b) for c, a, b in reply_chances(sit, levels)}[STOP]
        assert mine[0] == pytest.approx(avoid, abs=1e-9)
        assert mine[1] == pytest.approx(best, abs=1e-9)


def test_every_later_player_hard_is_todays_expert() -> None:
    """With nobody known to play otherwise (Hard, Expert, a person) Expert keeps Hard's
    equilibrium chances: the reply is not used, and its tables for an all-Hard table would
    be the round tables anyway (R30, R5)."""
    brute = Brute(4, 3, {}, me=1)
    sit = _situation(brute, [((), (6, 1, 2)), ((1, 2), (3,)), None, ((), (6, 4, 4))])
    for known in ((None, None, None), ("hard", "expert", None), ("expert", "hard", "easy")):
        assert later_levels(sit, known) is None  # the leader (last of others) is not later
        assert expert_options(sit, known) == classic_full_options(sit, round_options(sit))
    tables = round_tables()
    for players in (3, 4, 6):
        avoid = leader_avoid_table(("hard",) * (players - 1), 3)
        assert avoid.start == pytest.approx(tables.leader_table(players, 3).start, abs=1e-12)
        for cap, lowest in ((1, 66), (2, 105), (3, 163)):
            mine = follower_avoid_table(("hard",) * (players - 2), cap, lowest)
            theirs = tables.follower_table(cap, players - 2, lowest)
            assert mine.start == pytest.approx(theirs.start, abs=1e-12)


def test_hard_turn_ends_agree_with_the_round_tables() -> None:
    """Hard's enumerated turn (used for p_best) reaches each bar exactly as the round tables
    say it does (their ``reach``, used for p_avoid): two computations, one policy."""
    tables = round_tables()
    for cap in (1, 2, 3):
        for after in (0, 2, 4):
            for x in (SCORES[0], 105, 163, SCORES[-1]):
                ends = ends_of("hard", cap, after, x)
                assert ends.at_least[SCORE_INDEX[x]] == pytest.approx(
                    tables.reach[(cap, after, x)], abs=1e-12
                )
                assert ends.at_least[0] == pytest.approx(1.0, abs=1e-12)
                top_in_one = (len(SCORES) - 1) * 3  # the highest key there is
                assert ends.at_most[top_in_one] == pytest.approx(1.0, abs=1e-12)


def test_best_needs_a_key_above_the_best_so_far() -> None:
    """R30: a result whose key (score, fewer throws) is not above the best so far cannot be
    best, however the later players end."""
    best_key = key_of(205, 2)
    table = follower_best_table(("medium",), 3, 66, best_key)
    two_fives = state_of((5, 5, 6))
    six_six_one = state_of((1, 6, 6))  # 205 as well
    assert table.stop[1][two_fives] == 0.0  # 205 in two throws: the earlier player's
    assert table.stop[2][six_six_one] > 0.0  # 205 in one throw beats 205 in two


def test_expert_replies_and_plays_a_legal_choice() -> None:
    """The reply is what Expert uses with a known Medium after it, and its choice is one of
    the options it valued."""
    brute = Brute(4, 3, {}, me=1)
    sit = _situation(brute, [((), (6, 1, 2)), ((1, 2), (3,)), None, ((), (6, 4, 2))])
    known = ("medium", "medium", "hard")
    values = expert_options(sit, known)
    assert values != classic_full_options(sit, round_options(sit))
    ((choice, weight),) = expert(sit, known)
    assert weight == 1.0 and choice in {c for c, _ in values}


def test_reply_steps_build_every_distribution() -> None:
    """The window's build in steps leaves nothing for a decision to enumerate."""
    from chicago_desktop.ai import full_table_reply

    run_steps(reply_steps())
    chains = table_chains(("expert", "medium", None, "hard"), 2)
    # Subsequences of (medium, person, hard) with the Medium in them, a person played as
    # Hard: (medium), (medium, hard) twice, (medium, hard, hard); caps 1 and 2.
    assert len(chains) == 3 * 2 and (("medium", "hard", "hard"), 2) in chains
    run_steps(reply_steps(chains))
    count = len(full_table_reply._ENDS)
    assert count == 3 * (1 + 1 + len(SCORES) + 5 * len(SCORES))
    assert all(key in full_table_reply._CHAINS for key in chains)
    run_steps(reply_steps(chains))  # idempotent
    assert len(full_table_reply._ENDS) == count


def test_the_windows_expert_steps_build_what_the_reply_reads() -> None:
    """An Expert at a full table with a known Medium: the window's steps for it leave no
    chain for a decision to build (the p99 latency target), and a table with no known Easy
    or Medium builds none (issue 13)."""
    from chicago_desktop.ai import full_table_reply
    from chicago_desktop.ai.tables import expert_steps

    table = ("hard", "expert", "medium", None, "easy")
    run_steps(expert_steps(5, 2, 3, None, table))
    chains = table_chains(table, 3)
    assert chains and all(key in full_table_reply._CHAINS for key in chains)
    # Every seat order Expert can meet: after it medium, person, easy, hard (cyclic).
    assert (("medium", "hard", "easy", "hard"), 3) in chains
    assert (("easy",), 1) in chains
    assert table_chains(("expert", "hard", None, "expert"), 3) == []
