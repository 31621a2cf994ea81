"""The lesson page of Chicago 2–12 (RULES.md R60): a small table of its own beside the
lesson panel.

The three-dice lessons play on the real three-dice table; Chicago 2–12 has a game of its
own (:mod:`chicago_desktop.two_to_twelve`) and no decisions, so its lesson page is simple:
the round and its target with the chance of a hit, two dice, a Throw button (Space) and
the score sheet (:class:`~.score_sheet_2_12.ScoreSheetModel` in a table view). The lesson's
steps and its scripted game are plain Python (:mod:`chicago_desktop.tutorial.twelve`); this
page shows them, throws for the CPU seat (paced by a timer, never blocking) and tells the
screen which step the learner reached and when the lesson is complete.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..controller.pacing import PACING
from ..i18n import N_, _
from ..records import PlayerInfo
from ..tutorial import Continue, Message
from ..tutorial.messages import message
from ..tutorial.twelve import (
    TWELVE,
    ThrowFor,
    ThrowOnce,
    TwelveLesson,
    TwelveState,
    instruction,
    new_game,
)
from ..two_to_twelve import Phase, hit_chance
from .dice import DieWidget
from .score_sheet_2_12 import ScoreSheetModel
from .theme import ON_FELT, felt_colors
from .tutorial_panel import InstructionPanel, announce, bold

#: The dice shown before the first throw.
BLANK: Final = (None, None)


class TwelveLessonPage(QWidget):
    """The 2–12 lesson: the game beside the lesson panel."""

    step_reached = Signal(int)  # the step shown (to save the progress)
    completed = Signal()  # the last step was read
    announced = Signal(str)
    lessons_requested = Signal()
    restart_requested = Signal()

    def __init__(self, parent: QWidget | None = None, *, speed: str = "normal") -> None:
        super().__init__(parent)
        self.setObjectName("twelve-lesson-page")
        self.speed = speed
        self.lesson: TwelveLesson | None = None
        self.state: TwelveState | None = None
        self.index = 0
        self._shown = False
        self._until: int | None = None  # fast-forwarding to this round
        self._names: list[str] = []
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 10, 8, 6)
        row.setSpacing(8)

        felt = self.felt = QWidget()
        felt.setObjectName("twelve-felt")
        felt.setAutoFillBackground(True)
        self._apply_felt()
        box = QVBoxLayout(felt)
        box.setContentsMargins(18, 14, 18, 14)
        self.round_label = QLabel()
        self.round_label.setObjectName("twelve-round")
        bold(self.round_label, 1.5)
        self.chance_label = QLabel()
        self.chance_label.setObjectName("twelve-chance")
        dice_row = QHBoxLayout()
        dice_row.addStretch(1)
        self.dice = [DieWidget(pos, decorative=True) for pos in range(2)]
        for die in self.dice:
            dice_row.addWidget(die)
        dice_row.addStretch(1)
        self.result_label = QLabel()
        self.result_label.setObjectName("twelve-result")
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        bold(self.result_label, 1.2)
        self.throw_button = QPushButton()
        self.throw_button.setObjectName("twelve-throw")
        self.throw_button.setMinimumHeight(38)
        bold(self.throw_button, 1.1)
        self.throw_button.clicked.connect(self.throw)
        self.throw_action = QAction(self)
        self.throw_action.setShortcut(QKeySequence(Qt.Key.Key_Space))
        self.throw_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.throw_action.triggered.connect(self.throw)
        self.addAction(self.throw_action)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.throw_button)
        buttons.addStretch(1)
        self.sheet_model = ScoreSheetModel(self)
        self.sheet = QTableView()
        self.sheet.setObjectName("twelve-sheet")
        self.sheet.setModel(self.sheet_model)
        self.sheet.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.sheet.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.sheet.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        box.addWidget(self.round_label)
        box.addWidget(self.chance_label)
        box.addStretch(1)
        box.addLayout(dice_row)
        box.addWidget(self.result_label)
        box.addLayout(buttons)
        box.addStretch(1)
        box.addWidget(self.sheet)

        self.panel = InstructionPanel()
        self.panel.set_game(TWELVE)
        row.addWidget(felt, 1)
        row.addWidget(self.panel)
        self.panel.continue_requested.connect(self.proceed)
        self.panel.lessons_requested.connect(self.lessons_requested.emit)
        self.panel.restart_requested.connect(self.restart_requested.emit)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)
        self.retranslate_ui()

    def _apply_felt(self) -> None:
        """The felt of the three-dice table, in the colours of the current scheme."""
        top, bottom = felt_colors(self.palette())
        self.felt.setStyleSheet(
            "#twelve-felt { border-radius: 12px; background: qlineargradient(x1:0, y1:0,"
            f" x2:0, y2:1, stop:0 {top.name()}, stop:1 {bottom.name()}); }}"
            f" #twelve-felt QLabel {{ color: {ON_FELT}; }}"
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.PaletteChange:
            self._apply_felt()
        super().changeEvent(event)

    def _fit_sheet(self) -> None:
        """The sheet as tall as its rows (two players need no empty space below)."""
        rows = self.sheet.verticalHeader().length()
        head = self.sheet.horizontalHeader().height()
        self.sheet.setFixedHeight(rows + head + 2 * self.sheet.frameWidth() + 2)

    # ---------------------------------------------------------------- the lesson
    def start(self, lesson: TwelveLesson, index: int, learner_name: str) -> None:
        """Play ``lesson`` from step ``index`` (the earlier steps are replayed at once: the
        dice are scripted, so the sheet is exactly as it was)."""
        self.lesson = lesson
        self.state = TwelveState(lesson, new_game(lesson))
        self.index = max(0, min(index, len(lesson.steps) - 1))
        players = tuple(
            PlayerInfo(learner_name) if s.is_learner else PlayerInfo(s.name or "?", "cpu")
            for s in lesson.seats
        )
        self._names = [p.name for p in players]
        for step in lesson.steps[: self.index]:
            self.state.settle()
            if isinstance(step.do, ThrowOnce):
                self.state.throw()
            elif isinstance(step.do, ThrowFor):
                self.state.fast_forward(step.do.until)
        self.sheet_model.set_game(self.state.game, players)
        self._fit_sheet()
        self.panel.set_feedback(None)
        self._shown = False
        self._until = None
        self._refresh()
        self._schedule()

    def stop(self) -> None:
        """Leave the lesson (its progress is already saved)."""
        self._timer.stop()
        self.lesson = None
        self.state = None
        self._shown = False
        self._refresh()

    @property
    def finished(self) -> bool:
        """True after the last step was read."""
        return self.lesson is not None and self.index >= len(self.lesson.steps)

    @property
    def ready(self) -> bool:
        """True when the page waits for the learner (a step is shown, or the lesson is done)."""
        return self.lesson is not None and (self.finished or self._shown)

    def _delay(self) -> int:
        return PACING.get(self.speed, PACING["normal"]).think

    def _schedule(self) -> None:
        self._timer.start(self._delay() if self._shown or self._until else 0)

    def _tick(self) -> None:
        """One CPU throw (or a throw made for the learner), or show the next step."""
        state, lesson = self.state, self.lesson
        if state is None or lesson is None or self.finished:
            return
        game = state.game
        if self._until is not None:
            fast = not game.is_over and not (
                state.learner_to_throw
                and game.phase is Phase.ROUNDS
                and game.round_index + 1 >= self._until
            )
            if fast:
                self._throw_now()
                self._timer.start(self._delay())
                return
            self._until = None
        if not game.is_over and not state.learner_to_throw:
            self._throw_now()
            self._timer.start(self._delay())
            return
        self._show_step()

    def _throw_now(self) -> None:
        state = self.state
        assert state is not None
        seat = state.game.current_seat
        events = state.throw()
        self.sheet_model.apply_events(events)
        dice = state.game.actions[-1].faces if state.game.actions else None
        for die, face in zip(self.dice, dice or BLANK, strict=True):
            die.set_face(face)
        if seat is not None and dice is not None and seat < len(self._names):
            name = self._names[seat]
            # Translators: announced in the 2–12 lesson; {dice} like "3·4".
            self._say(_("{name} throws {dice}.").format(name=name, dice="·".join(map(str, dice))))
        self._refresh()

    def _show_step(self) -> None:
        lesson = self.lesson
        assert lesson is not None
        self._shown = True
        step = lesson.steps[self.index]
        text = instruction(lesson, self.index)
        self.panel.set_instruction(text)
        self.panel.set_choices(())
        self.panel.set_continue("continue" if isinstance(step.do, Continue | ThrowFor) else None)
        self.panel.set_progress(_(lesson.title), self.index, len(lesson.steps))
        self._refresh()
        self.step_reached.emit(self.index)
        self._say(text.text())
        if isinstance(step.do, ThrowOnce):
            self.throw_button.setFocus()
        else:
            self.panel.continue_button.setFocus()

    def _say(self, text: str) -> None:
        self.announced.emit(text)
        announce(self.panel.instruction, text)

    # ---------------------------------------------------------------- the learner
    def can_throw(self) -> bool:
        """True when the step asks the learner to throw and they are to throw."""
        lesson, state = self.lesson, self.state
        if lesson is None or state is None or self.finished or not self._shown:
            return False
        return isinstance(lesson.steps[self.index].do, ThrowOnce) and state.learner_to_throw

    def throw(self) -> bool:
        """The learner throws (Space or the button); False when not now."""
        if not self.can_throw():
            return False
        self._throw_now()
        self._advance()
        return True

    def proceed(self) -> None:
        """Continue (Enter or the button): the next step, the next lesson, or the list."""
        lesson = self.lesson
        if lesson is None:
            return
        if self.finished:
            self.lessons_requested.emit()
            return
        if not self._shown:
            return
        step = lesson.steps[self.index]
        if isinstance(step.do, ThrowFor):
            self._until = step.do.until
            self._advance()
        elif isinstance(step.do, Continue):
            self._advance()

    def _advance(self) -> None:
        lesson = self.lesson
        assert lesson is not None
        self._shown = False
        self.index += 1
        if self.finished:
            self.panel.set_progress(_(lesson.title), None, len(lesson.steps))
            done = message(
                # Translators: {title} is the title of the lesson just completed.
                N_("You have completed the lesson “{title}”. Well done!"),
                title=Message(lesson.title),
            )
            self.panel.set_instruction(done)
            self.panel.set_continue("lessons")
            self.panel.continue_button.setFocus()
            self._refresh()
            self.completed.emit()
            self._say(done.text())
            return
        self.panel.show_nothing()
        # Translators: in the lesson panel while the CPU players play or the table catches up.
        self.panel.set_instruction(Message(N_("Watch the table…")))
        self._refresh()
        self._schedule()

    # ---------------------------------------------------------------- words
    def _refresh(self) -> None:
        state = self.state
        allowed = self.can_throw()
        self.throw_button.setEnabled(allowed)
        self.throw_action.setEnabled(allowed)
        if state is None:
            return
        game, rules = state.game, state.lesson.rules
        if game.phase is Phase.ROUNDS and game.target is not None:
            self.round_label.setText(
                # Translators: the 2–12 lesson's table: the round and its target.
                _("Round {round} of {rounds} · target {target}").format(
                    round=game.round_index + 1, rounds=rules.round_count, target=game.target
                )
            )
            outcomes = 6**rules.dice
            ways = int(hit_chance(game.target, rules.dice) * outcomes)
            self.chance_label.setText(
                # Translators: the chance of hitting the round's target, e.g. "6 in 36".
                _("Chance of a hit: {ways} in {outcomes}").format(ways=ways, outcomes=outcomes)
            )
        elif game.phase is Phase.ROLLOFF:
            # Translators: the 2–12 lesson's table during the roll-off (R60).
            self.round_label.setText(_("Roll-off: the higher total wins"))
            self.chance_label.clear()
        else:
            # Translators: the 2–12 lesson's table at the end of the game.
            self.round_label.setText(_("The game is over"))
            self.chance_label.clear()
        last = state.last
        self.result_label.setText(
            # Translators: the learner's last throw in the 2–12 lesson and what it scored.
            _("Your last throw: {dice} · {score} points").format(
                dice="·".join(map(str, last[0])), score=last[1]
            )
            if last is not None
            else ""
        )

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.setAccessibleName(_("Chicago 2–12 lesson"))
        self.throw_button.setText(_("Throw  ·  Space"))
        self.throw_button.setAccessibleName(_("Throw"))
        self.throw_button.setAccessibleDescription(_("Throw both dice. Shortcut: Space."))
        self.throw_action.setText(_("Throw"))
        self.sheet.setAccessibleName(_("Score sheet"))
        self.sheet_model.retranslate()
        self.panel.retranslate_ui()
        if self.lesson is not None:
            steps = len(self.lesson.steps)
            self.panel.set_progress(
                _(self.lesson.title), None if self.finished else self.index, steps
            )
        self._refresh()


__all__ = ["TwelveLessonPage"]
