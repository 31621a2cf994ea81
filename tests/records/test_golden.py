"""Golden records: replaying each file must print exactly its expected RECORDS.md object.

The expected files of e3_e4_winner and e5_draw were worked out by hand from RULES.md
(E3, E4, E5, R30, R41); cut_mid_round checks that a round in progress is not listed.

The other presets' records were written round by round to exercise one rule each, and
their expected objects checked against RULES.md by hand, round by round:
- basic_playoff_by_lot: five searches of three players (R42, E10), Chicagos in basic
  (R20), a leader's Chicago still calls (R7), marks tied 2-2-1 with the last loser not in
  the tie, so the playoff leader is drawn by lot (R42 Decision, D8), the playoff's loser;
- basic_cut_at_the_call: the same record cut where the leader's call is due;
- bavarian_chicago_in_handing_out: a follower's Chicago removes its roller and the round
  goes on (R44), final holds (R4) and turning two sixes (R21), the clearing phase led by
  the most coasters, the best putting the last coaster down (R45);
- bavarian_clearing_chicagos: a follower's Chicago in the clearing phase cuts the round
  (same leader again), the leader's Chicago (no call; next clockwise leads), a Chicago
  that leaves one player ends the match (R44);
- bavarian_leader_chicago_still_calls: the leader's Chicago in the handing-out phase is
  followed by the call and the others play under it (R44);
- tschigg_sand_and_passing: sand with one failure (E9), everybody making sand and nobody
  making it (R24, R46), the clearing phase passing to the worst (R45);
- pub_fish_fewer_throws_and_chicagos: equal fish, the later is worst (E11), fewer throws
  rank better (R32), three sixes turned into two ones (R22), Chicagos (R44);
- pub_cut_after_turning_three_sixes: cut where the next action must be a throw (R22).
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
    assert len(CASES) >= 11
    presets = {json.loads(p.read_text())["rules"]["preset"] for p in CASES}
    assert presets == {"classic", "basic", "bavarian", "tschigg", "pub"}


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
    if expected["loser"] is not None:
        assert "has lost the match." in out


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
