"""The end of a rolling round as a moment on the felt, and the seats it marks.

When the controller holds the end of a round (:mod:`chicago_desktop.controller.moments`)
the felt shows what the round did — who took the loss, the coaster or the tally mark, who
is safe, won or out, who leads next — with *Next round* (Enter or Space). With automatic
pacing the same panel goes on by itself after a few seconds. The scoreboard marks the
seats the round hit (red) and the ones it spared for good (green): :func:`seat_mark`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout

from ..engine import (
    CoasterPassed,
    CoasterPutDown,
    CoasterTaken,
    LossTaken,
    PlayerOut,
    PlayerSafe,
    PlayerWon,
    TallyMarkTaken,
)
from ..i18n import _
from .felt import felt_label
from .round_log import round_report_parts
from .theme import ACCENT_ON_FELT, ON_FELT_DIM

if TYPE_CHECKING:
    from ..controller import GameController, RoundOutcome
    from ..controller.moments import Moment
    from ..records import PlayerInfo

HIT: Final = "hit"
SPARED: Final = "spared"
#: The panel's look on the felt: a darker band, like the banner.
PANEL_STYLE: Final = (
    "QFrame#{name} {{ background: rgba(0,0,0,0.32); border-radius: 12px;"
    " border: 2px solid {edge}; }}"
)


def marked_seats(outcome: RoundOutcome) -> dict[int, str]:
    """The seats a round hit (a loss, a coaster, a tally mark, out) or spared (safe, won,
    a coaster put down or passed on), R41-R45."""
    marks: dict[int, str] = {}
    for event in outcome.effects:
        match event:
            case LossTaken(seat=seat) | TallyMarkTaken(seat=seat) | CoasterTaken(seat=seat):
                marks[seat] = HIT
            case PlayerOut(seat=seat):
                marks[seat] = HIT
            case CoasterPassed(giver=giver, receiver=receiver):
                marks[receiver] = HIT
                marks.setdefault(giver, SPARED)
            case PlayerSafe(seat=seat) | PlayerWon(seat=seat) | CoasterPutDown(seat=seat):
                marks.setdefault(seat, SPARED)
            case _:
                pass
    return marks


def seat_mark(controller: GameController, seat: int) -> str | None:
    """:data:`HIT`, :data:`SPARED` or None for a seat while a round's end is shown."""
    moment = controller.moment
    if moment is None or moment.outcome is None:
        return None
    return marked_seats(moment.outcome).get(seat)


def mark_color(mark: str, base: QColor) -> QColor:
    """The row colour of a mark, readable on the view's base colour (light or dark)."""
    light = base.lightnessF() > 0.5
    if mark == HIT:
        return QColor(214, 69, 65, 80) if light else QColor(255, 110, 100, 95)
    return QColor(46, 160, 90, 70) if light else QColor(90, 200, 130, 80)


class RoundEndPanel(QFrame):
    """What the scored round did, and *Next round*."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("round-end")
        self.setStyleSheet(PANEL_STYLE.format(name="round-end", edge=ACCENT_ON_FELT))
        box = QVBoxLayout(self)
        box.setContentsMargins(16, 8, 16, 8)
        box.setSpacing(4)
        self.headline = felt_label(1.25, bold=True, color=ACCENT_ON_FELT)
        self.headline.setObjectName("round-end-headline")
        self.details = felt_label(1.0)
        self.details.setObjectName("round-end-details")
        self.note = felt_label(0.95, color=ON_FELT_DIM)
        self.next_button = QPushButton()
        self.next_button.setObjectName("next-round")
        self.next_button.setMinimumHeight(34)
        self.next_button.setMinimumWidth(160)
        bold = QFont(self.next_button.font())
        bold.setBold(True)
        self.next_button.setFont(bold)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.next_button)
        row.addStretch(1)
        box.addWidget(self.headline)
        box.addWidget(self.details)
        box.addLayout(row)
        box.addWidget(self.note)
        self._moment: Moment | None = None
        self._players: tuple[PlayerInfo, ...] = ()
        self._chicago = ""

    def show_moment(self, moment: Moment, players: tuple[PlayerInfo, ...], chicago: str) -> None:
        """Fill the panel for the end of a round (``chicago``: the round's Chicago text)."""
        self._moment, self._players, self._chicago = moment, players, chicago
        self.retranslate_ui()

    def texts(self) -> list[str]:
        """The sentences of the round's end, the most important first."""
        moment = self._moment
        if moment is None or moment.outcome is None:
            return []
        return round_report_parts(moment.outcome, self._players)

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.next_button.setText(_("Next round  ·  Enter"))
        self.next_button.setAccessibleName(_("Next round"))
        self.next_button.setToolTip(_("Start the next round (Enter or Space)"))
        moment = self._moment
        parts = self.texts()
        self.headline.setText(parts[0] if parts else "")
        rest = parts[1:]
        if self._chicago:
            rest.insert(0, self._chicago)
        self.details.setText("\n".join(rest))
        self.details.setVisible(bool(rest))
        if moment is not None and moment.timed:
            self.note.setText(_("The next round starts by itself in a moment."))
        else:
            self.note.setText(
                _("Press Enter or Space, or click Next round, when everyone has seen the result.")
            )
        self.setAccessibleName(_("End of the round"))
        self.setAccessibleDescription(" ".join(parts))
