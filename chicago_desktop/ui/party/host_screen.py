"""*Host a party*: the game and its settings, the seats, the party code and the address.

The host chooses the game (R71) — a three-dice preset (R40) or Chicago 2–12 with its
variations (R60, R61) — which seats are for people at this computer, for other
computers or for CPU players (R70), and the address to listen on; *Open the party* starts
listening (only now, R70) and shows the party code and this computer's address. Once
every seat is taken, *Start* begins the match and :attr:`HostScreen.started` hands the
party to the shared table.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import InvalidRules, preset
from ...engine.rules import LOSSES_TO_OUT_CHOICES, PRESET_NAMES, SEARCHES_CHOICES
from ...i18n import N_, _
from ...net import HostCore, SeatPlan, new_code
from ...net.autosave import keep_record, party_path, resumable
from ...net.discovery import Announcer
from ...net.games import PartyRules
from ...records import RecordError
from ...seats import LEVELS, MAX_PLAYERS
from ...texts import level_name, preset_name
from ...two_to_twelve import Order
from ...two_to_twelve import Rules as TwelveRules
from .settings_view import SettingsView
from .transport import QtHost

#: The game combo's entry for Chicago 2–12 (R60), beside the presets.
TWELVE = "2-12"

#: The kinds of seat the host can plan, as the seat rows offer them.
SEAT_KINDS = (
    ("", N_("No seat")),
    ("local", N_("A person at this computer")),
    ("remote", N_("A person at another computer")),
    ("cpu", N_("CPU player")),
)


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses, loopback last (no traffic is sent to find them)."""
    found = [
        a.toString()
        for a in QNetworkInterface.allAddresses()
        if a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not a.isLoopback()
    ]
    return [*sorted(set(found)), "127.0.0.1"]


class HostScreen(QWidget):
    """The form to host a party, and its lobby once it is open."""

    started = Signal(object)  # the QtHost, once the match has begun
    back_requested = Signal()

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        addresses: list[str] | None = None,
        save_path: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("host-party")
        self.server: QtHost | None = None
        self.save_path = save_path if save_path is not None else party_path()
        self._announcer: Announcer | None = None
        outer = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("party-heading")
        outer.addWidget(self.heading)

        self.game_box = QGroupBox()
        form = QFormLayout(self.game_box)
        self.game = QComboBox()
        for name in PRESET_NAMES:
            self.game.addItem(preset_name(name), name)
        self.game.addItem("", TWELVE)  # Chicago 2–12, named in retranslate_ui
        self.max_throws = QComboBox()
        for n in (1, 2, 3):
            self.max_throws.addItem(str(n), n)
        self.max_throws.setCurrentIndex(2)
        self.losses = QComboBox()
        for n in LOSSES_TO_OUT_CHOICES:
            self.losses.addItem(str(n), n)
        self.losses.setCurrentIndex(1)
        self.searches = QComboBox()
        for n in SEARCHES_CHOICES:
            self.searches.addItem(str(n), n)
        self.searches.setCurrentIndex(1)
        self._labels = [QLabel() for _i in range(4)]
        for label, field in zip(
            self._labels, (self.game, self.max_throws, self.losses, self.searches), strict=True
        ):
            label.setBuddy(field)
            form.addRow(label, field)
        # Chicago 2–12's variations (R61), combined as R61 allows.
        self.three_dice = QCheckBox()
        self.reverse = QCheckBox()
        self.teams = QCheckBox()
        self.elimination = QCheckBox()
        self.variations = (self.three_dice, self.reverse, self.teams, self.elimination)
        for box in self.variations:
            form.addRow(box)
        self._form = form
        self.game.currentIndexChanged.connect(self._game_changed)
        outer.addWidget(self.game_box)

        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.seat_kinds: list[QComboBox] = []
        self.seat_levels: list[QComboBox] = []
        self.seat_names: list[QLineEdit] = []
        defaults = ("local", "remote", "cpu", "", "", "")
        for row in range(MAX_PLAYERS):
            kind = QComboBox()
            for key, _label in SEAT_KINDS:
                kind.addItem("", key)
            kind.setCurrentIndex([k for k, _l in SEAT_KINDS].index(defaults[row]))
            level = QComboBox()
            for lv in LEVELS:
                level.addItem(level_name(lv), lv)
            level.setCurrentIndex(1)
            name_edit = QLineEdit()
            name_edit.setMaxLength(64)
            kind.currentIndexChanged.connect(self._seats_changed)
            grid.addWidget(kind, row, 0)
            grid.addWidget(level, row, 1)
            grid.addWidget(name_edit, row, 2)
            self.seat_kinds.append(kind)
            self.seat_levels.append(level)
            self.seat_names.append(name_edit)
        outer.addWidget(self.seats_box)

        net = QHBoxLayout()
        self.address = QComboBox()
        for a in addresses if addresses is not None else local_addresses():
            self.address.addItem(a, a)
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setValue(0)
        self.announce = QCheckBox()
        net.addWidget(self.address)
        net.addWidget(self.port)
        net.addWidget(self.announce)
        outer.addLayout(net)

        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_party)
        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.start_match)
        self.start_button.setEnabled(False)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self._back)
        self.resume_button = QPushButton()
        self.resume_button.clicked.connect(self.resume_party)
        self.resume_button.setVisible(resumable(self.save_path) is not None)
        actions = QHBoxLayout()
        for b in (self.back_button, self.resume_button, self.open_button, self.start_button):
            actions.addWidget(b)
        outer.addLayout(actions)
        self.code_label = QLabel()
        self.code_label.setObjectName("party-code")
        self.code_label.setWordWrap(True)
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        outer.addWidget(self.code_label)
        outer.addWidget(self.error_label)
        self.lobby = SettingsView()
        self.lobby.hide()
        outer.addWidget(self.lobby)
        outer.addStretch(1)
        self.retranslate_ui()
        self._game_changed()

    # ------------------------------------------------------------------ texts
    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.heading.setText(_("Host a party"))
        self.game_box.setTitle(_("Game"))
        self.game.setItemText(self.game.findData(TWELVE), _("Chicago 2–12"))
        self.three_dice.setText(_("Three dice (targets 3 to 18)"))
        self.reverse.setText(_("Reverse (targets from high to low)"))
        self.teams.setText(_("Teams (two teams, pooled totals)"))
        self.elimination.setText(_("Elimination (out after four scoreless rounds in a row)"))
        for label, text in zip(
            self._labels,
            (_("&Game"), _("&Throws of the leader"), _("&Losses to be out"), _("S&earches")),
            strict=True,
        ):
            label.setText(text)
        self.seats_box.setTitle(_("Seats"))
        for row, (kind, level, name) in enumerate(
            zip(self.seat_kinds, self.seat_levels, self.seat_names, strict=True)
        ):
            for i, (_key, text) in enumerate(SEAT_KINDS):
                kind.setItemText(i, _(text))
            kind.setAccessibleName(_("Seat {number}: who plays").format(number=row + 1))
            level.setAccessibleName(_("Seat {number}: CPU level").format(number=row + 1))
            name.setAccessibleName(_("Seat {number}: name").format(number=row + 1))
            name.setPlaceholderText(_("Name"))
        self.address.setAccessibleName(_("Address to listen on"))
        self.port.setAccessibleName(_("Port (0: any free port)"))
        self.announce.setText(_("Let other computers find this party"))
        self.open_button.setText(_("&Open the party"))
        self.start_button.setText(_("&Start the match"))
        self.back_button.setText(_("&Back"))
        self.resume_button.setText(_("&Resume the last party"))
        self.resume_button.setAccessibleDescription(
            _("Open the unfinished party again; the other computers rejoin with the new code.")
        )
        self.setAccessibleName(_("Host a party"))
        self.lobby.retranslate_ui()
        self._show_code()

    # ------------------------------------------------------------------ form
    def _game_changed(self) -> None:
        name = self.game.currentData()
        self._form.setRowVisible(self.max_throws, name == "classic")
        self._form.setRowVisible(self.losses, name == "classic")
        self._form.setRowVisible(self.searches, name == "basic")
        for box in self.variations:
            self._form.setRowVisible(box, name == TWELVE)

    def _seats_changed(self) -> None:
        for kind, level in zip(self.seat_kinds, self.seat_levels, strict=True):
            level.setEnabled(kind.currentData() == "cpu")

    def plan(self) -> list[SeatPlan]:
        """The seats as planned on the form (rows with no seat left out)."""
        plans: list[SeatPlan] = []
        for kind, level, name in zip(
            self.seat_kinds, self.seat_levels, self.seat_names, strict=True
        ):
            key = kind.currentData()
            if key == "cpu":
                plans.append(SeatPlan("cpu", str(level.currentData()), name.text().strip()))
            elif key in ("local", "remote"):
                plans.append(SeatPlan(key, name=name.text().strip()))
        return plans

    def rules(self) -> PartyRules:
        """The game as chosen on the form; InvalidRules for a combination R61 forbids."""
        name = str(self.game.currentData())
        if name == TWELVE:
            return TwelveRules(
                3 if self.three_dice.isChecked() else 2,
                Order.DOWN if self.reverse.isChecked() else Order.UP,
                teams=self.teams.isChecked(),
                elimination=self.elimination.isChecked(),
            )
        return preset(
            name,
            max_throws=self.max_throws.currentData() if name == "classic" else None,
            losses_to_out=self.losses.currentData() if name == "classic" else None,
            searches=self.searches.currentData() if name == "basic" else None,
        )

    # ------------------------------------------------------------------ party
    def open_party(self) -> bool:
        """Build the party and listen; False (with the reason shown) if that fails."""
        self.error_label.clear()
        try:
            core = HostCore(self.rules(), self.plan(), new_code(), auto_start=False)
        except (InvalidRules, ValueError) as exc:
            self.error_label.setText(_("The party cannot be opened: {reason}").format(reason=exc))
            return False
        if not self._listen(core):
            return False
        assert self.server is not None
        self.server.changed.connect(self._lobby_changed)
        for w in (self.game_box, self.seats_box, self.address, self.port, self.open_button):
            w.setEnabled(False)
        self.lobby.show()
        self._lobby_changed()
        return True

    def _listen(self, core: HostCore) -> bool:
        try:
            server = QtHost(core, self)
            server.listen(str(self.address.currentData()), self.port.value())
        except OSError as exc:
            self.error_label.setText(_("The party cannot be opened: {reason}").format(reason=exc))
            return False
        self.server = server
        keep_record(core, self.save_path)  # R73: the host keeps the match as a record
        if self.announce.isChecked():  # pragma: no cover - multicast; never in tests
            self._announcer = Announcer(
                f"Chicago {core.code}",
                str(self.address.currentData()),
                server.port,
                core.party_json(),
            )
            self._announcer.start()
        return True

    def resume_party(self) -> bool:
        """Open the last unfinished party again (R75): its seats wait for their computers."""
        record = resumable(self.save_path)
        if record is None:
            self.resume_button.hide()
            return False
        try:
            core = HostCore(record.rules, (), new_code(), resume=record)
        except (RecordError, ValueError) as exc:
            self.error_label.setText(_("The party cannot be opened: {reason}").format(reason=exc))
            return False
        if not self._listen(core):
            return False
        assert self.server is not None
        self.started.emit(self.server)
        return True

    def stop_announcing(self) -> None:
        """Stop the mDNS announcement, if any (the party is no longer open)."""
        if self._announcer is not None:  # pragma: no cover - never started in tests
            self._announcer.stop()
            self._announcer = None

    def _show_code(self) -> None:
        if self.server is None:
            self.code_label.clear()
            return
        self.code_label.setText(
            _("Party code: {code} · this computer: {address} port {port}").format(
                code=self.server.core.code,
                address=self.address.currentData(),
                port=self.server.port,
            )
        )
        self.code_label.setAccessibleName(self.code_label.text())

    def _lobby_changed(self) -> None:
        if self.server is None:
            return
        core = self.server.core
        self._show_code()
        self.lobby.show_party(core.party_json())
        ready = all(core.taken(s) for s in range(len(core.plan)))
        self.start_button.setEnabled(ready and core.session is None)

    def start_match(self) -> None:
        """Begin once every seat is taken (R71)."""
        if self.server is None:
            return
        try:
            self.server.core.start()
        except ValueError:
            return
        self.server.flush()
        self.started.emit(self.server)

    def _back(self) -> None:
        if self.server is not None and self.server.core.session is None:
            self.server.core.end_match("the host closed the party")
            self.server.flush()
            self.server.close()
            self.server = None
        self.stop_announcing()
        self.back_requested.emit()
