"""The lesson page's steps: showing each step, judging the learner, moving the lesson on.

A mixin of :class:`~.tutorial_screen.TutorialScreen`, split from it along the seam between
*the screen* (its pages, the lesson list and its buttons, opening and leaving a lesson,
the settings and the words, in :mod:`.tutorial_screen`) and *a lesson being played*: the
match of each part of the lesson started over the real table (scripted dice, or a
practice match), the steps already done replayed on resuming, each step shown in the
instruction panel with the spotlight on what it is about, the learner's actions judged
before the table takes them, feedback and progress saved as the lesson goes on, and the
lesson's end. The lessons and their judge are plain Python (:mod:`chicago_desktop.tutorial`);
nothing here decides whether an answer is right.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QTimer

from ..controller import MatchSettings
from ..engine import ScriptedDice
from ..i18n import N_, _
from ..records import PlayerInfo
from ..tutorial import (
    CATALOGUE,
    CallRound,
    Choose,
    Continue,
    HoldDice,
    LessonRun,
    Message,
    Play,
    ProgressStore,
    StopTurn,
    ThrowDice,
    TurnTwoSixes,
    Watch,
)
from ..tutorial.manager import practice_outcome
from ..tutorial.messages import message
from ..tutorial.model import Attempt
from .tutorial_controller import TutorialController, planned_factory
from .tutorial_panel import InstructionPanel, Text

if TYPE_CHECKING:
    from ..controller.cpu import CpuFactory
    from .table import TableScreen
    from .tutorial_spotlight import Spotlight

#: What a step can ask the learner to do on the table (replayed on resuming a lesson).
PLAYED: Final = (ThrowDice, StopTurn, HoldDice, CallRound, TurnTwoSixes)
# Translators: in the lesson panel while the CPU players play or the table catches up.
WAITING: Final = N_("Watch the table…")
#: How often a lesson looks again whether its round values are built (ms).
WARM_UP_POLL_MS: Final = 25


class LessonSteps:
    """The steps of the lesson being played (see the module docstring)."""

    run: LessonRun | None
    controller: TutorialController
    panel: InstructionPanel
    spotlight: Spotlight
    table: TableScreen
    progress: ProgressStore
    practice_cpu_factory: CpuFactory
    practice_seed: int | None
    _replay: list[Attempt | None]
    _shown: bool
    _pending: tuple[Text | None, str, bool] | None
    _feedback_step: int | None
    _tick_timer: QTimer

    if TYPE_CHECKING:

        def _pace(self) -> str: ...

        def _learner_name(self) -> str: ...

        def announce(self, text: str) -> None: ...

        def open_lesson(self, lesson_id: str, *, restart: bool = False) -> None: ...

        def show_menu(self) -> None: ...

    # ---------------------------------------------------------------- the lesson's steps
    def _start_part(self) -> None:
        run = self.run
        assert run is not None
        part = run.part
        players = tuple(
            PlayerInfo(self._learner_name())
            if seat.is_learner
            else PlayerInfo(seat.name or "?", "cpu", seat.level)
            for seat in part.seats
        )
        settings = MatchSettings(
            players,
            part.max_throws,
            part.losses_to_out,
            preset=part.preset,
            searches=part.searches,
        )
        replay: list[Attempt | None] = []
        for step in run.replay_steps():
            do = step.do
            replay.append(do if isinstance(do, PLAYED) else None)
        self._replay = replay
        self._shown = False
        self._pending = None
        c = self.controller
        c.set_open(False)
        self.spotlight.set_target(None)
        self.panel.show_nothing()
        self.panel.set_game(part.preset)
        self.panel.set_instruction(Message(WAITING))
        self._show_progress()
        c.set_speed("instant" if replay else self._pace())
        if part.dice is None:
            c.cpu_source = self.practice_cpu_factory
            seed = self.practice_seed if self.practice_seed is not None else secrets.randbits(31)
            c.new_match(settings, seed=seed, first_leader=part.first_leader)
        else:
            plans = {
                number: list(seat.plan)
                for number, seat in enumerate(part.seats)
                if not seat.is_learner
            }
            c.cpu_source = planned_factory(plans)
            c.new_match(
                settings, seed=0, dice=ScriptedDice(part.dice), first_leader=part.first_leader
            )
        # Each step's coaching reads the hint's chances: the part's round values are built
        # between events first (the steps wait, "Watch the table…"), not on the window's
        # thread when the first step is shown.
        c.prepare_hints()
        self._schedule_tick()

    def _show_progress(self) -> None:
        run = self.run
        if run is None:
            return
        steps = len(run.lesson.steps)
        self.panel.set_progress(_(run.lesson.title), None if run.finished else run.index, steps)

    def _schedule_tick(self) -> None:
        if self.run is not None and not self._tick_timer.isActive():
            self._tick_timer.start()

    def _tick(self) -> None:
        """Move the lesson on when the table has settled (nothing left to show or to play)."""
        run, c = self.run, self.controller
        if run is None or run.finished or c.match is None:
            return
        step = run.step
        if isinstance(step.do, Play) and self._shown and self._practice_over():
            return
        if c.busy:
            return
        if self._replay:
            attempt = self._replay.pop(0)
            if attempt is not None:
                c.force(attempt)
            self._schedule_tick()
            return
        if c.speed == "instant" and self._pace() != "instant":
            c.set_speed(self._pace())
        if not self._shown and c.hints_building():
            QTimer.singleShot(WARM_UP_POLL_MS, self._schedule_tick)  # the values first
            return
        if not self._shown:
            self._show_step()
        elif isinstance(step.do, Watch):
            carried = self._feedback_step == run.index
            self._complete(None, "right", keep_feedback=True)  # the last why stays
            if carried:  # through the steps that are only watched, to the next one
                self._feedback_step = run.index

    def _practice_over(self) -> bool:
        run, c = self.run, self.controller
        assert run is not None
        learner = run.part.learner
        outcome = practice_outcome(
            learner,
            c.shown_status(learner),
            over=c.is_over,
            winner=c.winner,
            loser=c.loser,
            draw=c.draw,
        )
        if outcome is None:
            return False
        result = run.end_practice(outcome)
        self.progress.update(self.progress.value.with_practice(run.lesson.id, result))
        self._complete(None, "coach", keep_feedback=True)
        return True

    def _set_feedback(self, text: Text | None, kind: str) -> None:
        """Feedback on the step shown now: it goes when the next step is shown."""
        assert self.run is not None
        self.panel.set_feedback(text, kind)
        self._feedback_step = self.run.index

    def _show_step(self) -> None:
        run, c = self.run, self.controller
        assert run is not None and not run.finished
        step = run.step
        if self._feedback_step != run.index:  # an earlier step's feedback goes (issue 15)
            self.panel.set_feedback(None)
        self._shown = True
        do = step.do
        playable = isinstance(do, (*PLAYED, Play))
        c.set_open(playable)
        instruction = run.instruction(c.match)
        self.panel.set_instruction(instruction)
        self.panel.set_choices(run.option_labels())
        self.panel.set_continue("continue" if isinstance(do, Continue) else None)
        self._show_progress()
        self.spotlight.set_target(step.target)
        self.spotlight.set_concealed(step.conceal_value)
        self.progress.update(self.progress.value.at_step(run.lesson.id, run.index))
        self.announce(instruction.text())
        self._focus_step()

    def _focus_step(self) -> None:
        run = self.run
        if run is None:
            return
        if run.finished or isinstance(run.step.do, Continue):
            self.panel.continue_button.setFocus()
        elif isinstance(run.step.do, Choose):
            self.panel.choice_buttons[0].setFocus()
        elif isinstance(run.step.do, CallRound) and self.table.call_panel.isVisible():
            self.table.call_panel.call_button.setFocus()
        elif isinstance(run.step.do, TurnTwoSixes) and self.table.turn_sixes_button.isVisible():
            self.table.turn_sixes_button.setFocus()
        elif self.table.throw_button.isEnabled():
            self.table.throw_button.setFocus()
        else:
            self.table.setFocus()

    def _complete(self, said: Text | None, kind: str, *, keep_feedback: bool = False) -> None:
        """The step is done: say why, then go to the next one."""
        run = self.run
        assert run is not None
        if not keep_feedback:
            self.panel.set_feedback(said, kind)
        if said is not None:
            self.announce(said.text())
        self._shown = False
        self.controller.set_open(False)
        new_part = run.advance()
        if not keep_feedback:
            # The why of the step just done is read with the next one, and no further.
            self._feedback_step = run.index
        if run.finished:
            self._finish_lesson()
            return
        self.spotlight.set_target(None)
        self.spotlight.set_concealed(False)
        self.panel.show_nothing()
        if new_part:
            self._start_part()
            return
        if isinstance(run.step.do, Watch):
            self._show_step()
        else:
            self.panel.set_instruction(Message(WAITING))
        self._schedule_tick()

    def _finish_lesson(self) -> None:
        run = self.run
        assert run is not None
        self.progress.update(self.progress.value.completed(run.lesson.id))
        self.spotlight.set_target(None)
        self.spotlight.set_concealed(False)
        self._show_progress()
        position = [item.id for item in CATALOGUE].index(run.lesson.id)
        has_next = position + 1 < len(CATALOGUE)
        done = message(
            # Translators: {title} is the title of the lesson just completed.
            N_("You have completed the lesson “{title}”. Well done!"),
            title=Message(run.lesson.title),
        )
        self.panel.set_instruction(done)
        self.panel.set_choices(())
        self.panel.set_continue("next" if has_next else "lessons")
        self.announce(done.text())
        self.panel.continue_button.setFocus()

    # ---------------------------------------------------------------- the learner's input
    def _judge(self, attempt: Attempt) -> bool:
        run, c = self.run, self.controller
        if run is None or run.finished or not self._shown or c.match is None:
            return False
        verdict = run.attempt(c.match, c.held, attempt)
        if not verdict.allow:
            if verdict.message is not None:
                self._set_feedback(verdict.message, "again")
                self.announce(verdict.message.text())
            return False
        kind = "coach" if isinstance(run.step.do, Play) else ("right" if verdict.done else "again")
        self._pending = (verdict.message, kind, verdict.done)
        return True

    def _on_learner_acted(self, attempt: object) -> None:
        pending, self._pending = self._pending, None
        if pending is None:
            return
        said, kind, done = pending
        if done:
            self._complete(said, kind)
        elif said is not None:
            self._set_feedback(said, kind)
            self.announce(said.text())

    def _on_answer(self, number: int) -> None:
        run = self.run
        if run is None or run.finished or not self._shown:
            return
        verdict = run.answer(number)
        if verdict.done:
            self._complete(verdict.message, "right")
        elif verdict.message is not None:
            self._set_feedback(verdict.message, "again")
            self.announce(verdict.message.text())

    def _on_continue(self) -> None:
        run = self.run
        if run is None:
            return
        if run.finished:
            position = [item.id for item in CATALOGUE].index(run.lesson.id)
            if position + 1 < len(CATALOGUE):
                self.open_lesson(CATALOGUE[position + 1].id)
            else:
                self.show_menu()
            return
        if not self._shown:
            return
        verdict = run.proceed()
        if verdict.done:
            self._complete(verdict.message, "right")
