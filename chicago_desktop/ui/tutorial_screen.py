"""Learn by playing: the lesson list, and the lessons run over the real game table.

:class:`TutorialScreen` has two pages. The *menu* lists the lessons with their progress
(Continue where I left off, Start or Restart a lesson, Reset tutorial progress). The
*lesson* page is the real :class:`~.table.TableScreen`, driven by a
:class:`~.tutorial_controller.TutorialController`, beside an :class:`InstructionPanel`; a
:class:`Spotlight` rings what the current step is about. The lessons themselves, the
manager that judges each attempt and the progress file are plain Python
(:mod:`chicago_desktop.tutorial`); this module only shows them and forwards the learner's
input.

Every text is set in :meth:`TutorialScreen.retranslate_ui`; texts of the lesson are kept as
untranslated messages and rendered again on a language change. Instructions are announced
to screen readers and the status line as they appear.

The steps of the lesson being played (showing them, judging the learner, moving on) are
the mixin :class:`~.tutorial_steps.LessonSteps`; this module keeps the pages and the list.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..controller.cpu import CpuFactory, make_cpu
from ..engine import MatchEnded
from ..i18n import _, pgettext
from ..tutorial import (
    CATALOGUE,
    LessonRun,
    LessonStatus,
    ProgressStore,
    TwelveLesson,
    Watch,
    entry,
)
from ..tutorial.model import Attempt
from .models import Column
from .table import TableScreen
from .tutorial_controller import TutorialController
from .tutorial_list import LessonListModel, LessonMenu, confirm_reset, status_text
from .tutorial_panel import InstructionPanel, Text, announce
from .tutorial_spotlight import Spotlight
from .tutorial_steps import LessonSteps
from .tutorial_twelve import TwelveLessonPage


# =========================================================================== the screen
class TutorialScreen(LessonSteps, QWidget):
    """Learn by playing: the lesson list, and lessons played over the real table."""

    announced = Signal(str)  # a sentence for the status line
    home_requested = Signal()

    def __init__(
        self,
        store: Any | None = None,
        progress: ProgressStore | None = None,
        parent: QWidget | None = None,
        *,
        practice_cpu_factory: CpuFactory | None = None,
        hint_function: Callable[..., Any] | None = None,
        speed: str | None = None,
        practice_seed: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tutorial")
        self.store = store
        self.progress = progress if progress is not None else ProgressStore()
        #: The CPU players and the dice seed of the practice match (tests fix them).
        self.practice_cpu_factory: CpuFactory = practice_cpu_factory or make_cpu
        self.practice_seed = practice_seed
        if hint_function is None:
            # The AI's hint as the controller knows it (it builds the round values the
            # hint reads between events: GameController.hints_building).
            from ..controller.cpu import ai_hint

            hint_function = ai_hint
        self._hint: Callable[..., Any] = hint_function
        self._speed = speed
        self.run: LessonRun | None = None
        self._shown = False
        self._replay: list[Attempt | None] = []
        self._pending: tuple[Text | None, str, bool] | None = None  # message, kind, done
        # The step whose feedback is shown: it goes when a later step is shown (issue 15);
        # the why of a step is read with the next one, through steps only watched.
        self._feedback_step: int | None = None
        self._reset_box: QMessageBox | None = None

        self.controller = TutorialController(self, hint_function=self._hint, speed=self._pace())
        self.controller.judge = self._judge
        self.controller.learner_acted.connect(self._on_learner_acted)
        self.controller.state_changed.connect(self._schedule_tick)

        self.pages = QStackedWidget()
        self.menu = LessonMenu(self.progress)
        self.pages.addWidget(self.menu)

        self.lesson_page = QWidget()
        self.lesson_page.setObjectName("lesson-page")
        row = QHBoxLayout(self.lesson_page)
        row.setContentsMargins(0, 0, 8, 6)
        row.setSpacing(4)
        self.table = TableScreen(self.controller)
        self.table.set_show_hints(True)
        for column in (Column.SEAT, Column.KIND):  # room for the names beside the panel
            self.table.scoreboard.setColumnHidden(column, True)
        self.table.announced.connect(self.announced.emit)
        self.panel = InstructionPanel()
        row.addWidget(self.table, 1)
        row.addWidget(self.panel)
        self.spotlight = Spotlight(self.table)
        # After the table's own reactions (connected when it was built), so they win.
        self.controller.event_shown.connect(
            lambda event: self._hide_end_panel() if isinstance(event, MatchEnded) else None
        )
        self.controller.state_changed.connect(self._hide_end_panel)
        self.controller.state_changed.connect(self.spotlight.update)
        self.pages.addWidget(self.lesson_page)
        self.twelve = TwelveLessonPage(speed=self._pace())
        self.twelve.step_reached.connect(self._twelve_step)
        self.twelve.completed.connect(self._twelve_done)
        self.twelve.announced.connect(self.announced.emit)
        self.twelve.lessons_requested.connect(self.show_menu)
        self.twelve.restart_requested.connect(self._restart_twelve)
        self.pages.addWidget(self.twelve)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.pages)

        self._tick_timer = QTimer(self)
        self._tick_timer.setSingleShot(True)
        self._tick_timer.setInterval(0)
        self._tick_timer.timeout.connect(self._tick)

        m = self.menu
        m.continue_button.clicked.connect(self.continue_where_left)
        m.start_button.clicked.connect(lambda: self.open_lesson(m.selected_id()))
        m.restart_button.clicked.connect(lambda: self.open_lesson(m.selected_id(), restart=True))
        m.reset_button.clicked.connect(self.ask_reset)
        m.home_button.clicked.connect(self.home_requested.emit)
        m.list.activated.connect(lambda index: self.open_lesson(m.selected_id()))
        m.list.selectionModel().currentChanged.connect(lambda *_a: self._update_menu())
        self.panel.continue_requested.connect(self._on_continue)
        self.panel.answer_chosen.connect(self._on_answer)
        self.panel.restart_requested.connect(self.restart_lesson)
        self.panel.lessons_requested.connect(self.show_menu)

        self.apply_preferences()
        self.retranslate_ui()
        self.show_menu()
        if self.progress.notice:
            self.menu.notice.setText(self.progress.notice)
            self.menu.notice.show()

    # ---------------------------------------------------------------- settings
    def _pace(self) -> str:
        if self._speed is not None:
            return self._speed
        speed = self.store.get("cpu_speed", "normal") if self.store is not None else "normal"
        return str(speed)

    def apply_preferences(self) -> None:
        """Pace and motion from the settings (hints are always offered in lessons)."""
        if self.store is not None:
            self.table.set_reduced_motion(bool(self.store.get("reduced_motion", False)))
        if not self._replay:
            self.controller.set_speed(self._pace())
        self.twelve.speed = self._pace()

    def _learner_name(self) -> str:
        taken = {s.name for s in self.run.part.seats if s.name} if self.run else set()
        setup = self.store.last_setup() if self.store is not None else None
        for player in setup.players if setup is not None else ():
            if not player.is_cpu and player.name not in taken:
                return str(player.name)
        # Translators: the learner's name at the lesson's table when no name is known.
        return pgettext("the learner's name at the table", "Player")

    @property
    def ready(self) -> bool:
        """True when the lesson waits for the learner: a step is shown (not one that only
        watches the CPU players) or the lesson is complete."""
        if self.pages.currentWidget() is self.twelve:
            return self.twelve.ready
        run = self.run
        if run is None:
            return False
        if run.finished:
            return True
        return self._shown and not isinstance(run.step.do, Watch)

    # ---------------------------------------------------------------- pages
    @property
    def page(self) -> str:
        """'menu', 'lesson' or 'twelve' (the Chicago 2–12 lesson)."""
        current = self.pages.currentWidget()
        if current is self.twelve:
            return "twelve"
        return "lesson" if current is self.lesson_page else "menu"

    def show_menu(self) -> None:
        """The lesson list (a lesson being played is left; its step is kept)."""
        self.leave()
        self.pages.setCurrentWidget(self.menu)
        self._update_menu()
        if self.run is None:
            self.menu.select(self._resume_id() or self.menu.selected_id())
        self.menu.list.setFocus()
        done = sum(self.progress.value.of(item.id).completed for item in CATALOGUE)
        self.announce(
            # Translators: said when the list of lessons opens.
            _("Learn by playing: {done} of {count} lessons completed.").format(
                done=done, count=len(CATALOGUE)
            )
        )

    def leave(self) -> None:
        """Stop the lesson's match (its progress is already saved)."""
        self._tick_timer.stop()
        self.twelve.stop()
        self.run = None
        self._shown = False
        self._replay = []
        self._pending = None
        self.controller.set_open(False)
        self.controller.abandon()
        self.spotlight.set_target(None)
        self.spotlight.set_concealed(False)
        self.controller.set_speed(self._pace())

    def _update_menu(self) -> None:
        m = self.menu
        m.model.refresh()
        started = self.progress.value.started_id([item.id for item in CATALOGUE])
        m.continue_button.setVisible(started is not None)  # only once a lesson was started
        entry = self.progress.value.of(m.selected_id())
        if entry.status is LessonStatus.IN_PROGRESS:
            m.start_button.setText(_("C&ontinue lesson"))
        else:
            m.start_button.setText(_("&Start lesson"))
        m.restart_button.setEnabled(entry.status is not LessonStatus.NOT_STARTED)

    def _resume_id(self) -> str | None:
        """The lesson *Continue where I left off* opens (see TutorialProgress.resume_id)."""
        return self.progress.value.resume_id([item.id for item in CATALOGUE])

    def continue_where_left(self) -> None:
        """Open the lesson in progress at its step (or the first lesson not played yet)."""
        lesson_id = self._resume_id()
        if lesson_id is not None:
            self.open_lesson(lesson_id)

    # ---------------------------------------------------------------- reset
    def ask_reset(self) -> QMessageBox:
        """Ask before forgetting every lesson's progress (the answer arrives later)."""
        self._reset_box = confirm_reset(self, self.reset_progress)
        self._reset_box.finished.connect(lambda _r: setattr(self, "_reset_box", None))
        return self._reset_box

    def reset_progress(self) -> None:
        """Forget every lesson's progress."""
        self.progress.reset()
        self._update_menu()
        self.menu.select(CATALOGUE[0].id)
        self.announce(_("Tutorial progress was reset."))

    # ---------------------------------------------------------------- lessons
    def open_lesson(self, lesson_id: str, *, restart: bool = False) -> None:
        """Play a lesson: from its saved step, or from the start."""
        item = entry(lesson_id)
        saved = self.progress.value.of(item.id)
        index = 0 if restart or saved.step is None else saved.step
        if isinstance(item, TwelveLesson):
            if restart:
                self.progress.update(self.progress.value.restarted(item.id))
            self.leave()
            self.pages.setCurrentWidget(self.twelve)
            self.twelve.start(item, index, self._learner_name())
            return
        if item.is_practice:
            index = min(index, item.play_index)  # a practice match is never replayed
        if restart:
            self.progress.update(self.progress.value.restarted(item.id))
        self.leave()
        self.run = LessonRun(item, index, hint_function=self._hint)
        self.pages.setCurrentWidget(self.lesson_page)
        self.panel.set_feedback(None)
        self._feedback_step = None
        self._start_part()

    def restart_lesson(self) -> None:
        """The current lesson again from its first step."""
        if self.run is not None:
            self.open_lesson(self.run.lesson.id, restart=True)

    def _restart_twelve(self) -> None:
        if self.twelve.lesson is not None:
            self.open_lesson(self.twelve.lesson.id, restart=True)

    def _twelve_step(self, index: int) -> None:
        if self.twelve.lesson is not None:
            self.progress.update(self.progress.value.at_step(self.twelve.lesson.id, index))

    def _twelve_done(self) -> None:
        if self.twelve.lesson is not None:
            self.progress.update(self.progress.value.completed(self.twelve.lesson.id))

    def _hide_end_panel(self) -> None:
        """The table's New game / Rematch do not belong in a lesson."""
        self.table.end_panel.hide()

    # ---------------------------------------------------------------- words
    def announce(self, text: str) -> None:
        """Tell the status line and screen readers."""
        if not text:
            return
        self.announced.emit(text)
        announce(self.panel.instruction, text)

    def retranslate_ui(self) -> None:
        """Every text of the tutorial in the current language."""
        self.setAccessibleName(_("Learn by playing"))
        self.menu.retranslate_ui()
        self.panel.retranslate_ui()
        self.table.retranslate_ui()
        self.twelve.retranslate_ui()
        self._show_progress()
        self._update_menu()


__all__ = [
    "InstructionPanel",
    "LessonListModel",
    "LessonMenu",
    "Spotlight",
    "TutorialScreen",
    "status_text",
]
