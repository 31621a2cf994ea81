"""Expert's turn solved for what the round is worth to the match (ai/weighted_turn.py).

The weighted table's value of every option at the last throw of a turn is checked against
the throw played through the engine (R20: only 1·1·1 with all three dice thrown is a
Chicago; in bavarian and pub the engine removes its roller as a winner, R44, worth the
match); the leader's stop is worth the call best for the match (R7), the calls taken from
the engine after the stop; with no Chicago reachable in the handing-out phase (a die held
for good, R4) Expert plays exactly as Hard; and without weights (classic, heads-up) it
keeps its old ranking.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import pytest

from chicago_desktop.ai import make_player, preset_policies
from chicago_desktop.ai.coaster_model import coaster_values
from chicago_desktop.ai.dice_space import STATE_INDEX
from chicago_desktop.ai.round_hints import (
    AVOID,
    BEST,
    _action,
    _value,
    model_of,
    result_keys,
    turn_choices,
    turn_table,
)
from chicago_desktop.ai.round_keys import calls_of
from chicago_desktop.ai.weighted_turn import (
    HardAfter,
    chases_best,
    decide,
    objective,
    weighted_table,
)
from chicago_desktop.engine import (
    ChicagoThrown,
    CoasterPhase,
    Match,
    RandomDice,
    Scoring,
    ScriptedDice,
    Stop,
    Throw,
    preset,
)


def _branch(match: Match) -> Match:
    """The match in its state, on scripted dice: every throw below names its faces."""
    return match.copy(ScriptedDice())


@functools.cache
def _positions(name: str, players: int) -> tuple[Match, ...]:
    """Seeded Hard self-play positions where the weighted turn applies, each a replayed
    copy: one throw left, or a die held for good."""
    found: list[Match] = []
    for seed in range(40):
        match = Match(preset(name), players, dice=RandomDice(seed), seed=seed)
        seats = [make_player("hard", seed * 8 + i) for i in range(players)]
        while not match.is_over and len(found) < 24:
            turn = match.turn
            if (
                objective(match) is not None
                and turn is not None
                and (turn.cap - turn.throws <= 1 or turn.final)
            ):
                found.append(_branch(match))
            seat = match.current_seat
            assert seat is not None
            match.apply(seats[seat].decide(match))
    return tuple(found)


def _weighted(match: Match, mode_values: tuple[float, float]) -> float:
    """``V_W + alpha * A + beta * B`` of the mover's objective."""
    goal = objective(match)
    assert goal is not None
    v_w, alpha, beta, _ = goal
    return v_w + alpha * mode_values[0] + beta * mode_values[1]


def _avoid_rows(match: Match) -> tuple[Sequence[Sequence[float]], Sequence[float]]:
    """A follower's chances of not being worst per throws left and result, and its
    Chicago's: the round tables', or, with Hard players after it chasing the best, the
    exact ones (ai/chase_chain.py, checked against a brute force in
    test_weighted_last_hard.py)."""
    model = model_of(match)
    turn = match.turn
    assert turn is not None
    keys, chicagos = result_keys(model, match, match.round_state.call)
    after = len(match.round_state.order) - len(match.results) - 1
    line = (AVOID, match.round_state.call, turn.cap)
    return HardAfter(model).follower_rows(line, min(keys), after, chicagos, max(keys))


def _chances(match: Match, left: int, state: int) -> tuple[float, float]:
    """The chances of not being worst (:func:`_avoid_rows`; the leader's from its round
    table) and of being best (the round table's) of stopping on ``state`` with ``left``
    throws left (0.0 where a table has nothing to offer)."""
    avoid, best = turn_table(match, AVOID), turn_table(match, BEST)
    assert avoid is not None
    if match.results:
        a = _avoid_rows(match)[0][left][state]
    elif chases_best(model_of(match)):
        # The leader before Hard players chasing the best (R42, R45): the exact chance
        # (ai/chase_chain.py) of the call best for it (R7), its throws everybody's cap (R5).
        turn = match.turn
        assert turn is not None
        source = HardAfter(model_of(match))
        t = turn.cap - left
        a = max(source.leader_end(AVOID, c, state, t, False) for c in calls_of(match.rules))
    else:
        a = avoid.stop[left][state]
    return a, best.stop[left][state] if best is not None else 0.0


def _end_value(match: Match, held: tuple[int, ...], faces: tuple[int, ...]) -> float:
    """The value for the mover of ending the turn on ``held`` + ``faces`` thrown, the
    throw played through the engine: a Chicago (R20) is worth the match won where it
    removes its roller (R44), else its weighted chances (every later result below it,
    R20); any other end the weighted chances of its result."""
    turn = match.turn
    assert turn is not None
    branch = _branch(match)
    events = branch.apply(Throw(hold=frozenset(held), faces=faces))
    if any(isinstance(e, ChicagoThrown) for e in events):
        assert len(held) == 0 and faces == (1, 1, 1)  # R20
        goal = objective(match)
        assert goal is not None
        if goal[3] is not None:
            return 1.0  # R44
        model = model_of(match)
        keys, chicagos = result_keys(model, match, match.round_state.call)
        after = len(match.round_state.order) - len(match.results) - 1
        line = (match.round_state.call, turn.cap)
        a = _avoid_rows(match)[1][0]
        b = model.follower_stop((BEST, *line), max(keys), after, chicagos)[1][0]
        return _weighted(match, (a, b))
    faces_after = list(turn.faces or ())
    thrown = iter(faces)
    for p in range(3):
        if p not in held:
            faces_after[p] = next(thrown)
    state = STATE_INDEX[tuple(sorted(faces_after))]
    return _weighted(match, _chances(match, 0, state))


@pytest.mark.parametrize(("name", "players"), [("pub", 4), ("pub", 5), ("basic", 4)])
def test_last_throw_options_are_worth_their_engine_outcomes(name: str, players: int) -> None:
    """R20, R44, R4: with one throw left, every hold's value in the weighted table is the
    average over the thrown dice of the end's value (a Chicago the match won in pub); a
    stop is worth its result's weighted chances."""
    checked = chicago_chances = 0
    for match in _positions(name, players):
        turn = match.turn
        assert turn is not None
        if turn.cap - turn.throws != 1 or (checked >= 6 and chicago_chances):
            continue
        if not match.results and match.rules.scoring is Scoring.CALLED:
            continue  # a leader who calls (R7): the stop test below
        goal = objective(match)
        assert goal is not None
        table = weighted_table(match, goal)
        for choice in turn_choices(match):
            if choice.kind == "turn":
                continue  # R21/R22 turn a six first: not a plain throw
            got = _value(table, match, choice)
            if choice.kind == "stop":
                state = STATE_INDEX[tuple(sorted(turn.faces or ()))]
                expected = _weighted(match, _chances(match, 1, state))
                assert got == pytest.approx(expected, abs=1e-12)
                continue
            action = _action(match, choice)
            assert isinstance(action, Throw)
            held_positions = tuple(sorted(action.hold))
            outcomes = _all_faces(3 - len(held_positions))
            expected = sum(_end_value(match, held_positions, f) for f in outcomes) / len(outcomes)
            assert got == pytest.approx(expected, abs=1e-12)
            chicago_chances += not held_positions
        checked += 1
    assert checked >= 5
    assert chicago_chances >= 1  # a throw of all three dice, where the Chicago counts


def _all_faces(count: int) -> list[tuple[int, ...]]:
    """Every ordered throw of ``count`` dice (each equally likely)."""
    out: list[tuple[int, ...]] = [()]
    for _ in range(count):
        out = [(*t, f) for t in out for f in range(1, 7)]
    return out


def test_with_no_chicago_reachable_handing_out_is_hards_play() -> None:
    """R43, R4: handing out only the worst moves, so once a die is held for good (no
    Chicago can follow, R20) the weighted value is an increasing function of Hard's own
    chance and Expert's choice is Hard's."""
    compared = 0
    for match in _positions("pub", 4) + _positions("pub", 5):
        turn = match.turn
        assert turn is not None
        if match.coaster_phase is not CoasterPhase.HANDING_OUT or not turn.final:
            continue
        assert decide(match) == preset_policies.hard(match)
        compared += 1
    assert compared >= 3


def test_a_chicago_is_worth_the_match_in_the_weighted_table() -> None:
    """R44: before a throw of all three dice, the chance of 1·1·1 (1/216) adds the match
    won in place of the result's value, so the weighted value of that throw is above the
    same throw valued by its chances alone wherever the standing is short of won."""
    for match in _positions("pub", 4):
        turn = match.turn
        assert turn is not None
        if turn.cap - turn.throws != 1:
            continue
        values = coaster_values(match)
        goal = objective(match)
        assert values is not None and goal is not None
        if values[2] >= 1.0 or turn.final:
            continue
        table = weighted_table(match, goal)
        rethrow = next(c for c in turn_choices(match) if c.kind == "hold" and not c.held)
        chicago = 1.0 / 216
        plain = (
            sum(_end_value(match, (), faces) for faces in _all_faces(3) if faces != (1, 1, 1)) / 216
        )
        assert _value(table, match, rethrow) == pytest.approx(plain + chicago * 1.0, abs=1e-12)
        assert _value(table, match, rethrow) > plain + chicago * values[2]
        return
    raise AssertionError("no throw of all three dice short of a won standing")


@functools.cache
def _bavarian_leaders() -> tuple[Match, ...]:
    """Bavarian leaders of a round of three or more after their first throw (seeded Hard
    self-play), replayed copies, in both phases."""
    found: dict[CoasterPhase, list[Match]] = {
        CoasterPhase.HANDING_OUT: [],
        CoasterPhase.CLEARING: [],
    }
    for seed in range(40):
        match = Match(preset("bavarian"), 4, dice=RandomDice(seed), seed=seed)
        seats = [make_player("hard", seed * 8 + i) for i in range(4)]
        while not match.is_over:
            turn = match.turn
            phase = match.coaster_phase
            if (
                objective(match) is not None
                and phase is not None
                and not match.results
                and turn is not None
                and len(found[phase]) < 3
            ):
                found[phase].append(_branch(match))
            seat = match.current_seat
            assert seat is not None
            match.apply(seats[seat].decide(match))
        if all(len(v) == 3 for v in found.values()):
            return tuple(m for v in found.values() for m in v)
    raise AssertionError("too few bavarian leader positions")


def test_the_leaders_stop_is_worth_its_best_call_for_the_match() -> None:
    """R7, R5, R44: the leader calls after seeing its dice, so stopping is worth the call
    best for the match: the weighted table's stop value is the most, over the calls the
    engine offers after the stop, of ``V_W + alpha * p_avoid_loss + beta * p_best`` of that
    call (``beta`` zero handing out, R43)."""
    from chicago_desktop.ai.round_hints import call_options

    for match in _bavarian_leaders():
        turn = match.turn
        assert turn is not None and turn.faces is not None
        values = coaster_values(match)
        goal = objective(match)
        assert values is not None and goal is not None
        v_w, v_m, v_b = values
        beta = v_b - v_m if match.coaster_phase is CoasterPhase.CLEARING else 0.0
        # R44: the standing's own values, absolute (a Chicago is worth 1 beside them).
        assert goal == (v_w, v_m - v_w, beta, 1.0)
        table = weighted_table(match, goal)
        stop = next(c for c in turn_choices(match) if c.kind == "stop")
        branch = _branch(match)
        branch.apply(Stop())
        expected = max(
            v_w + (v_m - v_w) * o.p_avoid_loss + beta * o.p_best for o in call_options(branch)
        )
        assert _value(table, match, stop) == pytest.approx(expected, abs=1e-12)


def test_a_chicago_is_the_match_won_only_where_it_removes_its_roller() -> None:
    """R44 holds in bavarian and pub only: in basic (R42) and tschigg's clearing phase
    (R45) a Chicago is valued by the weights like any result, from
    :func:`.match_model.preset_weights`; classic keeps its own full-table ranking and
    tschigg's handing-out phase Hard's (no weights, R43)."""
    from chicago_desktop.ai.match_model import preset_weights

    for name in ("classic", "basic", "tschigg"):
        match = Match(preset(name), 4, dice=RandomDice(5), seed=5)
        seats = [make_player("hard", i) for i in range(4)]
        seen = 0
        while not match.is_over:
            goal = objective(match)
            turn = match.turn
            if name == "classic" or match.coaster_phase is CoasterPhase.HANDING_OUT:
                assert goal is None
                assert decide(match) is None
            elif turn is not None and turn.throws > 0 and len(match.round_state.order) >= 3:
                weights = preset_weights(match)
                assert weights is not None
                assert goal == (0.0, weights[0], weights[1], None)
                seen += 1
            seat = match.current_seat
            assert seat is not None
            match.apply(seats[seat].decide(match))
        assert name == "classic" or seen > 0


def test_not_in_a_round_of_two_nor_before_the_first_throw() -> None:
    """Heads-up the best and the worst are one outcome (Hard's ranking and the exact
    heads-up reply stay); before a turn's first throw there is nothing to choose."""
    match = Match(preset("pub"), 2, dice=RandomDice(1), seed=1)
    assert objective(match) is None
    match = Match(preset("pub"), 4, dice=RandomDice(1), seed=1)
    assert match.turn is not None and match.turn.throws == 0
    assert objective(match) is None
    match.apply(Throw())
    assert objective(match) is not None
    assert isinstance(decide(match), (Throw, Stop))
