"""Learn by playing: lessons as data, a manager that runs them, and the learner's progress.

Plain Python, no Qt (tests/tutorial/test_no_qt.py): the window (``ui/tutorial*.py``) runs a
:class:`LessonRun` over the real game table. See :mod:`.model` for what a lesson is made of,
:mod:`.lessons` for the lessons, :mod:`.replay` for how their stated values are checked
against the engine, :mod:`.coach` for the practice match's coaching and :mod:`.progress` for
the ``tutorial-progress.json`` file.
"""

from typing import Final

from .coach import Coaching, coach
from .lessons import LESSONS, PRESET_ORDER, lesson
from .manager import LessonRun, Verdict, practice_summary
from .messages import Message, Sentences
from .model import (
    LEARNER,
    CallRound,
    Choose,
    Continue,
    HoldDice,
    Lesson,
    Outcome,
    Part,
    Play,
    PracticeResult,
    Step,
    StopTurn,
    Target,
    ThrowDice,
    TurnTwoSixes,
    Watch,
)
from .twelve import TWELVE, TWELVE_LESSON, TwelveLesson

#: Every lesson of the list, grouped by game: the three-dice presets, classic first, then
#: Chicago 2–12 (its lesson has a flow of its own, :mod:`.twelve`).
CATALOGUE: Final[tuple[Lesson | TwelveLesson, ...]] = (*LESSONS, TWELVE_LESSON)
#: The games in the order the list groups them.
GAME_ORDER: Final = (*PRESET_ORDER, TWELVE)


def entry(lesson_id: str) -> Lesson | TwelveLesson:
    """The lesson of the list with this id; KeyError if there is none."""
    for item in CATALOGUE:
        if item.id == lesson_id:
            return item
    raise KeyError(lesson_id)


from .progress import (  # noqa: E402 - after the catalogue it describes
    LessonProgress,
    LessonStatus,
    ProgressStore,
    TutorialProgress,
    load_progress,
    save_progress,
)

__all__ = [
    "CATALOGUE",
    "GAME_ORDER",
    "LEARNER",
    "LESSONS",
    "PRESET_ORDER",
    "TWELVE",
    "TWELVE_LESSON",
    "CallRound",
    "Choose",
    "Coaching",
    "Continue",
    "HoldDice",
    "Lesson",
    "LessonProgress",
    "LessonRun",
    "LessonStatus",
    "Message",
    "Outcome",
    "Part",
    "Play",
    "PracticeResult",
    "ProgressStore",
    "Sentences",
    "Step",
    "StopTurn",
    "Target",
    "ThrowDice",
    "TurnTwoSixes",
    "TutorialProgress",
    "TwelveLesson",
    "Verdict",
    "Watch",
    "coach",
    "entry",
    "lesson",
    "load_progress",
    "practice_summary",
    "save_progress",
]
