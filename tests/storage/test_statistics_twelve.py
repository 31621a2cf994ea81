"""Chicago 2–12 games in the statistics (R60, R61), the results histogram and personal bests."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from fractions import Fraction

import pytest

from chicago_desktop.engine import ScriptedDice
from chicago_desktop.records import PlayerInfo
from chicago_desktop.storage.document import BadDocument
from chicago_desktop.storage.statistics import (
    HISTOGRAM_WIDTH,
    Statistics,
    TargetRate,
    personal_bests,
    player_names,
    plays_twelve,
    presets_played,
    record_match,
    record_twelve_game,
    result_histogram,
    twelve_figures,
)
from chicago_desktop.storage.statistics.codec import decode_statistics, encode_statistics
from chicago_desktop.storage.statistics.pending import _decode as decode_pending
from chicago_desktop.storage.statistics.pending import _encode as encode_pending
from chicago_desktop.two_to_twelve.game import Game
from chicago_desktop.two_to_twelve.rules import Order, Rules

from .scripted import ANNA, BEN_HARD, LOSS, WIN, scripted_match

T0 = datetime(2024, 3, 1, 20, 0, tzinfo=timezone(timedelta(hours=1)))
BEN_CPU = PlayerInfo("Ben", "cpu")


PLAIN = Rules()


def _twelve(faces: list[int], rules: Rules = PLAIN, players: int = 2) -> Game:
    """A game of Chicago 2–12 thrown from ``faces`` until it ends."""
    game = Game(rules, players, dice=ScriptedDice(faces))
    while not game.is_over:
        game.throw()
    return game


#: Anna (seat 0) against Ben, two dice, targets 2 … 12 (R60). Anna hits 2 (1+1), 7 (3+4)
#: and 12 (6+6): 21; Ben hits 3 (1+2) only: 3. Every other throw is 4+5 = 9 for Anna (a
#: hit only at 9) and 2+2 = 4 for Ben (a hit only at 4).
ANNA_THROWS = {2: (1, 1), 7: (3, 4), 12: (6, 6)}
BEN_THROWS = {3: (1, 2)}


def _plain_faces() -> list[int]:
    faces: list[int] = []
    for target in range(2, 13):
        faces += ANNA_THROWS.get(target, (4, 5))
        faces += BEN_THROWS.get(target, (2, 2))
    return faces


def test_a_twelve_game_gives_the_hand_worked_figures() -> None:
    game = _twelve(_plain_faces())
    # Anna: 2 + 7 + 12 and 9 (4+5 at the target 9) = 30; Ben: 3 and 4 (2+2 at 4) = 7.
    assert game.totals == (30, 7)
    stats = record_twelve_game(Statistics(), game, (ANNA, BEN_CPU), T0)
    f = twelve_figures(stats.twelve, "Anna")
    assert (f.games, f.won, f.lost, f.best_total, f.average_total) == (1, 1, 0, 30, 30.0)
    assert (f.throws, f.hits) == (11, 4)
    by_target = {t.target: t for t in f.targets}
    assert by_target[7] == TargetRate(2, 7, 1, 1)
    assert by_target[8] == TargetRate(2, 8, 1, 0)
    assert by_target[7].chance == Fraction(6, 36)
    assert by_target[12].chance == Fraction(1, 36)
    # CPU seats keep no throws and have no figures; the human's name is listed.
    assert twelve_figures(stats.twelve, "Ben").games == 0
    assert player_names(stats) == ("Anna",)
    assert plays_twelve(stats, "Anna") and not plays_twelve(stats, "Ben")
    # A 2–12 game is no three-dice preset: the three-dice queries do not see it.
    assert presets_played(stats, "Anna") == ()
    assert result_histogram(stats, "Anna") == ()


def test_three_dice_targets_are_kept_apart_from_two_dice_ones() -> None:
    three = Rules(dice=3, order=Order.DOWN)
    faces = [6, 6, 6, 1, 1, 1] + [2, 2, 2] * 2 * 15  # R61: 18 first, then 17 … 3
    game = _twelve(faces, three)
    stats = record_twelve_game(Statistics(), game, (ANNA, BEN_CPU), T0)
    stats = record_twelve_game(stats, _twelve(_plain_faces()), (ANNA, BEN_CPU), T0)
    f = twelve_figures(stats.twelve, "Anna")
    assert f.games == 2
    keys = {(t.dice, t.target) for t in f.targets}
    assert (3, 18) in keys and (2, 12) in keys and (3, 2) not in keys
    eighteen = next(t for t in f.targets if (t.dice, t.target) == (3, 18))
    assert (eighteen.throws, eighteen.hits, eighteen.chance) == (1, 1, Fraction(1, 216))


def test_a_game_without_a_human_or_not_over_is_not_recorded() -> None:
    game = _twelve(_plain_faces())
    assert record_twelve_game(Statistics(), game, (BEN_CPU, PlayerInfo("Cy", "cpu")), T0) == (
        Statistics()
    )
    running = Game(Rules(), 2, dice=ScriptedDice([1, 1]))
    running.throw()
    with pytest.raises(ValueError, match="finished"):
        record_twelve_game(Statistics(), running, (ANNA, BEN_CPU), T0)


def test_the_file_round_trips_and_is_version_2_only_with_a_twelve_game() -> None:
    match_only = record_match(Statistics(), scripted_match(WIN), (ANNA, BEN_HARD), T0)
    assert json.loads(encode_statistics(match_only))["version"] == 1
    both = record_twelve_game(match_only, _twelve(_plain_faces()), (ANNA, BEN_CPU), T0)
    data = encode_statistics(both)
    assert json.loads(data)["version"] == 2
    assert decode_statistics(data) == both
    assert encode_statistics(decode_statistics(data)) == data
    line = next(m for m in json.loads(data)["matches"] if "game" in m)
    assert line["seats"][0]["throws"].split()[:3] == ["2:2", "3:9", "4:9"]
    # The pending queue takes a 2–12 game too.
    assert decode_pending(encode_pending(both.matches)) == both.matches


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda m: m.update(game="yahtzee"), "'game'"),
        (lambda m: m["seats"][0].update(throws="2:2 99:3"), "not a throw"),
        (lambda m: m["seats"][0].update(throws="2:2,3:3"), "target"),
        (lambda m: m["seats"][0].update(total=78), "total"),
        (lambda m: m["seats"][0].update(outcome="drawn"), "won or lost"),
        (lambda m: m["rules"].update(teams=True, elimination=True), "Teams"),
        (lambda m: m["rules"].update(dice="2"), "two or three dice"),
        (lambda m: m.update(seats=[m["seats"][1], m["seats"][1]]), "human seat"),
    ],
)
def test_a_damaged_twelve_line_refuses_the_file(change, reason) -> None:  # type: ignore[no-untyped-def]
    stats = record_twelve_game(Statistics(), _twelve(_plain_faces()), (ANNA, BEN_CPU), T0)
    doc = json.loads(encode_statistics(stats))
    change(doc["matches"][0])
    with pytest.raises(BadDocument, match=reason):
        decode_statistics(json.dumps(doc).encode())


def test_a_version_1_file_cannot_hold_a_twelve_game() -> None:
    stats = record_twelve_game(Statistics(), _twelve(_plain_faces()), (ANNA, BEN_CPU), T0)
    doc = json.loads(encode_statistics(stats))
    doc["version"] = 1
    with pytest.raises(BadDocument, match="version"):
        decode_statistics(json.dumps(doc).encode())


def test_the_histogram_has_every_range_of_equal_width() -> None:
    stats = record_match(Statistics(), scripted_match(WIN), (ANNA, BEN_HARD), T0)
    bins = result_histogram(stats, "Anna")
    # Anna's results in WIN: 300 (1-1-1), 180 (6-6-6), 15 (5-5-5).
    assert [(b.low, b.high) for b in bins[:2]] == [(0, 24), (25, 49)]
    assert bins[-1].high == 300 and len(bins) == 300 // HISTOGRAM_WIDTH
    assert all(b.high - b.low == HISTOGRAM_WIDTH - 1 for b in bins[:-1])
    counts = {b.low: b.count for b in bins if b.count}
    assert counts == {0: 1, 175: 1, 275: 1}
    assert sum(b.count for b in bins) == 3


def test_personal_bests_hold_the_record_and_its_day() -> None:
    day = timedelta(days=1)
    stats = Statistics()
    for i, turns in enumerate((LOSS, WIN, WIN, LOSS, WIN)):
        stats = record_match(stats, scripted_match(turns, seed=i), (ANNA, BEN_HARD), T0 + i * day)
    bests = personal_bests(stats, "Anna")
    assert (bests.win_streak, bests.win_streak_on) == (2, (T0 + 2 * day).date())
    assert (bests.best_result, bests.best_dice) == (300, (1, 1, 1))
    assert bests.best_result_on == (T0 + day).date()  # the first 300 stands
    assert (bests.fastest_win, bests.fastest_win_on) == (3, (T0 + day).date())
    assert personal_bests(Statistics(), "Anna").best_result is None
