"""The lessons of "Learn by playing", as data.

Each lesson is a real classic match (or two) with scripted dice and CPU seats that follow a
plan; the learner makes one decision per step. Texts are msgids (``N_``), translated when
shown; every number in them is a placeholder filled from the step's stated values, which the
tests check against the rules engine (tests/tutorial/test_lessons_engine.py), or from the
AI's hint function (``{p_…}``, a chance of avoiding the loss in per cent).

Placeholders a text may use (see :meth:`.manager.LessonRun.params`): ``{ben}``, ``{cora}``
(opponents' names); ``{one}``, ``{six}`` (what a 1 and a 6 count); ``{limit}`` (losses to be
out); ``{max_throws}``; from ``facts``: ``{dice}``, ``{score}``, ``{sum}`` ("100 + 4 + 2"),
``{die1}``-``{die3}`` (faces), ``{to_beat}``, ``{throws}``, ``{cap}``, ``{left}``; from
``round``: ``{round}``, ``{lowest}``, ``{round_cap}``, ``{<seat>_score}``; from
``examples``: ``{<key>}`` ("2·2·2 = 6"); from the hint: ``{p_best}``, ``{p_stop}``,
``{p_chosen}`` and the step's named ``chances``.
"""

from __future__ import annotations

from typing import Final

from ..model import Lesson
from .classic_basics import HOLDING, READING, STOPPING
from .classic_match import ENDING, PRACTICE
from .classic_rounds import CAP, LOSS

LESSONS: Final = (READING, HOLDING, STOPPING, CAP, LOSS, ENDING, PRACTICE)


def lesson(lesson_id: str) -> Lesson:
    """The lesson with this id; KeyError if there is none."""
    for item in LESSONS:
        if item.id == lesson_id:
            return item
    raise KeyError(lesson_id)
