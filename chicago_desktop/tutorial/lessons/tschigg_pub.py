"""Lessons of the tschigg and pub presets (R40): sand (R24, R46), the fish and "Mit ist Shit"
(R23, R32), and three sixes turned into two ones (R22). Both are handed-out coaster
matches here, so every chance quoted is the chance of not taking a coaster (R43)."""

from __future__ import annotations

from typing import Final

from ...engine import Call, MakeCall, Throw
from ...i18n import N_
from ..model import (
    CallRound,
    Choose,
    Continue,
    Example,
    Facts,
    Lesson,
    OnAnswer,
    OnCall,
    OnThrow,
    Option,
    Part,
    RoundFacts,
    Standing,
    Step,
    StopTurn,
    Target,
    ThrowDice,
    TurnTwoSixes,
    Watch,
)
from .common import THROW_FIRST, YOU, C, S, T, ben, cora, hold

# ====================================================================== sand
SAND: Final = Lesson(
    id="sand",
    preset="tschigg",
    # Translators: title of a tutorial lesson ("sand" is the Tschigg call).
    title=N_("Sand"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("The Tschigg call where only a result without a one or a six succeeds."),
    parts=(
        Part(
            preset="tschigg",
            seats=(YOU, ben(T(), T(), S, C()), cora(T(), T())),
            dice=(
                *(2, 3, 4),  # you lead: 2·3·4, stop, call sand
                *(1, 3, 4),  # Ben: a one, fails
                *(5, 5, 2),  # Cora: sand, later than you: the best
                *(6, 5, 4),  # round 2, Ben leads
                *(3, 3, 2),  # Cora
            ),
            first_leader=0,
            steps=(
                Step(
                    # Translators: lesson text; "sand" is the Tschigg call.
                    text=N_(
                        "Tschigg has one more call: sand. Under sand only one thing counts:"
                        " a result with no one and no six has made sand and succeeds; one"
                        " with a one or a six fails. Among those who made sand the later"
                        " player is better; among those who failed the later one is worse."
                        " You lead."
                    ),
                    do=Continue(),
                    facts=Facts(throws=0, cap=3),
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson instruction; "Stop" and "Enter" name a button, a key.
                    text=N_("{dice}: no one and no six, that is sand. Stop (Enter) and call it."),
                    do=StopTurn(),
                    best=True,
                    facts=Facts(dice=(2, 3, 4), throws=1, cap=3),
                    chances=(("p_again", Throw()),),
                    # Translators: {p_best} and {p_again} are like "56%".
                    why=N_(
                        "Stopping gives a {p_best} chance of not taking a coaster; throwing"
                        " all three again would give {p_again}."
                    ),
                    target=Target.STOP,
                ),
                Step(
                    # Translators: lesson instruction; "S", "Sand" and "Enter" are keys and
                    # a button of the call panel.
                    text=N_("Press S (or click Sand), then Enter to call {wanted_call}."),
                    do=CallRound(Call.sand_call()),
                    best=True,
                    facts=Facts(dice=(2, 3, 4), throws=1),
                    chances=(("p_low", MakeCall(Call(high=False))),),
                    # Translators: {p_best} and {p_low} are like "56%".
                    why=N_(
                        "Under sand you have succeeded, and only a failure can be the worst:"
                        " a {p_best} chance of not taking a coaster. Calling low would give"
                        " {p_low}."
                    ),
                    replies=(
                        OnCall(
                            # Translators: feedback; {p_chosen} and {p_best} like "56%".
                            N_("That call gives {p_chosen}, sand {p_best}. Press S, then Enter.")
                        ),
                    ),
                    target=Target.CALL,
                ),
                Step(
                    # Translators: lesson text shown while the CPU players play.
                    text=N_("{ben} and {cora} throw once each, under sand."),
                    do=Watch(),
                    target=Target.LOG,
                ),
                Step(
                    # Translators: lesson text after a round under sand.
                    text=N_(
                        "{ben} threw a one: he failed, and as the only failure he is the"
                        " worst and took a coaster. {cora} made sand too, later than you,"
                        " so she was the best. In the clearing phase the best passes a"
                        " coaster to the worst."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=1,
                        scores=(("you", 1), ("ben", 0), ("cora", 1)),
                        worst=("ben",),
                        best=("cora",),
                        call=Call.sand_call(),
                    ),
                    standing=Standing(middle=4, coasters=(("you", 0), ("ben", 1), ("cora", 0))),
                    target=Target.SCOREBOARD,
                ),
            ),
        ),
        Part(
            preset="tschigg",
            seats=(YOU, ben(T())),
            dice=(*(2, 3, 4), *(5, 3, 2)),  # sand, and sand again: nobody is the worst
            first_leader=0,
            steps=(
                Step(
                    # Translators: lesson text about sand (R46).
                    text=N_(
                        "Once more, against {ben} alone. Under sand there may be no worst"
                        " at all: if everybody makes sand, nobody fails."
                    ),
                    do=Continue(),
                    facts=Facts(throws=0, cap=3),
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson instruction; "Stop" and "Enter" name a button, a key.
                    text=N_("{dice}: sand again. Stop (Enter)."),
                    do=StopTurn(),
                    best=True,
                    facts=Facts(dice=(2, 3, 4), throws=1, cap=3),
                    # Translators: {p_best} is like "56%".
                    why=N_("Stopping gives a {p_best} chance of not taking a coaster."),
                    target=Target.STOP,
                ),
                Step(
                    # Translators: lesson instruction; "S" and "Enter" are keys.
                    text=N_("Call {wanted_call}: press S, then Enter."),
                    do=CallRound(Call.sand_call()),
                    best=True,
                    facts=Facts(dice=(2, 3, 4), throws=1),
                    # Translators: {p_best} is like "56%".
                    why=N_("Called: a {p_best} chance of not taking a coaster."),
                    target=Target.CALL,
                ),
                Step(
                    # Translators: lesson text shown while the CPU player plays.
                    text=N_("{ben} throws once, under sand."),
                    do=Watch(),
                    target=Target.LOG,
                ),
                Step(
                    # Translators: lesson text after a round in which everybody made sand.
                    text=N_(
                        "{ben} made sand too. Everybody did, so there is no worst: no"
                        " coaster moves, and the same leader leads again. You lead."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=1,
                        scores=(("you", 1), ("ben", 1)),
                        worst=(),
                        best=("ben",),
                        call=Call.sand_call(),
                    ),
                    standing=Standing(middle=3, coasters=(("you", 0), ("ben", 0))),
                    target=Target.SCOREBOARD,
                ),
            ),
        ),
    ),
)

# ====================================================================== fish
FISH: Final = Lesson(
    id="fish",
    preset="pub",
    # Translators: title of a tutorial lesson; "Mit ist Shit" is what players say
    # ("matching is not beating"): keep the saying your players use.
    title=N_("Fish, and “Mit ist Shit”"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("No one and no six is a fish; of equal results the later one is worse."),
    parts=(
        Part(
            preset="pub",
            seats=(YOU, ben(T(), S), cora(T())),
            dice=(*(2, 3, 5), *(4, 4, 2), *(5, 3, 3)),  # three fish: yours is the latest
            first_leader=1,
            steps=(
                Step(
                    # Translators: lesson text; "Mit ist Shit" is the players' saying.
                    text=N_(
                        "In pub a result with no one and no six is a fish. All fish are"
                        " equal, whatever their pips, and rank below every other result."
                        " {ben} stopped on {fish_dice}, a fish, and {cora} threw a fish"
                        " too. Matching is not beating: of equal results the later one is"
                        " worse (“Mit ist Shit”)."
                    ),
                    do=Continue(),
                    examples=(Example("fish", (2, 3, 5), 10),),
                    facts=Facts(throws=0, cap=1),
                    target=Target.LOG,
                ),
                Step(
                    # Translators: a question in a lesson.
                    text=N_("You have one throw. What do you need so as not to be the worst?"),
                    do=Choose(
                        options=(
                            # Translators: an answer in a lesson.
                            Option(text=N_("A one or a six: any result that is not a fish")),
                            # Translators: an answer in a lesson.
                            Option(text=N_("A fish with more pips than theirs")),
                        ),
                        answer=0,
                    ),
                    # Translators: said after the right answer.
                    why=N_("Right: every fish is equal, and yours would be the latest."),
                    replies=(
                        OnAnswer(
                            1,
                            # Translators: feedback after a wrong answer.
                            N_("Pips do not count for a fish: all fish are equal. Try again."),
                        ),
                    ),
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson text; {you_score} is the learner's fish.
                    text=N_(
                        "Another fish: its pips do not help. Yours is the latest of three"
                        " equal fish, so it is the worst: you take a coaster and lead the"
                        " next round. {ben}'s fish came first, so it was the best."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=1,
                        scores=(("ben", 10), ("cora", 10), ("you", 11)),
                        worst=("you",),
                        best=("ben",),
                    ),
                    standing=Standing(middle=3, coasters=(("you", 1), ("ben", 0), ("cora", 0))),
                    target=Target.SCOREBOARD,
                ),
            ),
        ),
    ),
)

# ====================================================================== three sixes
THREE_SIXES: Final = Lesson(
    id="three-sixes",
    preset="pub",
    # Translators: title of a tutorial lesson.
    title=N_("Three sixes"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("In pub three sixes can become two ones, held for good, and one more throw."),
    parts=(
        Part(
            preset="pub",
            seats=(YOU, ben(T(), T(), S, T(), S)),
            dice=(
                *(3, 4, 2, 1, 1, 5),  # Ben leads: 3·4·2, then 1·1·5 = 205 (cap 2)
                *(6, 6, 6),  # you: three sixes, turned into 1·1 and the cup die
                *(1,),  # the cup die: 1·1·1 = 300
                *(5, 4, 3),  # round 2, Ben leads
            ),
            first_leader=1,
            steps=(
                Step(
                    # Translators: lesson text; {to_beat} is Ben's result.
                    text=N_(
                        "In pub three sixes can be turned at once: two of them become ones,"
                        " held for good, and the third is thrown again. It needs a throw"
                        " left. {ben} has {to_beat} in two throws."
                    ),
                    do=Continue(),
                    facts=Facts(throws=0, cap=2, to_beat=205),
                    target=Target.BEAT,
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson instruction; "T" is a key, "Turn three sixes" a button.
                    text=N_(
                        "{dice} = {score} is below {to_beat}. Turn the three sixes: press T"
                        " (or click Turn three sixes)."
                    ),
                    do=TurnTwoSixes(),
                    best=True,
                    facts=Facts(dice=(6, 6, 6), score=180, throws=1, cap=2, to_beat=205),
                    chances=(("p_keep", Throw(hold(0, 1))),),
                    # Translators: {p_best} and {p_keep} are like "56%".
                    why=N_(
                        "Right: with two ones a one or a six on the last die wins, a {p_best}"
                        " chance of not taking a coaster. Holding two sixes would give"
                        " {p_keep}."
                    ),
                    replies=(
                        OnThrow(
                            # Translators: feedback; {p_chosen} and {p_best} like "56%".
                            N_("That throw gives {p_chosen}; turning the sixes gives {p_best}.")
                        ),
                    ),
                    target=Target.SIXES,
                ),
                Step(
                    # Translators: lesson instruction; "Space" is a key.
                    text=N_("Two ones, held for good. Throw the last die (Space)."),
                    do=ThrowDice(hold(0, 1)),
                    best=True,
                    facts=Facts(dice=(1, 1, 6), final=hold(0, 1), held=hold(0, 1)),
                    # Translators: {p_best} is like "56%".
                    why=N_("Right: a {p_best} chance of not taking a coaster."),
                    target=Target.THROW,
                ),
                Step(
                    # Translators: lesson text; {you_score}, {ben_score} are results.
                    text=N_("A one: {you_score} beats {ben_score}, and {ben} takes a coaster."),
                    do=Continue(),
                    round=RoundFacts(
                        number=1,
                        scores=(("ben", 205), ("you", 300)),
                        worst=("ben",),
                        best=("you",),
                    ),
                    standing=Standing(middle=2, coasters=(("you", 0), ("ben", 1))),
                    target=Target.SCOREBOARD,
                ),
            ),
        ),
    ),
)
