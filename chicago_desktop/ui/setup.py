"""The new-game setup: the game (R40, or Chicago 2–12, R60) with its own settings, and the
seats (name, human or CPU, level): 2–6 for three dice, 2–8 for Chicago 2–12, whose CPUs
have no level (they only throw)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..controller import MatchSettings, TwelveSettings, ai_levels
from ..controller.pacing import TWELVE
from ..engine import MAX_PLAYERS, MIN_PLAYERS
from ..i18n import _, pgettext
from ..records import PlayerInfo
from ..seats import MAX_NAME_LENGTH
from ..texts import level_name, names_text
from ..two_to_twelve import MAX_PLAYERS as TWELVE_MAX_PLAYERS
from ..two_to_twelve import MIN_TEAM_PLAYERS
from .game_chooser import GameChooser

DEFAULT_NAMES: Final = ("Anna", "Ben", "Cora", "Dan", "Ella", "Finn", "Greta", "Hugo")


def free_name(taken: set[str]) -> str:
    """A default name no seat has yet (``taken`` folded with casefold)."""
    for name in DEFAULT_NAMES:
        if name.casefold() not in taken:
            return name
    number = len(taken) + 1
    while True:
        # Translators: a default seat name once the usual names are taken, e.g. "Player 9".
        name = _("Player {number}").format(number=number)
        if name.casefold() not in taken:
            return name
        number += 1


def validate_setup(
    players: Sequence[PlayerInfo], *, game: str = "classic", teams: bool = False
) -> list[str]:
    """Problems that stop a match from starting, as sentences; empty when it may start.

    ``game`` TWELVE checks Chicago 2–12's seats (R60: 2–8, CPUs without levels; R61: Teams
    need an even number of at least four).
    """
    problems: list[str] = []
    twelve = game == TWELVE
    most = TWELVE_MAX_PLAYERS if twelve else MAX_PLAYERS
    if not MIN_PLAYERS <= len(players) <= most:
        problems.append(
            _("A match has {low} to {high} players.").format(low=MIN_PLAYERS, high=most)
        )
    if twelve and teams and (len(players) < MIN_TEAM_PLAYERS or len(players) % 2):
        problems.append(
            _("Teams need an even number of players, at least {low}.").format(low=MIN_TEAM_PLAYERS)
        )
    seen: dict[str, int] = {}
    for number, player in enumerate(players, start=1):
        name = player.name.strip()
        if not name:
            problems.append(_("Player {number} needs a name.").format(number=number))
            continue
        if len(name) > MAX_NAME_LENGTH:
            problems.append(
                _("The name of player {number} is longer than {limit} characters.").format(
                    number=number, limit=MAX_NAME_LENGTH
                )
            )
        key = name.casefold()
        if key in seen:
            problems.append(
                _("Players {first} and {second} have the same name.").format(
                    first=seen[key], second=number
                )
            )
        else:
            seen[key] = number
        if player.is_cpu and not twelve and player.level not in ai_levels():
            problems.append(_("Player {number} needs a CPU level.").format(number=number))
    return problems


class SeatRow:
    """The widgets of one seat in the setup grid."""

    def __init__(self, screen: SetupScreen) -> None:
        self.number = QLabel()
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.kind = QComboBox()
        self.kind.addItem("", "human")
        self.kind.addItem("", "cpu")
        self.level = QComboBox()
        for level in ai_levels():
            self.level.addItem("", level)
        self.level.setCurrentIndex(min(1, self.level.count() - 1))
        self.number.setBuddy(self.kind)
        self.remove = QToolButton()
        self.remove.setText("✕")
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.name.textChanged.connect(screen.validate)
        self.kind.currentIndexChanged.connect(screen.validate)
        self.remove.clicked.connect(lambda: screen.remove_seat(self))
        self._kind_changed()

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.number, self.name, self.kind, self.level, self.remove)

    def _kind_changed(self) -> None:
        self.level.setEnabled(self.kind.currentData() == "cpu")

    def set_player(self, player: PlayerInfo) -> None:
        self.name.setText(player.name)
        self.kind.setCurrentIndex(1 if player.is_cpu else 0)
        if player.level:
            i = self.level.findData(player.level)
            if i >= 0:
                self.level.setCurrentIndex(i)

    def player(self, *, levels: bool = True) -> PlayerInfo:
        """The seat as entered; without ``levels`` a CPU has none (Chicago 2–12)."""
        if self.kind.currentData() == "cpu" and not levels:
            return PlayerInfo(self.name.text().strip(), "cpu")
        if self.kind.currentData() == "cpu":
            return PlayerInfo(self.name.text().strip(), "cpu", str(self.level.currentData()))
        return PlayerInfo(self.name.text().strip(), "human")

    def retranslate(self, index: int) -> None:
        number = index + 1
        self.number.setText(_("{number}.").format(number=number))
        self.kind.setItemText(0, pgettext("player kind", "Human"))
        self.kind.setItemText(1, pgettext("player kind", "CPU"))
        for i in range(self.level.count()):
            self.level.setItemText(i, level_name(str(self.level.itemData(i))))
        self.name.setPlaceholderText(_("Name"))
        self.name.setAccessibleName(_("Name of player {number}").format(number=number))
        # Named by their seat (issue 15). On Linux, Qt gives a combo box its current value
        # as its AT-SPI name and takes the label from relations: the seat's number label
        # is the kind's buddy, and both descriptions begin with the seat.
        self.kind.setAccessibleName(_("Seat {number} plays as").format(number=number))
        self.kind.setAccessibleDescription(
            _("Seat {number}: a human at this computer, or the computer (CPU).").format(
                number=number
            )
        )
        self.level.setAccessibleName(_("Seat {number} CPU level").format(number=number))
        self.level.setAccessibleDescription(
            _("Seat {number}: how well the computer plays this seat.").format(number=number)
        )
        self.remove.setAccessibleName(_("Remove player {number}").format(number=number))
        self.remove.setToolTip(_("Remove player {number}").format(number=number))


class SetupScreen(QWidget):
    """Choose the game (one of the five presets, R40), its settings and the seats."""

    start_requested = Signal(object)  # MatchSettings
    back_requested = Signal()
    tutorial_requested = Signal(str)  # the preset chosen: Learn by playing

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("setup")
        self.rows: list[SeatRow] = []
        # The form scrolls in a small window instead of squeezing the game details.
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        inner = QWidget()
        scroll.setWidget(inner)
        whole = QVBoxLayout(self)
        whole.setContentsMargins(0, 0, 0, 0)
        whole.addWidget(scroll)
        page = QHBoxLayout(inner)
        page.addStretch(1)
        column = QWidget()
        column.setMaximumWidth(860)
        column.setMinimumWidth(560)
        page.addWidget(column, 4)
        page.addStretch(1)
        outer = QVBoxLayout(column)
        outer.setContentsMargins(0, 24, 0, 20)
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        outer.addWidget(self.title)
        outer.addWidget(self.intro)
        outer.addSpacing(10)

        self.players_box = QGroupBox()
        players_layout = QVBoxLayout(self.players_box)
        self.grid = QGridLayout()
        self.grid.setColumnStretch(1, 3)
        self.grid.setColumnStretch(2, 1)
        self.grid.setColumnStretch(3, 1)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(8)
        players_layout.addLayout(self.grid)
        add_row = QHBoxLayout()
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self.add_seat)
        add_row.addWidget(self.add_button)
        add_row.addStretch(1)
        players_layout.addLayout(add_row)
        outer.addWidget(self.players_box)

        self.rules_box = QGroupBox()
        rules_layout = QVBoxLayout(self.rules_box)
        self.chooser = GameChooser()
        self.max_throws = self.chooser.max_throws
        self.losses = self.chooser.losses
        self.searches = self.chooser.searches
        rules_layout.addWidget(self.chooser)
        self.chooser.preset_changed.connect(self._game_changed)
        self.chooser.twelve.changed.connect(self._variations_changed)
        self.lots_note = QLabel()
        self.lots_note.setWordWrap(True)
        rules_layout.addWidget(self.lots_note)
        outer.insertWidget(outer.indexOf(self.players_box), self.rules_box)

        self.problems = QLabel()
        self.problems.setObjectName("problems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("#problems { color: #d9534f; font-weight: bold; }")
        outer.addWidget(self.problems)
        outer.addStretch(1)

        buttons = QHBoxLayout()
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back_requested.emit)
        self.start_button = QPushButton()
        self.start_button.setDefault(True)
        sfont = QFont(self.start_button.font())
        sfont.setBold(True)
        self.start_button.setFont(sfont)
        self.start_button.setMinimumSize(180, 40)
        self.back_button.setMinimumSize(110, 40)
        self.start_button.clicked.connect(self.start)
        self.learn_button = QPushButton()
        self.learn_button.setMinimumSize(150, 40)
        self.learn_button.clicked.connect(lambda: self.tutorial_requested.emit(self.preset))
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.learn_button)
        buttons.addWidget(self.start_button)
        # Back, Learn by playing and Play stay in view below the scrolling form.
        bar = QHBoxLayout()
        bar.setContentsMargins(0, 6, 0, 12)
        bar.addStretch(1)
        bar_column = QWidget()
        bar_column.setMaximumWidth(860)
        bar_column.setMinimumWidth(560)
        bar_column.setLayout(buttons)
        bar.addWidget(bar_column, 4)
        bar.addStretch(1)
        whole.addLayout(bar)

        self.set_settings(None)

    # ------------------------------------------------------------------ seats
    @property
    def is_twelve(self) -> bool:
        """True when Chicago 2–12 (R60) is the game chosen."""
        return self.preset == TWELVE

    @property
    def max_players(self) -> int:
        """The most seats the game chosen has: six, or eight in Chicago 2–12."""
        return TWELVE_MAX_PLAYERS if self.is_twelve else MAX_PLAYERS

    def add_seat(self) -> SeatRow | None:
        """Add a seat (up to six, eight in Chicago 2–12); a new seat is a CPU with a free
        default name."""
        if len(self.rows) >= self.max_players:
            return None
        row = SeatRow(self)
        taken = {r.name.text().strip().casefold() for r in self.rows}
        name = free_name(taken)
        row.set_player(PlayerInfo(name, "cpu", "medium") if self.rows else PlayerInfo(name))
        self.rows.append(row)
        self._relayout()
        row.name.setFocus()
        return row

    def remove_seat(self, row: SeatRow) -> None:
        """Remove a seat (never below two)."""
        if len(self.rows) <= MIN_PLAYERS or row not in self.rows:
            return
        self.rows.remove(row)
        self._discard(row)
        self._relayout()

    def _discard(self, row: SeatRow) -> None:
        """Take a seat's widgets off the screen now and delete them later."""
        for w in row.widgets():
            self.grid.removeWidget(w)
            w.hide()
            w.setParent(None)
            w.deleteLater()

    def _relayout(self) -> None:
        for i, row in enumerate(self.rows):
            for col, w in enumerate(row.widgets()):
                self.grid.addWidget(w, i, col)
        self._game_changed()
        self.retranslate_ui()
        self.validate()

    def _game_changed(self, _preset: str = "") -> None:
        """The seats as the game chosen has them: Chicago 2–12's CPUs have no level."""
        twelve = self.is_twelve
        for row in self.rows:
            # Only seats already in the grid: showing a widget without a parent would open
            # it as a window of its own (set_settings lays the new seats out afterwards).
            if row.level.parent() is not None:
                row.level.setVisible(not twelve)
        self.chooser.twelve.set_players(len(self.rows))
        if self.rows:
            self._retranslate_notes()
            self.validate()

    def _variations_changed(self) -> None:
        if self.rows:
            self._retranslate_notes()
            self.validate()

    def set_settings(self, settings: MatchSettings | TwelveSettings | None) -> None:
        """Fill the form: the last setup if given, else one human and two CPUs."""
        for row in list(self.rows):
            self.rows.remove(row)
            self._discard(row)
        players = (
            settings.players
            if settings is not None
            else (
                PlayerInfo("Anna"),
                PlayerInfo("Ben", "cpu", "medium"),
                PlayerInfo("Cora", "cpu", "medium"),
            )
        )
        most = TWELVE_MAX_PLAYERS if isinstance(settings, TwelveSettings) else MAX_PLAYERS
        for p in players[:most]:
            row = SeatRow(self)
            row.set_player(p)
            self.rows.append(row)
        while len(self.rows) < MIN_PLAYERS:
            self.add_seat()
        if isinstance(settings, TwelveSettings):
            self.chooser.twelve.set_rules(settings.rules())
        elif settings is not None:
            self.chooser.set_value(self.max_throws, settings.max_throws)
            self.chooser.set_value(self.losses, settings.losses_to_out)
            self.chooser.set_value(self.searches, settings.searches)
        self.chooser.set_preset(settings.preset if settings is not None else "classic")
        self._relayout()

    def players(self) -> tuple[PlayerInfo, ...]:
        """The seats as entered (a CPU of Chicago 2–12 without a level)."""
        return tuple(row.player(levels=not self.is_twelve) for row in self.rows)

    def match_settings(self) -> MatchSettings | TwelveSettings:
        """The settings as entered (validate first)."""
        if self.is_twelve:
            return TwelveSettings(self.players(), self.chooser.twelve.rules())
        return MatchSettings(
            self.players(),
            int(self.max_throws.currentData()),
            int(self.losses.currentData()),
            preset=self.preset,
            searches=int(self.searches.currentData()),
        )

    @property
    def preset(self) -> str:
        """The game chosen (R40)."""
        return self.chooser.preset

    def validate(self) -> list[str]:
        """Show problems and enable Start only for a valid setup."""
        if self.is_twelve:
            self._retranslate_notes()  # the teams name their players
        problems = validate_setup(
            self.players(), game=self.preset, teams=self.chooser.twelve.teams.isChecked()
        )
        self.problems.setText("\n".join(problems))
        self.problems.setVisible(bool(problems))
        self.start_button.setEnabled(not problems)
        self.add_button.setEnabled(len(self.rows) < self.max_players)
        for row in self.rows:
            row.remove.setEnabled(len(self.rows) > MIN_PLAYERS)
        return problems

    def start(self) -> None:
        """Start the match if the setup is valid."""
        if self.validate():
            return
        self.start_requested.emit(self.match_settings())

    # --------------------------------------------------------------- language
    def _retranslate_notes(self) -> None:
        """The note under the games and Play's description, for the game chosen."""
        if not self.is_twelve:
            self.lots_note.setText(_("The first leader is drawn by lot when the match starts."))
            self.start_button.setAccessibleDescription(
                _("Draw lots for the first leader and play the game chosen.")
            )
            return
        note = _("Player 1 throws first in every round, then the others in their order.")
        if self.chooser.twelve.teams.isChecked():
            names = [row.name.text().strip() or "?" for row in self.rows]
            # Translators: who plays with whom in Teams (R61): the 1st, 3rd, … seat against
            # the 2nd, 4th, …; {first} and {second} are lists of names.
            teams = _("Team 1: {first}. Team 2: {second}.").format(
                first=names_text(names[0::2]), second=names_text(names[1::2])
            )
            note = " ".join((note, teams))
        self.lots_note.setText(note)
        self.start_button.setAccessibleDescription(_("Play Chicago 2–12 with these players."))

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.title.setText(_("New game"))
        self.intro.setText(
            _(
                "Choose the game and the players. Several people can share this computer and"
                " pass it around."
            )
        )
        self.players_box.setTitle(_("Players"))
        self.add_button.setText(_("&Add player"))
        self.add_button.setAccessibleDescription(
            _("Add a seat; a match has {low} to {high} players.").format(
                low=MIN_PLAYERS, high=self.max_players
            )
        )
        self.rules_box.setTitle(_("Game"))
        self.chooser.retranslate_ui()
        self._retranslate_notes()
        self.back_button.setText(_("&Back"))
        self.back_button.setAccessibleDescription(_("Return to the home screen."))
        self.start_button.setText(_("&Play"))
        self.start_button.setAccessibleName(_("Play"))
        self.learn_button.setText(_("Learn b&y playing"))
        self.learn_button.setAccessibleDescription(
            _("Short lessons on a real table, from your first throw to a whole match.")
        )
        self.problems.setAccessibleName(_("Problems with the setup"))
        for i, row in enumerate(self.rows):
            row.retranslate(i)
        if self.rows:
            self.validate()
