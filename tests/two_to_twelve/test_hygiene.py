"""Chicago 2–12 records follow the same reading and printing rules as three-dice records.

Found merging the two: the 2–12 reader opened a FIFO with a blocking read, accepted lone
surrogates and printed names raw (issue 11 items 1, 2 and 6 apply to every record).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from chicago_desktop.cli import main

GOLDEN = Path(__file__).parent / "golden"


def _record(name: str) -> dict[str, object]:
    record: dict[str, object] = json.loads(
        next(iter(sorted(GOLDEN.glob("*[!d].json")))).read_text("utf-8")
    )
    players = record["players"]
    assert isinstance(players, list)
    players[0]["name"] = name
    return record


def test_control_characters_in_names_are_printed_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(_record("Anna\x1b[2J")), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "Anna\\x1b[2J" in out


def test_a_lone_surrogate_is_refused_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(_record("Anna\ud800")), encoding="utf-8")  # as a \\ud800 escape
    assert main(["replay", str(path), "--json"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "surrogate" in err[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX feature")
def test_the_2_12_reader_refuses_a_fifo_without_reading_it(tmp_path: Path) -> None:
    from chicago_desktop.records import RecordError
    from chicago_desktop.two_to_twelve.records import read_file

    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)
    with pytest.raises(RecordError, match="not a regular file"):
        read_file(fifo)  # before the fix: blocked forever (no writer)
