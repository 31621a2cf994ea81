"""The committed catalogs: complete, consistent with the source text, up to date.

``test_catalog_is_complete`` fails while a translator still has strings to do; that is its
purpose (``python scripts/update_catalogs.py --check`` lists the same).
"""

from __future__ import annotations

import pytest
from babel import Locale
from babel.messages.plurals import get_plural

from chicago_desktop.i18n import _BABEL_IDS, LANGUAGES, available_languages

from .catalogs import (
    TRANSLATED,
    Key,
    accelerators,
    catalog,
    extracted,
    key,
    label,
    messages,
    placeholders,
    positional,
    sources,
    translations,
)


def _sample(items: list[str], limit: int = 8) -> str:
    more = f"\n  … and {len(items) - limit} more" if len(items) > limit else ""
    return "\n  " + "\n  ".join(items[:limit]) + more


def test_every_language_has_a_catalog_and_every_catalog_a_language() -> None:
    assert sorted(available_languages()) == sorted(LANGUAGES)


@pytest.mark.parametrize("code", TRANSLATED)
def test_catalog_is_complete(code: str) -> None:
    entries = messages(catalog(code))
    missing = [label(key(m)) for m in entries if not all(translations(m))]
    assert not missing, (
        f"{code}: {len(missing)} of {len(entries)} messages are not translated:" + _sample(missing)
    )


@pytest.mark.parametrize("code", TRANSLATED)
def test_catalog_has_no_fuzzy_entries(code: str) -> None:
    fuzzy = [label(key(m)) for m in messages(catalog(code)) if m.fuzzy]
    assert not fuzzy, f"{code}: fuzzy entries (check them and remove the flag):" + _sample(fuzzy)


@pytest.mark.parametrize("code", TRANSLATED)
def test_plural_forms_are_those_of_the_language(code: str) -> None:
    cat = catalog(code)
    expected = get_plural(Locale.parse(_BABEL_IDS.get(code, code)))
    assert cat.num_plurals == expected.num_plurals, cat.plural_forms
    for message in messages(cat):
        if message.pluralizable:
            assert len(translations(message)) == cat.num_plurals, label(key(message))


@pytest.mark.parametrize("code", TRANSLATED)
def test_placeholders_are_those_of_the_source(code: str) -> None:
    problems = []
    for message in messages(catalog(code)):
        wanted = [placeholders(s) for s in sources(message)]
        for form, text in enumerate(translations(message)):
            if not text:
                continue  # untranslated: test_catalog_is_complete reports it
            got = placeholders(text)
            where = f"{label(key(message))!r} → {text!r}"
            if all(w is None for w in wanted):
                continue  # not a format string in the source either
            if got is None:
                problems.append(f"not a valid format string (stray brace?): {where}")
            elif got not in wanted:
                expected = " or ".join(str(sorted(w)) for w in wanted if w is not None)
                problems.append(f"form {form} has {sorted(got)}, source {expected}: {where}")
            elif positional(text):
                problems.append(f"positional field ({{}} or {{0}}): {where}")
    assert not problems, f"{code}:" + _sample(problems, 20)


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_format_with_the_source_values(code: str) -> None:
    broken = []
    for message in messages(catalog(code)):
        names = set().union(*(placeholders(s) or set() for s in sources(message)))
        if not names:
            continue
        values = dict.fromkeys(names, 7)
        for text in translations(message):
            if not text:
                continue
            try:
                text.format(**values)
            except (KeyError, IndexError, ValueError, AttributeError) as exc:
                broken.append(f"{label(key(message))!r} → {text!r}: {exc!r}")
    assert not broken, f"{code}:" + _sample(broken, 20)


@pytest.mark.parametrize("code", TRANSLATED)
def test_accelerators_where_the_source_has_one(code: str) -> None:
    problems = []
    for message in messages(catalog(code)):
        has = any(accelerators(s) for s in sources(message))
        for text in translations(message):
            if not text:
                continue
            count = accelerators(text)
            if has and count != 1:
                problems.append(f"needs exactly one & (has {count}): {text!r}")
            elif not has and count:
                problems.append(f"has an & the source has not (write && for a plain &): {text!r}")
    assert not problems, f"{code}:" + _sample(problems, 20)


def test_accelerators_are_unique_within_each_menu_in_english() -> None:
    """The source itself: a sanity check of the accelerator rule used above."""
    assert accelerators("&Game") == 1
    assert accelerators("游戏(&G)") == 1
    assert accelerators("Save && quit") == 0
    assert accelerators("Tom &amp; Jerry") == 0


# ------------------------------------------------------------------- up to date
def _compare(name: str, committed: set[Key]) -> list[str]:
    source = set(extracted())
    missing = sorted(label(k) for k in source - committed)
    stale = sorted(label(k) for k in committed - source)
    problems = [f"missing from {name}: {m}" for m in missing]
    problems += [f"in {name} but no longer in the source: {s}" for s in stale]
    return problems


def test_template_is_up_to_date_with_the_source() -> None:
    committed = {key(m) for m in messages(catalog("pot"))}
    problems = _compare("chicago.pot", committed)
    assert not problems, (
        "run `python scripts/update_catalogs.py` to bring the catalogs up to date:"
        + _sample(problems, 20)
    )


@pytest.mark.parametrize("code", TRANSLATED)
def test_catalog_is_up_to_date_with_the_source(code: str) -> None:
    committed = {key(m) for m in messages(catalog(code))}
    problems = _compare(f"{code}/LC_MESSAGES/chicago.po", committed)
    assert not problems, (
        "run `python scripts/update_catalogs.py` to bring the catalogs up to date:"
        + _sample(problems, 20)
    )


def test_extraction_finds_the_source_messages() -> None:
    found = extracted()
    assert (None, "&Game") in found
    assert ("player kind", "Human") in found
    assert (None, ("{count} loss", "{count} losses")) in found
