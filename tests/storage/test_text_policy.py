"""Issue 11, item 1: a name the game could not write back is refused by every reader.

A lone surrogate (``"\\ud800"`` as a JSON escape, or the raw bytes ED A0 80) used to be
accepted when read and then broke every later save with ``UnicodeEncodeError``. The policy
(``chicago_desktop/json_text.py``, docs/records.md): every reader refuses such a document
as damaged; what is read can always be written.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from chicago_desktop.records import match_record_json
from chicago_desktop.storage.autosave import load_autosave, save_autosave
from chicago_desktop.storage.document import Loaded
from chicago_desktop.storage.paths import (
    autosave_path,
    settings_path,
    statistics_path,
    tutorial_progress_path,
)
from chicago_desktop.storage.settings import load_settings, save_settings
from chicago_desktop.storage.statistics import load_statistics, save_statistics
from chicago_desktop.storage.statistics.codec import encode_statistics
from chicago_desktop.storage.statistics.model import Statistics, record_match
from chicago_desktop.tutorial.progress import load_progress, save_progress

from .scripted import ANNA, BEN_EASY, WIN, scripted_match

ESCAPED = "\\ud800"  # in JSON text: the six characters of the escape
RAW = b"\xed\xa0\x80"  # the surrogate encoded as if it were a character


def _autosave_text() -> str:
    match = scripted_match(WIN[:2])
    return json.dumps(match_record_json(match, (ANNA, BEN_EASY)))


def _settings_text() -> str:
    return json.dumps(
        {
            "version": 1,
            "last_setup": {
                "seats": [
                    {"name": "Anna", "type": "human"},
                    {"name": "Ben", "type": "cpu", "level": "easy"},
                ]
            },
        }
    )


def _statistics_text() -> str:
    match = scripted_match(WIN)
    from datetime import UTC, datetime

    stats = record_match(Statistics(), match, (ANNA, BEN_EASY), datetime(2024, 5, 1, tzinfo=UTC))
    return encode_statistics(stats).decode("utf-8")


def _progress_text() -> str:
    return json.dumps(
        {
            "version": 1,
            "last_lesson": "reading",
            "lessons": {"reading": {"completed": True, "step": None, "best_practice": None}},
        }
    )


def _poison(text: str, how: str) -> bytes:
    """The document with the name Anna (or the lesson's status) given a lone surrogate."""
    target = '"Anna"' if '"Anna"' in text else '"reading"'
    assert target in text
    if how == "escape":
        return text.replace(target, target[:-1] + ESCAPED + '"', 1).encode("utf-8")
    head, tail = text.split(target, 1)
    return head.encode() + target[:-1].encode() + RAW + b'"' + tail.encode()


KINDS: dict[str, tuple[Callable[[], Path], Callable[[], str], Callable[[], bool]]] = {
    "autosave": (autosave_path, _autosave_text, lambda: load_autosave().value is None),
    "settings": (settings_path, _settings_text, lambda: load_settings().value.last_setup is None),
    "statistics": (
        statistics_path,
        _statistics_text,
        lambda: load_statistics().value.matches == (),
    ),
    "tutorial": (
        tutorial_progress_path,
        _progress_text,
        lambda: load_progress().value.lessons == {},
    ),
}


@pytest.mark.parametrize("how", ["escape", "raw"])
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_a_lone_surrogate_sets_the_file_aside_with_a_notice(kind: str, how: str) -> None:
    path_of, text_of, came_back_empty = KINDS[kind]
    path: Path = path_of()
    path.write_bytes(_poison(text_of(), how))
    loaders: dict[str, Callable[[], Loaded[Any]]] = {
        "autosave": load_autosave,
        "settings": load_settings,
        "statistics": load_statistics,
        "tutorial": load_progress,
    }
    loaded = loaders[kind]()
    assert loaded.notice is not None
    assert not path.exists()  # set aside
    assert list(path.parent.glob(path.name + ".bad-*"))
    assert came_back_empty()


def test_the_unpoisoned_documents_load_and_save_again() -> None:
    """The fixtures above are good documents: only the surrogate makes them bad."""
    autosave_path().write_text(_autosave_text(), "utf-8")
    settings_path().write_text(_settings_text(), "utf-8")
    statistics_path().write_text(_statistics_text(), "utf-8")
    tutorial_progress_path().write_text(_progress_text(), "utf-8")
    record = load_autosave().value
    settings = load_settings()
    stats = load_statistics()
    progress = load_progress()
    assert record is not None and record.players[0].name == "Anna"
    assert settings.notice is None and settings.value.last_setup is not None
    assert stats.notice is None and len(stats.value.matches) == 1
    assert progress.notice is None and progress.value.of("reading").completed
    save_autosave(json.loads(_autosave_text()))
    save_settings(settings.value)
    save_statistics(stats.value)
    save_progress(progress.value)


def test_a_surrogate_pair_is_one_character_and_is_kept() -> None:
    text = _autosave_text().replace('"Anna"', '"Anna \\ud83d\\ude00"')
    autosave_path().write_text(text, "utf-8")
    record = load_autosave().value
    assert record is not None
    assert record.players[0].name == "Anna \U0001f600"


@pytest.mark.parametrize(
    "data",
    [
        b"\xef\xbb\xbf" + _autosave_text().encode("utf-8"),
        _autosave_text().encode("utf-16"),
        _autosave_text().encode("utf-32"),
        _autosave_text().encode("utf-16-le"),
    ],
    ids=["utf-8 bom", "utf-16", "utf-32", "utf-16 without bom"],
)
def test_only_plain_utf8_is_resumed(data: bytes) -> None:
    autosave_path().write_bytes(data)
    loaded = load_autosave()
    assert loaded.value is None
    assert loaded.notice is not None
