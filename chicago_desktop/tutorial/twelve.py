"""The lesson of Chicago 2–12 (RULES.md R60): a small lesson flow of its own over the
two-dice game, shown in the same lesson list as the three-dice lessons.

The three-dice lessons run on the three-dice engine and table; Chicago 2–12 has no
decisions at all (a player only throws), so its lesson is simpler: a scripted game
(:class:`TwelveLesson`) of the learner against one CPU seat, whose steps are read
(:class:`~.model.Continue`), one throw of the learner (:class:`ThrowOnce`), or a stretch of
rounds thrown for the learner (:class:`ThrowFor`). As in the other lessons no number is
written into a text: a step states what the sheet shows (:class:`TwelveFacts`) and
:func:`walk` / :func:`check_step` replay the game through
:class:`~chicago_desktop.two_to_twelve.Game` and compare every stated value. The chance
of hitting a target is computed from the dice (``hit_chance``), never typed.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Final

from ..engine import ScriptedDice
from ..i18n import N_
from ..two_to_twelve import Event, Game, Phase, RolloffThrown, Rules, Thrown, hit_chance
from .messages import Message, Param, dice_text
from .model import LEARNER, Continue, Seat

#: The id of the preset-like group the lesson list shows it under.
TWELVE: Final = "two_to_twelve"


@dataclass(frozen=True, slots=True)
class ThrowOnce:
    """The learner throws both dice once (Space, or the Throw button)."""


@dataclass(frozen=True, slots=True)
class ThrowFor:
    """After Continue, the learner's throws are made for them until the game reaches
    round ``until`` (counted from 1) with the learner to throw."""

    until: int


TwelveDo = Continue | ThrowOnce | ThrowFor


@dataclass(frozen=True, slots=True)
class TwelveFacts:
    """What the sheet shows when the step begins (None or empty: not stated).

    ``round`` (from 1) and ``target`` are the round to be thrown, ``dice`` and ``score`` the
    learner's last throw and what it scored (``{sum}`` is its total), ``totals`` every seat's
    total, ``phase`` "rounds", "rolloff" or "over", ``winner`` the winner's seat key.
    """

    round: int | None = None
    target: int | None = None
    dice: tuple[int, int] | None = None
    score: int | None = None
    totals: tuple[tuple[str, int], ...] = ()
    phase: str | None = None
    winner: str | None = None


@dataclass(frozen=True, slots=True)
class TwelveStep:
    """One instruction of the 2–12 lesson and what completes it."""

    text: str
    do: TwelveDo
    facts: TwelveFacts | None = None


@dataclass(frozen=True, slots=True)
class TwelveLesson:
    """The 2–12 lesson: its seats (the learner first), the dice that fall, its steps."""

    id: str
    title: str
    summary: str
    seats: tuple[Seat, ...]
    dice: tuple[int, ...]
    steps: tuple[TwelveStep, ...]
    preset: str = TWELVE
    rules: Rules = field(default_factory=Rules)

    @property
    def is_practice(self) -> bool:
        """A 2–12 lesson is never a practice match."""
        return False

    @property
    def learner(self) -> int:
        """The learner's seat number."""
        return next(i for i, s in enumerate(self.seats) if s.is_learner)


# ---------------------------------------------------------------------- playing it
def new_game(lesson: TwelveLesson, dice: ScriptedDice | None = None) -> Game:
    """The lesson's game with its scripted dice, before anyone throws."""
    source = dice if dice is not None else ScriptedDice(lesson.dice)
    return Game(lesson.rules, len(lesson.seats), dice=source)


@dataclass(slots=True)
class TwelveState:
    """A 2–12 lesson game being played: the game and the learner's last throw."""

    lesson: TwelveLesson
    game: Game
    last: tuple[tuple[int, int], int] | None = None  # the learner's dice and score

    def throw(self) -> list[Event]:
        """The seat to throw throws (the learner's throw is remembered)."""
        seat = self.game.current_seat
        events = list(self.game.throw())
        for event in events:
            if isinstance(event, Thrown) and event.seat == self.lesson.learner:
                self.last = ((event.dice[0], event.dice[1]), event.score)
            if isinstance(event, RolloffThrown) and event.throw.seat == self.lesson.learner:
                dice = event.throw.dice
                self.last = ((dice[0], dice[1]), 0)
        assert seat is not None
        return events

    @property
    def learner_to_throw(self) -> bool:
        """True when the learner is the one to throw."""
        return not self.game.is_over and self.game.current_seat == self.lesson.learner

    def settle(self) -> None:
        """The CPU seats throw until the learner is to throw or the game is over."""
        while not self.game.is_over and not self.learner_to_throw:
            self.throw()

    def fast_forward(self, until: int) -> None:
        """Throw for everyone until round ``until`` (from 1) waits for the learner."""
        while not self.game.is_over and not (
            self.learner_to_throw
            and self.game.phase is Phase.ROUNDS
            and self.game.round_index + 1 >= until
        ):
            self.throw()


@dataclass(frozen=True, slots=True)
class TwelveMoment:
    """A step as it is shown: its index and the game state."""

    index: int
    step: TwelveStep
    state: TwelveState


def walk(lesson: TwelveLesson) -> Iterator[TwelveMoment]:
    """Every step of the lesson at the moment it is shown, the game live, as the page plays
    it; at the end every scripted die has been thrown."""
    dice = ScriptedDice(lesson.dice)
    state = TwelveState(lesson, new_game(lesson, dice))
    for index, step in enumerate(lesson.steps):
        state.settle()
        yield TwelveMoment(index, step, state)
        if isinstance(step.do, ThrowOnce):
            state.throw()
        elif isinstance(step.do, ThrowFor):
            state.fast_forward(step.do.until)
    state.settle()
    assert state.game.is_over, "the lesson's game is not played to its end"
    assert dice.remaining == 0, "dice left over"


def totals(state: TwelveState) -> tuple[tuple[str, int], ...]:
    """Every seat's total, by seat key."""
    game = state.game
    return tuple((state.lesson.seats[s].key, game.total(s)) for s in range(game.players))


def shown(state: TwelveState) -> dict[str, object]:
    """The values a step may state, as the game has them now."""
    game, lesson = state.game, state.lesson
    keys = [s.key for s in lesson.seats]
    return {
        "round": game.round_index + 1 if game.phase is Phase.ROUNDS else None,
        "target": game.target,
        "dice": state.last[0] if state.last is not None else None,
        "score": state.last[1] if state.last is not None else None,
        "totals": totals(state),
        "phase": game.phase.value,
        "winner": keys[game.winner] if game.winner is not None else None,
    }


def check_step(moment: TwelveMoment) -> list[str]:
    """Where a step's stated values differ from the game at the moment it is shown."""
    facts = moment.step.facts
    if facts is None:
        return []
    actual = shown(moment.state)
    problems: list[str] = []
    for name in ("round", "target", "dice", "score", "phase", "winner"):
        stated = getattr(facts, name)
        if stated is not None and stated != actual[name]:
            problems.append(f"{name}: stated {stated!r}, the game shows {actual[name]!r}")
    have = totals(moment.state)
    if facts.totals and sorted(facts.totals) != sorted(have):
        problems.append(f"totals: stated {facts.totals}, the game has {have}")
    if isinstance(moment.step.do, ThrowOnce) and not moment.state.learner_to_throw:
        problems.append("the learner is not to throw here")
    return problems


# ---------------------------------------------------------------------- its texts
def params(lesson: TwelveLesson, step: TwelveStep) -> Mapping[str, Param]:
    """The placeholder values of a step: names, the rules' targets, stated facts and the
    chance of hitting the stated target (``{ways}`` in ``{outcomes}``)."""
    targets = lesson.rules.targets
    values: dict[str, Param] = {s.key: s.name for s in lesson.seats if s.name is not None}
    values.update(first=targets[0], last=targets[-1], rounds=len(targets))
    facts = step.facts
    if facts is None:
        return values
    if facts.round is not None:
        values["round"] = facts.round
    if facts.target is not None:
        values["target"] = facts.target
        outcomes = 6**lesson.rules.dice
        values["ways"] = int(hit_chance(facts.target, lesson.rules.dice) * outcomes)
        values["outcomes"] = outcomes
    if facts.dice is not None:
        values["dice"] = dice_text(facts.dice)
        values["sum"] = sum(facts.dice)
    if facts.score is not None:
        values["score"] = facts.score
    for key, total in facts.totals:
        values[f"{key}_total"] = total
    return values


def instruction(lesson: TwelveLesson, index: int) -> Message:
    """The text of step ``index``, filled in."""
    step = lesson.steps[index]
    return Message(step.text, params(lesson, step))


def _ben() -> Seat:
    return Seat("ben", "Ben")


YOU: Final = Seat(LEARNER)

TWELVE_LESSON: Final = TwelveLesson(
    id="two-to-twelve",
    # Translators: title of a tutorial lesson about the two-dice game "Chicago 2–12".
    title=N_("Chicago 2–12"),
    # Translators: one-line summary of a tutorial lesson.
    summary=N_("The two-dice family game: eleven rounds, a target each, a hit scores it."),
    seats=(YOU, _ben()),
    dice=(
        *(1, 1, 3, 4),  # target 2: you hit, Ben misses
        *(4, 5, 1, 2),  # target 3: you miss, Ben hits
        *(2, 2, 1, 3),  # 4: both hit
        *(1, 3, 2, 3),  # 5: Ben hits
        *(3, 3, 1, 1),  # 6: you hit
        *(6, 1, 4, 3),  # 7: both hit
        *(5, 5, 2, 6),  # 8: Ben hits
        *(4, 5, 6, 6),  # 9: you hit
        *(6, 4, 3, 3),  # 10: you hit
        *(1, 2, 5, 6),  # 11: Ben hits
        *(3, 4, 2, 2),  # 12: both miss: tied
        *(6, 5, 4, 3),  # the roll-off: you throw 11, Ben 7
    ),
    steps=(
        TwelveStep(
            # Translators: lesson text; {first}, {last} are targets, {rounds} the rounds.
            text=N_(
                "Chicago 2–12 is a different game of the same name, played with two dice over"
                " {rounds} rounds. The first round aims at {first}, each next round at the"
                " next number, the last at {last}. In each round everyone throws both dice"
                " once: a total of exactly the target scores the target, anything else"
                " scores nothing. The highest total after the last round wins."
            ),
            do=Continue(),
            facts=TwelveFacts(round=1, target=2, phase="rounds"),
        ),
        TwelveStep(
            # Translators: lesson instruction; {ways} in {outcomes} is the chance of a hit.
            text=N_(
                "Round {round}: the target is {target}. Only a total of exactly {target}"
                " scores; the chance of that is {ways} in {outcomes}. Throw (Space)."
            ),
            do=ThrowOnce(),
            facts=TwelveFacts(round=1, target=2),
        ),
        TwelveStep(
            # Translators: lesson text; {dice} are two dice, {sum} their total.
            text=N_(
                "{dice} makes {sum}: a hit! It scores the target, {score} points. {ben} has"
                " thrown too. Round {round} aims at {target}."
            ),
            do=Continue(),
            facts=TwelveFacts(
                dice=(1, 1), score=2, round=2, target=3, totals=(("you", 2), ("ben", 0))
            ),
        ),
        TwelveStep(
            # Translators: lesson instruction; {ways} in {outcomes} is the chance of a hit.
            text=N_("Throw for {target} (Space): the chance is {ways} in {outcomes}."),
            do=ThrowOnce(),
            facts=TwelveFacts(round=2, target=3),
        ),
        TwelveStep(
            # Translators: lesson text; {dice} are two dice, {sum} their total.
            text=N_(
                "{dice} makes {sum}: a miss, which scores nothing, however high. {ben} hit"
                " and has {ben_total}. The next rounds go the same way: press Continue"
                " (Enter) and watch them being thrown for you, up to the last one."
            ),
            do=ThrowFor(until=11),
            facts=TwelveFacts(dice=(4, 5), score=0, totals=(("you", 2), ("ben", 3))),
        ),
        TwelveStep(
            # Translators: lesson instruction; {ways} in {outcomes} is the chance of a hit.
            text=N_(
                "The last round aims at {target}, the hardest: a chance of only {ways} in"
                " {outcomes}. You have {you_total}, and so has {ben}. Throw (Space)."
            ),
            do=ThrowOnce(),
            facts=TwelveFacts(round=11, target=12, totals=(("you", 38), ("ben", 38))),
        ),
        TwelveStep(
            # Translators: lesson text; {you_total} and {ben_total} are totals.
            text=N_(
                "You both missed: you are tied at {you_total}. A tie at the top is decided"
                " by a sudden-death roll-off: each throws both dice"
                " once, the higher total wins, and those still tied throw again."
            ),
            do=Continue(),
            facts=TwelveFacts(phase="rolloff", totals=(("you", 38), ("ben", 38))),
        ),
        TwelveStep(
            # Translators: lesson instruction in the roll-off.
            text=N_("Throw for the roll-off (Space)."),
            do=ThrowOnce(),
            facts=TwelveFacts(phase="rolloff"),
        ),
        TwelveStep(
            # Translators: lesson text at the end of the game.
            text=N_(
                "{dice} makes {sum}, higher than {ben}'s throw: you have won the roll-off and"
                " the game. That is all there is to Chicago 2–12: choose it on the home"
                " screen whenever you like."
            ),
            do=Continue(),
            facts=TwelveFacts(dice=(6, 5), phase="over", winner="you"),
        ),
    ),
)

__all__ = [
    "TWELVE",
    "TWELVE_LESSON",
    "ThrowFor",
    "ThrowOnce",
    "TwelveDo",
    "TwelveFacts",
    "TwelveLesson",
    "TwelveMoment",
    "TwelveState",
    "TwelveStep",
    "check_step",
    "instruction",
    "new_game",
    "params",
    "shown",
    "walk",
]
