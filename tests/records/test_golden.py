"""Golden records: replaying each file must print exactly its expected RECORDS.md object.

The expected files of e3_e4_winner and e5_draw were worked out by hand from RULES.md
(E3, E4, E5, R30, R41); cut_mid_round checks that a round in progress is not listed.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from chicago_desktop.cli import main

GOLDEN = Path(__file__).parent / "golden"
CASES = sorted(p for p in GOLDEN.glob("*.json") if not p.name.endswith(".expected.json"))


def test_there_are_golden_cases() -> None:
    assert len(CASES) >= 3


@pytest.mark.parametrize("record", CASES, ids=lambda p: p.stem)
def test_replay_json_matches_golden(record: Path, capsys: pytest.CaptureFixture[str]) -> None:
    expected = json.loads(record.with_suffix("").with_suffix(".expected.json").read_text())
    assert main(["replay", str(record), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == expected


@pytest.mark.parametrize("record", CASES, ids=lambda p: p.stem)
def test_replay_text_names_every_round(record: Path, capsys: pytest.CaptureFixture[str]) -> None:
    expected = json.loads(record.with_suffix("").with_suffix(".expected.json").read_text())
    assert main(["replay", str(record)]) == 0
    out = capsys.readouterr().out
    for number in range(1, len(expected["rounds"]) + 1):
        assert f"Round {number} " in out
    if expected["winner"] is not None:
        assert "wins." in out
    if expected["draw"]:
        assert "a draw" in out


def test_console_script_runs_as_a_module() -> None:
    record = GOLDEN / "e5_draw.json"
    proc = subprocess.run(
        [sys.executable, "-m", "chicago_desktop", "replay", str(record), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["draw"] is True
