"""Translation functions for every visible string.

``_``, ``N_``, ``ngettext`` and ``pgettext`` look up the *current* language each time they
are called, so switching language re-translates whatever is drawn next. Nothing is put into
builtins. Module-level constants are marked with ``N_`` and translated where they are shown.

Catalogs are ``<lang>/LC_MESSAGES/chicago.po`` files beside this module. A wheel also
carries the compiled ``chicago.mo`` (made by the build, see ``setup.py``); it is used only
while it was compiled from the very ``.po`` beside it (see :mod:`.compiling`). Otherwise
the ``.po`` is compiled in memory with Babel, so a fresh clone works without a build step
and an edited ``.po`` always wins. A loaded catalog is kept until its files change.

Numbers meant for reading (percentages, large counts) go through :func:`format_percent`
and :func:`format_decimal`, which follow the current language ("71 %" in German).

Plain Python: no Qt is imported here (the Qt side is ``chicago_desktop.ui.language``).
"""

from __future__ import annotations

import gettext as _gettext
import io
import os
import threading
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Final

from .compiling import STAMP_CONTEXT, STAMP_ID, compile_po, source_digest

if TYPE_CHECKING:
    from babel import Locale

DOMAIN: Final = "chicago"
SOURCE_LANGUAGE: Final = "en"
#: Every language the game ships, the source language first (codes as Qt and gettext use).
LANGUAGES: Final = ("en", "de", "fr", "ja", "es", "it", "zh_CN", "ko")
CATALOG_DIR: Final = Path(__file__).resolve().parent

#: Babel's identifiers where they differ from ours (number formats, plural rules).
_BABEL_IDS: Final = {"zh_CN": "zh_Hans_CN"}
#: What a language is called in the language chooser, where the plain code reads worse:
#: zh_CN would read "中文 (简体, 中国)"; the script alone reads "中文 (简体)".
_NAME_IDS: Final = {"zh_CN": "zh_Hans"}
#: Variants of Chinese written in traditional characters: not served by zh_CN.
_TRADITIONAL: Final = frozenset({"hant", "tw", "hk", "mo"})

_Stamp = tuple[tuple[int, int] | None, tuple[int, int] | None]


class _State:
    """The language in use; one instance, replaced attributes, no ``global`` statements."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.translations: _gettext.NullTranslations = _gettext.NullTranslations()
        self.language: str = SOURCE_LANGUAGE
        #: Loaded catalogs with the size and time of the files they were loaded from.
        self.cache: dict[str, tuple[_Stamp, _gettext.NullTranslations]] = {}


_state = _State()


def available_languages() -> list[str]:
    """Language codes with a catalog (.po, or only a .mo), the source language first."""
    # One listing and a stat or two per folder: the window asks this at every start, and
    # a pathlib glob costs about a millisecond each time.
    found = []
    try:
        with os.scandir(CATALOG_DIR) as entries:
            for entry in entries:
                if entry.is_dir() and entry.name != SOURCE_LANGUAGE:
                    stem = os.path.join(entry.path, "LC_MESSAGES", DOMAIN)
                    if os.path.isfile(stem + ".po") or os.path.isfile(stem + ".mo"):
                        found.append(entry.name)
    except OSError:  # no catalog folder at all: English only
        found = []
    return [SOURCE_LANGUAGE, *sorted(found)]


def catalog_paths(code: str) -> tuple[Path, Path]:
    """The ``.po`` and the ``.mo`` of a language (either may be missing)."""
    folder = CATALOG_DIR / code / "LC_MESSAGES"
    return folder / f"{DOMAIN}.po", folder / f"{DOMAIN}.mo"


def _file_stamp(path: Path) -> tuple[int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size


def _stamp(code: str) -> _Stamp:
    po_path, mo_path = catalog_paths(code)
    return _file_stamp(po_path), _file_stamp(mo_path)


def _load(code: str) -> _gettext.NullTranslations:
    """Load one language's catalog: its .mo if compiled from the .po beside it, else the .po."""
    po_path, mo_path = catalog_paths(code)
    try:
        po_bytes: bytes | None = po_path.read_bytes()
    except OSError:
        po_bytes = None
    try:
        mo_bytes: bytes | None = mo_path.read_bytes()
    except OSError:
        mo_bytes = None
    if mo_bytes is not None:
        try:
            compiled = _gettext.GNUTranslations(io.BytesIO(mo_bytes))
        except (OSError, ValueError, UnicodeDecodeError):
            compiled = None  # a damaged .mo: the .po decides
        if compiled is not None and (
            po_bytes is None
            or compiled.pgettext(STAMP_CONTEXT, STAMP_ID) == source_digest(po_bytes)
        ):
            return compiled
    if po_bytes is not None:
        return _gettext.GNUTranslations(io.BytesIO(compile_po(po_bytes, code)))
    return _gettext.NullTranslations()


def translations_for(code: str) -> _gettext.NullTranslations:
    """The catalog of ``code`` (a known language), loaded again only if its files changed."""
    if code == SOURCE_LANGUAGE:
        return _gettext.NullTranslations()
    stamp = _stamp(code)
    cached = _state.cache.get(code)
    if cached is not None and cached[0] == stamp:
        return cached[1]
    translations = _load(code)
    _state.cache[code] = (stamp, translations)
    return translations


def match_language(candidates: Iterable[str], known: Iterable[str] | None = None) -> str | None:
    """The first of ``candidates`` (locale names such as ``de-AT``, ``zh_Hans_CN``,
    ``en_US.UTF-8``) the game has a catalog for, as its code; None when there is none.

    Chinese in simplified script (zh, zh_CN, zh_SG, zh_Hans…) is served by zh_CN; Chinese
    in traditional script (zh_TW, zh_HK, zh_Hant…) is not.
    """
    codes = list(available_languages() if known is None else known)
    by_lower = {code.lower(): code for code in codes}
    for candidate in candidates:
        name = candidate.split(".")[0].split("@")[0].replace("-", "_").strip()
        if not name or name.upper() in ("C", "POSIX"):
            continue
        parts = name.lower().split("_")
        if name.lower() in by_lower:
            return by_lower[name.lower()]
        language = parts[0]
        if language == "zh":
            if _TRADITIONAL.intersection(parts[1:]):
                continue
            if "zh_cn" in by_lower:
                return by_lower["zh_cn"]
            continue
        if language in by_lower:
            return by_lower[language]
    return None


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of the environment if the game has it, else the source language.

    Read as gettext reads it: the list in LANGUAGE, then the first of LC_ALL, LC_MESSAGES
    and LANG that is set. The window asks Qt's system locale first (see ui.language),
    which also knows the settings of Windows and macOS.
    """
    env = os.environ if environ is None else environ
    candidates = [part for part in env.get("LANGUAGE", "").split(":") if part]
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(variable):
            candidates.append(env[variable])
            break
    return match_language(candidates) or SOURCE_LANGUAGE


def set_language(code: str) -> str:
    """Make ``code`` the current language; unknown codes fall back to English.

    ``de_AT`` becomes ``de``, ``zh`` and ``zh_Hans`` become ``zh_CN``. Returns the language
    actually in use.
    """
    code = match_language([code]) or SOURCE_LANGUAGE
    with _state.lock:
        _state.translations = translations_for(code)
        _state.language = code
    return code


def current_language() -> str:
    """The language in use now."""
    return _state.language


def babel_locale(code: str | None = None) -> Locale:
    """Babel's locale for ``code`` (default: the current language)."""
    from babel import Locale, UnknownLocaleError

    code = code or _state.language
    try:
        return Locale.parse(_BABEL_IDS.get(code, code))
    except (UnknownLocaleError, ValueError):
        return Locale.parse(SOURCE_LANGUAGE)


def language_name(code: str) -> str:
    """A language as its speakers write it, capitalised: Deutsch, Français, 中文 (简体)."""
    from babel import Locale, UnknownLocaleError

    try:
        name = Locale.parse(_NAME_IDS.get(code, code)).display_name or code
    except (UnknownLocaleError, ValueError):
        return code
    return name[:1].upper() + name[1:]


def format_decimal(number: float) -> str:
    """A number as the current language writes it: 1,234.5 · 1.234,5 · 1 234,5."""
    from babel.numbers import format_decimal as babel_format

    return babel_format(number, locale=babel_locale())


def format_percent(fraction: float, *, digits: int = 0) -> str:
    """A fraction as a percentage in the current language: 0.71 → 71% · 71 % (de, fr);
    ``digits`` decimals after the point (rounded)."""
    from babel.numbers import format_percent as babel_format

    locale = babel_locale()
    pattern = None
    if digits > 0:
        standard = locale.percent_formats[None].pattern
        pattern = standard.replace("0", "0." + "0" * digits, 1) if "." not in standard else None
    return babel_format(fraction, format=pattern, locale=locale)


def join_sentences(sentences: Iterable[str]) -> str:
    """Whole sentences one after the other, as the current language writes them.

    Japanese and Chinese put no space after the full stop (。); the others put one.
    """
    separator = "" if _state.language.split("_")[0] in ("ja", "zh") else " "
    return separator.join(s for s in sentences if s)


def _(message: str) -> str:
    """Translate ``message`` into the current language."""
    return _state.translations.gettext(message)


def N_(message: str) -> str:  # noqa: N802 - the conventional gettext marker name
    """Mark ``message`` for extraction without translating it now (translate when shown)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """Translate with the plural form the current language uses for ``n``."""
    return _state.translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """Translate a short, ambiguous ``message`` distinguished by ``context``."""
    return _state.translations.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """``ngettext`` with a context."""
    return _state.translations.npgettext(context, singular, plural, n)
