"""Dialogs: About, Preferences (with the language) and the error report.

Every dialog is opened with ``open()`` (window-modal, never a nested event loop), so the
game keeps running and tests never block.
"""

from __future__ import annotations

import platform
from typing import Final

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..controller import SPEEDS
from ..i18n import LANGUAGES, _, babel_locale, current_language, language_name
from ..texts import speed_name, theme_name
from .language import resolve_language, system_language
from .theme import THEMES

#: The project's website (also in pyproject.toml's [project.urls] and the AppStream
#: metainfo; tests/ui/test_rules_window.py checks that all three agree).
WEBSITE: Final = "https://github.com/chicago-desktop/chicago-desktop"
#: The licence of the program (pyproject.toml's ``license``).
LICENCE: Final = "MIT"


class AboutDialog(QDialog):
    """Name, version, what it is."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about")
        box = QVBoxLayout(self)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setOpenExternalLinks(True)  # the website opens in the browser
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.text)
        box.addWidget(self.buttons)
        self.setMinimumWidth(500)  # the website on one line
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(_("About Chicago"))
        link = f'<a href="{WEBSITE}">{WEBSITE}</a>'
        self.text.setText(
            "<h2>{title}</h2><p>{version}</p><p>{blurb}</p><p>{licence}<br>{website}</p>"
            "<p>{credits}</p><p><small>{tech}</small></p>".format(
                title=_("Chicago"),
                version=_("Version {version}").format(version=__version__),
                blurb=_(
                    "The three-dice pub game for 2 to 6 players, against friends at the same"
                    " computer or CPU players of four levels."
                ),
                # Translators: {licence} is the licence's short name, "MIT".
                licence=_("Free software under the {licence} licence.").format(licence=LICENCE),
                website=_("Website, source code and bug reports: {link}").format(link=link),
                credits=_(
                    "Made by the Chicago desktop authors. Built with Python and Qt for Python"
                    " (PySide6, under the LGPL), with Babel, platformdirs and python-zeroconf."
                ),
                tech=_("Python {python} · PySide6 {pyside}").format(
                    python=platform.python_version(), pyside=pyside_version
                ),
            )
        )
        self.text.setAccessibleName(_("About Chicago"))


class PreferencesDialog(QDialog):
    """Language, CPU speed, reduced motion, hints and the colour scheme; applied on OK or
    Apply.

    The language list names each language in its own words (Deutsch, 日本語…), after
    "System default"; its value is a code of :data:`~chicago_desktop.i18n.LANGUAGES`, or
    None for the system's language.
    """

    applied = Signal(dict)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        cpu_speed: str = "normal",
        reduced_motion: bool = False,
        show_hints: bool = True,
        theme: str = "system",
        language: str | None = None,
        round_end: str = "wait",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("preferences")
        form = QFormLayout()
        self.language = QComboBox()
        self.language.addItem("", "")  # the system's language
        for code in LANGUAGES:
            self.language.addItem(language_name(code), code)
        self.language.setCurrentIndex(max(0, self.language.findData(language or "")))
        self.language.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.language_label = QLabel()
        self.language_label.setBuddy(self.language)
        self.language_note = QLabel()
        self.language_note.setWordWrap(True)
        self.language_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)  # a remark
        self.speed = QComboBox()
        for s in SPEEDS:
            self.speed.addItem("", s)
        self.speed.setCurrentIndex(max(0, self.speed.findData(cpu_speed)))
        self.theme = QComboBox()
        for t in THEMES:
            self.theme.addItem("", t)
        self.theme.setCurrentIndex(max(0, self.theme.findData(theme)))
        self.round_end = QComboBox()  # the end of a round: wait for the player, or go on
        for pause in ("wait", "auto"):
            self.round_end.addItem("", pause)
        self.round_end.setCurrentIndex(max(0, self.round_end.findData(round_end)))
        self.round_end_label = QLabel()
        self.round_end_label.setBuddy(self.round_end)
        self.reduced_motion = QCheckBox()
        self.reduced_motion.setChecked(reduced_motion)
        self.show_hints = QCheckBox()
        self.show_hints.setChecked(show_hints)
        self.speed_label = QLabel()
        self.speed_label.setBuddy(self.speed)
        self.theme_label = QLabel()
        self.theme_label.setBuddy(self.theme)
        form.addRow(self.language_label, self.language)
        form.addRow(self.language_note)
        form.addRow(self.speed_label, self.speed)
        form.addRow(self.theme_label, self.theme)
        form.addRow(self.round_end_label, self.round_end)
        form.addRow(self.reduced_motion)
        form.addRow(self.show_hints)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.Apply
        )
        self.buttons.accepted.connect(self._accept)
        apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        apply_button.clicked.connect(lambda: self.applied.emit(self.values()))
        self.buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self.retranslate_ui()

    def values(self) -> dict[str, object]:
        """The chosen settings, named as the settings file names them."""
        return {
            "language": str(self.language.currentData()) or None,
            "cpu_speed": str(self.speed.currentData()),
            "dark_mode": str(self.theme.currentData()),
            "reduced_motion": self.reduced_motion.isChecked(),
            "show_hints": self.show_hints.isChecked(),
            "round_end": str(self.round_end.currentData()),
        }

    def _accept(self) -> None:
        self.applied.emit(self.values())
        self.accept()

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(_("Preferences"))
        self.language.setItemText(
            0,
            # Translators: the first entry of the language list; {language} is the name of
            # the system's language in its own words, e.g. "System default (Deutsch)".
            _("System default ({language})").format(language=language_name(system_language())),
        )
        here = babel_locale()
        for i in range(1, self.language.count()):
            code = str(self.language.itemData(i))
            # The language's name in the language now shown, for whoever cannot read it.
            local = babel_locale(code).get_display_name(here) or code
            self.language.setItemData(i, local[:1].upper() + local[1:], Qt.ItemDataRole.ToolTipRole)
        self.language_label.setText(_("&Language:"))
        self.language.setAccessibleName(_("Language"))
        self.language.setAccessibleDescription(
            _("The language of the game; it changes at once, in every open window.")
        )
        self.language_note.setVisible(False)
        chosen = str(self.language.currentData()) or None
        if resolve_language(chosen) != current_language():
            self.language_note.setText(
                # Translators: shown when the game was started with --lang; {language} is
                # the name of that language in its own words.
                _(
                    "Until the game is closed it shows {language}, as asked on the command line."
                ).format(language=language_name(current_language()))
            )
            self.language_note.setVisible(True)
        for i in range(self.speed.count()):
            self.speed.setItemText(i, speed_name(str(self.speed.itemData(i))))
        for i in range(self.theme.count()):
            self.theme.setItemText(i, theme_name(str(self.theme.itemData(i))))
        self.speed_label.setText(_("CPU &speed:"))
        self.speed.setAccessibleName(_("CPU speed"))
        self.speed.setAccessibleDescription(_("How fast CPU players throw and hold."))
        self.theme_label.setText(_("&Colours:"))
        self.theme.setAccessibleName(_("Colours"))
        self.theme.setAccessibleDescription(_("Light or dark, or as the system is set."))
        self.round_end.setItemText(0, _("Wait until someone goes on"))
        self.round_end.setItemText(1, _("Go on after a few seconds"))
        self.round_end_label.setText(_("&End of a round:"))
        self.round_end.setAccessibleName(_("End of a round"))
        self.round_end.setAccessibleDescription(
            _(
                "Whether the result of a round stays on the table until someone presses"
                " Next round, or the next round starts by itself after a few seconds."
            )
        )
        self.reduced_motion.setText(_("&Reduce motion (no dice animation)"))
        self.reduced_motion.setAccessibleDescription(_("Dice show their faces without rolling."))
        self.show_hints.setText(_("Offer &hints (H) to human players"))
        self.show_hints.setAccessibleDescription(
            _("Show the Hint button, which tells the best action and its chance.")
        )


class ErrorDialog(QDialog):
    """Something went wrong: the report and the match record, ready to copy."""

    def __init__(self, report: str, record: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("error")
        self.report = report
        self.record = record
        box = QVBoxLayout(self)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.details = QPlainTextEdit()
        self.details.setReadOnly(True)
        self.details.setPlainText(self.full_text())
        self.copy_button = QPushButton()
        self.copy_button.clicked.connect(self.copy)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.message)
        box.addWidget(self.details, 1)
        box.addWidget(self.buttons)
        self.resize(680, 460)
        self.retranslate_ui()

    def full_text(self) -> str:
        """Report and record together, as copied."""
        parts = [self.report.rstrip()]
        if self.record:
            parts.append("---- match record ----\n" + self.record.rstrip())
        return "\n\n".join(parts) + "\n"

    def copy(self) -> None:
        """Put the report and the record on the clipboard."""
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(self.full_text())
        self.copy_button.setText(_("Copied"))

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(_("Something went wrong"))
        self.message.setText(
            _(
                "Chicago met an unexpected error. The game is still open; if the table does"
                " not respond, start a new game. Please copy this report and the match"
                " record below and send them to the developers."
            )
        )
        self.copy_button.setText(_("&Copy report and record"))
        self.copy_button.setAccessibleDescription(
            _("Copy the error report and the match record to the clipboard.")
        )
        self.details.setAccessibleName(_("Error report and match record"))
