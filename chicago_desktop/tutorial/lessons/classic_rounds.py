"""Classic lessons 4-5: the leader's cap (R5) and the loss (R30)."""

from __future__ import annotations

from typing import Final

from ...engine import Throw
from ...i18n import N_
from ..model import (
    Choose,
    Continue,
    Facts,
    Lesson,
    OnAnswer,
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
