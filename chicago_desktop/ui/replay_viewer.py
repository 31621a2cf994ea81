"""The replay viewer: a record shown throw by throw, in a window of its own beside the table.

The stepping is :mod:`chicago_desktop.review.stepping` (plain Python): every step's table
state is a session :class:`~chicago_desktop.session.Snapshot`, drawn here read-only with
the table's own dice (:class:`.dice.DieWidget`, never interactive) and a compact score
sheet. Left/Right go one action back or on, Home/End to the start or the end, and the
slider to any step; *Review my decisions…* opens :mod:`.review_dialog` on the same record.

The main window reaches it through :mod:`.replay_entry` (*File → Replay a record…* and
``MainWindow.open_replay(record)``), which imports this module only when a record is
first shown.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..i18n import _, ngettext, pgettext
from ..texts import dice_text, kind_text, preset_name, standing_cell, standing_header, status_text
from .dice import DieWidget
from .table_texts import call_bar_text

if TYPE_CHECKING:
    from ..engine import Call, RoundSummary, ScoredResult
    from ..records import GameRecord
    from ..review import RecordSteps
    from ..session.snapshot import Snapshot
    from .review_dialog import ReviewDialog


class ReplayViewer(QDialog):
    """One record, step by step: the dice, the round's results, the standings, the words."""

    review_requested = Signal()

    def __init__(self, steps: RecordSteps, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from ..review import Stepper

        self.setObjectName("replay-viewer")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.steps = steps
        self.stepper = Stepper(len(steps))
        self.review_dialog: ReviewDialog | None = None
        self._build()
        self.resize(760, 620)
        self.retranslate_ui()
        self.show_step(0)

    # ------------------------------------------------------------------ build
    def _build(self) -> None:
        self.heading = QLabel()
        self.heading.setObjectName("replay-heading")
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)
        self.round_line = QLabel()
        self.round_line.setWordWrap(True)
        self.dice = [DieWidget(i) for i in range(3)]
        dice_row = QHBoxLayout()
        dice_row.addStretch(1)
        for die in self.dice:
            die.set_interactive(False)
            die.set_reduced_motion(True)  # a replay shows faces, it does not roll them
            dice_row.addWidget(die)
        dice_row.addStretch(1)
        self.dice_line = QLabel()
        self.dice_line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.dice_line.setWordWrap(True)
        self.sheet = QTableWidget(0, 4)
        self.sheet.setObjectName("replay-sheet")
        self.sheet.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.sheet.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.sheet.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys move the replay
        self.sheet.verticalHeader().setVisible(False)
        header = self.sheet.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.story = QLabel()
        self.story.setObjectName("replay-story")
        self.story.setWordWrap(True)
        self.story.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.story.setMinimumHeight(self.story.fontMetrics().lineSpacing() * 4)

        self.first_button = QToolButton()
        self.previous_button = QToolButton()
        self.next_button = QToolButton()
        self.last_button = QToolButton()
        for button, move in (
            (self.first_button, self.stepper.first),
            (self.previous_button, self.stepper.previous),
            (self.next_button, self.stepper.next),
            (self.last_button, self.stepper.last),
        ):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setAutoRaise(False)
            button.clicked.connect(lambda _c=False, move=move: self._move(move))
        pixmap = QStyle.StandardPixmap
        for button, icon in (
            (self.first_button, pixmap.SP_MediaSkipBackward),
            (self.previous_button, pixmap.SP_MediaSeekBackward),
            (self.next_button, pixmap.SP_MediaSeekForward),
            (self.last_button, pixmap.SP_MediaSkipForward),
        ):
            button.setIcon(self.style().standardIcon(icon))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replay-slider")
        self.slider.setRange(0, len(self.steps) - 1)
        self.slider.setPageStep(10)
        self.slider.valueChanged.connect(self.show_step)
        self.position_label = QLabel()
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.review_requested)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)

        # Left/Right/Home/End move the replay wherever the focus is in this window.
        keys = (
            (Qt.Key.Key_Left, self.stepper.previous),
            (Qt.Key.Key_Right, self.stepper.next),
            (Qt.Key.Key_Home, self.stepper.first),
            (Qt.Key.Key_End, self.stepper.last),
        )
        self.key_actions: list[QAction] = []
        for key, move in keys:
            act = QAction(self)
            act.setShortcuts([QKeySequence(key)])
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            act.triggered.connect(lambda _c=False, move=move: self._move(move))
            self.addAction(act)
            self.key_actions.append(act)

        controls = QHBoxLayout()
        controls.addWidget(self.first_button)
        controls.addWidget(self.previous_button)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.next_button)
        controls.addWidget(self.last_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.position_label, 1)
        bottom.addWidget(self.review_button)
        bottom.addWidget(self.close_button)

        box = QVBoxLayout(self)
        box.addWidget(self.heading)
        box.addWidget(self.round_line)
        box.addLayout(dice_row)
        box.addWidget(self.dice_line)
        box.addWidget(self.sheet, 1)
        box.addWidget(self.story)
        box.addLayout(controls)
        box.addLayout(bottom)
        self.slider.setFocus()

    # ------------------------------------------------------------------ moving
    def _move(self, move: object) -> None:
        assert callable(move)
        move()
        self.show_step(self.stepper.position)

    def show_step(self, position: int) -> None:
        """Show step ``position`` (0: before the first action); the slider follows."""
        self.stepper.go(position)
        position = self.stepper.position
        if self.slider.value() != position:
            self.slider.blockSignals(True)
            self.slider.setValue(position)
            self.slider.blockSignals(False)
        self._draw()

    def go_to_action(self, action_index: int) -> None:
        """Show the table just before the record's action ``action_index`` (0-based)."""
        self.show_step(self.steps.step_of_action(action_index))

    @property
    def position(self) -> int:
        """The step shown."""
        return self.stepper.position

    # ----------------------------------------------------------------- drawing
    def _draw(self) -> None:
        from ..review import step_lines
        from ..review.stepping import round_ended

        step = self.steps[self.stepper.position]
        snap = step.snapshot
        players = self.steps.players
        summary = round_ended(step)
        self.round_line.setText(self._round_text(snap, summary))
        self._draw_dice(snap)
        results = {r.seat: r for r in (summary.results if summary is not None else snap.results)}
        worst = set(summary.worst) if summary is not None else set()
        best = set(summary.best) if summary is not None else set()
        call = summary.call if summary is not None else snap.call
        self._draw_sheet(snap, results, best, worst, call)
        lines = step_lines(step, players, self.steps.match)
        self.story.setText("\n".join(lines))
        self.story.setAccessibleDescription(" ".join(lines))
        total = len(self.steps) - 1
        if step.action_index is None:
            text = ngettext(
                "Start of the match ({total} action)",
                "Start of the match ({total} actions)",
                total,
            ).format(total=total)
        else:
            # Translators: the replay's position; actions are counted from 1 for people.
            text = _("Action {number} of {total}").format(number=step.action_index + 1, total=total)
        self.position_label.setText(text)
        self.slider.setAccessibleDescription(text)
        self.first_button.setEnabled(not self.stepper.at_first)
        self.previous_button.setEnabled(not self.stepper.at_first)
        self.next_button.setEnabled(not self.stepper.at_last)
        self.last_button.setEnabled(not self.stepper.at_last)

    def _round_text(self, snap: Snapshot, ended: RoundSummary | None) -> str:
        players = self.steps.players
        if snap.over:
            return _("The match is over.")
        if ended is not None:
            parts = [
                _("Round {number} is over · {name} leads the next round").format(
                    number=ended.index + 1, name=players[snap.leader].name
                )
            ]
        else:
            parts = [
                _("Round {number} · {name} leads").format(
                    number=snap.round_index + 1, name=players[snap.leader].name
                )
            ]
            if snap.call is not None:
                parts.append(call_bar_text(snap.call, snap.cap))
            elif snap.cap_is_set:
                parts.append(
                    ngettext("cap {cap} throw", "cap {cap} throws", snap.cap).format(cap=snap.cap)
                )
        if snap.middle is not None:
            parts.append(
                ngettext(
                    "{count} coaster in the middle", "{count} coasters in the middle", snap.middle
                ).format(count=snap.middle)
            )
        return " · ".join(parts)

    def _draw_dice(self, snap: Snapshot) -> None:
        """The dice as they lie; at the end of a round, the last result's dice."""
        players = self.steps.players
        step = self.steps[self.stepper.position]
        faces = snap.faces
        seat = snap.current_seat
        final, held = snap.final, snap.held_last
        if faces is None and step.seat is not None:
            from ..engine import TurnEnded

            ended = next((e for e in step.events if isinstance(e, TurnEnded)), None)
            if ended is not None:  # the action ended a turn: its dice stay in view
                faces, seat, final, held = ended.dice, ended.seat, frozenset(), frozenset()
        for i, die in enumerate(self.dice):
            die.set_face(faces[i] if faces is not None else None)
            die.set_held(i in held or i in final)
            die.set_final(i in final)
        if faces is None or seat is None:
            self.dice_line.setText(
                _("{name} is to throw.").format(name=players[seat].name) if seat is not None else ""
            )
            return
        score = snap.score if snap.faces is not None else None
        if score is None:
            from ..engine import TurnEnded

            ended = next((e for e in step.events if isinstance(e, TurnEnded)), None)
            score = ended.score if ended is not None else 0
        call = snap.call if snap.faces is not None else step.before.call if step.before else None
        text = _("{name}: {result}").format(
            name=players[seat].name, result=result_text(tuple(faces), score, call)
        )
        if snap.faces is not None and snap.throws > 0:
            text += " · " + _("Throw {used} of {cap}").format(used=snap.throws, cap=snap.cap)
        self.dice_line.setText(text)

    def _draw_sheet(
        self,
        snap: Snapshot,
        results: Mapping[int, ScoredResult],
        best: set[int],
        worst: set[int],
        call: Call | None,
    ) -> None:
        from ..session.snapshot import standing_kinds, standing_limit

        players = self.steps.players
        rules = self.steps.record.rules
        kinds = standing_kinds(rules)
        self.sheet.setColumnCount(3 + len(kinds))
        self.sheet.setHorizontalHeaderLabels(
            [_("Player"), _("This round")] + [standing_header(k) for k in kinds] + [_("Status")]
        )
        self.sheet.setRowCount(len(players))
        for seat, player in enumerate(players):
            standing = snap.standings[seat]
            name = player.name
            if seat == snap.current_seat and not snap.over:
                name = "▶ " + name
            result = results.get(seat)
            if result is None:
                cell = ""
            else:
                cell = result_text(result.dice, result.score, call)
                if seat in best:
                    cell += " · " + _("best")
                if seat in worst:
                    cell += " · " + _("worst")
            values = [f"{name} ({kind_text(player)})", cell]
            values += [standing_cell(k, standing.count(k), standing_limit(rules, k)) for k in kinds]
            values.append(status_text(standing.status))
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column == 0 and seat == snap.current_seat:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.sheet.setItem(seat, column, item)

    # --------------------------------------------------------------- language
    def retranslate_ui(self) -> None:
        """Every text in the current language (the step's words included)."""
        record = self.steps.record
        names = ", ".join(p.name for p in record.players)
        self.setWindowTitle(_("Replay — {preset}").format(preset=preset_name(record.rules.preset)))
        self.heading.setText(
            _("{preset}: {names}").format(preset=preset_name(record.rules.preset), names=names)
        )
        for button, name, key in (
            (self.first_button, _("To the start"), pgettext("keyboard key", "Home")),
            (self.previous_button, _("One action back"), pgettext("keyboard key", "Left")),
            (self.next_button, _("One action on"), pgettext("keyboard key", "Right")),
            (self.last_button, _("To the end"), pgettext("keyboard key", "End")),
        ):
            button.setAccessibleName(name)
            # Translators: a replay button's tooltip: what it does and its key.
            button.setToolTip(_("{what} ({key})").format(what=name, key=key))
        self.slider.setAccessibleName(_("Position in the replay"))
        self.sheet.setAccessibleName(_("Players and standings at this step"))
        self.story.setAccessibleName(_("What happened"))
        self.review_button.setText(_("&Review my decisions…"))
        self.review_button.setToolTip(
            _("Each decision of the human players next to the Expert CPU's, with its chances")
        )
        self.close_button.setText(_("&Close"))
        self._draw()
        if self.review_dialog is not None:
            self.review_dialog.retranslate_ui()


def result_text(dice: tuple[int, ...], score: int, call: Call | None) -> str:
    """A result as the sheet writes it: '1·6·3 = 163', or under sand 'made sand' (R24)."""
    if call is not None and call.sand:
        if score == 1:
            # Translators: a result under the call "sand" (R24): no one and no six.
            return _("{dice}, sand").format(dice=dice_text(dice))
        # Translators: a result under the call "sand" (R24) with a one or a six.
        return _("{dice}, no sand").format(dice=dice_text(dice))
    return f"{dice_text(dice)} = {score}"


def record_of(source: object) -> GameRecord:
    """A record from a record, its JSON object or text, or a file; raises RecordError."""
    from ..records import GameRecord, load_record, parse_record

    if isinstance(source, GameRecord):
        return source
    if isinstance(source, Mapping):
        return parse_record(json.dumps(dict(source)))
    if isinstance(source, Path):
        return load_record(source)
    if isinstance(source, str):
        if source.lstrip().startswith("{"):
            return parse_record(source)
        return load_record(source)
    raise TypeError("a record, its JSON object or text, or a path")
