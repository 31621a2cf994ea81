"""The Chicago 2–12 screen (R60, R61): the dice, the target and its odds, the score sheet.

The view only renders: the :class:`~chicago_desktop.controller.twelve.TwelveController`
owns the game, paces the CPU seats and hands the computer over between humans; the screen
shows its state, passes each event to the score sheet model and says what happened on the
status line. One key plays the whole game: Space or Enter throws (or, between two humans,
first hands the computer over: "Pass to <name>"), N skips a pause.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QFontMetrics, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..controller.twelve import TwelveController
from ..i18n import _
from ..two_to_twelve import Phase
from ..two_to_twelve.report import team_name, variations_text
from . import twelve_texts as texts
from .dice import DieWidget
from .felt import Felt, felt_label
from .score_sheet_2_12 import HIT_ROLE, ScoreSheetModel
from .theme import ACCENT_ON_FELT, is_dark_palette

ModelIndex = QModelIndex | QPersistentModelIndex


class TwelveDie(DieWidget):
    """A die of Chicago 2–12: drawn like the three-dice table's, never held, not focusable.

    Nothing is chosen about a die in this game (R60), so it takes no focus; a screen
    reader hears its face in its name.
    """

    def __init__(self, position: int, parent: QWidget | None = None) -> None:
        super().__init__(position, parent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def retranslate_ui(self) -> None:
        number = self.position + 1
        if self.face is None:
            name = _("Die {number}: not thrown yet").format(number=number)
        else:
            name = _("Die {number} shows {face}").format(number=number, face=self.face)
        self.setAccessibleName(name)
        self.setAccessibleDescription("")
        self.setToolTip(name)


class HitDelegate(QStyledItemDelegate):
    """Tints a hit on the score sheet, so hits stand out at a glance (points in bold too)."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: ModelIndex) -> None:  # noqa: N802
        super().initStyleOption(option, index)
        if index.data(HIT_ROLE) is True:
            dark = is_dark_palette(option.palette)
            option.backgroundBrush = QBrush(QColor("#2e6b45" if dark else "#cfead7"))


class TwelveScreen(QWidget):
    """A game of Chicago 2–12 at one computer."""

    play_again_requested = Signal()
    home_requested = Signal()
    announced = Signal(str)  # a sentence for the status line

    def __init__(self, controller: TwelveController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("twelve")
        self.controller = controller
        self.model = ScoreSheetModel(self)
        self._said: list[str] = []
        self._parked = False  # the keyboard waits on the screen while Throw is greyed out
        self._throws_shown = -1
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self._build()
        self._build_actions()
        controller.game_started.connect(self._on_started)
        controller.event_shown.connect(self._on_event)
        controller.state_changed.connect(self.refresh)
        self.retranslate_ui()
        self.refresh()

    # ------------------------------------------------------------------ build
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 8, 12, 8)
        self.felt = Felt()
        self.felt.setObjectName("felt")
        felt = QVBoxLayout(self.felt)
        felt.setContentsMargins(20, 8, 20, 10)
        felt.setSpacing(4)
        head = QHBoxLayout()
        self.round_label = felt_label(dim=True)
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.variations_label = felt_label(dim=True)
        self.variations_label.setAlignment(
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        )
        head.addWidget(self.round_label, 1)
        head.addWidget(self.variations_label, 1)
        felt.addLayout(head)
        self.teams_label = felt_label(dim=True)
        self.teams_label.setObjectName("twelve-teams")
        felt.addWidget(self.teams_label)

        middle = QHBoxLayout()
        middle.setSpacing(18)
        dice_box = QVBoxLayout()
        dice_box.addStretch(1)
        dice_row = QHBoxLayout()
        dice_row.addStretch(1)
        self.dice: list[TwelveDie] = []
        for pos in range(3):
            die = TwelveDie(pos)
            die.setMinimumSize(76, 92)
            die.setMaximumSize(136, 164)
            die.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
            self.dice.append(die)
            dice_row.addWidget(die)
        dice_row.addStretch(1)
        dice_box.addLayout(dice_row)
        self.result_label = felt_label(1.05)
        self.result_label.setObjectName("twelve-result")
        dice_box.addWidget(self.result_label)
        dice_box.addStretch(1)
        middle.addLayout(dice_box, 3)

        target_box = QVBoxLayout()
        target_box.addStretch(1)
        self.target_label = felt_label(2.2, bold=True)
        self.target_label.setObjectName("twelve-target")
        accent = self.target_label.palette()
        accent.setColor(QPalette.ColorRole.WindowText, QColor(ACCENT_ON_FELT))
        self.target_label.setPalette(accent)
        self.odds_label = felt_label(1.05)
        self.odds_label.setObjectName("twelve-odds")
        self.turn_label = felt_label(1.15, bold=True)
        self.turn_label.setObjectName("twelve-turn")
        for w in (self.target_label, self.odds_label, self.turn_label):
            target_box.addWidget(w)
        self.throw_button = QPushButton()
        self.throw_button.setObjectName("twelve-throw")
        self.throw_button.setMinimumSize(200, 44)
        bold = QFont(self.throw_button.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.1)
        self.throw_button.setFont(bold)
        self.throw_button.clicked.connect(self.controller.press)
        target_box.addWidget(self.throw_button, 0, Qt.AlignmentFlag.AlignHCenter)
        target_box.addStretch(1)
        middle.addLayout(target_box, 2)
        felt.addLayout(middle, 1)
        self.rolloff_label = felt_label(1.0)
        self.rolloff_label.setObjectName("twelve-rolloff")
        felt.addWidget(self.rolloff_label)
        outer.addWidget(self.felt, 1)

        self.end_panel = QFrame()
        self.end_panel.setObjectName("twelve-end")
        end = QHBoxLayout(self.end_panel)
        end.setContentsMargins(4, 6, 4, 6)
        words = QVBoxLayout()
        self.winner_label = QLabel()
        big = QFont(self.winner_label.font())
        big.setBold(True)
        big.setPointSizeF(big.pointSizeF() * 1.3)
        self.winner_label.setFont(big)
        self.winner_label.setWordWrap(True)
        self.placings_label = QLabel()
        self.placings_label.setWordWrap(True)
        self.placings_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        words.addWidget(self.winner_label)
        words.addWidget(self.placings_label)
        end.addLayout(words, 1)
        self.again_button = QPushButton()
        self.again_button.setMinimumSize(150, 40)
        self.again_button.clicked.connect(self.play_again_requested.emit)
        self.home_button = QPushButton()
        self.home_button.setMinimumSize(130, 40)
        self.home_button.clicked.connect(self.home_requested.emit)
        end.addWidget(self.again_button, 0, Qt.AlignmentFlag.AlignBottom)
        end.addWidget(self.home_button, 0, Qt.AlignmentFlag.AlignBottom)
        outer.addWidget(self.end_panel)

        self.sheet = QTableView()
        self.sheet.setObjectName("twelve-sheet")
        self.sheet.setModel(self.model)
        self.sheet.setItemDelegate(HitDelegate(self.sheet))
        self.sheet.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.sheet.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.sheet.setTabKeyNavigation(False)  # Tab leaves the sheet; arrows move in it
        self.sheet.setWordWrap(False)
        columns = self.sheet.horizontalHeader()
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        columns.setMinimumSectionSize(22)  # 17 columns with three dice, at the minimum width
        self._sheet_font = QFont(self.sheet.font())
        rows = self.sheet.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setMaximumWidth(130)  # long (team) names are cut short; the felt names the teams
        rows.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.sheet.horizontalScrollBar().rangeChanged.connect(lambda _lo, _hi: self._fit_sheet())
        self.sheet.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.sheet.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.sheet.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        outer.addWidget(self.sheet, 1)
        self.setTabOrder(self.throw_button, self.sheet)

    def _build_actions(self) -> None:
        def action(keys: list[QKeySequence], slot: Any) -> QAction:
            act = QAction(self)
            act.setShortcuts(keys)
            # Only while this screen is shown: the three-dice table's keys are the same.
            act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            act.triggered.connect(slot)
            self.addAction(act)
            return act

        keys = [QKeySequence(Qt.Key.Key_Space)]
        keys += [QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)]
        self.throw_action = action(keys, lambda _checked=False: self.controller.press())
        self.skip_action = action([QKeySequence(Qt.Key.Key_N)], self.controller.skip_ahead)

    # --------------------------------------------------------------- reactions
    def _on_started(self) -> None:
        c = self.controller
        self.model.set_game(c.game, c.players)
        # A little larger with two dice; sixteen rounds (three dice) fit a small window.
        font = QFont(self._sheet_font)
        if c.game is not None and c.game.rules.dice == 2:
            font.setPointSizeF(font.pointSizeF() * 1.1)
        self.sheet.setFont(font)
        self.sheet.verticalHeader().setDefaultSectionSize(max(26, QFontMetrics(font).height() + 8))
        columns = self.sheet.horizontalHeader()
        if self.model.columnCount():  # the totals as wide as they need, never cut short
            fit = QHeaderView.ResizeMode.ResizeToContents
            columns.setSectionResizeMode(self.model.total_column, fit)
        self._said.clear()
        self._throws_shown = len(c.game.actions) if c.game is not None else -1  # no roll
        self._fit_sheet()
        self.refresh()

    def _on_event(self, event: object) -> None:
        c = self.controller
        if c.game is None:
            return
        self.model.apply_events([event])  # type: ignore[list-item]
        sentence = texts.event_sentence(event, c.game, c.players)  # type: ignore[arg-type]
        if sentence:
            self._said.append(sentence)

    def _fit_sheet(self) -> None:
        """As tall as its rows (a row per player or team); in a small window it keeps at
        least four rows in view and scrolls the rest, never cutting a row off."""
        row = self.sheet.verticalHeader().defaultSectionSize()
        frame = self.sheet.horizontalHeader().sizeHint().height() + 2 * self.sheet.frameWidth()
        bar = self.sheet.horizontalScrollBar()
        if bar.maximum() > 0:  # a very small window: room for the scroll bar too
            frame += bar.sizeHint().height()
        rows = self.model.rowCount()
        self.sheet.setMinimumHeight(frame + row * min(rows, 4))
        self.sheet.setMaximumHeight(frame + row * rows + 2)

    # ------------------------------------------------------------------ render
    def refresh(self) -> None:
        """Show the controller's state: dice, target and odds, turn, roll-off, the end."""
        c = self.controller
        game = c.game
        if self._said:
            sentence = " ".join(self._said)
            self._said.clear()
            self.announced.emit(sentence)
        if game is None:
            self.throw_action.setEnabled(False)
            self._enable_throw(False)
            self.end_panel.hide()
            return
        players = c.players
        dice = game.rules.dice
        last = c.last_throw
        thrown = len(game.actions)
        fresh = thrown != self._throws_shown  # roll even when the same faces fall again
        self._throws_shown = thrown
        for pos, die in enumerate(self.dice):
            die.setVisible(pos < dice)
            face = last.dice[pos] if last is not None and pos < len(last.dice) else None
            if face != die.face or fresh:
                die.set_face(face, roll=fresh and face is not None)
        if last is not None and last.dice:
            self.result_label.setText(
                texts.throw_sentence(players[last.seat].name, last.dice, last.target, last.score)
            )
        else:
            self.result_label.setText(_("Nobody has thrown yet."))
        self.round_label.setText(texts.round_text(game))
        self.variations_label.setText(variations_text(game.rules))
        self.teams_label.setText(texts.teams_text(game, players))
        self.teams_label.setVisible(game.rules.teams)
        self._show_target(game.phase, game.target, dice)
        self._show_turn()
        rolloff = texts.rolloff_text(game, players)
        self.rolloff_label.setText(rolloff)
        self.rolloff_label.setVisible(bool(rolloff))
        self.rolloff_label.setAccessibleName(_("Roll-off"))
        over = game.is_over
        self.end_panel.setVisible(over)
        if over:
            self.winner_label.setText(texts.winner_text(game, players))
            self.placings_label.setText(texts.placings_text(game, players))
            self.placings_label.setAccessibleName(_("Placings"))
            self.placings_label.setAccessibleDescription(self.placings_label.text())
        if over and self.throw_button.hasFocus():
            self.again_button.setFocus()  # before Throw goes, so the keyboard stays here
        self.throw_button.setVisible(not over)
        if over:
            focus = QApplication.focusWidget()
            if focus is None or focus is self or focus is self.throw_button:
                self.again_button.setFocus()
        self.throw_action.setEnabled(c.can_throw() or c.can_pass())
        self.skip_action.setEnabled(c.can_skip())

    def _show_target(self, phase: Phase, target: int | None, dice: int) -> None:
        if phase is Phase.ROUNDS and target is not None:
            self.target_label.setText(_("Target {target}").format(target=target))
            self.odds_label.setText(texts.odds_sentence(target, dice))
            self.odds_label.setAccessibleName(_("Odds"))
            self.odds_label.setAccessibleDescription(texts.odds_spoken(target, dice))
            self.odds_label.show()
        elif phase is Phase.ROLLOFF:
            # Translators: shown instead of the target while a tie is thrown off (R60).
            self.target_label.setText(_("Roll-off"))
            self.odds_label.setText(_("No target: the highest total wins."))
            self.odds_label.setAccessibleDescription("")
            self.odds_label.show()
        else:
            self.target_label.setText(_("Game over"))
            self.odds_label.hide()
        self.target_label.setAccessibleName(self.target_label.text())

    def _show_turn(self) -> None:
        c = self.controller
        game = c.game
        seat = c.current_seat
        button = self.throw_button
        button.setText(_("Throw  ·  Space"))
        button.setAccessibleName(_("Throw"))
        if game is None or seat is None:
            self.turn_label.setText("")
            self._enable_throw(False)
            return
        name = c.players[seat].name
        name_line = name
        if game.rules.teams:
            name_line = _("{name} ({team})").format(name=name, team=team_name(seat % 2))
        handover = c.handover
        if c.is_cpu(seat):
            self.turn_label.setText(_("{name} throws…").format(name=name_line))
        elif c.can_pass() and handover is not None:
            other = c.players[handover].name
            self.turn_label.setText(_("Hand the computer to {name}.").format(name=other))
            button.setText(_("Pass to {name}  ·  Space").format(name=other))
            button.setAccessibleName(_("Pass to {name}").format(name=other))
            button.setAccessibleDescription(
                _("Press when {name} sits at the computer; then {name} throws.").format(name=other)
            )
        else:
            self.turn_label.setText(_("{name} to throw").format(name=name_line))
            button.setAccessibleDescription(_("Throw all the dice. Shortcut: Space or Enter."))
        self._enable_throw(c.can_throw() or c.can_pass())
        # Never narrower than its words ("An Ben übergeben · Leertaste" was cut at both
        # ends at the smallest window): the dice beside it give up the room.
        button.setMinimumWidth(max(200, button.sizeHint().width()))

    def _enable_throw(self, enabled: bool) -> None:
        """Grey Throw out or back; the keyboard waits on the screen meanwhile and comes back
        to Throw (a greyed-out button would drop the focus, and the keys with it)."""
        button = self.throw_button
        if enabled == button.isEnabled():
            return
        focus = QApplication.focusWidget()
        if not enabled:
            if focus is button:
                self._parked = True
                self.setFocus()
            button.setEnabled(False)
            return
        button.setEnabled(True)
        if self._parked:
            self._parked = False
            if focus is None or focus is self:
                button.setFocus()

    # --------------------------------------------------------------- language
    def retranslate_ui(self) -> None:
        """Set every text in the current language (state texts are made when shown)."""
        self.setAccessibleName(_("Chicago 2–12"))
        self.sheet.setAccessibleName(_("Score sheet"))
        self.sheet.setAccessibleDescription(
            _("A column per round's target and the total; a row per player or team.")
        )
        self.result_label.setAccessibleName(_("Last throw"))
        self.turn_label.setAccessibleName(_("Whose turn"))
        self.round_label.setAccessibleName(_("Round"))
        self.variations_label.setAccessibleName(_("Variations"))
        self.teams_label.setAccessibleName(_("Teams"))
        self.again_button.setText(_("Play &again"))
        self.again_button.setAccessibleName(_("Play again"))
        self.again_button.setAccessibleDescription(_("The same players and variations again."))
        self.home_button.setText(_("&Main menu"))
        self.home_button.setAccessibleName(_("Main menu"))
        self.winner_label.setAccessibleName(_("Winner"))
        # The Game menu's entries (the table's texts: they take the table's place there).
        self.throw_action.setText(_("&Throw"))
        self.throw_action.setToolTip(_("Throw all the dice. Shortcut: Space or Enter."))
        self.skip_action.setText(_("Skip &ahead"))
        self.skip_action.setToolTip(_("Do not wait for the next step (N)"))
        self.model.retranslate()
        self.refresh()
