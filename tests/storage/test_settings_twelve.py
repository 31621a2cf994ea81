"""The last setup of a Chicago 2–12 game in the settings file (R60, R61), and old files."""

from __future__ import annotations

import pytest

from chicago_desktop.storage.settings import (
    TWELVE,
    GameSetup,
    SeatSetup,
    Settings,
    TwelveVariations,
    settings_from_json,
    settings_to_json,
)

SEATS = [{"name": n, "type": "human", "level": "medium"} for n in ("Anna", "Ben", "Cora", "Dan")]


def test_a_file_written_before_chicago_2_12_is_read_as_before() -> None:
    old = {
        "version": 1,
        "cpu_speed": "fast",
        "last_setup": {"preset": "basic", "seats": SEATS[:3], "searches": 5},
    }
    settings = settings_from_json(old)
    assert settings.cpu_speed == "fast"
    setup = settings.last_setup
    assert setup is not None and setup.preset == "basic" and setup.searches == 5
    assert setup.variations == TwelveVariations()  # the plain game, when chosen


def test_a_chicago_2_12_setup_round_trips_with_eight_seats() -> None:
    seats = tuple(SeatSetup(f"P{i}", "cpu" if i % 2 else "human") for i in range(8))
    setup = GameSetup(seats, preset=TWELVE, variations=TwelveVariations(3, True, True, False))
    doc = settings_to_json(Settings(last_setup=setup))
    assert doc["last_setup"]["two_to_twelve"] == {  # type: ignore[index]
        "dice": 3,
        "reverse": True,
        "teams": True,
        "elimination": False,
    }
    assert settings_from_json(doc).last_setup == setup


@pytest.mark.parametrize(
    "variations",
    [
        {"teams": True, "elimination": True},  # never together (R61)
        {"dice": 4},
        {"dice": True},
        {"reverse": 1},
        "up",
    ],
)
def test_a_setup_with_bad_variations_takes_the_default_alone(variations: object) -> None:
    doc = {
        "version": 1,
        "dark_mode": "dark",
        "last_setup": {"preset": TWELVE, "seats": SEATS, "two_to_twelve": variations},
    }
    settings = settings_from_json(doc)
    assert settings.last_setup is None and settings.dark_mode == "dark"


def test_teams_need_an_even_number_of_at_least_four_seats() -> None:
    teams = TwelveVariations(teams=True)
    seats = tuple(SeatSetup(n, "human") for n in ("A", "B", "C", "D", "E"))
    with pytest.raises(ValueError, match="even"):
        GameSetup(seats, preset=TWELVE, variations=teams)
    assert GameSetup(seats[:4], preset=TWELVE, variations=teams).variations.teams
    with pytest.raises(ValueError):  # three dice games keep 2-6 seats
        GameSetup(seats * 2, preset="classic")
