"""Issue 11, item 5: every decoder, every field, every JSON type: a clear refusal or a value.

For each kind of file a valid document is taken apart: each value at every depth (and each
key) is replaced in turn by each JSON type (null, booleans, numbers, strings with control
characters or a lone surrogate, lists, objects). The decoder must either accept the result
or refuse it with its own error (BadDocument, RecordError); any other exception, such as
the ``TypeError`` a list as ``best_practice.outcome`` raised, is a crash of the loader.
Accepted documents must also be writable again.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from chicago_desktop.records import RecordError, dumps_record, parse_record, replay_record
from chicago_desktop.storage.document import BadDocument, decode_json, encode_json
from chicago_desktop.storage.settings import settings_from_json, settings_to_json
from chicago_desktop.storage.statistics.codec import decode_statistics, encode_statistics
from chicago_desktop.storage.statistics.model import Statistics, record_match
from chicago_desktop.tutorial.progress import (
    load_progress,
    progress_from_json,
    progress_to_json,
)

from .scripted import ANNA, BEN_EASY, WIN, scripted_match

GOLDEN = Path(__file__).parents[1] / "records" / "golden"

VALUES: tuple[object, ...] = (
    None,
    True,
    False,
    0,
    -1,
    7,
    2**70,
    1.5,
    -0.0,
    "",
    "x",
    "won",
    "\x1b[2J\x00",
    "\ud800",
    [],
    [1, "a"],
    [[]],
    {},
    {"a": 1},
    {"outcome": [], "decisions": {}, "best_choices": None},
)

Path_ = tuple[Any, ...]


def _paths(obj: object, at: Path_ = ()) -> Iterator[Path_]:
    yield at
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield from _paths(value, (*at, key))
    elif isinstance(obj, list):
        for i, value in enumerate(obj[:3]):  # the first few entries stand for the rest
            yield from _paths(value, (*at, i))


def _replaced(doc: object, at: Path_, value: object) -> object:
    if not at:
        return copy.deepcopy(value)
    out = copy.deepcopy(doc)
    parent: Any = out
    for step in at[:-1]:
        parent = parent[step]
    parent[at[-1]] = copy.deepcopy(value)
    return out


def _renamed_key(doc: object, at: Path_, key: str) -> object | None:
    """``doc`` with the key at ``at`` renamed to ``key`` (None when ``at`` is no key)."""
    if not at:
        return None
    out = copy.deepcopy(doc)
    parent: Any = out
    for step in at[:-1]:
        parent = parent[step]
    if not isinstance(parent, dict):
        return None
    parent[key] = parent.pop(at[-1])
    return out


def _variants(doc: object) -> Iterator[object]:
    for at in _paths(doc):
        for value in VALUES:
            yield _replaced(doc, at, value)
        for key in ("", "\ud800", "\x1b"):
            renamed = _renamed_key(doc, at, key)
            if renamed is not None:
                yield renamed


def _statistics_doc() -> object:
    stats = record_match(
        Statistics(reset_at=datetime(2024, 1, 1, tzinfo=UTC)),
        scripted_match(WIN),
        (ANNA, BEN_EASY),
        datetime(2024, 5, 1, tzinfo=UTC),
    )
    return json.loads(encode_statistics(stats))


SETTINGS_DOC = {
    "version": 1,
    "language": "de",
    "last_setup": {
        "preset": "classic",
        "seats": [
            {"name": "Anna", "type": "human", "level": "medium"},
            {"name": "Ben", "type": "cpu", "level": "hard"},
        ],
        "max_throws": 3,
        "losses_to_out": 3,
    },
    "cpu_speed": "fast",
    "reduced_motion": True,
    "show_hints": False,
    "window_geometry": "AdnQyw==",
    "tutorial_offered": True,
    "dark_mode": "dark",
    "round_end": "auto",
}
PROGRESS_DOC = {
    "version": 1,
    "last_lesson": "practice",
    "lessons": {
        "reading": {"completed": True, "step": None, "best_practice": None},
        "practice": {
            "completed": True,
            "step": 3,
            "best_practice": {"outcome": "won", "decisions": 14, "best_choices": 11},
        },
    },
}


# Each check goes through the bytes, as a file is read: the JSON door (json_text) first.
def _bytes(obj: object) -> bytes:
    return json.dumps(obj).encode("utf-8")


def _check_record(obj: object) -> None:
    replayed = replay_record(parse_record(_bytes(obj)))
    dumps_record(replayed.to_json()).encode("utf-8")


def _check_settings(obj: object) -> None:
    encode_json(settings_to_json(settings_from_json(decode_json(_bytes(obj)))))


def _check_statistics(obj: object) -> None:
    encode_statistics(decode_statistics(_bytes(obj)))


def _check_progress(obj: object) -> None:
    encode_json(progress_to_json(progress_from_json(decode_json(_bytes(obj)))))


DECODERS: dict[str, tuple[Callable[[], object], Callable[[object], None], type[Exception]]] = {
    "record": (
        lambda: json.loads((GOLDEN / "cut_mid_round.json").read_text("utf-8")),
        _check_record,
        RecordError,
    ),
    "settings": (lambda: SETTINGS_DOC, _check_settings, BadDocument),
    "statistics": (_statistics_doc, _check_statistics, BadDocument),
    "tutorial progress": (lambda: PROGRESS_DOC, _check_progress, BadDocument),
}


@pytest.mark.parametrize("kind", sorted(DECODERS))
def test_every_json_type_in_every_field_is_accepted_or_refused_cleanly(kind: str) -> None:
    make, check, refusal = DECODERS[kind]
    doc = make()
    check(doc)  # the document itself is valid
    tried = refused = 0
    for variant in _variants(doc):
        tried += 1
        try:
            check(variant)
        except refusal as exc:
            refused += 1
            assert str(exc) and "\n" not in str(exc)
            assert len(str(exc)) < 400
    assert tried > 100 and 0 < refused < tried


@pytest.mark.parametrize(
    "outcome", [[], ["won"], {}, {"won": 1}, 1, None], ids=lambda v: type(v).__name__
)
def test_a_practice_outcome_of_any_type_sets_the_file_aside(
    tmp_path: Path, outcome: object
) -> None:
    doc = copy.deepcopy(PROGRESS_DOC)
    doc["lessons"]["practice"]["best_practice"]["outcome"] = outcome  # type: ignore[index]
    path = tmp_path / "tutorial-progress.json"
    path.write_text(json.dumps(doc), "utf-8")
    loaded = load_progress(path)
    assert loaded.notice is not None
    assert loaded.value.lessons == {}
    assert not path.exists()
