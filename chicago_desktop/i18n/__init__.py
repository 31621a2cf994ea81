"""Translation functions for every visible string.

``_``, ``N_``, ``ngettext`` and ``pgettext`` look up the *current* language each time they
are called, so switching language re-translates whatever is drawn next. Nothing is put into
builtins. Module-level constants are marked with ``N_`` and translated where they are shown.

Catalogs are ``<lang>/LC_MESSAGES/chicago.po`` files beside this module. A compiled ``.mo``
is used when present; otherwise the ``.po`` is compiled in memory with Babel, so a fresh
clone works without a build step. Plain Python: no Qt is imported here.
"""

from __future__ import annotations

import gettext as _gettext
import io
import threading
from pathlib import Path
from typing import Final

DOMAIN: Final = "chicago"
SOURCE_LANGUAGE: Final = "en"
#: Every language the game ships, the source language first (codes as Qt and gettext use).
LANGUAGES: Final = ("en", "de", "fr", "ja", "es", "it", "zh_CN", "ko")
CATALOG_DIR: Final = Path(__file__).resolve().parent


class _State:
    """The language in use; one instance, replaced attributes, no ``global`` statements."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.translations: _gettext.NullTranslations = _gettext.NullTranslations()
        self.language: str = SOURCE_LANGUAGE
        self.cache: dict[str, _gettext.NullTranslations] = {}


_state = _State()


def available_languages() -> list[str]:
    """Language codes with a catalog, the source language first."""
    found = sorted(p.parent.parent.name for p in CATALOG_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))
    return [SOURCE_LANGUAGE, *[code for code in found if code != SOURCE_LANGUAGE]]


def _load(code: str) -> _gettext.NullTranslations:
    """Load one language's catalog: the compiled .mo, else the .po compiled by Babel."""
    folder = CATALOG_DIR / code / "LC_MESSAGES"
    mo_path = folder / f"{DOMAIN}.mo"
    po_path = folder / f"{DOMAIN}.po"
    if mo_path.is_file() and (
        not po_path.is_file() or mo_path.stat().st_mtime >= po_path.stat().st_mtime
    ):
        with mo_path.open("rb") as fh:
            return _gettext.GNUTranslations(fh)
    if po_path.is_file():
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        with po_path.open("rb") as fh:
            catalog = read_po(fh, locale=code)
        buffer = io.BytesIO()
        write_mo(buffer, catalog)
        buffer.seek(0)
        return _gettext.GNUTranslations(buffer)
    return _gettext.NullTranslations()


def set_language(code: str) -> str:
    """Make ``code`` the current language; unknown codes fall back to English.

    Returns the language actually in use.
    """
    code = code.replace("-", "_")
    known = available_languages()
    if code not in known:
        base = code.split("_")[0]
        code = base if base in known else SOURCE_LANGUAGE
    with _state.lock:
        if code not in _state.cache:
            _state.cache[code] = (
                _gettext.NullTranslations() if code == SOURCE_LANGUAGE else _load(code)
            )
        _state.translations = _state.cache[code]
        _state.language = code
    return code


def current_language() -> str:
    """The language in use now."""
    return _state.language


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
