"""Settings: round trips, field-by-field fallback, schema upgrades, files set aside."""

from __future__ import annotations

import gettext
import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hyp_settings

from chicago_desktop import i18n
from chicago_desktop.engine import preset
from chicago_desktop.records import PlayerInfo
from chicago_desktop.storage.autosave import load_autosave
from chicago_desktop.storage.paths import ENV_VAR, settings_path
from chicago_desktop.storage.settings import (
    SCHEMA_VERSION,
    GameSetup,
    SeatSetup,
    Settings,
    load_settings,
    save_settings,
    settings_to_json,
)
from chicago_desktop.storage.statistics import Statistics, load_statistics
from tests.tiers import examples

from .strategies import settings as settings_strategy

SETUP = GameSetup(
    (SeatSetup("Anna", "human"), SeatSetup("Ben", "cpu", "hard"), SeatSetup("Cleo", "cpu")),
    max_throws=2,
    losses_to_out=5,
)
FULL = Settings(
    language="de",
    last_setup=SETUP,
    cpu_speed="fast",
    reduced_motion=True,
    show_hints=False,
    window_geometry="AdnQywADAAAAAAGQAAAA",
    tutorial_offered=True,
    dark_mode="dark",
    round_end="auto",
)


def _write(doc: object) -> None:
    settings_path().write_text(json.dumps(doc), encoding="utf-8")


def test_first_start_gives_defaults_without_a_notice_or_a_file() -> None:
    loaded = load_settings()
    assert loaded.value == Settings()
    assert loaded.notice is None
    assert not settings_path().exists()


def test_full_round_trip() -> None:
    save_settings(FULL)
    loaded = load_settings()
    assert loaded.value == FULL
    assert loaded.notice is None
    assert json.loads(settings_path().read_text("utf-8"))["version"] == SCHEMA_VERSION


@hyp_settings(
    max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(value=settings_strategy)
def test_any_settings_round_trip(value: Settings) -> None:
    save_settings(value)
    assert load_settings().value == value


def test_explicit_path_is_used(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere.json"
    save_settings(FULL, target)
    assert load_settings(target).value == FULL
    assert not settings_path().exists()


def test_unknown_keys_are_ignored() -> None:
    doc = settings_to_json(FULL)
    doc["volume"] = 11
    doc["future_feature"] = {"nested": [1, 2, 3]}
    _write(doc)
    loaded = load_settings()
    assert loaded.value == FULL
    assert loaded.notice is None


BAD_FIELDS = [
    ("language", 42),
    ("language", "not a language code!"),
    ("language", "x" * 200),
    ("last_setup", {"seats": []}),
    ("last_setup", {"seats": [{"name": "A", "type": "human"}]}),
    ("last_setup", {"seats": [{"name": "A", "type": "robot"}, {"name": "B", "type": "cpu"}]}),
    ("last_setup", {"seats": [{"name": "", "type": "human"}, {"name": "B", "type": "cpu"}]}),
    ("last_setup", {"seats": [{"name": "A", "type": "human"}, "B"]}),
    (
        "last_setup",
        {"seats": [{"name": "A", "type": "human"}, {"name": "B", "type": "cpu"}], "max_throws": 4},
    ),
    (
        "last_setup",
        {
            "seats": [{"name": "A", "type": "human"}, {"name": "B", "type": "cpu"}],
            "losses_to_out": True,
        },
    ),
    (
        "last_setup",
        {"seats": [{"name": "A", "type": "human"}, {"name": "B", "type": "cpu", "level": "god"}]},
    ),
    (
        "last_setup",
        {"seats": [{"name": "A", "type": "human"}, {"name": "B", "type": "cpu"}], "preset": "x"},
    ),
    ("last_setup", "classic"),
    ("cpu_speed", "ludicrous"),
    ("cpu_speed", None),
    ("reduced_motion", 1),
    ("reduced_motion", "true"),
    ("show_hints", None),
    ("window_geometry", "not base64 !!"),
    ("window_geometry", "A" * 100_000),
    ("window_geometry", ["AAAA"]),
    ("tutorial_offered", 0),
    ("dark_mode", "purple"),
    ("round_end", "sometimes"),
    ("round_end", True),
]


@pytest.mark.parametrize(("name", "bad"), BAD_FIELDS)
def test_a_bad_field_takes_its_default_and_the_others_are_kept(name: str, bad: object) -> None:
    doc = settings_to_json(FULL)
    doc[name] = bad
    _write(doc)
    loaded = load_settings()
    default: Any = getattr(Settings(), name)
    assert loaded.value == replace(FULL, **{name: default})
    assert loaded.notice is None
    assert settings_path().exists()  # a partly bad file is not set aside


def test_version_0_is_upgraded() -> None:
    _write(
        {
            "language": "ja",
            "speed": "slow",
            "animations": False,
            "hints": False,
            "setup": {
                "players": [
                    {"name": "Anna", "cpu": False},
                    {"name": "Ben", "cpu": True, "level": "expert"},
                ],
                "max_throws": 1,
                "losses": 2,
            },
            "dark_mode": "light",
        }
    )
    loaded = load_settings()
    assert loaded.notice is None
    assert loaded.value == Settings(
        language="ja",
        last_setup=GameSetup(
            (SeatSetup("Anna", "human"), SeatSetup("Ben", "cpu", "expert")),
            max_throws=1,
            losses_to_out=2,
        ),
        cpu_speed="slow",
        reduced_motion=True,
        show_hints=False,
        dark_mode="light",
    )


def test_version_0_with_nonsense_values_still_loads() -> None:
    _write({"speed": 3, "animations": "yes", "hints": [], "setup": {"players": [1, None]}})
    loaded = load_settings()
    assert loaded.value == Settings()
    assert loaded.notice is None


def test_a_newer_version_is_set_aside_with_a_notice() -> None:
    doc = settings_to_json(FULL)
    doc["version"] = SCHEMA_VERSION + 1
    _write(doc)
    loaded = load_settings()
    assert loaded.value == Settings()
    assert loaded.notice is not None
    assert "newer version" in loaded.notice
    assert loaded.problem is not None
    kept = Path(loaded.problem.file)
    assert kept.name.startswith("settings.json.bad-")
    assert str(kept) in loaded.notice
    assert json.loads(kept.read_text("utf-8")) == doc
    assert not settings_path().exists()
    assert load_settings().notice is None  # told once


@pytest.mark.parametrize("version", ["1", True, -1, 1.0, None, [1]])
def test_a_version_that_is_not_a_number_means_a_damaged_file(version: object) -> None:
    doc = settings_to_json(FULL)
    doc["version"] = version
    _write(doc)
    loaded = load_settings()
    assert loaded.value == Settings()
    assert loaded.notice is not None
    assert "could not be read" in loaded.notice


@pytest.mark.parametrize("content", [b"[]", b'"settings"', b"null", b"{", b"\xff\xfe{}", b""])
def test_a_file_that_is_not_a_settings_object_is_set_aside(content: bytes) -> None:
    settings_path().write_bytes(content)
    loaded = load_settings()
    assert loaded.value == Settings()
    assert loaded.notice is not None
    assert not settings_path().exists()
    save_settings(FULL)  # and the game goes on normally
    assert load_settings().value == FULL


class _Marked(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return "[xx] " + message


def test_the_notice_is_translated_when_read_not_when_loaded(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    settings_path().write_bytes(b"garbage")
    loaded = load_settings()  # loaded while the source language is on
    monkeypatch.setattr(i18n._state, "translations", _Marked())  # then the language changes
    assert loaded.notice is not None
    assert loaded.notice.startswith("[xx] Your settings could not be read")


def test_save_into_an_unwritable_place_raises_oserror(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(OSError):
        save_settings(FULL, blocker / "settings.json")


@pytest.mark.parametrize(
    "build",
    [
        lambda: SeatSetup("", "human"),
        lambda: SeatSetup("   ", "human"),
        lambda: SeatSetup("x" * 65, "human"),
        lambda: SeatSetup("Ben", "robot"),
        lambda: SeatSetup("Ben", "cpu", "godlike"),
        lambda: GameSetup((SeatSetup("A", "human"),)),
        lambda: GameSetup(tuple(SeatSetup(f"P{i}", "human") for i in range(7))),
        lambda: GameSetup(SETUP.seats, max_throws=4),
        lambda: GameSetup(SETUP.seats, losses_to_out=4),
        lambda: GameSetup(SETUP.seats, preset="nonsense"),
        lambda: GameSetup(SETUP.seats, preset="basic", max_throws=2),
        lambda: Settings(cpu_speed="turbo"),
        lambda: Settings(dark_mode="sepia"),
        lambda: Settings(reduced_motion=1),  # type: ignore[arg-type]
        lambda: Settings(window_geometry="%%%"),
        lambda: Settings(language="english please"),
    ],
)
def test_values_that_could_not_be_saved_cannot_be_built(build: Callable[[], object]) -> None:
    with pytest.raises(ValueError):
        build()


def test_setup_accepts_a_list_and_speaks_engine_and_records() -> None:
    setup = GameSetup([SeatSetup("Anna", "human"), SeatSetup("Ben", "cpu", "easy")])  # type: ignore[arg-type]
    assert isinstance(setup.seats, tuple)
    assert setup.rules() == preset("classic", max_throws=3, losses_to_out=3)
    assert setup.players() == (PlayerInfo("Anna", "human"), PlayerInfo("Ben", "cpu", "easy"))


def test_every_file_loads_when_the_user_folder_cannot_be_created(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a file, not a folder"
    blocker.write_text("x")
    monkeypatch.setenv(ENV_VAR, str(blocker))
    assert load_settings().value == Settings()
    assert load_statistics().value == Statistics()
    assert load_autosave().value is None
    with pytest.raises(OSError):
        save_settings(FULL)


def test_a_file_from_before_the_round_end_setting_reads_as_wait() -> None:
    """Issue 15: ``round_end`` came later; an older file without it keeps every field."""
    doc = settings_to_json(FULL)
    del doc["round_end"]
    _write(doc)
    loaded = load_settings()
    assert loaded.notice is None
    assert loaded.value == replace(FULL, round_end="wait")
