"""Compiling a ``.po`` catalog to ``.mo`` bytes, stamped with the digest of its source.

Used twice: by the build (``setup.py`` compiles every catalog into the wheel) and at run
time, when a catalog has no usable ``.mo`` and its ``.po`` is compiled in memory.

The stamp is one extra entry, context :data:`STAMP_CONTEXT`, id :data:`STAMP_ID`, whose
translation is the SHA-256 of the ``.po`` bytes the ``.mo`` was made from. A ``.mo`` is
used only while its stamp matches the ``.po`` beside it, so an edited ``.po`` always wins
over a compiled file left behind, whatever the files' modification times say.

This module imports nothing from the package (``setup.py`` loads it by path, before the
package is installed) and needs only Babel.
"""

from __future__ import annotations

import io
from typing import Final

STAMP_CONTEXT: Final = "chicago-desktop build"
STAMP_ID: Final = "po-sha256"


def source_digest(po_bytes: bytes) -> str:
    """The stamp a ``.mo`` compiled from ``po_bytes`` carries."""
    import hashlib  # loads OpenSSL (about 3 ms): only once a catalog is read

    return hashlib.sha256(po_bytes).hexdigest()


def compile_po(po_bytes: bytes, locale: str) -> bytes:
    """The ``.mo`` bytes of a ``.po`` file: translated, non-fuzzy entries and the stamp.

    Fuzzy and empty translations are left out, so the source text shows instead (an
    untranslated plural entry too: Babel would otherwise write the singular for every
    count in a language with one plural form).
    """
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    catalog = read_po(io.BytesIO(po_bytes), locale=locale)
    empty_plurals = [
        (message.id, message.context)
        for message in catalog
        if message.pluralizable
        and isinstance(message.string, tuple | list)
        and not any(message.string)
    ]
    for message_id, context in empty_plurals:
        catalog.delete(message_id, context=context)
    catalog.add(STAMP_ID, source_digest(po_bytes), context=STAMP_CONTEXT)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()
