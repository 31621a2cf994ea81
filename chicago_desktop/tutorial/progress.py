"""The tutorial's own progress file: which lessons are done, where each one stopped.

``tutorial-progress.json`` lives in the state folder, apart from the settings and the
statistics (tutorial matches are never counted there). It is written atomically after every
step and read once at start through :func:`~chicago_desktop.storage.document.load_document`:
a file that is not a valid progress document (garbage, wrong shape, bad values) is set aside
and the tutorial starts afresh with a notice, never blocking the game.

The document::

    {"version": 1, "last_lesson": "holding",
     "lessons": {"reading": {"completed": true, "step": null, "best_practice": null},
                 "holding": {"completed": false, "step": 4, "best_practice": null},
                 "practice": {"completed": true, "step": null,
                              "best_practice": {"outcome": "won", "decisions": 14,
                                                "best_choices": 11}}}}

Lesson ids are kept as they are, known or not (a later version may add lessons); a step
beyond a lesson's end is clamped when the lesson is opened.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from pathlib import Path
from types import MappingProxyType
from typing import Final

from ..i18n import N_
from ..json_text import shown_value
from ..storage.atomic import write_atomic
from ..storage.document import (
    BadDocument,
    FileKind,
    Loaded,
    decode_json,
    encode_json,
    load_document,
)
from ..storage.paths import tutorial_progress_path
from .model import Outcome, PracticeResult

log = logging.getLogger(__name__)

VERSION: Final = 1
MAX_PROGRESS_BYTES: Final = 256 * 1024
MAX_LESSONS: Final = 200
MAX_STEP: Final = 10_000
_LESSON_ID: Final = re.compile(r"[a-z][a-z0-9_-]{0,39}")

PROGRESS_FILE_KIND: Final = FileKind(
    # Translators: {file} is the full path where the unreadable progress file was kept.
    damaged=N_(
        "Your tutorial progress could not be read, so the tutorial starts afresh; the old"
        " file was kept as {file}."
    ),
    # Translators: {file} is the full path where the progress file was kept.
    newer=N_(
        "Your tutorial progress was saved by a newer version of Chicago, so the tutorial"
        " starts afresh; the file was kept as {file}."
    ),
)


class LessonStatus(Enum):
    """Where a learner stands with a lesson."""

    NOT_STARTED = "not_started"
    IN_PROGRESS = "in_progress"
    COMPLETED = "completed"


@dataclass(frozen=True, slots=True)
class LessonProgress:
    """One lesson: completed once (kept when it is restarted), the step to resume at, and
    for the practice the best result so far."""

    completed: bool = False
    step: int | None = None
    best_practice: PracticeResult | None = None

    @property
    def status(self) -> LessonStatus:
        """In progress while a step is saved, else completed or not started."""
        if self.step is not None:
            return LessonStatus.IN_PROGRESS
        return LessonStatus.COMPLETED if self.completed else LessonStatus.NOT_STARTED


@dataclass(frozen=True, slots=True)
class TutorialProgress:
    """Every lesson's progress and the lesson played last."""

    lessons: Mapping[str, LessonProgress] = field(default_factory=lambda: MappingProxyType({}))
    last_lesson: str | None = None

    def of(self, lesson_id: str) -> LessonProgress:
        """A lesson's progress (not started when unknown)."""
        return self.lessons.get(lesson_id, LessonProgress())

    def _with(self, lesson_id: str, entry: LessonProgress) -> TutorialProgress:
        lessons = dict(self.lessons)
        lessons[lesson_id] = entry
        return TutorialProgress(MappingProxyType(lessons), lesson_id)

    def resume_id(self, ids: Sequence[str]) -> str | None:
        """The lesson *Continue where I left off* opens, of ``ids`` in list order: the last
        one played if it is unfinished, else the first unfinished one, else the first not
        started; None when every lesson is done."""
        last = self.last_lesson
        if last is not None and last in ids and self.of(last).status is LessonStatus.IN_PROGRESS:
            return last
        for status in (LessonStatus.IN_PROGRESS, LessonStatus.NOT_STARTED):
            for lesson_id in ids:
                if self.of(lesson_id).status is status:
                    return lesson_id
        return None

    def started_id(self, ids: Sequence[str]) -> str | None:
        """The lesson *Continue where I left off* offers: as :meth:`resume_id`, but only
        a lesson in progress; None before any lesson was started (issue 15: a new learner
        starts a lesson, there is nothing to continue)."""
        found = self.resume_id(ids)
        return (
            found
            if found is not None and self.of(found).status is LessonStatus.IN_PROGRESS
            else None
        )

    def at_step(self, lesson_id: str, step: int) -> TutorialProgress:
        """The lesson is in progress at ``step``."""
        return self._with(lesson_id, replace(self.of(lesson_id), step=step))

    def completed(self, lesson_id: str) -> TutorialProgress:
        """The lesson was played to its end."""
        return self._with(lesson_id, replace(self.of(lesson_id), completed=True, step=None))

    def restarted(self, lesson_id: str) -> TutorialProgress:
        """The lesson starts again from its first step (a completion stays recorded)."""
        return self._with(lesson_id, replace(self.of(lesson_id), step=0))

    def with_practice(self, lesson_id: str, result: PracticeResult) -> TutorialProgress:
        """Keep ``result`` if it beats the best practice result so far."""
        entry = self.of(lesson_id)
        if not result.better_than(entry.best_practice):
            return self
        return self._with(lesson_id, replace(entry, best_practice=result))


# ------------------------------------------------------------------ JSON
def _bad(reason: str) -> BadDocument:
    return BadDocument(f"tutorial progress: {reason}")


def _is_count(value: object, limit: int) -> bool:
    return type(value) is int and 0 <= value <= limit


def _practice_from_json(raw: object) -> PracticeResult | None:
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) != {"outcome", "decisions", "best_choices"}:
        raise _bad("a practice result has outcome, decisions and best_choices")
    outcome, decisions, best = raw["outcome"], raw["decisions"], raw["best_choices"]
    # A list or an object is unhashable: test the type before the set (issue 11, item 5).
    if not isinstance(outcome, str) or outcome not in {o.value for o in Outcome}:
        raise _bad(f"unknown practice outcome {shown_value(outcome)}")
    if not (_is_count(decisions, 100_000) and _is_count(best, 100_000)):
        raise _bad("decision counts are whole numbers")
    assert isinstance(decisions, int) and isinstance(best, int)
    if best > decisions:
        raise _bad("more best plays than decisions")
    return PracticeResult(Outcome(outcome), decisions, best)


def _lesson_from_json(raw: object) -> LessonProgress:
    if not isinstance(raw, dict) or set(raw) != {"completed", "step", "best_practice"}:
        raise _bad("a lesson has completed, step and best_practice")
    completed, step = raw["completed"], raw["step"]
    if type(completed) is not bool:
        raise _bad("completed is true or false")
    if step is not None and not _is_count(step, MAX_STEP):
        raise _bad(f"step {shown_value(step)} is not a step number")
    assert step is None or isinstance(step, int)
    return LessonProgress(completed, step, _practice_from_json(raw["best_practice"]))


def progress_from_json(obj: object) -> TutorialProgress:
    """Progress from a decoded document; :class:`BadDocument` for anything invalid."""
    if not isinstance(obj, dict):
        raise _bad("the file is not a JSON object")
    version = obj.get("version")
    if type(version) is not int or version < 1:
        raise _bad(f"version {shown_value(version)} is not a version number")
    if version > VERSION:
        raise BadDocument(f"tutorial progress version {version} is newer", newer=True)
    if set(obj) != {"version", "last_lesson", "lessons"}:
        raise _bad("expected version, last_lesson and lessons")
    raw_lessons, last = obj["lessons"], obj["last_lesson"]
    if not isinstance(raw_lessons, dict) or len(raw_lessons) > MAX_LESSONS:
        raise _bad(f"lessons is an object of at most {MAX_LESSONS} lessons")
    lessons: dict[str, LessonProgress] = {}
    for lesson_id, raw in raw_lessons.items():
        if not _LESSON_ID.fullmatch(lesson_id):
            raise _bad(f"{shown_value(lesson_id)} is not a lesson id")
        lessons[lesson_id] = _lesson_from_json(raw)
    if last is not None and not (isinstance(last, str) and _LESSON_ID.fullmatch(last)):
        raise _bad(f"last_lesson {shown_value(last)} is not a lesson id")
    return TutorialProgress(MappingProxyType(lessons), last)


def progress_to_json(progress: TutorialProgress) -> dict[str, object]:
    """The JSON document of ``progress``."""
    lessons: dict[str, object] = {}
    for lesson_id, entry in sorted(progress.lessons.items()):
        best = entry.best_practice
        lessons[lesson_id] = {
            "completed": entry.completed,
            "step": entry.step,
            "best_practice": None
            if best is None
            else {
                "outcome": best.outcome.value,
                "decisions": best.decisions,
                "best_choices": best.best_choices,
            },
        }
    return {"version": VERSION, "last_lesson": progress.last_lesson, "lessons": lessons}


def load_progress(path: Path | None = None) -> Loaded[TutorialProgress]:
    """The saved progress, or none (with a notice when a bad file was set aside)."""
    return load_document(
        path if path is not None else tutorial_progress_path,
        lambda data: progress_from_json(decode_json(data)),
        TutorialProgress(),
        PROGRESS_FILE_KIND,
        max_bytes=MAX_PROGRESS_BYTES,
    )


def save_progress(progress: TutorialProgress, path: Path | None = None) -> None:
    """Write ``progress`` atomically; raises OSError when it cannot be written."""
    target = path if path is not None else tutorial_progress_path()
    write_atomic(target, encode_json(progress_to_json(progress)))


class ProgressStore:
    """The progress the window works with: loaded once, saved after every change.

    A failing save (a read-only or full disk) is logged and never interrupts the lesson;
    the progress stays in memory for the session.
    """

    def __init__(self, path: Path | None = None) -> None:
        self._path = path
        loaded = load_progress(path)
        self._value = loaded.value
        self._loaded = loaded

    @property
    def value(self) -> TutorialProgress:
        """The current progress."""
        return self._value

    @property
    def notice(self) -> str | None:
        """The message about a bad file set aside at load, in the current language."""
        return self._loaded.notice

    def update(self, progress: TutorialProgress) -> None:
        """Replace the progress and save it."""
        self._value = progress
        try:
            save_progress(progress, self._path)
        except OSError:
            log.exception("tutorial progress could not be saved")

    def reset(self) -> None:
        """Forget every lesson's progress (the file is rewritten empty)."""
        self.update(TutorialProgress())
