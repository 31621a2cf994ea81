"""Statistics figures against scripted matches worked out by hand (see scripted.py)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from chicago_desktop.engine import Match, ScriptedDice, preset
from chicago_desktop.records import PlayerInfo
from chicago_desktop.storage.statistics import (
    OPPONENTS_HUMANS,
    OPPONENTS_MIXED,
    SPECIAL_CHICAGO,
    SPECIAL_FISH,
    DayPoint,
    Figures,
    MatchEntry,
    PositionRate,
    RoundEntry,
    SeatEntry,
    Statistics,
    figures,
    figures_by_opponents,
    figures_by_preset,
    loss_rate_by_position,
    opponent_groups,
    player_names,
    presets_played,
    record_match,
    result_distribution,
    wins_over_time,
)

from .scripted import (
    ANNA,
    BEN_EASY,
    BEN_HARD,
    CLEO,
    DORA,
    DRAW,
    EVE_EASY,
    LOSS,
    THREE_DRAW,
    WIN,
    Dice,
    scripted_match,
)

T0 = datetime(2024, 3, 1, 20, 0, tzinfo=timezone(timedelta(hours=1)))


def _add(
    stats: Statistics,
    turns: tuple[Dice, ...],
    players: tuple[PlayerInfo, ...],
    *,
    seed: int = 0,
    at: datetime = T0,
) -> Statistics:
    return record_match(stats, scripted_match(turns, len(players), seed=seed), players, at)


def test_a_won_match_gives_the_hand_worked_figures() -> None:
    stats = _add(Statistics(), WIN, (ANNA, BEN_HARD))
    assert figures(stats, "Anna") == Figures(
        matches=1,
        won=1,
        rounds=3,
        losses=1,
        rounds_led=2,
        best_result=300,
        average_result=(300 + 180 + 15) / 3,
        longest_win_streak=1,
        current_win_streak=1,
        specials={},  # classic has no Chicago and no fish
    )
    assert result_distribution(stats, "Anna") == ((15, 1), (180, 1), (300, 1))
    assert loss_rate_by_position(stats, "Anna") == (
        PositionRate(0, rounds=2, losses=1),
        PositionRate(1, rounds=1, losses=0),
    )
    assert wins_over_time(stats, "Anna") == (DayPoint(date(2024, 3, 1), 1, 1, 1, 1),)


def test_a_lost_match() -> None:
    stats = _add(Statistics(), LOSS, (ANNA, BEN_HARD))
    f = figures(stats, "Anna")
    assert (f.matches, f.won, f.lost, f.drawn) == (1, 0, 1, 0)
    assert (f.rounds, f.losses, f.rounds_led) == (2, 2, 1)
    assert (f.best_result, f.average_result) == (7, 6.5)
    assert (f.longest_losing_streak, f.current_losing_streak) == (1, 1)
    assert f.win_rate == 0.0
    assert f.loss_rate == 1.0
    assert f.lead_rate == 0.5
    assert loss_rate_by_position(stats, "Anna") == (PositionRate(0, 1, 1), PositionRate(1, 1, 1))


def test_a_drawn_match_is_a_draw_only_for_those_out_together() -> None:
    stats = _add(Statistics(), DRAW, (ANNA, DORA))
    for name in ("Anna", "Dora"):
        f = figures(stats, name)
        assert (f.matches, f.won, f.lost, f.drawn) == (1, 0, 0, 1), name
        assert (f.rounds, f.losses) == (2, 2)
    stats = _add(Statistics(), THREE_DRAW, (ANNA, BEN_EASY, CLEO))
    anna, cleo = figures(stats, "Anna"), figures(stats, "Cleo")
    assert (anna.lost, anna.drawn, anna.rounds, anna.losses) == (1, 0, 2, 2)
    assert (cleo.lost, cleo.drawn, cleo.rounds, cleo.losses) == (0, 1, 4, 2)
    # Cleo threw third in R0 and second in the three other rounds.
    assert loss_rate_by_position(stats, "Cleo") == (PositionRate(1, 3, 2), PositionRate(2, 1, 0))


def test_only_matches_with_a_human_count() -> None:
    stats = _add(Statistics(), WIN, (BEN_HARD, EVE_EASY))
    assert stats == Statistics()
    assert player_names(stats) == ()
    assert figures(stats, "Ben") == Figures()


def test_each_human_name_has_its_own_figures() -> None:
    stats = _add(Statistics(), WIN, (ANNA, DORA))
    stats = _add(stats, WIN, (CLEO, ANNA), seed=1, at=T0 + timedelta(hours=1))
    assert player_names(stats) == ("Cleo", "Anna", "Dora")  # most recent first
    anna, dora, cleo = (figures(stats, n) for n in ("Anna", "Dora", "Cleo"))
    assert (anna.matches, anna.won, anna.lost) == (2, 1, 1)
    assert (dora.matches, dora.won, dora.lost) == (1, 0, 1)
    assert (cleo.matches, cleo.won, cleo.lost) == (1, 1, 0)
    assert figures(stats, "Ben") == Figures()  # CPU names have no figures


def test_filters_by_opponent_level_and_preset() -> None:
    stats = _add(Statistics(), WIN, (ANNA, BEN_HARD))
    stats = _add(stats, LOSS, (ANNA, BEN_EASY), seed=1, at=T0 + timedelta(minutes=1))
    stats = _add(stats, LOSS, (ANNA, DORA), seed=2, at=T0 + timedelta(minutes=2))
    stats = _add(stats, THREE_DRAW, (ANNA, BEN_HARD, EVE_EASY), seed=3, at=T0 + timedelta(1))
    stats = _add(stats, THREE_DRAW, (ANNA, BEN_EASY, CLEO), seed=4, at=T0 + timedelta(2))
    assert opponent_groups(stats, "Anna") == ("easy", "hard", OPPONENTS_MIXED, OPPONENTS_HUMANS)
    by_group = figures_by_opponents(stats, "Anna")
    assert {g: (f.matches, f.won) for g, f in by_group.items()} == {
        "easy": (2, 0),  # the LOSS and the three-seat match with human Cleo and easy Ben
        "hard": (1, 1),
        OPPONENTS_MIXED: (1, 0),
        OPPONENTS_HUMANS: (1, 0),
    }
    assert figures(stats, "Anna", opponents="expert") == Figures()
    assert presets_played(stats, "Anna") == ("classic",)
    assert figures_by_preset(stats, "Anna") == {"classic": figures(stats, "Anna")}
    assert figures(stats, "Anna", preset="pub") == Figures()
    assert figures(stats, "Anna", preset="classic").matches == 5


def test_streaks_run_over_matches_in_order_of_finishing() -> None:
    sequence = "WWLWWWDWL"  # added out of order below; finishing order is what counts
    stats = Statistics()
    order = list(enumerate(sequence))
    for i, kind in reversed(order):
        turns = {"W": WIN, "L": LOSS, "D": DRAW}[kind]
        opponent = DORA if kind == "D" else BEN_HARD
        stats = _add(stats, turns, (ANNA, opponent), seed=i, at=T0 + timedelta(hours=i))
    f = figures(stats, "Anna")
    assert (f.won, f.lost, f.drawn) == (6, 2, 1)
    assert f.longest_win_streak == 3
    assert f.longest_losing_streak == 1
    assert (f.current_win_streak, f.current_losing_streak) == (0, 1)


def test_wins_over_time_groups_days_and_keeps_running_totals() -> None:
    day1 = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)
    stats = _add(Statistics(), WIN, (ANNA, BEN_HARD), seed=1, at=day1)
    stats = _add(stats, LOSS, (ANNA, BEN_HARD), seed=2, at=day1 + timedelta(hours=3))
    stats = _add(stats, WIN, (ANNA, BEN_HARD), seed=3, at=day1 + timedelta(days=2))
    assert wins_over_time(stats, "Anna") == (
        DayPoint(date(2024, 3, 1), played=2, won=1, total_played=2, total_won=1),
        DayPoint(date(2024, 3, 3), played=1, won=1, total_played=3, total_won=2),
    )


def test_recording_the_same_match_twice_counts_it_once() -> None:
    match = scripted_match(WIN)
    stats = record_match(Statistics(), match, (ANNA, BEN_HARD), T0)
    again = record_match(stats, match, (ANNA, BEN_HARD), T0 + timedelta(hours=1))
    assert again is stats
    other_seed = _add(stats, WIN, (ANNA, BEN_HARD), seed=7)
    assert len(other_seed.matches) == 2


def test_a_match_finished_before_the_last_reset_is_not_counted() -> None:
    stats = Statistics(reset_at=T0)
    assert _add(stats, WIN, (ANNA, BEN_HARD), at=T0 - timedelta(seconds=1)) == stats
    assert len(_add(stats, WIN, (ANNA, BEN_HARD), at=T0 + timedelta(seconds=1)).matches) == 1


def test_a_naive_finishing_time_is_taken_as_local_time() -> None:
    stats = _add(Statistics(), WIN, (ANNA, BEN_HARD), at=datetime(2024, 3, 1, 12, 0))
    assert stats.matches[0].finished_at.tzinfo is not None


def test_only_a_finished_match_with_matching_seats_can_be_recorded() -> None:
    rules = preset("classic", max_throws=1, losses_to_out=2)
    running = Match(rules, 2, dice=ScriptedDice([1, 1, 1]), first_leader=0)
    running.throw()
    with pytest.raises(ValueError, match="finished"):
        record_match(Statistics(), running, (ANNA, BEN_HARD), T0)
    with pytest.raises(ValueError, match="seats"):
        record_match(Statistics(), scripted_match(WIN), (ANNA, BEN_HARD, CLEO), T0)


def _entry(rules_name: str, rounds: tuple[RoundEntry, ...]) -> MatchEntry:
    seats = (
        SeatEntry("Anna", "human", None, "won", rounds),
        SeatEntry("Ben", "cpu", "medium", "lost"),
    )
    return MatchEntry(f"id-{rules_name}", T0, preset(rules_name), seats)


def test_specials_are_counted_where_the_preset_has_them() -> None:
    rounds = (
        RoundEntry(0, (1, 1, 1), 1, best=True, worst=False, chicago=True),
        RoundEntry(1, (2, 3, 4), 3, best=False, worst=True),  # a fish (no one, no six)
        RoundEntry(0, (1, 1, 1), 3, best=True, worst=False),  # three ones, not in one throw
    )
    stats = Statistics(tuple(_entry(name, rounds) for name in ("basic", "pub", "classic")))
    assert figures(stats, "Anna", preset="basic").specials == {SPECIAL_CHICAGO: 1}
    assert figures(stats, "Anna", preset="pub").specials == {SPECIAL_CHICAGO: 1, SPECIAL_FISH: 1}
    assert figures(stats, "Anna", preset="classic").specials == {}
    assert figures(stats, "Anna").specials == {SPECIAL_CHICAGO: 2, SPECIAL_FISH: 1}
    assert presets_played(stats, "Anna") == ("basic", "pub", "classic")
