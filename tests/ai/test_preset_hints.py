"""Hints in every preset: hand-computed values, the shape of ``hint --json``, and Hard."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from chicago_desktop.ai import hint, make_player
from chicago_desktop.ai.round_hints import objective_of
from chicago_desktop.cli import main
from chicago_desktop.engine import MakeCall, Match, Phase, Stop, Throw, TurnSixes, preset
from chicago_desktop.records import parse_record, replay_record

TOL = 1e-12


def _record(name: str, actions: list[dict[str, object]], players: int = 2) -> dict[str, object]:
    return {
        "format": "chicago-record",
        "version": 1,
        "rules": {"preset": name},
        "players": [{"name": f"P{i}"} for i in range(players)],
        "first_leader": 0,
        "actions": actions,
    }


def _match(record: dict[str, object]) -> Match:
    return replay_record(parse_record(json.dumps(record))).match


def _cli_json(tmp_path: Path, record: dict[str, object], capsys: pytest.CaptureFixture[str]) -> Any:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["hint", str(path), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_pub_follower_after_a_fish_on_one_throw(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """R32/R23: a fish in one throw is beaten only by a result with a one or a six (a
    later equal fish in one throw ranks below it); R5: one throw. 1 - (4/6)^3 = 19/27."""
    out = _cli_json(tmp_path, _record("pub", [{"throw": [2, 3, 5]}, {"stop": True}]), capsys)
    assert out["seat"] == 1 and out["objective"] == "avoid_loss"
    (option,) = out["options"]
    assert option["action"] == {"hold": []}
    assert abs(option["p_avoid_loss"] - 19 / 27) < TOL
    assert abs(option["p_best"] - 19 / 27) < TOL


def test_pub_chicago_on_fewer_throws_beats_an_earlier_chicago(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """R20 + R32: the leader of three throws a Chicago on its second throw (R44: it leaves,
    the round goes on, cap two by R5). Only a Chicago on the first throw ranks above it
    (fewer throws); one on the second ranks below it (turn order). So being the best is
    exactly 1/216, and avoiding the worst is certain on a Chicago either way."""
    actions: list[dict[str, object]] = [
        {"throw": [2, 3, 5]},
        {"throw": [1, 1, 1], "hold": []},
    ]
    out = _cli_json(tmp_path, _record("pub", actions, players=3), capsys)
    assert out["seat"] == 1
    (option,) = out["options"]
    assert option["action"] == {"hold": []}
    assert abs(option["p_best"] - 1 / 216) < TOL


def test_bavarian_call_after_the_lowest_result(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """2·2·2 called "ones 100 · sixes 60 · low" is the lowest value; only a Chicago (1/216)
    beats it, and with two players it cuts the round with no worst (R44)."""
    out = _cli_json(tmp_path, _record("bavarian", [{"throw": [2, 2, 2]}, {"stop": True}]), capsys)
    assert out["seat"] == 0
    options = {json.dumps(o["action"]): o for o in out["options"]}
    assert len(options) == 8  # R7: ones, sixes, direction
    low = options[json.dumps({"call": {"ones": 100, "sixes": 60, "direction": "low"}})]
    assert abs(low["p_avoid_loss"] - 1.0) < TOL
    assert abs(low["p_best"] - 215 / 216) < TOL


def test_tschigg_sand_for_leader_and_follower(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """R24: the leader made sand and calls it; the follower (one throw, R5) is best only
    with sand (8/27) or a Chicago (1/216); the leader is best otherwise."""
    actions: list[dict[str, object]] = [{"throw": [2, 3, 4]}, {"stop": True}]
    out = _cli_json(tmp_path, _record("tschigg", actions), capsys)
    assert len(out["options"]) == 9
    sand = next(o for o in out["options"] if o["action"] == {"call": "sand"})
    assert abs(sand["p_avoid_loss"] - 1.0) < TOL
    assert abs(sand["p_best"] - 151 / 216) < TOL
    out = _cli_json(tmp_path, _record("tschigg", [*actions, {"call": "sand"}]), capsys)
    (option,) = out["options"]
    assert abs(option["p_avoid_loss"] - 65 / 216) < TOL
    assert abs(option["p_best"] - 65 / 216) < TOL


def test_basic_chicago_leader_is_best_under_every_call() -> None:
    """R20/R31: a Chicago ranks first under any call and a later one ties below it."""
    h = hint(_match(_record("basic", [{"throw": [1, 1, 1]}])))
    assert h.objective == "best"
    assert len(h.options) == 8
    assert all(abs(o.p_best - 1.0) < TOL and abs(o.p_avoid_loss - 1.0) < TOL for o in h.options)


def test_final_holds_and_turning_sixes_are_options() -> None:
    """R4: every hold keeps the final dice; R21: turning two sixes is offered, and after it
    the die in the cup is never held and stopping is not an option."""
    m = _match(_record("basic", [{"throw": [6, 2, 3]}, {"throw": [6, 6], "hold": [0]}]))
    h = hint(m)
    actions = [o.action for o in h.options]
    assert TurnSixes() in actions and Stop() in actions
    holds = [a.hold for a in actions if isinstance(a, Throw)]
    assert all(0 in hold for hold in holds)  # die 0 was held for a throw: final (R4)
    # 6 final, 6·6 free: hold 0 alone, 0 and one six; both sixes would be a stop.
    assert sorted(sorted(hold) for hold in holds) == [[0], [0, 1]]
    m.turn_sixes()
    after = hint(m)
    acts = [o.action for o in after.options]
    assert Stop() not in acts and TurnSixes() not in acts
    assert all(
        isinstance(a, Throw) and m.turn is not None and not (a.hold & m.turn.cup) for a in acts
    )


@pytest.mark.parametrize("name", ["basic", "bavarian", "tschigg", "pub", "classic"])
def test_hard_plays_the_hints_best_for_the_objective(name: str) -> None:
    """Walk a few seeded matches of two players: at each decision Hard's action is the
    hint's first option, and both chances are probabilities."""
    from chicago_desktop.engine import RandomDice

    for seed in range(3):
        m = Match(preset(name), 2, dice=RandomDice(seed), seed=seed)
        hard = make_player("hard", seed)
        for _ in range(40):
            if m.is_over:
                break
            h = hint(m)
            assert h.objective == objective_of(m)
            assert all(
                0.0 <= o.p_avoid_loss <= 1.0 + TOL and 0.0 <= o.p_best <= 1.0 + TOL
                for o in h.options
            )
            action = hard.decide(m)
            assert action == h.best.action
            if m.phase is Phase.CALL:
                assert isinstance(action, MakeCall)
            m.apply(action)


@pytest.mark.parametrize(
    ("name", "phase_objective"),
    [("tschigg", "both"), ("bavarian", "best"), ("pub", "best")],
)
def test_clearing_phase_objectives(name: str, phase_objective: str) -> None:
    """R45: in the clearing phase tschigg plays for both places, bavarian and pub for the
    best; options are sorted by that objective."""
    from chicago_desktop.ai.round_hints import objective_value
    from chicago_desktop.engine import CoasterPhase, RandomDice

    for seed in range(20):  # the first seeded match that reaches the clearing phase
        m = Match(preset(name), 3, dice=RandomDice(seed), seed=seed)
        players = [make_player("medium", i) for i in range(3)]
        while not m.is_over and m.coaster_phase is not CoasterPhase.CLEARING:
            seat = m.current_seat
            assert seat is not None
            m.apply(players[seat].decide(m))
        if not m.is_over:
            break
    assert not m.is_over and m.coaster_phase is CoasterPhase.CLEARING
    assert hint(m).objective == phase_objective
    m.apply(players[m.current_seat or 0].decide(m))  # a decision with several options
    h = hint(m)
    values = [objective_value(h.objective, o.p_avoid_loss, o.p_best) for o in h.options]
    assert values == sorted(values, reverse=True)


@pytest.mark.parametrize("name", ["classic", "basic", "bavarian", "tschigg", "pub"])
def test_hint_command_on_every_preset(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    actions: list[dict[str, object]] = [{"throw": [6, 6, 2]}]
    out = _cli_json(tmp_path, _record(name, actions), capsys)
    assert out["seat"] == 0 and out["best"] == out["options"][0]
    kinds = {next(iter(o["action"])) for o in out["options"]}
    assert {"stop", "hold"} <= kinds
    assert ("turn_sixes" in kinds) == (name != "classic")  # R21: not in classic
    path = tmp_path / "game.json"
    assert main(["hint", str(path)]) == 0
    assert "P0" in capsys.readouterr().out
