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
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any, Final

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAction,
    QColor,
    QFont,
    QFontMetrics,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ..controller import MatchSettings
from ..controller.cpu import CpuFactory, make_cpu
from ..engine import MatchEnded, ScriptedDice, Status
from ..i18n import N_, _, ngettext, pgettext
from ..records import PlayerInfo
from ..tutorial import (
    LESSONS,
    Choose,
    Continue,
    HoldDice,
    Lesson,
    LessonRun,
    LessonStatus,
    Message,
    Outcome,
    Play,
    ProgressStore,
    Sentences,
    StopTurn,
    Target,
    ThrowDice,
    Watch,
    lesson,
)
from ..tutorial.messages import message
from .models import Column, draw_item_background
from .table import TableScreen
from .theme import ON_FELT, felt_colors
from .tutorial_controller import Attempt, TutorialController, planned_factory

Text = Message | Sentences
ModelIndex = QModelIndex | QPersistentModelIndex

#: Feedback kinds and their colour (a bar beside the text; the words say it too).
FEEDBACK_COLOURS: Final = {"right": "#2e9d5b", "again": "#d98a00", "coach": "#3d8fd6"}
MAX_CHOICES: Final = 4
# Translators: in the lesson panel while the CPU players play or the table catches up.
WAITING: Final = N_("Watch the table…")


def _bold(widget: QWidget, scale: float = 1.0) -> None:
    font = QFont(widget.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * scale)
    widget.setFont(font)


def announce(widget: QWidget, text: str) -> None:
    """Tell screen readers (an accessibility announcement, where Qt has them)."""
    if text and widget.isVisible() and hasattr(QAccessibleAnnouncementEvent, "__init__"):
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))


# =========================================================================== lesson list
def status_text(lesson_: Lesson, progress: ProgressStore) -> str:
    """A lesson's progress in words."""
    entry = progress.value.of(lesson_.id)
    steps = len(lesson_.steps)
    if entry.status is LessonStatus.IN_PROGRESS:
        step = min(entry.step or 0, steps - 1) + 1
        # Translators: progress of a lesson, e.g. "In progress: step 3 of 10".
        text = _("In progress: step {step} of {steps}").format(step=step, steps=steps)
        if entry.completed:
            # Translators: a completed lesson that was started again; {progress} as above.
            text = _("Completed; started again ({progress})").format(progress=text)
    elif entry.status is LessonStatus.COMPLETED:
        # Translators: status of a lesson in the list of lessons.
        text = _("Completed")
    else:
        # Translators: status of a lesson in the list of lessons.
        text = _("Not started")
    best = entry.best_practice
    if best is not None:
        outcome = {
            # Translators: how the best practice match ended, in "best result: won, …".
            Outcome.WON: pgettext("practice outcome", "won"),
            Outcome.DRAW: pgettext("practice outcome", "draw"),
            Outcome.LOST: pgettext("practice outcome", "lost"),
        }[best.outcome]
        # Translators: the best practice match so far; {outcome} is won, draw or lost.
        best_text = ngettext(
            "best result: {outcome}, the best play in {best} of {decisions} decision",
            "best result: {outcome}, the best play in {best} of {decisions} decisions",
            best.decisions,
        ).format(outcome=outcome, best=best.best_choices, decisions=best.decisions)
        # Translators: a lesson's status followed by its best practice result.
        text = _("{status} · {best}").format(status=text, best=best_text)
    return text


class LessonListModel(QAbstractListModel):
    """The lessons with their progress, one row each."""

    LessonIdRole: Final = Qt.ItemDataRole.UserRole + 1
    TitleRole: Final = Qt.ItemDataRole.UserRole + 2
    SummaryRole: Final = Qt.ItemDataRole.UserRole + 3
    StatusRole: Final = Qt.ItemDataRole.UserRole + 4
    StateRole: Final = Qt.ItemDataRole.UserRole + 5  # LessonStatus value

    def __init__(self, progress: ProgressStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._progress = progress

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(LESSONS)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(LESSONS):
            return None
        item = LESSONS[index.row()]
        number = index.row() + 1
        if role == Qt.ItemDataRole.DisplayRole:
            # Translators: a row of the lesson list: number, title, status, then the summary.
            return _("{number}. {title} — {status}\n{summary}").format(
                number=number,
                title=_(item.title),
                status=status_text(item, self._progress),
                summary=_(item.summary),
            )
        if role == Qt.ItemDataRole.AccessibleTextRole:
            # Translators: what a screen reader says for a row of the lesson list.
            return _("Lesson {number} of {count}: {title}. {status}. {summary}").format(
                number=number,
                count=len(LESSONS),
                title=_(item.title),
                status=status_text(item, self._progress),
                summary=_(item.summary),
            )
        if role == Qt.ItemDataRole.ToolTipRole:
            return _(item.summary)
        if role == self.LessonIdRole:
            return item.id
        if role == self.TitleRole:
            # Translators: a lesson's number and title in the list of lessons.
            return _("{number}. {title}").format(number=number, title=_(item.title))
        if role == self.SummaryRole:
            return _(item.summary)
        if role == self.StatusRole:
            return status_text(item, self._progress)
        if role == self.StateRole:
            entry = self._progress.value.of(item.id)
            return "completed" if entry.completed and entry.step is None else entry.status.value
        return None

    def refresh(self) -> None:
        """Every row changed (progress or language)."""
        if LESSONS:
            self.dataChanged.emit(self.index(0), self.index(len(LESSONS) - 1))


class LessonDelegate(QStyledItemDelegate):
    """A lesson row: its title in bold, the summary below, the status on the right with a
    mark (a tick when completed, a half-filled circle in progress, a ring otherwise)."""

    PAD: Final = 10

    def sizeHint(self, option: QStyleOptionViewItem, index: ModelIndex) -> QSize:  # noqa: N802
        metrics = option.fontMetrics
        return QSize(200, 2 * metrics.height() + 2 * self.PAD + 6)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        draw_item_background(self, painter, option, index)
        pal = option.palette
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        text = pal.color(
            QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        )
        dim = QColor(text)
        dim.setAlphaF(0.72)
        rect: QRect = option.rect.adjusted(self.PAD + 30, self.PAD, -self.PAD, -self.PAD)
        state = str(index.data(LessonListModel.StateRole))
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The mark.
        mark = QRectF(option.rect.left() + self.PAD, option.rect.center().y() - 9, 18, 18)
        green = QColor("#2e9d5b") if not selected else text
        painter.setPen(QPen(green if state != "not_started" else dim, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(mark)
        if state == "completed":
            painter.setBrush(green)
            painter.drawEllipse(mark)
            painter.setPen(
                QPen(
                    QColor("white") if not selected else pal.color(QPalette.ColorRole.Highlight),
                    2.2,
                )
            )
            painter.drawPolyline(
                [
                    QPointF(mark.left() + 4.5, mark.center().y()),
                    QPointF(mark.left() + 8, mark.bottom() - 4.5),
                    QPointF(mark.right() - 4, mark.top() + 5),
                ]
            )
        elif state == "in_progress":
            painter.setBrush(green)
            painter.drawPie(mark, 90 * 16, 180 * 16)
        # The texts.
        title_font = QFont(option.font)
        title_font.setBold(True)
        status = str(index.data(LessonListModel.StatusRole))
        status_metrics = QFontMetrics(option.font)
        status_width = min(rect.width() // 2, status_metrics.horizontalAdvance(status) + 4)
        top = QRect(rect.left(), rect.top(), rect.width(), rect.height() // 2)
        bottom = QRect(
            rect.left(), rect.top() + rect.height() // 2, rect.width(), rect.height() // 2
        )
        painter.setFont(title_font)
        painter.setPen(text)
        title_rect = top.adjusted(0, 0, -status_width - 12, 0)
        painter.drawText(
            title_rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            QFontMetrics(title_font).elidedText(
                str(index.data(LessonListModel.TitleRole)),
                Qt.TextElideMode.ElideRight,
                title_rect.width(),
            ),
        )
        painter.setFont(option.font)
        painter.setPen(green if state != "not_started" else dim)
        painter.drawText(
            top,
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            status_metrics.elidedText(status, Qt.TextElideMode.ElideRight, status_width),
        )
        painter.setPen(dim)
        painter.drawText(
            bottom,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            status_metrics.elidedText(
                str(index.data(LessonListModel.SummaryRole)),
                Qt.TextElideMode.ElideRight,
                bottom.width(),
            ),
        )
        painter.restore()


# =========================================================================== the spotlight
class Spotlight(QWidget):
    """A ring drawn over the table around what the current step is about.

    It lies on top of the table, lets every click through and follows its target when the
    layout moves it. For a label it rings the text, not the label's whole width.
    """

    def __init__(self, table: TableScreen) -> None:
        super().__init__(table)
        self.setObjectName("spotlight")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._table = table
        self._target: Target | None = None
        self._concealed = False
        table.scoreboard.horizontalHeader().sectionResized.connect(lambda *_a: self.update())
        for widget in self._watched():
            widget.installEventFilter(self)
        table.installEventFilter(self)
        self.setGeometry(table.rect())
        self.raise_()

    def _watched(self) -> list[QWidget]:
        t = self._table
        return [
            t.throw_button,
            t.stop_button,
            t.hint_button,
            *t.dice,
            t.value_label,
            t.beat_label,
            t.cap_label,
            t.turn_label,
            t.banner,
            t.scoreboard,
            t.log_view,
        ]

    @property
    def target(self) -> Target | None:
        """What is ringed now."""
        return self._target

    def set_target(self, target: Target | None) -> None:
        """Ring ``target`` (None: nothing)."""
        self._target = target
        self.raise_()
        self.update()

    @property
    def concealed(self) -> bool:
        """True while the value of the dice is covered (the learner is to work it out)."""
        return self._concealed

    def set_concealed(self, concealed: bool) -> None:
        """Cover the value of the dice on the felt, in the scoreboard and in the log."""
        self._concealed = concealed
        self.raise_()
        self.update()

    def covers(self) -> list[tuple[QRect, bool]]:
        """The covered areas and whether each lies on the felt (empty when not concealed)."""
        if not self._concealed:
            return []
        t = self._table
        out: list[tuple[QRect, bool]] = []
        label = t.value_label
        if label.isVisible() and label.text():
            area = QRect(label.mapTo(t, QPoint(0, 0)), label.size())
            out.append((self._text_area(label, area).adjusted(-6, -1, 6, 1), True))
        board = t.scoreboard
        if board.isVisible():
            view = board.viewport()
            x = board.columnViewportPosition(Column.RESULT)
            width = board.columnWidth(Column.RESULT)
            origin = view.mapTo(t, QPoint(x, 0))
            bottom = view.mapTo(t, QPoint(0, view.height())).y()
            out.append((QRect(origin.x(), origin.y(), width, bottom - origin.y()), False))
        log = t.log_view
        if log.isVisible():
            view = log.viewport()
            out.append((QRect(view.mapTo(t, QPoint(0, 0)), view.size()), False))
        return out

    def widgets(self) -> list[QWidget]:
        """The widgets of the current target."""
        t = self._table
        target = self._target
        if target is None:
            return []
        table: dict[Target, list[QWidget]] = {
            Target.THROW: [t.throw_button],
            Target.STOP: [t.stop_button],
            Target.HINT: [t.hint_button],
            Target.DICE: list(t.dice),
            Target.DIE_1: [t.dice[0]],
            Target.DIE_2: [t.dice[1]],
            Target.DIE_3: [t.dice[2]],
            Target.VALUE: [t.value_label],
            Target.BEAT: [t.beat_label],
            Target.CAP: [t.cap_label],
            Target.TURN: [t.turn_label],
            Target.BANNER: [t.banner],
            Target.SCOREBOARD: [t.scoreboard],
            Target.LOG: [t.log_view],
        }
        return [w for w in table[target] if w.isVisible()]

    def ring(self) -> QRect | None:
        """The rectangle ringed, in the spotlight's coordinates (None when nothing shows)."""
        rect = QRect()
        t = self._table
        for widget in self.widgets():
            area = QRect(widget.mapTo(t, QPoint(0, 0)), widget.size())
            if widget in t.dice:
                area = area.adjusted(0, 10, 0, 0)  # the face and its HELD tab, not the margin
            elif isinstance(widget, QLabel) and widget.text() and widget is not t.banner:
                area = self._text_area(widget, area)
            rect = rect.united(area)
        if rect.isNull():
            return None
        return rect.adjusted(-7, -3, 7, 3).intersected(self.rect().adjusted(2, 2, -2, -2))

    @staticmethod
    def _text_area(label: QLabel, area: QRect) -> QRect:
        metrics = label.fontMetrics()
        lines = [metrics.horizontalAdvance(line) for line in label.text().splitlines()]
        width = min(area.width(), max(lines, default=0) + 8)
        align = label.alignment()
        if align & Qt.AlignmentFlag.AlignRight:
            left = area.right() - width
        elif align & Qt.AlignmentFlag.AlignHCenter:
            left = area.left() + (area.width() - width) // 2
        else:
            left = area.left()
        return QRect(left, area.top(), width, area.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if watched is self._table and kind == QEvent.Type.Resize:
            self.setGeometry(self._table.rect())
        if kind in (
            QEvent.Type.Move,
            QEvent.Type.Resize,
            QEvent.Type.Show,
            QEvent.Type.Hide,
        ):
            self.update()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        ring = self.ring()
        covers = self.covers()
        if ring is None and not covers:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        felt, _bottom = felt_colors(pal)
        font = QFont(self.font())
        for area, on_felt in covers:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(felt if on_felt else pal.color(QPalette.ColorRole.Base))
            painter.drawRoundedRect(area, 6, 6)
            painter.setPen(
                QColor(ON_FELT) if on_felt else pal.color(QPalette.ColorRole.PlaceholderText)
            )
            font.setBold(on_felt)
            painter.setFont(font)
            align = Qt.AlignmentFlag.AlignCenter if on_felt else Qt.AlignmentFlag.AlignHCenter
            painter.drawText(
                area.adjusted(4, 8, -4, -4),
                align | Qt.TextFlag.TextWordWrap,
                # Translators: covers the round log while the learner works out a value.
                "?" if on_felt or area.width() < 120 else _("Hidden until you answer"),
            )
        if ring is None:
            painter.end()
            return
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 110), 7))
        painter.drawRoundedRect(ring, 10, 10)
        painter.setPen(QPen(QColor("#ffb638"), 3.5))
        painter.drawRoundedRect(ring, 10, 10)
        painter.end()


# =========================================================================== the panel
class InstructionPanel(QFrame):
    """The lesson's voice: title, step counter, instruction, feedback, answers, Continue."""

    continue_requested = Signal()
    answer_chosen = Signal(int)
    restart_requested = Signal()
    lessons_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorial-panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(300)
        self.setMaximumWidth(360)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        box = QVBoxLayout(self)
        box.setContentsMargins(16, 14, 16, 12)
        box.setSpacing(8)

        self.lesson_title = QLabel()
        self.lesson_title.setObjectName("lesson-title")
        self.lesson_title.setWordWrap(True)
        _bold(self.lesson_title, 1.3)
        self.step_label = QLabel()
        self.step_label.setObjectName("step-counter")
        self.step_bar = QProgressBar()
        self.step_bar.setTextVisible(False)
        self.step_bar.setMaximumHeight(6)
        box.addWidget(self.lesson_title)
        box.addWidget(self.step_label)
        box.addWidget(self.step_bar)
        box.addSpacing(4)

        self.feedback = QLabel()  # about the last attempt: above what to do next
        self.feedback.setObjectName("feedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.PlainText)
        self.feedback.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.feedback.hide()
        box.addWidget(self.feedback)

        self.instruction = QLabel()
        self.instruction.setObjectName("instruction")
        self.instruction.setWordWrap(True)
        self.instruction.setTextFormat(Qt.TextFormat.PlainText)
        self.instruction.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        font = QFont(self.instruction.font())
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.instruction.setFont(font)
        box.addWidget(self.instruction)

        self.choices_box = QWidget()
        choices = QVBoxLayout(self.choices_box)
        choices.setContentsMargins(0, 4, 0, 4)
        choices.setSpacing(6)
        self.choice_buttons: list[QPushButton] = []
        self.choice_actions: list[QAction] = []
        for number in range(MAX_CHOICES):
            button = QPushButton()
            button.setObjectName(f"choice-{number + 1}")
            button.setMinimumHeight(34)
            button.clicked.connect(lambda _c=False, n=number: self.answer_chosen.emit(n))
            choices.addWidget(button)
            self.choice_buttons.append(button)
            act = QAction(self)
            act.setShortcut(QKeySequence(str(number + 1)))
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            act.setEnabled(False)
            act.triggered.connect(lambda _c=False, n=number: self.answer_chosen.emit(n))
            self.addAction(act)
            self.choice_actions.append(act)
        box.addWidget(self.choices_box)

        self.continue_button = QPushButton()
        self.continue_button.setObjectName("continue")
        self.continue_button.setMinimumHeight(36)
        self.continue_button.setAutoDefault(True)
        _bold(self.continue_button)
        self.continue_button.clicked.connect(self.continue_requested.emit)
        self.continue_action = QAction(self)
        self.continue_action.setShortcuts(
            [QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)]
        )
        self.continue_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.continue_action.setEnabled(False)
        self.continue_action.triggered.connect(self.continue_requested.emit)
        self.addAction(self.continue_action)
        box.addWidget(self.continue_button)
        box.addStretch(1)

        self.keys = QLabel()
        self.keys.setObjectName("keys")
        self.keys.setWordWrap(True)
        self.keys.setTextFormat(Qt.TextFormat.PlainText)
        keys_font = QFont(self.keys.font())
        keys_font.setPointSizeF(keys_font.pointSizeF() * 0.92)
        self.keys.setFont(keys_font)
        self.keys.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        box.addWidget(self.keys)

        bottom = QHBoxLayout()
        self.restart_button = QPushButton()
        self.restart_button.setObjectName("restart-lesson")
        self.restart_button.clicked.connect(self.restart_requested.emit)
        self.lessons_button = QPushButton()
        self.lessons_button.setObjectName("all-lessons")
        self.lessons_button.clicked.connect(self.lessons_requested.emit)
        bottom.addWidget(self.restart_button)
        bottom.addWidget(self.lessons_button)
        box.addLayout(bottom)

        self._instruction_text: Text | None = None
        self._feedback_text: Text | None = None
        self._feedback_kind = "coach"
        self._choices: tuple[Message | str, ...] = ()
        self._continue_label = "continue"
        self.show_nothing()

    # ---------------------------------------------------------------- content
    def show_nothing(self) -> None:
        """No step: hide answers and Continue."""
        self.set_choices(())
        self.set_continue(None)

    def set_instruction(self, text: Text | None) -> None:
        """The step's instruction (kept untranslated for a language change)."""
        self._instruction_text = text
        self._render_instruction()

    def _render_instruction(self) -> None:
        text = self._instruction_text.text() if self._instruction_text is not None else ""
        self.instruction.setText(text)
        self.instruction.setAccessibleDescription(text)

    def set_feedback(self, text: Text | None, kind: str = "coach") -> None:
        """What the lesson says about the last attempt: right, again or coach."""
        self._feedback_text = text
        self._feedback_kind = kind
        self._render_feedback()

    def _render_feedback(self) -> None:
        text = self._feedback_text.text() if self._feedback_text is not None else ""
        self.feedback.setVisible(bool(text))
        colour = FEEDBACK_COLOURS.get(self._feedback_kind, FEEDBACK_COLOURS["coach"])
        self.feedback.setStyleSheet(
            f"#feedback {{ border-left: 4px solid {colour}; padding: 6px 8px;"
            " background: palette(alternate-base); border-radius: 4px; }"
        )
        shown = text
        self.feedback.setText(shown)
        self.feedback.setAccessibleDescription(shown)

    @property
    def feedback_text(self) -> str:
        """The feedback as shown."""
        return self.feedback.text() if self.feedback.isVisible() else ""

    def set_choices(self, labels: tuple[Message | str, ...]) -> None:
        """The answers of a question (empty: no question)."""
        self._choices = labels
        self._render_choices()

    def _render_choices(self) -> None:
        for number, (button, act) in enumerate(
            zip(self.choice_buttons, self.choice_actions, strict=True)
        ):
            if number < len(self._choices):
                label = self._choices[number]
                text = label if isinstance(label, str) else label.text()
                # Translators: an answer button: the answer, then the key (1-4) that picks it.
                button.setText(_("{answer}  ·  key {key}").format(key=number + 1, answer=text))
                button.setAccessibleName(text)
                button.setAccessibleDescription(
                    _("Answer {key}. Shortcut: {key}.").format(key=number + 1)
                )
                button.show()
                act.setEnabled(True)
            else:
                button.hide()
                act.setEnabled(False)
        self.choices_box.setVisible(bool(self._choices))

    def set_continue(self, label: str | None) -> None:
        """Show Continue ("continue", "next" or "lessons") or hide it (None)."""
        self._continue_label = label or "continue"
        visible = label is not None
        self.continue_button.setVisible(visible)
        self.continue_action.setEnabled(visible)
        self._render_continue()

    def _render_continue(self) -> None:
        label = {
            # Translators: button of the lesson panel: its label, then its key.
            "continue": _("Continue  ·  Enter"),
            "next": _("Next lesson  ·  Enter"),
            "lessons": _("All lessons  ·  Enter"),
        }[self._continue_label]
        self.continue_button.setText(label)
        name = {
            "continue": _("Continue"),
            "next": _("Next lesson"),
            "lessons": _("All lessons"),
        }[self._continue_label]
        self.continue_button.setAccessibleName(name)
        self.continue_button.setAccessibleDescription(_("Shortcut: Enter."))

    def set_progress(self, title: str, step: int | None, steps: int) -> None:
        """The lesson's title and how far it is (step None: the lesson is complete)."""
        self.lesson_title.setText(title)
        self.step_bar.setMaximum(steps)
        if step is None:
            self.step_label.setText(_("Lesson complete"))
            self.step_bar.setValue(steps)
        else:
            # Translators: where the learner is in a lesson.
            self.step_label.setText(_("Step {step} of {steps}").format(step=step + 1, steps=steps))
            self.step_bar.setValue(step)
        self.step_bar.setAccessibleDescription(self.step_label.text())

    def retranslate_ui(self) -> None:
        """Every text again in the current language."""
        self.setAccessibleName(_("Lesson"))
        self.lesson_title.setAccessibleName(_("Lesson title"))
        # Translators: accessible name of the lesson panel's "Step 3 of 10" line.
        self.step_label.setAccessibleName(_("Step"))
        self.step_bar.setAccessibleName(_("Lesson progress"))
        self.instruction.setAccessibleName(_("Instruction"))
        self.feedback.setAccessibleName(_("Feedback"))
        self.continue_action.setText(_("Continue"))
        for number, act in enumerate(self.choice_actions):
            act.setText(_("Answer {key}").format(key=number + 1))
        self.keys.setText(
            # Translators: the keys of a lesson, at the bottom of the lesson panel.
            _(
                "Keys: Space throws · Enter stops or continues · 1–3 hold a die or pick an"
                " answer · H gives a hint"
            )
        )
        self.keys.setAccessibleName(_("Keys"))
        self.restart_button.setText(_("&Restart lesson"))
        self.restart_button.setAccessibleDescription(
            _("Start this lesson again from its first step.")
        )
        self.lessons_button.setText(_("All &lessons"))
        self.lessons_button.setAccessibleDescription(
            _("Back to the list of lessons; your place in this lesson is kept.")
        )
        self._render_instruction()
        self._render_feedback()
        self._render_choices()
        self._render_continue()


# =========================================================================== the menu page
class LessonMenu(QWidget):
    """The list of lessons and the ways into them."""

    def __init__(self, progress: ProgressStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorial-menu")
        centre = QHBoxLayout(self)
        centre.setContentsMargins(40, 28, 40, 20)
        column = QWidget()
        column.setMaximumWidth(860)
        centre.addStretch(1)
        centre.addWidget(column, 8)
        centre.addStretch(1)
        outer = QVBoxLayout(column)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(10)
        self.title = QLabel()
        self.title.setObjectName("tutorial-title")
        _bold(self.title, 2.0)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        font = QFont(self.intro.font())
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.intro.setFont(font)
        outer.addWidget(self.title)
        outer.addWidget(self.intro)

        self.notice = QLabel()
        self.notice.setObjectName("tutorial-notice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        outer.addWidget(self.notice)

        self.continue_button = QPushButton()
        self.continue_button.setObjectName("continue-where-left")
        self.continue_button.setMinimumHeight(42)
        _bold(self.continue_button, 1.1)
        row = QHBoxLayout()
        row.addWidget(self.continue_button)
        row.addStretch(1)
        outer.addLayout(row)

        self.model = LessonListModel(progress, self)
        self.list = QListView()
        self.list.setObjectName("lesson-list")
        self.list.setModel(self.model)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setItemDelegate(LessonDelegate(self.list))
        self.list.setUniformItemSizes(True)
        self.list.setSpacing(2)
        self.list.setCurrentIndex(self.model.index(0))
        outer.addWidget(self.list, 1)

        buttons = QHBoxLayout()
        self.start_button = QPushButton()
        self.start_button.setObjectName("start-lesson")
        self.restart_button = QPushButton()
        self.restart_button.setObjectName("restart-selected")
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("reset-progress")
        self.home_button = QPushButton()
        self.home_button.setObjectName("tutorial-home")
        for button in (self.start_button, self.restart_button):
            button.setMinimumHeight(34)
            buttons.addWidget(button)
        buttons.addStretch(1)
        for button in (self.reset_button, self.home_button):
            button.setMinimumHeight(34)
            buttons.addWidget(button)
        outer.addLayout(buttons)

    def selected_id(self) -> str:
        """The id of the lesson selected in the list (the first if none)."""
        index = self.list.currentIndex()
        value = index.data(LessonListModel.LessonIdRole) if index.isValid() else None
        return str(value) if value else LESSONS[0].id

    def select(self, lesson_id: str) -> None:
        """Select a lesson in the list."""
        for row, item in enumerate(LESSONS):
            if item.id == lesson_id:
                self.list.setCurrentIndex(self.model.index(row))

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.title.setText(_("Learn by playing"))
        self.intro.setText(
            _(
                "Short lessons on a real table take you from your first throw to a whole match."
                " Each step asks for one decision and tells you why it is right."
            )
        )
        self.continue_button.setText(_("&Continue where I left off"))
        self.continue_button.setAccessibleDescription(
            _("Open the lesson you were playing, at the step you reached.")
        )
        self.list.setAccessibleName(_("Lessons"))
        self.list.setAccessibleDescription(
            _("Every lesson with its progress. Press Enter to open the selected lesson.")
        )
        self.start_button.setAccessibleDescription(
            _("Open the selected lesson where you left it, or from the start.")
        )
        self.restart_button.setText(_("&Restart lesson"))
        self.restart_button.setAccessibleDescription(
            _("Start the selected lesson again from its first step.")
        )
        self.reset_button.setText(_("Reset tutorial &progress…"))
        self.reset_button.setAccessibleDescription(
            _("Forget which lessons you have played. You are asked to confirm.")
        )
        self.home_button.setText(_("&Main menu"))
        self.home_button.setAccessibleDescription(_("Back to the home screen."))
        self.setAccessibleName(_("Learn by playing"))
        self.model.refresh()


# =========================================================================== the screen
class TutorialScreen(QWidget):
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
            from ..ai import hint

            hint_function = hint
        self._hint: Callable[..., Any] = hint_function
        self._speed = speed
        self.run: LessonRun | None = None
        self._shown = False
        self._replay: list[Attempt | None] = []
        self._pending: tuple[Text | None, str, bool] | None = None  # message, kind, done
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
        run = self.run
        if run is None:
            return False
        if run.finished:
            return True
        return self._shown and not isinstance(run.step.do, Watch)

    # ---------------------------------------------------------------- pages
    @property
    def page(self) -> str:
        """'menu' or 'lesson'."""
        return "lesson" if self.pages.currentWidget() is self.lesson_page else "menu"

    def show_menu(self) -> None:
        """The lesson list (a lesson being played is left; its step is kept)."""
        self.leave()
        self.pages.setCurrentWidget(self.menu)
        self._update_menu()
        if self.run is None:
            self.menu.select(self._resume_id() or self.menu.selected_id())
        self.menu.list.setFocus()
        done = sum(self.progress.value.of(item.id).completed for item in LESSONS)
        self.announce(
            # Translators: said when the list of lessons opens.
            _("Learn by playing: {done} of {count} lessons completed.").format(
                done=done, count=len(LESSONS)
            )
        )

    def leave(self) -> None:
        """Stop the lesson's match (its progress is already saved)."""
        self._tick_timer.stop()
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
        # Offered only once a lesson was started and is not finished (issue 15): a new
        # learner starts with Start lesson, not with "Continue where I left off".
        started = any(
            self.progress.value.of(item.id).status is LessonStatus.IN_PROGRESS for item in LESSONS
        )
        m.continue_button.setVisible(started)
        m.continue_button.setEnabled(started and self._resume_id() is not None)
        entry = self.progress.value.of(m.selected_id())
        if entry.status is LessonStatus.IN_PROGRESS:
            m.start_button.setText(_("C&ontinue lesson"))
        else:
            m.start_button.setText(_("&Start lesson"))
        m.restart_button.setEnabled(entry.status is not LessonStatus.NOT_STARTED)

    def _resume_id(self) -> str | None:
        """The lesson *Continue where I left off* opens: the last one played if it is
        unfinished, else the first unfinished one; None when every lesson is done."""
        value = self.progress.value
        last = value.last_lesson
        ids = [item.id for item in LESSONS]
        if last in ids and value.of(last).status is LessonStatus.IN_PROGRESS:
            return last
        for item in LESSONS:
            if value.of(item.id).status is LessonStatus.IN_PROGRESS:
                return item.id
        for item in LESSONS:
            if value.of(item.id).status is LessonStatus.NOT_STARTED:
                return item.id
        return None

    def continue_where_left(self) -> None:
        """Open the lesson in progress at its step (or the first lesson not played yet)."""
        lesson_id = self._resume_id()
        if lesson_id is not None:
            self.open_lesson(lesson_id)

    # ---------------------------------------------------------------- reset
    def ask_reset(self) -> QMessageBox:
        """Ask before forgetting every lesson's progress (the answer arrives later)."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(_("Reset tutorial progress"))
        box.setText(_("Forget the progress of every lesson?"))
        box.setInformativeText(
            _("Completed lessons and the best practice result are cleared. This cannot be undone.")
        )
        reset = box.addButton(_("Reset progress"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)

        def answered() -> None:
            if box.clickedButton() is reset:
                self.reset_progress()
            self._reset_box = None

        box.finished.connect(lambda _r: answered())
        self._reset_box = box
        box.open()
        return box

    def reset_progress(self) -> None:
        """Forget every lesson's progress."""
        self.progress.reset()
        self._update_menu()
        self.menu.select(LESSONS[0].id)
        self.announce(_("Tutorial progress was reset."))

    # ---------------------------------------------------------------- lessons
    def open_lesson(self, lesson_id: str, *, restart: bool = False) -> None:
        """Play a lesson: from its saved step, or from the start."""
        item = lesson(lesson_id)
        entry = self.progress.value.of(item.id)
        index = 0 if restart or entry.step is None else entry.step
        if item.is_practice:
            index = min(index, _play_index(item))  # a practice match is never replayed
        if restart:
            self.progress.update(self.progress.value.restarted(item.id))
        self.leave()
        self.run = LessonRun(item, index, hint_function=self._hint)
        self.pages.setCurrentWidget(self.lesson_page)
        self.panel.set_feedback(None)
        self._feedback_step: int | None = None
        self._start_part()

    def restart_lesson(self) -> None:
        """The current lesson again from its first step."""
        if self.run is not None:
            self.open_lesson(self.run.lesson.id, restart=True)

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
        settings = MatchSettings(players, part.max_throws, part.losses_to_out)
        replay: list[Attempt | None] = []
        for step in run.replay_steps():
            do = step.do
            replay.append(do if isinstance(do, ThrowDice | StopTurn | HoldDice) else None)
        self._replay = replay
        self._shown = False
        self._pending = None
        c = self.controller
        c.set_open(False)
        self.spotlight.set_target(None)
        self.panel.show_nothing()
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
        if not self._shown:
            self._show_step()
        elif isinstance(step.do, Watch):
            carried = getattr(self, "_feedback_step", None) == run.index
            self._complete(None, "right", keep_feedback=True)  # the last why stays
            if carried:  # through the steps that are only watched, to the next one
                self._feedback_step = run.index

    def _practice_over(self) -> bool:
        run, c = self.run, self.controller
        assert run is not None
        learner = run.part.learner
        if c.is_over:
            if c.winner == learner:
                outcome = Outcome.WON
            elif c.draw:
                outcome = Outcome.DRAW
            else:
                outcome = Outcome.LOST
        elif c.shown_status(learner) is Status.OUT:
            outcome = Outcome.LOST
        else:
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
        if getattr(self, "_feedback_step", None) != run.index:
            # Feedback of an earlier step does not stay into this one (issue 15): the why
            # of a step is read with the step after it (through any steps only watched),
            # the coach's last word after a practice match goes with the next step.
            self.panel.set_feedback(None)
        self._shown = True
        do = step.do
        playable = isinstance(do, ThrowDice | StopTurn | HoldDice | Play)
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
        position = [item.id for item in LESSONS].index(run.lesson.id)
        has_next = position + 1 < len(LESSONS)
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
            position = [item.id for item in LESSONS].index(run.lesson.id)
            if position + 1 < len(LESSONS):
                self.open_lesson(LESSONS[position + 1].id)
            else:
                self.show_menu()
            return
        if not self._shown:
            return
        verdict = run.proceed()
        if verdict.done:
            self._complete(verdict.message, "right")

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
        self._show_progress()
        self._update_menu()


def _play_index(item: Lesson) -> int:
    """The index of a practice lesson's freely played step."""
    for number, step in enumerate(item.steps):
        if isinstance(step.do, Play):
            return number
    return 0


__all__ = [
    "InstructionPanel",
    "LessonListModel",
    "LessonMenu",
    "Spotlight",
    "TutorialScreen",
    "status_text",
]
