"""The Chicago 2–12 page of the Statistics window (R60, R61).

The game has no decisions, so the page answers what its players ask: how often have I
won, what is my best total, and were the dice fair to me — the hit rate at every target
beside the exact chance of a hit (6/36 for a 7 with two dice), as a table and as a chart
with the chance marked across each bar. Targets thrown with two and with three dice are
kept apart: their chances differ.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import IntEnum
from typing import Any, Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ..i18n import N_, _, format_percent, join_sentences, ngettext
from ..storage.statistics import TargetRate, TwelveFigures
from .charts import Chart, Point
from .statistics_models import FiguresTableModel, FittedTable, fit_height, number_text, percent_text


class TargetColumn(IntEnum):
    """Columns of the per-target table."""

    TARGET = 0
    THROWS = 1
    HITS = 2
    RATE = 3
    CHANCE = 4


TARGET_HEADERS: Final = {
    TargetColumn.TARGET: N_("Target"),
    TargetColumn.THROWS: N_("Throws"),
    TargetColumn.HITS: N_("Hits"),
    TargetColumn.RATE: N_("Hit rate"),
    TargetColumn.CHANCE: N_("Exact chance"),
}


def target_name(rate: TargetRate, both: bool) -> str:
    """A target as the table names it; with the dice count when both counts were played."""
    if not both:
        return str(rate.target)
    return ngettext("{target} ({dice} die)", "{target} ({dice} dice)", rate.dice).format(
        target=rate.target, dice=rate.dice
    )


def chance_text(rate: TargetRate) -> str:
    """The exact chance as ways over outcomes and as a percentage: 6/36 (17%), 1/216 (0.5%).

    Below 10% one decimal is shown: a whole percentage would write 1/216 as "0%", as if
    the target could not be hit.
    """
    ways = rate.chance * 6**rate.dice
    chance = float(rate.chance)
    return _("{ways}/{outcomes} ({percent})").format(
        ways=int(ways),
        outcomes=6**rate.dice,
        percent=format_percent(chance, digits=1 if chance < 0.1 else 0),
    )


class TargetModel(FiguresTableModel):
    """One row per target thrown at (and dice count), in the order of the targets."""

    columns = TargetColumn

    def header(self, column: int) -> str:
        return _(TARGET_HEADERS[TargetColumn(column)])

    def text(self, row: Any, column: int) -> str:
        rate: TargetRate = row
        both = len({r.dice for r in self._rows}) > 1
        col = TargetColumn(column)
        if col is TargetColumn.TARGET:
            return target_name(rate, both)
        if col is TargetColumn.THROWS:
            return number_text(rate.throws)
        if col is TargetColumn.HITS:
            return number_text(rate.hits)
        if col is TargetColumn.RATE:
            return percent_text(rate.rate)
        return chance_text(rate)


class TwelvePanel(QWidget):
    """Figures, the per-target table and the hit-rate chart of one player's 2–12 games."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics-twelve")
        self._figures = TwelveFigures()
        self.figures_box = QGroupBox()
        form = QFormLayout(self.figures_box)
        form.setHorizontalSpacing(14)
        self._figure_rows: list[tuple[QLabel, QLabel, Callable[[], str], Callable[[], str]]] = []

        def f() -> TwelveFigures:
            return self._figures  # the figures shown when the text is made

        rows: list[tuple[Callable[[], str], Callable[[], str]]] = [
            (lambda: _("Games played:"), lambda: number_text(f().games)),
            (lambda: _("Won:"), lambda: number_text(f().won)),
            (lambda: _("Lost:"), lambda: number_text(f().lost)),
            (lambda: _("Win rate:"), lambda: percent_text(f().win_rate)),
            (lambda: _("Best total:"), lambda: number_text(f().best_total)),
            (lambda: _("Average total:"), lambda: number_text(f().average_total, 1)),
            (lambda: _("Targets hit:"), self._hits_text),
        ]
        for label_text, value_text in rows:
            label, value = QLabel(), QLabel()
            bold = QFont(value.font())
            bold.setBold(True)
            value.setFont(bold)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setBuddy(value)
            form.addRow(label, value)
            self._figure_rows.append((label, value, label_text, value_text))

        self.targets_title = QLabel()
        title_font = QFont(self.targets_title.font())
        title_font.setBold(True)
        self.targets_title.setFont(title_font)
        self.target_model = TargetModel(self)
        self.target_table = FittedTable()
        self.target_table.setModel(self.target_model)
        self.target_table.verticalHeader().setVisible(False)
        self.target_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.target_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.target_table.setAlternatingRowColors(True)
        self.target_table.setShowGrid(False)
        self.target_table.setWordWrap(False)
        header = self.target_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(TargetColumn.TARGET, QHeaderView.ResizeMode.Stretch)
        self.target_model.modelReset.connect(lambda: fit_height(self.target_table))
        self.targets_title.setBuddy(self.target_table)

        # The axis follows the data: a fixed 100% would flatten chances of 3% to nothing.
        self.hits_chart = Chart("bars", y_format=lambda v: percent_text(v / 100))
        self.hits_chart.setObjectName("twelve-hits-chart")

        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 6, 0)
        box.addWidget(self.figures_box)
        box.addWidget(self.targets_title)
        box.addWidget(self.target_table)
        box.addWidget(self.hits_chart)
        box.addStretch(1)
        self.retranslate_ui()

    def _hits_text(self) -> str:
        f = self._figures
        if not f.throws:
            return "—"
        return ngettext(
            "{hits} of {throws} throw ({percent})",
            "{hits} of {throws} throws ({percent})",
            f.throws,
        ).format(
            hits=number_text(f.hits), throws=number_text(f.throws), percent=percent_text(f.hit_rate)
        )

    def set_figures(self, figures: TwelveFigures) -> None:
        """Show one player's Chicago 2–12 figures."""
        self._figures = figures
        self.target_model.set_rows(figures.targets)
        self._show()

    def figure_texts(self) -> dict[str, str]:
        """Every figure as shown, by its label (tests, copying)."""
        return {label.text(): value.text() for label, value, _l, _v in self._figure_rows}

    def _show(self) -> None:
        spoken: list[str] = []
        for label, value, label_text, value_text in self._figure_rows:
            label.setText(label_text())
            value.setText(value_text())
            value.setAccessibleName(label_text().rstrip(":：").strip())
            spoken.append(f"{label.text()} {value.text()}")
        self.figures_box.setAccessibleDescription(join_sentences(spoken))
        both = len({r.dice for r in self._figures.targets}) > 1
        self.hits_chart.set_points(
            [
                Point(
                    target_name(r, both),
                    100 * r.rate,
                    _(
                        "Target {target}: hit {hits} of {throws} times ({percent});"
                        " the exact chance is {chance}."
                    ).format(
                        target=target_name(r, both),
                        hits=r.hits,
                        throws=r.throws,
                        percent=percent_text(r.rate),
                        chance=chance_text(r),
                    ),
                    mark=100 * float(r.chance),
                )
                for r in self._figures.targets
            ]
        )

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.figures_box.setTitle(_("Chicago 2–12"))
        self.targets_title.setText(_("Hits by target"))
        self.target_table.setAccessibleName(_("Hits by target"))
        self.target_model.retranslate()
        self.hits_chart.set_texts(
            _("Hit rate against the exact chance"),
            _("Target"),
            _("Hit rate"),
            _("No games of Chicago 2–12 for this player yet."),
        )
        self.hits_chart.setWhatsThis(
            _("Each bar is how often the target was hit; the line across it is the exact chance.")
        )
        self._show()
