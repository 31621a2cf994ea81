"""The personal-best table of the Statistics window: a player's records, each with its day.

Figures say how a player does on average; records are what players remember and chase
(the longest winning streak, the best throw, the fastest win). Each record names the day
it was set, so the table reads as a small hall of fame rather than a second list of
figures. Computed by :func:`~chicago_desktop.storage.statistics.personal_bests`.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from ..i18n import _, join_sentences, ngettext
from ..storage.statistics import PersonalBests
from ..texts import dice_text
from .statistics_models import number_text, qdate


def day_text(day: date | None) -> str:
    """A day in the locale's short format, or nothing."""
    if day is None:
        return ""
    return QLocale().toString(qdate(day), QLocale.FormatType.ShortFormat)


class PersonalBestsBox(QGroupBox):
    """Three records side by side, each its name, the record and the day it was set.

    Side by side under the figures rather than a column beside them: the figures already
    fill the window's width at its default size, and a fourth column made it scroll.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("personal-bests")
        self._bests = PersonalBests()
        grid = QGridLayout(self)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(6)
        self._rows: list[tuple[QLabel, QLabel, QLabel]] = []
        for column in range(3):
            name, value, day = QLabel(), QLabel(), QLabel()
            bold = QFont(value.font())
            bold.setBold(True)
            bold.setPointSizeF(bold.pointSizeF() * 1.15)
            value.setFont(bold)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            name.setBuddy(value)
            grid.addWidget(name, 0, column)
            grid.addWidget(value, 1, column)
            grid.addWidget(day, 2, column)
            grid.setColumnStretch(column, 1)
            self._rows.append((name, value, day))
        self.retranslate_ui()

    def set_bests(self, bests: PersonalBests) -> None:
        """Show a player's records."""
        self._bests = bests
        self.retranslate_ui()

    def texts(self) -> dict[str, tuple[str, str]]:
        """Every record as shown, by its label: (record, day) — for tests and copying."""
        return {n.text(): (v.text(), d.text()) for n, v, d in self._rows}

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setTitle(_("Personal bests"))
        b = self._bests
        streak = (
            ngettext("{count} win", "{count} wins", b.win_streak).format(
                count=number_text(b.win_streak)
            )
            if b.win_streak
            else "—"
        )
        best = (
            _("{score} ({dice})").format(
                score=number_text(b.best_result), dice=dice_text(b.best_dice)
            )
            if b.best_result is not None and b.best_dice is not None
            else "—"
        )
        fastest = (
            ngettext("{count} round", "{count} rounds", b.fastest_win).format(
                count=number_text(b.fastest_win)
            )
            if b.fastest_win is not None
            else "—"
        )
        rows = (
            (_("Longest winning streak:"), streak, b.win_streak_on),
            (_("Best throw:"), best, b.best_result_on),
            (_("Fastest win:"), fastest, b.fastest_win_on),
        )
        spoken: list[str] = []
        for (name, value, day), (label, text, when) in zip(self._rows, rows, strict=True):
            name.setText(label)
            value.setText(text)
            value.setAccessibleName(label.rstrip(":：").strip())
            day.setText(_("on {date}").format(date=day_text(when)) if when else "")
            spoken.append(f"{label} {text} {day.text()}".strip())
        self.setAccessibleDescription(join_sentences(spoken))
