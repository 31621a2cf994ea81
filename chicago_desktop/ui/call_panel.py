"""The call (R7, R24): a panel on the table, not a modal dialog, where the leader calls how
the rolling round is scored.

It shows the leader's dice at the top and, live, their value under the call being chosen
(ones 100 or 1, sixes 60 or 6, high or low; sand in tschigg). Each lever is a pair of
toggle buttons and has a key (O, X, D, S; Enter or C makes the call: the table's actions),
so the call is made with the mouse or the keyboard alone. A CPU leader's call is shown in
the same panel, read-only, for a moment before it is made. The value comes from the
engine's own :func:`~chicago_desktop.engine.called_score`: no rule is decided here.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine import Call, called_score
from ..i18n import _, pgettext
from ..texts import call_text, dice_text
from .theme import ON_FELT, ON_FELT_DIM


def _on_felt(label: QLabel, *, dim: bool = False, size: float = 1.0, bold: bool = False) -> QLabel:
    pal = label.palette()
    pal.setColor(QPalette.ColorRole.WindowText, QColor(ON_FELT_DIM if dim else ON_FELT))
    label.setPalette(pal)
    font = QFont(label.font())
    font.setPointSizeF(max(8.0, font.pointSizeF() * size))
    font.setBold(bold)
    label.setFont(font)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    return label


class CallPanel(QFrame):
    """The leader's call, chosen lever by lever with the value of their dice shown live."""

    call_chosen = Signal(object)  # Call

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("call-panel")
        self.setStyleSheet(
            "#call-panel { background: rgba(0,0,0,0.30); border-radius: 12px; }"
            " #call-panel QPushButton { padding: 3px 8px; }"
            # The chosen side of each lever stands out by more than a shade: filled with
            # the highlight, bold, and framed (and its accessible state is "checked").
            " #call-panel QPushButton:checked { background: palette(highlight);"
            " color: palette(highlighted-text); font-weight: bold;"
            " border: 2px solid palette(highlighted-text); border-radius: 4px; }"
        )
        self._dice: tuple[int, int, int] | None = None
        self._sand_allowed = False
        self._interactive = True
        self._name = ""
        box = QVBoxLayout(self)
        box.setContentsMargins(14, 8, 14, 8)
        box.setSpacing(6)
        self.title = _on_felt(QLabel(), size=1.15, bold=True)
        self.dice_label = _on_felt(QLabel(), dim=True)
        box.addWidget(self.title)
        box.addWidget(self.dice_label)

        # One row of levers: [Ones 100 | 1]  [Sixes 60 | 6]  [High | Low]  [Sand].
        levers = QHBoxLayout()
        levers.setSpacing(6)
        levers.addStretch(1)
        self.ones_label = _on_felt(QLabel())
        self.sixes_label = _on_felt(QLabel())
        self.direction_label = _on_felt(QLabel())
        self.ones_100, self.ones_1 = QPushButton(), QPushButton()
        self.sixes_60, self.sixes_6 = QPushButton(), QPushButton()
        self.high, self.low = QPushButton(), QPushButton()
        self.groups: list[QButtonGroup] = []
        for label, first, second in (
            (self.ones_label, self.ones_100, self.ones_1),
            (self.sixes_label, self.sixes_60, self.sixes_6),
            (self.direction_label, self.high, self.low),
        ):
            group = QButtonGroup(self)
            group.setExclusive(True)
            levers.addWidget(label)
            for button in (first, second):
                button.setCheckable(True)
                button.setMinimumHeight(30)
                group.addButton(button)
                levers.addWidget(button)
            first.setChecked(True)
            group.buttonToggled.connect(self._changed)
            self.groups.append(group)
            levers.addSpacing(12)
        self.sand = QPushButton()
        self.sand.setCheckable(True)
        self.sand.setMinimumHeight(30)
        self.sand.toggled.connect(self._changed)
        levers.addWidget(self.sand)
        levers.addStretch(1)
        box.addLayout(levers)

        self.value_label = _on_felt(QLabel(), size=1.2, bold=True)
        self.value_label.setObjectName("call-value")
        box.addWidget(self.value_label)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        self.call_button = QPushButton()
        self.call_button.setMinimumSize(150, 34)
        bold = QFont(self.call_button.font())
        bold.setBold(True)
        self.call_button.setFont(bold)
        self.call_button.clicked.connect(self.make_call)
        bottom.addWidget(self.call_button)
        bottom.addStretch(1)
        box.addLayout(bottom)
        self.keys_label = _on_felt(QLabel(), dim=True)
        box.addWidget(self.keys_label)
        self.hide()
        self.retranslate_ui()

    # ---------------------------------------------------------------- values
    def call(self) -> Call:
        """The call as chosen now."""
        if self._sand_allowed and self.sand.isChecked():
            return Call.sand_call()
        return Call(
            ones=100 if self.ones_100.isChecked() else 1,
            sixes=60 if self.sixes_60.isChecked() else 6,
            high=self.high.isChecked(),
        )

    def set_call(self, call: Call) -> None:
        """Show ``call`` on the levers (a CPU's call, or a hint's)."""
        self.sand.setChecked(call.sand and self._sand_allowed)
        if not call.sand:
            (self.ones_100 if call.ones == 100 else self.ones_1).setChecked(True)
            (self.sixes_60 if call.sixes == 60 else self.sixes_6).setChecked(True)
            (self.high if call.high else self.low).setChecked(True)
        self._changed()

    def open_for(
        self,
        name: str,
        dice: tuple[int, int, int] | None,
        *,
        sand_allowed: bool,
        interactive: bool,
    ) -> None:
        """Show the panel for the leader ``name`` with their ``dice``; reset to the default
        call (ones 100, sixes 60, high) when a person is to call."""
        opening = self.isHidden() or self._name != name or self._dice != dice
        self._name, self._dice = name, dice
        self._sand_allowed = sand_allowed
        self._interactive = interactive
        self.sand.setVisible(sand_allowed)
        if opening and interactive:
            self.set_call(Call())
        for button in (*self._levers(), self.sand, self.call_button):
            button.setEnabled(interactive)
        self.call_button.setVisible(interactive)
        self.keys_label.setVisible(interactive)
        self.show()
        self.retranslate_ui()

    def close_panel(self) -> None:
        """Hide the panel (the call is made)."""
        self.hide()

    # ---------------------------------------------------------------- levers
    def _levers(self) -> tuple[QPushButton, ...]:
        return (self.ones_100, self.ones_1, self.sixes_60, self.sixes_6, self.high, self.low)

    def toggle_ones(self) -> None:
        """Ones count the other way (100 ↔ 1)."""
        self._flip(self.ones_100, self.ones_1)

    def toggle_sixes(self) -> None:
        """Sixes count the other way (60 ↔ 6)."""
        self._flip(self.sixes_60, self.sixes_6)

    def toggle_direction(self) -> None:
        """High ↔ low."""
        self._flip(self.high, self.low)

    def toggle_sand(self) -> None:
        """Sand or not (tschigg only, R24)."""
        if self._interactive and self._sand_allowed:
            self.sand.toggle()

    def _flip(self, first: QPushButton, second: QPushButton) -> None:
        if not self._interactive or (self._sand_allowed and self.sand.isChecked()):
            return
        (second if first.isChecked() else first).setChecked(True)

    def _lever_texts(self) -> tuple[tuple[QPushButton, str], ...]:
        return (
            (self.ones_100, pgettext("call lever", "100")),
            (self.ones_1, pgettext("call lever", "1")),
            (self.sixes_60, pgettext("call lever", "60")),
            (self.sixes_6, pgettext("call lever", "6")),
            (self.high, pgettext("call lever", "High")),
            (self.low, pgettext("call lever", "Low")),
            (self.sand, pgettext("call lever", "Sand")),
        )

    def make_call(self) -> None:
        """Make the call chosen (the Call button, Enter or C)."""
        if self._interactive and self.isVisible():
            self.call_chosen.emit(self.call())

    def _changed(self, *_args: object) -> None:
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        for button, text in self._lever_texts():
            button.setText(text)
            # Room for the text in bold (the chosen side), so choosing never clips it.
            button.setMinimumWidth(max(52, metrics.horizontalAdvance(text) + 24))
        sand = self._sand_allowed and self.sand.isChecked()
        for button in self._levers():
            button.setEnabled(self._interactive and not sand)
        self.value_label.setText(self.value_text())
        self.value_label.setAccessibleName(self.value_text())

    def value_text(self) -> str:
        """The leader's dice under the call being chosen, as a sentence (R7, R24)."""
        if self._dice is None:
            return ""
        call = self.call()
        dice = dice_text(self._dice)
        if call.sand:
            if called_score(self._dice, call):
                return _("{dice} makes sand under this call.").format(dice=dice)
            return _("{dice} fails under sand: it has a one or a six.").format(dice=dice)
        return _("{dice} is worth {score} under this call.").format(
            dice=dice, score=called_score(self._dice, call)
        )

    # -------------------------------------------------------------- language
    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        if self._interactive:
            self.title.setText(_("{name}, make the call for this round").format(name=self._name))
        else:
            self.title.setText(_("{name} makes the call").format(name=self._name))
        if self._dice is not None:
            self.dice_label.setText(
                _("The leader's dice: {dice}").format(dice=dice_text(self._dice))
            )
        else:
            self.dice_label.clear()
        self.ones_label.setText(_("Ones:"))
        self.sixes_label.setText(_("Sixes:"))
        self.direction_label.setText(_("Best:"))
        for button, name in (
            (self.ones_100, _("Ones count 100")),
            (self.ones_1, _("Ones count 1")),
            (self.sixes_60, _("Sixes count 60")),
            (self.sixes_6, _("Sixes count 6")),
            (self.high, _("The highest result is best")),
            (self.low, _("The lowest result is best")),
            (self.sand, _("Call sand: a result with no one and no six succeeds")),
        ):
            button.setAccessibleName(name)
            button.setToolTip(name)
        self.call_button.setText(_("Call  ·  Enter"))
        self.call_button.setAccessibleName(_("Make the call"))
        self.call_button.setAccessibleDescription(
            _("Call {call} for this round. Shortcut: Enter.").format(call=call_text(self.call()))
        )
        if self._sand_allowed:
            self.keys_label.setText(
                _("Keys: O ones · X sixes · D high or low · S sand · Enter makes the call")
            )
        else:
            self.keys_label.setText(
                _("Keys: O ones · X sixes · D high or low · Enter makes the call")
            )
        self.setAccessibleName(_("The call"))
        self._changed()
