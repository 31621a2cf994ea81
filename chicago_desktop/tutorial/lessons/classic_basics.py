"""Classic lessons 1-3: reading the dice (R6), throwing and holding (R2, R4), when to stop."""

from __future__ import annotations

from typing import Final

from ...engine import Throw
from ...i18n import N_
from ..model import (
    Choose,
    Continue,
    Example,
    Facts,
    HoldDice,
    Lesson,
    OnAnswer,
    OnHold,
    OnStop,
    OnThrow,
    Option,
    Part,
    RoundFacts,
    Step,
    StopTurn,
    Target,
    ThrowDice,
    Watch,
)
from .common import THROW_FIRST, YOU, S, T, ben, cora, hold

# ====================================================================== 1. reading the dice
READING: Final = Lesson(
    id="reading",
    # Translators: title of a tutorial lesson.
    title=N_("Reading the dice"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("What each die counts, and what a result is worth."),
    parts=(
        Part(
            seats=(YOU, ben(T(), T(), T())),
            dice=(1, 4, 2, 4, 5, 6, 6, 1, 6, 5, 3, 2, 4, 4, 2, 3, 5, 4),
            first_leader=0,
            steps=(
                Step(
                    # Translators: first words of the tutorial's first lesson.
                    text=N_(
                        "Welcome to Chicago! It is played with three dice. In every round each"
                        " player throws, and whoever ends with the lowest result takes a loss."
                        " First, let's learn to read the dice."
                    ),
                    do=Continue(),
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson text; {one} and {six} are what a 1 and a 6 count.
                    text=N_(
                        "Each die counts on its own: a 1 counts {one}, a 6 counts {six}, and a"
                        " 2, 3, 4 or 5 counts its pips. Your result is the three added up."
                    ),
                    do=Continue(),
                    facts=Facts(dice=(1, 4, 2), score=106),
                    target=Target.DICE,
                    conceal_value=True,
                ),
                Step(
                    # Translators: a question in a lesson; {dice} are dice such as 1·4·2.
                    text=N_("What are your dice, {dice}, worth?"),
                    do=Choose((Option(7), Option(106), Option(142)), answer=1, of="score"),
                    facts=Facts(dice=(1, 4, 2), score=106),
                    # Translators: {sum} is the values added up, e.g. "100 + 4 + 2".
                    why=N_("Right: {sum} = {score}."),
                    replies=(
                        OnAnswer(
                            0,
                            # Translators: feedback to a wrong answer; {one} is 100.
                            N_(
                                "That is just the pips added up. But a 1 counts {one}, not 1."
                                " Try again."
                            ),
                        ),
                        OnAnswer(
                            2,
                            # Translators: feedback to a wrong answer.
                            N_(
                                "That reads the dice like a number. Add up what each die"
                                " counts instead. Try again."
                            ),
                        ),
                    ),
                    target=Target.DICE,
                    conceal_value=True,
                ),
                Step(
                    # Translators: lesson instruction; "Throw" and "Space" name the button and key.
                    text=N_(
                        "You may throw up to {cap} times. Throw all three dice again to read"
                        " another result: press Throw (Space). Normally you would keep that"
                        " {die1}; the next lesson shows how."
                    ),
                    do=ThrowDice(),
                    facts=Facts(dice=(1, 4, 2), throws=1, cap=3),
                    replies=(
                        OnThrow(
                            # Translators: feedback when the learner held dice by mistake.
                            N_(
                                "For this step, throw all three dice: click a held die again,"
                                " or press its number, to release it."
                            ),
                        ),
                        # Translators: feedback when the learner stopped instead of throwing.
                        OnStop(N_("Not yet: throw all three dice again first.")),
                    ),
                    target=Target.THROW,
                ),
                Step(
                    # Translators: a question in a lesson; {dice} are dice such as 4·5·6.
                    text=N_("And what are {dice} worth?"),
                    do=Choose((Option(15), Option(69), Option(105)), answer=1, of="score"),
                    facts=Facts(dice=(4, 5, 6), score=69),
                    # Translators: {sum} is the values added up, e.g. "4 + 5 + 60".
                    why=N_(
                        "Right: {sum} = {score}. Sixes are valuable, and ones are the most"
                        " valuable of all."
                    ),
                    replies=(
                        OnAnswer(
                            0,
                            # Translators: feedback to a wrong answer; {six} is 60.
                            N_("That adds up the pips, but a 6 counts {six}, not 6. Try again."),
                        ),
                        OnAnswer(
                            2,
                            # Translators: feedback to a wrong answer.
                            N_(
                                "Not quite: there is no 1 among these dice. Add up what each"
                                " die counts. Try again."
                            ),
                        ),
                    ),
                    target=Target.DICE,
                    conceal_value=True,
                ),
                Step(
                    # Translators: {low} and {high} are results written like "2·2·2 = 6".
                    text=N_(
                        "The lowest result anyone can throw is {low}, the highest is {high}."
                        " The higher, the better: whoever ends a round lowest takes the loss."
                    ),
                    do=Continue(),
                    examples=(Example("low", (2, 2, 2), 6), Example("high", (1, 1, 1), 300)),
                    target=Target.VALUE,
                ),
                Step(
                    # Translators: lesson instruction.
                    text=N_(
                        "Use your last throw: throw all three dice once more. After the last"
                        " throw your turn ends by itself, and the dice as they lie are your"
                        " result."
                    ),
                    do=ThrowDice(),
                    facts=Facts(dice=(4, 5, 6), throws=2, cap=3),
                    replies=(
                        OnThrow(
                            # Translators: feedback when the learner held dice by mistake.
                            N_(
                                "For this step, throw all three dice: click a held die again,"
                                " or press its number, to release it."
                            ),
                        ),
                        # Translators: feedback when the learner stopped instead of throwing.
                        OnStop(N_("Not yet: use your last throw first.")),
                    ),
                    target=Target.THROW,
                ),
                Step(
                    # Translators: lesson text shown while the CPU player Ben plays.
                    text=N_(
                        "Now {ben} plays. The yellow line on the table shows the result he has"
                        " to beat."
                    ),
                    do=Watch(),
                    target=Target.BEAT,
                ),
                Step(
                    # Translators: lesson text; {ben_score} and {you_score} are results.
                    text=N_(
                        "{ben} ended with {ben_score}, below your {you_score}, so he takes a"
                        " loss: see the scoreboard below. You can read the dice now!"
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=1,
                        scores=(("you", 220), ("ben", 12)),
                        worst=("ben",),
                        lowest=12,
                        losses=(("you", 0), ("ben", 1)),
                        leader_next="you",
                    ),
                    target=Target.SCOREBOARD,
                ),
            ),
        ),
    ),
)

# ====================================================================== 2. throwing and holding
HOLDING: Final = Lesson(
    id="holding",
    # Translators: title of a tutorial lesson.
    title=N_("Throwing and holding"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("Keep the good dice, throw the others again, and release a held die."),
    parts=(
        Part(
            seats=(YOU, ben(T(), T(0))),
            dice=(1, 4, 2, 6, 3, 6, 5, 2, 4, 3),
            first_leader=0,
            steps=(
                Step(
                    # Translators: lesson text.
                    text=N_(
                        "After a throw you may hold dice. Held dice stay as they are; only the"
                        " others are thrown again. That is how you keep what is good."
                    ),
                    do=Continue(),
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson instruction; {one} is 100, "1" is the key to press.
                    text=N_(
                        "You threw {dice} = {score}. The {die1} alone is worth {one}: keep it."
                        " Click the first die, or press 1, to hold it."
                    ),
                    do=HoldDice(hold(0)),
                    facts=Facts(dice=(1, 4, 2), score=106),
                    # Translators: said after the learner held a die.
                    why=N_("The {die1} is held: it carries a lock and stays put when you throw."),
                    replies=(
                        OnHold(
                            # Translators: feedback when the learner held the wrong die.
                            N_("Hold only the {die1}: click another held die again to release it.")
                        ),
                        # Translators: feedback when the learner threw before holding.
                        OnThrow(N_("First hold the {die1}: click the first die or press 1.")),
                        OnStop(
                            # Translators: feedback when the learner stopped.
                            N_("Not yet: hold the {die1} first, then throw the other two dice.")
                        ),
                    ),
                    target=Target.DIE_1,
                ),
                Step(
                    # Translators: lesson instruction.
                    text=N_(
                        "Now press Throw (Space): only the two dice that are not held are thrown."
                    ),
                    do=ThrowDice(hold(0)),
                    facts=Facts(dice=(1, 4, 2), held=hold(0)),
                    replies=(
                        OnThrow(
                            # Translators: feedback when the learner held other dice.
                            N_("Keep only the {die1} held (die 1) and throw the other two dice."),
                        ),
                        # Translators: feedback when the learner stopped.
                        OnStop(N_("Not yet: throw the other two dice first.")),
                    ),
                    target=Target.THROW,
                ),
                Step(
                    # Translators: lesson text; {dice} and {score} are the result now.
                    text=N_(
                        "The {die1} stayed, and now you have {dice} = {score}. A held die stays"
                        " held for the next throw too, until you release it."
                    ),
                    do=Continue(),
                    facts=Facts(dice=(1, 6, 3), score=163, held=hold(0)),
                    target=Target.VALUE,
                ),
                Step(
                    # Translators: lesson instruction; {die2} is the face of the second die.
                    text=N_("Hold the {die2} as well: click the second die, or press 2."),
                    do=HoldDice(hold(0, 1)),
                    facts=Facts(dice=(1, 6, 3), held=hold(0)),
                    replies=(
                        # Translators: feedback when the learner held the wrong die.
                        OnHold(N_("Hold the first two dice and not the third one.")),
                        # Translators: feedback when the learner threw or stopped.
                        OnThrow(N_("Not yet: first hold the second die too (press 2).")),
                        OnStop(N_("Not yet: first hold the second die too (press 2).")),
                    ),
                    target=Target.DIE_2,
                ),
                Step(
                    # Translators: lesson instruction; {die2} is the face of the second die.
                    text=N_(
                        "Changed your mind? A held die can be released before the next throw:"
                        " click the {die2} again, or press 2, to release it."
                    ),
                    do=HoldDice(hold(0)),
                    facts=Facts(dice=(1, 6, 3), held=hold(0, 1)),
                    # Translators: said after the learner released a die.
                    why=N_("Released: that die would now be thrown again with the others."),
                    replies=(
                        # Translators: feedback when the learner held yet another die.
                        OnHold(N_("Release the second die (press 2) and keep the first one held.")),
                        # Translators: feedback when the learner threw or stopped.
                        OnThrow(N_("Not yet: first release the second die (press 2).")),
                        OnStop(N_("Not yet: first release the second die (press 2).")),
                    ),
                    target=Target.DIE_2,
                ),
                Step(
                    # Translators: lesson instruction; "Stop" and "Enter" name a button and key.
                    text=N_(
                        "With {dice} = {score} after two throws, stopping is the best play"
                        " here: press Stop (Enter) to keep your dice. When to stop is the next"
                        " lesson."
                    ),
                    do=StopTurn(),
                    best=True,
                    facts=Facts(dice=(1, 6, 3), score=163, throws=2, held=hold(0)),
                    chances=(("p_keep2", Throw(hold(0, 1))),),
                    # Translators: {p_best} and {p_keep2} are like "56%"; {die3} a face.
                    why=N_(
                        "Stopping gives you a {p_best} chance of avoiding the loss; holding"
                        " the first two dice and throwing the {die3} again would give"
                        " {p_keep2}."
                    ),
                    replies=(
                        OnThrow(
                            # Translators: feedback; {p_chosen} and {p_best} are like "56%".
                            N_(
                                "You may throw again, but here it is worse: that throw gives"
                                " a {p_chosen} chance of avoiding the loss, stopping"
                                " {p_best}. Stop (Enter) instead."
                            ),
                        ),
                    ),
                    target=Target.STOP,
                ),
                Step(
                    # Translators: lesson text shown while the CPU player Ben plays.
                    text=N_(
                        "{ben} plays now. He may throw only as often as you did, and he"
                        " holds dice the same way."
                    ),
                    do=Watch(),
                    target=Target.CAP,
                ),
                Step(
                    # Translators: lesson text; {ben_score} is Ben's result.
                    text=N_(
                        "{ben} ended with {ben_score} and takes the loss. You can hold and"
                        " release dice now!"
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=1,
                        scores=(("you", 163), ("ben", 67)),
                        worst=("ben",),
                        lowest=67,
                        losses=(("you", 0), ("ben", 1)),
                        cap=2,
                    ),
                    target=Target.BANNER,
                ),
            ),
        ),
    ),
)

# ====================================================================== 3. when to stop
STOPPING: Final = Lesson(
    id="stopping",
    # Translators: title of a tutorial lesson.
    title=N_("When to stop"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("Compare with the results so far: stop when you are safe, throw when you are not."),
    parts=(
        Part(
            seats=(
                YOU,
                ben(T(), T(0), S, T(), T()),
                cora(T(), S, T(), T(0, 1), S),
            ),
            dice=(
                *(1, 3, 2, 4, 2),  # round 1, Ben: 1·3·2, holds the 1 → 1·4·2 = 106, stops
                *(6, 6, 2),  # Cora: 6·6·2 = 122, stops
                *(5, 3, 2, 1, 4, 3),  # you: 5·3·2, then 1·4·3 = 107
                *(4, 5, 2, 6),  # round 2, Cora: 4·5·2, holds 4·5 → 4·5·6 = 69, stops
                *(6, 5, 5),  # you: 6·5·5 = 70
                *(2, 3, 3, 5, 5, 4),  # Ben: 2·3·3, then 5·5·4 = 14
            ),
            first_leader=1,
            steps=(
                Step(
                    # Translators: lesson text; {to_beat} is a result, {cap} a number of throws.
                    text=N_(
                        "After each throw you decide: stop and keep your result, or throw again"
                        " to improve it, at the risk of making it worse. Compare with the"
                        " results so far: the lowest one, {to_beat}, is the one to beat. {ben}"
                        " led and stopped after {cap} throws, so you may throw {cap} times too."
                    ),
                    do=Continue(),
                    facts=Facts(to_beat=106, cap=2, throws=0),
                    target=Target.BEAT,
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson instruction; {score} and {to_beat} are results.
                    text=N_(
                        "You have {score}, far below {to_beat}, and nobody plays after you: if"
                        " you stopped now, you would take the loss. Throw again. None of these"
                        " dice is worth keeping, so throw all three."
                    ),
                    do=ThrowDice(),
                    best=True,
                    facts=Facts(dice=(5, 3, 2), score=10, to_beat=106, throws=1, cap=2),
                    # Translators: {p_best} and {p_stop} are like "56%".
                    why=N_(
                        "Right: throwing all three gives a {p_best} chance of avoiding the"
                        " loss; stopping would give {p_stop}."
                    ),
                    replies=(
                        OnStop(
                            # Translators: feedback; {p_stop} is a percentage (here 0).
                            N_(
                                "Stopping now means taking the loss: {score} is below"
                                " {to_beat} and nobody plays after you ({p_stop} chance of"
                                " avoiding the loss). Throw again instead."
                            ),
                        ),
                        OnThrow(
                            # Translators: feedback; {p_chosen} and {p_best} are like "56%".
                            N_(
                                "Keeping dice worth a few pips does not help here: your"
                                " choice gives {p_chosen}, throwing all three {p_best}."
                                " Release them and throw all three."
                            ),
                        ),
                    ),
                    target=Target.BEAT,
                ),
                Step(
                    # Translators: lesson text; {you_score}, {ben_score}, {to_beat} are results.
                    text=N_(
                        "Your last throw brought {you_score}, just above {ben}'s {ben_score}:"
                        " {ben} takes the loss. In the next round {cora} leads, and she has"
                        " {to_beat}. Now a case where stopping is right."
                    ),
                    do=Continue(),
                    facts=Facts(to_beat=69, cap=2, throws=0),
                    round=RoundFacts(
                        number=1,
                        scores=(("ben", 106), ("cora", 122), ("you", 107)),
                        worst=("ben",),
                        lowest=106,
                        losses=(("you", 0), ("ben", 1), ("cora", 0)),
                        leader_next="cora",
                    ),
                    target=Target.BANNER,
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson instruction; {score} and {to_beat} are results.
                    text=N_(
                        "You have {score}, just above {cora}'s {to_beat}. Whatever {ben} throws"
                        " after you, the lowest result will be {to_beat} or less, so if you"
                        " stop you cannot be the lowest. Another throw could drop you below"
                        " {to_beat}. Press Stop (Enter)."
                    ),
                    do=StopTurn(),
                    best=True,
                    facts=Facts(dice=(6, 5, 5), score=70, to_beat=69, throws=1, cap=2),
                    chances=(("p_keep6", Throw(hold(0))),),
                    # Translators: {p_best} and {p_keep6} are like "56%"; {die1} is a face.
                    why=N_(
                        "Stopping gives a {p_best} chance of avoiding the loss; even the best"
                        " throw, holding the {die1}, would give only {p_keep6}."
                    ),
                    replies=(
                        OnThrow(
                            # Translators: feedback; {p_chosen} and {p_best} are like "56%".
                            N_(
                                "Throwing again risks falling below {to_beat}: your choice"
                                " gives {p_chosen}, stopping {p_best}. Stop instead."
                            ),
                        ),
                    ),
                    target=Target.STOP,
                ),
                Step(
                    # Translators: lesson text; {ben} is a player, {lowest} his result.
                    text=N_(
                        "{ben} ended with {lowest} and takes another loss. In short: when you"
                        " are above the lowest result so far and another throw could only put"
                        " that at risk, stop; when you would be the lowest, throw again."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=2,
                        scores=(("cora", 69), ("you", 70), ("ben", 14)),
                        worst=("ben",),
                        lowest=14,
                        losses=(("you", 0), ("ben", 2), ("cora", 0)),
                        leader_next="you",
                    ),
                    target=Target.BANNER,
                ),
            ),
        ),
    ),
)
