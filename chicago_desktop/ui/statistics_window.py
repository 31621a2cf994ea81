"""The Statistics window: figures and charts per human name, preset and opponent level.

Every figure is computed by :mod:`chicago_desktop.storage.statistics` from the match log;
this window only chooses the filters, words the numbers and draws them. The figures are
labels (a screen reader reads them as text), the breakdowns are table models, and each
chart describes its data in its accessible description.

*Reset* asks for confirmation with a standard message box (opened, not executed: no nested
event loop) and then forgets every match (``reset_statistics``); the owner is told through
:attr:`StatisticsWindow.reset_done`.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from enum import IntEnum
from typing import Any, Final

from PySide6.QtCore import (
    QAbstractTableModel,
    QDate,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..i18n import N_, _, format_percent, join_sentences, ngettext
from ..storage.statistics import (
    OPPONENTS_HUMANS,
    OPPONENTS_MIXED,
    Figures,
    Statistics,
    figures,
    figures_by_opponents,
    figures_by_preset,
    loss_rate_by_position,
    opponent_groups,
    player_names,
    presets_played,
    result_distribution,
    wins_over_time,
)
from ..texts import level_name, preset_name
from .charts import Chart, Point

ModelIndex = QModelIndex | QPersistentModelIndex

OTHER_OPPONENTS: Final = {
    OPPONENTS_MIXED: N_("CPUs of mixed levels"),
    OPPONENTS_HUMANS: N_("Humans only"),
}


def opponents_name(group: str) -> str:
    """An opponent group as shown: a CPU level, mixed levels or humans only."""
    if group in OTHER_OPPONENTS:
        return _(OTHER_OPPONENTS[group])
    return _("CPU · {level}").format(level=level_name(group))


def percent_text(rate: float | None) -> str:
    """A share as a whole percentage, or a dash when nothing was played."""
    if rate is None:
        return "—"
    return format_percent(rate)


def number_text(value: float | None, decimals: int = 0) -> str:
    """A number in the current locale, or a dash."""
    if value is None:
        return "—"
    if decimals == 0:
        return QLocale().toString(round(value))
    return QLocale().toString(float(value), "f", decimals)


def _fit_height(view: QTableView) -> None:
    """As tall as the header and every row: the tables scroll with the window, not inside."""
    rows = view.model().rowCount() if view.model() is not None else 0
    row = view.verticalHeader().defaultSectionSize()
    header = view.horizontalHeader().sizeHint().height()
    view.setFixedHeight(header + max(1, rows) * row + 2 * view.frameWidth() + 2)


def _qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


def streak_text(f: Figures) -> str:
    """The current run of wins or losses."""
    if f.current_win_streak:
        n = f.current_win_streak
        return ngettext("{count} win in a row", "{count} wins in a row", n).format(count=n)
    if f.current_losing_streak:
        n = f.current_losing_streak
        return ngettext("{count} loss in a row", "{count} losses in a row", n).format(count=n)
    return _("none")


# ======================================================= breakdown table model
class BreakdownColumn(IntEnum):
    """Columns of the by-preset and by-opponents tables."""

    GROUP = 0
    PLAYED = 1
    WON = 2
    LOST = 3
    DRAWN = 4
    WIN_RATE = 5
    ROUNDS = 6
    LOSSES = 7
    BEST = 8
    AVERAGE = 9


BREAKDOWN_HEADERS: Final = {
    BreakdownColumn.PLAYED: N_("Played"),
    BreakdownColumn.WON: N_("Won"),
    BreakdownColumn.LOST: N_("Lost"),
    BreakdownColumn.DRAWN: N_("Drawn"),
    BreakdownColumn.WIN_RATE: N_("Win rate"),
    BreakdownColumn.ROUNDS: N_("Rounds"),
    BreakdownColumn.LOSSES: N_("Losses taken"),
    BreakdownColumn.BEST: N_("Best result"),
    BreakdownColumn.AVERAGE: N_("Average result"),
}


class BreakdownModel(QAbstractTableModel):
    """One row per preset (or opponent group) with its figures."""

    def __init__(
        self, group_title: str, namer: Callable[[str], str], parent: QObject | None = None
    ):
        super().__init__(parent)
        self._group_title = group_title  # an N_ msgid
        self._namer = namer
        self._rows: list[tuple[str, Figures]] = []

    def set_rows(self, rows: dict[str, Figures]) -> None:
        """Replace every row."""
        self.beginResetModel()
        self._rows = list(rows.items())
        self.endResetModel()

    def retranslate(self) -> None:
        """Texts are made on demand; tell the views to ask again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(BreakdownColumn) - 1)
        if self._rows:
            last = self.index(len(self._rows) - 1, len(BreakdownColumn) - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(BreakdownColumn)

    def headerData(  # noqa: N802 - Qt override
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(BreakdownColumn):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            col = BreakdownColumn(section)
            return (
                _(self._group_title) if col is BreakdownColumn.GROUP else _(BREAKDOWN_HEADERS[col])
            )
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        key, f = self._rows[index.row()]
        col = BreakdownColumn(index.column())
        if role in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.AccessibleTextRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return self._text(key, f, col)
        if role == Qt.ItemDataRole.TextAlignmentRole and col is not BreakdownColumn.GROUP:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _text(self, key: str, f: Figures, col: BreakdownColumn) -> str:
        values: dict[BreakdownColumn, Callable[[], str]] = {
            BreakdownColumn.GROUP: lambda: self._namer(key),
            BreakdownColumn.PLAYED: lambda: number_text(f.matches),
            BreakdownColumn.WON: lambda: number_text(f.won),
            BreakdownColumn.LOST: lambda: number_text(f.lost),
            BreakdownColumn.DRAWN: lambda: number_text(f.drawn),
            BreakdownColumn.WIN_RATE: lambda: percent_text(f.win_rate),
            BreakdownColumn.ROUNDS: lambda: number_text(f.rounds),
            BreakdownColumn.LOSSES: lambda: number_text(f.losses),
            BreakdownColumn.BEST: lambda: number_text(f.best_result),
            BreakdownColumn.AVERAGE: lambda: number_text(f.average_result, 1),
        }
        return values[col]()


# ================================================================= the window
class StatisticsWindow(QDialog):
    """Figures and charts of one human name, with preset and opponent filters."""

    #: The statistics after a reset (the owner keeps them).
    reset_done = Signal(object)

    def __init__(self, statistics: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics-window")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self._stats = statistics
        self._figure_rows: list[
            tuple[QLabel, QLabel, Callable[[], str], Callable[[Figures], str]]
        ] = []
        self._figures = Figures()
        self.confirm_box: QMessageBox | None = None
        self._build()
        self.resize(980, 720)
        self.retranslate_ui()

    # ------------------------------------------------------------------ build
    def _build(self) -> None:
        self.name_label = QLabel()
        self.name_box = QComboBox()
        self.name_label.setBuddy(self.name_box)
        self.preset_label = QLabel()
        self.preset_box = QComboBox()
        self.preset_label.setBuddy(self.preset_box)
        self.opponents_label = QLabel()
        self.opponents_box = QComboBox()
        self.opponents_label.setBuddy(self.opponents_box)
        for box in (self.name_box, self.preset_box, self.opponents_box):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            box.setMinimumContentsLength(10)
        self.name_box.currentIndexChanged.connect(self._name_changed)
        self.preset_box.currentIndexChanged.connect(self._preset_changed)
        self.opponents_box.currentIndexChanged.connect(self.refresh_figures)

        self.filters = QWidget()
        filters = QHBoxLayout(self.filters)
        filters.setContentsMargins(0, 0, 0, 0)
        for label, box in (
            (self.name_label, self.name_box),
            (self.preset_label, self.preset_box),
            (self.opponents_label, self.opponents_box),
        ):
            filters.addWidget(label)
            filters.addWidget(box)
            filters.addSpacing(12)
        filters.addStretch(1)

        # --- figures
        self.figures_box = QGroupBox()
        grid = QGridLayout(self.figures_box)
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(6)
        forms = (QFormLayout(), QFormLayout(), QFormLayout())
        for i, form in enumerate(forms):
            form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
            form.setHorizontalSpacing(14)
            grid.addLayout(form, 0, i)
        rows: list[tuple[int, Callable[[], str], Callable[[Figures], str]]] = [
            (0, lambda: _("Matches played:"), lambda f: number_text(f.matches)),
            (0, lambda: _("Won:"), lambda f: number_text(f.won)),
            (0, lambda: _("Lost:"), lambda f: number_text(f.lost)),
            (0, lambda: _("Drawn:"), lambda f: number_text(f.drawn)),
            (0, lambda: _("Win rate:"), lambda f: percent_text(f.win_rate)),
            (1, lambda: _("Rounds played:"), lambda f: number_text(f.rounds)),
            (1, lambda: _("Losses taken:"), lambda f: number_text(f.losses)),
            (1, lambda: _("Loss rate per round:"), lambda f: percent_text(f.loss_rate)),
            (1, lambda: _("Rounds led:"), self._led_text),
            (1, lambda: _("Best result:"), lambda f: number_text(f.best_result)),
            (1, lambda: _("Average result:"), lambda f: number_text(f.average_result, 1)),
            (2, lambda: _("Longest winning streak:"), lambda f: number_text(f.longest_win_streak)),
            (
                2,
                lambda: _("Longest losing streak:"),
                lambda f: number_text(f.longest_losing_streak),
            ),
            (2, lambda: _("Current streak:"), streak_text),
        ]
        for column, label_text, value_text in rows:
            label, value = QLabel(), QLabel()
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            font = QFont(value.font())
            font.setBold(True)
            value.setFont(font)
            label.setBuddy(value)
            forms[column].addRow(label, value)
            self._figure_rows.append((label, value, label_text, value_text))
        self.figures_note = QLabel()
        self.figures_note.setWordWrap(True)
        grid.addWidget(self.figures_note, 1, 0, 1, 3)

        # --- breakdowns
        self.preset_model = BreakdownModel(N_("Preset"), preset_name, self)
        self.opponents_model = BreakdownModel(N_("Opponents"), opponents_name, self)
        self.preset_table = self._table(self.preset_model)
        self.opponents_table = self._table(self.opponents_model)
        self.preset_title = QLabel()
        self.opponents_title = QLabel()
        breakdowns = QVBoxLayout()
        for title, table in (
            (self.preset_title, self.preset_table),
            (self.opponents_title, self.opponents_table),
        ):
            f = QFont(title.font())
            f.setBold(True)
            title.setFont(f)
            title.setBuddy(table)
            stack = QVBoxLayout()
            stack.addWidget(title)
            stack.addWidget(table)
            breakdowns.addLayout(stack)

        # --- charts
        self.wins_chart = Chart("line", y_max=100.0, y_format=lambda v: percent_text(v / 100))
        self.results_chart = Chart("bars", integer=True, y_format=number_text)
        self.position_chart = Chart("bars", y_max=100.0, y_format=lambda v: percent_text(v / 100))
        charts = QGridLayout()
        charts.addWidget(self.wins_chart, 0, 0)
        charts.addWidget(self.position_chart, 0, 1)
        charts.addWidget(self.results_chart, 1, 0, 1, 2)

        content = QWidget()
        content_box = QVBoxLayout(content)
        content_box.setContentsMargins(0, 0, 6, 0)
        content_box.addWidget(self.figures_box)
        content_box.addLayout(breakdowns)
        content_box.addLayout(charts)
        self.content_area = QScrollArea()
        self.content_area.setWidgetResizable(True)
        self.content_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.content_area.setWidget(content)

        self.empty_label = QLabel()
        self.empty_label.setObjectName("statistics-empty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        ef = QFont(self.empty_label.font())
        ef.setPointSizeF(ef.pointSizeF() * 1.2)
        self.empty_label.setFont(ef)

        self.pages = QStackedWidget()
        self.pages.addWidget(self.empty_label)
        self.pages.addWidget(self.content_area)

        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.hide()

        self.reset_button = QPushButton()
        self.reset_button.clicked.connect(self.ask_reset)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.rejected.connect(self.close)

        outer = QVBoxLayout(self)
        outer.addWidget(self.filters)
        outer.addWidget(self.pages, 1)
        outer.addWidget(self.problem_label)
        outer.addWidget(self.buttons)

    def _table(self, model: BreakdownModel) -> QTableView:
        view = QTableView()
        view.setModel(model)
        view.verticalHeader().setVisible(False)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setAlternatingRowColors(True)
        view.setShowGrid(False)
        view.setWordWrap(False)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.horizontalHeader().setStretchLastSection(False)
        view.horizontalHeader().setSectionResizeMode(
            BreakdownColumn.GROUP, QHeaderView.ResizeMode.Stretch
        )
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        model.modelReset.connect(lambda: _fit_height(view))
        return view

    @staticmethod
    def _led_text(f: Figures) -> str:
        if not f.rounds:
            return "—"
        return ngettext(
            "{led} of {rounds} round ({percent})",
            "{led} of {rounds} rounds ({percent})",
            f.rounds,
        ).format(
            led=number_text(f.rounds_led),
            rounds=number_text(f.rounds),
            percent=percent_text(f.lead_rate),
        )

    # ------------------------------------------------------------- choosing
    @property
    def statistics(self) -> Statistics:
        """The statistics shown."""
        return self._stats

    def set_statistics(self, statistics: Statistics) -> None:
        """Show new statistics (a match was recorded, or another copy saved some)."""
        self._stats = statistics
        self._fill_names()

    def current_name(self) -> str | None:
        """The chosen player's name."""
        value = self.name_box.currentData()
        return value if isinstance(value, str) else None

    def choose(self, name: str, preset: str | None = None, opponents: str | None = None) -> None:
        """Choose a player and filters (None: all)."""
        self._select(self.name_box, name)
        self._select(self.preset_box, preset)
        self._select(self.opponents_box, opponents)

    @staticmethod
    def _select(box: QComboBox, value: str | None) -> None:
        index = box.findData(value)
        if index >= 0:
            box.setCurrentIndex(index)

    def _fill(self, box: QComboBox, items: list[tuple[str, str | None]]) -> None:
        keep = box.currentData()
        box.blockSignals(True)
        box.clear()
        for text, data in items:
            box.addItem(text, data)
        index = box.findData(keep)
        box.setCurrentIndex(index if index >= 0 else 0)
        box.blockSignals(False)

    def _fill_names(self) -> None:
        names = player_names(self._stats)
        self._fill(self.name_box, [(n, n) for n in names])
        self.pages.setCurrentWidget(self.content_area if names else self.empty_label)
        self.filters.setVisible(bool(names))
        self.reset_button.setEnabled(bool(self._stats.matches))
        self._name_changed()

    def _name_changed(self) -> None:
        name = self.current_name()
        presets = presets_played(self._stats, name) if name else ()
        self._fill(
            self.preset_box,
            [(_("All presets"), None), *((preset_name(p), p) for p in presets)],
        )
        self._preset_changed()

    def _preset_changed(self) -> None:
        name = self.current_name()
        preset = self.preset_box.currentData()
        groups = opponent_groups(self._stats, name, preset=preset) if name else ()
        self._fill(
            self.opponents_box,
            [(_("All opponents"), None), *((opponents_name(g), g) for g in groups)],
        )
        self.refresh_figures()

    # ---------------------------------------------------------------- figures
    def refresh_figures(self) -> None:
        """Figures, tables and charts for the chosen player and filters."""
        name = self.current_name()
        preset = self.preset_box.currentData()
        opponents = self.opponents_box.currentData()
        stats = self._stats
        if name is None:
            self._figures = Figures()
            self.preset_model.set_rows({})
            self.opponents_model.set_rows({})
            for chart in (self.wins_chart, self.results_chart, self.position_chart):
                chart.set_points(())
            self._show_figures()
            return
        self._figures = figures(stats, name, preset=preset, opponents=opponents)
        self.preset_model.set_rows(figures_by_preset(stats, name))
        self.opponents_model.set_rows(figures_by_opponents(stats, name, preset=preset))
        locale = QLocale()
        self.wins_chart.set_points(
            [
                Point(
                    locale.toString(_qdate(p.day), QLocale.FormatType.ShortFormat),
                    100 * p.total_won / p.total_played,
                    ngettext(
                        "{date}: {won} of {played} match won so far ({percent}).",
                        "{date}: {won} of {played} matches won so far ({percent}).",
                        p.total_played,
                    ).format(
                        date=locale.toString(_qdate(p.day), QLocale.FormatType.LongFormat),
                        won=p.total_won,
                        played=p.total_played,
                        percent=percent_text(p.total_won / p.total_played),
                    ),
                )
                for p in wins_over_time(stats, name, preset=preset, opponents=opponents)
            ]
        )
        self.results_chart.set_points(
            [
                Point(
                    str(score),
                    count,
                    ngettext(
                        "{count} result worth {score}.", "{count} results worth {score}.", count
                    ).format(count=count, score=score),
                )
                for score, count in result_distribution(
                    stats, name, preset=preset, opponents=opponents
                )
            ]
        )
        self.position_chart.set_points(
            [
                Point(
                    str(r.position + 1),
                    100 * r.rate,
                    ngettext(
                        "Place {place} in the turn order: a loss in {losses} of {rounds} round"
                        " ({percent}).",
                        "Place {place} in the turn order: a loss in {losses} of {rounds} rounds"
                        " ({percent}).",
                        r.rounds,
                    ).format(
                        place=r.position + 1,
                        losses=r.losses,
                        rounds=r.rounds,
                        percent=percent_text(r.rate),
                    ),
                )
                for r in loss_rate_by_position(stats, name, preset=preset, opponents=opponents)
            ]
        )
        self._show_figures()

    def _show_figures(self) -> None:
        spoken: list[str] = []
        for label, value, label_text, value_text in self._figure_rows:
            label.setText(label_text())
            value.setText(value_text(self._figures))
            value.setAccessibleName(label_text().rstrip(":：").strip())
            spoken.append(f"{label.text()} {value.text()}")
        self.figures_box.setAccessibleDescription(join_sentences(spoken))

    def figure_texts(self) -> dict[str, str]:
        """Every figure as shown, by its label (tests, copying)."""
        return {label.text(): value.text() for label, value, _l, _v in self._figure_rows}

    # ------------------------------------------------------------------ reset
    def ask_reset(self) -> QMessageBox:
        """Ask, without blocking, before forgetting every match; *Reset* confirms."""
        if self.confirm_box is not None:
            self.confirm_box.close()
            self.confirm_box.deleteLater()
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(_("Reset statistics"))
        box.setText(_("Forget every recorded match of every player?"))
        box.setInformativeText(
            _("Your figures and charts start again from zero. This cannot be undone.")
        )
        box.setStandardButtons(QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.buttonClicked.connect(lambda button: self._answered(box.standardButton(button)))
        self.confirm_box = box
        box.open()
        return box

    def _answered(self, answer: QMessageBox.StandardButton) -> None:
        self.confirm_box = None
        if answer == QMessageBox.StandardButton.Reset:
            self.reset_now()

    def reset_now(self) -> bool:
        """Forget every match (after the confirmation); True when it worked."""
        from ..storage.lock import WINDOW_TIMEOUT
        from ..storage.statistics import reset_statistics

        try:  # never a long wait on the window's thread: a stuck copy gets a message
            stats = reset_statistics(timeout=WINDOW_TIMEOUT)
        except (OSError, TimeoutError) as exc:
            self.show_problem(
                _("The statistics could not be reset: {reason}").format(
                    reason=getattr(exc, "strerror", None) or str(exc)
                )
            )
            return False
        self.show_problem("")
        self.set_statistics(stats)
        self.reset_done.emit(stats)
        return True

    def show_problem(self, text: str) -> None:
        """A sentence under the figures (a save failed), or nothing."""
        self.problem_label.setText(text)
        self.problem_label.setVisible(bool(text))

    # --------------------------------------------------------------- language
    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(_("Statistics"))
        self.setAccessibleName(_("Statistics"))
        self.name_label.setText(_("&Player:"))
        self.preset_label.setText(_("Pre&set:"))
        self.opponents_label.setText(_("&Opponents:"))
        self.name_box.setAccessibleName(_("Player"))
        self.preset_box.setAccessibleName(_("Preset"))
        self.opponents_box.setAccessibleName(_("Opponents"))
        self.figures_box.setTitle(_("Figures"))
        self.figures_note.setText(
            _(
                "Results are valued by their fixed score (6 to 300). A loss is a round in"
                " which the player had the lowest result."
            )
        )
        self.preset_title.setText(_("By preset"))
        self.opponents_title.setText(_("By opponent level"))
        self.preset_table.setAccessibleName(_("Figures by preset"))
        self.opponents_table.setAccessibleName(_("Figures by opponent level"))
        self.preset_model.retranslate()
        self.opponents_model.retranslate()
        no_data = _("No rounds for this choice yet.")
        self.wins_chart.set_texts(_("Wins over time"), _("Day"), _("Win rate"), no_data)
        self.results_chart.set_texts(
            _("Distribution of results"), _("Fixed score of the result"), _("Results"), no_data
        )
        self.position_chart.set_texts(
            _("Loss rate by seat position"),
            _("Place in the turn order (1 = leader)"),
            _("Loss rate"),
            no_data,
        )
        self.empty_label.setText(
            _(
                "No statistics yet.\n\nFinish a match with at least one human player and"
                " your figures and charts appear here."
            )
        )
        self.empty_label.setAccessibleName(_("No statistics yet"))
        self.reset_button.setText(_("&Reset…"))
        self.reset_button.setAccessibleDescription(
            _("Forget every recorded match, after a confirmation.")
        )
        self._fill_names()
