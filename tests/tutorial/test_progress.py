"""tutorial-progress.json: saved atomically, validated on read, a bad file set aside."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from chicago_desktop.storage.paths import TUTORIAL_PROGRESS_FILE, tutorial_progress_path
from chicago_desktop.tutorial import (
    LessonStatus,
    Outcome,
    PracticeResult,
    ProgressStore,
    TutorialProgress,
    load_progress,
    save_progress,
)
from chicago_desktop.tutorial.progress import progress_from_json, progress_to_json


@pytest.fixture
def path(user_home: Path) -> Path:
    return tutorial_progress_path()


def test_the_file_lives_in_the_state_folder_under_its_own_name(user_home: Path) -> None:
    assert tutorial_progress_path() == user_home / "state" / TUTORIAL_PROGRESS_FILE
    assert TUTORIAL_PROGRESS_FILE == "tutorial-progress.json"


def test_statuses_and_changes() -> None:
    p = TutorialProgress()
    assert p.of("reading").status is LessonStatus.NOT_STARTED
    p = p.at_step("reading", 3)
    assert p.of("reading").status is LessonStatus.IN_PROGRESS and p.of("reading").step == 3
    assert p.last_lesson == "reading"
    p = p.completed("reading")
    assert p.of("reading").status is LessonStatus.COMPLETED
    p = p.restarted("reading")
    entry = p.of("reading")
    assert entry.status is LessonStatus.IN_PROGRESS and entry.step == 0 and entry.completed
    good = PracticeResult(Outcome.WON, 12, 9)
    p = p.with_practice("practice", good)
    assert p.with_practice("practice", PracticeResult(Outcome.LOST, 3, 3)) is p
    assert p.of("practice").best_practice == good


def test_round_trip_through_the_file(path: Path) -> None:
    p = (
        TutorialProgress()
        .completed("reading")
        .at_step("holding", 4)
        .with_practice("practice", PracticeResult(Outcome.DRAW, 7, 5))
    )
    save_progress(p)
    loaded = load_progress()
    assert loaded.notice is None
    assert loaded.value == p
    doc = json.loads(path.read_text("utf-8"))
    assert doc["version"] == 1 and doc["last_lesson"] == "practice"
    assert doc["lessons"]["holding"] == {"completed": False, "step": 4, "best_practice": None}
    assert not [f for f in path.parent.iterdir() if f.name.endswith(".tmp")]


def test_a_missing_file_is_a_fresh_start_without_notice(path: Path) -> None:
    loaded = load_progress()
    assert loaded.value == TutorialProgress() and loaded.notice is None


BAD = [
    b"",
    b"\xff\xfe garbage",
    b"[]",
    b'{"version": 1}',
    b'{"version": "1", "last_lesson": null, "lessons": {}}',
    b'{"version": 1, "last_lesson": null, "lessons": []}',
    b'{"version": 1, "last_lesson": 5, "lessons": {}}',
    b'{"version": 1, "last_lesson": null, "lessons": {"Bad Id": '
    b'{"completed": true, "step": null, "best_practice": null}}}',
    b'{"version": 1, "last_lesson": null, "lessons": {"reading": '
    b'{"completed": 1, "step": null, "best_practice": null}}}',
    b'{"version": 1, "last_lesson": null, "lessons": {"reading": '
    b'{"completed": true, "step": -1, "best_practice": null}}}',
    b'{"version": 1, "last_lesson": null, "lessons": {"reading": '
    b'{"completed": true, "step": true, "best_practice": null}}}',
    b'{"version": 1, "last_lesson": null, "lessons": {"practice": {"completed": true, '
    b'"step": null, "best_practice": {"outcome": "won", "decisions": 2, "best_choices": 3}}}}',
    b'{"version": 1, "last_lesson": null, "lessons": {"practice": {"completed": true, '
    b'"step": null, "best_practice": {"outcome": "great", "decisions": 2, "best_choices": 1}}}}',
    b'{"version": 1, "last_lesson": null, "lessons": {}, "extra": 1}',
    b"[" * 100_000,
]


@pytest.mark.parametrize("data", BAD)
def test_a_bad_file_is_set_aside_with_a_notice(path: Path, data: bytes) -> None:
    path.write_bytes(data)
    loaded = load_progress()
    assert loaded.value == TutorialProgress()
    assert loaded.notice is not None
    assert "Your tutorial progress could not be read" in loaded.notice
    assert not path.exists()
    kept = list(path.parent.glob(f"{TUTORIAL_PROGRESS_FILE}.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == data
    assert str(kept[0]) in loaded.notice
    again = load_progress()  # the next start says nothing more
    assert again.notice is None


def test_a_newer_file_is_set_aside_as_newer(path: Path) -> None:
    path.write_text('{"version": 2, "last_lesson": null, "lessons": {}}', "utf-8")
    loaded = load_progress()
    assert loaded.notice is not None and "newer version" in loaded.notice


def test_a_huge_file_is_refused_without_reading_it_all(path: Path) -> None:
    path.write_bytes(b" " * (300 * 1024))
    assert load_progress().notice is not None


def test_unknown_lessons_are_kept_and_written_back(path: Path) -> None:
    doc = {
        "version": 1,
        "last_lesson": "future-lesson",
        "lessons": {"future-lesson": {"completed": True, "step": None, "best_practice": None}},
    }
    value = progress_from_json(doc)
    assert progress_to_json(value) == doc


def test_the_store_saves_every_change_and_survives_a_failing_disk(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = ProgressStore()
    store.update(store.value.at_step("cap", 2))
    assert ProgressStore().value.of("cap").step == 2

    def refuse(*_args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr("chicago_desktop.tutorial.progress.write_atomic", refuse)
    store.update(store.value.completed("cap"))  # logged, not raised
    assert store.value.of("cap").completed
    monkeypatch.undo()
    store.reset()
    assert ProgressStore().value == TutorialProgress()


def test_the_progress_is_not_in_the_settings_or_statistics(path: Path) -> None:
    ProgressStore().update(TutorialProgress().completed("reading"))
    home = path.parent.parent
    assert [p.name for p in (home / "state").iterdir()] == [TUTORIAL_PROGRESS_FILE]
    assert not (home / "data" / "statistics.json").exists()
    assert not (home / "config" / "settings.json").exists()


def test_resume_opens_the_last_unfinished_then_the_first_unfinished() -> None:
    ids = ["a", "b", "c"]
    empty = TutorialProgress()
    assert empty.resume_id(ids) == "a"  # nothing played: the first lesson
    value = empty.at_step("c", 2).at_step("b", 1)  # b played last, unfinished
    assert value.resume_id(ids) == "b"
    value = value.completed("b")  # the last is done: the first in progress
    assert value.resume_id(ids) == "c"
    value = value.completed("c")
    assert value.resume_id(ids) == "a"  # then the first not started
    assert value.completed("a").resume_id(ids) is None


def test_continue_is_offered_only_for_a_lesson_in_progress() -> None:
    """Issue 15: before any lesson is started there is nothing to continue."""
    ids = ["reading", "holding", "stopping"]
    fresh = TutorialProgress()
    assert fresh.resume_id(ids) == "reading"  # where Continue would go
    assert fresh.started_id(ids) is None  # but it is not offered
    playing = fresh.at_step("holding", 2)
    assert playing.started_id(ids) == "holding"
    assert playing.completed("holding").started_id(ids) is None
