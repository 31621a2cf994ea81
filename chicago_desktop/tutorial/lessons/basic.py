"""Lessons of the basic preset (R40): the leader's call (R7) and searches with tally marks
(R42). Basic plays for the best result of each round: the best is safe (R42), so every
chance quoted here is the chance of being the best this round."""

from __future__ import annotations

from typing import Final

from ...engine import Call, MakeCall, Throw
from ...i18n import N_
from ..model import (
    CallRound,
    Continue,
    Example,
    Facts,
    Lesson,
    OnCall,
    OnStop,
    OnThrow,
    Part,
    RoundFacts,
    Standing,
    Step,
    StopTurn,
    Target,
    ThrowDice,
    Watch,
)
from .common import THROW_FIRST, YOU, C, S, T, ben, cora, hold

LOW: Final = Call(high=False)

# ====================================================================== the leader's call
CALL: Final = Lesson(
    id="call",
    preset="basic",
    # Translators: title of a tutorial lesson.
    title=N_("The leader's call"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("After seeing their own dice, the leader decides how the round is scored."),
    parts=(
        Part(
            preset="basic",
            searches=1,
            seats=(YOU, ben(T(), T()), cora(T(), T(), S, C())),
            dice=(
                *(2, 3, 2),  # you lead: 2·3·2 = 7, stop (cap 1), call low
                *(5, 4, 3),  # Ben: 12 under the low call
                *(6, 5, 4),  # Cora: 69, the worst
                *(6, 6, 2),  # round 2, Cora leads: 122, calls high
                *(4, 2, 6),  # Ben: 66, loses the search
            ),
            first_leader=0,
            steps=(
                Step(
                    # Translators: lesson text; {e1_dice} are dice, {e1_call} a call.
                    text=N_(
                        "In basic the leader decides how the round is scored, after seeing"
                        " their own dice: what a one counts, what a six counts, and whether"
                        " the highest or the lowest result is best. {e1_dice} is worth"
                        " {e1_score} under {e1_call}, but {e2_score} under {e2_call}. You"
                        " lead this round."
                    ),
                    do=Continue(),
                    examples=(
                        Example("e1", (6, 3, 5), 68, Call()),
                        Example("e2", (6, 3, 5), 14, Call(sixes=6)),
                    ),
                    facts=Facts(throws=0, cap=3),
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson instruction; {score} is a very low result.
                    text=N_(
                        "{dice} = {score}: a poor result if the highest is best. But you will"
                        " make the call, and a low result can be the best one. Stop now:"
                        " press Stop (Enter)."
                    ),
                    do=StopTurn(),
                    best=True,
                    facts=Facts(dice=(2, 3, 2), score=7, throws=1, cap=3),
                    chances=(("p_keep", Throw(hold(0, 2))),),
                    # Translators: {p_best} and {p_keep} are like "56%".
                    why=N_(
                        "Stopping gives a {p_best} chance of being the best this round, and"
                        " in basic the best player is safe. Holding the two {die1}s and"
                        " throwing again would give {p_keep}."
                    ),
                    replies=(
                        OnThrow(
                            # Translators: feedback; {p_chosen} and {p_best} are like "56%".
                            N_(
                                "Throwing again gives {p_chosen}, stopping {p_best}: your"
                                " result is already hard to beat under the right call."
                                " Stop instead."
                            )
                        ),
                    ),
                    target=Target.STOP,
                ),
                Step(
                    # Translators: lesson instruction; "D", "Low" and "Enter" name keys and a
                    # button of the call panel; {wanted_call} is a call.
                    text=N_(
                        "Now make the call. The panel shows your dice and what they are worth"
                        " under the call chosen. Press D (or click Low) so that the lowest"
                        " result is best, then press Enter to call {wanted_call}."
                    ),
                    do=CallRound(LOW),
                    best=True,
                    facts=Facts(dice=(2, 3, 2), score=7, throws=1),
                    chances=(("p_high", MakeCall(Call())),),
                    # Translators: {p_best} and {p_high} are like "56%".
                    why=N_(
                        "Under {wanted_call} your {score} is very hard to beat: a {p_best}"
                        " chance of being the best this round. Calling high would have given"
                        " {p_high}."
                    ),
                    replies=(
                        OnCall(
                            # Translators: feedback after another call; {p_chosen} like "56%".
                            N_(
                                "That call gives only {p_chosen}. Press D for Low, then"
                                " Enter to call {wanted_call}."
                            )
                        ),
                    ),
                    target=Target.CALL,
                ),
                Step(
                    # Translators: lesson text shown while the CPU players play.
                    text=N_(
                        "{ben} and {cora} now throw under your call, once each: your cap."
                        " Then they play on without you."
                    ),
                    do=Watch(),
                    target=Target.LOG,
                ),
                Step(
                    # Translators: lesson text; {ben_score}, {cora_score} are results.
                    text=N_(
                        "Nobody got below your result, so you were the best and safe for the"
                        " rest of the search. {ben} and {cora} played on: {cora} led and"
                        " called high, and {ben}'s {ben_score} lost to her {cora_score}."
                        " {ben} takes a tally mark; the next lesson explains searches."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=2,
                        scores=(("cora", 122), ("ben", 66)),
                        worst=("ben",),
                        best=("cora",),
                        call=Call(),
                        out=("ben",),
                    ),
                    standing=Standing(marks=(("you", 0), ("ben", 1), ("cora", 0)), loser="ben"),
                    target=Target.SCOREBOARD,
                ),
            ),
        ),
    ),
)

# ====================================================================== searches
SEARCHES: Final = Lesson(
    id="searches",
    preset="basic",
    # Translators: title of a tutorial lesson.
    title=N_("Searches and tally marks"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("The best of each round is safe; the last one left takes a tally mark."),
    parts=(
        Part(
            preset="basic",
            searches=1,
            seats=(YOU, ben(T(), S, C()), cora(T(), T(), T(), S, C())),
            dice=(
                *(1, 1, 6),  # Ben leads: 260, stops (cap 1), calls high
                *(5, 4, 2),  # Cora: 11, the worst
                *(1, 5, 3),  # you: 108
                *(3, 2, 4, 6, 5, 5),  # round 2, Cora leads: 3·2·4, then 6·5·5 = 70 (cap 2)
                *(5, 3, 2, 6, 6, 4),  # you: 5·3·2, then 6·6·4 = 124
            ),
            first_leader=1,
            steps=(
                Step(
                    # Translators: lesson text; {to_beat} is the lowest result so far.
                    text=N_(
                        "Basic is played in searches. After every round the best player is"
                        " safe and sits out the rest of the search; the others play on, and"
                        " the worst player of each round leads the next one. The last player"
                        " left has lost the search and takes a tally mark. {ben} led and"
                        " stopped after one throw, so you have one throw too."
                    ),
                    do=Continue(),
                    facts=Facts(throws=0, cap=1, to_beat=11),
                    target=Target.SCOREBOARD,
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson text; {to_beat} is Cora's result in this round.
                    text=N_(
                        "{ben} had the best result, {ben_score}, and is safe for the rest of"
                        " this search. {cora} was the worst with {cora_score}, so she led"
                        " this round and threw {to_beat} in two throws. Now it is you"
                        " against her: the loser of this round has lost the search."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=1,
                        scores=(("ben", 260), ("cora", 11), ("you", 108)),
                        worst=("cora",),
                        best=("ben",),
                        call=Call(),
                    ),
                    standing=Standing(safe=("ben",)),
                    facts=Facts(throws=0, cap=2, to_beat=70),
                    target=Target.SCOREBOARD,
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson instruction; {to_beat} is Cora's result.
                    text=N_(
                        "{dice} = {score} is far below {cora}'s {to_beat}. No die is worth"
                        " keeping: throw all three again."
                    ),
                    do=ThrowDice(),
                    best=True,
                    facts=Facts(dice=(5, 3, 2), score=10, throws=1, cap=2, to_beat=70),
                    # Translators: {p_best} is like "56%".
                    why=N_(
                        "Right: that gives a {p_best} chance of beating her, and so of being safe."
                    ),
                    replies=(
                        OnStop(
                            # Translators: feedback when the learner stops too early.
                            N_("Stopping on {score} would lose the search. Throw again.")
                        ),
                    ),
                    target=Target.THROW,
                ),
                Step(
                    # Translators: lesson text; {you_score}, {cora_score} are results.
                    text=N_(
                        "Your {you_score} beats {cora_score}: you are safe, and {cora} has lost"
                        " the search. She takes a tally mark. This match had a single search,"
                        " so she has lost the match; in a longer one, whoever has the most"
                        " tally marks after the last search loses."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=2,
                        scores=(("cora", 70), ("you", 124)),
                        worst=("cora",),
                        best=("you",),
                        out=("cora",),
                    ),
                    standing=Standing(
                        marks=(("you", 0), ("ben", 0), ("cora", 1)),
                        loser="cora",
                        won=("you", "ben"),
                    ),
                    target=Target.SCOREBOARD,
                ),
            ),
        ),
    ),
)
