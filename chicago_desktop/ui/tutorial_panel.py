"""The lesson panel beside the table: title, step counter, instruction, feedback, the
answers of a question and Continue. It only shows texts; the screen decides them."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import (
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAction,
    QFont,
    QKeySequence,
    QPalette,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..i18n import _
from ..tutorial import (
    Message,
    Sentences,
)

Text = Message | Sentences


#: Feedback kinds and their colour (a bar beside the text; the words say it too).
FEEDBACK_COLOURS: Final = {"right": "#2e9d5b", "again": "#d98a00", "coach": "#3d8fd6"}
MAX_CHOICES: Final = 4


def bold(widget: QWidget, scale: float = 1.0) -> None:
    font = QFont(widget.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * scale)
    widget.setFont(font)


def announce(widget: QWidget, text: str) -> None:
    """Tell screen readers (an accessibility announcement, where Qt has them)."""
    if text and widget.isVisible() and hasattr(QAccessibleAnnouncementEvent, "__init__"):
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))


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
        bold(self.lesson_title, 1.3)
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
        bold(self.continue_button)
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
        self._game = "classic"
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
        else:
            # Translators: where the learner is in a lesson.
            self.step_label.setText(_("Step {step} of {steps}").format(step=step + 1, steps=steps))
        # QProgressBar.setValue repaints at once, synchronously, and with it the felt
        # behind the panel; with updates held it queues one update for the next frame.
        self.step_bar.setUpdatesEnabled(False)
        self.step_bar.setValue(steps if step is None else step)
        self.step_bar.setUpdatesEnabled(True)  # update(): painted with the rest
        self.step_bar.setAccessibleDescription(self.step_label.text())

    def set_game(self, game: str) -> None:
        """Show the keys of ``game``'s lessons: classic's, another preset's (calls and turned
        sixes too) or Chicago 2–12's."""
        self._game = game
        self._render_keys()

    def _render_keys(self) -> None:
        game = self._game
        if game == "classic":
            # Translators: the keys of a lesson, at the bottom of the lesson panel.
            text = _(
                "Keys: Space throws · Enter stops or continues · 1–3 hold a die or pick an"
                " answer · H gives a hint"
            )
        elif game == "two_to_twelve":
            # Translators: the keys of the Chicago 2–12 lesson, at the bottom of its panel.
            text = _("Keys: Space throws · Enter continues")
        else:
            # Translators: the keys of a lesson of a preset with calls and turned sixes.
            text = _(
                "Keys: Space throws · Enter stops, calls or continues · 1–3 hold a die or"
                " pick an answer · T turns sixes · O, X, D, S set the call · H gives a hint"
            )
        self.keys.setText(text)

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
        self._render_keys()
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


__all__ = ["FEEDBACK_COLOURS", "MAX_CHOICES", "InstructionPanel", "Text", "announce", "bold"]
