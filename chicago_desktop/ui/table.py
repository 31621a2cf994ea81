"""The table: the play surface (whose turn, the dice, what to beat, what to do next) over
the scoreboard and the round log.

Everything here reacts to the controller's signals and asks the controller what is allowed;
no rule is decided in this module. The table's parts are built and written by modules of
their own: the shortcuts and buttons (:mod:`.table_actions`), the felt's lines
(:mod:`.table_felt_update`), the scoreboard and round log (:mod:`.table_lower`), the call
and turning sixes (:mod:`.table_call`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QColor,
    QFont,
    QPalette,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
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
from ..texts import call_text, dice_text
from . import table_texts
from .call_panel import CallPanel
from .dice import DieWidget
from .felt import DIE_BASE, DIE_MIN, Felt, felt_label, fit_felt, fit_lower
from .moments import TableMoments
from .round_log import round_report
from .table_actions import (
    build_actions,
    build_end_panel,
    build_play_buttons,
    refresh_actions,
    retranslate_actions,
    retranslate_buttons,
)
from .table_call import CallAndSixes
from .table_felt_update import retranslate_felt, update_felt
from .table_lower import build_lower, fit_columns, retranslate_lower
from .theme import ACCENT_ON_FELT, ON_FELT

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QListView, QPushButton, QTableView

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
    # Built by table_actions: the shortcuts, the buttons under the dice, the match's end.
    throw_action: QAction
    stop_action: QAction
    hint_action: QAction
    skip_action: QAction
    hold_actions: list[QAction]
    throw_button: QPushButton
    stop_button: QPushButton
    hint_button: QPushButton
    skip_button: QPushButton
    play_buttons: QWidget
    new_game_button: QPushButton
    rematch_button: QPushButton
    end_panel: QWidget

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
        build_actions(self)
        self._build()
        self.moments = TableMoments(self)  # the end of a round, the handover, the end
        self._connect()
        self.retranslate_ui()
        self.refresh()

    # ------------------------------------------------------------------ build
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

        self.play_buttons = build_play_buttons(self)
        felt_box.addWidget(self.play_buttons)

        # The end of the match: winner or draw, New game and Rematch.
        self.end_panel = build_end_panel(self)
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
        if show:
            self.controller.prepare_hints()
        else:
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
        if self._show_hints:
            self.controller.prepare_hints()
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
            if self.controller.hint_pending:  # the round values first (a cold preset)
                # Translators: shown where the hint appears while the AI prepares it.
                self.hint_label.setText(_("Working out the hint…"))
                self.hint_label.show()

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
        refresh_actions(self)
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
        update_felt(self)
        self.moments.refresh()

    # -------------------------------------------------------------- language
    def retranslate_ui(self) -> None:
        """Set every text of the table in the current language."""
        retranslate_actions(self)
        self._retranslate_call_parts()
        self.moments.retranslate_ui()
        retranslate_buttons(self)
        retranslate_lower(self)
        retranslate_felt(self)
        for die in self.dice:
            die.retranslate_ui()
        self.scoreboard_model.retranslate()
        self.log_model.retranslate()
        if self.controller.players:
            self.fit_columns()  # the headers and texts have new widths
        if self._hint is not None:
            self.hint_label.setText(self.hint_text(self._hint))
        update_felt(self)
        self.moments.refresh()
