"""Golden Chicago 2–12 records: each replays to exactly its hand-worked RECORDS.md object.

The ``.expected.json`` files were worked out by hand from RULES.md R60–R61 and the
decisions in docs/rules.md (scores, totals, who goes out, roll-offs, statuses); one file
per variation and combination, plus records cut mid-round, mid-roll-off and at a tie.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from chicago_desktop.cli import main
from chicago_desktop.records import dumps_record
from chicago_desktop.two_to_twelve.records import (
    load_record,
    outcome_json,
    parse_record,
    record_to_json,
    replay_record,
)

GOLDEN = Path(__file__).parent / "golden"
CASES = sorted(p for p in GOLDEN.glob("*.json") if not p.name.endswith(".expected.json"))


def expected_of(record: Path) -> dict[str, object]:
    data = json.loads(record.with_suffix("").with_suffix(".expected.json").read_text())
    assert isinstance(data, dict)
    return data


def test_there_are_golden_cases_for_every_variation() -> None:
    rules = [json.loads(p.read_text())["rules"] for p in CASES]
    assert any(r.get("order") == "down" for r in rules)
    assert any(r.get("dice") == 3 for r in rules)
    assert any(r.get("teams") for r in rules)
    assert any(r.get("elimination") for r in rules)
    assert any(r.get("elimination") and r.get("dice") == 3 for r in rules)
    assert any(r.get("teams") and r.get("order") == "down" for r in rules)
    assert len(CASES) >= 12


@pytest.mark.parametrize("record", CASES, ids=lambda p: p.stem)
def test_replay_json_matches_golden(record: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(record), "--json"]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    assert json.loads(captured.out) == expected_of(record)


@pytest.mark.parametrize("record", CASES, ids=lambda p: p.stem)
def test_replay_text_tells_every_round(record: Path, capsys: pytest.CaptureFixture[str]) -> None:
    expected = expected_of(record)
    assert main(["replay", str(record)]) == 0
    out = capsys.readouterr().out
    rounds = expected["rounds"]
    assert isinstance(rounds, list)
    for number, summary in enumerate(rounds, start=1):
        assert f"Round {number} — target {summary['target']}" in out
    for line in out.splitlines():
        if line.startswith(f"Round {len(rounds) + 1} — "):
            assert not expected["finished"]
            assert line.endswith(", in progress")
    rolloffs = expected["rolloffs"]
    assert isinstance(rolloffs, list)
    for number in range(1, len(rolloffs) + 1):
        assert f"Roll-off {number} between" in out
    if expected["finished"]:
        assert "wins" in out.splitlines()[-1]
    else:
        assert out.splitlines()[-1] == "Outcome: not finished yet."


@pytest.mark.parametrize("record", CASES, ids=lambda p: p.stem)
def test_written_back_record_replays_the_same(record: Path) -> None:
    parsed = load_record(record)
    replayed = replay_record(parsed)
    text = dumps_record(replayed.to_json())
    again = parse_record(text)
    assert again.actions == parsed.actions
    assert again.rules == parsed.rules
    assert again.players == parsed.players
    assert again.extra == parsed.extra
    assert replay_record(again).game.state_key() == replayed.game.state_key()
    assert outcome_json(replay_record(again).game) == expected_of(record)
    assert record_to_json(parsed.rules, parsed.players, parsed.actions)["game"] == "chicago-2-12"


def test_unknown_top_level_fields_survive_the_round_trip() -> None:
    parsed = load_record(GOLDEN / "cut_mid_round.json")
    assert parsed.extra == {"note": "autosave"}
    assert replay_record(parsed).to_json()["note"] == "autosave"
