"""Classic lessons 6-7: out, winning and the draw (R41), and the coached practice match."""

from __future__ import annotations

from typing import Final

from ...i18n import N_
from ..model import (
    Choose,
    Continue,
    Facts,
    Lesson,
    OnAnswer,
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
from .common import THROW_FIRST, YOU, S, T, ben, cora

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
