"""What a lesson is made of, as frozen data: parts, steps, what the learner must do.

A :class:`Lesson` is a sequence of :class:`Part` s. A part is one real match of a preset
(R40; classic unless ``preset`` says otherwise): its seats (the learner and CPU seats
that follow a fixed plan, or CPU players of a level), the dice that will fall
(:class:`~chicago_desktop.engine.ScriptedDice`; None for a practice match with random
dice) and its :class:`Step` s. Each step says what the learner reads (``text``), what
completes it (``do``), what to say afterwards (``why``) and what to say when the learner
does something else (``replies``, ``otherwise``).

Numbers are never written into the texts. A step *states* them as data (``facts``,
``round``, ``examples``) and the texts name them with placeholders; the tests replay every
part through the engine and check each stated value, so a text cannot drift from the rules.
Chances of avoiding the loss are not stated at all: they come from the AI's hint function
when the step is shown (``chances`` names the options whose chance a text quotes).

All texts are msgids marked with ``N_`` and translated when shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Final

from ..engine import Action, Call, MakeCall, Stop, Throw, TurnSixes

#: The placeholder key of the learner's seat.
LEARNER: Final = "you"


class Target(Enum):
    """What the tutorial points at on the table while a step is shown."""

    THROW = "throw"
    STOP = "stop"
    HINT = "hint"
    DICE = "dice"
    DIE_1 = "die1"
    DIE_2 = "die2"
    DIE_3 = "die3"
    VALUE = "value"
    BEAT = "beat"
    CAP = "cap"
    TURN = "turn"
    BANNER = "banner"
    SCOREBOARD = "scoreboard"
    LOG = "log"
    CALL = "call"
    SIXES = "sixes"


# ------------------------------------------------------------------ what completes a step
@dataclass(frozen=True, slots=True)
class Continue:
    """Read and press Continue."""


@dataclass(frozen=True, slots=True)
class ThrowDice:
    """Throw, holding exactly ``hold`` (die positions 0-2)."""

    hold: frozenset[int] = frozenset()

    @property
    def action(self) -> Throw:
        """The engine action."""
        return Throw(self.hold)


@dataclass(frozen=True, slots=True)
class StopTurn:
    """Stop, keeping the dice as they lie."""

    @property
    def action(self) -> Stop:
        """The engine action."""
        return Stop()


@dataclass(frozen=True, slots=True)
class HoldDice:
    """Hold or release dice until exactly ``hold`` is held (no throw)."""

    hold: frozenset[int]


@dataclass(frozen=True, slots=True)
class CallRound:
    """The leader makes exactly this call for the rolling round (R7, R24)."""

    call: Call

    @property
    def action(self) -> MakeCall:
        """The engine action."""
        return MakeCall(self.call)


@dataclass(frozen=True, slots=True)
class TurnTwoSixes:
    """Turn sixes: two sixes (R21), or three free sixes into two ones in pub (R22)."""

    @property
    def action(self) -> TurnSixes:
        """The engine action."""
        return TurnSixes()


@dataclass(frozen=True, slots=True)
class Option:
    """One answer of a question: a number (shown as it is) or a text (msgid)."""

    value: int | None = None
    text: str | None = None


@dataclass(frozen=True, slots=True)
class Choose:
    """Answer a question by picking one option; ``answer`` is the right option's index.

    ``of`` names the stated fact the right numeric answer equals ("score", "cap",
    "to_beat"), so the test can check it; empty for text answers.
    """

    options: tuple[Option, ...]
    answer: int
    of: str = ""


@dataclass(frozen=True, slots=True)
class Watch:
    """The CPU seats play; the step ends when the learner is to act again or the match ends."""


@dataclass(frozen=True, slots=True)
class Play:
    """A whole match played freely, with coaching after each decision (the practice)."""


Do = Continue | ThrowDice | StopTurn | HoldDice | CallRound | TurnTwoSixes | Choose | Watch | Play
#: What the learner does on the table (judged by the lesson before it is applied).
Attempt = ThrowDice | StopTurn | HoldDice | CallRound | TurnTwoSixes
#: The engine actions a step can be about (a chance is quoted for one of them).
PlayAction = Throw | Stop | MakeCall | TurnSixes


# ------------------------------------------------------------------ answers to other actions
@dataclass(frozen=True, slots=True)
class OnStop:
    """Said when the learner stops although the step asks for something else."""

    text: str


@dataclass(frozen=True, slots=True)
class OnThrow:
    """Said when the learner throws holding exactly ``hold`` (any hold when None)."""

    text: str
    hold: frozenset[int] | None = None


@dataclass(frozen=True, slots=True)
class OnHold:
    """Said when, in a hold step, the learner holds a die outside the wanted hold."""

    text: str


@dataclass(frozen=True, slots=True)
class OnCall:
    """Said when the learner makes ``call`` (any other call when None)."""

    text: str
    call: Call | None = None


@dataclass(frozen=True, slots=True)
class OnTurn:
    """Said when the learner turns sixes although the step asks for something else."""

    text: str


@dataclass(frozen=True, slots=True)
class OnAnswer:
    """Said when the learner picks option ``index``."""

    index: int
    text: str


Reply = OnStop | OnThrow | OnHold | OnCall | OnTurn | OnAnswer


# ------------------------------------------------------------------ stated values
@dataclass(frozen=True, slots=True)
class Facts:
    """What the table shows when the step begins (None: not stated).

    ``dice`` and ``score`` are the current turn's dice and value (under the round's call
    once it is made, R7), ``to_beat`` the lowest result of the rolling round so far,
    ``throws`` and ``cap`` the throws used and allowed in the current turn, ``held`` the dice
    held for the next throw, ``final`` the dice held for good (R4, R21), ``call`` the
    round's call. At the leader's call the dice are the leader's result.
    """

    dice: tuple[int, int, int] | None = None
    score: int | None = None
    to_beat: int | None = None
    throws: int | None = None
    cap: int | None = None
    held: frozenset[int] | None = None
    final: frozenset[int] | None = None
    call: Call | None = None


@dataclass(frozen=True, slots=True)
class Standing:
    """The match's standing when the step begins, by seat key (None or empty: not stated).

    ``middle`` counts the coasters in the middle and ``coasters`` every seat's coasters
    (R43-R45; placeholders ``{middle}``, ``{<key>_coasters}``), ``marks`` every seat's tally
    marks (R42, ``{<key>_marks}``), ``phase`` is "handing_out" or "clearing", ``safe`` and
    ``won`` the seats that are safe in the search or have won and left, ``loser`` who lost
    the match.
    """

    middle: int | None = None
    coasters: tuple[tuple[str, int], ...] = ()
    marks: tuple[tuple[str, int], ...] = ()
    phase: str | None = None
    safe: tuple[str, ...] | None = None
    won: tuple[str, ...] | None = None
    loser: str | None = None


@dataclass(frozen=True, slots=True)
class RoundFacts:
    """The last scored rolling round when the step begins, by seat key.

    ``scores`` gives each seat's result under the round's call (placeholders
    ``{<key>_score}``), ``worst`` the worst seats (a loss in classic), ``best`` the best
    ones, ``lowest`` the lowest result, ``losses`` every seat's loss count after the round
    (classic), ``out`` who went out, ``leader_next`` who leads the next round, ``cap`` the
    round's cap, ``call`` its call; ``winner`` and ``draw`` the end of the match.
    """

    number: int
    scores: tuple[tuple[str, int], ...]
    worst: tuple[str, ...]
    lowest: int | None = None
    losses: tuple[tuple[str, int], ...] = ()
    best: tuple[str, ...] | None = None
    call: Call | None = None
    out: tuple[str, ...] = ()
    leader_next: str | None = None
    winner: str | None = None
    draw: bool = False
    cap: int | None = None


@dataclass(frozen=True, slots=True)
class Example:
    """A result quoted in a text: ``{<key>}`` is "2·2·2 = 6", plus ``{<key>_dice}`` and
    ``{<key>_score}``; worth ``score`` under ``call`` (R7), or fixed (R6) without one."""

    key: str
    dice: tuple[int, int, int]
    score: int
    call: Call | None = None


# ------------------------------------------------------------------ steps, parts, lessons
@dataclass(frozen=True, slots=True)
class Step:
    """One instruction and the one thing that completes it.

    ``best`` claims that the wanted throw, stop, call or turn is the best play (what the
    hint function ranks first for the round's objective); the tests check every such claim.
    ``chances`` names options whose chance a text quotes as ``{<name>}`` (a whole
    percentage: of avoiding the loss, or of being the best where that is the round's
    objective, see :func:`chicago_desktop.ai.round_hints.objective_of`); ``{p_best}`` is
    always the chance of the wanted action and ``{p_stop}`` the chance of stopping.
    ``conceal_value`` hides the value of the dice while the learner works it out.
    """

    text: str
    do: Do
    why: str | None = None
    replies: tuple[Reply, ...] = ()
    otherwise: str | None = None
    facts: Facts | None = None
    round: RoundFacts | None = None
    standing: Standing | None = None
    examples: tuple[Example, ...] = ()
    chances: tuple[tuple[str, PlayAction], ...] = ()
    best: bool = False
    target: Target | None = None
    conceal_value: bool = False


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat of a part: the learner (``name`` None) or a CPU with a plan or a level.

    ``key`` names the seat in texts (``{ben}`` is the name ``Ben``); the learner's key is
    :data:`LEARNER`. A CPU with a ``plan`` takes its actions in order; one without plays
    at ``level``.
    """

    key: str
    name: str | None = None
    plan: tuple[Action, ...] = ()
    level: str = "easy"

    @property
    def is_learner(self) -> bool:
        """True for the learner's seat."""
        return self.name is None


@dataclass(frozen=True, slots=True)
class Part:
    """One match of a lesson."""

    seats: tuple[Seat, ...]
    steps: tuple[Step, ...]
    dice: tuple[int, ...] | None = None
    first_leader: int | None = 0
    max_throws: int = 3
    losses_to_out: int = 3
    preset: str = "classic"
    searches: int = 3

    @property
    def learner(self) -> int:
        """The learner's seat number."""
        return next(i for i, s in enumerate(self.seats) if s.is_learner)

    @property
    def is_practice(self) -> bool:
        """True for a freely played match with random dice."""
        return self.dice is None

    def seat_of(self, key: str) -> int:
        """The seat number of a seat key."""
        return next(i for i, s in enumerate(self.seats) if s.key == key)


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson: an id for the progress file, a title, a one-line summary and its parts.

    ``preset`` is the game it teaches (R40), which groups it in the lesson list.
    """

    id: str
    title: str
    summary: str
    parts: tuple[Part, ...]
    steps: tuple[Step, ...] = field(init=False)
    preset: str = "classic"

    def __post_init__(self) -> None:
        object.__setattr__(self, "steps", tuple(s for p in self.parts for s in p.steps))

    def part_of(self, index: int) -> tuple[int, int]:
        """(part number, first step index of that part) of the step at ``index``."""
        start = 0
        for number, part in enumerate(self.parts):
            if index < start + len(part.steps):
                return number, start
            start += len(part.steps)
        raise IndexError(f"lesson {self.id} has no step {index}")

    @property
    def is_practice(self) -> bool:
        """True for the practice lesson (a part played freely)."""
        return any(p.is_practice for p in self.parts)

    @property
    def play_index(self) -> int:
        """The index of a practice lesson's freely played step (0 if it has none)."""
        return next((n for n, s in enumerate(self.steps) if isinstance(s.do, Play)), 0)


# ------------------------------------------------------------------ the practice result
class Outcome(Enum):
    """How the practice match ended for the learner."""

    WON = "won"
    DRAW = "draw"
    LOST = "lost"


@dataclass(frozen=True, slots=True)
class PracticeResult:
    """The learner's practice match: the outcome and how many decisions were the best play."""

    outcome: Outcome
    decisions: int
    best_choices: int

    def rank(self) -> tuple[int, float]:
        """Sort key, higher is better: the outcome first, then the share of best plays."""
        order = {Outcome.LOST: 0, Outcome.DRAW: 1, Outcome.WON: 2}
        share = self.best_choices / self.decisions if self.decisions else 0.0
        return order[self.outcome], share

    def better_than(self, other: PracticeResult | None) -> bool:
        """True when this result should replace ``other`` as the best one."""
        return other is None or self.rank() > other.rank()
