"""The texts a player reads before choosing a preset (R40): one line and the details."""

from __future__ import annotations

from chicago_desktop.engine import PRESET_NAMES
from chicago_desktop.preset_texts import (
    PRESET_DESCRIPTIONS,
    PRESET_DETAILS,
    preset_description,
    preset_details,
)


def test_every_preset_has_a_line_and_a_few_sentences_of_details() -> None:
    assert set(PRESET_DESCRIPTIONS) == set(PRESET_NAMES) == set(PRESET_DETAILS)
    for name in PRESET_NAMES:
        assert preset_description(name).endswith(".")
        details = preset_details(name)
        assert 3 <= len(details) <= 6
        assert all(sentence.endswith(".") and "{" not in sentence for sentence in details)


def test_the_details_name_what_sets_each_preset_apart() -> None:
    text = {name: " ".join(preset_details(name)) for name in PRESET_NAMES}
    assert "loss" in text["classic"] and "calls" not in text["classic"]
    assert "tally mark" in text["basic"] and "Matching is not beating" in text["basic"]
    assert "Chicago" in text["bavarian"] and "coaster" in text["bavarian"]
    assert "sand" in text["tschigg"] and "passes" in text["tschigg"]
    assert "fish" in text["pub"] and "three sixes" in text["pub"]
