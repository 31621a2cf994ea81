"""The plain-Python side: loading catalogs (.mo only while current), the cache, matching
system languages, plurals and number formats, and the build step that compiles catalogs."""

from __future__ import annotations

import gettext
import importlib.util
import io
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

from chicago_desktop import i18n
from chicago_desktop.i18n import (
    CATALOG_DIR,
    DOMAIN,
    LANGUAGES,
    _,
    available_languages,
    format_decimal,
    format_percent,
    match_language,
    ngettext,
    set_language,
    system_language,
)
from chicago_desktop.i18n.compiling import STAMP_CONTEXT, STAMP_ID, compile_po, source_digest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


@pytest.fixture
def catalogs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty catalog folder in place of the package's, with a fresh cache."""
    folder = tmp_path / "i18n"
    folder.mkdir()
    monkeypatch.setattr(i18n, "CATALOG_DIR", folder)
    monkeypatch.setattr(i18n._state, "cache", {})
    return folder


def _po(text: str, *, plural: tuple[str, str] | None = None, locale: str = "de") -> bytes:
    cat = Catalog(locale=locale)
    cat.add("&Game", text)
    if plural is not None:
        cat.add(("{count} loss", "{count} losses"), plural)
    buffer = io.BytesIO()
    write_po(buffer, cat)
    return buffer.getvalue()


def _write(folder: Path, code: str, po: bytes, mo: bytes | None = None) -> tuple[Path, Path]:
    messages = folder / code / "LC_MESSAGES"
    messages.mkdir(parents=True, exist_ok=True)
    po_path, mo_path = messages / f"{DOMAIN}.po", messages / f"{DOMAIN}.mo"
    po_path.write_bytes(po)
    if mo is not None:
        mo_path.write_bytes(mo)
    return po_path, mo_path


def test_available_languages_are_the_folders_with_a_po_or_a_mo(catalogs: Path) -> None:
    _write(catalogs, "fr", _po("&Partie", locale="fr"))
    _po_path, mo_only = _write(catalogs, "de", _po("&Spiel"), b"compiled")
    _po_path.unlink()  # only the .mo is left
    (catalogs / "it" / "LC_MESSAGES").mkdir(parents=True)  # a folder without a catalog
    (catalogs / "en" / "LC_MESSAGES").mkdir(parents=True)
    (catalogs / "notes.txt").write_text("not a language")
    assert mo_only.exists()
    assert available_languages() == ["en", "de", "fr"]


# ------------------------------------------------------------------ loading
def test_a_fresh_clone_compiles_the_po_in_memory(catalogs: Path) -> None:
    _write(catalogs, "de", _po("&Spiel"))
    assert set_language("de") == "de"
    assert _("&Game") == "&Spiel"
    assert not list(catalogs.rglob("*.mo")), "nothing is written next to the sources"


def test_a_mo_compiled_from_the_po_beside_it_is_used(
    catalogs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    po = _po("&Spiel")
    _write(catalogs, "de", po, compile_po(po, "de"))

    def refuse(*args: object) -> bytes:
        raise AssertionError("the .po was compiled although the .mo is current")

    monkeypatch.setattr(i18n, "compile_po", refuse)
    set_language("de")
    assert _("&Game") == "&Spiel"


def test_a_stale_mo_never_wins_over_the_po_even_when_newer(catalogs: Path) -> None:
    old = _po("&Altes Spiel")
    po_path, mo_path = _write(catalogs, "de", _po("&Spiel"), compile_po(old, "de"))
    future = po_path.stat().st_mtime + 3600
    os.utime(mo_path, (future, future))  # the .mo looks newer than the .po
    set_language("de")
    assert _("&Game") == "&Spiel"


def test_a_mo_without_stamp_or_damaged_gives_way_to_the_po(catalogs: Path) -> None:
    _write(catalogs, "de", _po("&Spiel"), b"not a catalog at all")
    set_language("de")
    assert _("&Game") == "&Spiel"


def test_a_mo_alone_is_used(catalogs: Path) -> None:
    po_path, _mo = _write(catalogs, "de", _po("&Spiel"), compile_po(_po("&Spiel"), "de"))
    po_path.unlink()  # a package that ships only compiled catalogs
    assert set_language("de") == "de"
    assert _("&Game") == "&Spiel"


def test_loaded_catalogs_are_cached_until_their_files_change(
    catalogs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    po_path, _mo = _write(catalogs, "de", _po("&Spiel"))
    set_language("de")
    first = i18n._state.translations
    set_language("en")
    set_language("de")
    assert i18n._state.translations is first, "loaded once"
    po_path.write_bytes(_po("&Partie"))
    later = po_path.stat().st_mtime + 5
    os.utime(po_path, (later, later))
    set_language("de")
    assert _("&Game") == "&Partie", "an edited .po is read again"


def test_an_untranslated_plural_falls_back_to_english_forms(catalogs: Path) -> None:
    _write(catalogs, "ja", _po("ゲーム(&G)", plural=("", ""), locale="ja"))
    set_language("ja")
    assert ngettext("{count} loss", "{count} losses", 2) == "{count} losses"
    _write(catalogs, "ja", _po("ゲーム(&G)", plural=("{count}敗", ""), locale="ja"))
    set_language("ja")
    assert ngettext("{count} loss", "{count} losses", 1) == "{count}敗"
    assert ngettext("{count} loss", "{count} losses", 5) == "{count}敗"


def test_the_stamp_is_the_digest_of_the_po() -> None:
    po = _po("&Spiel")
    compiled = gettext.GNUTranslations(io.BytesIO(compile_po(po, "de")))
    assert compiled.pgettext(STAMP_CONTEXT, STAMP_ID) == source_digest(po)
    assert compiled.gettext("&Game") == "&Spiel"


# ----------------------------------------------------------------- choosing
@pytest.mark.parametrize(
    ("candidates", "expected"),
    [
        (["de-AT"], "de"),
        (["de_DE.UTF-8"], "de"),
        (["fr_CA@euro"], "fr"),
        (["zh-Hans-CN"], "zh_CN"),
        (["zh"], "zh_CN"),
        (["zh_SG"], "zh_CN"),
        (["zh-Hant-TW", "ja-JP"], "ja"),
        (["zh_TW"], None),
        (["C", "POSIX", ""], None),
        (["pt_BR", "ko-KR"], "ko"),
        (["en-US"], "en"),
        (["xx"], None),
    ],
)
def test_match_language(candidates: list[str], expected: str | None) -> None:
    assert match_language(candidates) == expected


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "en"),  # LC_ALL overrides LANG
        ({"LC_MESSAGES": "it_IT.UTF-8", "LANG": "de_DE.UTF-8"}, "it"),
        ({"LANGUAGE": "pt:es", "LANG": "de_DE.UTF-8"}, "es"),
        ({"LANGUAGE": "pt", "LANG": "ko_KR.UTF-8"}, "ko"),
    ],
)
def test_system_language_from_the_environment(environ: dict[str, str], expected: str) -> None:
    assert system_language(environ) == expected


@pytest.mark.parametrize(
    ("asked", "used"), [("de_AT", "de"), ("zh", "zh_CN"), ("zh-Hans", "zh_CN"), ("xx", "en")]
)
def test_set_language_falls_back_sensibly(asked: str, used: str) -> None:
    assert set_language(asked) == used
    assert i18n.current_language() == used


# ------------------------------------------------------------ plurals, numbers
def test_english_plurals() -> None:
    assert ngettext("{count} loss", "{count} losses", 1).format(count=1) == "1 loss"
    assert ngettext("{count} loss", "{count} losses", 2).format(count=2) == "2 losses"


@pytest.mark.parametrize("code", ["ja", "ko", "zh_CN"])
def test_languages_with_one_plural_form_use_it_for_every_count(code: str) -> None:
    set_language(code)
    forms = {ngettext("{count} loss", "{count} losses", n) for n in (0, 1, 2, 5, 21)}
    assert len(forms) == 1, forms
    assert forms != {"{count} loss"}, "translated"


@pytest.mark.parametrize(
    ("code", "percent", "number"),
    [
        ("en", "71%", "12,345.5"),
        ("de", "71\u00a0%", "12.345,5"),
        ("fr", "71\u00a0%", "12\u202f345,5"),
        ("es", "71\u00a0%", "12.345,5"),
        ("it", "71%", "12.345,5"),
        ("ja", "71%", "12,345.5"),
        ("zh_CN", "71%", "12,345.5"),
        ("ko", "71%", "12,345.5"),
    ],
)
def test_numbers_follow_the_language(code: str, percent: str, number: str) -> None:
    set_language(code)
    assert format_percent(0.71) == percent
    assert format_decimal(12345.5) == number


def test_percent_with_decimals() -> None:
    set_language("de")
    assert format_percent(0.7149, digits=1) == "71,5\u00a0%"
    set_language("en")
    assert format_percent(0.7149, digits=1) == "71.5%"


# --------------------------------------------------------------- the build
def _setup_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("chicago_setup", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # not __main__: setup() is not called
    return module


def test_the_build_compiles_every_catalog_and_the_game_uses_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    written = _setup_module().compile_catalogs(tmp_path / "build")
    compiled = {p.parent.parent.name: p for p in written}
    assert sorted(compiled) == sorted(c for c in LANGUAGES if c != "en")
    # An installed package: the sources with the compiled catalogs beside them.
    package = tmp_path / "installed"
    shutil.copytree(CATALOG_DIR, package, ignore=shutil.ignore_patterns("*.mo", "*.py*"))
    for code, mo in compiled.items():
        shutil.copy(mo, package / code / "LC_MESSAGES" / mo.name)
    monkeypatch.setattr(i18n, "CATALOG_DIR", package)
    monkeypatch.setattr(i18n._state, "cache", {})

    def refuse(*args: object) -> bytes:
        raise AssertionError("an installed catalog was compiled again")

    monkeypatch.setattr(i18n, "compile_po", refuse)
    for code in compiled:
        set_language(code)
        po = (package / code / "LC_MESSAGES" / f"{DOMAIN}.po").read_bytes()
        assert i18n._state.translations.pgettext(STAMP_CONTEXT, STAMP_ID) == source_digest(po)
