"""Every shipped language: a real QLocale, Qt's own catalog, Babel data, its own name."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel import Locale
from PySide6.QtCore import QLibraryInfo, QLocale

from chicago_desktop.i18n import _BABEL_IDS, LANGUAGES, SOURCE_LANGUAGE, language_name

OWN_NAMES = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "ja": "日本語",
    "es": "Español",
    "it": "Italiano",
    "zh_CN": "中文 (简体)",
    "ko": "한국어",
}


def test_the_eight_languages_in_order() -> None:
    assert LANGUAGES == ("en", "de", "fr", "ja", "es", "it", "zh_CN", "ko")
    assert LANGUAGES[0] == SOURCE_LANGUAGE


@pytest.mark.parametrize("code", LANGUAGES)
def test_language_is_a_real_qlocale(code: str) -> None:
    locale = QLocale(code)
    assert locale.language() not in (QLocale.Language.C, QLocale.Language.AnyLanguage)
    assert locale.name() == code or locale.name().startswith(code + "_"), locale.name()
    assert QLocale.languageToCode(locale.language()) == code.split("_", maxsplit=1)[0]


@pytest.mark.parametrize("code", LANGUAGES)
def test_language_is_known_to_babel(code: str) -> None:
    locale = Locale.parse(_BABEL_IDS.get(code, code))
    assert locale.language == code.split("_", maxsplit=1)[0]


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != SOURCE_LANGUAGE])
def test_qt_ships_its_own_strings_for_the_language(code: str) -> None:
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    assert (folder / f"qtbase_{code}.qm").is_file() or (
        folder / f"qtbase_{code.split('_', maxsplit=1)[0]}.qm"
    ).is_file()


@pytest.mark.parametrize(("code", "name"), OWN_NAMES.items())
def test_each_language_is_named_in_its_own_words(code: str, name: str) -> None:
    assert language_name(code) == name
