"""*Join a party*: the parties found on the network or a typed address, the code, a name.

The list is filled from :class:`~chicago_desktop.net.discovery.PartyList`; *Look for
parties* starts the mDNS browser (never in tests: it sends multicast traffic), and typing
``ADDRESS:PORT`` always works. Once the host welcomes this computer its settings are shown
read-only (R71) until the match starts; then :attr:`JoinScreen.started` hands the
connection to the shared table.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...i18n import _
from ...net import ClientCore
from ...net.discovery import Browser, PartyList
from ...net.games import TWELVE_GAME
from ...net.protocol import is_valid_name, normalise_code
from .settings_view import SettingsView
from .transport import QtClient
from .words import game_name


def refusal_text(code: str) -> str:
    """A refusal code (net.protocol.REFUSALS) as a sentence in the current language."""
    texts = {
        "version": _("The host runs another version of the game."),
        "code": _("The party code is not right."),
        "full": _("Every seat of this party is taken."),
        "started": _("The match has started without this computer."),
        "token": _("The host does not know this computer's seat."),
        "connected": _("This seat is played from another computer right now."),
        "handed": _("The host handed this seat to a CPU player."),
        "busy": _("Too many attempts: wait a moment and try again."),
        "closed": _("The party is over."),
    }
    return texts.get(code, _("The host refused to let this computer join."))


def parse_address(text: str) -> tuple[str, int] | None:
    """``ADDRESS:PORT`` as typed, or None."""
    host, sep, port = text.strip().rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return host.strip("[]"), int(port)


class JoinScreen(QWidget):
    """The form to join a party, then the host's settings until the start."""

    started = Signal(object)  # the QtClient, once the match has begun
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("join-party")
        self.client: QtClient | None = None
        self.token: str | None = None  # kept to take the seat back after a drop (R75)
        self._browser: Browser | None = None
        self.parties = PartyList(self._parties_changed)
        outer = QVBoxLayout(self)
        self.heading = QLabel()
        outer.addWidget(self.heading)
        self.found = QListWidget()
        self.found.currentItemChanged.connect(self._picked)
        outer.addWidget(self.found)
        self.look_button = QPushButton()
        self.look_button.clicked.connect(self.look_for_parties)
        outer.addWidget(self.look_button)
        form = QFormLayout()
        self.address = QLineEdit()
        self.code = QLineEdit()
        self.name = QLineEdit()
        self.name.setMaxLength(64)
        self._labels = [QLabel() for _i in range(3)]
        for label, field in zip(self._labels, (self.address, self.code, self.name), strict=True):
            label.setBuddy(field)
            form.addRow(label, field)
        outer.addLayout(form)
        row = QHBoxLayout()
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self._back)
        self.join_button = QPushButton()
        self.join_button.clicked.connect(self.join)
        row.addWidget(self.back_button)
        row.addWidget(self.join_button)
        outer.addLayout(row)
        self.status = QLabel()
        self.status.setObjectName("join-status")
        self.status.setWordWrap(True)
        outer.addWidget(self.status)
        self.settings = SettingsView()
        self.settings.hide()
        outer.addWidget(self.settings)
        outer.addStretch(1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.heading.setText(_("Join a party"))
        self.found.setAccessibleName(_("Parties found on this network"))
        self.look_button.setText(_("&Look for parties on this network"))
        for label, text in zip(
            self._labels,
            (_("&Address (address:port)"), _("Party &code"), _("Your &name")),
            strict=True,
        ):
            label.setText(text)
        self.address.setAccessibleName(_("Address of the host"))
        self.code.setAccessibleName(_("Party code"))
        self.name.setAccessibleName(_("Your name"))
        self.back_button.setText(_("&Back"))
        self.join_button.setText(_("&Join"))
        self.setAccessibleName(_("Join a party"))
        self.settings.retranslate_ui()
        self._parties_changed()

    def look_for_parties(self) -> None:  # pragma: no cover - multicast; never in tests
        """Start browsing by mDNS (docs/network.md)."""
        if self._browser is None:
            self._browser = Browser(self.parties)
            self._browser.start()

    def _parties_changed(self) -> None:
        self.found.clear()
        for party in self.parties.parties:
            item = QListWidgetItem(
                _("{name} — {game}, {free} of {seats} seats free").format(
                    name=party.name,
                    game=game_name(
                        {"game": party.preset}
                        if party.preset == TWELVE_GAME
                        else {"preset": party.preset}
                    ),
                    free=party.free,
                    seats=party.seats,
                )
            )
            item.setData(256, f"{party.address}:{party.port}")
            self.found.addItem(item)

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.address.setText(str(item.data(256)))

    def join(self) -> bool:
        """Connect with the typed address, code and name; False if they are not usable."""
        target = parse_address(self.address.text())
        name = self.name.text().strip()
        if target is None:
            self.status.setText(_("Type the host's address as address:port."))
            return False
        if not is_valid_name(name):
            self.status.setText(_("Type your name."))
            return False
        core = ClientCore(name, normalise_code(self.code.text()), token=self.token)
        core.on_token = self._keep_token
        self.client = QtClient(core, self)
        self.client.changed.connect(self._changed)
        self.join_button.setEnabled(False)
        self.status.setText(_("Joining…"))
        self.client.connect_to(*target)
        return True

    def _keep_token(self, token: str) -> None:
        self.token = token

    def _changed(self) -> None:
        client = self.client
        if client is None:
            return
        core = client.core
        if core.phase == "refused" and core.refusal is not None:
            self.status.setText(refusal_text(core.refusal.code))
            self.join_button.setEnabled(True)
            self.client = None
        elif core.phase in ("lost", "stopped"):
            self.status.setText(
                _("The connection to the host ended: {reason}").format(reason=core.reason)
            )
            self.join_button.setEnabled(True)
            self.client = None
        elif core.phase == "lobby":
            self.status.setText(_("Joined. The host starts the match when every seat is taken."))
            self.settings.show_party(core.party)
            self.settings.show()
        elif core.phase == "playing":
            client.changed.disconnect(self._changed)
            self.started.emit(client)

    def _back(self) -> None:
        if self.client is not None:
            self.client.close()
            self.client = None
        self.back_requested.emit()
