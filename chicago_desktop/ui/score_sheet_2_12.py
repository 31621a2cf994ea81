"""The Chicago 2–12 score sheet as a Qt table model (RULES.md R60, R61).

A column per target and a last column with the running total; a row per player, or per
team in Teams (the team's cell of a round is its members' pooled score). The column of
the round being played is highlighted, a hit shows its points in bold and a miss a dash,
and a player who is out (Elimination) is greyed. The model reads a
:class:`~chicago_desktop.two_to_twelve.Game` directly; whoever applies a throw passes the
events to :meth:`ScoreSheetModel.apply_events`, which emits the narrowest changes. Texts are
made when Qt asks for them, so a language switch only needs :meth:`retranslate`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont, QPalette

from ..i18n import _, join_sentences, pgettext
from ..records import PlayerInfo
from ..texts import names_text
from ..two_to_twelve import (
    Event,
    Game,
    GameEnded,
    PlayerOut,
    RolloffStarted,
    RoundStarted,
    Status,
    Thrown,
    team_of,
)

ModelIndex = QModelIndex | QPersistentModelIndex
#: The score of a cell as a number (None before the throw): for delegates and tests.
SCORE_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 1
#: True on a cell whose throws all happened and at least one hit, False on a miss.
HIT_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 2
#: True on every cell of the round being played.
CURRENT_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 3
MISS_MARK: Final = "–"
#: The roles :meth:`ScoreSheetModel.data` answers; a view asks every role of every cell
#: it paints, and the others are turned away before a score is added up.
_ROLES_SERVED: Final = frozenset(
    {
        *(
            int(role)
            for role in (
                Qt.ItemDataRole.DisplayRole,
                Qt.ItemDataRole.AccessibleTextRole,
                Qt.ItemDataRole.ToolTipRole,
                Qt.ItemDataRole.TextAlignmentRole,
                Qt.ItemDataRole.FontRole,
                Qt.ItemDataRole.BackgroundRole,
                Qt.ItemDataRole.ForegroundRole,
            )
        ),
        SCORE_ROLE,
        HIT_ROLE,
        CURRENT_ROLE,
    }
)


class ScoreSheetModel(QAbstractTableModel):
    """The score sheet of one Chicago 2–12 game; empty until :meth:`set_game`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._players: tuple[PlayerInfo, ...] = ()

    # ---------------------------------------------------------------- updates
    def set_game(self, game: Game | None, players: Iterable[PlayerInfo] = ()) -> None:
        """Show ``game`` (played by ``players``, one per seat), or nothing."""
        seats = tuple(players)
        if game is not None and len(seats) != game.players:
            raise ValueError("one PlayerInfo per seat is needed")
        self.beginResetModel()
        self._game = game
        self._players = seats if game is not None else ()
        self.endResetModel()

    def apply_events(self, events: Iterable[Event]) -> None:
        """Tell the views what the throw that caused ``events`` changed, cell by cell."""
        game = self._game
        if game is None:
            return
        total = len(game.targets)
        for event in events:
            if isinstance(event, Thrown):
                row = self.row_of(event.seat)
                self.dataChanged.emit(self.index(row, event.round_index), self.index(row, total))
            elif isinstance(event, RoundStarted):
                first = max(0, event.index - 1)
                self._columns_changed(first, event.index)
                self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)
            elif isinstance(event, PlayerOut):
                row = self.row_of(event.seat)
                self.dataChanged.emit(self.index(row, 0), self.index(row, total))
                self.headerDataChanged.emit(Qt.Orientation.Vertical, row, row)
            elif isinstance(event, RolloffStarted | GameEnded):
                self._columns_changed(0, total)
                self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)

    def retranslate(self) -> None:
        """Texts are made on demand; tell the views to ask again."""
        if self.rowCount():
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)
            self._columns_changed(0, self.columnCount() - 1)

    def _columns_changed(self, first: int, last: int) -> None:
        if self.rowCount():
            self.dataChanged.emit(self.index(0, first), self.index(self.rowCount() - 1, last))

    # ---------------------------------------------------------------- geometry
    @property
    def game(self) -> Game | None:
        """The game shown."""
        return self._game

    def row_of(self, seat: int) -> int:
        """The row that shows a seat's score: its own, or its team's in Teams."""
        game = self._game
        return team_of(seat) if game is not None and game.rules.teams else seat

    def seats_of(self, row: int) -> tuple[int, ...]:
        """The seats whose throws a row adds up."""
        game = self._game
        if game is None:
            return ()
        return game.team_members(row) if game.rules.teams else (row,)

    @property
    def total_column(self) -> int:
        """The column of the running totals (after the last target)."""
        return len(self._game.targets) if self._game is not None else 0

    @property
    def current_column(self) -> int | None:
        """The column of the round being played; None in a roll-off and once over."""
        game = self._game
        if game is None or game.target is None:
            return None
        return game.round_index

    # ------------------------------------------------------------------ model
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        game = self._game
        if parent.isValid() or game is None:
            return 0
        return 2 if game.rules.teams else game.players

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        game = self._game
        if parent.isValid() or game is None:
            return 0
        return len(game.targets) + 1

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def headerData(  # noqa: N802 - Qt override
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        game = self._game
        if game is None or role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.AccessibleTextRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return None
        spoken = role != Qt.ItemDataRole.DisplayRole
        if orientation == Qt.Orientation.Horizontal:
            if section == self.total_column:
                return pgettext("score sheet", "Total")
            if not 0 <= section < len(game.targets):
                return None
            target = game.targets[section]
            if spoken:
                return _("Round {number}, target {target}").format(
                    number=section + 1, target=target
                )
            return str(target)
        if not 0 <= section < self.rowCount():
            return None
        return self._row_name(section, spoken)

    def _row_name(self, row: int, spoken: bool) -> str:
        game = self._game
        assert game is not None
        seats = self.seats_of(row)
        names = names_text([self._players[s].name for s in seats])
        if game.rules.teams:
            # Translators: a Chicago 2–12 score sheet row in Teams, e.g. "Team 1: Anna and Cleo".
            name = _("Team {number}: {names}").format(number=row + 1, names=names)
        else:
            name = names
        if game.current_seat in seats:
            if spoken:
                thrower = self._players[game.current_seat].name
                return _("{name}, {thrower} to throw").format(name=name, thrower=thrower)
            return "▶ " + name
        if not game.rules.teams and game.status(row) is Status.OUT:
            return _("{name} (out)").format(name=name)
        return name

    def _cell_score(self, row: int, column: int) -> int | None:
        """A row's points in a round, None while none of its seats has thrown in it."""
        game = self._game
        assert game is not None
        seats = self.seats_of(row)
        if column < len(game.rounds):
            results = game.rounds[column].results
        elif column == game.round_index and game.target is not None:
            results = game.round_results
        else:
            return None
        scores = [r.score for r in results if r.seat in seats]
        return sum(scores) if scores else None

    def _row_total(self, row: int) -> int:
        game = self._game
        assert game is not None
        return sum(game.total(s) for s in self.seats_of(row))

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        game = self._game
        if game is None or role not in _ROLES_SERVED or not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < self.rowCount() and 0 <= column < self.columnCount()):
            return None
        is_total = column == self.total_column
        score = self._row_total(row) if is_total else self._cell_score(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            if score is None:
                return ""
            return str(score) if is_total or score else MISS_MARK
        if role in (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            return self._spoken(row, column, score)
        if role == SCORE_ROLE:
            return score
        if role == HIT_ROLE:
            return None if is_total or score is None else score > 0
        if role == CURRENT_ROLE:
            return column == self.current_column
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and (is_total or (score or 0) > 0):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and column == self.current_column:
            colour = QColor(QPalette().color(QPalette.ColorRole.Highlight))
            colour.setAlpha(60)
            return colour
        if role == Qt.ItemDataRole.ForegroundRole and (
            (not game.rules.teams and game.status(row) is Status.OUT) or score == 0
        ):
            return QPalette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        return None

    def _spoken(self, row: int, column: int, score: int | None) -> str:
        name = self._row_name(row, spoken=False).removeprefix("▶ ")
        game = self._game
        assert game is not None
        if column == self.total_column:
            return _("{name}: {total} in total").format(name=name, total=score)
        target = game.targets[column]
        if score is None:
            what = _("not thrown yet")
        elif score:
            what = _("hit, {points} points").format(points=score)
        else:
            what = _("missed")
        sentence = _("{name}, target {target}: {result}.").format(
            name=name, target=target, result=what
        )
        if column == self.current_column:
            return join_sentences([sentence, _("This round is being played.")])
        return sentence
