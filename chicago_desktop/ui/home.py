"""The home screen: the game's name, one line about it, and the ways in."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n import _
from .dice import DiePicture
from .first_paint import centred, set_enum_property
from .home_panels import NoticeBanner, ResumeOffer

#: The home screen's picture of dice: the size of each and the gap between them.
DIE_SIZE = (76, 96)
DIE_GAP = 6


class HomeScreen(QWidget):
    """New game, Learn by playing, Statistics, Rules and About, and Resume when there is a
    match to resume.

    This is the first screen painted, so it leaves PySide6's ``Qt`` namespace alone (see
    :mod:`.first_paint`): alignments are named, and the buttons are centred by stretches.
    """

    new_game_requested = Signal()
    rules_requested = Signal()
    about_requested = Signal()
    statistics_requested = Signal()
    tutorial_requested = Signal()
    host_party_requested = Signal()  # Dice Round (R70), see ui/party/entry.py
    join_party_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("home")
        outer = QVBoxLayout(self)
        self.notices = NoticeBanner()  # files set aside at start, shown once
        outer.addWidget(self.notices)
        outer.addStretch(2)

        # A picture of three dice, painted by the screen itself (paintEvent): no widgets,
        # so nothing for a screen reader to stop at (issue 15).
        self.dice = [DiePicture(self, face, held=pos == 0) for pos, face in enumerate((1, 6, 3))]
        self.dice_art = QSpacerItem(3 * DIE_SIZE[0] + 2 * DIE_GAP, DIE_SIZE[1])
        outer.addItem(self.dice_art)

        self.title = QLabel()
        self.title.setObjectName("title")
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 3.2)
        font.setBold(True)
        self.title.setFont(font)
        set_enum_property(self.title, "alignment", "AlignCenter")
        self.tagline = QLabel()
        tfont = QFont(self.tagline.font())
        tfont.setPointSizeF(tfont.pointSizeF() * 1.2)
        self.tagline.setFont(tfont)
        set_enum_property(self.tagline, "alignment", "AlignCenter")
        self.tagline.setWordWrap(True)
        outer.addWidget(self.title)
        outer.addWidget(self.tagline)
        outer.addSpacing(24)

        # The column of entries: room below for Resume, Statistics and Learn by playing.
        self.menu = QVBoxLayout()
        self.menu.setSpacing(10)
        self.resume = ResumeOffer()  # shown when a saved match can be resumed
        self.menu.addLayout(centred(self.resume))
        self.new_game_button = QPushButton()
        self.rules_button = QPushButton()
        self.about_button = QPushButton()
        self.new_game_button.clicked.connect(self.new_game_requested.emit)
        self.rules_button.clicked.connect(self.rules_requested.emit)
        self.about_button.clicked.connect(self.about_requested.emit)
        self.statistics_button = QPushButton()
        self.statistics_button.clicked.connect(self.statistics_requested.emit)
        self.tutorial_button = QPushButton()
        self.tutorial_button.setObjectName("learn-by-playing")
        self.tutorial_button.clicked.connect(self.tutorial_requested.emit)
        self.host_party_button = QPushButton()
        self.host_party_button.clicked.connect(self.host_party_requested.emit)
        self.join_party_button = QPushButton()
        self.join_party_button.clicked.connect(self.join_party_requested.emit)
        bold = QFont(self.new_game_button.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        self.new_game_button.setFont(bold)
        for button in (
            self.new_game_button,
            self.tutorial_button,
            self.statistics_button,
            self.rules_button,
            self.about_button,
        ):
            button.setMinimumSize(260, 42)
            self.menu.addLayout(centred(button))
            if button is self.tutorial_button:
                self.menu.addLayout(self._party_row())
        outer.addLayout(self.menu)
        outer.addStretch(3)
        self.retranslate_ui()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        # The screen's minimum height for its wrapped lines at the width it has (the
        # tagline, the tutorial offer): a stacked widget asks only for the plain minimum,
        # and a small window squeezed the Resume offer's line over its button (issue 15).
        super().resizeEvent(event)
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            need = layout.minimumHeightForWidth(self.width())
            if need > 0 and need != self.minimumHeight():
                self.setMinimumHeight(need)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        box = self.dice_art.geometry()
        width, height = DIE_SIZE
        left = box.x() + (box.width() - (3 * width + 2 * DIE_GAP)) // 2
        painter = QPainter(self)
        for i, die in enumerate(self.dice):
            painter.save()
            painter.translate(left + i * (width + DIE_GAP), box.y())
            die.paint(painter, float(width), float(height))
            painter.restore()
        painter.end()

    def _party_row(self) -> QHBoxLayout:
        """Host a party and Join a party side by side, as wide as one entry (R70)."""
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addStretch(1)
        for button in (self.host_party_button, self.join_party_button):
            button.setMinimumSize(125, 42)
            row.addWidget(button)
        row.addStretch(1)
        return row

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.title.setText(_("Chicago"))
        self.tagline.setText(
            _("The three-dice pub game: throw high, and never be the lowest at the table.")
        )
        self.new_game_button.setText(_("&New game"))
        self.new_game_button.setAccessibleDescription(
            _("Choose a game of Chicago and the players, then play.")
        )
        self.rules_button.setText(_("&Rules"))
        self.rules_button.setAccessibleDescription(_("Read how Chicago is played."))
        self.about_button.setText(_("&About"))
        self.about_button.setAccessibleDescription(_("Version and credits of this program."))
        self.tutorial_button.setText(_("&Learn by playing"))
        self.tutorial_button.setAccessibleDescription(
            _("Short lessons on a real table, from your first throw to a whole match.")
        )
        self.statistics_button.setText(_("&Statistics"))
        self.statistics_button.setAccessibleDescription(
            _("Your results over time: figures and charts per player.")
        )
        self.host_party_button.setText(_("&Host a party"))
        self.host_party_button.setAccessibleDescription(
            _("Play with friends, each at their own computer on this network.")
        )
        self.join_party_button.setText(_("&Join a party"))
        self.join_party_button.setAccessibleDescription(
            _("Join a party another computer on this network is hosting.")
        )
        self.resume.retranslate_ui()
        self.notices.retranslate_ui()
        self.setAccessibleName(_("Home"))
