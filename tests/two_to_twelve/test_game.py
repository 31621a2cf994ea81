"""The Chicago 2–12 game object (RULES.md R60, R61): rules, throws, events, refusals."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import pytest

from chicago_desktop.engine import DiceExhausted, IllegalAction, InvalidRules, ScriptedDice
from chicago_desktop.two_to_twelve import (
    EliminationWaived,
    Event,
    FaceOutOfRange,
    Game,
    GameEnded,
    GameOver,
    Order,
    Phase,
    PlayerOut,
    RolloffEnded,
    RolloffStarted,
    RoundEnded,
    RoundStarted,
    Rules,
    Status,
    Throw,
    Thrown,
    WrongDiceCount,
    hit_chance,
)


def play(game: Game, faces: Sequence[Sequence[int]]) -> list[Event]:
    events: list[Event] = []
    for f in faces:
        events.extend(game.throw(f))
    return events


def test_targets_and_round_counts() -> None:
    assert Rules().targets == tuple(range(2, 13))
    assert Rules(order=Order.DOWN).targets == tuple(range(12, 1, -1))
    assert Rules(dice=3).targets == tuple(range(3, 19))
    assert Rules(dice=3).round_count == 16
    assert Rules(dice=3, order=Order.DOWN).targets[0] == 18
    assert Rules().max_total == 77  # R60


@pytest.mark.parametrize(
    "make",
    [
        lambda: Rules(dice=4),
        lambda: Rules(dice=True),
        lambda: Rules(teams=True, elimination=True),
        lambda: Rules(teams=1),  # type: ignore[arg-type]
    ],
)
def test_rules_refused(make: object) -> None:
    with pytest.raises(InvalidRules):
        make()  # type: ignore[operator]


@pytest.mark.parametrize(
    ("rules", "players"),
    [(Rules(), 1), (Rules(), 9), (Rules(teams=True), 2), (Rules(teams=True), 5)],
)
def test_player_counts_refused(rules: Rules, players: int) -> None:
    with pytest.raises(InvalidRules):
        Game(rules, players)


@pytest.mark.parametrize("players", [2, 3, 8])
def test_player_counts_allowed(players: int) -> None:
    assert Game(Rules(), players).current_seat == 0


@pytest.mark.parametrize("players", [4, 6, 8])
def test_team_player_counts_allowed(players: int) -> None:
    game = Game(Rules(teams=True), players)
    assert game.team_members(0) == tuple(range(0, players, 2))
    assert game.team_members(1) == tuple(range(1, players, 2))


def test_hit_scores_the_target_and_miss_scores_nothing() -> None:
    game = Game(Rules(), 2)
    (first,) = game.throw((1, 1))
    assert first == Thrown(0, 0, 2, (1, 1), 2)
    events = game.throw((3, 4))
    assert events[0] == Thrown(1, 0, 2, (3, 4), 0)
    assert isinstance(events[1], RoundEnded)
    assert events[2] == RoundStarted(1, 3, (0, 1))
    assert game.totals == (2, 0)
    assert game.target == 3


def test_dice_come_from_the_injected_source() -> None:
    game = Game(Rules(dice=3), 2, dice=ScriptedDice([1, 1, 1, 2, 2, 2]))
    game.throw()
    game.throw()
    assert game.totals == (3, 0)
    assert game.rounds[0].results[1].dice == (2, 2, 2)
    with pytest.raises(DiceExhausted):
        game.throw()


def test_seat_order_every_round_and_winner() -> None:
    game = Game(Rules(), 3)
    faces = []
    for t in range(2, 13):
        faces += [(1, 1), (6, 6), (6, 6)]
        del t
    # seat 0 hits 2; seats 1 and 2 hit 12 and tie at the top -> roll-off between them
    events = play(game, faces)
    assert game.totals == (2, 12, 12)
    assert game.phase is Phase.ROLLOFF
    assert RolloffStarted(0, (1, 2), None) in events
    assert game.current_seat == 1
    game.throw((2, 2))
    assert game.current_seat == 2
    end = game.throw((5, 5))
    assert isinstance(end[1], RolloffEnded)
    assert end[-1] == GameEnded(2, None)
    assert [game.status(s) for s in range(3)] == [Status.LOST, Status.LOST, Status.WON]


def test_rolloff_repeats_only_for_those_still_tied() -> None:
    game = Game(Rules(), 3)
    play(game, [(1, 1)] * 33)  # everyone scores 2
    assert game.rolloff_field == (0, 1, 2)
    events = play(game, [(6, 6), (6, 6), (1, 1)])
    assert RolloffStarted(1, (0, 1), None) in events
    events = play(game, [(3, 3), (3, 3)])
    assert RolloffStarted(2, (0, 1), None) in events
    play(game, [(1, 2), (2, 2)])
    assert game.winner == 1
    assert [len(r.throws) for r in game.rolloffs] == [3, 2, 2]


def test_teams_pool_and_roll_off_by_lowest_seat() -> None:
    game = Game(Rules(teams=True), 6)
    play(game, [(1, 1)] * 6 * 11)  # every seat hits 2: 6 - 6
    assert game.team_total(0) == game.team_total(1) == 6
    assert game.rolloff_field == (0, 1)
    assert game.current_seat == 0
    game.throw((2, 2))
    assert game.current_seat == 1
    events = game.throw((2, 3))
    assert events[-1] == GameEnded(None, 1)
    assert game.winner is None
    assert game.winning_team == 1
    assert [game.status(s).value for s in range(6)] == ["lost", "won"] * 3
    assert game.rolloffs[0].throws[1].team == 1


def test_elimination_judged_at_round_end() -> None:
    game = Game(Rules(elimination=True), 3)
    # rounds 1-4: seat 2 never scores; seats 0, 1 score in round 4 (target 5)
    for target in (2, 3, 4):
        del target
        play(game, [(6, 6), (6, 6), (6, 6)])
    assert game.scoreless_run(2) == 3
    events = play(game, [(2, 3), (1, 4)])
    assert game.status(2) is Status.PLAYING  # throws in this round before being judged
    events = game.throw((6, 6))
    assert PlayerOut(2, 4) in events
    assert game.status(2) is Status.OUT
    assert game.round_seats == (0, 1)
    assert game.current_seat == 0


def test_elimination_waived_when_all_would_go_out() -> None:
    game = Game(Rules(elimination=True), 2)
    events = play(game, [(6, 6)] * 8)
    assert EliminationWaived((0, 1)) in events
    assert game.in_game() == (0, 1)
    assert game.scoreless_run(0) == 4
    events = play(game, [(6, 6), (3, 3)])  # round 5, target 6: seat 1 hits
    assert PlayerOut(0, 5) in events
    assert events[-1] == GameEnded(1, None)
    assert game.is_over


def test_elimination_last_player_wins_before_final_round() -> None:
    game = Game(Rules(elimination=True), 2)
    play(game, [(1, 1), (6, 6), (6, 6), (6, 6), (6, 6), (6, 6), (6, 6), (6, 6)])
    assert game.is_over
    assert game.winner == 0
    assert len(game.rounds) == 4
    with pytest.raises(GameOver) as err:
        game.throw((1, 1))
    assert err.value.rule == "R60"


@pytest.mark.parametrize(
    ("faces", "error", "rule"),
    [
        ((1,), WrongDiceCount, "R60"),
        ((1, 2, 3), WrongDiceCount, "R60"),
        ((0, 2), FaceOutOfRange, "R60"),
        ((7, 2), FaceOutOfRange, "R60"),
        ((True, 2), FaceOutOfRange, "R60"),
    ],
)
def test_refused_throw_changes_nothing(
    faces: tuple[int, ...], error: type[IllegalAction], rule: str
) -> None:
    game = Game(Rules(), 2)
    game.throw((1, 1))
    before = game.state_key()
    with pytest.raises(error) as err:
        game.throw(faces)
    assert err.value.rule == rule
    assert game.state_key() == before


def test_three_dice_count_is_rule_r61() -> None:
    game = Game(Rules(dice=3), 2)
    with pytest.raises(WrongDiceCount) as err:
        game.throw((1, 2))
    assert err.value.rule == "R61"


def test_hit_chance() -> None:
    assert hit_chance(7, 2) == Fraction(6, 36)
    assert hit_chance(2, 2) == Fraction(1, 36)
    assert hit_chance(3, 3) == Fraction(1, 216)
    assert hit_chance(10, 3) == Fraction(27, 216)
    assert sum(hit_chance(t, 2) for t in range(2, 13)) == 1


def test_throw_after_the_end_takes_no_faces_from_the_dice() -> None:
    dice = ScriptedDice([])
    game = Game(Rules(elimination=True), 2, dice=dice)
    play(game, [(1, 1), (6, 6)] + [(6, 6), (6, 6)] * 3)  # seat 1 out after round 4
    assert game.is_over and game.winner == 0
    dice.extend([3, 4])
    with pytest.raises(GameOver):
        game.throw()
    assert dice.remaining == 2
    with pytest.raises(GameOver):
        game.apply(Throw())
    assert dice.remaining == 2


def test_elimination_rolloff_leaves_out_a_player_out_with_the_same_total() -> None:
    game = Game(Rules(elimination=True), 3)
    miss = (1, 1)
    rounds = {  # target: (Anna, Ben, Cleo)
        2: ((1, 1), (1, 1), (1, 2)),
        3: (miss, miss, (1, 2)),
        6: ((3, 3), (3, 3), miss),
        7: (miss, miss, (3, 4)),
        8: (miss, miss, (4, 4)),
        10: ((5, 5), (5, 5), miss),
    }
    for target in range(2, 13):
        faces = rounds.get(target, ((6, 6), (6, 6), (6, 6)) if target < 12 else (miss,) * 3)
        play(game, faces)
    assert game.totals == (18, 18, 18)
    assert game.status(2) is Status.OUT  # Cleo: targets 9-12 without a score
    assert game.rolloff_field == (0, 1)
    assert [game.status(s) for s in range(3)] == [Status.PLAYING, Status.PLAYING, Status.OUT]
