"""Issue 11, item 7: the autosave's text, built incrementally, is exactly the full record."""

from __future__ import annotations

import random

import pytest

from chicago_desktop.engine import Match, RandomDice, preset
from chicago_desktop.records import PlayerInfo, dumps_record, match_record_json, parse_record
from chicago_desktop.storage.record_text import RecordText

from .scripted import random_action

SEATS = (
    PlayerInfo("Anna", "human"),
    PlayerInfo("Ben \x1b", "cpu", "hard"),
    PlayerInfo("山田", "cpu", "easy"),
)


@pytest.mark.parametrize("seed", range(6))
def test_every_prefix_of_a_match_gives_the_same_text_as_a_full_rebuild(seed: int) -> None:
    rng = random.Random(seed)
    players = SEATS[: 2 + seed % 2]
    match = Match(preset("classic"), len(players), dice=RandomDice(seed), seed=seed)
    text = RecordText()
    assert text.text(match, players) == dumps_record(match_record_json(match, players))
    while not match.is_over:
        random_action(match, rng)
        built = text.text(match, players)
        assert built == dumps_record(match_record_json(match, players))
    parse_record(built)


def test_a_new_match_starts_the_text_afresh() -> None:
    text = RecordText()
    first = Match(preset("classic"), 2, dice=RandomDice(1), seed=1)
    first.throw()
    first.throw()
    text.text(first, SEATS[:2])
    second = Match(preset("classic"), 2, dice=RandomDice(2), seed=2)
    second.throw()
    assert text.text(second, SEATS[:2]) == dumps_record(match_record_json(second, SEATS[:2]))
