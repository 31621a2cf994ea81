"""The end of a match on the felt: the winner celebrated, everyone's final place, figures.

Shown above *New game* and *Play again* (same seats and settings) once the controller has
shown :class:`~chicago_desktop.engine.MatchEnded`. Places and figures come from
:func:`chicago_desktop.session.figures.match_figures` (how each structure places its
players is said there); this module only writes them in the current language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout

from ..i18n import _, join_sentences, ngettext
from ..session import StandingKind
from ..session.figures import BestThrow, MatchFigures, match_figures
from ..texts import dice_text, names_text, standing_header
from .felt import felt_label
from .round_end import PANEL_STYLE
from .theme import ACCENT_ON_FELT, ON_FELT, ON_FELT_DIM

if TYPE_CHECKING:
    from ..controller import GameController
    from ..records import PlayerInfo


def best_text(best: BestThrow | None, players: tuple[PlayerInfo, ...]) -> str:
    """A best throw as the table writes it: "1·1·6 = 260", or "Chicago"."""
    if best is None:
        return "—"
    if best.chicago:
        return _("Chicago ({dice})").format(dice=dice_text(best.dice))
    return _("{dice} = {score}").format(dice=dice_text(best.dice), score=best.score)


def count_header(kind: StandingKind) -> str:
    """The header of the structure's counter at the end (R41-R45)."""
    if kind is StandingKind.COASTERS:
        # Translators: end-of-match table, coasters a player took in the whole match.
        return _("Coasters taken")
    return standing_header(kind)


class MatchEndPanel(QFrame):
    """Final placings and the match's figures."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("match-end")
        self.setStyleSheet(PANEL_STYLE.format(name="match-end", edge=ACCENT_ON_FELT))
        box = QVBoxLayout(self)
        box.setContentsMargins(16, 8, 16, 8)
        box.setSpacing(4)
        self.cheer = felt_label(1.35, bold=True, color=ACCENT_ON_FELT)
        self.cheer.setObjectName("match-end-cheer")
        self.title = felt_label(1.0, bold=True)
        self.grid_box = QFrame()
        self.grid = QGridLayout(self.grid_box)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(2)
        self.summary = felt_label(1.0, color=ON_FELT_DIM)
        self.summary.setObjectName("match-end-figures")
        box.addWidget(self.cheer)
        box.addWidget(self.title)
        box.addWidget(self.grid_box, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.summary)
        self.figures: MatchFigures | None = None
        self._players: tuple[PlayerInfo, ...] = ()
        self._key: object = None
        self.rows: list[list[QLabel]] = []

    def show_match(self, controller: GameController) -> None:
        """Fill the panel from the controller's finished match (once per match)."""
        session = controller.session
        if session is None:
            return
        key = (id(session), len(session.events))
        if key == self._key:
            return
        self._key = key
        self._players = controller.players
        self.figures = match_figures(
            session.events, len(controller.players), controller.standing_kind
        )
        self.retranslate_ui()

    def places(self) -> list[tuple[int, str]]:
        """(place, name) from first to last, as shown."""
        if self.figures is None:
            return []
        return [(s.place, self._players[s.seat].name) for s in self.figures.seats]

    def _cell(self, text: str, *, bold: bool = False, color: str = ON_FELT) -> QLabel:
        label = QLabel(text)
        font = QFont(label.font())
        font.setBold(bold)
        label.setFont(font)
        label.setStyleSheet(f"color: {color};")
        return label

    def _fill_grid(self, figures: MatchFigures) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        headers = [
            _("Place"),
            _("Player"),
            count_header(figures.kind),
            _("Worst rounds"),
            _("Best throw"),
        ]
        for col, text in enumerate(headers):
            self.grid.addWidget(self._cell(text, bold=True, color=ON_FELT_DIM), 0, col)
        self.rows = []
        for row, seat in enumerate(figures.seats, start=1):
            first = seat.place == 1
            color = ACCENT_ON_FELT if first else ON_FELT
            cells = [
                # Translators: a final place in the end-of-match table, e.g. "1."
                _("{place}.").format(place=seat.place),
                ("★ " if first else "") + self._players[seat.seat].name,
                str(seat.count),
                str(seat.worst_rounds),
                best_text(seat.best, self._players),
            ]
            labels = [self._cell(text, bold=first, color=color) for text in cells]
            for col, label in enumerate(labels):
                align = Qt.AlignmentFlag.AlignLeft if col == 1 else Qt.AlignmentFlag.AlignHCenter
                self.grid.addWidget(label, row, col, align)
            labels[1].setAccessibleName(
                _("Place {place}: {name}").format(
                    place=seat.place, name=self._players[seat.seat].name
                )
            )
            self.rows.append(labels)

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        figures = self.figures
        if figures is None:
            return
        firsts = [self._players[s.seat].name for s in figures.seats if s.place == 1]
        if figures.draw:
            self.cheer.setText(_("A draw: well played, {names}!").format(names=names_text(firsts)))
        else:
            self.cheer.setText(_("Congratulations, {names}!").format(names=names_text(firsts)))
        self.title.setText(_("Final placings"))
        self._fill_grid(figures)
        rounds = ngettext(
            "{count} rolling round played.", "{count} rolling rounds played.", figures.rounds
        ).format(count=figures.rounds)
        best = figures.best
        if best is not None:
            throw = _("Best throw of the match: {throw} by {name}.").format(
                throw=best_text(best, self._players), name=self._players[best.seat].name
            )
            rounds = join_sentences((rounds, throw))
        self.summary.setText(rounds)
        self.setAccessibleName(_("Final placings"))
        self.setAccessibleDescription(
            join_sentences(
                _("Place {place}: {name}.").format(place=p, name=n) for p, n in self.places()
            )
        )
