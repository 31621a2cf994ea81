"""The shared table of a Dice Round party: the same match on every computer (R72).

It draws the session this computer holds — the host's own, or a joined computer's copy —
with the game's dice widgets, and lets this computer's people act for their own seats
only: a click sends an intention through the driver (:mod:`.drivers`), never into the
match directly. Who is missing is shown (R75); at the host, a missing seat can be handed
to a CPU or the match ended. *Continue* is open to everyone (R74).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import Call, MakeCall, Stop, Throw, TurnSixes
from ...i18n import _
from ...session import legal_actions, standing_kinds, standing_limit
from ...texts import (
    call_text,
    dice_text,
    level_name,
    preset_name,
    standing_cell,
    standing_header,
    status_text,
    throws_text,
)
from ..dice import DieWidget
from .drivers import Driver

_CALLS = tuple(
    Call(ones, sixes, high) for high in (True, False) for ones in (100, 1) for sixes in (60, 6)
)


class PartyTable(QWidget):
    """The table of a party; :meth:`refresh` after every change the driver reports."""

    hand_to_cpu_requested = Signal(int, str)  # seat, level (host only)
    end_requested = Signal()  # host only
    leave_requested = Signal()

    def __init__(self, driver: Driver, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("party-table")
        self.driver = driver
        self._hold: set[int] = set()
        outer = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("party-title")
        outer.addWidget(self.title)

        self.missing_box = QGroupBox()
        missing = QVBoxLayout(self.missing_box)
        self.missing_label = QLabel()
        self.missing_label.setWordWrap(True)
        missing.addWidget(self.missing_label)
        hand_row = QHBoxLayout()
        self.hand_seat = QComboBox()
        self.hand_level = QComboBox()
        for level in ("easy", "medium", "hard", "expert"):
            self.hand_level.addItem(level_name(level), level)
        self.hand_level.setCurrentIndex(1)
        self.hand_button = QPushButton()
        self.hand_button.clicked.connect(self._hand)
        self.end_button = QPushButton()
        self.end_button.clicked.connect(self.end_requested.emit)
        for w in (self.hand_seat, self.hand_level, self.hand_button, self.end_button):
            hand_row.addWidget(w)
        missing.addLayout(hand_row)
        outer.addWidget(self.missing_box)

        dice_row = QHBoxLayout()
        dice_row.addStretch(1)
        self.dice: list[DieWidget] = []
        for pos in range(3):
            die = DieWidget(pos)
            die.setFixedSize(76, 96)
            die.activated.connect(self._toggle)
            self.dice.append(die)
            dice_row.addWidget(die)
        dice_row.addStretch(1)
        outer.addLayout(dice_row)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("party-turn")
        outer.addWidget(self.turn_label)
        self.round_label = QLabel()
        self.round_label.setObjectName("party-round")
        self.round_label.setWordWrap(True)
        outer.addWidget(self.round_label)

        buttons = QHBoxLayout()
        self.throw_button = QPushButton()
        self.stop_button = QPushButton()
        self.sixes_button = QPushButton()
        self.call_choice = QComboBox()
        self.call_button = QPushButton()
        self.continue_button = QPushButton()
        self.throw_button.clicked.connect(self._throw)
        self.stop_button.clicked.connect(lambda: self._send(Stop()))
        self.sixes_button.clicked.connect(lambda: self._send(TurnSixes()))
        self.call_button.clicked.connect(self._call)
        self.continue_button.clicked.connect(self._continue)
        for w in (
            self.throw_button,
            self.stop_button,
            self.sixes_button,
            self.call_choice,
            self.call_button,
            self.continue_button,
        ):
            buttons.addWidget(w)
        outer.addLayout(buttons)
        self.refusal_label = QLabel()
        self.refusal_label.setObjectName("party-refusal")
        self.refusal_label.setWordWrap(True)
        outer.addWidget(self.refusal_label)
        self.standings = QListWidget()
        outer.addWidget(self.standings, 1)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.leave_requested.emit)
        outer.addWidget(self.leave_button)
        self.retranslate_ui()

    # ------------------------------------------------------------------ drawing
    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.throw_button.setText(_("&Throw"))
        self.stop_button.setText(_("&Stop"))
        self.sixes_button.setText(_("Turn the si&xes"))
        self.call_button.setText(_("Make the &call"))
        self.continue_button.setText(_("C&ontinue"))
        self.hand_button.setText(_("Hand to the CPU"))
        self.end_button.setText(_("End the match"))
        self.leave_button.setText(_("Leave the party"))
        self.missing_box.setTitle(_("Missing players"))
        self.standings.setAccessibleName(_("Standings"))
        self.call_choice.setAccessibleName(_("The call"))
        self.hand_seat.setAccessibleName(_("Seat to hand to the CPU"))
        self.hand_level.setAccessibleName(_("CPU level"))
        self.setAccessibleName(_("Party table"))
        self.call_choice.clear()
        for call in _CALLS:
            self.call_choice.addItem(call_text(call))
        self.call_choice.addItem(call_text(Call.sand_call()))
        self.refresh()

    def refresh(self) -> None:
        """Draw the match as this computer's session holds it."""
        session = self.driver.session
        if session is None:
            self.title.setText(_("Waiting for the host…"))
            return
        snap = session.snapshot()
        names = [s.name for s in session.seats]
        self.title.setText(_("Dice Round: {game}").format(game=preset_name(session.rules.preset)))
        present = self.driver.present or [True] * len(names)
        gone = [names[s] for s, here in enumerate(present) if not here]
        self.missing_box.setVisible(bool(gone))
        self.missing_label.setText(
            _("Waiting for {names} to come back.").format(names=", ".join(gone))
        )
        host_controls = self.driver.is_host and bool(gone)
        for w in (self.hand_seat, self.hand_level, self.hand_button, self.end_button):
            w.setVisible(host_controls)
        self.hand_seat.clear()
        for missing, here in enumerate(present):
            if not here:
                self.hand_seat.addItem(names[missing], missing)

        faces = snap.faces
        for pos, die in enumerate(self.dice):
            die.set_face(None if faces is None else faces[pos])
            die.set_held(pos in self._hold or pos in snap.final)
        seat = snap.current_seat
        mine = seat is not None and seat in self.driver.mine and seat not in self.driver.handed
        legal = legal_actions(session.match, seat) if mine and seat is not None else None
        waiting = self.driver.waiting is not None
        if snap.over:
            text = _("The match is over.")
        elif waiting:
            text = _("The round is scored. Anyone may press Continue.")
        elif seat is None:
            text = ""
        elif mine:
            text = _("{name}, it is your turn.").format(name=names[seat])
        else:
            text = _("{name} is to act.").format(name=names[seat])
        self.turn_label.setText(text)
        lines = []
        results = snap.results
        rounds = session.match.rounds
        if not results and rounds and (waiting or snap.over):
            # The scored round stays on every screen until Continue (R74).
            results = rounds[-1].results
            lines.append(_("The round is scored:"))
        elif snap.call is not None:
            lines.append(_("The call: {call}").format(call=call_text(snap.call)))
        for result in results:
            lines.append(
                # Translators: one result of the round so far, e.g. "Anna: 6·5·1 in 2 throws".
                _("{name}: {dice} in {throws}").format(
                    name=names[result.seat],
                    dice=dice_text(result.dice),
                    throws=throws_text(result.throws),
                )
            )
        if faces is not None and seat is not None:
            lines.append(
                _("{name} shows {dice} after {throws}.").format(
                    name=names[seat], dice=dice_text(faces), throws=throws_text(snap.throws)
                )
            )
        self.round_label.setText("\n".join(lines))
        can = legal is not None and not waiting
        for pos, die in enumerate(self.dice):
            die.set_interactive(
                bool(can and legal and (pos in legal.holdable or pos in legal.releasable))
            )
        self.throw_button.setEnabled(bool(can and legal and legal.may_throw))
        self.stop_button.setEnabled(bool(can and legal and legal.may_stop))
        self.sixes_button.setVisible(session.rules.turn_sixes.value != "off")
        self.sixes_button.setEnabled(bool(can and legal and legal.may_turn_sixes))
        has_call = session.rules.has_call
        self.call_choice.setVisible(has_call)
        self.call_button.setVisible(has_call)
        self.call_button.setEnabled(bool(can and legal and legal.call_due))
        self.continue_button.setEnabled(waiting)
        self.refusal_label.setText(self.driver.last_refusal)

        self.standings.clear()
        kinds = standing_kinds(session.rules)
        for st in snap.standings:
            cells = [
                # Translators: a counter in a party's standings, e.g. "Losses: 1 of 3".
                _("{counter}: {count}").format(
                    counter=standing_header(kind),
                    count=standing_cell(
                        kind, getattr(st, kind.value), standing_limit(session.rules, kind)
                    ),
                )
                for kind in kinds
            ]
            line = "  ·  ".join([names[st.seat], *cells, status_text(st.status)])
            if not present[st.seat]:
                # Translators: after a player's line in the standings when their computer left.
                line += "  " + _("(missing)")
            elif st.seat in self.driver.handed:
                line += "  " + _("(played by the CPU)")
            self.standings.addItem(line)

    # ------------------------------------------------------------------ acting
    def _toggle(self, pos: int) -> None:
        self._hold ^= {pos}
        self.refresh()

    def _send(self, action: Throw | Stop | TurnSixes | MakeCall) -> None:
        session = self.driver.session
        seat = None if session is None else session.current_seat
        if seat is None or seat not in self.driver.mine:
            return
        self.driver.send(seat, action)
        self._hold.clear()
        self.refresh()

    def _throw(self) -> None:
        self._send(Throw(frozenset(self._hold)))

    def _call(self) -> None:
        index = self.call_choice.currentIndex()
        call = _CALLS[index] if 0 <= index < len(_CALLS) else Call.sand_call()
        self._send(MakeCall(call))

    def _continue(self) -> None:
        self.driver.continue_match()
        self.refresh()

    def _hand(self) -> None:
        seat = self.hand_seat.currentData()
        if isinstance(seat, int):
            self.hand_to_cpu_requested.emit(seat, str(self.hand_level.currentData()))
