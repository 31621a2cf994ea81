"""The coached practice match of each preset other than classic (R40): a whole match
against two Easy CPU players, with random dice; after each decision the coach gives the
AI's exact values for the round's objective (:mod:`..coach_presets`)."""

from __future__ import annotations

from typing import Final

from ...i18n import N_
from ..model import Continue, Lesson, Part, Play, Seat, Step, Target
from .common import YOU

# Translators: lesson instruction during a practice match.
PLAY: Final = N_(
    "Play the match: throw (Space), hold dice (1, 2, 3), stop (Enter), turn sixes (T) and"
    " make your calls as you see fit. After each decision the coach tells you what the best"
    " play was."
)
# Translators: the last words of a practice lesson.
DONE: Final = N_(
    "That is the whole game. Start a new game of it from the main menu whenever you like."
)


def practice(preset: str, title: str, summary: str, intro: str) -> Lesson:
    """The practice lesson of ``preset``: an introduction, the match, a last word."""
    return Lesson(
        id=f"practice-{preset}",
        preset=preset,
        title=title,
        summary=summary,
        parts=(
            Part(
                preset=preset,
                seats=(YOU, Seat("ben", "Ben", level="easy"), Seat("cora", "Cora", level="easy")),
                dice=None,
                first_leader=None,
                steps=(
                    Step(text=intro, do=Continue()),
                    Step(text=PLAY, do=Play(), target=Target.TURN),
                    Step(text=DONE, do=Continue()),
                ),
            ),
        ),
    )


PRACTICE_BASIC: Final = practice(
    "basic",
    # Translators: title of a tutorial lesson.
    N_("Practice match: basic"),
    # Translators: one-line summary of a tutorial lesson.
    N_("Three searches against two friendly CPU players, with a coach at your side."),
    # Translators: lesson text before a practice match.
    N_(
        "Time for a whole match of basic against {ben} and {cora}, two friendly CPU players:"
        " three searches, and whoever has the most tally marks at the end loses. Each round"
        " is played to be the best, who is safe. After each of your decisions the coach tells"
        " you the best play, with its chance. Press H for a hint at any time."
    ),
)
PRACTICE_BAVARIAN: Final = practice(
    "bavarian",
    # Translators: title of a tutorial lesson.
    N_("Practice match: bavarian"),
    # Translators: one-line summary of a tutorial lesson.
    N_("A whole coaster match against two friendly CPU players, with a coach at your side."),
    # Translators: lesson text before a practice match.
    N_(
        "Time for a whole match of bavarian against {ben} and {cora}, two friendly CPU"
        " players. While coasters are handed out, play so as not to be the worst; in the"
        " clearing phase, to be the best. After each of your decisions the coach tells you"
        " the best play, with its chance. Press H for a hint at any time."
    ),
)
PRACTICE_TSCHIGG: Final = practice(
    "tschigg",
    # Translators: title of a tutorial lesson.
    N_("Practice match: tschigg"),
    # Translators: one-line summary of a tutorial lesson.
    N_("A whole match with sand against two friendly CPU players, with a coach."),
    # Translators: lesson text before a practice match.
    N_(
        "Time for a whole match of tschigg against {ben} and {cora}, two friendly CPU"
        " players. In the clearing phase the best passes a coaster to the worst, so both"
        " count. After each of your decisions the coach tells you the best play, with its"
        " chances. Press H for a hint at any time."
    ),
)
PRACTICE_PUB: Final = practice(
    "pub",
    # Translators: title of a tutorial lesson.
    N_("Practice match: pub"),
    # Translators: one-line summary of a tutorial lesson.
    N_("A whole pub match against two friendly CPU players, with a coach at your side."),
    # Translators: lesson text before a practice match.
    N_(
        "Time for a whole match of pub rules against {ben} and {cora}, two friendly CPU"
        " players: fixed scoring, fish, and fewer throws break a tie. After each of your"
        " decisions the coach tells you the best play, with its chance. Press H for a hint"
        " at any time."
    ),
)
