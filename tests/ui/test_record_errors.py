"""A refused record's reason in the player's words (issue 15 item 4): every refusal of
the engine and the reader's rule errors have a sentence; the machine line stays English
and counts actions from 0 (RECORDS.md), the window counts them from 1."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from chicago_desktop.records import RecordError, load_record, replay_record
from chicago_desktop.ui.record_errors import REASONS, reason_text, refusal_text

INVALID = sorted((Path(__file__).resolve().parents[1] / "records" / "invalid").glob("*.json"))


def _refusal(path: Path) -> RecordError:
    with pytest.raises(RecordError) as caught:
        replay_record(load_record(path))
    return caught.value


@pytest.mark.parametrize("path", INVALID, ids=lambda p: p.stem)
def test_every_rule_refusal_has_a_sentence(path: Path) -> None:
    error = _refusal(path)
    if error.rule not in (None, "RECORDS"):  # a rule of RULES.md: said in words
        assert error.code in REASONS, (path.name, str(error))
        assert reason_text(error) != str(error)
        assert f"(rule {error.rule})" in reason_text(error)


def test_a_die_out_of_range_is_said_in_words_and_counted_from_one() -> None:
    error = _refusal(next(p for p in INVALID if p.stem == "face_out_of_range"))
    assert error.index is not None
    assert str(error).startswith(f"action {error.index}: a die shows 1 to 6")  # machine line
    assert reason_text(error).startswith("A die shows 1 to 6, not ")
    assert f"action {error.index + 1} breaks a rule" in refusal_text(error)


def test_the_german_dialog_is_not_english_machine_text(tmp_path: Path, qtbot: Any) -> None:
    from PySide6.QtWidgets import QApplication

    from chicago_desktop.ui.language import apply_language

    from .conftest import make_window

    win = make_window(qtbot)
    record = {
        "format": "chicago-record",
        "version": 1,
        "rules": {"preset": "classic"},
        "players": [{"name": "Anna"}, {"name": "Ben"}],
        "first_leader": 0,
        "actions": [{"throw": [1, 2, 7]}],
    }
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record), "utf-8")
    apply_language("de", QApplication.instance())
    assert not win.saved.open_record(str(bad))
    box = win.saved.record_error_box
    assert box is not None
    assert "action 0" not in box.informativeText() and "action 0" not in box.text()
    assert "1" in box.text()
