"""Invalid Chicago 2–12 records are refused whole, naming the first bad action (RECORDS.md).

Each file in invalid/ carries its expectation in an extra top-level field ``expect``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from chicago_desktop.cli import main
from chicago_desktop.records import RecordError
from chicago_desktop.two_to_twelve.records import load_record, parse_record

INVALID = Path(__file__).parent / "invalid"
CASES = sorted(INVALID.glob("*.json"))
GOLDEN = Path(__file__).parent / "golden"


def test_there_are_invalid_cases() -> None:
    assert len(CASES) >= 12


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_invalid_record_names_index_and_rule(path: Path) -> None:
    expect = json.loads(path.read_text())["expect"]
    with pytest.raises(RecordError) as err:
        load_record(path)
    assert err.value.index == expect["index"]
    assert err.value.rule == expect["rule"]
    assert str(err.value).startswith(f"action {expect['index']}: ")


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
@pytest.mark.parametrize("as_json", [True, False])
def test_cli_exits_2_with_one_line(
    path: Path, as_json: bool, capsys: pytest.CaptureFixture[str]
) -> None:
    expect = json.loads(path.read_text())["expect"]
    assert main(["replay", str(path), *(["--json"] if as_json else [])]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1
    assert f"action {expect['index']}:" in lines[0]


def base(**change: object) -> dict[str, object]:
    data: dict[str, object] = {
        "format": "chicago-record",
        "version": 1,
        "game": "chicago-2-12",
        "rules": {},
        "players": [{"name": "A"}, {"name": "B"}],
        "actions": [],
    }
    data.update(change)
    return data


FOUR = [{"name": n} for n in "ABCD"]


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        ({"format": "other"}, "format"),
        ({"version": 2}, "version"),
        ({"version": True}, "version"),
        ({"game": "chicago-3-18"}, "game"),
        ({"game": None}, "game"),
        ({"rules": []}, "rules"),
        ({"rules": {"dice": 4}}, "dice"),
        ({"rules": {"dice": True}}, "dice"),
        ({"rules": {"dice": 2.0}}, "dice"),
        ({"rules": {"order": "sideways"}}, "order"),
        ({"rules": {"order": 1}}, "order"),
        ({"rules": {"teams": "yes"}}, "teams"),
        ({"rules": {"elimination": 1}}, "elimination"),
        ({"rules": {"teams": True, "elimination": True}, "players": FOUR}, "not played together"),
        ({"rules": {"teams": True}}, "Teams need"),
        ({"rules": {"teams": True}, "players": FOUR[:3]}, "Teams need"),
        ({"players": [{"name": "A"}]}, "players"),
        ({"players": [{"name": str(i)} for i in range(9)]}, "players"),
        ({"players": "AB"}, "players"),
        ({"players": [{"name": ""}, {"name": "B"}]}, "name"),
        ({"players": [{"name": "A", "type": "robot"}, {"name": "B"}]}, "type"),
        ({"players": [{"name": "A", "type": "cpu", "level": "god"}, {"name": "B"}]}, "level"),
        ({"players": [["A"], {"name": "B"}]}, "player 0"),
        ({"seed": "x"}, "seed"),
        ({"first_leader": 1}, "first_leader"),
        ({"actions": {}}, "actions"),
    ],
)
def test_bad_header_fields(change: dict[str, object], fragment: str) -> None:
    with pytest.raises(RecordError) as err:
        parse_record(json.dumps(base(**change)))
    assert fragment in str(err.value)
    assert err.value.index is None
    assert "\n" not in str(err.value)


def test_defaults_and_accepted_header_values() -> None:
    record = parse_record(json.dumps({k: v for k, v in base().items() if k != "rules"}))
    assert record.rules.settings() == {
        "dice": 2,
        "order": "up",
        "teams": False,
        "elimination": False,
    }
    eight = parse_record(json.dumps(base(players=[{"name": str(i)} for i in range(8)])))
    assert len(eight.players) == 8
    six_teams = parse_record(json.dumps(base(rules={"teams": True}, players=FOUR + FOUR[:2])))
    assert six_teams.rules.teams
    assert parse_record(json.dumps(base(first_leader=0))).rules == record.rules
    cpu = parse_record(json.dumps(base(players=[{"name": "A", "type": "cpu"}, {"name": "B"}])))
    assert cpu.players[0].is_cpu


def test_unknown_game_is_refused_by_the_replay_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "other.json"
    path.write_text(json.dumps(base(game="yahtzee")))
    assert main(["replay", str(path), "--json"]) == 2
    err = capsys.readouterr().err
    assert "'game' must be" in err
    assert len(err.strip().splitlines()) == 1


def test_three_dice_records_still_go_to_the_three_dice_replay(
    capsys: pytest.CaptureFixture[str],
) -> None:
    three = Path(__file__).parent.parent / "records" / "golden" / "e5_draw.json"
    assert main(["replay", str(three), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["draw"] is True


def test_hint_on_a_chicago_2_12_record_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["hint", str(GOLDEN / "cut_mid_round.json")]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1
    assert "no decision to hint" in lines[0]
    assert "Chicago 2–12" in lines[0]


def test_hint_on_an_invalid_chicago_2_12_record_names_the_action(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["hint", str(INVALID / "face_seven.json")]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1
    assert "action 3:" in lines[0]


def test_oversized_file_is_refused_before_parsing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.json"
    head = json.dumps(base())[:-1]
    big.write_text(head + ', "pad": "' + "x" * (4 * 1024 * 1024) + '"}')
    with pytest.raises(RecordError, match="larger than"):
        load_record(big)
    assert main(["replay", str(big)]) == 2
    assert "larger than" in capsys.readouterr().err
