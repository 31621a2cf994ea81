"""The game controller of the tutorial: the real controller, with a gate and a judge.

A lesson runs on the real :class:`~chicago_desktop.controller.GameController` and the real
table; this subclass only adds two things:

- a *gate* (:attr:`TutorialController.open`): while a lesson step does not ask the learner to
  play (a text to read, a question), the table takes no throw, stop, hold or hint;
- a *judge*: every throw, stop, change of held dice, call (R7) and turn of sixes (R21, R22)
  is first shown to the lesson, which
  may refuse it (the action is then not applied, and the lesson says why). It is asked on
  the base controller's one input path (``_admits``), so a learner's action reaches the
  session through the same :meth:`~chicago_desktop.session.GameSession.submit` as any other.

It is a controller of its own, separate from the window's, so nothing that listens to the
window's controller (statistics, the autosave) ever sees a tutorial match.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from PySide6.QtCore import QObject, Signal

from ..controller import GameController, HoldChange, Intent
from ..controller.cpu import CpuFactory, CpuPlayer, HintFunction, make_cpu
from ..engine import Action, Call, MakeCall, Match, Stop, Throw, TurnSixes
from ..tutorial import CallRound, HoldDice, StopTurn, ThrowDice, TurnTwoSixes
from ..tutorial.model import Attempt

Judge = Callable[[Attempt], bool]


class PlannedSeats:
    """The CPU seats of a scripted lesson part: each takes its planned actions in order."""

    def __init__(self, plans: dict[int, list[Action]]) -> None:
        self._plans = {seat: list(plan) for seat, plan in plans.items()}

    def decide(self, match: Match) -> Action:
        """The next planned action of the seat whose turn it is."""
        seat = match.current_seat
        assert seat is not None
        plan = self._plans.get(seat)
        if plan:
            return plan.pop(0)
        # Never reached by a checked lesson.
        turn = match.turn
        if turn is None:
            return MakeCall(Call())
        return Throw() if turn.throws == 0 else Stop()


class TutorialController(GameController):
    """A game controller whose human input passes a lesson's gate and judge first."""

    #: Tutorial matches are never recorded in the statistics (nor autosaved).
    counts_in_statistics: ClassVar[bool] = False

    learner_acted = Signal(object)  # the attempt that was applied

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        cpu_factory: CpuFactory | None = None,
        hint_function: HintFunction | None = None,
        speed: str = "normal",
    ) -> None:
        super().__init__(
            parent, cpu_factory=self._make_cpu, hint_function=hint_function, speed=speed
        )
        #: Where the CPU seats of the next match come from (a lesson part's plans, or real
        #: CPU players in the practice match); read when a match starts.
        self.cpu_source: CpuFactory = cpu_factory or make_cpu
        self._open = False
        self._forcing = False
        self.judge: Judge | None = None

    def _make_cpu(self, level: str, seed: int | None = None) -> CpuPlayer:
        return self.cpu_source(level, seed)

    # ---------------------------------------------------------------- the gate
    @property
    def open(self) -> bool:
        """True while the lesson lets the learner play on the table."""
        return self._open

    def set_open(self, value: bool) -> None:
        """Open or close the table to the learner's input."""
        if value != self._open:
            self._open = value
            self.state_changed.emit()

    def _gate(self) -> bool:
        return self._open or self._forcing

    @property
    def awaiting_human(self) -> bool:
        """True when the learner is to act *and* the lesson lets them (the table's prompt,
        its enabled actions and the dice's focus all follow this)."""
        return self._gate() and super().awaiting_human

    def can_hint(self) -> bool:
        return self._open and super().can_hint()

    # ---------------------------------------------------------------- the judge
    # Every throw, stop and change of held dice reaches the session through the base
    # controller's one input path (submit); the lesson's judge is asked on the way.
    def _admits(self, intent: Intent) -> bool:
        if self._forcing or self.judge is None:
            return True
        attempt = _attempt(intent)
        return attempt is None or self.judge(attempt)

    def _admitted(self, intent: Intent) -> None:
        attempt = _attempt(intent)
        if attempt is not None and not self._forcing:
            self.learner_acted.emit(attempt)

    # ---------------------------------------------------------------- replaying steps
    def force(self, attempt: Attempt) -> bool:
        """Apply an attempt without gate or judge (to bring a lesson back to a saved step)."""
        self._forcing = True
        try:
            if isinstance(attempt, StopTurn):
                return self.stop()
            if isinstance(attempt, CallRound):
                return self.make_call(attempt.call)
            if isinstance(attempt, TurnTwoSixes):
                return self.turn_sixes()
            for pos in range(3):
                if (pos in self.held) != (pos in attempt.hold) and not self.toggle_hold(pos):
                    return False
            return self.throw() if isinstance(attempt, ThrowDice) else True
        finally:
            self._forcing = False


def _attempt(intent: Intent) -> Attempt | None:
    """The lesson's name for a learner's intent (None for what lessons do not judge)."""
    if isinstance(intent, HoldChange):
        return HoldDice(intent.hold)
    if isinstance(intent, Throw):
        return ThrowDice(frozenset(intent.hold))
    if isinstance(intent, Stop):
        return StopTurn()
    if isinstance(intent, MakeCall):
        return CallRound(intent.call)
    if isinstance(intent, TurnSixes):
        return TurnTwoSixes()
    return None


def planned_factory(plans: dict[int, list[Action]]) -> CpuFactory:
    """A ``cpu_factory`` whose players all follow ``plans`` (one shared planner)."""
    seats = PlannedSeats(plans)

    def factory(level: str, seed: int | None = None) -> CpuPlayer:
        return seats

    return factory
