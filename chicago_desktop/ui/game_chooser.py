"""Choosing the game of a new match: the five presets (R40) and Chicago 2–12 (R60).

A list of the games, each with its one line, and beside it the chosen game's "game
details": the rules a player needs in a few sentences and the game's own settings only
(classic: throws and losses, basic: searches, the coaster presets none, Chicago 2–12 its
variations, R61). Part of the setup screen, kept apart so the screen's module stays about
the seats.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ..controller.pacing import TWELVE
from ..engine import LOSSES_TO_OUT_CHOICES, MAX_THROWS_CHOICES, PRESET_NAMES, SEARCHES_CHOICES
from ..i18n import _, ngettext
from ..preset_texts import preset_description, preset_details
from ..texts import preset_name
from .models import draw_item_background

if TYPE_CHECKING:
    from ..two_to_twelve import Rules as TwelveRules

ModelIndex = QModelIndex | QPersistentModelIndex

#: The settings each preset offers (R40), by the combo box that holds them.
PRESET_SETTINGS = {
    "classic": ("max_throws", "losses"),
    "basic": ("searches",),
    "bavarian": (),
    "tschigg": (),
    "pub": (),
    TWELVE: (),
}
#: Every game the list offers, in its order: the presets, then Chicago 2–12.
GAMES = (*PRESET_NAMES, TWELVE)


class GameItemDelegate(QStyledItemDelegate):
    """Draws a game as its name in bold over its one line, wrapped to the list's width."""

    def _texts(self, index: ModelIndex) -> tuple[str, str]:
        name, _sep, line = str(index.data(Qt.ItemDataRole.DisplayRole) or "").partition("\n")
        return name, line

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        draw_item_background(self, painter, option, index)
        name, line = self._texts(index)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        rect = option.rect.adjusted(8, 6, -8, -6)
        bold = QFont(option.font)
        bold.setBold(True)
        painter.save()
        painter.setPen(option.palette.color(role))
        painter.setFont(bold)
        name_height = QFontMetrics(bold).height()
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), name)
        painter.setFont(option.font)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        painter.drawText(
            rect.adjusted(0, name_height + 2, 0, 0),
            int(flags) | int(Qt.TextFlag.TextWordWrap),
            line,
        )
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: ModelIndex) -> QSize:  # noqa: N802
        _name, line = self._texts(index)
        width = max(120, (option.widget.width() if option.widget else 260) - 30)
        bold = QFont(option.font)
        bold.setBold(True)
        lines = QFontMetrics(option.font).boundingRect(
            QRect(0, 0, width - 16, 10000), int(Qt.TextFlag.TextWordWrap), line
        )
        return QSize(width, QFontMetrics(bold).height() + lines.height() + 16)


def _combo(choices: tuple[int, ...], default: int) -> QComboBox:
    combo = QComboBox()
    for n in choices:
        combo.addItem(str(n), n)
    combo.setCurrentIndex(combo.findData(default))
    combo.setMinimumWidth(160)
    return combo


class GameChooser(QWidget):
    """The presets to choose from, with the chosen one's details and settings."""

    preset_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game-chooser")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.games = QListWidget()
        self.games.setObjectName("games")
        self.games.setWordWrap(True)
        self.games.setUniformItemSizes(False)
        self.games.setItemDelegate(GameItemDelegate(self.games))
        self.games.setSpacing(2)
        self.games.setMinimumHeight(300)  # scrolls a little with six games in a small window
        self.games.setMinimumWidth(230)
        self.games.setMaximumWidth(320)
        for name in GAMES:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.games.addItem(item)
        self.games.currentRowChanged.connect(self._on_row)
        row.addWidget(self.games, 2)

        details = QWidget()
        details.setObjectName("game-details")
        box = QVBoxLayout(details)
        box.setContentsMargins(6, 0, 0, 0)
        self.details_title = QLabel()
        font = QFont(self.details_title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.details_title.setFont(font)
        self.details_text = QLabel()
        self.details_text.setWordWrap(True)
        self.details_text.setTextFormat(Qt.TextFormat.RichText)
        self.details_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        box.addWidget(self.details_title)
        box.addWidget(self.details_text, 1)

        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.max_throws = _combo(MAX_THROWS_CHOICES, 3)
        self.losses = _combo(LOSSES_TO_OUT_CHOICES, 3)
        self.searches = _combo(SEARCHES_CHOICES, 3)
        self.max_throws_label = QLabel()
        self.losses_label = QLabel()
        self.searches_label = QLabel()
        self.combos = {
            "max_throws": (self.max_throws_label, self.max_throws),
            "losses": (self.losses_label, self.losses),
            "searches": (self.searches_label, self.searches),
        }
        for label, combo in self.combos.values():
            label.setBuddy(combo)
            self.form.addRow(label, combo)
        self.no_settings = QLabel()
        self.no_settings.setWordWrap(True)
        self.form.addRow(self.no_settings)
        self.twelve = TwelveVariations()
        self.form.addRow(self.twelve)
        box.addLayout(self.form)
        row.addWidget(details, 3)
        self.games.setCurrentRow(0)

    # ---------------------------------------------------------------- values
    @property
    def preset(self) -> str:
        """The preset chosen."""
        item = self.games.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else "classic"

    def set_preset(self, name: str) -> None:
        """Choose ``name`` (an unknown name chooses classic)."""
        row = GAMES.index(name) if name in GAMES else 0
        self.games.setCurrentRow(row)
        self.games.scrollToItem(self.games.item(row))
        self._on_row(row)

    @staticmethod
    def set_value(combo: QComboBox, value: int, default: int = 3) -> None:
        """Select ``value`` in one of the settings, or its default if it is not offered."""
        i = combo.findData(value)
        combo.setCurrentIndex(i if i >= 0 else combo.findData(default))

    def _on_row(self, _row: int) -> None:
        preset = self.preset
        offered = PRESET_SETTINGS.get(preset, ())
        for key, (label, combo) in self.combos.items():
            self.form.setRowVisible(combo, key in offered)
            label.setVisible(key in offered)
        self.form.setRowVisible(self.no_settings, not offered and preset != TWELVE)
        self.form.setRowVisible(self.twelve, preset == TWELVE)
        self._retranslate_details()
        self.preset_changed.emit(preset)

    # -------------------------------------------------------------- language
    def _retranslate_details(self) -> None:
        preset = self.preset
        # Translators: the title of the rules summary of one game, e.g. "Bavarian: game details".
        self.details_title.setText(_("{game}: game details").format(game=preset_name(preset)))
        items = "".join(f"<li>{_escape(s)}</li>" for s in preset_details(preset))
        self.details_text.setText(f"<ul style='margin-left: -20px'>{items}</ul>")
        self.details_text.setAccessibleName(_("Game details"))
        self.details_text.setAccessibleDescription(" ".join(preset_details(preset)))

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        for i in range(self.games.count()):
            item = self.games.item(i)
            name = str(item.data(Qt.ItemDataRole.UserRole))
            item.setText(f"{preset_name(name)}\n{preset_description(name)}")
            item.setData(
                Qt.ItemDataRole.AccessibleTextRole,
                _("{game}: {description}").format(
                    game=preset_name(name), description=preset_description(name)
                ),
            )
        self.games.setAccessibleName(_("Game"))
        self.games.setAccessibleDescription(
            _("Choose which Chicago to play; its details and settings are shown beside it.")
        )
        self.max_throws_label.setText(_("&Maximum throws per turn:"))
        self.max_throws.setAccessibleName(_("Maximum throws per turn"))
        self.max_throws.setAccessibleDescription(
            _("The leader may throw up to this many times; the leader's count caps the others.")
        )
        self.losses_label.setText(_("&Losses to be out:"))
        self.losses.setAccessibleName(_("Losses to be out"))
        self.losses.setAccessibleDescription(_("A player with this many losses is out."))
        self.searches_label.setText(_("S&earches:"))
        self.searches.setAccessibleName(_("Searches"))
        self.searches.setAccessibleDescription(
            _("How many searches the match has; the most tally marks after the last loses.")
        )
        for i in range(self.losses.count()):
            n = int(self.losses.itemData(i))
            self.losses.setItemText(
                i, ngettext("{count} loss", "{count} losses", n).format(count=n)
            )
        for i in range(self.max_throws.count()):
            n = int(self.max_throws.itemData(i))
            self.max_throws.setItemText(
                i, ngettext("{count} throw", "{count} throws", n).format(count=n)
            )
        for i in range(self.searches.count()):
            n = int(self.searches.itemData(i))
            self.searches.setItemText(
                i, ngettext("{count} search", "{count} searches", n).format(count=n)
            )
        self.no_settings.setText(
            _("This game has no settings: the number of coasters follows the players.")
        )
        self.twelve.retranslate_ui()
        self._retranslate_details()


class TwelveVariations(QWidget):
    """The variations of Chicago 2–12 (R61), combined only as R61 allows.

    Reverse and Three dice go with anything. Teams and Elimination are never played
    together, so ticking one greys out the other; Teams is offered only for an even number
    of at least four players (:meth:`set_players`).
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("twelve-variations")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.reverse = QCheckBox()
        self.three_dice = QCheckBox()
        self.teams = QCheckBox()
        self.elimination = QCheckBox()
        self._players = 3
        box.addWidget(self.heading)
        for check in self.boxes:
            box.addWidget(check)
            check.toggled.connect(self._sync)
        self._sync()

    @property
    def boxes(self) -> tuple[QCheckBox, ...]:
        """The four switches, in the order shown."""
        return (self.reverse, self.three_dice, self.teams, self.elimination)

    def rules(self) -> TwelveRules:
        """The variations as the game's :class:`~chicago_desktop.two_to_twelve.Rules`."""
        from ..two_to_twelve import Order, Rules

        return Rules(
            3 if self.three_dice.isChecked() else 2,
            Order.DOWN if self.reverse.isChecked() else Order.UP,
            self.teams.isChecked(),
            self.elimination.isChecked() and not self.teams.isChecked(),
        )

    def set_rules(self, rules: object) -> None:
        """Tick the boxes of ``rules`` (a two_to_twelve Rules)."""
        from ..two_to_twelve import Order, Rules

        if not isinstance(rules, Rules):
            return
        self.reverse.setChecked(rules.order is Order.DOWN)
        self.three_dice.setChecked(rules.dice == 3)
        self.teams.setChecked(rules.teams)
        self.elimination.setChecked(rules.elimination)
        self._sync()

    def set_players(self, count: int) -> None:
        """Offer Teams only for an even number of at least four players (R61)."""
        self._players = count
        self._sync()

    @property
    def teams_possible(self) -> bool:
        """True when the seats can make two equal teams of at least two."""
        return self._players >= 4 and self._players % 2 == 0

    def _sync(self) -> None:
        # A ticked box stays usable, so a choice is never taken away without a word: the
        # setup says what is wrong instead (Teams with an odd number of players).
        self.teams.setEnabled(
            self.teams.isChecked() or (self.teams_possible and not self.elimination.isChecked())
        )
        self.elimination.setEnabled(not self.teams.isChecked())
        self.changed.emit()

    def retranslate_ui(self) -> None:
        """Set every text in the current language (short labels: the details explain)."""
        self.heading.setText(
            _("Variations (any of them together, but not Teams with Elimination):")
        )
        texts = (
            (_("&Reverse: count down"), _("Reverse"), _("The targets go from the highest down.")),
            (
                _("Three &dice: targets 3 to 18"),
                _("Three dice"),
                _("Three dice, targets 3 to 18 over sixteen rounds."),
            ),
            (
                _("&Teams: two equal teams"),
                _("Teams"),
                _(
                    "Two equal teams, scores pooled. Needs an even number of players, at"
                    " least four; not with Elimination."
                ),
            ),
            (
                _("E&limination"),
                _("Elimination"),
                _(
                    "A player who scores nothing in four rounds in a row is out. Not played"
                    " together with Teams."
                ),
            ),
        )
        for check, (text, name, description) in zip(self.boxes, texts, strict=True):
            check.setText(text)
            check.setAccessibleName(name)
            check.setAccessibleDescription(description)
            check.setToolTip(description)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
