"""The hint function and the ``hint`` and ``simulate`` commands."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from chicago_desktop.ai import hint, make_player, tables_ready, warm_up
from chicago_desktop.ai.round_tables import RoundTables
from chicago_desktop.ai.selfplay import play_match
from chicago_desktop.ai.steps import Steps
from chicago_desktop.cli import main
from chicago_desktop.engine import Match, ScriptedDice, Stop, Throw, fixed_score, preset

RECORD = {
    "format": "chicago-record",
    "version": 1,
    "rules": {"preset": "classic"},
    "players": [
        {"name": "Anna"},
        {"name": "Ben", "type": "cpu", "level": "hard"},
        {"name": "Cleo"},
    ],
    "first_leader": 0,
    "actions": [
        {"throw": [1, 4, 2]},
        {"throw": [6, 3], "hold": [0]},
        {"stop": True},
        {"throw": [5, 1, 3]},
    ],
}


def _write(tmp_path: Path, record: dict[str, object]) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def _match_of(record: dict[str, object]) -> Match:
    from chicago_desktop.records import parse_record, replay_record

    return replay_record(parse_record(json.dumps(record))).match


def test_hint_lists_every_distinct_option_best_first() -> None:
    match = _match_of(RECORD)
    h = hint(match)
    assert h.seat == 1
    values = [o.p_avoid_loss for o in h.options]
    assert values == sorted(values, reverse=True)
    assert h.best == h.options[0]
    holds = [o.action.hold for o in h.options if isinstance(o.action, Throw)]
    assert sum(isinstance(o.action, Stop) for o in h.options) == 1
    # 5·1·3 are three different faces: every subset of at most two dice is its own option.
    assert len(holds) == 7 and len(set(holds)) == 7
    assert all(0.0 <= v <= 1.0 for v in values)
    # The best option is what Hard plays.
    assert make_player("hard").decide(match) == h.best.action


def test_before_the_first_throw_the_only_option_is_to_throw() -> None:
    match = Match(preset("classic"), 2, dice=ScriptedDice([1, 4, 2]), first_leader=0)
    match.throw()
    match.stop()
    h = hint(match)
    assert h.seat == 1
    assert len(h.options) == 1 and h.options[0].action == Throw()
    assert 0.0 < h.options[0].p_avoid_loss < 1.0


def test_hint_merges_equal_dice_and_agrees_with_a_last_seat_count() -> None:
    """Last seat on 2·2·5 with one throw left against the leader's 164.

    As the last seat avoids the loss exactly when it ends above 164, every option's chance
    can be counted over the faces of the re-thrown dice.
    """
    dice = ScriptedDice([1, 4, 2, 6, 2, 2, 5])
    match = Match(preset("classic", max_throws=2), 2, dice=dice, first_leader=0)
    match.throw()
    match.throw([0, 1])  # 1·4·6 = 164 after two throws
    match.throw()  # follower: 2·2·5
    assert match.turn is not None and match.turn.faces == (2, 2, 5)
    h = hint(match)
    holds = [o.action.hold for o in h.options if isinstance(o.action, Throw)]
    assert frozenset({0}) in holds and frozenset({1}) not in holds  # the two 2s are one option
    import itertools

    for option in h.options:
        if isinstance(option.action, Stop):
            assert option.p_avoid_loss == 0.0
            continue
        assert isinstance(option.action, Throw)
        thrown = [p for p in range(3) if p not in option.action.hold]
        wins = 0
        for new in itertools.product(range(1, 7), repeat=len(thrown)):
            faces = list(match.turn.faces)
            for p, v in zip(thrown, new, strict=True):
                faces[p] = v
            wins += fixed_score(faces) > 164
        assert option.p_avoid_loss == pytest.approx(wins / 6 ** len(thrown))


def test_hint_command_prints_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hint", str(_write(tmp_path, RECORD)), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == 1
    assert out["objective"] == "avoid_loss"  # classic (docs/ai.md)
    assert out["best"] == out["options"][0]
    for option in out["options"]:
        assert set(option) == {"action", "p_avoid_loss", "p_best"}
        assert 0.0 <= option["p_best"] <= 1.0
        assert option["action"] == {"stop": True} or set(option["action"]) == {"hold"}


def test_hint_command_prints_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hint", str(_write(tmp_path, RECORD))]) == 0
    out = capsys.readouterr().out
    assert "Ben" in out and "Stop" in out and "%" in out


def test_hint_command_refuses_finished_and_invalid_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from chicago_desktop.records import match_record_json
    from chicago_desktop.records.model import PlayerInfo

    over = play_match(("medium", "hard"), 3)
    record = match_record_json(over, (PlayerInfo("A"), PlayerInfo("B")))
    assert main(["hint", str(_write(tmp_path, record))]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
    bad = dict(RECORD, actions=[{"throw": [7, 1, 1]}])
    assert main(["hint", str(_write(tmp_path, bad))]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_simulate_command(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--players", "hard,easy,easy", "--games", "12", "--seed", "4"]
    assert main([*args, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 12
    wins = sum(level["wins"] for level in out["levels"]) + out["draws"]
    assert wins == 12
    for level in out["levels"]:
        low, high = level["ci95"]
        assert 0.0 <= low <= level["win_rate"] <= high <= 1.0
    assert main([*args, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == out  # the seed fixes the run
    assert main(args) == 0
    assert "Easy wins" in capsys.readouterr().out  # level names as shown to players


def test_warm_up_is_idempotent_and_thread_safe() -> None:
    threads = [threading.Thread(target=warm_up) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert tables_ready()
    warm_up()
    assert tables_ready()


def test_warm_up_steps_build_every_table_in_small_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    from chicago_desktop.ai import tables
    from chicago_desktop.ai.match_tables import build_heads_up
    from chicago_desktop.ai.round_tables import build_round_tables

    monkeypatch.setattr(tables, "_registry", tables._Registry())  # nothing built yet
    first = tables.heads_up_tables(2, 1)  # a decision built this one before the warm-up
    steps = sum(1 for _ in tables.warm_up_steps())
    assert tables.tables_ready()
    assert tables.heads_up_tables(2, 1) is first  # kept, not built again
    assert steps > 1000  # a step is one solved turn or one leader score, never a table
    assert tables.round_tables() == build_round_tables()
    assert tables.heads_up_tables(5, 3) == build_heads_up(5, 3)
    assert sum(1 for _ in tables.warm_up_steps()) == 0  # all there: nothing to do


def test_a_hint_during_the_warm_up_finishes_the_same_build(monkeypatch: pytest.MonkeyPatch) -> None:
    """A table the warm-up is half way through is finished, not started again, by a
    decision or hint that needs it now; the warm-up then moves on to the next table."""
    from chicago_desktop.ai import tables
    from chicago_desktop.ai.round_tables import round_table_steps

    started: list[int] = []

    def counted() -> Steps[RoundTables]:
        started.append(1)
        return round_table_steps()

    monkeypatch.setattr(tables, "round_table_steps", counted)
    monkeypatch.setattr(tables, "_registry", tables._Registry())
    warm = tables.warm_up_steps()
    for _ in range(100):  # the round tables take several hundred steps
        next(warm)
    assert started == [1] and tables._registry.round.result is None  # half built
    needed_now = tables.round_tables()  # what a hint or decision asks for
    rest = sum(1 for _ in warm)
    assert started == [1]  # one build of the round tables, finished by the hint
    assert tables.round_tables() is needed_now
    assert tables.tables_ready() and rest > 0
