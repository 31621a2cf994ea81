"""Dialogs: About, Rules, Preferences and the error report.

Every dialog is opened with ``open()`` (window-modal, never a nested event loop), so the
game keeps running and tests never block.
"""

from __future__ import annotations

import platform
from importlib import resources
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..controller import SPEEDS
from ..i18n import _
from .texts import speed_name, theme_name
from .theme import THEMES


def rules_markdown() -> str:
    """The player rules document shipped with the package (a copy of docs/rules.md)."""
    try:
        return (resources.files("chicago_desktop.ui.data") / "rules.md").read_text("utf-8")
    except (FileNotFoundError, ModuleNotFoundError):
        source = Path(__file__).resolve().parents[2] / "docs" / "rules.md"
        if source.is_file():
            return source.read_text("utf-8")
        return _("The rules document is missing from this installation.")


class AboutDialog(QDialog):
    """Name, version, what it is."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about")
        box = QVBoxLayout(self)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setOpenExternalLinks(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.text)
        box.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(_("About Chicago"))
        self.text.setText(
            "<h2>{title}</h2><p>{version}</p><p>{blurb}</p><p><small>{tech}</small></p>".format(
                title=_("Chicago"),
                version=_("Version {version}").format(version=__version__),
                blurb=_(
                    "The three-dice pub game for 2 to 6 players, against friends at the same"
                    " computer or CPU players of four levels."
                ),
                tech=_("Python {python} · PySide6 {pyside}").format(
                    python=platform.python_version(), pyside=pyside_version
                ),
            )
        )
        self.text.setAccessibleName(_("About Chicago"))


class RulesDialog(QDialog):
    """The player rules document, readable in the app."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules")
        box = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setMarkdown(rules_markdown())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.browser)
        box.addWidget(self.buttons)
        self.resize(760, 620)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(_("Rules of Chicago"))
        self.browser.setAccessibleName(_("Rules of Chicago"))
        self.browser.setAccessibleDescription(_("The rules of the game, with numbered rules."))


class PreferencesDialog(QDialog):
    """CPU speed, reduced motion, hints and the colour scheme; applied on OK."""

    applied = Signal(dict)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        cpu_speed: str = "normal",
        reduced_motion: bool = False,
        show_hints: bool = True,
        theme: str = "system",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("preferences")
        form = QFormLayout()
        self.speed = QComboBox()
        for s in SPEEDS:
            self.speed.addItem("", s)
        self.speed.setCurrentIndex(max(0, self.speed.findData(cpu_speed)))
        self.theme = QComboBox()
        for t in THEMES:
            self.theme.addItem("", t)
        self.theme.setCurrentIndex(max(0, self.theme.findData(theme)))
        self.reduced_motion = QCheckBox()
        self.reduced_motion.setChecked(reduced_motion)
        self.show_hints = QCheckBox()
        self.show_hints.setChecked(show_hints)
        self.speed_label = QLabel()
        self.speed_label.setBuddy(self.speed)
        self.theme_label = QLabel()
        self.theme_label.setBuddy(self.theme)
        form.addRow(self.speed_label, self.speed)
        form.addRow(self.theme_label, self.theme)
        form.addRow(self.reduced_motion)
        form.addRow(self.show_hints)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self.retranslate_ui()

    def values(self) -> dict[str, object]:
        """The chosen settings, named as the settings file names them."""
        return {
            "cpu_speed": str(self.speed.currentData()),
            "dark_mode": str(self.theme.currentData()),
            "reduced_motion": self.reduced_motion.isChecked(),
            "show_hints": self.show_hints.isChecked(),
        }

    def _accept(self) -> None:
        self.applied.emit(self.values())
        self.accept()

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(_("Preferences"))
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
