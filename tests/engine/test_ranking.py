"""Ranking of a rolling round: classic (R30), strict (R31), sand (R24), pub (R32)."""

from __future__ import annotations

from chicago_desktop.engine import Call, TurnResult, preset, rank_round

CLASSIC = preset("classic")
BASIC = preset("basic")
TSCHIGG = preset("tschigg")
PUB = preset("pub")


def r(seat: int, dice: tuple[int, int, int], throws: int = 1, chicago: bool = False) -> TurnResult:
    return TurnResult(seat, dice, throws, chicago)


def test_e3_every_lowest_takes_a_loss() -> None:
    """E3 (R30): 106, 69, 69 -> both 69s; 163, 163, 300 -> both 163s, 300 best."""
    ranking = rank_round(CLASSIC, [r(0, (1, 4, 2)), r(1, (4, 5, 6)), r(2, (6, 5, 4))])
    assert ranking.worst == (1, 2)
    ranking = rank_round(CLASSIC, [r(0, (1, 6, 3)), r(1, (3, 6, 1)), r(2, (1, 1, 1))])
    assert ranking.worst == (0, 1)
    assert ranking.best == (2,)


def test_e4_best_tie_goes_to_fewer_throws() -> None:
    """E4 (R30): A 300 in 2 throws, B 300 in 1, C 106 -> C worst, B best."""
    ranking = rank_round(CLASSIC, [r(0, (1, 1, 1), 2), r(1, (1, 1, 1), 1), r(2, (1, 4, 2), 1)])
    assert ranking.best == (1,)
    assert ranking.worst == (2,)


def test_r30_best_tie_then_turn_order_and_fewer_throws_do_not_protect() -> None:
    ranking = rank_round(CLASSIC, [r(3, (2, 2, 2), 1), r(0, (2, 2, 2), 3), r(1, (1, 1, 1), 2)])
    assert ranking.worst == (3, 0)  # fewer throws do not help at the bottom
    ranking = rank_round(CLASSIC, [r(2, (1, 6, 3), 2), r(0, (1, 6, 3), 2)])
    assert ranking.best == (2,)  # same score, same throws: earlier in turn order
    assert ranking.worst == (2, 0)  # and both are lowest


def test_e7_chicago_beats_the_call_and_gathered_ones_are_plain() -> None:
    """E7 (R20, R31): B 6·6·5 called ones 1 sixes 6 high (17), C Chicago, A 1·1·1 gathered (3)."""
    call = Call(ones=1, sixes=6, high=True)
    ranking = rank_round(
        BASIC,
        [r(1, (6, 6, 5), 2), r(2, (1, 1, 1), 1, chicago=True), r(0, (1, 1, 1), 2)],
        call,
    )
    assert ranking.best == (2,)
    assert ranking.worst == (0,)


def test_e8_matching_is_not_beating() -> None:
    """E8 (R31): A 164, B 164 -> A best; C 69, D 69 -> D worst."""
    ranking = rank_round(
        BASIC,
        [r(0, (1, 6, 4)), r(1, (4, 6, 1)), r(2, (4, 5, 6)), r(3, (6, 4, 5))],
        Call(),
    )
    assert ranking.best == (0,)
    assert ranking.worst == (3,)


def test_r31_low_direction() -> None:
    ranking = rank_round(BASIC, [r(0, (2, 2, 2)), r(1, (1, 1, 1))], Call(high=False))
    assert ranking.best == (0,)
    assert ranking.worst == (1,)


def test_e9_sand() -> None:
    """E9 (R24): Anna sand, Ben fails, Chris sand, Dora fails -> Dora worst, Chris best."""
    ranking = rank_round(
        TSCHIGG,
        [r(0, (2, 3, 4)), r(1, (1, 3, 4)), r(2, (5, 5, 2)), r(3, (2, 6, 3))],
        Call.sand_call(),
    )
    assert ranking.worst == (3,)
    assert ranking.best == (2,)


def test_r24_sand_everyone_or_nobody() -> None:
    everyone = rank_round(TSCHIGG, [r(0, (2, 3, 4)), r(1, (5, 5, 2))], Call.sand_call())
    assert everyone.worst == ()
    assert everyone.best == (1,)
    nobody = rank_round(TSCHIGG, [r(0, (1, 3, 4)), r(1, (6, 5, 2))], Call.sand_call())
    assert nobody.best == ()
    assert nobody.worst == (1,)
    chicago = rank_round(
        TSCHIGG, [r(0, (1, 1, 1), chicago=True), r(1, (2, 5, 2))], Call.sand_call()
    )
    assert chicago.best == (0,)
    assert chicago.worst == ()  # a Chicago is not a failure (R24, R46)


def test_e11_pub_fish_and_fewer_throws() -> None:
    """E11 (R32): equal fish -> the later is worst; equal value -> fewer throws better."""
    ranking = rank_round(PUB, [r(0, (2, 3, 5), 1), r(1, (4, 4, 2), 1)])
    assert ranking.worst == (1,)
    ranking = rank_round(PUB, [r(0, (1, 6, 3), 2), r(1, (1, 6, 3), 1)])
    assert ranking.best == (1,)
    ranking = rank_round(PUB, [r(0, (2, 2, 2), 1), r(1, (6, 2, 2), 3)])
    assert ranking.worst == (0,)  # a fish ranks below any result with a one or a six
