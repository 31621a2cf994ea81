"""The lesson manager: which step is shown, what it says, and whether an attempt completes it.

:class:`LessonRun` is plain Python. The window owns the table and the controller and asks
the run, for every throw, stop, hold, answer or Continue of the learner, whether it is what
the step wants (:class:`Verdict`): the action is applied only when it is allowed, and the
message to show comes with the verdict (the step's "why" on success, its feedback
otherwise, the coaching in the practice match).

Texts are filled from the step's stated values (see :mod:`.model`) and, for chances of
avoiding the loss, from the AI's hint function at the moment of the decision. Messages are
returned untranslated (:class:`~.messages.Message`), so a language change re-renders them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final

from ..ai import Hint, NotDecidable, hint
from ..engine import Match, Status, Stop, fixed_face_value
from ..i18n import N_
from .coach import coach
from .coach_presets import coach_preset
from .messages import (
    Message,
    Param,
    Sentences,
    call_message,
    dice_text,
    join,
    message,
    percent,
    plural_message,
    sum_text,
)
from .model import (
    Attempt,
    CallRound,
    Choose,
    Continue,
    HoldDice,
    Lesson,
    OnAnswer,
    OnCall,
    OnHold,
    OnStop,
    OnThrow,
    OnTurn,
    Outcome,
    Part,
    Play,
    PlayAction,
    PracticeResult,
    Step,
    StopTurn,
    ThrowDice,
    TurnTwoSixes,
    Watch,
)
from .values import decision_faces, option_for, quoted_chance

HintFunction = Callable[[Match], Hint]
#: Attempts that are engine actions (a change of held dice is not).
Played = ThrowDice | StopTurn | CallRound | TurnTwoSixes

# Translators: feedback in a lesson when the learner does something the step did not ask for.
NOT_THIS: Final = N_("That is not what this step asks for. Read the instruction and try again.")
# Translators: feedback in a lesson after a wrong answer to a question.
WRONG_ANSWER: Final = N_("Not quite. Think again and pick another answer.")


def practice_outcome(
    learner: int,
    status: Status,
    *,
    over: bool,
    winner: int | None = None,
    loser: int | None = None,
    draw: bool = False,
) -> Outcome | None:
    """How the practice match ended for the learner, None while they still play.

    Classic has a winner or a draw (R41); basic and the coaster presets a loser (R42, R45),
    and a player who has cleared their coasters has won and left before the match ends.
    """
    if over:
        if winner is not None:
            return Outcome.WON if winner == learner else Outcome.LOST
        if draw:
            return Outcome.DRAW
        return Outcome.LOST if loser is None or loser == learner else Outcome.WON
    if status is Status.OUT:
        return Outcome.LOST
    if status is Status.WON:
        return Outcome.WON
    return None


def practice_summary(result: PracticeResult) -> Sentences:
    """The end of the practice match in sentences."""
    if result.outcome is Outcome.WON:
        # Translators: end of the practice match.
        head = message(N_("You won the practice match!"))
    elif result.outcome is Outcome.DRAW:
        # Translators: end of the practice match.
        head = message(N_("The practice match ended in a draw."))
    else:
        # Translators: end of the practice match.
        head = message(N_("You are out of the practice match this time."))
    # Translators: {best} and {decisions} count the learner's decisions in the practice.
    tally = plural_message(
        "You made the best play in {best} of your {decisions} decision.",
        "You made the best play in {best} of your {decisions} decisions.",
        result.decisions,
        best=result.best_choices,
        decisions=result.decisions,
    )
    return join(head, tally if result.decisions else None)


@dataclass(frozen=True, slots=True)
class Verdict:
    """The answer to an attempt.

    ``allow``: the action may be applied. ``done``: the step is complete. ``message``: what to
    show (why, feedback or coaching), or None. ``best``: in the practice match, whether the
    decision was the best play (None when it was no decision).
    """

    allow: bool
    done: bool
    message: Message | Sentences | None = None
    best: bool | None = None


def _names(part: Part) -> dict[str, Param]:
    return {s.key: s.name for s in part.seats if s.name is not None}


class LessonRun:
    """One lesson being played, from a step index to its end."""

    def __init__(
        self, lesson: Lesson, index: int = 0, *, hint_function: HintFunction = hint
    ) -> None:
        self.lesson = lesson
        self._index = min(max(0, index), len(lesson.steps) - 1)
        self._hint = hint_function
        self.decisions = 0
        self.best_choices = 0
        self.practice_result: PracticeResult | None = None

    # ---------------------------------------------------------------- where we are
    @property
    def index(self) -> int:
        """The current step's index in the lesson (equal to the step count when finished)."""
        return self._index

    @property
    def finished(self) -> bool:
        """True after the last step."""
        return self._index >= len(self.lesson.steps)

    @property
    def step(self) -> Step:
        """The current step."""
        return self.lesson.steps[self._index]

    @property
    def part_number(self) -> int:
        """The number of the current part (its match), from 0."""
        return self.lesson.part_of(min(self._index, len(self.lesson.steps) - 1))[0]

    @property
    def part(self) -> Part:
        """The current part."""
        return self.lesson.parts[self.part_number]

    @property
    def part_start(self) -> int:
        """The index of the current part's first step."""
        return self.lesson.part_of(min(self._index, len(self.lesson.steps) - 1))[1]

    def replay_steps(self) -> tuple[Step, ...]:
        """The steps of the current part before the current one (to bring a match up to it)."""
        return self.lesson.steps[self.part_start : self._index]

    def advance(self) -> bool:
        """Go to the next step; True when that starts a new part (a new match)."""
        before = self.part_number
        self._index += 1
        return not self.finished and self.part_number != before

    # ---------------------------------------------------------------- texts
    def params(self, match: Match | None, attempt: Attempt | None = None) -> Mapping[str, Param]:
        """The placeholder values of the current step (chances read from the hint now)."""
        step, part = self.step, self.part
        values: dict[str, Param] = _names(part)
        values.update(
            one=fixed_face_value(1),
            six=fixed_face_value(6),
            limit=part.losses_to_out,
            max_throws=part.max_throws,
        )
        facts = step.facts
        if facts is not None:
            if facts.dice is not None:
                values["dice"] = dice_text(facts.dice)
                values["sum"] = sum_text(facts.dice)
                for pos, face in enumerate(facts.dice):
                    values[f"die{pos + 1}"] = face
            for name in ("score", "to_beat", "throws", "cap"):
                value = getattr(facts, name)
                if value is not None:
                    values[name] = value
            if facts.throws is not None and facts.cap is not None:
                values["left"] = facts.cap - facts.throws
            if facts.call is not None:
                values["call"] = call_message(facts.call)
        if step.round is not None:
            rnd = step.round
            values["round"] = rnd.number
            if rnd.lowest is not None:
                values["lowest"] = rnd.lowest
            if rnd.cap is not None:
                values["round_cap"] = rnd.cap
            if rnd.call is not None:
                values["round_call"] = call_message(rnd.call)
            for key, score in rnd.scores:
                values[f"{key}_score"] = score
        standing = step.standing
        if standing is not None:
            if standing.middle is not None:
                values["middle"] = standing.middle
            for key, count in standing.coasters:
                values[f"{key}_coasters"] = count
            for key, count in standing.marks:
                values[f"{key}_marks"] = count
        if isinstance(step.do, CallRound):
            values["wanted_call"] = call_message(step.do.call)
        for example in step.examples:
            values[example.key] = f"{dice_text(example.dice)} = {example.score}"
            values[f"{example.key}_dice"] = dice_text(example.dice)
            values[f"{example.key}_score"] = example.score
            if example.call is not None:
                values[f"{example.key}_call"] = call_message(example.call)
        if match is not None and self._quotes_chances(step):
            values.update(self._chances(match, attempt))
        return values

    @staticmethod
    def _quotes_chances(step: Step) -> bool:
        texts = [step.text, step.why or "", step.otherwise or ""]
        texts += [r.text for r in step.replies]
        return any("{p_" in t for t in texts)

    def _chances(self, match: Match, attempt: Attempt | None) -> dict[str, Param]:
        faces = decision_faces(match)
        if faces is None or match.current_seat != self.part.learner:
            return {}
        try:
            h = self._hint(match)
        except NotDecidable:
            return {}
        out: dict[str, Param] = {}

        def put(name: str, action: PlayAction) -> None:
            option = option_for(h, action, faces)
            if option is not None:
                out[name] = percent(quoted_chance(option, h.objective))

        do = self.step.do
        if isinstance(do, Played):
            put("p_best", do.action)
        put("p_stop", Stop())
        for name, action in self.step.chances:
            put(name, action)
        if isinstance(attempt, Played):
            put("p_chosen", attempt.action)
        return out

    def instruction(self, match: Match | None) -> Message | Sentences:
        """What the current step asks, filled in for ``match`` as it stands."""
        text = Message(self.step.text, self.params(match))
        if isinstance(self.step.do, Continue) and self.practice_result is not None:
            return join(text, practice_summary(self.practice_result))
        return text

    def option_labels(self) -> tuple[Message | str, ...]:
        """The answers of a question step, in order."""
        do = self.step.do
        if not isinstance(do, Choose):
            return ()
        params = self.params(None)
        return tuple(
            str(o.value) if o.value is not None else Message(o.text or "", params)
            for o in do.options
        )

    def _say(self, text: str | None, params: Mapping[str, Param]) -> Message | None:
        return Message(text, params) if text else None

    # ---------------------------------------------------------------- judging
    def attempt(self, match: Match, held: frozenset[int], action: Attempt) -> Verdict:
        """Judge a throw, stop or change of held dice before it is applied.

        ``held`` is the hold before the attempt; for a :class:`HoldDice` attempt,
        ``action.hold`` is the hold it would make.
        """
        if self.finished:
            return Verdict(False, False)
        step, do = self.step, self.step.do
        if isinstance(do, Play):
            return self._coach(match, action)
        if isinstance(do, Continue | Choose | Watch):
            return Verdict(False, False)
        params = self.params(match, action)
        if isinstance(action, HoldDice):
            if isinstance(do, HoldDice):
                if action.hold == do.hold:
                    return Verdict(True, True, self._say(step.why, params))
                if action.hold - do.hold:
                    return Verdict(True, False, self._feedback(action, params))
            return Verdict(True, False)
        if isinstance(do, HoldDice):  # a throw, stop or call before the hold is made
            return Verdict(False, False, self._feedback(action, params))
        if action == do:  # the wanted throw (same hold), stop, call or turn
            return Verdict(True, True, self._say(step.why, params))
        return Verdict(False, False, self._feedback(action, params))

    def _feedback(self, action: Attempt, params: Mapping[str, Param]) -> Message:
        """The step's reply to an attempt it did not ask for (a reply for exactly this hold
        before one for any throw), else its general feedback."""
        replies = self.step.replies
        found: str | None = None
        if isinstance(action, StopTurn):
            found = next((r.text for r in replies if isinstance(r, OnStop)), None)
        elif isinstance(action, ThrowDice):
            throws = [r for r in replies if isinstance(r, OnThrow)]
            found = next((r.text for r in throws if r.hold == action.hold), None) or next(
                (r.text for r in throws if r.hold is None), None
            )
        elif isinstance(action, CallRound):
            calls = [r for r in replies if isinstance(r, OnCall)]
            found = next((r.text for r in calls if r.call == action.call), None) or next(
                (r.text for r in calls if r.call is None), None
            )
        elif isinstance(action, TurnTwoSixes):
            found = next((r.text for r in replies if isinstance(r, OnTurn)), None)
        else:
            found = next((r.text for r in replies if isinstance(r, OnHold)), None)
        return Message(found or self.step.otherwise or NOT_THIS, params)

    def answer(self, index: int) -> Verdict:
        """Judge the answer ``index`` to a question step."""
        if self.finished or not isinstance(self.step.do, Choose):
            return Verdict(False, False)
        params = self.params(None)
        if index == self.step.do.answer:
            return Verdict(True, True, self._say(self.step.why, params))
        for reply in self.step.replies:
            if isinstance(reply, OnAnswer) and reply.index == index:
                return Verdict(False, False, Message(reply.text, params))
        return Verdict(False, False, Message(self.step.otherwise or WRONG_ANSWER, params))

    def proceed(self) -> Verdict:
        """Continue from a reading step."""
        if self.finished or not isinstance(self.step.do, Continue):
            return Verdict(False, False)
        return Verdict(True, True, self._say(self.step.why, self.params(None)))

    # ---------------------------------------------------------------- the practice match
    def _coach(self, match: Match, action: Attempt) -> Verdict:
        if isinstance(action, HoldDice):
            return Verdict(True, False)
        if match.current_seat != self.part.learner:
            return Verdict(False, False)
        try:
            if match.rules.preset == "classic" and isinstance(action, ThrowDice | StopTurn):
                said = coach(match, action.action, self._hint)
            else:
                said = coach_preset(match, action.action, self._hint)
        except NotDecidable:
            said = None
        if said is None:
            return Verdict(True, False)
        self.decisions += 1
        self.best_choices += int(said.was_best)
        return Verdict(True, False, said.message, said.was_best)

    def end_practice(self, outcome: Outcome) -> PracticeResult:
        """The practice match is over for the learner: keep and return the result."""
        self.practice_result = PracticeResult(outcome, self.decisions, self.best_choices)
        return self.practice_result
