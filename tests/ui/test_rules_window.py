"""Issue 15 item 7: the players' rules (F1) beside the table, About, the file dialogs' folder."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from chicago_desktop.i18n import current_language
from chicago_desktop.ui.dialogs import LICENCE, WEBSITE
from chicago_desktop.ui.language import apply_language
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.rules_window import RulesWindow, data_folder, rules_markdown

from .conftest import make_window
from .saved_helpers import settle, start_win_match

ROOT = Path(__file__).resolve().parents[2]
DOCS_RULES = ROOT / "docs" / "rules.md"
PLAYERS_PAGE = ROOT / "chicago_desktop" / "ui" / "data" / "rules_players.md"


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    return make_window(qtbot)


# ------------------------------------------------------------------ the two documents
def test_the_window_shows_the_players_page() -> None:
    text = rules_markdown("en")
    assert text == PLAYERS_PAGE.read_text("utf-8")
    assert text.startswith("# Chicago — how to play")
    # Every game a player can choose is explained: the five presets, 2–12, Dice Round.
    for heading in (
        "## Classic",
        "## Basic, Bavarian, Tschigg and Pub",
        "### Basic: searches and tally marks",
        "### Coasters (Bavarian, Tschigg, Pub)",
        "### Sand (Tschigg)",
        "### Fish (Pub)",
        "## Chicago 2–12",
        "## Dice Round: each player at their own computer",
    ):
        assert f"\n{heading}\n" in text, heading


def test_the_players_page_has_no_project_numbers_or_record_fields() -> None:
    text = PLAYERS_PAGE.read_text("utf-8")
    assert not re.search(r"\b[RDC]\d{1,2}\b", text), "no rule or decision numbers"
    # Record fields and developer documents are not players' words ("Replay a record…", a
    # menu entry, is).
    for word in ("first_leader", "actions", "max_throws", "JSON", "RULES.md", ".md", "`"):
        assert word not in text, word


def test_docs_rules_keeps_every_decision() -> None:
    """docs/rules.md is the decisions document: D1–D10 (three dice) and every C (2–12), and
    with window.md (D12–D15) and session.md (D11) no number is missing or used twice."""
    rules = DOCS_RULES.read_text("utf-8")
    numbers: list[str] = []
    for doc in sorted((ROOT / "docs").glob("*.md")):
        numbers += re.findall(r"\*\*((?:[DC]\d+)(?:, [DC]\d+)*)\b", doc.read_text("utf-8"))
    found = [n for group in numbers for n in group.split(", ")]
    d_numbers = sorted(int(n[1:]) for n in found if n.startswith("D"))
    c_numbers = sorted(int(n[1:]) for n in found if n.startswith("C"))
    assert d_numbers == list(range(1, max(d_numbers) + 1)), "D numbers without gaps, once each"
    assert c_numbers == list(range(1, max(c_numbers) + 1)), "C numbers without gaps, once each"
    assert max(c_numbers) >= 10  # C10: the placings of Chicago 2–12
    for number in [f"D{i}" for i in range(1, 11)] + [f"C{i}" for i in c_numbers]:
        assert re.search(rf"\b{number}\b", rules), number
    assert "rules_players.md" in rules  # it says where the players' page is


def test_a_language_without_a_page_shows_english_and_one_with_a_page_its_own(
    tmp_path: Path,
) -> None:
    (tmp_path / "rules_players.md").write_text("# How to play\n", "utf-8")
    (tmp_path / "rules_players.de.md").write_text("# So wird gespielt\n", "utf-8")
    assert rules_markdown("de", tmp_path) == "# So wird gespielt\n"
    assert rules_markdown("ja", tmp_path) == "# How to play\n"
    assert rules_markdown("en", tmp_path) == "# How to play\n"
    assert rules_markdown("xx") == rules_markdown("en")
    shipped = {p.name for p in data_folder().iterdir() if p.name.endswith(".md")}
    assert "rules_players.md" in shipped


def test_the_rules_window_follows_the_language(qtbot: Any, tmp_path: Path) -> None:
    (tmp_path / "rules_players.md").write_text("# How to play\n", "utf-8")
    (tmp_path / "rules_players.de.md").write_text("# So wird gespielt\n", "utf-8")
    rules = RulesWindow(folder=tmp_path)
    qtbot.addWidget(rules)
    assert rules.browser.toPlainText().startswith("How to play")
    apply_language("de")
    rules.retranslate_ui()
    assert current_language() == "de"
    assert rules.browser.toPlainText().startswith("So wird gespielt")


# ------------------------------------------------------------------ beside the table
def test_rules_open_beside_the_table_and_the_game_goes_on(qtbot: Any, window: MainWindow) -> None:
    start_win_match(window)
    settle(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    rules = window.show_rules()  # F1 opened it; asking again raises the same window
    assert isinstance(rules, RulesWindow) and rules.isVisible()
    assert not rules.isModal() and rules.windowModality() == Qt.WindowModality.NonModal
    assert rules.isWindow() and rules is window.show_rules()
    assert "Rounds and turns" in rules.browser.toPlainText()
    # The main window is not blanked or blocked: it is still shown, enabled, and plays.
    assert window.isVisible() and window.isEnabled() and window.table.isVisible()
    assert window.controller.throw()
    settle(qtbot, window)
    assert rules.isVisible(), "the rules stay open while playing"
    rules.close()
    assert not rules.isVisible() and window.isVisible()


# ------------------------------------------------------------------ About
def test_about_names_the_licence_website_and_credits(qtbot: Any, window: MainWindow) -> None:
    about: Any = window.show_about()
    text = about.text.text()
    assert "Version" in text and f"{LICENCE} licence" in text
    assert f'href="{WEBSITE}"' in text and "Chicago desktop authors" in text
    assert "PySide6" in text and about.text.openExternalLinks()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    assert project["license"]["text"] == LICENCE
    assert project["urls"]["Homepage"] == WEBSITE
    metainfo = (ROOT / "resources" / "io.github.chicago_desktop.Chicago.metainfo.xml").read_text(
        "utf-8"
    )
    assert f'<url type="homepage">{WEBSITE}</url>' in metainfo
    assert f"<project_license>{LICENCE}</project_license>" in metainfo


# ------------------------------------------------------------------ file dialogs
def test_file_dialogs_start_in_documents_then_remember_the_folder(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from chicago_desktop.ui import saved_games

    documents = tmp_path / "home" / "Documents"
    documents.mkdir()
    monkeypatch.setattr(saved_games, "documents_folder", lambda: str(documents))
    asked: list[str] = []
    chosen = tmp_path / "records" / "game.json"
    chosen.parent.mkdir()
    chosen.write_text("not a record", "utf-8")

    def fake_open(_parent: object, _title: str, folder: str, _filter: str) -> tuple[str, str]:
        asked.append(folder)
        return str(chosen), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", fake_open)
    assert window.store.get("last_folder") is None
    assert not window.saved.open_record()  # not a record: refused, but the folder is kept
    assert asked == [str(documents)]
    assert window.store.get("last_folder") == str(chosen.parent)
    assert window.open_replay() is None
    assert asked[-1] == str(chosen.parent)  # the replay's dialog starts there too
    # Kept in the settings file: a new window (a new run) starts there as well.
    again = make_window(qtbot)
    assert again.saved.start_folder() == str(chosen.parent)
    # A folder that has gone falls back to the documents folder.
    chosen.unlink()
    chosen.parent.rmdir()
    assert again.saved.start_folder() == str(documents)


def test_the_documents_folder_exists_or_is_home(tmp_path: Path) -> None:
    from chicago_desktop.ui.saved_games import documents_folder

    assert Path(documents_folder()).is_dir()


def test_old_settings_without_a_folder_read_fine() -> None:
    from chicago_desktop.storage.settings import Settings, settings_from_json, settings_to_json

    old = {"version": 1, "cpu_speed": "fast"}
    settings = settings_from_json(old)
    assert settings.last_folder is None and settings.cpu_speed == "fast"
    kept = settings_from_json(settings_to_json(Settings(last_folder="/tmp/records")))
    assert kept.last_folder == "/tmp/records"
    for bad in ("", "a\nb", "a\x00b", 5, "x" * 5000):
        assert settings_from_json({"version": 1, "last_folder": bad}).last_folder is None
