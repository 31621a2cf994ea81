"""Every level plays every preset to the end with legal actions only (R40-R46).

The engine refuses any illegal action (it validates before it changes anything), so a
match that ends proves every decision on the way was legal; a step bound proves it ends.
"""

from __future__ import annotations

import random

import pytest

from chicago_desktop.ai import LEVELS, make_player
from chicago_desktop.ai.preset_policies import keepers, medium_call, ones_beat_sixes
from chicago_desktop.engine import (
    Call,
    MakeCall,
    Match,
    Phase,
    RandomDice,
    Stop,
    Throw,
    TurnSixes,
    preset,
)
from tests.tiers import slow

PRESETS = ("basic", "bavarian", "tschigg", "pub")
MAX_STEPS = 20_000


def _play(name: str, levels: list[str], seed: int) -> Match:
    match = Match(preset(name), len(levels), dice=RandomDice(seed), seed=seed)
    players = [make_player(level, seed * 8 + i) for i, level in enumerate(levels)]
    kinds: set[type] = set()
    for _ in range(MAX_STEPS):
        if match.is_over:
            return match
        seat = match.current_seat
        assert seat is not None
        action = players[seat].decide(match)
        if match.phase is Phase.CALL:
            assert isinstance(action, MakeCall)
        kinds.add(type(action))
        match.apply(action)  # raises on anything illegal
    raise AssertionError(f"{name} {levels} seed {seed} did not end in {MAX_STEPS} steps")


@pytest.mark.parametrize("name", PRESETS)
def test_easy_and_medium_finish_every_table_size(name: str) -> None:
    rng = random.Random(name)
    for seed in range(30):
        n = rng.randint(2, 6)
        levels = [rng.choice(("easy", "medium")) for _ in range(n)]
        match = _play(name, levels, seed)
        assert match.is_over and match.loser is not None


@pytest.mark.parametrize(
    "name",
    # Tschigg's tables of three with an Expert and a Hard seat build Expert's clearing-phase
    # chains (ai/both_chain.py, seconds of one core) at their first decisions there: the
    # full run's (tests/tiers.py); test_both_chain checks that play against a brute force.
    [pytest.param(n, marks=slow) if n == "tschigg" else n for n in PRESETS],
)
def test_hard_and_expert_finish_small_tables(name: str) -> None:
    rng = random.Random(name + "hard")
    for seed in range(4):
        n = rng.randint(2, 3)
        levels = [rng.choice(LEVELS) for _ in range(n)]
        levels[seed % n] = "hard" if seed % 2 else "expert"
        assert _play(name, levels, seed).is_over


def test_a_cpu_seat_is_deterministic_given_its_seed() -> None:
    first = _play("tschigg", ["easy", "easy", "medium"], 5)
    again = _play("tschigg", ["easy", "easy", "medium"], 5)
    assert first.actions == again.actions


def test_medium_keepers_follow_the_call() -> None:
    assert keepers(None) == {1, 6}
    assert keepers(Call(ones=1, sixes=6, high=False)) == {1, 2}
    assert keepers(Call(ones=100, sixes=60, high=False)) == {2, 3}
    assert keepers(Call(ones=1, sixes=60, high=True)) == {6, 5}
    assert keepers(Call.sand_call()) == {2, 3, 4, 5}
    assert ones_beat_sixes(None) and ones_beat_sixes(Call(ones=1, sixes=6, high=False))
    assert not ones_beat_sixes(Call(ones=1, sixes=60, high=True))
    assert not ones_beat_sixes(Call.sand_call())


def test_medium_calls_sand_when_made_and_else_what_suits_its_dice() -> None:
    m = Match(preset("tschigg"), 2, first_leader=0)
    m.throw(faces=(2, 3, 4))
    m.stop()
    assert medium_call(m) == Call.sand_call()
    m = Match(preset("basic"), 2, first_leader=0)
    m.throw(faces=(1, 1, 6))
    m.stop()
    assert medium_call(m) == Call(ones=100, sixes=60, high=True)  # 260: only 1·1·1 beats it
    m = Match(preset("basic"), 2, first_leader=0)
    m.throw(faces=(2, 2, 3))
    m.stop()
    call = medium_call(m)
    assert not call.high  # a small result is called low


def test_every_level_turns_sixes_only_where_legal() -> None:
    """R21: after the turn the next action is a throw, whatever the level."""
    for level in LEVELS:
        m = Match(preset("pub"), 2, first_leader=0)
        m.throw(faces=(6, 6, 2))
        m.turn_sixes()
        action = make_player(level, 1).decide(m)
        assert isinstance(action, Throw) and not isinstance(action, Stop | TurnSixes)
        m.apply(action)


@pytest.mark.parametrize("name", PRESETS)
def test_simulate_command_plays_every_preset(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    """R42/R45: one loser per match; every other seat has won."""
    from chicago_desktop.cli import main

    args = ["simulate", "--preset", name, "--players", "medium,easy,easy", "--games", "6"]
    args += ["--seed", "3", "--json"]
    if name == "basic":
        args += ["--searches", "1"]
    assert main(args) == 0
    import json

    out = json.loads(capsys.readouterr().out)
    assert out["preset"] == name and out["games"] == 6 and out["draws"] == 0
    assert sum(level["losses"] for level in out["levels"]) == 6
    if name == "basic":
        assert out["rules"]["searches"] == 1
    for level in out["levels"]:
        assert level["wins"] == 6 - level["losses"]
        low, high = level["ci95"]
        assert 0.0 <= low <= level["win_rate"] <= high <= 1.0
        # One seat of the level wins unless it is the one that lost: its part of the
        # level's losses, the seats sharing them (the rates over all seats add to n - 1).
        share = 1.0 - level["losses"] / 6 / level["seats"]
        assert level["win_rate_per_seat"] == pytest.approx(share)
    per_seat = sum(lv["win_rate_per_seat"] * lv["seats"] for lv in out["levels"])
    assert per_seat == pytest.approx(2.0)  # three seats, one loser a match
    assert main(args) == 0
    assert json.loads(capsys.readouterr().out) == out  # the seed fixes the run
