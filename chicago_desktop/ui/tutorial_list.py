"""The lesson list of "Learn by playing": a row per lesson with its progress, and the
buttons into the lessons (Continue where I left off, Start, Restart, Reset progress).

The lessons are grouped by the game they teach (classic first, then the other presets of
R40, then Chicago 2–12): the first row of each group carries the game's name above it, and
every row says its game to screen readers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListView,
    QMessageBox,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n import _, ngettext, pgettext
from ..texts import preset_name
from ..tutorial import (
    CATALOGUE,
    TWELVE,
    Lesson,
    LessonStatus,
    Outcome,
    ProgressStore,
    TwelveLesson,
)
from .models import draw_item_background
from .tutorial_panel import bold

ModelIndex = QModelIndex | QPersistentModelIndex


# =========================================================================== lesson list
def game_name(game: str) -> str:
    """The name of the game a lesson teaches: a preset (R40) or Chicago 2–12."""
    if game == TWELVE:
        # Translators: the two-dice game "Chicago 2–12", as a group of the lesson list.
        return _("Chicago 2–12")
    return preset_name(game)


def starts_group(row: int) -> bool:
    """True for the first lesson of a game in the list."""
    return row == 0 or CATALOGUE[row].preset != CATALOGUE[row - 1].preset


def status_text(lesson_: Lesson | TwelveLesson, progress: ProgressStore) -> str:
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
    GameRole: Final = Qt.ItemDataRole.UserRole + 6  # the game's name
    GroupStartRole: Final = Qt.ItemDataRole.UserRole + 7  # True on a game's first lesson

    def __init__(self, progress: ProgressStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._progress = progress

    @property
    def progress(self) -> ProgressStore:
        """The progress the rows show."""
        return self._progress

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(CATALOGUE)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(CATALOGUE):
            return None
        item = CATALOGUE[index.row()]
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
            return _("Lesson {number} of {count}, {game}: {title}. {status}. {summary}").format(
                number=number,
                count=len(CATALOGUE),
                game=game_name(item.preset),
                title=_(item.title),
                status=status_text(item, self._progress),
                summary=_(item.summary),
            )
        if role == Qt.ItemDataRole.ToolTipRole:
            return _(item.summary)
        if role == self.LessonIdRole:
            return item.id
        if role == self.GameRole:
            return game_name(item.preset)
        if role == self.GroupStartRole:
            return starts_group(index.row())
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
        if CATALOGUE:
            self.dataChanged.emit(self.index(0), self.index(len(CATALOGUE) - 1))


class LessonDelegate(QStyledItemDelegate):
    """A lesson row: its title in bold, the summary below, the status on the right with a
    mark (a tick when completed, a half-filled circle in progress, a ring otherwise)."""

    PAD: Final = 10

    def header_height(self, option: QStyleOptionViewItem, index: ModelIndex) -> int:
        """The room above a game's first lesson for the game's name (0 on other rows)."""
        if not index.data(LessonListModel.GroupStartRole):
            return 0
        font = QFont(option.font)
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        return QFontMetrics(font).height() + (18 if index.row() else 8)

    def sizeHint(self, option: QStyleOptionViewItem, index: ModelIndex) -> QSize:  # noqa: N802
        metrics = option.fontMetrics
        row = 2 * metrics.height() + 2 * self.PAD + 6
        return QSize(200, row + self.header_height(option, index))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        header = self.header_height(option, index)
        if header:
            self._paint_header(painter, option, index, header)
            option = QStyleOptionViewItem(option)
            option.rect = option.rect.adjusted(0, header, 0, 0)
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

    def _paint_header(
        self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex, height: int
    ) -> None:
        """The game's name above its first lesson, with a rule under it."""
        painter.save()
        font = QFont(option.font)
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        painter.setFont(font)
        colour = option.palette.color(QPalette.ColorRole.Text)
        painter.setPen(colour)
        area = QRect(option.rect.left() + 4, option.rect.top(), option.rect.width() - 8, height)
        painter.drawText(
            area.adjusted(0, 0, 0, -4),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
            str(index.data(LessonListModel.GameRole)),
        )
        line = QColor(colour)
        line.setAlphaF(0.25)
        painter.setPen(QPen(line, 1))
        painter.drawLine(area.left(), area.bottom(), area.right(), area.bottom())
        painter.restore()


# =========================================================================== the spotlight
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
        bold(self.title, 2.0)
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
        bold(self.continue_button, 1.1)
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
        self.list.setUniformItemSizes(False)  # a game's first lesson carries its name
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
        return str(value) if value else CATALOGUE[0].id

    def select(self, lesson_id: str) -> None:
        """Select a lesson in the list."""
        for row, item in enumerate(CATALOGUE):
            if item.id == lesson_id:
                self.list.setCurrentIndex(self.model.index(row))

    def select_game(self, game: str) -> None:
        """Select the first lesson of ``game`` not completed yet (its first if all are)."""
        lessons = [item for item in CATALOGUE if item.preset == game]
        if not lessons:
            return
        progress = self.model.progress.value
        pick = next((i for i in lessons if not progress.of(i.id).completed), lessons[0])
        self.select(pick.id)
        self.list.scrollTo(self.list.currentIndex())

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


def confirm_reset(parent: QWidget, on_reset: Callable[[], None]) -> QMessageBox:
    """Open the question before forgetting every lesson's progress; ``on_reset`` runs when
    the learner confirms (the box is window-modal and answers later)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(_("Reset tutorial progress"))
    box.setText(_("Forget the progress of every lesson?"))
    box.setInformativeText(
        _("Completed lessons and the best practice result are cleared. This cannot be undone.")
    )
    reset = box.addButton(_("Reset progress"), QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.finished.connect(lambda _r: on_reset() if box.clickedButton() is reset else None)
    box.open()
    return box


__all__ = [
    "LessonDelegate",
    "LessonListModel",
    "LessonMenu",
    "confirm_reset",
    "game_name",
    "starts_group",
    "status_text",
]
