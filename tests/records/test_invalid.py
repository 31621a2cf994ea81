"""Invalid records are refused whole, naming the first bad action and the rule it breaks.

Each file in invalid/ carries its expectation in an extra top-level field ``expect``
(readers ignore unknown top-level fields, RECORDS.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from chicago_desktop.cli import main
from chicago_desktop.records import RecordError, load_record, replay_record

INVALID = Path(__file__).parent / "invalid"
CASES = sorted(INVALID.glob("*.json"))


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_invalid_record_names_index_and_rule(path: Path) -> None:
    expect = json.loads(path.read_text())["expect"]
    with pytest.raises(RecordError) as err:
        replay_record(load_record(path))
    assert err.value.index == expect["index"]
    assert err.value.rule == expect["rule"]
    assert str(err.value).startswith(f"action {expect['index']}: ")


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_cli_exits_2_with_one_line(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    expect = json.loads(path.read_text())["expect"]
    assert main(["replay", str(path), "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1
    assert f"action {expect['index']}:" in lines[0]


def base() -> dict[str, object]:
    return {
        "format": "chicago-record",
        "version": 1,
        "rules": {"preset": "classic"},
        "players": [{"name": "A", "type": "human"}, {"name": "B", "type": "cpu"}],
        "actions": [],
    }


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        ({"format": "other"}, "format"),
        ({"version": 2}, "version"),
        ({"version": True}, "version"),
        ({"rules": {"preset": "poker"}}, "preset"),
        ({"rules": {"preset": "classic", "max_throws": 4}}, "max_throws"),
        ({"rules": {"preset": "classic", "losses_to_out": 4}}, "losses_to_out"),
        ({"rules": {"preset": "classic", "max_throws": 2.0}}, "whole number"),
        ({"players": [{"name": "A"}]}, "players"),
        ({"players": [{"name": "A"}] * 7}, "players"),
        ({"players": [{"name": ""}, {"name": "B"}]}, "name"),
        ({"players": [{"name": "A", "type": "robot"}, {"name": "B"}]}, "type"),
        ({"players": [{"name": "A", "type": "cpu", "level": "god"}, {"name": "B"}]}, "level"),
        ({"seed": "x"}, "seed"),
        ({"first_leader": 2}, "first_leader"),
        ({"actions": {}}, "actions"),
    ],
)
def test_bad_header_fields(change: dict[str, object], fragment: str) -> None:
    from chicago_desktop.records import parse_record

    data = base() | change
    with pytest.raises(RecordError) as err:
        parse_record(json.dumps(data))
    assert fragment in str(err.value)
    assert err.value.index is None


def test_an_empty_basic_record_replays_as_an_unfinished_search(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """R42: every preset replays; a basic record with no actions is a search not begun."""
    path = tmp_path / "basic.json"
    path.write_text(json.dumps(base() | {"rules": {"preset": "basic", "searches": 3}}))
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finished"] is False and out["rounds"] == []


def test_missing_file_and_oversized_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(tmp_path / "nope.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (4 * 1024 * 1024 + 1))
    assert main(["replay", str(big)]) == 2
    assert "larger than" in capsys.readouterr().err
