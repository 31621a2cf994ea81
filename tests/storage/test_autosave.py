"""Autosave: exact resume after every action, finished matches, bad records, clearing."""

from __future__ import annotations

import json
import random

import pytest

from chicago_desktop.engine import Match, RandomDice, preset
from chicago_desktop.records import (
    GameRecord,
    PlayerInfo,
    match_record_json,
    parse_record,
    replay_record,
)
from chicago_desktop.storage import autosave as autosave_module
from chicago_desktop.storage.autosave import clear_autosave, load_autosave, save_autosave
from chicago_desktop.storage.paths import autosave_path
from chicago_desktop.storage.statistics import figures, load_statistics

from ..legal_moves import SimpleDecider
from .scripted import ANNA, BEN_EASY, BEN_HARD, DORA, EVE_EASY, WIN, random_action, scripted_match

SEATS = (
    ANNA,
    BEN_HARD,
    PlayerInfo("Cleo", "cpu", "expert"),
    DORA,
    EVE_EASY,
    PlayerInfo("Finn", "cpu", "medium"),
)


def test_no_autosave_means_nothing_to_resume() -> None:
    loaded = load_autosave()
    assert loaded.value is None
    assert loaded.notice is None


@pytest.mark.parametrize(
    ("seed", "players", "max_throws", "losses"),
    [(1, 2, 3, 5), (2, 3, 2, 3), (3, 4, 3, 2), (4, 6, 1, 2), (5, 5, 3, 2)],
)
def test_resume_after_any_action_restores_the_exact_state(
    seed: int, players: int, max_throws: int, losses: int
) -> None:
    rules = preset("classic", max_throws=max_throws, losses_to_out=losses)
    seats = SEATS[:players]
    match = Match(rules, players, dice=RandomDice(seed), seed=seed * 7919)
    rng = random.Random(seed)
    checked = 0
    while True:
        record = match_record_json(match, seats)
        save_autosave(record)
        loaded = load_autosave()
        assert loaded.notice is None
        if match.is_over:
            assert loaded.value is None  # a finished match is not offered for resuming
            break
        assert isinstance(loaded.value, GameRecord)  # not a Chicago 2–12 record
        assert loaded.value.players == seats
        resumed = replay_record(loaded.value).match
        assert resumed.state_key() == match.state_key()
        checked += 1
        random_action(match, rng)
    assert checked > 10


def test_a_resumed_match_goes_on_and_saves_the_same_record() -> None:
    match = scripted_match(WIN[:3])
    save_autosave(match_record_json(match, (ANNA, BEN_HARD)))
    loaded = load_autosave().value
    assert isinstance(loaded, GameRecord)
    resumed = replay_record(loaded)
    for faces in WIN[3:]:
        resumed.match.throw(faces=faces)
    assert resumed.match.state_key() == scripted_match(WIN).state_key()


def test_the_file_is_a_record_as_records_md_describes() -> None:
    match = scripted_match(WIN[:3])
    record = match_record_json(match, (ANNA, BEN_HARD))
    save_autosave(record)
    raw = autosave_path().read_bytes()
    assert json.loads(raw) == record
    assert parse_record(raw) == load_autosave().value


def test_a_finished_match_left_in_the_autosave_is_counted_and_removed() -> None:
    save_autosave(match_record_json(scripted_match(WIN), (ANNA, BEN_HARD)))
    loaded = load_autosave()
    assert loaded.value is None
    assert loaded.notice is None
    assert not autosave_path().exists()
    stats = load_statistics().value
    assert figures(stats, "Anna").won == 1
    # If the window had saved the statistics already, the match is not counted twice.
    save_autosave(match_record_json(scripted_match(WIN), (ANNA, BEN_HARD)))
    load_autosave()
    assert load_statistics().value == stats


def test_a_finished_cpu_only_match_is_removed_without_statistics() -> None:
    save_autosave(match_record_json(scripted_match(WIN), (BEN_EASY, EVE_EASY)))
    assert load_autosave().value is None
    assert not autosave_path().exists()
    assert load_statistics().value.matches == ()


def test_a_finished_match_stays_when_the_statistics_cannot_be_saved(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(autosave_module, "record_and_save", fail)
    save_autosave(match_record_json(scripted_match(WIN), (ANNA, BEN_HARD)))
    assert load_autosave().value is None
    assert autosave_path().exists()  # tried again on the next start


def _bad_record(**changes: object) -> dict[str, object]:
    record = match_record_json(scripted_match(WIN[:3]), (ANNA, BEN_HARD))
    record.update(changes)
    return record


@pytest.mark.parametrize(
    ("record", "newer"),
    [
        (_bad_record(actions=[{"throw": [1, 1, 1]}, {"throw": [7, 1, 1]}]), False),
        (_bad_record(actions=[{"throw": [1, 1, 1]}, {"stop": True}]), False),  # cap of 1
        (_bad_record(format="something-else"), False),
        (_bad_record(players=[{"name": "Solo", "type": "human"}]), False),
        (_bad_record(version=2), True),
        (_bad_record(rules={"preset": "martian"}), False),  # no such preset (R40)
    ],
)
def test_a_record_that_cannot_be_resumed_is_set_aside(
    record: dict[str, object], newer: bool
) -> None:
    autosave_path().write_text(json.dumps(record), encoding="utf-8")
    loaded = load_autosave()
    assert loaded.value is None
    assert loaded.notice is not None
    assert ("newer version" in loaded.notice) is newer
    assert not autosave_path().exists()
    kept = list(autosave_path().parent.glob("autosave.chicago.json.bad-*"))
    assert len(kept) == 1
    assert json.loads(kept[0].read_bytes()) == record
    assert load_autosave().notice is None  # told once


def test_clear_removes_the_autosave_and_tolerates_none() -> None:
    clear_autosave()
    save_autosave(match_record_json(scripted_match(WIN[:2]), (ANNA, BEN_HARD)))
    clear_autosave()
    assert not autosave_path().exists()


def test_clear_with_a_record_spares_another_copys_match() -> None:
    mine = scripted_match(WIN, seed=1)
    theirs = scripted_match(WIN[:2], seed=2)
    save_autosave(match_record_json(theirs, (DORA, BEN_HARD)))  # the other copy saved last
    clear_autosave(record=match_record_json(mine, (ANNA, BEN_HARD)))
    assert autosave_path().exists()
    clear_autosave(record=match_record_json(theirs, (DORA, BEN_HARD)))
    assert not autosave_path().exists()


def test_a_preset_the_window_cannot_play_is_set_aside_as_newer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The window's own limit (window_presets.py) still reads as 'a newer version'."""
    monkeypatch.setattr(autosave_module, "WINDOW_PRESETS", frozenset({"classic"}))
    record = _preset_record("bavarian")
    autosave_path().write_text(json.dumps(record), encoding="utf-8")
    loaded = load_autosave()
    assert loaded.value is None
    assert loaded.notice is not None and "newer version" in loaded.notice


def _preset_record(name: str, actions: int = 9) -> dict[str, object]:
    match = Match(preset(name), 3, dice=RandomDice(11), seed=11)
    cpu = SimpleDecider(4)
    for _ in range(actions):
        match.apply(cpu.decide(match))
    return match_record_json(match, (ANNA, BEN_HARD, DORA))


@pytest.mark.parametrize("name", ["classic", "basic", "bavarian", "tschigg", "pub"])
def test_a_match_of_every_preset_resumes(name: str) -> None:
    """Every preset plays in the window (issue 14), so its autosave is resumed (R40)."""
    record = _preset_record(name)
    save_autosave(record)
    loaded = load_autosave()
    assert loaded.notice is None
    assert isinstance(loaded.value, GameRecord)
    assert loaded.value.rules.preset == name
    assert len(loaded.value.actions) == len(record["actions"])  # type: ignore[arg-type]
