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

from ..engine import Stop, Throw
from ..i18n import N_
from .model import (
    LEARNER,
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
    Play,
    RoundFacts,
    Seat,
    Step,
    StopTurn,
    Target,
    ThrowDice,
    Watch,
)

YOU: Final = Seat(LEARNER)
S: Final = Stop()


def T(*held: int) -> Throw:  # noqa: N802 - reads like the action it builds
    """A planned CPU throw holding the given positions (0-2)."""
    return Throw(frozenset(held))


def hold(*positions: int) -> frozenset[int]:
    """Die positions 0-2 as a hold."""
    return frozenset(positions)


def ben(*plan: Throw | Stop) -> Seat:
    """The opponent Ben with his planned actions."""
    return Seat("ben", "Ben", tuple(plan))


def cora(*plan: Throw | Stop) -> Seat:
    """The opponent Cora with her planned actions."""
    return Seat("cora", "Cora", tuple(plan))


THROW_FIRST: Final = Step(
    # Translators: lesson instruction; "Throw" and "Space" name the table's button and key.
    text=N_("Press Throw (or the Space bar) to throw all three dice."),
    do=ThrowDice(),
    target=Target.THROW,
)

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

# ====================================================================== 4. the leader's cap
CAP: Final = Lesson(
    id="cap",
    # Translators: title of a tutorial lesson.
    title=N_("The leader's cap"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("The leader's throws set the limit for everyone else in the round."),
    parts=(
        Part(
            seats=(YOU, ben(T(), T(), T()), cora(T(), T(), S)),
            dice=(
                *(1, 6, 6),  # round 1, you lead: 1·6·6 = 220, stop (cap 1)
                *(6, 4, 3),  # Ben: 67
                *(1, 5, 2),  # Cora: 107
                *(2, 3, 5, 1, 6, 4),  # round 2, you lead: 2·3·5, then 1·6·4 = 164, stop
                *(5, 5, 2, 1, 3, 2),  # Ben: 5·5·2, then 1·3·2 = 105
                *(6, 6, 3),  # Cora: 6·6·3 = 123, stops
            ),
            first_leader=0,
            steps=(
                Step(
                    # Translators: lesson text; {max_throws} is a number of throws.
                    text=N_(
                        "The leader of a round throws first and may use up to {max_throws}"
                        " throws. The number of throws the leader actually uses becomes the"
                        " cap: nobody after the leader may throw more often. You lead this"
                        " round."
                    ),
                    do=Continue(),
                    facts=Facts(cap=3, throws=0),
                    target=Target.CAP,
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson text; {throws} is the number of throws used (1).
                    text=N_(
                        "{dice} = {score} after one throw is a strong result. If you stop now,"
                        " the cap of this round is {throws}: {ben} and {cora} get one throw"
                        " each to beat {score}."
                    ),
                    do=Continue(),
                    facts=Facts(dice=(1, 6, 6), score=220, throws=1, cap=3),
                    target=Target.CAP,
                ),
                Step(
                    # Translators: lesson instruction; "Stop" and "Enter" name a button and key.
                    text=N_("Press Stop (Enter) to keep {score} and set the cap."),
                    do=StopTurn(),
                    best=True,
                    facts=Facts(dice=(1, 6, 6), score=220, throws=1),
                    chances=(("p_keep", Throw(hold(0, 1))),),
                    # Translators: {p_best} and {p_keep} are like "56%"; {die1}, {die2} faces.
                    why=N_(
                        "Stopping gives you a {p_best} chance of avoiding the loss. Holding"
                        " the {die1} and a {die2} and throwing again would give {p_keep}, and"
                        " it would give the others more throws too."
                    ),
                    replies=(
                        OnThrow(
                            # Translators: feedback; {p_chosen} and {p_best} are like "56%".
                            N_(
                                "Throwing again gives {ben} and {cora} more throws as well:"
                                " {p_chosen} chance of avoiding the loss, against {p_best}"
                                " for stopping. Stop instead."
                            ),
                        ),
                    ),
                    target=Target.STOP,
                ),
                Step(
                    # Translators: lesson text shown while the CPU players play.
                    text=N_(
                        "{ben} and {cora} now play under your cap. The top right corner of the"
                        " table shows it."
                    ),
                    do=Watch(),
                    target=Target.CAP,
                ),
                Step(
                    # Translators: lesson text; {ben_score}, {cora_score} are results.
                    text=N_(
                        "With one throw each, {ben} got {ben_score} and {cora} {cora_score}:"
                        " {ben} takes the loss. You lead again. A weak first throw is"
                        " different: then you throw again, and the others get more throws"
                        " too."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=1,
                        scores=(("you", 220), ("ben", 67), ("cora", 107)),
                        worst=("ben",),
                        lowest=67,
                        losses=(("you", 0), ("ben", 1), ("cora", 0)),
                        leader_next="you",
                        cap=1,
                    ),
                    target=Target.BANNER,
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson instruction; {score} is a weak result.
                    text=N_(
                        "Only {score}: far too weak to stop on. None of these dice is worth"
                        " keeping, so throw all three again."
                    ),
                    do=ThrowDice(),
                    best=True,
                    facts=Facts(dice=(2, 3, 5), score=10, throws=1, cap=3),
                    # Translators: {p_best} and {p_stop} are like "56%".
                    why=N_(
                        "Right: that gives a {p_best} chance of avoiding the loss; stopping"
                        " on {score} would give {p_stop}."
                    ),
                    replies=(
                        OnStop(
                            # Translators: feedback; {p_stop} is like "56%".
                            N_(
                                "With {score} the others would only need to beat a very low"
                                " result: stopping gives {p_stop}. Throw again instead."
                            )
                        ),
                        OnThrow(
                            # Translators: feedback; {p_chosen} and {p_best} are like "56%".
                            N_(
                                "Keeping dice worth a few pips does not help: your choice"
                                " gives {p_chosen}, throwing all three {p_best}."
                            ),
                        ),
                    ),
                    target=Target.THROW,
                ),
                Step(
                    # Translators: lesson instruction; {throws} is the throws used so far.
                    text=N_(
                        "{dice} = {score} after {throws} throws is good. Stop now: the cap is"
                        " then {throws} for {ben} and {cora}."
                    ),
                    do=StopTurn(),
                    best=True,
                    facts=Facts(dice=(1, 6, 4), score=164, throws=2, cap=3),
                    chances=(("p_keep", Throw(hold(0, 1))),),
                    # Translators: {p_best} and {p_keep} are like "56%"; {die1}, {die2} faces.
                    why=N_(
                        "Stopping gives a {p_best} chance of avoiding the loss; holding the"
                        " {die1} and the {die2} and throwing the last die would give {p_keep}."
                    ),
                    replies=(
                        OnThrow(
                            # Translators: feedback; {p_chosen} and {p_best} are like "56%".
                            N_(
                                "Another throw would also give {ben} and {cora} a third throw:"
                                " {p_chosen} against {p_best} for stopping. Stop instead."
                            ),
                        ),
                    ),
                    target=Target.STOP,
                ),
                Step(
                    # Translators: lesson text shown while the CPU players play.
                    text=N_("Watch {ben} and {cora} play with your new cap."),
                    do=Watch(),
                    target=Target.CAP,
                ),
                Step(
                    # Translators: lesson text; {round_cap} is the cap, {lowest} a result.
                    text=N_(
                        "This time the cap was {round_cap}. {ben} ended with {lowest} and takes"
                        " another loss. Remember: a strong result early is worth keeping,"
                        " because it leaves the others fewer throws to beat it."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=2,
                        scores=(("you", 164), ("ben", 105), ("cora", 123)),
                        worst=("ben",),
                        lowest=105,
                        losses=(("you", 0), ("ben", 2), ("cora", 0)),
                        leader_next="you",
                        cap=2,
                    ),
                    target=Target.BANNER,
                ),
            ),
        ),
    ),
)

# ====================================================================== 5. the loss
LOSS: Final = Lesson(
    id="loss",
    # Translators: title of a tutorial lesson.
    title=N_("The loss"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("Every lowest result takes a loss: ties and fewer throws do not help."),
    parts=(
        Part(
            seats=(
                YOU,
                ben(T(), T(0, 1), S, T(), T(0), T(0, 1)),
                cora(T(), S, T(), S),
            ),
            dice=(
                *(1, 1, 5, 1),  # round 1, Ben: 1·1·5, holds the ones → 1·1·1 = 300, stops
                *(1, 6, 3),  # Cora: 1·6·3 = 163, stops after one throw
                *(2, 3, 5, 1, 3, 6),  # you: 2·3·5, then 1·3·6 = 163 (tie at the bottom)
                *(4, 2, 3, 5, 2, 6),  # round 2, Ben: 4·2·3 → 4·5·2 → 4·5·6 = 69
                *(1, 2, 3),  # Cora: 105, stops
                *(6, 4, 5, 1, 5),  # you: 6·4·5 = 69, hold the 6 → 6·1·5 = 165
            ),
            first_leader=1,
            steps=(
                Step(
                    # Translators: lesson text; {to_beat} is the lowest result so far.
                    text=N_(
                        "After every round, the player with the lowest result takes a loss."
                        " {ben} and {cora} have played; {cora}'s {to_beat} is the lowest so"
                        " far, and she stopped after just one throw."
                    ),
                    do=Continue(),
                    facts=Facts(to_beat=163, cap=2, throws=0),
                    target=Target.BEAT,
                ),
                THROW_FIRST,
                Step(
                    # Translators: a question in a lesson; {to_beat} is a result.
                    text=N_(
                        "Before your last throw, a question. Suppose you also end with"
                        " {to_beat}, after two throws. Who takes the loss?"
                    ),
                    do=Choose(
                        (
                            # Translators: an answer to "Who takes the loss?"
                            Option(text=N_("Only you: {cora} needed fewer throws")),
                            # Translators: an answer to "Who takes the loss?"
                            Option(text=N_("Only {cora}")),
                            # Translators: an answer to "Who takes the loss?"
                            Option(text=N_("Both of you")),
                        ),
                        answer=2,
                    ),
                    facts=Facts(dice=(2, 3, 5), to_beat=163, throws=1, cap=2),
                    # Translators: said after the right answer.
                    why=N_(
                        "Right: every player with the lowest result takes a loss. A tie at the"
                        " bottom protects nobody, and fewer throws do not help."
                    ),
                    replies=(
                        OnAnswer(
                            0,
                            # Translators: feedback to a wrong answer.
                            N_("No: fewer throws never protect anyone from the loss. Try again."),
                        ),
                        OnAnswer(
                            1,
                            # Translators: feedback to a wrong answer.
                            N_(
                                "No: nothing makes {cora}'s result worse than yours when they"
                                " are equal. Try again."
                            ),
                        ),
                    ),
                    target=Target.BEAT,
                ),
                Step(
                    # Translators: lesson instruction.
                    text=N_(
                        "Now see for yourself: none of your dice is worth keeping, so throw all"
                        " three with your last throw."
                    ),
                    do=ThrowDice(),
                    best=True,
                    facts=Facts(dice=(2, 3, 5), score=10, throws=1),
                    replies=(
                        OnStop(
                            # Translators: feedback; {p_stop} is a percentage such as "0%".
                            N_(
                                "Stopping on {score} takes the loss for sure ({p_stop} chance"
                                " of avoiding it). Throw again."
                            ),
                        ),
                        OnThrow(
                            # Translators: feedback when the learner held dice.
                            N_("For this step, release the held dice and throw all three."),
                        ),
                    ),
                    target=Target.THROW,
                ),
                Step(
                    # Translators: lesson text; {lowest} and {ben_score} are results.
                    text=N_(
                        "Just as you said: you and {cora} both have {lowest}, so you both take"
                        " a loss. {ben}, with {ben_score}, leads the next round."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=1,
                        scores=(("ben", 300), ("cora", 163), ("you", 163)),
                        worst=("cora", "you"),
                        lowest=163,
                        losses=(("you", 1), ("ben", 0), ("cora", 1)),
                        leader_next="ben",
                    ),
                    target=Target.BANNER,
                ),
                Step(
                    # Translators: lesson instruction; {to_beat} is a result.
                    text=N_(
                        "In this round {ben} used all his throws and has {to_beat}, the lowest"
                        " so far. Throw (Space)."
                    ),
                    do=ThrowDice(),
                    facts=Facts(to_beat=69, cap=3, throws=0),
                    target=Target.THROW,
                ),
                Step(
                    # Translators: lesson instruction; {die1} is the face of the first die.
                    text=N_(
                        "You have {score}: exactly as much as {ben}. If you stop, you tie at"
                        " the bottom and you both take a loss. Hold the {die1} (press 1) and"
                        " throw the other two dice."
                    ),
                    do=ThrowDice(hold(0)),
                    best=True,
                    facts=Facts(dice=(6, 4, 5), score=69, to_beat=69, throws=1, cap=3),
                    # Translators: {p_best} and {p_stop} are like "56%".
                    why=N_(
                        "Holding the {die1} gives a {p_best} chance of avoiding the loss;"
                        " stopping on the tie would give {p_stop}."
                    ),
                    replies=(
                        OnStop(
                            # Translators: feedback; {p_stop} is a percentage such as "0%".
                            N_(
                                "A tie at the bottom loses too: stopping on {score} gives"
                                " {p_stop} chance of avoiding the loss. Throw again."
                            ),
                        ),
                        OnThrow(
                            # Translators: feedback; {p_chosen} and {p_best} are like "56%".
                            N_(
                                "Your choice gives {p_chosen}; holding just the {die1} gives"
                                " {p_best}. Hold only the first die and throw."
                            ),
                        ),
                    ),
                    target=Target.DIE_1,
                ),
                Step(
                    # Translators: lesson instruction; {score} and {to_beat} are results.
                    text=N_(
                        "{score} is well above {to_beat}, and nobody plays after you: stop (Enter)."
                    ),
                    do=StopTurn(),
                    best=True,
                    facts=Facts(dice=(6, 1, 5), score=165, to_beat=69, throws=2),
                    # Translators: {p_best} is a percentage such as "100%".
                    why=N_("Stopping is certain to avoid the loss: {p_best}."),
                    replies=(
                        OnThrow(
                            # Translators: feedback; {score} and {to_beat} are results.
                            N_(
                                "There is nothing to gain by throwing: {score} is already above"
                                " {to_beat}, and nobody plays after you. Stop (Enter)."
                            ),
                        ),
                    ),
                    target=Target.STOP,
                ),
                Step(
                    # Translators: lesson text; {lowest} is a result.
                    text=N_(
                        "{ben} alone has the lowest result, {lowest}, and takes a loss."
                        " Remember: every lowest result takes one, so never settle for a tie"
                        " at the bottom."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=2,
                        scores=(("ben", 69), ("cora", 105), ("you", 165)),
                        worst=("ben",),
                        lowest=69,
                        losses=(("you", 1), ("ben", 1), ("cora", 1)),
                        leader_next="you",
                    ),
                    target=Target.SCOREBOARD,
                ),
            ),
        ),
    ),
)

# ====================================================================== 6. out, winning, draw
ENDING: Final = Lesson(
    id="ending",
    # Translators: title of a tutorial lesson.
    title=N_("Out, winning and the draw"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("Enough losses put a player out; the last one left wins, or nobody does."),
    parts=(
        Part(
            seats=(YOU, ben(T(), T(), T()), cora(T(), T())),
            dice=(
                *(1, 1, 4),  # round 1, you: 204, stop
                *(2, 3, 4),  # Ben: 9
                *(4, 2, 3),  # Cora: 9 (both take a loss)
                *(1, 6, 6),  # round 2, you: 220, stop
                *(6, 5, 5),  # Ben: 70
                *(3, 3, 2),  # Cora: 8, her second loss: out
                *(1, 1, 6),  # round 3, you: 260, stop
                *(5, 4, 2),  # Ben: 11, his second loss: out, you win
            ),
            losses_to_out=2,
            first_leader=0,
            steps=(
                Step(
                    # Translators: lesson text; {limit} is the number of losses to be out.
                    text=N_(
                        "In this match, {limit} losses put a player out of the game. The"
                        " scoreboard counts everyone's losses. The last player left wins."
                    ),
                    do=Continue(),
                    facts=Facts(cap=3, throws=0),
                    target=Target.SCOREBOARD,
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson instruction; {dice} = {score} is a result.
                    text=N_(
                        "{dice} = {score}: a strong first throw. Stop (Enter), so that {ben}"
                        " and {cora} get one throw each."
                    ),
                    do=StopTurn(),
                    best=True,
                    facts=Facts(dice=(1, 1, 4), score=204, throws=1),
                    replies=(
                        OnThrow(
                            # Translators: feedback; {p_chosen} and {p_best} are like "56%".
                            N_(
                                "Keep it: another throw gives {p_chosen} chance of avoiding"
                                " the loss, stopping {p_best}."
                            ),
                        ),
                    ),
                    target=Target.STOP,
                ),
                Step(
                    # Translators: lesson text shown while the CPU players play.
                    text=N_("{ben} and {cora} throw."),
                    do=Watch(),
                    target=Target.BEAT,
                ),
                Step(
                    # Translators: lesson text; {lowest} is a result, {limit} a number.
                    text=N_(
                        "{ben} and {cora} both threw {lowest}: each takes a loss. The"
                        " scoreboard shows their losses against the limit of {limit}."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=1,
                        scores=(("you", 204), ("ben", 9), ("cora", 9)),
                        worst=("ben", "cora"),
                        lowest=9,
                        losses=(("you", 0), ("ben", 1), ("cora", 1)),
                        leader_next="you",
                    ),
                    target=Target.SCOREBOARD,
                ),
                Step(
                    # Translators: lesson instruction.
                    text=N_("You lead again. Throw (Space)."),
                    do=ThrowDice(),
                    target=Target.THROW,
                ),
                Step(
                    # Translators: lesson instruction; {dice} = {score} is a result.
                    text=N_("{dice} = {score}: stop (Enter)."),
                    do=StopTurn(),
                    best=True,
                    facts=Facts(dice=(1, 6, 6), score=220, throws=1),
                    replies=(
                        OnThrow(
                            # Translators: feedback; {p_chosen} and {p_best} are like "56%".
                            N_(
                                "Keep it: another throw gives {p_chosen} chance of avoiding"
                                " the loss, stopping {p_best}."
                            ),
                        ),
                    ),
                    target=Target.STOP,
                ),
                Step(
                    # Translators: lesson text shown while the CPU players play.
                    text=N_("{ben} and {cora} throw."),
                    do=Watch(),
                    target=Target.SCOREBOARD,
                ),
                Step(
                    # Translators: lesson text; {lowest} is a result.
                    text=N_(
                        "{cora} has the lowest result, {lowest}, and takes her second loss:"
                        " she is out and plays no more. Only you and {ben} are left."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=2,
                        scores=(("you", 220), ("ben", 70), ("cora", 8)),
                        worst=("cora",),
                        lowest=8,
                        losses=(("you", 0), ("ben", 1), ("cora", 2)),
                        out=("cora",),
                        leader_next="you",
                    ),
                    target=Target.SCOREBOARD,
                ),
                Step(
                    # Translators: lesson instruction.
                    text=N_("Throw (Space)."),
                    do=ThrowDice(),
                    target=Target.THROW,
                ),
                Step(
                    # Translators: lesson instruction; {dice} = {score} is a result.
                    text=N_("{dice} = {score}: stop (Enter)."),
                    do=StopTurn(),
                    best=True,
                    facts=Facts(dice=(1, 1, 6), score=260, throws=1),
                    replies=(
                        OnThrow(
                            # Translators: feedback; {p_chosen} and {p_best} are like "56%".
                            N_(
                                "Keep it: another throw gives {p_chosen} chance of avoiding"
                                " the loss, stopping {p_best}."
                            ),
                        ),
                    ),
                    target=Target.STOP,
                ),
                Step(
                    # Translators: lesson text shown while the CPU player plays.
                    text=N_("{ben} throws."),
                    do=Watch(),
                    target=Target.SCOREBOARD,
                ),
                Step(
                    # Translators: lesson text; {lowest} is Ben's result.
                    text=N_(
                        "{ben} threw {lowest} and takes his second loss: he is out too. You are"
                        " the last player left, so you win the match!"
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=3,
                        scores=(("you", 260), ("ben", 11)),
                        worst=("ben",),
                        lowest=11,
                        losses=(("you", 0), ("ben", 2), ("cora", 2)),
                        out=("ben", "cora"),
                        winner="you",
                    ),
                    target=Target.TURN,
                ),
            ),
        ),
        Part(
            seats=(YOU, ben(T(), S, T(), S)),
            dice=(
                *(1, 4, 2),  # round 1, Ben: 106, stops (cap 1)
                *(4, 1, 2),  # you: 106, a tie: both take a loss
                *(6, 3, 2),  # round 2, Ben: 65, stops
                *(2, 6, 3),  # you: 65: both go out, a draw
            ),
            losses_to_out=2,
            first_leader=1,
            steps=(
                Step(
                    # Translators: lesson text; {limit} is a number, {to_beat} a result.
                    text=N_(
                        "A new match: just you and {ben}, again {limit} losses to be out. {ben}"
                        " leads and stopped after one throw with {to_beat}, so you have one"
                        " throw too."
                    ),
                    do=Continue(),
                    facts=Facts(to_beat=106, cap=1, throws=0),
                    target=Target.CAP,
                ),
                Step(
                    # Translators: lesson instruction.
                    text=N_("Throw (Space)."),
                    do=ThrowDice(),
                    target=Target.THROW,
                ),
                Step(
                    # Translators: lesson text; {lowest} and {to_beat} are results.
                    text=N_(
                        "You both threw {lowest}: a tie at the bottom, so you both take a loss."
                        " Now each of you has one loss, and the next loss puts a player out."
                        " {ben} leads again and has just thrown {to_beat}."
                    ),
                    do=Continue(),
                    facts=Facts(to_beat=65, cap=1, throws=0),
                    round=RoundFacts(
                        number=1,
                        scores=(("ben", 106), ("you", 106)),
                        worst=("ben", "you"),
                        lowest=106,
                        losses=(("you", 1), ("ben", 1)),
                        leader_next="ben",
                    ),
                    target=Target.SCOREBOARD,
                ),
                Step(
                    # Translators: a question in a lesson; {to_beat} is a result.
                    text=N_("What happens if you also throw {to_beat}?"),
                    do=Choose(
                        (
                            # Translators: an answer to "What happens if you also throw …?"
                            Option(text=N_("You win: {ben} threw it first")),
                            # Translators: an answer to "What happens if you also throw …?"
                            Option(text=N_("{ben} wins: he leads this round")),
                            # Translators: an answer to "What happens if you also throw …?"
                            Option(text=N_("You both go out: the match is a draw")),
                        ),
                        answer=2,
                    ),
                    facts=Facts(to_beat=65),
                    # Translators: said after the right answer.
                    why=N_(
                        "Right: you would both have the lowest result, both take your last"
                        " loss and both be out. When everyone left goes out in the same round,"
                        " the match is a draw."
                    ),
                    replies=(
                        OnAnswer(
                            0,
                            # Translators: feedback to a wrong answer.
                            N_("No: who threw first does not matter for the loss. Try again."),
                        ),
                        OnAnswer(
                            1,
                            # Translators: feedback to a wrong answer.
                            N_("No: leading does not protect from the loss. Try again."),
                        ),
                    ),
                    target=Target.BEAT,
                ),
                Step(
                    # Translators: lesson instruction.
                    text=N_("Let's see. Throw (Space)."),
                    do=ThrowDice(),
                    target=Target.THROW,
                ),
                Step(
                    # Translators: lesson text; {lowest} is a result.
                    text=N_(
                        "A draw: you both threw {lowest} and went out together. Now you know"
                        " every way a match can end. Next: a practice match!"
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=2,
                        scores=(("ben", 65), ("you", 65)),
                        worst=("ben", "you"),
                        lowest=65,
                        losses=(("you", 2), ("ben", 2)),
                        out=("ben", "you"),
                        draw=True,
                    ),
                    target=Target.TURN,
                ),
            ),
        ),
    ),
)

# ====================================================================== 7. practice
PRACTICE: Final = Lesson(
    id="practice",
    # Translators: title of a tutorial lesson.
    title=N_("Practice match"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("A whole match against two friendly CPU players, with a coach at your side."),
    parts=(
        Part(
            seats=(YOU, Seat("ben", "Ben", level="easy"), Seat("cora", "Cora", level="easy")),
            dice=None,
            first_leader=None,
            steps=(
                Step(
                    # Translators: lesson text; {limit} is the number of losses to be out.
                    text=N_(
                        "Time for a whole match against {ben} and {cora}, two friendly CPU"
                        " players. {limit} losses put a player out. After each of your"
                        " decisions the coach tells you what the best play was, and why."
                        " Press H for a hint at any time."
                    ),
                    do=Continue(),
                ),
                Step(
                    # Translators: lesson instruction during the practice match.
                    text=N_(
                        "Play the match: throw (Space), hold dice (1, 2, 3) and stop (Enter) as"
                        " you see fit. After each decision the coach tells you what the best"
                        " play was."
                    ),
                    do=Play(),
                    target=Target.TURN,
                ),
                Step(
                    # Translators: the last words of the tutorial.
                    text=N_(
                        "That is the whole game. You are ready to play Chicago: start a new"
                        " game from the main menu whenever you like."
                    ),
                    do=Continue(),
                ),
            ),
        ),
    ),
)

#: Every lesson, in the order they are taught.
LESSONS: Final = (READING, HOLDING, STOPPING, CAP, LOSS, ENDING, PRACTICE)


def lesson(lesson_id: str) -> Lesson:
    """The lesson with this id; KeyError if there is none."""
    for item in LESSONS:
        if item.id == lesson_id:
            return item
    raise KeyError(lesson_id)
