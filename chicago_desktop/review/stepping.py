"""A record as a sequence of table states, one per action, and a cursor to walk them.

The replay viewer shows a record "throw by throw": step 0 is the table before the first
action, step ``k`` the table right after action ``k - 1`` of the record (actions are
counted from 0, as in the record's JSON array and in ``hint``; people are shown ``k``).
:class:`RecordSteps` replays the record once through the engine and keeps, for every
step, the session's :class:`~chicago_desktop.session.Snapshot` (what the table draws),
the action applied, who made it and the engine's events it caused, so moving to any step
is a look-up, not a replay. :class:`Stepper` is the cursor the viewer's keys and slider
move; it knows nothing of Qt.

The words of a step (:func:`step_lines`) are built when shown, in the language of that
moment, from the same events the command line's ``replay`` account is written from.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import (
    Action,
    ChicagoThrown,
    DiceThrown,
    EndReason,
    Event,
    IllegalAction,
    MakeCall,
    Match,
    MatchEnded,
    RandomDice,
    RoundScored,
    RoundSummary,
    Stop,
    Throw,
    TurnEnded,
    TurnSixes,
)
from ..i18n import _, ngettext
from ..records import GameRecord, PlayerInfo, RecordError
from ..records.report import call_text, event_line
from ..session.snapshot import Snapshot, snapshot_of
from ..texts import dice_text, names_text


@dataclass(frozen=True, slots=True)
class Step:
    """The table after one action (or before any, for step 0)."""

    index: int  # 0 … len(record.actions)
    action_index: int | None  # the record's action just applied (0-based); None at step 0
    action: Action | None
    seat: int | None  # who made the action
    before: Snapshot | None  # the table just before the action (None at step 0)
    snapshot: Snapshot  # the table right after it
    events: tuple[Event, ...]  # what the action caused, in the engine's order


class RecordSteps:
    """Every step of a record, built by one replay; refuses a record that breaks a rule.

    Raises :class:`~chicago_desktop.records.RecordError` (with the first bad action's
    index and rule) exactly like :func:`~chicago_desktop.records.replay_record`.
    """

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        match = Match(
            record.rules,
            len(record.players),
            dice=RandomDice(),
            seed=record.seed,
            first_leader=record.first_leader,
        )
        steps = [Step(0, None, None, None, None, snapshot_of(match), match.opening_events)]
        for index, action in enumerate(record.actions):
            seat = match.current_seat
            before = steps[-1].snapshot
            try:
                events = match.apply(action)
            except IllegalAction as exc:
                raise RecordError(exc.reason, index=index, rule=exc.rule) from None
            steps.append(
                Step(index + 1, index, action, seat, before, snapshot_of(match), tuple(events))
            )
        self.steps: tuple[Step, ...] = tuple(steps)
        self.match = match  # the match at the last step

    @property
    def players(self) -> tuple[PlayerInfo, ...]:
        """The seats of the record."""
        return self.record.players

    def __len__(self) -> int:
        return len(self.steps)

    def __getitem__(self, index: int) -> Step:
        return self.steps[index]

    def step_of_action(self, action_index: int) -> int:
        """The step that shows the table just before the record's action ``action_index``."""
        return max(0, min(action_index, len(self.steps) - 1))


class Stepper:
    """A cursor over ``count`` steps: next, previous, first, last, or any step (clamped)."""

    def __init__(self, count: int, position: int = 0) -> None:
        if count < 1:
            raise ValueError("there is always at least the first step")
        self.count = count
        self.position = self._clamp(position)

    def _clamp(self, position: int) -> int:
        return max(0, min(position, self.count - 1))

    def go(self, position: int) -> bool:
        """Move to ``position`` (clamped); True when the position changed."""
        new = self._clamp(position)
        changed = new != self.position
        self.position = new
        return changed

    def next(self) -> bool:
        """One step on (nothing at the last step)."""
        return self.go(self.position + 1)

    def previous(self) -> bool:
        """One step back (nothing at the first step)."""
        return self.go(self.position - 1)

    def first(self) -> bool:
        """The table before the first action."""
        return self.go(0)

    def last(self) -> bool:
        """The table after the last action."""
        return self.go(self.count - 1)

    @property
    def at_first(self) -> bool:
        """True at step 0."""
        return self.position == 0

    @property
    def at_last(self) -> bool:
        """True at the last step."""
        return self.position == self.count - 1


def _held_dice(action: Throw, before: Snapshot) -> str:
    assert before.faces is not None
    return dice_text(tuple(before.faces[p] for p in sorted(action.hold)))


def _ended(step: Step) -> TurnEnded | None:
    return next((e for e in step.events if isinstance(e, TurnEnded)), None)


def action_line(step: Step, players: Sequence[PlayerInfo]) -> str:
    """What the action of a step was, in one sentence ("Anna throws: 1·4·2 = 106.")."""
    action, before = step.action, step.before
    if action is None or step.seat is None or before is None:
        return _("The match begins.")
    name = players[step.seat].name
    ended = _ended(step)
    if isinstance(action, Throw):
        thrown = next((e for e in step.events if isinstance(e, DiceThrown)), None)
        faces = thrown.faces if thrown is not None else (step.snapshot.faces or ())
        if ended is not None:
            value = ended.score
        else:
            value = step.snapshot.score if step.snapshot.score is not None else 0
        dice = dice_text(tuple(faces))
        call = before.call
        if (
            call is not None
            and call.sand
            and not any(isinstance(e, ChicagoThrown) for e in step.events)
        ):
            # Under sand a result is only made or failed (R24), not a number.
            made = value == 1
            return (
                _("{name} throws {dice} and makes sand.")
                if made
                else _("{name} throws {dice}: no sand.")
            ).format(name=name, dice=dice)
        if any(isinstance(e, ChicagoThrown) for e in step.events):
            line = _("{name} throws: {dice}, a Chicago!").format(name=name, dice=dice)
        elif not action.hold and before.current_seat == step.seat and before.throws > 0:
            line = _("{name} throws all three dice again: {dice} = {score}.").format(
                name=name, dice=dice, score=value
            )
        elif not action.hold:
            line = _("{name} throws: {dice} = {score}.").format(name=name, dice=dice, score=value)
        else:
            line = ngettext(
                "{name} keeps {held} and throws the other die: {dice} = {score}.",
                "{name} keeps {held} and throws the other dice: {dice} = {score}.",
                3 - len(action.hold),
            ).format(name=name, held=_held_dice(action, before), dice=dice, score=value)
        if ended is not None and ended.reason is EndReason.CAP:
            line += " " + _("That was the last throw allowed.")
        return line
    if isinstance(action, Stop):
        value = ended.score if ended is not None else (before.score or 0)
        return _("{name} stops with {dice} = {score}.").format(
            name=name, dice=dice_text(before.faces or ()), score=value
        )
    if isinstance(action, TurnSixes):
        return _("{name} turns sixes: a six becomes a one.").format(name=name)
    assert isinstance(action, MakeCall)
    return _("{name} calls {call}.").format(name=name, call=call_text(action.call))


def round_ended(step: Step) -> RoundSummary | None:
    """The rolling round this step's action completed, if it did."""
    return next((e.summary for e in step.events if isinstance(e, RoundScored)), None)


def step_lines(step: Step, players: Sequence[PlayerInfo], match: Match) -> list[str]:
    """The action of a step and what followed from it, one sentence a line.

    ``match`` is any match of the record (its rules word the consequences, e.g. "2 of 3
    possible losses").
    """
    lines = [action_line(step, players)]
    for event in step.events:
        if isinstance(event, RoundScored):
            s = event.summary
            if s.best:
                lines.append(
                    _("Round {number} is over. Best: {names}.").format(
                        number=s.index + 1, names=names_text([players[i].name for i in s.best])
                    )
                )
            else:
                lines.append(_("Round {number} is over.").format(number=s.index + 1))
            if s.worst:
                lines.append(
                    _("Worst: {names}.").format(
                        names=names_text([players[i].name for i in s.worst])
                    )
                )
            continue
        if isinstance(event, MatchEnded):
            lines.append(_("The match is over."))
            continue
        text = event_line(event, match, players)
        if text is not None:
            lines.append(text)
    return lines
