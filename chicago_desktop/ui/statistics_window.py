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

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QFont, QResizeEvent, QShowEvent
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

from ..i18n import N_, _, join_sentences, ngettext
from ..storage.statistics import (
    TWELVE,
    Figures,
    Statistics,
    figures,
    figures_by_opponents,
    figures_by_preset,
    loss_rate_by_position,
    opponent_groups,
    personal_bests,
    player_names,
    plays_twelve,
    presets_played,
    result_histogram,
    twelve_figures,
    wins_over_time,
)
from ..texts import preset_name
from .charts import Chart, Point
from .statistics_bests import PersonalBestsBox
from .statistics_models import (
    BreakdownColumn,
    BreakdownModel,
    FittedTable,
    fit_height,
    number_text,
    opponents_name,
    percent_text,
    qdate,
    streak_text,
)
from .statistics_twelve import TwelvePanel


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
        self._figures_grid, self._forms, self._figures_columns = grid, forms, 3
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
        grid.addWidget(self.figures_note, 2, 0, 1, 3)
        self.bests_box = PersonalBestsBox()
        figures_row = QVBoxLayout()
        figures_row.addWidget(self.figures_box)
        figures_row.addWidget(self.bests_box)

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
        self.results_chart = Chart("histogram", integer=True, y_format=number_text)
        self.position_chart = Chart("bars", y_max=100.0, y_format=lambda v: percent_text(v / 100))
        charts = QGridLayout()
        charts.addWidget(self.wins_chart, 0, 0)
        charts.addWidget(self.position_chart, 0, 1)
        charts.addWidget(self.results_chart, 1, 0, 1, 2)

        content = QWidget()
        content_box = QVBoxLayout(content)
        content_box.setContentsMargins(0, 0, 6, 0)
        content_box.addLayout(figures_row)
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

        # Chicago 2–12 has figures of its own (no decisions, no levels): its own page.
        self.twelve_panel = TwelvePanel()
        self.twelve_area = QScrollArea()
        self.twelve_area.setWidgetResizable(True)
        self.twelve_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.twelve_area.setWidget(self.twelve_panel)

        self.pages = QStackedWidget()
        self.pages.addWidget(self.empty_label)
        self.pages.addWidget(self.content_area)
        self.pages.addWidget(self.twelve_area)

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
        view = FittedTable()
        view.setModel(model)
        view.verticalHeader().setVisible(False)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setAlternatingRowColors(True)
        view.setShowGrid(False)
        view.setWordWrap(False)
        # The figures as wide as their widest text, the group takes what is left (a long
        # group name is elided, whole in its tooltip); a table whose figures alone are wider
        # than the window scrolls sideways inside itself (FittedTable).
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.horizontalHeader().setStretchLastSection(False)
        view.horizontalHeader().setSectionResizeMode(
            BreakdownColumn.GROUP, QHeaderView.ResizeMode.Stretch
        )
        model.modelReset.connect(lambda: fit_height(view))
        return view

    def _arrange_figures(self) -> None:
        """Three columns of figures where they fit, else the streaks under the others.

        Long labels (French, German) made three columns wider than the window's default
        size, and the whole page scrolled sideways with the last column cut.
        """
        room = self.content_area.viewport().width() - 40
        margins = self._figures_grid.contentsMargins()
        spacing = self._figures_grid.horizontalSpacing()
        widths = [form.sizeHint().width() for form in self._forms]
        columns = 3 if sum(widths) + 2 * spacing + margins.left() + margins.right() <= room else 2
        if columns == self._figures_columns:
            return
        self._figures_columns = columns
        last = self._forms[2]
        self._figures_grid.removeItem(last)
        if columns == 3:
            self._figures_grid.addLayout(last, 0, 2)
        else:
            self._figures_grid.addLayout(last, 1, 0, 1, 2)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._arrange_figures()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._arrange_figures()

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
        if not names:
            self.pages.setCurrentWidget(self.empty_label)
        self.filters.setVisible(bool(names))
        self.reset_button.setEnabled(bool(self._stats.matches))
        self._name_changed()

    def _name_changed(self) -> None:
        name = self.current_name()
        presets = presets_played(self._stats, name) if name else ()
        items: list[tuple[str, str | None]] = []
        if presets or not (name and plays_twelve(self._stats, name)):
            items = [(_("All presets"), None), *((preset_name(p), p) for p in presets)]
        if name and plays_twelve(self._stats, name):
            items.append((_("Chicago 2–12"), TWELVE))
        self._fill(self.preset_box, items)
        self._preset_changed()

    def _preset_changed(self) -> None:
        name = self.current_name()
        preset = self.preset_box.currentData()
        if preset == TWELVE:  # no CPU levels in Chicago 2–12: nothing to filter by
            self._fill(self.opponents_box, [(_("All opponents"), None)])
            self.opponents_box.setEnabled(False)
            self.twelve_panel.set_figures(
                twelve_figures(self._stats.twelve, name) if name else twelve_figures((), "")
            )
            if name:
                self.pages.setCurrentWidget(self.twelve_area)
            return
        self.opponents_box.setEnabled(True)
        if name:
            self.pages.setCurrentWidget(self.content_area)
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
        if preset == TWELVE:
            return
        self._figures = figures(stats, name, preset=preset, opponents=opponents)
        self.bests_box.set_bests(personal_bests(stats, name, preset=preset, opponents=opponents))
        self.preset_model.set_rows(figures_by_preset(stats, name))
        self.opponents_model.set_rows(figures_by_opponents(stats, name, preset=preset))
        locale = QLocale()
        self.wins_chart.set_points(
            [
                Point(
                    locale.toString(qdate(p.day), QLocale.FormatType.ShortFormat),
                    100 * p.total_won / p.total_played,
                    ngettext(
                        "{date}: {won} of {played} match won so far ({percent}).",
                        "{date}: {won} of {played} matches won so far ({percent}).",
                        p.total_played,
                    ).format(
                        date=locale.toString(qdate(p.day), QLocale.FormatType.LongFormat),
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
                    _("{low}–{high}").format(low=b.low, high=b.high),
                    b.count,
                    ngettext(
                        "{count} result worth {low} to {high}.",
                        "{count} results worth {low} to {high}.",
                        b.count,
                    ).format(count=b.count, low=b.low, high=b.high),
                )
                for b in result_histogram(stats, name, preset=preset, opponents=opponents)
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
        self.bests_box.retranslate_ui()
        self.twelve_panel.retranslate_ui()
        self._arrange_figures()
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
