"""Expert beyond the round: the heads-up best reply to a known level and the full-table
match model, checked exactly on small instances (no sampling; strength is benchmarked)."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from chicago_desktop.ai.best_reply import best_reply_steps
from chicago_desktop.ai.dice_space import OUT_PROBS, OUT_STATES, STATE_SCORE, STATES, SUB_KEPT
from chicago_desktop.ai.evaluation import base_situation, heads_up_match, match_score, turn_outcomes
from chicago_desktop.ai.match_model import ME, classic_value, classic_weights, search_loss
from chicago_desktop.ai.policies import expert
from chicago_desktop.ai.round_values import round_rules
from chicago_desktop.ai.selfplay import play_match
from chicago_desktop.ai.steps import run_steps
from chicago_desktop.ai.turn_solver import STOP, best_of
from chicago_desktop.engine import preset


def test_best_reply_is_what_its_policy_scores_and_beats_the_other_replies() -> None:
    """The table value of the best reply to Medium equals the forward Markov chain of the
    Expert that knows its opponent is Medium, and no other policy does better."""
    tables = run_steps(best_reply_steps("medium", 2, 2))
    assert all(0.0 <= v <= 1.0 for v in tables.value.values())
    mine = match_score(*heads_up_match("expert:medium", "medium", losses_to_out=2, max_throws=2))
    assert mine == pytest.approx(tables.start(), abs=1e-12)
    for other in ("hard", "expert:expert", "medium"):
        theirs = match_score(*heads_up_match(other, "medium", losses_to_out=2, max_throws=2))
        assert mine >= theirs - 1e-12


def test_best_reply_leader_choice_matches_a_brute_force() -> None:
    """At 1-1 (two losses to be out, so the round decides), leading with one throw left:
    each choice's value enumerated directly over our throw and Medium's whole reply turn
    agrees with the solved table, and Expert picks the best of them."""
    tables = run_steps(best_reply_steps("medium", 2, 2))

    def end_value(x: int, t: int) -> float:
        start = base_situation(
            players=2, max_throws=2, cap=t, position=1, results=((x, t),), losses_to_out=2
        )
        total = 0.0
        for (y, _u), q in turn_outcomes("medium", start).items():
            if y > x:
                total += q * 0.0  # we take the second loss alone
            elif y < x:
                total += q * 1.0
            else:
                total += q * 0.5  # both out together: a draw (R41)
        return total

    sit0 = base_situation(players=2, max_throws=2, cap=2, position=0, losses=1, others=(1,))
    for state in range(len(STATES)):
        brute = [(STOP, end_value(STATE_SCORE[state], 1))]
        for k in SUB_KEPT[state]:
            brute.append(
                (
                    k,
                    sum(
                        p * end_value(STATE_SCORE[s], 2)
                        for s, p in zip(OUT_STATES[k], OUT_PROBS[k], strict=True)
                    ),
                )
            )
        table = dict(tables.leader_table(1, 1).options(state, 1))
        for choice, value in brute:
            assert table[choice] == pytest.approx(value, abs=1e-12)
        faces = STATES[state]
        sit = replace(sit0, faces=(faces[0], faces[1], faces[2]), state=state, throws=1, left=1)
        chosen = expert(sit, ("medium",))[0][0]
        assert table[chosen] == pytest.approx(best_of(brute)[1], abs=1e-12)


@pytest.mark.parametrize(
    "lives", [(3, 3), (3, 3, 3), (1, 2, 3), (2, 2, 2, 2), (1, 1, 3, 2, 2), (3, 1, 2, 1, 2, 3)]
)
def test_classic_match_model_is_a_probability_for_everybody(lives: tuple[int, ...]) -> None:
    """Every player's chance of being the last left, in one state, sums to one (the model
    has no draws), whoever leads; each is a probability."""
    for lead in range(len(lives)):
        total = 0.0
        for i, mine in enumerate(lives):
            others = [v for j, v in enumerate(lives) if j != i]
            if i == lead:
                value = classic_value(mine, ME, tuple(sorted(others)), 3)
            else:
                rest = [v for j, v in enumerate(lives) if j not in (i, lead)]
                value = classic_value(mine, lives[lead], tuple(sorted(rest)), 3)
            assert 0.0 <= value <= 1.0
            total += value
        assert total == pytest.approx(1.0, abs=1e-12)


def test_classic_match_model_orders_the_outcomes() -> None:
    """More lives and the lead are worth more; a loss costs more than the lead gains."""
    for me, others in itertools.product((1, 2, 3), [(3, 3), (1, 2, 3), (2, 2)]):
        rest = tuple(sorted(others))
        assert classic_value(me, ME, rest, 3) > classic_value(me, rest[0], rest[1:], 3)
        if me > 1:
            assert classic_value(me, ME, rest, 3) > classic_value(me - 1, ME, rest, 3)
        alpha, beta = classic_weights(me, others, 3)
        assert alpha > beta > 0.0
    assert classic_value(2, ME, (), 3) == 1.0
    assert classic_value(0, ME, (3,), 3) == 0.0


def test_basic_search_model_values_the_lead() -> None:
    """Basic (R42): the leader of a round of two loses the search only if not best; in a
    larger round leading is worth more than following; each is a probability."""
    rules = round_rules(preset("basic"))
    for n in (2, 3):
        lead, follow = search_loss(rules, n, True, False), search_loss(rules, n, False, False)
        assert 0.0 <= lead < follow <= 1.0
    # Three players: the leader and the two followers account for exactly one loser.
    total = search_loss(rules, 3, True, False) + 2 * search_loss(rules, 3, False, False)
    assert total == pytest.approx(1.0, abs=1e-12)


@pytest.mark.parametrize("name", ["classic", "basic", "pub"])
def test_expert_at_a_full_table_replays_given_its_seed(name: str) -> None:
    """Expert with known Hard opponents is deterministic: a seed replays its match."""
    rules = None if name == "classic" else preset(name)
    levels = ("expert", "hard", "hard", "hard") if name == "classic" else ("expert", "hard", "hard")
    first = play_match(levels, 5, rules=rules)
    second = play_match(levels, 5, rules=rules)
    assert first.actions == second.actions
    assert first.is_over


def test_a_session_tells_its_cpu_seats_the_levels_at_the_table() -> None:
    """The session hands every CPU the table (None for a person), so Expert knows whom it
    replies to."""
    from chicago_desktop.session import Cpu, GameSession, LocalHuman, Seat

    seats = (Seat("Ann", LocalHuman()), Seat("Bo", Cpu("expert")), Seat("Cy", Cpu("easy")))
    session = GameSession(preset("classic"), seats, seed=3)
    deciders = session._deciders  # the CPUs the session made (white-box: what they know)
    assert {seat: getattr(d, "table", None) for seat, d in deciders.items()} == {
        1: (None, "expert", "easy"),
        2: (None, "expert", "easy"),
    }


def test_expert_plays_hard_where_one_outcome_is_all_that_matters() -> None:
    """Handing out coasters (R43), and in every round of two, only the worst counts (or
    best and worst are one outcome): Expert's choice is Hard's, decision by decision."""
    from chicago_desktop.ai import make_player
    from chicago_desktop.ai.full_table import preset_expert
    from chicago_desktop.ai.round_hints import best_option
    from chicago_desktop.engine import CoasterPhase, Match, RandomDice

    rules = preset("pub")
    match = Match(rules, 3, dice=RandomDice(8), seed=8)
    players = [make_player("hard", i) for i in range(3)]
    checked = 0
    while not match.is_over:
        handing_out = match.coaster_phase is CoasterPhase.HANDING_OUT
        if handing_out or len(match.round_state.order) == 2:
            assert preset_expert(match) == best_option(match).action
            checked += 1
        seat = match.current_seat
        assert seat is not None
        match.apply(players[seat].decide(match))
    assert checked > 10
