"""*Review my decisions*: each decision of the human seats next to the Expert CPU's.

The numbers are :mod:`chicago_desktop.review.decisions`' (the hint's exact chances), the
same as ``chicago-desktop review`` prints; the words are :mod:`chicago_desktop.review.words`.
The review is worked out a few actions per turn of the event loop (a hint takes a few
milliseconds, a long record has hundreds of actions), so the window never stops answering;
the list fills in when it is done. Actions are counted from 1 here, for people.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n import _, ngettext, pgettext

if TYPE_CHECKING:
    from ..controller.warm_up import WarmUp
    from ..records import GameRecord
    from ..review import Decision, Reviewer

#: Actions looked at per turn of the event loop (each at most a few milliseconds).
ACTIONS_PER_TURN: Final = 4


class ReviewDialog(QDialog):
    """The decisions of one seat or of every human seat, the costliest first."""

    #: The record's action (0-based) whose table the player asked to see.
    action_requested = Signal(int)
    #: The review is complete and listed.
    finished_review = Signal()

    def __init__(
        self, record: GameRecord, parent: QWidget | None = None, seat: int | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("review-dialog")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.record = record
        self.decisions: tuple[Decision, ...] = ()
        self._reviewer: Reviewer | None = None
        #: The AI's tables the hints read: the window's own warm-up (built once per run,
        #: in time slices between events), waited for before the review's first step.
        self._warm_up: WarmUp | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._work)

        self.seat_label = QLabel()
        self.seat_box = QComboBox()
        self.seat_label.setBuddy(self.seat_box)
        self.seat_box.addItem("", None)  # every human seat
        for index, player in enumerate(record.players):
            self.seat_box.addItem(player.name, index)
        self.seat_box.setCurrentIndex(
            max(0, self.seat_box.findData(seat)) if seat is not None else 0
        )
        self.seat_box.currentIndexChanged.connect(lambda _i: self.start())
        self.summary = QLabel()
        self.summary.setObjectName("review-summary")
        self.summary.setWordWrap(True)
        self.table = QTableWidget(0, 8)
        self.table.setObjectName("review-table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in (3, 5):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.table.cellDoubleClicked.connect(lambda row, _col: self._show_row(row))
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.show_button = QPushButton()
        self.show_button.clicked.connect(lambda: self._show_row(self.table.currentRow()))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.show_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.close)

        top = QHBoxLayout()
        top.addWidget(self.seat_label)
        top.addWidget(self.seat_box)
        top.addStretch(1)
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addWidget(self.summary)
        box.addWidget(self.table, 1)
        box.addWidget(self.note)
        box.addWidget(self.buttons)
        self.resize(900, 520)
        self.retranslate_ui()
        self.start()

    # ------------------------------------------------------------------ work
    @property
    def seat(self) -> int | None:
        """The seat reviewed, None for every human seat."""
        data = self.seat_box.currentData()
        return int(data) if isinstance(data, int) else None

    @property
    def working(self) -> bool:
        """True while the review is being worked out."""
        return self._timer.isActive()

    def start(self) -> None:
        """Work the review out (again) for the seat chosen, in steps."""
        from ..records import RecordError
        from ..review import Reviewer, seats_to_review

        self._timer.stop()
        self.decisions = ()
        self.table.setRowCount(0)
        try:
            self._reviewer = Reviewer(self.record, seats_to_review(self.record, self.seat))
        except RecordError as exc:  # the viewer already refused such records; be safe
            self._reviewer = None
            self.summary.setText(_("This record cannot be reviewed: {reason}").format(reason=exc))
            return
        self._warm_up = _start_tables(self.record)
        self._timer.start()
        self._update_summary()

    def finish(self) -> None:
        """Work out the rest at once (tests, screenshots)."""
        if self._warm_up is not None:
            self._warm_up.finish()
        while self._reviewer is not None and self.working:
            self._work()

    def _work(self) -> None:
        reviewer = self._reviewer
        if reviewer is None:
            self._timer.stop()
            return
        if self._warm_up is not None:
            if self._warm_up.running:
                return  # it builds between events on its own; ask again on the next turn
            self._warm_up = None
        for _step in range(ACTIONS_PER_TURN):
            if not reviewer.step():
                break
        if reviewer.done:
            self._timer.stop()
            self.decisions = reviewer.decisions()
            self._fill()
            self.finished_review.emit()
        self._update_summary()

    # ------------------------------------------------------------------ showing
    def _fill(self) -> None:
        from ..review.words import chance_words, cost_words, objective_words, option_words

        players = self.record.players
        self.table.setRowCount(len(self.decisions))
        for row, d in enumerate(self.decisions):
            why = objective_words(d.objective)
            values = [
                str(d.action_index + 1),
                str(d.round_index + 1),
                players[d.seat].name,
                option_words(d.played, d.faces),
                chance_words(d.p_played),
                option_words(d.expert, d.faces),
                chance_words(d.p_expert),
                cost_words(d),
            ]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column in (0, 1, 4, 6, 7):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if column in (4, 6):
                    item.setToolTip(why)
                if column == 7 and not d.same_as_expert and d.cost > 0:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, column, item)
        self.table.resizeRowsToContents()
        if self.decisions:
            self.table.selectRow(0)
        self.show_button.setEnabled(bool(self.decisions))

    def _update_summary(self) -> None:
        reviewer = self._reviewer
        if reviewer is None:
            return
        if self.working and self._warm_up is not None:
            self.summary.setText(_("Preparing the Expert CPU's tables…"))
            return
        if self.working:
            done, total = reviewer.progress
            self.summary.setText(
                _("Working out the review… {done} of {total} actions").format(
                    done=done, total=total
                )
            )
            return
        if not self.decisions:
            if not reviewer.seats:
                self.summary.setText(
                    _("No human played in this record; choose a seat above to review a CPU.")
                )
            else:
                self.summary.setText(_("There are no decisions to review in this record."))
            return
        differ = sum(1 for d in self.decisions if not d.same_as_expert)
        self.summary.setText(
            ngettext(
                "{count} decision, the costliest first.",
                "{count} decisions, the costliest first.",
                len(self.decisions),
            ).format(count=len(self.decisions))
            + " "
            + ngettext(
                "Expert would have played differently once.",
                "Expert would have played differently {count} times.",
                differ,
            ).format(count=differ)
        )

    def _show_row(self, row: int) -> None:
        if 0 <= row < len(self.decisions):
            self.action_requested.emit(self.decisions[row].action_index)

    # --------------------------------------------------------------- language
    def retranslate_ui(self) -> None:
        """Every text in the current language (the list is written again)."""
        self.setWindowTitle(_("Review my decisions"))
        self.seat_label.setText(_("&Decisions of:"))
        self.seat_box.setItemText(0, _("Every human player"))
        self.seat_box.setAccessibleName(_("Whose decisions"))
        # Translators: the columns of Review my decisions: the action's number (counted
        # from 1), the round, the player, what they played and its chance, what the Expert
        # CPU plays and its chance, and the chance given up against Expert's choice.
        self.table.setHorizontalHeaderLabels(
            [
                pgettext("review column", "Action"),
                pgettext("review column", "Round"),
                pgettext("review column", "Player"),
                pgettext("review column", "Played"),
                pgettext("review column", "Chance"),
                pgettext("review column", "Expert"),
                pgettext("review column", "Chance"),
                pgettext("review column", "Cost"),
            ]
        )
        self.table.setAccessibleName(_("Decisions, the costliest first"))
        self.note.setText(
            _(
                "Chance: the exact chance of what the round is played for — avoiding the "
                "worst place, or taking the best place (point at a chance to see which) — "
                "if everyone plays on as well as possible. Cost: the points of chance given "
                "up against the Expert CPU's choice. Double-click a decision to see it on "
                "the table."
            )
        )
        self.show_button.setText(_("&Show on the table"))
        self.show_button.setEnabled(bool(self.decisions))
        if not self.working and self._reviewer is not None and self._reviewer.done:
            self._fill()
        self._update_summary()


def _start_tables(record: GameRecord) -> WarmUp | None:
    """Start (or find done) the window's warm-up of what this record's hints need: the
    classic tables, or the preset's round values for its number of players. The same
    builds as a match's, so a table is never built twice, nor at once by a hint."""
    from ..controller.warm_up import start_preset_warm_up, start_warm_up

    if record.rules.preset == "classic":
        return start_warm_up()
    return start_preset_warm_up(record.rules, len(record.players))
