"""Reading the catalogs and the source's messages the way the tests compare them."""

from __future__ import annotations

import re
import string
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_keywords
from babel.messages.pofile import read_po

from chicago_desktop.i18n import CATALOG_DIR, DOMAIN, LANGUAGES, SOURCE_LANGUAGE

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)
POT = CATALOG_DIR / f"{DOMAIN}.pot"

#: (context, msgid) with msgid a str, or (singular, plural) for plural entries.
Key = tuple[str | None, str | tuple[str, ...]]


def po_path(code: str) -> Path:
    return CATALOG_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def catalog(code: str) -> Catalog:
    """The committed catalog of ``code`` (the template for ``"pot"``)."""
    path = POT if code == "pot" else po_path(code)
    with path.open("rb") as fh:
        return read_po(fh, locale=None if code == "pot" else code)


def messages(cat: Catalog) -> list[Message]:
    """Every real entry (not the header, not obsolete ones)."""
    return [m for m in cat if m.id]


def key(message: Message) -> Key:
    msgid = message.id
    return (message.context, tuple(msgid) if isinstance(msgid, list | tuple) else msgid)


def label(k: Key) -> str:
    context, msgid = k
    text = " | ".join(msgid) if isinstance(msgid, tuple) else msgid
    return f"[{context}] {text}" if context else text


def sources(message: Message) -> list[str]:
    """The source text(s) of an entry: the id, or singular and plural."""
    msgid = message.id
    return list(msgid) if isinstance(msgid, list | tuple) else [msgid]


def translations(message: Message) -> list[str]:
    """The translated text(s): one, or one per plural form."""
    value: Any = message.string
    return list(value) if isinstance(value, list | tuple) else [value or ""]


# ------------------------------------------------------------------ placeholders
def placeholders(text: str) -> set[str] | None:
    """Named fields of a str.format text; None if it is not a valid format string."""
    try:
        fields = {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}
    except ValueError:
        return None
    return {re.split(r"[.\[]", name)[0] for name in fields}


def positional(text: str) -> bool:
    """A ``{}`` or ``{0}`` field: translators cannot reorder those."""
    try:
        return any(
            name is not None and (name == "" or name.isdigit())
            for _lit, name, _spec, _conv in string.Formatter().parse(text)
        )
    except ValueError:
        return False


# ----------------------------------------------------------------- accelerators
_ACCELERATOR = re.compile(r"(?<!&)&(?![&\s]|[#\w]+;)")


def accelerators(text: str) -> int:
    """How many keyboard accelerators (``&x``) a text marks; ``&&`` and entities do not count."""
    return len(_ACCELERATOR.findall(text.replace("&&", "")))


# ------------------------------------------------------------------ extraction
@cache
def extracted() -> dict[Key, str]:
    """Every message in the source, extracted in memory as pyproject.toml configures it."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["babel"]
    method_map = [(m["pattern"], m["method"]) for m in config["mappings"]]
    options = config["extract_messages"]
    keywords = dict(DEFAULT_KEYWORDS)
    keywords.update(parse_keywords(str(options["keywords"]).split()))
    comment_tags = (options["add_comments"],) if options.get("add_comments") else ()
    found: dict[Key, str] = {}
    for input_path in str(options["input_paths"]).split(","):
        folder = ROOT / input_path.strip()
        for filename, lineno, message, _comments, context in extract_from_dir(
            str(folder), method_map, keywords=keywords, comment_tags=comment_tags
        ):
            msgid: str | tuple[str, ...] = (
                tuple(message) if isinstance(message, list | tuple) else message
            )
            if isinstance(msgid, tuple) and len(msgid) == 1:
                msgid = msgid[0]
            if not msgid:
                continue
            found.setdefault((context, msgid), f"{input_path.strip()}/{filename}:{lineno}")
    return found
