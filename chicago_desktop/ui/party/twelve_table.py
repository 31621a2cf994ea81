"""The shared table of a Chicago 2–12 party (R60, R61, R70–R75): the score sheet and a Throw.

There is nothing to decide in Chicago 2–12, so the table is small: the party's bar
(:class:`~.bar.PartyBar`: Continue, who is missing, the host's choices), whose throw it
is, the dice of the last throw, the round's target with the chance of hitting it, a
*Throw* button (Space) for this computer's own seats only (R72), and the score sheet — a
``QTableView`` over :class:`~..score_sheet_2_12.ScoreSheetModel`, which reads the game
this computer holds (the host's own, or the copy that follows the host, R73).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...i18n import _, format_percent
from ...texts import names_text
from ...two_to_twelve import GameEnded, RolloffThrown, RoundEnded, Thrown, hit_chance
from ...two_to_twelve import Throw as TwelveThrow
from ...two_to_twelve.session import TwelveSession
from ..dice import DieWidget
from ..score_sheet_2_12 import ScoreSheetModel
from ..twelve_texts import event_sentence
from .bar import PartyBar
from .drivers import Driver


class TwelvePartyTable(QWidget):
    """The table of a Chicago 2–12 party; :meth:`sync` after every change the party reports."""

    hand_to_cpu_requested = Signal(int, str)  # seat, level (host only)
    end_requested = Signal()  # host only
    leave_requested = Signal()
    announced = Signal(str)  # a sentence for the status line and screen readers

    def __init__(self, driver: Driver, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("party-table-2-12")
        self.driver = driver
        self._session: TwelveSession | None = None
        self._seen = 0
        self._sent_at: int | None = None
        self._last = ""  # the last throw (or round) as a sentence
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 6, 0, 6)
        self.bar = PartyBar(driver)
        self.bar.continue_requested.connect(self._continue)
        self.bar.hand_to_cpu_requested.connect(self.hand_to_cpu_requested.emit)
        self.bar.end_requested.connect(self.end_requested.emit)
        self.bar.leave_requested.connect(self.leave_requested.emit)
        outer.addWidget(self.bar)
        self.continue_button = self.bar.continue_button
        self.leave_button = self.bar.leave_button
        self.missing_box = self.bar.missing_box
        self.hand_button = self.bar.hand_button

        self.turn_label = QLabel()
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.turn_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.turn_label.setFont(font)
        outer.addWidget(self.turn_label)
        self.target_label = QLabel()
        self.target_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.target_label)
        dice_row = QHBoxLayout()
        dice_row.addStretch(1)
        self.dice = [DieWidget(pos) for pos in range(3)]
        for die in self.dice:
            die.setFixedSize(76, 96)
            die.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            dice_row.addWidget(die)
        dice_row.addStretch(1)
        outer.addLayout(dice_row)
        self.last_label = QLabel()
        self.last_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.last_label.setWordWrap(True)
        outer.addWidget(self.last_label)
        row = QHBoxLayout()
        row.addStretch(1)
        self.throw_button = QPushButton()
        self.throw_button.setMinimumSize(160, 36)
        self.throw_button.clicked.connect(self.throw)
        row.addWidget(self.throw_button)
        row.addStretch(1)
        outer.addLayout(row)
        self.throw_action = QAction(self)
        self.throw_action.setShortcut(QKeySequence(Qt.Key.Key_Space))
        self.throw_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.throw_action.triggered.connect(self.throw)
        self.addAction(self.throw_action)

        self.sheet_model = ScoreSheetModel(self)
        self.sheet = QTableView()
        self.sheet.setModel(self.sheet_model)
        self.sheet.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.sheet.setSelectionMode(QTableView.SelectionMode.NoSelection)
        outer.addWidget(self.sheet, 1)
        self.retranslate_ui()
        self.sync()

    # ------------------------------------------------------------------ the party's side
    def sync(self) -> None:
        """Follow the game the driver holds: a new one at once, then each throw's events."""
        session = self.driver.session
        if not isinstance(session, TwelveSession):
            self._session = None
            self.sheet_model.set_game(None)
        elif session is not self._session:
            self._session = session
            self.sheet_model.set_game(session.match, session.players)
            self._seen = len(session.events)
            self._sent_at = None
        else:
            events = session.events[self._seen :]
            self._seen += len(events)
            self.sheet_model.apply_events(events)
            for event in events:
                self._show_event(event)
        if self._session is not None and self._sent_at is not None:
            moved = len(self._session.match.actions) != self._sent_at
            if moved or self.driver.last_refusal:
                self._sent_at = None
        self.refresh()

    def _show_event(self, event: object) -> None:
        session = self._session
        assert session is not None
        names = [s.name for s in session.seats]
        text = ""
        if isinstance(event, Thrown):
            self._show_dice(event.dice)
        elif isinstance(event, RolloffThrown):
            self._show_dice(event.throw.dice)
        if isinstance(event, Thrown | RolloffThrown):
            # Worded as the solo screen words it (ui/twelve_texts.py): one sentence, one
            # translation.
            text = event_sentence(event, session.match, session.players) or ""
        if isinstance(event, RoundEnded):
            hits = [names[r.seat] for r in event.summary.results if r.hit]
            text = (
                _("Round {number} (target {target}): {names} hit.").format(
                    number=event.summary.index + 1,
                    target=event.summary.target,
                    names=names_text(hits),
                )
                if hits
                else _("Round {number} (target {target}): nobody hit.").format(
                    number=event.summary.index + 1, target=event.summary.target
                )
            )
            self._last = f"{self._last}\n{text}" if self._last else text
            self.announced.emit(text)
            return
        elif isinstance(event, GameEnded):
            text = self._end_text(event.winner, event.winning_team)
        if text:
            self._last = text
            self.announced.emit(text)

    def _show_dice(self, faces: tuple[int, ...]) -> None:
        for pos, die in enumerate(self.dice):
            die.set_face(faces[pos] if pos < len(faces) else None)

    def _end_text(self, winner: int | None, team: int | None) -> str:
        session = self._session
        assert session is not None
        if team is not None:
            return _("Team {number} wins the game!").format(number=team + 1)
        if winner is not None:
            return _("{name} wins the game!").format(name=session.seats[winner].name)
        return ""

    # ------------------------------------------------------------------ drawing
    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.throw_button.setText(_("Throw  ·  Space"))
        self.throw_button.setAccessibleName(_("Throw"))
        self.throw_action.setText(_("&Throw"))
        self.sheet.setAccessibleName(_("Score sheet"))
        self.turn_label.setAccessibleName(_("Whose turn"))
        self.target_label.setAccessibleName(_("Target of the round"))
        self.last_label.setAccessibleName(_("Last throw"))
        self.setAccessibleName(_("Party table"))
        self.sheet_model.retranslate()
        for die in self.dice:
            die.retranslate_ui()
        self.bar.retranslate_ui()
        self.refresh()

    def my_turn(self) -> int | None:
        """This computer's seat that throws now, if any (R72, R75)."""
        session = self._session
        if session is None or session.is_over or self.driver.waiting is not None:
            return None
        if self.driver.ended:  # the host ended the party, or went away (R75)
            return None
        seat = session.current_seat
        if seat is None or seat not in self.driver.mine or seat in self.driver.handed:
            return None
        return None if self._sent_at is not None else seat

    def refresh(self) -> None:
        """Whose throw it is, the target and its chance, Throw for this computer's seats."""
        self.bar.refresh()
        session = self._session
        mine = self.my_turn()
        self.throw_button.setEnabled(mine is not None)
        self.throw_action.setEnabled(mine is not None)
        self.last_label.setText(self._last)
        if session is None:
            self.turn_label.setText(_("Waiting for the host…"))
            self.target_label.clear()
            return
        game = session.match
        for pos, die in enumerate(self.dice):
            die.setVisible(pos < game.rules.dice)
        names = [s.name for s in session.seats]
        seat = session.current_seat
        if session.is_over:
            self.turn_label.setText(self._end_text(game.winner, game.winning_team))
        elif self.driver.waiting is not None:
            self.turn_label.setText(_("The round is over."))
        elif seat is not None:
            self.turn_label.setText(self._turn_text(seat, names[seat], mine is not None))
        target = game.target
        if target is not None and not session.is_over:
            chance = format_percent(float(hit_chance(target, game.rules.dice)))
            self.target_label.setText(
                # Translators: e.g. "Round 6 of 11: target 7 · the chance of a hit is 17%".
                _(
                    "Round {number} of {count}: target {target} · the chance of a hit is {chance}"
                ).format(
                    number=game.round_index + 1,
                    count=game.rules.round_count,
                    target=target,
                    chance=chance,
                )
            )
        elif game.rolloff_field and not session.is_over:
            self.target_label.setText(_("Roll-off: the highest total wins."))
        else:
            self.target_label.clear()

    def _turn_text(self, seat: int, name: str, mine: bool) -> str:
        if mine:
            return _("{name}, your throw").format(name=name)
        if seat in self.driver.handed:
            return _("{name}'s seat is played by the CPU").format(name=name)
        present = self.driver.present
        if seat < len(present) and not present[seat]:
            return _("Waiting for {name} to come back").format(name=name)
        assert self._session is not None
        if self._session.seats[seat].is_cpu:
            return _("{name} throws").format(name=name)
        return _("Waiting for {name}").format(name=name)

    # ------------------------------------------------------------------ acting
    def throw(self) -> bool:
        """Throw for this computer's seat (an intention: the host throws the dice, R73)."""
        seat = self.my_turn()
        if seat is None or self._session is None:
            return False
        self._sent_at = len(self._session.match.actions)
        self.driver.send(seat, TwelveThrow())
        self.sync()
        return True

    def _continue(self) -> None:
        if self.driver.waiting is not None:
            self.driver.continue_match()
        self.sync()
