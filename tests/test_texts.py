"""The shared words for engine values: every value has its own word, in every language."""

from __future__ import annotations

import pytest

from chicago_desktop.engine import PRESET_NAMES, Status
from chicago_desktop.i18n import LANGUAGES, set_language
from chicago_desktop.records import LEVELS
from chicago_desktop.texts import level_name, preset_name, status_text


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_value_has_a_distinct_word(code: str) -> None:
    try:
        set_language(code)
        statuses = {status_text(s) for s in Status}
        assert len(statuses) == len(Status)
        assert len({level_name(level) for level in LEVELS}) == len(LEVELS)
        assert len({preset_name(p) for p in PRESET_NAMES}) == len(PRESET_NAMES)
        assert all(statuses)
    finally:
        set_language("en")


def test_english_words() -> None:
    set_language("en")
    assert status_text(Status.OUT) == "Out"
    assert status_text(Status.WON) == "Winner"
    assert level_name("hard") == "Hard"
    assert preset_name("classic") == "Classic"


def test_sentences_are_joined_as_each_language_writes() -> None:
    from chicago_desktop.i18n import join_sentences

    try:
        set_language("ja")
        assert join_sentences(["1敗です。", "脱落しました。"]) == "1敗です。脱落しました。"
        set_language("de")
        assert join_sentences(["Eins.", "", "Zwei."]) == "Eins. Zwei."
    finally:
        set_language("en")


def test_standing_words_follow_the_match_structure() -> None:
    from chicago_desktop.engine import Call, preset
    from chicago_desktop.session import StandingKind, standing_kinds, standing_limit
    from chicago_desktop.texts import call_text, standing_cell, standing_header, standing_spoken

    set_language("en")
    headers = {name: standing_header(standing_kinds(preset(name))[0]) for name in PRESET_NAMES}
    assert headers == {
        "classic": "Losses",
        "basic": "Tally marks",
        "bavarian": "Coasters",
        "tschigg": "Coasters",
        "pub": "Coasters",
    }
    classic = preset("classic", losses_to_out=5)
    assert standing_limit(classic, StandingKind.LOSSES) == 5
    assert standing_limit(preset("basic"), StandingKind.TALLY_MARKS) is None
    assert standing_cell(StandingKind.LOSSES, 1, 5) == "1 of 5"
    assert standing_cell(StandingKind.COASTERS, 4, None) == "4"
    assert standing_spoken(StandingKind.LOSSES, "Ben", 2, 3) == "Ben has 2 losses of 3."
    assert standing_spoken(StandingKind.TALLY_MARKS, "Ben", 1, None) == "Ben has 1 tally mark."
    assert standing_spoken(StandingKind.COASTERS, "Ben", 3, None) == "Ben has 3 coasters."
    assert call_text(Call.sand_call()) == "sand"
    assert call_text(Call(ones=1, high=False)) == (
        "ones count 1, sixes 60, the lowest result is best"
    )
