"""Every bad file loads: a generated set of damaged settings, statistics and autosaves.

For each kind of file a valid document is damaged in every way the issue lists: truncated
at every length, garbage bytes, single bytes flipped, each value replaced by values of the
wrong type, huge numbers, strings and nesting, and a future version. Loading must succeed
every time with a usable value; a file that was not usable is set aside with a notice, and
afterwards the game saves and loads normally.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hyp_settings
from hypothesis import strategies as st

from chicago_desktop.records import match_record_json, replay_record
from chicago_desktop.storage.autosave import load_autosave, save_autosave
from chicago_desktop.storage.document import Loaded
from chicago_desktop.storage.paths import autosave_path, settings_path, statistics_path
from chicago_desktop.storage.settings import (
    GameSetup,
    SeatSetup,
    Settings,
    load_settings,
    save_settings,
    settings_to_json,
)
from chicago_desktop.storage.statistics import (
    Statistics,
    figures,
    load_statistics,
    player_names,
    record_match,
    save_statistics,
)
from chicago_desktop.storage.statistics.codec import encode_statistics, statistics_from_json
from tests.tiers import examples, first_then_slow

from .scripted import ANNA, BEN_HARD, DORA, THREE_DRAW, WIN, scripted_match

SETTINGS = Settings(
    language="de",
    last_setup=GameSetup((SeatSetup("Anna", "human"), SeatSetup("Ben", "cpu", "hard"))),
    cpu_speed="fast",
    window_geometry="AdnQyw==",
)
_T = datetime(2024, 1, 2, 3, 4, 5, tzinfo=UTC)
STATISTICS = record_match(
    record_match(Statistics(), scripted_match(WIN), (ANNA, BEN_HARD), _T),
    scripted_match(THREE_DRAW, 3, seed=1),
    (ANNA, BEN_HARD, DORA),
    _T.replace(day=3),
)
AUTOSAVE = match_record_json(scripted_match(WIN[:5]), (ANNA, BEN_HARD))


@dataclass(frozen=True)
class Kind:
    """One kind of file: where it lives, how it loads and saves, and a valid document."""

    name: str
    path: Callable[[], Path]
    load: Callable[[], Loaded[Any]]
    save_valid: Callable[[], object]
    valid: bytes
    check: Callable[[object], None]  # the loaded value is usable by the game

    def __repr__(self) -> str:
        return self.name


def _check_settings(value: object) -> None:
    assert isinstance(value, Settings)
    save_settings(value)  # whatever loaded can be saved again
    assert load_settings().value == value


def _check_statistics(value: object) -> None:
    assert isinstance(value, Statistics)
    for name in player_names(value):
        figures(value, name)


def _check_autosave(value: object) -> None:
    if value is not None:
        assert not replay_record(value).match.is_over  # type: ignore[arg-type]


def _kinds() -> list[Kind]:
    return [
        Kind(
            "settings",
            settings_path,
            load_settings,
            lambda: save_settings(SETTINGS),
            json.dumps(settings_to_json(SETTINGS)).encode(),
            _check_settings,
        ),
        Kind(
            "statistics",
            statistics_path,
            load_statistics,
            lambda: save_statistics(STATISTICS),
            encode_statistics(STATISTICS),
            _check_statistics,
        ),
        Kind(
            "autosave",
            autosave_path,
            load_autosave,
            lambda: save_autosave(AUTOSAVE),
            json.dumps(AUTOSAVE).encode(),
            _check_autosave,
        ),
    ]


KINDS = _kinds()


@pytest.fixture(autouse=True)
def _no_fsync(monkeypatch: pytest.MonkeyPatch) -> None:
    """Skip forcing data to disk: these thousands of writes test parsing, not durability.

    Durability is what test_atomic.py and test_kill.py check, with fsync in place.
    """
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def _set_aside(kind: Kind) -> list[Path]:
    return sorted(kind.path().parent.glob(kind.path().name + ".bad-*"))


def _clean(kind: Kind) -> None:
    for p in [kind.path(), *_set_aside(kind)]:
        p.unlink(missing_ok=True)


def assert_loads(kind: Kind, content: bytes) -> Loaded[object]:
    """Write ``content``, load it, and check everything the issue promises."""
    _clean(kind)
    kind.path().write_bytes(content)
    loaded = kind.load()
    if loaded.notice is not None:
        assert not kind.path().exists(), "a bad file is moved aside"
        kept = _set_aside(kind)
        assert len(kept) == 1
        assert kept[0].read_bytes() == content, "the bad file is kept as it was"
        assert str(kept[0]) in loaded.notice
        assert kind.load().notice is None, "the player is told once"
    kind.check(loaded.value)
    kind.save_valid()  # and the game goes on normally
    assert kind.load().notice is None
    return loaded


# ------------------------------------------------------------------ the generated set
def _paths(doc: object, prefix: tuple[object, ...] = ()) -> Iterator[tuple[object, ...]]:
    """Every path to a value inside a JSON document."""
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield (*prefix, key)
            yield from _paths(value, (*prefix, key))
    elif isinstance(doc, list):
        for index, value in enumerate(doc):
            yield (*prefix, index)
            yield from _paths(value, (*prefix, index))


def _replace(doc: object, path: tuple[object, ...], value: object) -> object:
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(doc, dict):
        return {k: (_replace(v, rest, value) if k == head else v) for k, v in doc.items()}
    assert isinstance(doc, list)
    return [(_replace(v, rest, value) if i == head else v) for i, v in enumerate(doc)]


#: The first of each list is the everyday run's (VALUES below): an object where a field
#: holds anything else (and, where it holds an object, one without its keys), and a number
#: beyond every range.
WRONG_TYPES: list[object] = [{"a": 1}, None, True, 0, -1, 2.5, "", "x", [], {}, [1, 2]]
HUGE: list[object] = [10**30, -(10**30), 1e308, "x" * 100_000, [0] * 10_000]


def _wrong_type_documents(kind: Kind, value: object) -> Iterator[bytes]:
    doc = json.loads(kind.valid)
    for path in _paths(doc):
        yield json.dumps(_replace(doc, path, value)).encode()


#: Each wrong type and each huge value is a case of its own, at every path of each kind's
#: document. The everyday run loads the first of each list (a wrong type and a huge value,
#: at every path: every field's loader and its type and size checks); the full run (CI,
#: tests/tiers.py) all sixteen, as this test always did.
_WRONG_IDS = ["object", "null", "true", "0", "-1", "2.5", "empty", "x", "list", "dict", "ints"]
_HUGE_IDS = ["int", "negative", "float", "string", "long-list"]
VALUES = first_then_slow(WRONG_TYPES, ids=[f"wrong-{i}" for i in _WRONG_IDS]) + first_then_slow(
    HUGE, ids=[f"huge-{i}" for i in _HUGE_IDS]
)


@pytest.mark.parametrize("kind", KINDS, ids=repr)
def test_every_truncation_loads(kind: Kind) -> None:
    step = max(1, len(kind.valid) // 150)
    for cut in range(0, len(kind.valid), step):
        assert_loads(kind, kind.valid[:cut])


@pytest.mark.parametrize("value", VALUES)
@pytest.mark.parametrize("kind", KINDS, ids=repr)
def test_every_wrong_type_and_huge_value_loads(kind: Kind, value: object) -> None:
    count = 0
    for content in _wrong_type_documents(kind, value):
        assert_loads(kind, content)
        count += 1
    # This value at every path; with the others (VALUES), over 100 documents per kind.
    assert count == len(list(_paths(json.loads(kind.valid))))
    assert count * len(WRONG_TYPES + HUGE) > 100


@pytest.mark.parametrize("kind", KINDS, ids=repr)
@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"\x00" * 64,
        b"\xef\xbb\xbf{}",  # a byte order mark
        b"\xff\xfe\x00{",
        b"[" * 100_000 + b"]" * 100_000,  # nesting deeper than the parser's recursion
        b'{"version": 1, "a": ' + b"9" * 5000 + b"}",  # beyond Python's int digits limit
        b'{"version": 1e999}',
        b'{"version": NaN}',
        b'{"version": 99}',
        b'{"version": 99, "format": "chicago-record"}',
        b'{"format": "chicago-record", "version": 99}',
        b"null",
        b"[]",
        b'"text"',
        b" " * (5 * 1024 * 1024),  # larger than the settings and autosave limits
    ],
    ids=lambda c: repr(c[:24]) if isinstance(c, bytes) else str(c),
)
def test_listed_bad_files_load(kind: Kind, content: bytes) -> None:
    assert_loads(kind, content)


@pytest.mark.parametrize("kind", KINDS, ids=repr)
def test_a_future_version_is_set_aside_as_newer(kind: Kind) -> None:
    doc = json.loads(kind.valid)
    doc["version"] = 1000
    loaded = assert_loads(kind, json.dumps(doc).encode())
    assert loaded.notice is not None
    assert "newer version" in loaded.notice


def test_statistics_larger_than_the_limit_are_set_aside(monkeypatch: pytest.MonkeyPatch) -> None:
    from chicago_desktop.storage.statistics import store

    monkeypatch.setattr(store, "MAX_STATISTICS_BYTES", 1000)
    kind = KINDS[1]
    loaded = assert_loads(kind, kind.valid + b" " * 1000)
    assert loaded.notice is not None


@pytest.mark.parametrize("kind", KINDS, ids=repr)
@hyp_settings(
    max_examples=examples(40),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(garbage=st.binary(max_size=600))
def test_garbage_bytes_load(kind: Kind, garbage: bytes) -> None:
    assert_loads(kind, garbage)


@pytest.mark.parametrize("kind", KINDS, ids=repr)
@hyp_settings(
    max_examples=examples(60),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_flipped_bytes_load(kind: Kind, data: st.DataObject) -> None:
    content = bytearray(kind.valid)
    for _ in range(data.draw(st.integers(1, 4))):
        index = data.draw(st.integers(0, len(content) - 1))
        content[index] = data.draw(st.integers(0, 255))
    assert_loads(kind, bytes(content))


def test_statistics_with_a_bad_entry_are_set_aside_whole() -> None:
    doc = json.loads(encode_statistics(STATISTICS))
    rounds = doc["matches"][1]["seats"][0]["rounds"]
    doc["matches"][1]["seats"][0]["rounds"] = "017021 " + rounds  # a face 0
    with pytest.raises(ValueError):
        statistics_from_json(doc)
    loaded = assert_loads(KINDS[1], json.dumps(doc).encode())
    assert loaded.value == Statistics()
    assert loaded.notice is not None
