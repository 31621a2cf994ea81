"""Update every translation catalog after strings changed in the source.

    python scripts/update_catalogs.py          # extract, then merge into every .po
    python scripts/update_catalogs.py --check  # exit 1 if a catalog lacks a translation

Extraction is configured in pyproject.toml ([tool.babel]); this script runs it, creates
the .po of a language that has none yet, merges new strings into the others (without fuzzy
guesses: a new string stays empty until a translator fills it in) and reports what is left
to translate.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from babel.messages.frontend import CommandLineInterface
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from chicago_desktop.i18n import CATALOG_DIR, DOMAIN, LANGUAGES, SOURCE_LANGUAGE  # noqa: E402

POT = CATALOG_DIR / f"{DOMAIN}.pot"


def pybabel(*args: str) -> None:
    """Run one pybabel command in the project folder (so pyproject.toml is found)."""
    CommandLineInterface().run(["pybabel", "-q", *args])


def untranslated(po_path: Path, code: str) -> list[str]:
    """Message ids of a catalog that are empty or fuzzy."""
    with po_path.open("rb") as fh:
        catalog = read_po(fh, locale=code)
    left = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(strings):
            left.append(message.id if isinstance(message.id, str) else message.id[0])
    return left


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report; exit 1 if unfinished")
    args = parser.parse_args()
    import os

    os.chdir(ROOT)
    if not args.check:
        pybabel("extract", "-F", "pyproject.toml", "-o", str(POT.relative_to(ROOT)))
    missing = 0
    for code in LANGUAGES:
        if code == SOURCE_LANGUAGE:
            continue
        po_path = CATALOG_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"
        if not args.check:
            command = "update" if po_path.exists() else "init"
            extra = ["--no-fuzzy-matching", "--ignore-obsolete"] if command == "update" else []
            pybabel(
                command, "-i", str(POT), "-d", str(CATALOG_DIR), "-D", DOMAIN, "-l", code, *extra
            )
        left = untranslated(po_path, code) if po_path.exists() else ["(no catalog)"]
        missing += len(left)
        print(f"{code}: {len(left)} to translate")
    return 1 if args.check and missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
