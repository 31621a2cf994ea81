"""The rules for players (F1), in a window of their own that stays open beside the table.

The page is ``ui/data/rules_players.md``: the game explained in players' words, every
preset, Chicago 2–12 and Dice Round, without the project's rule numbers or decisions
(those are in docs/rules.md, for developers). A translated page is
``rules_players.<code>.md`` beside it; where a language has none yet the English page is
shown. The window is not modal and never covers the table: it opens beside the main
window where the screen has room, and the game goes on while it is open.
"""

from __future__ import annotations

from importlib import resources
from importlib.abc import Traversable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..i18n import SOURCE_LANGUAGE, _, current_language

#: The players' page; ``rules_players.<code>.md`` are its translations.
RULES_PAGE = "rules_players"


def data_folder() -> Traversable:
    """Where the pages are shipped (the package ``chicago_desktop.ui.data``)."""
    return resources.files("chicago_desktop.ui.data")


def rules_markdown(language: str | None = None, folder: Traversable | None = None) -> str:
    """The players' rules in ``language`` (default: the current one) if translated, else
    in English."""
    code = language or current_language()
    names = [f"{RULES_PAGE}.md"]
    if code != SOURCE_LANGUAGE:
        names.insert(0, f"{RULES_PAGE}.{code}.md")
    base = folder if folder is not None else data_folder()
    for name in names:
        try:
            return (base / name).read_text("utf-8")
        except (FileNotFoundError, UnicodeDecodeError, OSError):
            continue
    return _("The rules are missing from this installation.")


class RulesWindow(QDialog):
    """The players' rules, readable while playing (shown with ``show()``, never modal)."""

    def __init__(self, parent: QWidget | None = None, folder: Traversable | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules")
        self.setModal(False)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self._folder = folder
        box = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self._rules_language: str | None = None  # the language of the page shown
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        box.addWidget(self.browser)
        box.addWidget(self.buttons)
        self.resize(640, 700)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the current language, the page included."""
        if self._rules_language != current_language():
            self._rules_language = current_language()
            self.browser.setMarkdown(rules_markdown(self._rules_language, self._folder))
        self.setWindowTitle(_("Rules of Chicago"))
        self.browser.setAccessibleName(_("Rules of Chicago"))
        self.browser.setAccessibleDescription(_("How to play each game of Chicago."))
