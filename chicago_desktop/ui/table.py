"""The table: the play surface (whose turn, the dice, what to beat, what to do next) over
the scoreboard and the round log.

Everything here reacts to the controller's signals and asks the controller what is allowed;
no rule is decided in this module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAction,
    QColor,
    QFont,
    QKeySequence,
    QPalette,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..controller import GameController, RoundOutcome
from ..engine import (
    CallMade,
    ChicagoThrown,
    DiceThrown,
    Event,
    MakeCall,
    MatchEnded,
    RoundScored,
    RoundStarted,
    SearchLost,
    SixesTurned,
    TurnEnded,
    TurnStarted,
)
from ..i18n import _, ngettext
from ..texts import call_text, dice_text, kind_text
from . import table_texts
from .call_panel import CallPanel
from .dice import DieWidget
from .felt import DIE_BASE, DIE_MIN, Felt, felt_label, fit_felt, fit_lower
from .moments import TableMoments
from .round_log import round_report
from .table_call import CallAndSixes
from .table_lower import build_lower, fit_columns
from .theme import ACCENT_ON_FELT, ON_FELT

if TYPE_CHECKING:
    from PySide6.QtWidgets import QListView, QTableView

    from .models import ScoreboardModel
    from .round_log import LogRecorder, RoundLogModel


class TableScreen(CallAndSixes, QWidget):
    """The game in progress."""

    # Built by table_lower.build_lower: the scoreboard and the round log.
    scoreboard_model: ScoreboardModel
    scoreboard: QTableView
    log_model: RoundLogModel
    log_recorder: LogRecorder
    log_view: QListView
    scoreboard_title: QLabel
    log_title: QLabel

    announced = Signal(str)  # a sentence for the status line and screen readers
    new_game_requested = Signal()
    rematch_requested = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._reduced_motion = False
        self._show_hints = True
        self._banner_outcome: RoundOutcome | None = None
        self._banner_lots: int | None = None
        self._hint: Any = None
        self._previewing: int | None = None  # a CPU leader whose call is being shown
        self._chicago: tuple[int, int] | None = None  # this round's Chicago: seat, coasters
        self._focus_throw_later = False  # focus_play: Throw when the first human turn comes
        self.setObjectName("table")
        self.call_panel = CallPanel()  # before the actions: they drive its levers
        self._build_actions()
        self._build()
        self.moments = TableMoments(self)  # the end of a round, the handover, the end
        self._connect()
        self.retranslate_ui()
        self.refresh()

    # ------------------------------------------------------------------ build
    def _build_actions(self) -> None:
        def action(keys: list[QKeySequence], slot: Any) -> QAction:
            act = QAction(self)
            act.setShortcuts(keys)
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            act.triggered.connect(slot)
            self.addAction(act)
            return act

        self.throw_action = action([QKeySequence(Qt.Key.Key_Space)], self.controller.throw)
        self.stop_action = action(
            [QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)], self.controller.stop
        )
        self._build_call_actions(action)
        self.hint_action = action([QKeySequence(Qt.Key.Key_H)], self.ask_hint)
        self.skip_action = action([QKeySequence(Qt.Key.Key_N)], self.controller.skip_ahead)
        self.hold_actions = [
            action(
                [QKeySequence(key)],
                lambda _checked=False, pos=pos: self.controller.toggle_hold(pos),
            )
            for pos, key in enumerate((Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3))
        ]

    def _build(self) -> None:
        self.felt = Felt()
        self.felt.setObjectName("felt")
        # No fixed minimum height: the felt is as tall as its content needs in the language
        # shown (a fixed 330 px let long or wrapped lines overlap the dice in small windows).
        felt_box = QVBoxLayout(self.felt)
        felt_box.setContentsMargins(22, 10, 22, 10)
        felt_box.setSpacing(4)

        head = QHBoxLayout()
        self.round_label = felt_label(1.0, dim=True)
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.cap_label = felt_label(1.0, bold=True)
        self.cap_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.call_label = felt_label(1.05, bold=True)
        self.call_label.setObjectName("call-bar")
        pal = self.call_label.palette()
        pal.setColor(QPalette.ColorRole.WindowText, QColor(ACCENT_ON_FELT))
        self.call_label.setPalette(pal)
        head.addWidget(self.round_label, 1)
        head.addWidget(self.cap_label, 1)
        felt_box.addLayout(head)
        # The call (R7) and where the match stands, on one line under the head.
        self.state_label = felt_label(1.0, dim=True)
        self.state_label.setObjectName("match-state")
        for label in (self.call_label, self.state_label):
            label.setWordWrap(False)
        standing = QHBoxLayout()
        standing.setSpacing(18)
        standing.addStretch(1)
        standing.addWidget(self.call_label)
        standing.addWidget(self.state_label)
        standing.addStretch(1)
        felt_box.addLayout(standing)
        felt_box.addStretch(1)

        self.turn_label = felt_label(1.9, bold=True)
        self.kind_label = felt_label(1.0, dim=True)
        felt_box.addWidget(self.turn_label)
        felt_box.addWidget(self.kind_label)

        dice_row = QHBoxLayout()
        dice_row.setSpacing(18)
        dice_row.addStretch(1)
        self.dice = [DieWidget(pos) for pos in range(3)]
        for die in self.dice:
            # Full size when there is room (growing with the felt, _fit_felt); smaller in a
            # small window, never clipped.
            die.setMinimumSize(*DIE_MIN)
            die.setMaximumSize(*DIE_BASE)
            die.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
            die.activated.connect(self.controller.toggle_hold)
            dice_row.addWidget(die)
        dice_row.addStretch(1)
        felt_box.addLayout(dice_row)

        self.call_panel.call_chosen.connect(self.controller.make_call)
        felt_box.addWidget(self.call_panel)

        self.value_label = felt_label(1.45, bold=True)
        self.beat_label = felt_label(1.1)
        pal = self.beat_label.palette()
        pal.setColor(QPalette.ColorRole.WindowText, QColor(ACCENT_ON_FELT))
        self.beat_label.setPalette(pal)
        self.prompt_label = felt_label(1.0, dim=True)
        felt_box.addWidget(self.value_label)
        felt_box.addWidget(self.beat_label)
        felt_box.addWidget(self.prompt_label)

        buttons = QHBoxLayout()
        buttons.setSpacing(10)
        buttons.addStretch(1)
        self.throw_button = QPushButton()
        self.stop_button = QPushButton()
        self.hint_button = QPushButton()
        self.skip_button = QPushButton()
        self.turn_sixes_button = QPushButton()
        for button, act in (
            (self.throw_button, self.throw_action),
            (self.turn_sixes_button, self.turn_sixes_action),
            (self.stop_button, self.stop_action),
            (self.hint_button, self.hint_action),
            (self.skip_button, self.skip_action),
        ):
            button.setMinimumHeight(36)
            button.setMinimumWidth(120)
            button.clicked.connect(act.trigger)
            buttons.addWidget(button)
        font = QFont(self.throw_button.font())
        font.setBold(True)
        self.throw_button.setFont(font)
        self.throw_button.setDefault(False)
        buttons.addStretch(1)
        self.play_buttons = QWidget()
        self.play_buttons.setLayout(buttons)
        felt_box.addWidget(self.play_buttons)

        # The end of the match: winner or draw, New game and Rematch.
        self.end_panel = QWidget()
        end_box = QHBoxLayout(self.end_panel)
        end_box.addStretch(1)
        self.new_game_button = QPushButton()
        self.rematch_button = QPushButton()
        self.new_game_button.clicked.connect(self.new_game_requested.emit)
        self.rematch_button.clicked.connect(self.rematch_requested.emit)
        for b in (self.new_game_button, self.rematch_button):
            b.setMinimumHeight(36)
            b.setMinimumWidth(140)
            end_box.addWidget(b)
        end_box.addStretch(1)
        felt_box.addWidget(self.end_panel)

        self.hint_label = felt_label(1.0)
        pal = self.hint_label.palette()
        pal.setColor(QPalette.ColorRole.WindowText, QColor(ACCENT_ON_FELT))
        self.hint_label.setPalette(pal)
        # Its line is kept while hints are offered, empty or not: the dice and buttons do
        # not move when a hint appears (issue 15).
        self.hint_label.setMinimumHeight(self.hint_label.fontMetrics().lineSpacing())
        felt_box.addWidget(self.hint_label)

        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setStyleSheet(
            f"#banner {{ background: rgba(0,0,0,0.28); color: {ON_FELT}; border-radius: 10px;"
            " padding: 8px 14px; }"
        )
        bfont = QFont(self.banner.font())
        bfont.setPointSizeF(bfont.pointSizeF() * 1.08)
        self.banner.setFont(bfont)
        felt_box.addWidget(self.banner)
        felt_box.addStretch(1)

        # Scoreboard and log below the felt (table_lower.py).
        score_box, log_box = build_lower(self)
        bottom = self.bottom_splitter = QSplitter(Qt.Orientation.Horizontal)
        bottom.addWidget(score_box)
        bottom.addWidget(log_box)
        bottom.setStretchFactor(0, 3)
        bottom.setStretchFactor(1, 2)
        bottom.setChildrenCollapsible(False)

        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.felt)
        self.splitter.addWidget(bottom)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setSizes([420, 250])
        self.splitter.setChildrenCollapsible(False)
        # No fixed minimum for the lower half: fit_rows sets the scoreboard's, so every
        # player's row fits even in the smallest window (issue 15).

        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 10, 10, 6)
        outer.addWidget(self.splitter)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._fitted_lower = False
        self.felt.resized.connect(lambda: fit_felt(self.felt, self.dice))

    def _connect(self) -> None:
        c = self.controller
        c.match_started.connect(self._on_match_started)
        c.lots_drawn.connect(self._on_lots)
        c.event_shown.connect(self._on_event)
        c.holds_changed.connect(self._on_holds)
        c.hint_ready.connect(self._on_hint)
        c.call_previewed.connect(self._on_call_previewed)
        c.state_changed.connect(self.refresh)

    # --------------------------------------------------------------- settings
    def set_reduced_motion(self, reduced: bool) -> None:
        """Dice appear without the roll animation."""
        self._reduced_motion = reduced
        for die in self.dice:
            die.set_reduced_motion(reduced)

    def set_show_hints(self, show: bool) -> None:
        """Offer the Hint button (H) or not."""
        self._show_hints = show
        self.hint_button.setVisible(show)
        self.hint_label.setVisible(show)
        if not show:
            self.hint_label.clear()
        self.refresh()

    # -------------------------------------------------------------- reactions
    def _name(self, seat: int | None) -> str:
        players = self.controller.players
        return players[seat].name if seat is not None and 0 <= seat < len(players) else ""

    def announce(self, text: str) -> None:
        """Tell the status line and screen readers."""
        if not text:
            return
        self.announced.emit(text)
        if hasattr(QAccessibleAnnouncementEvent, "__init__") and self.isVisible():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, text))

    def fit_columns(self) -> None:
        """Fit the scoreboard's columns to their contents (once per round); at a match's
        start the scoreboard gets the width its columns need, the log the rest."""
        fit_columns(self)
        if not self._fitted_lower and self.controller.players:
            self._fitted_lower = True
            fit_lower(self.scoreboard, self.bottom_splitter)

    def _on_match_started(self) -> None:
        self._fitted_lower = False
        self._banner_outcome = None
        self._banner_lots = None
        self._chicago = None
        self._previewing = None
        self._clear_turn()

    def _clear_turn(self) -> None:
        """No hint and no dice on the felt: a new match or a new turn starts."""
        self._hint = None
        self.hint_label.clear()
        for die in self.dice:
            die.set_face(None)
            die.set_held(False)

    def _on_event(self, event: Event) -> None:
        """React to one shown engine event, chosen by its type."""
        match event:
            case RoundStarted():
                self._chicago = None
                self.fit_columns()
            case TurnStarted(seat=seat):
                self._on_turn_started(seat)
            case DiceThrown(seat=seat, faces=faces, held=held):
                self._on_dice_thrown(seat, faces, held)
            case TurnEnded(seat=seat, throws=throws, score=score):
                self._on_turn_ended(seat, throws, score)
            case CallMade(seat=seat, call=call):
                self._previewing = None
                self.call_panel.close_panel()
                self.announce(
                    _("{name} calls: {call}.").format(name=self._name(seat), call=call_text(call))
                )
            case SixesTurned(seat=seat, faces=faces):
                for pos, die in enumerate(self.dice):
                    die.set_face(faces[pos])
                self.announce(
                    _("{name} turns sixes: {dice}").format(
                        name=self._name(seat), dice=dice_text(faces)
                    )
                )
            case ChicagoThrown(seat=seat):
                self._on_chicago(seat)
            case SearchLost(seat=seat, index=index):
                search = self.controller.search
                if search is not None and search[1]:  # R42: the playoff among the tied
                    self.announce(_("{name} lost the playoff.").format(name=self._name(seat)))
                else:
                    self.announce(
                        _("{name} lost search {number}.").format(
                            name=self._name(seat), number=index + 1
                        )
                    )
            case RoundScored(summary=summary):
                outcome = self.controller.last_outcome
                if outcome is not None and outcome.summary == summary:
                    self._on_round_scored(outcome)
            case MatchEnded():
                self._on_match_ended()
            case _:
                pass

    def _on_lots(self, seat: int) -> None:
        self._banner_lots = seat
        self.announce(
            _("Lots are drawn: {name} leads the first round.").format(name=self._name(seat))
        )

    def _on_turn_started(self, seat: int) -> None:
        player = self.controller.players[seat]
        if seat != self.controller.shown_leader or not player.is_cpu:
            # A human's turn is theirs alone: the last round's report ("… is out") does
            # not stand under "your turn" (issue 15); it stays in the round log.
            self._banner_outcome = None
            self._banner_lots = None
        self._clear_turn()
        away = self.controller.away_text(seat)  # a party: played at another computer
        if away:
            self.announce(away)
        elif player.is_cpu:
            self.announce(_("{name} is playing.").format(name=player.name))
        else:
            self.announce(_("{name}, it is your turn.").format(name=player.name))

    def _on_dice_thrown(self, seat: int, faces: tuple[int, int, int], held: frozenset[int]) -> None:
        self._hint = None
        self.hint_label.clear()
        for pos, die in enumerate(self.dice):
            die.set_face(faces[pos], roll=pos not in held)
        score = self.controller.shown_score()
        self.announce(
            _("{name} throws {dice}: {score}.").format(
                name=self._name(seat), dice=dice_text(tuple(faces)), score=score
            )
        )

    def _on_holds(self, held: Any) -> None:
        for pos, die in enumerate(self.dice):
            was = die.held
            die.set_held(pos in held)
            if die.held != was and self.controller.awaiting_human:
                number = pos + 1
                self.announce(
                    _("Die {number} held.").format(number=number)
                    if die.held
                    else _("Die {number} released.").format(number=number)
                )

    def focus_play(self) -> None:
        """Focus a named control when a match is shown: Throw, or the scoreboard while a
        CPU plays (Throw takes the focus when a human's turn comes)."""
        if self.throw_button.isEnabled() and self.throw_button.isVisible():
            self.throw_button.setFocus(Qt.FocusReason.OtherFocusReason)
            self._focus_throw_later = False
        else:
            self.scoreboard.setFocus(Qt.FocusReason.OtherFocusReason)
            self._focus_throw_later = True

    def _on_turn_ended(self, seat: int, throws: int, score: int) -> None:
        self.announce(
            ngettext(
                "{name} keeps {score} after {count} throw.",
                "{name} keeps {score} after {count} throws.",
                throws,
            ).format(name=self._name(seat), score=score, count=throws)
        )

    def _on_round_scored(self, outcome: RoundOutcome) -> None:
        self._banner_outcome = outcome
        self.announce(round_report(outcome, self.controller.players))

    def _on_match_ended(self) -> None:
        self.refresh()
        self.rematch_button.setFocus()

    def ask_hint(self) -> None:
        """Ask the AI what to do (H)."""
        if self._show_hints and self.controller.can_hint():
            self.controller.hint()  # answered through hint_ready

    def _on_hint(self, hint: Any) -> None:
        self._hint = hint
        self.hint_label.setText(self.hint_text(hint))
        self.hint_label.show()
        # The hint covers the call: its call is set on the levers, to make with Enter.
        action = getattr(getattr(hint, "best", None), "action", None)
        if action is None:
            options = getattr(hint, "options", ())
            action = getattr(options[0], "action", None) if options else None
        if isinstance(action, MakeCall) and self.controller.call_due():
            self.call_panel.set_call(action.call)
        self.announce(self.hint_label.text())

    def hint_text(self, hint: Any) -> str:
        """The best action and its chance of avoiding the loss (the call included)."""
        return table_texts.hint_text(self.controller, hint)

    # ---------------------------------------------------------------- refresh
    def refresh(self) -> None:
        """Enabled states and texts from the controller's shown state."""
        c = self.controller
        human = c.awaiting_human
        self.throw_action.setEnabled(c.can_throw())
        self.stop_action.setEnabled(c.can_stop())
        sixes = c.can_turn_sixes()
        self.turn_sixes_action.setEnabled(sixes)
        self.turn_sixes_action.setVisible(sixes)  # shown exactly when legal (R21, R22)
        self.turn_sixes_button.setVisible(sixes)
        self.turn_sixes_button.setEnabled(sixes)
        if sixes:
            three = self._three_free_sixes()
            self.turn_sixes_button.setText(
                _("Turn three sixes  ·  T") if three else _("Turn two sixes  ·  T")
            )
            self.turn_sixes_action.setText(
                _("T&urn three sixes") if three else _("T&urn two sixes")
            )
            self.turn_sixes_button.setMinimumWidth(
                max(120, self.turn_sixes_button.sizeHint().width())
            )
        self._refresh_call()
        self.hint_action.setEnabled(self._show_hints and c.can_hint())
        self.skip_action.setEnabled(c.can_skip())
        for pos, act in enumerate(self.hold_actions):
            act.setEnabled(c.can_toggle(pos))
        for button, act in (
            (self.throw_button, self.throw_action),
            (self.stop_button, self.stop_action),
            (self.hint_button, self.hint_action),
            (self.skip_button, self.skip_action),
        ):
            button.setEnabled(act.isEnabled())
        for pos, die in enumerate(self.dice):
            die.set_interactive(c.can_toggle(pos))
            die.set_held(pos in c.held or pos in c.final)
            die.set_final(pos in c.final, turned=pos in c.turned)
            die.setFocusPolicy(Qt.FocusPolicy.StrongFocus if human else Qt.FocusPolicy.NoFocus)
        self.end_panel.setVisible(c.is_over)
        self.play_buttons.setVisible(not c.is_over)
        if self._focus_throw_later and self.throw_button.isEnabled() and self.isVisible():
            self._focus_throw_later = False
            self.throw_button.setFocus(Qt.FocusReason.OtherFocusReason)
        self._update_texts()
        self.moments.refresh()

    def _update_texts(self) -> None:
        c = self.controller
        players = c.players
        if not players:
            for label in (
                self.round_label,
                self.cap_label,
                self.turn_label,
                self.kind_label,
                self.value_label,
                self.beat_label,
                self.prompt_label,
            ):
                label.clear()
            self.banner.hide()
            return
        leader = self._name(c.shown_leader)
        self.round_label.setText(
            _("Round {number} · {name} leads").format(number=c.shown_round + 1, name=leader)
        )
        seat = c.shown_seat
        if c.is_over:
            self.cap_label.clear()
            if c.winner is not None:
                self.turn_label.setText(
                    _("{name} wins the match!").format(name=self._name(c.winner))
                )
                self.kind_label.setText(_("The last player left in the game."))
            elif c.loser is not None:  # basic, the coaster presets (R42, R45)
                self.turn_label.setText(
                    _("{name} loses the match.").format(name=self._name(c.loser))
                )
                self.kind_label.setText(_("Everyone else has won."))
            else:
                self.turn_label.setText(_("The match is a draw."))
                self.kind_label.setText(_("Everyone left went out in the same round."))
        elif seat is None:
            self.cap_label.clear()
            self.turn_label.setText(_("Drawing lots…"))
            self.kind_label.clear()
        else:
            player = players[seat]
            done = c.round_result(seat)
            if done is not None and not c.awaiting_human and self._previewing != seat:
                # The turn is over; the table waits a moment before the next one.
                self.turn_label.setText(
                    _("{name} keeps {score}").format(name=player.name, score=done.score)
                )
            elif c.away_text(seat):
                self.turn_label.setText(c.away_text(seat))
            elif player.is_cpu:
                self.turn_label.setText(_("{name} is playing").format(name=player.name))
            else:
                self.turn_label.setText(_("{name}, your turn").format(name=player.name))
            self.kind_label.setText(kind_text(player))
            self.cap_label.setText(table_texts.cap_text(c))

        faces = c.shown_faces
        if seat is None and not c.is_over:
            self.value_label.clear()
        elif faces is None:
            self.value_label.setText(_("No dice thrown yet"))
        else:
            self.value_label.setText(
                _("{dice} = {score}").format(dice=dice_text(faces), score=c.shown_score())
            )
        self.beat_label.setText(table_texts.beat_text(c))
        self.prompt_label.setText(table_texts.prompt_text(c))
        call = c.shown_call
        self.call_label.setText(
            table_texts.call_bar_text(call, c.shown_cap)
            if call is not None and not c.is_over
            else ""
        )
        self.call_label.setVisible(bool(self.call_label.text()))
        self.state_label.setText(table_texts.match_state_text(c) if not c.is_over else "")
        self.state_label.setVisible(bool(self.state_label.text()))
        # The hint's line is kept while hints are offered (nothing moves when one comes).
        self.hint_label.setVisible(self._show_hints)
        self._update_banner()

    def _update_banner(self) -> None:
        c = self.controller
        text = ""
        if self._banner_outcome is not None:
            number = self._banner_outcome.summary.index + 1
            text = _("Round {number}: {report}").format(
                number=number, report=round_report(self._banner_outcome, c.players)
            )
        elif self._banner_lots is not None:
            text = _("Lots are drawn: {name} leads the first round.").format(
                name=self._name(self._banner_lots)
            )
        chicago = self._chicago_text()
        if chicago:
            text = f"{chicago}\n{text}" if text else chicago
        self.banner.setText(text)
        self.banner.setVisible(bool(text))
        self.banner.setAccessibleDescription(
            _("Round result") if self._banner_outcome else _("Drawing lots for the first leader")
        )

    # -------------------------------------------------------------- language
    def retranslate_ui(self) -> None:
        """Set every text of the table in the current language."""
        self.throw_action.setText(_("&Throw"))
        self.throw_action.setToolTip(_("Throw the dice that are not held (Space)"))
        self.stop_action.setText(_("&Stop"))
        self.stop_action.setToolTip(_("Keep the dice as they lie and end your turn (Enter)"))
        self.hint_action.setText(_("&Hint"))
        self.hint_action.setToolTip(_("Ask for the best action (H)"))
        self.skip_action.setText(_("Skip &ahead"))
        self.skip_action.setToolTip(_("Do not wait for the next step (N)"))
        for pos, act in enumerate(self.hold_actions):
            # Translators: a Game menu entry; keep "&" before {number}: the die's number is
            # its accelerator (Alt+1, 2, 3), as its key is 1, 2, 3.
            act.setText(_("Hold or release die &{number}").format(number=pos + 1))
        self._retranslate_call_parts()
        self.moments.retranslate_ui()
        self.throw_button.setText(_("Throw  ·  Space"))
        self.stop_button.setText(_("Stop  ·  Enter"))
        self.hint_button.setText(_("Hint  ·  H"))
        self.skip_button.setText(_("Skip ahead  ·  N"))
        for button, name, desc in (
            (
                self.throw_button,
                _("Throw"),
                _("Throw the dice that are not held. Shortcut: Space."),
            ),
            (
                self.stop_button,
                _("Stop"),
                _("End your turn with the dice as they lie. Shortcut: Enter."),
            ),
            (
                self.hint_button,
                _("Hint"),
                _("Show the best action and its chance of avoiding the loss. Shortcut: H."),
            ),
            (
                self.skip_button,
                _("Skip ahead"),
                _("Go on to the next step without waiting. Shortcut: N."),
            ),
        ):
            button.setAccessibleName(name)
            button.setAccessibleDescription(desc)
            button.setToolTip(desc)
        for button in (
            self.throw_button,
            self.stop_button,
            self.hint_button,
            self.skip_button,
            self.turn_sixes_button,
        ):
            # At least 120 px, and never narrower than its text in this language (a small
            # window squeezed "Würfeln · Leertaste" to 120 px).
            button.setMinimumWidth(max(120, button.sizeHint().width()))
        self.new_game_button.setText(_("&New game"))
        self.new_game_button.setAccessibleDescription(
            _("Choose players and settings for a new match.")
        )
        self.rematch_button.setText(_("&Play again"))
        self.rematch_button.setAccessibleDescription(
            _("Play again with the same players and settings.")
        )
        self.scoreboard_title.setText(_("Scoreboard"))
        self.scoreboard.setAccessibleName(_("Scoreboard"))
        self.scoreboard.horizontalHeader().setAccessibleName(_("Scoreboard columns"))
        self.scoreboard.setAccessibleDescription(
            _(
                "One row per player: losses, tally marks or coasters, this round's result,"
                " status and leader."
            )
        )
        self.log_title.setText(_("Round log"))
        self.log_view.setAccessibleName(_("Round log"))
        self.log_view.setAccessibleDescription(_("What happened in this match, newest last."))
        self.felt.setAccessibleName(_("Table"))
        # A label's accessible name is its text (and changes with it) when no fixed name
        # is set: what each line is goes in its description (issue 15).
        for label, what in (
            (self.turn_label, _("Whose turn")),
            (self.value_label, _("Value of the dice")),
            (self.beat_label, _("Result to beat")),
            (self.prompt_label, _("What to do next")),
            (self.cap_label, _("Throws and cap")),
            (self.hint_label, _("Hint")),
        ):
            label.setAccessibleName("")
            label.setAccessibleDescription(what)
        for die in self.dice:
            die.retranslate_ui()
        self.scoreboard_model.retranslate()
        self.log_model.retranslate()
        if self.controller.players:
            self.fit_columns()  # the headers and texts have new widths
        if self._hint is not None:
            self.hint_label.setText(self.hint_text(self._hint))
        self._update_texts()
        self.moments.refresh()
