"""The lessons of "Learn by playing", as data.

Each lesson is a real match (or two) of one preset (R40) with scripted dice and CPU seats
that follow a plan; the learner makes one decision per step. The list groups the lessons by
preset, classic first (``PRESET_ORDER``); a preset's lessons end with its practice match.
Texts are msgids (``N_``), translated when shown; every number in them is a placeholder
filled from the step's stated values, which the tests check against the rules engine
(tests/tutorial/test_lessons_engine.py), or from the AI's hint function (``{p_…}``, in per
cent: the chance of avoiding the worst result, or of being the best where the round is
played for that, see :mod:`..values`).

Placeholders a text may use (see :meth:`.manager.LessonRun.params`): ``{ben}``, ``{cora}``
(opponents' names); ``{one}``, ``{six}`` (what a 1 and a 6 count); ``{limit}`` (losses to be
out); ``{max_throws}``; from ``facts``: ``{dice}``, ``{score}``, ``{sum}`` ("100 + 4 + 2"),
``{die1}``-``{die3}`` (faces), ``{to_beat}``, ``{throws}``, ``{cap}``, ``{left}``; from
``round``: ``{round}``, ``{lowest}``, ``{round_cap}``, ``{round_call}``,
``{<seat>_score}``; ``{call}`` (the round's call) and ``{wanted_call}`` (the call a step
asks for); from ``standing``: ``{middle}``, ``{<seat>_coasters}``, ``{<seat>_marks}``; from
``examples``: ``{<key>}`` ("2·2·2 = 6"), ``{<key>_call}``; from the hint: ``{p_best}``,
``{p_stop}``, ``{p_chosen}`` and the step's named ``chances``.
"""

from __future__ import annotations

from typing import Final

from ..model import Lesson
from .basic import CALL, SEARCHES
from .bavarian import CHICAGO, COASTERS, HOLDS, SIXES
from .classic_basics import HOLDING, READING, STOPPING
from .classic_match import ENDING, PRACTICE
from .classic_rounds import CAP, LOSS
from .practice import PRACTICE_BASIC, PRACTICE_BAVARIAN, PRACTICE_PUB, PRACTICE_TSCHIGG
from .tschigg_pub import FISH, SAND, THREE_SIXES

#: The presets in the order the lesson list groups them (classic first, R40).
PRESET_ORDER: Final = ("classic", "basic", "bavarian", "tschigg", "pub")

LESSONS: Final = (
    # classic
    READING,
    HOLDING,
    STOPPING,
    CAP,
    LOSS,
    ENDING,
    PRACTICE,
    # basic
    CALL,
    SEARCHES,
    PRACTICE_BASIC,
    # bavarian
    CHICAGO,
    HOLDS,
    SIXES,
    COASTERS,
    PRACTICE_BAVARIAN,
    # tschigg
    SAND,
    PRACTICE_TSCHIGG,
    # pub
    FISH,
    THREE_SIXES,
    PRACTICE_PUB,
)


def lesson(lesson_id: str) -> Lesson:
    """The lesson with this id; KeyError if there is none."""
    for item in LESSONS:
        if item.id == lesson_id:
            return item
    raise KeyError(lesson_id)
