"""Property-based tests of every preset (hypothesis): R40-R46 through random play.

Random legal play of every preset must end with the outcome its structure defines, keep
the structure's invariants at every step (coasters are never created, tally marks count
the searches lost), and replay from its own record to the same state. Random actions,
legal or not, must either apply or be refused with a rule number, and a refusal must
leave the match and the dice source untouched.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from chicago_desktop.engine import (
    PRESET_NAMES,
    Call,
    CoasterPhase,
    IllegalAction,
    Match,
    MatchStructure,
    Phase,
    RandomDice,
    Scoring,
    Status,
    preset,
)
from chicago_desktop.records import PlayerInfo, match_record_json, parse_record, replay_record
from tests.tiers import examples

setups = st.tuples(
    st.sampled_from(PRESET_NAMES),
    st.integers(2, 6),  # players
    st.integers(0, 2**32),  # seed
)

CALLS = [Call(o, s, h) for o in (1, 100) for s in (6, 60) for h in (True, False)]


class CountingDice(RandomDice):
    """Fair seeded dice that count how many dice they threw (to see a refusal used none)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.thrown = 0

    def roll(self, count: int) -> tuple[int, ...]:
        self.thrown += count
        return super().roll(count)


def rules_for(name: str, rng: random.Random) -> object:
    if name == "classic":
        return preset(name, max_throws=rng.choice((1, 2, 3)), losses_to_out=rng.choice((2, 3)))
    if name == "basic":
        return preset(name, searches=rng.choice((1, 3)))
    return preset(name)


def legal_step(m: Match, rng: random.Random) -> None:
    """One random legal action of any preset: a call, turning sixes, a stop or a throw."""
    if m.phase is Phase.CALL:
        choices = [*CALLS, *([Call.sand_call()] if m.rules.scoring is Scoring.CALLED_SAND else [])]
        m.call(rng.choice(choices))
        return
    turn = m.turn
    assert turn is not None
    if m.may_turn_sixes() and rng.random() < 0.5:
        m.turn_sixes()
        return
    if turn.may_stop() and rng.random() < 0.35:
        m.stop()
        return
    free = sorted(turn.holdable() - turn.final)
    hold = set(turn.final) | {p for p in free if rng.random() < 0.4}
    if len(hold) == 3:
        if turn.may_stop():
            m.stop()
            return
        hold.discard(max(p for p in hold if p not in turn.final))
    m.throw(frozenset(hold))


def check_invariants(m: Match) -> None:
    n = m.players
    structure = m.rules.match
    statuses = [m.status(s) for s in range(n)]
    if structure is MatchStructure.COASTERS_PASS:
        assert m.middle is not None
        assert m.middle + sum(m.coasters(s) for s in range(n)) == 2 * n - 1  # R43, R45
    if structure is MatchStructure.COASTERS_PUT_DOWN:
        assert m.middle is not None
        assert m.middle + sum(m.coasters(s) for s in range(n)) <= n + 1  # R43-R45
        for s in range(n):
            if statuses[s] is Status.WON:
                assert m.coasters(s) == 0
    if structure is MatchStructure.SEARCHES:
        completed = sum(1 for r in m.rounds if len(r.results) == 2 or r is m.rounds[-1])
        assert sum(m.tally_marks(s) for s in range(n)) <= completed
    if m.is_over:
        assert m.phase is Phase.OVER
        if structure is MatchStructure.LOSSES:
            assert (m.winner is None) == m.draw
        else:
            assert m.loser is not None and m.winner is None and not m.draw
            assert statuses[m.loser] is Status.OUT
            assert all(st is Status.WON for s, st in enumerate(statuses) if s != m.loser)
        return
    assert m.current_seat is not None
    assert statuses[m.current_seat] in (Status.PLAYING, Status.WON)  # a Chicago roller calls
    assert m.current_seat in m.round_state.order
    if m.coaster_phase is CoasterPhase.CLEARING:
        assert all(m.coasters(s) > 0 for s in m.in_game())  # R43: no coaster, no part


@settings(max_examples=examples(60), deadline=None)
@given(setups)
def test_random_legal_play_of_every_preset_ends_as_its_structure_says(
    setup: tuple[str, int, int],
) -> None:
    name, players, seed = setup
    rng = random.Random(seed)
    rules = rules_for(name, rng)
    m = Match(rules, players, dice=RandomDice(seed), seed=seed)  # type: ignore[arg-type]
    steps = 0
    while not m.is_over:
        legal_step(m, rng)
        check_invariants(m)
        steps += 1
        assert steps < 50_000, f"a {name} match must end"
    seats = tuple(PlayerInfo(f"P{i}") for i in range(players))
    again = replay_record(parse_record(match_record_json(m, seats))).match
    assert again.state_key() == m.state_key()


@settings(max_examples=examples(60), deadline=None)
@given(setups, st.integers(0, 400))
def test_a_record_cut_anywhere_resumes_to_the_same_state(
    setup: tuple[str, int, int], cut: int
) -> None:
    name, players, seed = setup
    rng = random.Random(seed)
    m = Match(rules_for(name, rng), players, dice=RandomDice(seed), seed=seed)  # type: ignore[arg-type]
    for _ in range(cut):
        if m.is_over:
            break
        legal_step(m, rng)
    seats = tuple(PlayerInfo(f"P{i}") for i in range(players))
    again = replay_record(parse_record(match_record_json(m, seats))).match
    assert again.state_key() == m.state_key()
    assert again.phase is m.phase and again.current_seat == m.current_seat


tries: st.SearchStrategy[tuple[str, object, object]] = st.one_of(
    st.tuples(
        st.just("throw"),
        st.lists(st.integers(-1, 3), max_size=4),
        st.lists(st.integers(0, 7), max_size=4) | st.none(),
    ),
    st.tuples(st.just("stop"), st.just([]), st.none()),
    st.tuples(st.just("call"), st.integers(0, 8), st.none()),
    st.tuples(st.just("sixes"), st.just([]), st.none()),
    st.tuples(st.just("legal"), st.just([]), st.none()),
)


@settings(max_examples=examples(100), deadline=None)
@given(setups, st.lists(tries, min_size=1, max_size=80))
def test_refused_actions_of_every_preset_change_nothing(
    setup: tuple[str, int, int], actions: list[tuple[str, object, object]]
) -> None:
    name, players, seed = setup
    rng = random.Random(seed)
    dice = CountingDice(seed)
    m = Match(rules_for(name, rng), players, dice=dice, seed=seed)  # type: ignore[arg-type]
    for kind, arg, faces in actions:
        before, thrown = m.state_key(), dice.thrown
        try:
            if kind == "throw":
                assert isinstance(arg, list)
                m.throw(arg, faces if isinstance(faces, list) else None)
            elif kind == "stop":
                m.stop()
            elif kind == "call":
                assert isinstance(arg, int)
                m.call(CALLS[arg] if arg < len(CALLS) else Call.sand_call())
            elif kind == "sixes":
                m.turn_sixes()
            elif m.is_over:
                continue
            else:
                legal_step(m, rng)
        except IllegalAction as exc:
            assert exc.rule.startswith("R")
            assert m.state_key() == before
            assert dice.thrown == thrown
        else:
            assert m.state_key() != before
        check_invariants(m)
