"""Learn by playing: lessons as data, a manager that runs them, and the learner's progress.

Plain Python, no Qt (tests/tutorial/test_no_qt.py): the window (``ui/tutorial*.py``) runs a
:class:`LessonRun` over the real game table. See :mod:`.model` for what a lesson is made of,
:mod:`.lessons` for the lessons, :mod:`.replay` for how their stated values are checked
against the engine, :mod:`.coach` for the practice match's coaching and :mod:`.progress` for
the ``tutorial-progress.json`` file.
"""

from .coach import Coaching, coach
from .lessons import LESSONS, lesson
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
from .progress import (
    LessonProgress,
    LessonStatus,
    ProgressStore,
    TutorialProgress,
    load_progress,
    save_progress,
)

__all__ = [
    "LEARNER",
    "LESSONS",
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
    "Verdict",
    "Watch",
    "coach",
    "lesson",
    "load_progress",
    "practice_summary",
    "save_progress",
]
