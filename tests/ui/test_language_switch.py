"""Switching language while the game runs: every open window, Qt's own strings, locale.

Expected German texts are read from the committed German catalog with Babel, apart from
the code under test; a test fails (it is not skipped) while a string it looks at is not
translated yet.
"""

from __future__ import annotations

import argparse
from functools import cache
from typing import Any

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QLineEdit, QMenu

from chicago_desktop.controller import MatchSettings
from chicago_desktop.engine import ScriptedDice, Stop
from chicago_desktop.i18n import CATALOG_DIR, LANGUAGES, current_language, format_percent
from chicago_desktop.records import PlayerInfo
from chicago_desktop.storage.settings import load_settings
from chicago_desktop.ui.dialogs import PreferencesDialog
from chicago_desktop.ui.language import (
    CJK_FONTS,
    apply_language,
    qt_translator,
    resolve_language,
    retranslate_all,
)
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.models import Column
from chicago_desktop.ui.preferences import SettingsStore
from chicago_desktop.ui.rules_window import rules_markdown

from .conftest import make_window, wait_until

PLAYERS = (PlayerInfo("Anna"), PlayerInfo("Ben", "cpu", "hard"), PlayerInfo("Cora", "cpu", "easy"))


@cache
def _german_catalog() -> Catalog:
    """The committed German catalog, read once (reading it takes about 0.1 s)."""
    with (CATALOG_DIR / "de" / "LC_MESSAGES" / "chicago.po").open("rb") as fh:
        return read_po(fh, locale="de")


def german(msgid: str, context: str | None = None) -> str:
    """The committed German translation of ``msgid`` (fails if there is none)."""
    message = _german_catalog().get(msgid, context=context)
    text = message.string if message is not None else ""
    assert isinstance(text, str) and text and text != msgid, f"no German for {msgid!r} yet"
    return text


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    return make_window(qtbot)


def _playing(qtbot: Any, win: MainWindow) -> None:
    win.start_match(MatchSettings(PLAYERS), dice=ScriptedDice([2, 2, 3] * 40), first_leader=0)
    wait_until(qtbot, lambda: win.controller.awaiting_human, timeout=5000)
    win.table.throw_action.trigger()
    win.table.stop_action.trigger()
    wait_until(qtbot, lambda: win.controller.awaiting_human or win.controller.is_over, timeout=5000)


def _choose(dialog: Any, code: str | None) -> None:
    dialog.language.setCurrentIndex(dialog.language.findData(code or ""))


def _header(win: MainWindow, column: Column) -> str:
    model = win.table.scoreboard.model()
    return str(model.headerData(column, Qt.Orientation.Horizontal))


# ------------------------------------------------------------------ live
def test_choosing_german_in_preferences_retranslates_every_open_window(
    qtbot: Any, window: MainWindow
) -> None:
    win = window
    _playing(qtbot, win)
    english_log = win.table.log_model.texts()
    about = win.show_about()
    prefs: Any = win.show_preferences()
    _choose(prefs, "de")
    prefs.buttons.button(QDialogButtonBox.StandardButton.Apply).click()

    assert current_language() == "de"
    assert win.game_menu.title() == german("&Game")
    assert win.help_menu.title() == german("&Help")
    assert win.table.throw_button.text() == german("Throw  ·  Space")
    assert win.table.throw_action.toolTip() == german("Throw the dice that are not held (Space)")
    assert win.table.scoreboard.accessibleName() == german("Scoreboard")
    assert _header(win, Column.LOSSES) == german("Losses")
    assert win.home.new_game_button.text() == german("&New game")
    # The round log is written again from its entries, line by line.
    log = win.table.log_model.texts()
    assert len(log) == len(english_log) and log != english_log
    assert german("Round {number} — {name} leads").format(number=1, name="Anna") in log
    # Open dialogs too, with Qt's own buttons.
    assert about.windowTitle() == german("About Chicago")
    assert prefs.windowTitle() == german("Preferences")
    assert prefs.buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "Abbrechen"
    assert win.store.get("language") == "de"
    assert load_settings().value.language == "de", "saved"

    _choose(prefs, "en")
    prefs.buttons.accepted.emit()
    assert current_language() == "en"
    assert win.game_menu.title() == "&Game"
    assert win.table.throw_button.text() == "Throw  ·  Space"
    assert _header(win, Column.LOSSES) == "Losses"
    assert win.table.log_model.texts() == english_log
    assert about.windowTitle() == "About Chicago"


def test_a_status_sentence_of_the_language_left_is_cleared(qtbot: Any, window: MainWindow) -> None:
    window.set_status("Anna throws 1·6·3: 163.")
    apply_language("en")
    assert window.status_line.text() == "Anna throws 1·6·3: 163.", "same language: kept"
    apply_language("de")
    assert window.status_line.text() == ""


def test_every_language_can_be_applied_and_left(qtbot: Any, window: MainWindow) -> None:
    _playing(qtbot, window)
    for code in LANGUAGES:
        assert apply_language(code) == code
        assert window.table.log_model.texts()
        assert window.game_menu.title()
        assert QLocale().name().startswith(code.split("_", maxsplit=1)[0])
    apply_language("en")
    assert window.game_menu.title() == "&Game"


def test_system_default_is_stored_as_none(qtbot: Any, window: MainWindow) -> None:
    window.store.update(language="fr")
    prefs: Any = window.show_preferences()
    assert prefs.language.currentData() == "fr"
    _choose(prefs, None)
    prefs.buttons.accepted.emit()
    assert window.store.get("language") is None
    assert current_language() == resolve_language(None)


def test_unchanged_language_leaves_a_command_line_choice_alone(
    qtbot: Any, window: MainWindow
) -> None:
    apply_language("ja")  # as --lang ja would, with nothing saved
    prefs: Any = window.show_preferences()
    assert prefs.language_note.isVisibleTo(prefs), "the dialog says why it differs"
    prefs.speed.setCurrentIndex(prefs.speed.findData("fast"))
    prefs.buttons.accepted.emit()
    assert current_language() == "ja"
    assert window.store.get("language") is None


# ------------------------------------------------------------ Qt's strings
def test_qt_standard_buttons_follow_the_language(qtbot: Any, qapp: QApplication) -> None:
    box = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    qtbot.addWidget(box)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text() == "Cancel"
    apply_language("de", qapp)
    assert cancel.text() == "Abbrechen"
    translator = qt_translator(qapp)
    assert translator is not None and translator.language().startswith("de")
    apply_language("fr", qapp)
    assert cancel.text() == "Annuler"
    apply_language("en", qapp)
    assert cancel.text() == "Cancel"
    assert qt_translator(qapp) is None


def test_qt_context_menus_follow_the_language(qtbot: Any, qapp: QApplication) -> None:
    field = QLineEdit()
    qtbot.addWidget(field)
    apply_language("de", qapp)
    menu = field.createStandardContextMenu()
    texts = [a.text() for a in menu.actions()]
    assert any("Rückgängig" in t for t in texts), texts
    menu.deleteLater()


def test_default_locale_follows_the_language(qtbot: Any, window: MainWindow) -> None:
    apply_language("de")
    assert QLocale().name() == "de_DE"
    assert window.locale().name() == "de_DE"
    assert window.home.new_game_button.locale().name() == "de_DE"
    apply_language("zh_CN")
    assert QLocale().name() == "zh_CN"
    assert window.locale().language() == QLocale.Language.Chinese


@pytest.mark.parametrize("code", ["ja", "zh_CN", "ko"])
def test_cjk_languages_prefer_a_font_with_their_own_han_glyphs(
    qtbot: Any, qapp: QApplication, code: str
) -> None:
    label = QLabel("漢字")
    qtbot.addWidget(label)
    base = QFont(qapp.font())
    installed = set(QFontDatabase.families())
    wanted = [f for f in CJK_FONTS[code] if f in installed][:1]  # none on a bare machine
    apply_language(code, qapp)
    assert qapp.font().families()[1:] == wanted
    assert label.font().families() == qapp.font().families()
    apply_language("en", qapp)
    assert qapp.font().families() == base.families()


def test_retranslate_all_reaches_each_window_once(qtbot: Any, window: MainWindow) -> None:
    calls: list[str] = []
    original = window.retranslate_ui

    def counting() -> None:
        calls.append("main")
        original()

    window.retranslate_ui = counting  # type: ignore[method-assign]
    prefs = window.show_preferences()
    prefs_original = prefs.retranslate_ui  # type: ignore[attr-defined]

    def prefs_counting() -> None:
        calls.append("prefs")
        prefs_original()

    prefs.retranslate_ui = prefs_counting  # type: ignore[attr-defined]
    assert retranslate_all() >= 2
    assert calls.count("main") == 1 and calls.count("prefs") == 1


# ------------------------------------------------------ the chooser, --lang
def test_the_chooser_names_each_language_in_its_own_words(qtbot: Any) -> None:
    dialog: Any = PreferencesDialog(language=None)
    qtbot.addWidget(dialog)
    names = [dialog.language.itemText(i) for i in range(1, dialog.language.count())]
    assert names == ["English", "Deutsch", "Français", "日本語", "Español", "Italiano",
                     "中文 (简体)", "한국어"]  # fmt: skip
    assert dialog.language.itemText(0).startswith("System default (")
    assert dialog.language.currentData() == ""
    assert dialog.values()["language"] is None
    tip = dialog.language.itemData(3, Qt.ItemDataRole.ToolTipRole)
    assert tip == "French"  # in the language shown, for who cannot read the list
    apply_language("de")
    assert dialog.language.itemData(3, Qt.ItemDataRole.ToolTipRole) == "Französisch"
    assert dialog.language.itemText(2) == "Deutsch"  # own names never change


def _run(args: dict[str, Any]) -> MainWindow:
    from chicago_desktop.ui.app import run

    assert run(argparse.Namespace(smoke_test=True, **args)) == 0
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    for w in windows:
        w.deleteLater()
    return windows[-1]


def test_lang_option_wins_over_the_setting_and_is_not_saved(qtbot: Any) -> None:
    SettingsStore().update(language="fr")
    window = _run({"lang": "de"})
    assert current_language() == "de"
    assert window.game_menu.title() == german("&Game")
    assert load_settings().value.language == "fr"


def test_the_setting_is_used_without_lang_option(qtbot: Any) -> None:
    SettingsStore().update(language="it")
    _run({"lang": None})
    assert current_language() == "it"
    assert QLocale().name() == "it_IT"


def test_no_setting_follows_the_system(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from chicago_desktop.ui import language

    monkeypatch.setattr(language, "system_language", lambda: "ko")
    _run({"lang": None})
    assert current_language() == "ko"


# ------------------------------------------------ documents, numbers, plurals
def test_rules_follow_the_language(qtbot: Any, window: MainWindow) -> None:
    """The rules window shows the page of the language now in use: its translation where
    one is shipped (rules_players.<code>.md), else the English page; its title follows."""
    from chicago_desktop.ui.rules_window import data_folder

    dialog: Any = window.show_rules()
    english_title = dialog.windowTitle()
    apply_language("de")
    shipped = data_folder() / "rules_players.de.md"
    german_rules = shipped.read_text("utf-8") if shipped.is_file() else rules_markdown("en")
    assert rules_markdown("de") == german_rules
    first_heading = german_rules.splitlines()[0].lstrip("# ").strip()
    assert dialog.browser.toPlainText().startswith(first_heading)
    assert dialog.windowTitle() != english_title  # "Regeln von Chicago"
    assert rules_markdown("xx") == rules_markdown("en"), "English when not translated"


def test_hint_chance_is_written_as_the_language_writes_percentages(
    qtbot: Any, window: MainWindow
) -> None:
    class Option:
        action = Stop()
        p_avoid_loss = 0.714

    class Hint:
        best = Option()

    assert "71% chance" in window.table.hint_text(Hint())
    for code in ("de", "fr", "ja"):
        apply_language(code)
        text = window.table.hint_text(Hint())
        assert format_percent(0.71) in text, (code, text)
    apply_language("de")
    assert "71\u00a0%" in window.table.hint_text(Hint())


def test_plural_forms_in_the_setup(qtbot: Any, window: MainWindow) -> None:
    window.show_setup()
    throws = window.setup_screen.max_throws
    texts = [throws.itemText(i) for i in range(throws.count())]
    assert "1 throw" in texts and "2 throws" in texts
    apply_language("ja")
    texts = [throws.itemText(i) for i in range(throws.count())]
    assert all("throw" not in t for t in texts), texts


def _accelerator(text: str) -> str | None:
    """The letter after the single & of a menu text (Alt+letter), lower case."""
    plain = text.replace("&&", "")
    at = plain.find("&")
    return plain[at + 1].lower() if 0 <= at < len(plain) - 1 else None


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_two_entries_of_a_menu_share_an_accelerator(
    qtbot: Any, window: MainWindow, code: str
) -> None:
    """Alt+letter must reach one entry only, in every language: the menu bar's titles, and
    the entries of each menu with the table's actions in the Game menu."""
    _playing(qtbot, window)
    apply_language(code)
    bar = window.menuBar()
    menus = [m for action in bar.actions() if isinstance(m := action.menu(), QMenu)]
    assert len(menus) == 3  # File, Game, Help
    groups = {"menu bar": [a.text() for a in bar.actions()]}
    for menu in menus:
        groups[menu.title()] = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert any(window.table.throw_action.text() in texts for texts in groups.values())
    for name, texts in groups.items():
        letters = [_accelerator(t) for t in texts]
        assert None not in letters, f"{code}, {name}: an entry without accelerator: {texts}"
        clashes = {letter for letter in letters if letters.count(letter) > 1}
        assert not clashes, f"{code}, {name}: {clashes} in {texts}"
