"""The host's settings as every computer sees them before the start: read-only (R71).

Greyed out but readable: the same kind of controls as the host's form, disabled, so that
everyone can read up on the rules that will be played, and the seats with who took them.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QListWidget, QWidget

from ...i18n import _
from ...texts import level_name
from .words import game_name, variations_text


class SettingsView(QGroupBox):
    """A party's game, settings and seats, shown read-only."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("party-settings")
        self._form = QFormLayout(self)
        self.game = QComboBox()
        self.max_throws = QComboBox()
        self.losses = QComboBox()
        self.searches = QComboBox()
        self.variations = QComboBox()  # Chicago 2–12 (R61)
        self.seats = QListWidget()
        for w in (self.game, self.max_throws, self.losses, self.searches, self.variations):
            w.setEnabled(False)  # R71: only the host chooses
        self._labels = [QLabel() for _i in range(6)]
        fields = (
            self.game,
            self.max_throws,
            self.losses,
            self.searches,
            self.variations,
            self.seats,
        )
        for label, field in zip(self._labels, fields, strict=True):
            label.setBuddy(field)
            self._form.addRow(label, field)
        self._party: Mapping[str, object] = {}
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.setTitle(_("The host's settings"))
        texts = (
            _("Game"),
            _("Throws of the leader"),
            _("Losses to be out"),
            _("Searches"),
            _("Variations"),
        )
        for label, text in zip(self._labels, (*texts, _("Seats")), strict=True):
            label.setText(text)
        self.game.setAccessibleName(_("Game"))
        self.max_throws.setAccessibleName(_("Throws of the leader"))
        self.losses.setAccessibleName(_("Losses to be out"))
        self.searches.setAccessibleName(_("Searches"))
        self.variations.setAccessibleName(_("Variations"))
        self.seats.setAccessibleName(_("Seats"))
        self.show_party(self._party)

    def show_party(self, party: Mapping[str, object]) -> None:
        """Show a party message's ``party`` object."""
        self._party = party
        rules = party.get("rules")
        rules = rules if isinstance(rules, dict) else {}
        for box, value in (
            (self.game, game_name(rules)),
            (self.max_throws, rules.get("max_throws")),
            (self.losses, rules.get("losses_to_out")),
            (self.searches, rules.get("searches")),
            (self.variations, variations_text(rules) or None),
        ):
            box.clear()
            box.addItem("—" if value is None else str(value))
            self._form.setRowVisible(box, value is not None)
        self.seats.clear()
        seats = party.get("seats")
        for index, seat in enumerate(seats if isinstance(seats, list) else []):
            if not isinstance(seat, dict):
                continue
            name = str(seat.get("name") or "")
            kind = seat.get("kind")
            if kind == "cpu":
                text = _("Seat {number}: {name}, CPU ({level})").format(
                    number=index + 1, name=name, level=level_name(str(seat.get("level")))
                )
            elif seat.get("taken"):
                text = _("Seat {number}: {name}").format(number=index + 1, name=name)
            else:
                text = _("Seat {number}: free for another computer").format(number=index + 1)
            self.seats.addItem(text)
