"""Lessons of the bavarian preset (R40): the Chicago that removes its roller (R20, R44),
dice held for good (R4), turning two sixes (R21) and the coasters of both phases (R43,
R45). In the handing-out phase a round is played to avoid the worst result (it takes a
coaster); in the clearing phase to be the best (it puts one down)."""

from __future__ import annotations

from typing import Final

from ...engine import Call, Throw
from ...i18n import N_
from ..model import (
    CallRound,
    Continue,
    Facts,
    HoldDice,
    Lesson,
    OnStop,
    OnThrow,
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
from .common import THROW_FIRST, YOU, C, S, T, ben, hold

# Translators: lesson instruction; {wanted_call} is a call, "Enter" a key.
CALL_ENTER: Final = N_(
    "The call panel already shows {wanted_call}, with the value of your dice under it."
    " Press Enter (Call) to call it."
)
# Translators: said after a good call; {p_best} is like "56%".
CALL_WHY: Final = N_("Good: that call gives a {p_best} chance of not taking a coaster.")

# ====================================================================== Chicago
CHICAGO: Final = Lesson(
    id="chicago",
    preset="bavarian",
    # Translators: title of a tutorial lesson ("Chicago" is three ones in one throw).
    title=N_("Chicago!"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("Three ones in one throw beat everything, and in bavarian they win at once."),
    parts=(
        Part(
            preset="bavarian",
            seats=(YOU, ben(T(), S, C())),
            dice=(*(6, 6, 5), *(1, 1, 1)),  # Ben leads: 125; you: a Chicago
            first_leader=1,
            steps=(
                Step(
                    # Translators: lesson text; {to_beat} is Ben's result.
                    text=N_(
                        "Three ones thrown at once, all three dice in one throw, are a"
                        " Chicago. It beats every other result, whatever the call, and in"
                        " bavarian it removes its roller from the match at once: they have"
                        " won. {ben} led and has {to_beat}."
                    ),
                    do=Continue(),
                    facts=Facts(throws=0, cap=1, to_beat=125),
                    target=Target.BEAT,
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson text after the learner's Chicago.
                    text=N_(
                        "A Chicago! You have won and leave the match, taking your coasters"
                        " with you. With only {ben} left, the match ends at once: he has"
                        " lost."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=1,
                        scores=(("ben", 125), ("you", 300)),
                        worst=(),
                        best=("you",),
                        out=("ben",),
                    ),
                    standing=Standing(won=("you",), loser="ben"),
                    target=Target.BANNER,
                ),
            ),
        ),
        Part(
            preset="bavarian",
            seats=(YOU, ben(T(), T(), S, C(), T(), S, C())),
            dice=(
                *(3, 2, 5, 1, 1, 6),  # Ben leads: 3·2·5, then 1·1·6 = 260 (cap 2)
                *(1, 1, 4, 1),  # you: 1·1·4, keep the ones, then 1 = 1·1·1 = 300
                *(5, 4, 3),  # round 2, Ben leads: 12
            ),
            first_leader=1,
            steps=(
                Step(
                    # Translators: lesson text; {to_beat} is Ben's result.
                    text=N_(
                        "Ones gathered over several throws are no Chicago: they count as"
                        " usual. {ben} has {to_beat} after two throws."
                    ),
                    do=Continue(),
                    facts=Facts(throws=0, cap=2, to_beat=260),
                    target=Target.BEAT,
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson instruction; "1", "2", "Space" are keys.
                    text=N_(
                        "{dice} = {score} is below {to_beat}. Hold both ones (press 1 and 2)"
                        " and throw the last die (Space): only a one beats {ben}."
                    ),
                    do=ThrowDice(hold(0, 1)),
                    best=True,
                    facts=Facts(dice=(1, 1, 4), score=204, throws=1, cap=2, to_beat=260),
                    chances=(("p_one", Throw(hold(0))),),
                    # Translators: {p_best} and {p_one} are like "56%".
                    why=N_(
                        "Right: a {p_best} chance of not taking a coaster. Keeping a single"
                        " one would give {p_one}."
                    ),
                    replies=(
                        OnStop(
                            # Translators: feedback; {to_beat} is Ben's result.
                            N_("{score} does not beat {to_beat}: hold the ones and throw.")
                        ),
                    ),
                    target=Target.DICE,
                ),
                Step(
                    # Translators: lesson text; {you_score}, {ben_score} are results.
                    text=N_(
                        "Three ones, but gathered over two throws: that is {you_score}, not a"
                        " Chicago, and you stay in the match. It still beats {ben_score}, so"
                        " {ben} takes a coaster and leads the next round."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=1,
                        scores=(("ben", 260), ("you", 300)),
                        worst=("ben",),
                        best=("you",),
                    ),
                    standing=Standing(coasters=(("you", 0), ("ben", 1)), middle=2, won=()),
                    target=Target.SCOREBOARD,
                ),
            ),
        ),
    ),
)

# ====================================================================== held for good
HOLDS: Final = Lesson(
    id="final-holds",
    preset="bavarian",
    # Translators: title of a tutorial lesson.
    title=N_("Held for good"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("What has once been laid down may not go back into the cup."),
    parts=(
        Part(
            preset="bavarian",
            seats=(YOU, ben(T(), T(), T(), C(), T(), S, C())),
            dice=(
                *(3, 4, 2, 2, 5, 3, 6, 6, 5),  # Ben leads: three throws, 6·6·5 = 125
                *(1, 5, 2, 6, 3),  # you: 1·5·2, keep the 1, then 1·6·3 = 163
                *(5, 4, 3),  # round 2, Ben leads
            ),
            first_leader=1,
            steps=(
                Step(
                    # Translators: lesson text; {to_beat} is Ben's result.
                    text=N_(
                        "In bavarian a die that was held for a throw stays held for the rest"
                        " of the turn: what has once been laid down may not go back into the"
                        " cup. Until you throw, you may still change your mind. {ben} has"
                        " {to_beat}."
                    ),
                    do=Continue(),
                    facts=Facts(throws=0, cap=3, to_beat=125),
                    target=Target.BEAT,
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson instruction; "1" and "2" are keys.
                    text=N_("Hold the {die1} and the {die2}: press 1 and 2."),
                    do=HoldDice(hold(0, 1)),
                    facts=Facts(dice=(1, 5, 2), score=107, throws=1),
                    target=Target.DICE,
                ),
                Step(
                    # Translators: lesson instruction; "2" is a key.
                    text=N_(
                        "Changed your mind? Before the throw a held die can still be"
                        " released: press 2 to release the {die2}."
                    ),
                    do=HoldDice(hold(0)),
                    facts=Facts(dice=(1, 5, 2), held=hold(0, 1)),
                    target=Target.DIE_2,
                ),
                Step(
                    # Translators: lesson instruction; "Space" is a key.
                    text=N_("Now throw (Space), holding only the {die1}."),
                    do=ThrowDice(hold(0)),
                    best=True,
                    facts=Facts(dice=(1, 5, 2), held=hold(0), score=107, to_beat=125),
                    # Translators: {p_best} is like "56%".
                    why=N_("Right: a {p_best} chance of not taking a coaster."),
                    replies=(
                        OnStop(
                            # Translators: feedback; {score} and {to_beat} are results.
                            N_("{score} is below {to_beat}: stopping now takes the coaster.")
                        ),
                    ),
                    target=Target.THROW,
                ),
                Step(
                    # Translators: lesson text; {score} and {to_beat} are results.
                    text=N_(
                        "The {die1} was held for a throw, so it is held for good now: it"
                        " cannot go back into the cup this turn. {dice} = {score} beats"
                        " {to_beat}."
                    ),
                    do=Continue(),
                    facts=Facts(
                        dice=(1, 6, 3), score=163, final=hold(0), held=hold(0), to_beat=125
                    ),
                    target=Target.DIE_1,
                ),
                Step(
                    # Translators: lesson instruction; "Stop" and "Enter" name a button, a key.
                    text=N_("Press Stop (Enter) to keep {score}."),
                    do=StopTurn(),
                    best=True,
                    facts=Facts(dice=(1, 6, 3), score=163, to_beat=125),
                    # Translators: {p_best} is like "56%".
                    why=N_("Stopping is safe: a {p_best} chance of not taking a coaster."),
                    target=Target.STOP,
                ),
                Step(
                    # Translators: lesson text; {ben_score} is a result.
                    text=N_(
                        "{ben}'s {ben_score} was the worst: he takes a coaster from the"
                        " middle and leads the next round."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=1,
                        scores=(("ben", 125), ("you", 163)),
                        worst=("ben",),
                        best=("you",),
                    ),
                    standing=Standing(coasters=(("you", 0), ("ben", 1)), middle=2),
                    target=Target.SCOREBOARD,
                ),
            ),
        ),
    ),
)

# ====================================================================== turning two sixes
SIXES: Final = Lesson(
    id="sixes",
    preset="bavarian",
    # Translators: title of a tutorial lesson.
    title=N_("Turning two sixes"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("Two sixes can become a one, held for good, and one more throw."),
    parts=(
        Part(
            preset="bavarian",
            seats=(YOU, ben(T(), T(), S, C(), T(), S, C())),
            dice=(
                *(3, 4, 2, 1, 1, 6),  # Ben leads: 3·4·2, then 1·1·6 = 260 (cap 2)
                *(6, 6, 1),  # you: 6·6·1; turn: 1·(cup)·1
                *(1,),  # the cup die: 1·1·1 = 300
                *(5, 4, 3),  # round 2, Ben leads
            ),
            first_leader=1,
            steps=(
                Step(
                    # Translators: lesson text; {to_beat} is Ben's result.
                    text=N_(
                        "In bavarian two sixes can be turned: one of them becomes a one, held"
                        " for good, and the other goes back into the cup and must be thrown"
                        " again. It needs a throw left. {ben} has {to_beat} in two throws."
                    ),
                    do=Continue(),
                    facts=Facts(throws=0, cap=2, to_beat=260),
                    target=Target.BEAT,
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson instruction; "T" is a key, "Turn two sixes" a button.
                    text=N_(
                        "{dice} = {score} is below {to_beat}. Turn two sixes: press T (or"
                        " click Turn two sixes)."
                    ),
                    do=TurnTwoSixes(),
                    best=True,
                    facts=Facts(dice=(6, 6, 1), score=220, throws=1, cap=2, to_beat=260),
                    chances=(("p_keep", Throw(hold(2))),),
                    # Translators: {p_best} and {p_keep} are like "56%".
                    why=N_(
                        "Right: with two ones you need only one more, a {p_best} chance of"
                        " not taking a coaster. Holding the one and throwing both sixes would"
                        " give {p_keep}."
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
                    # Translators: lesson instruction; "3" is a key.
                    text=N_(
                        "The first six is a one now, held for good; the second is in the cup."
                        " Hold your other one too: press 3."
                    ),
                    do=HoldDice(hold(0, 2)),
                    facts=Facts(dice=(1, 6, 1), final=hold(0), held=hold(0)),
                    target=Target.DIE_3,
                ),
                Step(
                    # Translators: lesson instruction; "Space" is a key.
                    text=N_("Now throw (Space): the die from the cup is thrown."),
                    do=ThrowDice(hold(0, 2)),
                    best=True,
                    facts=Facts(held=hold(0, 2)),
                    # Translators: {p_best} is like "56%".
                    why=N_("Right: a {p_best} chance of not taking a coaster."),
                    target=Target.THROW,
                ),
                Step(
                    # Translators: lesson text; {you_score}, {ben_score} are results.
                    text=N_(
                        "A one! {you_score} beats {ben_score}: {ben} takes a coaster. (Three"
                        " ones made with a turned six are no Chicago: not all three dice"
                        " were thrown at once.)"
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=1,
                        scores=(("ben", 260), ("you", 300)),
                        worst=("ben",),
                        best=("you",),
                    ),
                    standing=Standing(coasters=(("you", 0), ("ben", 1)), middle=2),
                    target=Target.SCOREBOARD,
                ),
            ),
        ),
    ),
)

# ====================================================================== coasters
COASTERS: Final = Lesson(
    id="coasters",
    preset="bavarian",
    # Translators: title of a tutorial lesson.
    title=N_("Coasters: handing out and clearing"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("The worst takes a coaster until the middle is empty; then the best puts one down."),
    parts=(
        Part(
            preset="bavarian",
            seats=(YOU, ben(T(), T(), S, C(), T(), T(), S, C())),
            dice=(
                *(1, 6, 6),  # you lead: 220, stop, call
                *(4, 3, 2),  # Ben: 9, takes a coaster
                *(1, 1, 5),  # round 2, Ben leads: 205
                *(5, 5, 2),  # you: 12, take a coaster
                *(1, 1, 6),  # round 3, you lead: 260
                *(1, 2, 3),  # Ben: 105, takes the last coaster: clearing
                *(6, 6, 5),  # round 4, Ben leads (most coasters): 125
                *(1, 1, 3),  # you: 203, put your coaster down: you have won
            ),
            first_leader=0,
            steps=(
                Step(
                    # Translators: lesson text; {middle} is a number of coasters.
                    text=N_(
                        "Bavarian is played with coasters. {middle} lie in the middle: after"
                        " each round the worst player takes one. When the middle is empty,"
                        " the clearing phase begins. You lead."
                    ),
                    do=Continue(),
                    standing=Standing(middle=3, phase="handing_out"),
                    target=Target.SCOREBOARD,
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson instruction; "Stop" and "Enter" name a button, a key.
                    text=N_("{dice} = {score} is strong: press Stop (Enter), then make the call."),
                    do=StopTurn(),
                    best=True,
                    facts=Facts(dice=(1, 6, 6), score=220, throws=1, cap=3),
                    chances=(("p_keep", Throw(hold(0, 1))),),
                    # Translators: {p_best} and {p_keep} are like "56%".
                    why=N_(
                        "Stopping gives a {p_best} chance of not taking a coaster; throwing"
                        " again would give {p_keep}."
                    ),
                    replies=(
                        OnThrow(
                            # Translators: feedback; {p_chosen} and {p_best} are like "56%".
                            N_("That throw gives {p_chosen}, stopping {p_best}. Stop instead.")
                        ),
                    ),
                    target=Target.STOP,
                ),
                Step(
                    text=CALL_ENTER,
                    do=CallRound(Call()),
                    best=True,
                    facts=Facts(dice=(1, 6, 6), score=220),
                    why=CALL_WHY,
                    target=Target.CALL,
                ),
                Step(
                    # Translators: lesson text shown while the CPU players play.
                    text=N_("{ben} throws once, under your cap."),
                    do=Watch(),
                    target=Target.LOG,
                ),
                Step(
                    # Translators: lesson text; {middle} counts coasters, {to_beat} a result.
                    text=N_(
                        "{ben}'s {ben_score} was the worst: he took a coaster, and {middle}"
                        " are left in the middle. As the worst he leads this round: he has"
                        " {to_beat} after one throw, so you have one throw too."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=1,
                        scores=(("you", 220), ("ben", 9)),
                        worst=("ben",),
                        best=("you",),
                        call=Call(),
                    ),
                    standing=Standing(middle=2, coasters=(("you", 0), ("ben", 1))),
                    facts=Facts(throws=0, cap=1, to_beat=205),
                    target=Target.SCOREBOARD,
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson text; {middle} counts coasters.
                    text=N_(
                        "Bad luck: {you_score} against {ben_score}, so you took a coaster."
                        " {middle} is left in the middle, and you lead."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=2,
                        scores=(("ben", 205), ("you", 12)),
                        worst=("you",),
                        best=("ben",),
                    ),
                    standing=Standing(middle=1, coasters=(("you", 1), ("ben", 1))),
                    target=Target.SCOREBOARD,
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson instruction; "Stop" and "Enter" name a button, a key.
                    text=N_("{dice} = {score}: press Stop (Enter), then make the call."),
                    do=StopTurn(),
                    best=True,
                    facts=Facts(dice=(1, 1, 6), score=260, throws=1, cap=3),
                    # Translators: {p_best} is like "56%".
                    why=N_("Stopping gives a {p_best} chance of not taking a coaster."),
                    target=Target.STOP,
                ),
                Step(
                    text=CALL_ENTER,
                    do=CallRound(Call()),
                    best=True,
                    facts=Facts(dice=(1, 1, 6), score=260),
                    why=CALL_WHY,
                    target=Target.CALL,
                ),
                Step(
                    # Translators: lesson text shown while the CPU players play.
                    text=N_("{ben} throws once. The last coaster is at stake."),
                    do=Watch(),
                    target=Target.LOG,
                ),
                Step(
                    # Translators: lesson text; {ben_coasters} counts Ben's coasters.
                    text=N_(
                        "{ben} took the last coaster: the middle is empty and the clearing"
                        " phase begins. Now the best player of each round puts one of their"
                        " coasters down, out of the game. Whoever has none left has won; the"
                        " last player holding coasters loses. {ben} holds the most,"
                        " {ben_coasters}, so he leads: {to_beat}."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=3,
                        scores=(("you", 260), ("ben", 105)),
                        worst=("ben",),
                        best=("you",),
                    ),
                    standing=Standing(
                        middle=0, phase="clearing", coasters=(("you", 1), ("ben", 2))
                    ),
                    facts=Facts(throws=0, cap=1, to_beat=125),
                    target=Target.SCOREBOARD,
                ),
                THROW_FIRST,
                Step(
                    # Translators: lesson text at the end of the match.
                    text=N_(
                        "{you_score} beats {ben_score}: you put your last coaster down and"
                        " have won. {ben} is the last player holding coasters: he has lost"
                        " the match."
                    ),
                    do=Continue(),
                    round=RoundFacts(
                        number=4,
                        scores=(("ben", 125), ("you", 203)),
                        worst=("ben",),
                        best=("you",),
                        out=("ben",),
                    ),
                    standing=Standing(coasters=(("you", 0), ("ben", 2)), won=("you",), loser="ben"),
                    target=Target.SCOREBOARD,
                ),
            ),
        ),
    ),
)
