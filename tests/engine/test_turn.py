"""The turn as a value: throws, holds, cap, stopping (R1-R5), sixes and Chicago (R20-R22)."""

from __future__ import annotations

import pytest

from chicago_desktop.engine import (
    HoldNotAllowed,
    InvalidFaces,
    StopNotAllowed,
    ThrowNotAllowed,
    Turn,
    TurnSixesNotAllowed,
    preset,
)

CLASSIC = preset("classic")
BASIC = preset("basic")
PUB = preset("pub")


def test_r2_first_throw_throws_all_three() -> None:
    turn = Turn(CLASSIC, 0, 3)
    with pytest.raises(HoldNotAllowed) as err:
        turn.throw({0}, (4, 4))
    assert err.value.rule == "R2"
    turn = turn.throw((), (1, 4, 2))
    assert turn.faces == (1, 4, 2)
    assert turn.throws == 1


def test_r2_only_unheld_dice_are_thrown() -> None:
    turn = Turn(CLASSIC, 0, 3).throw((), (1, 4, 2)).throw({0}, (6, 3))
    assert turn.faces == (1, 6, 3)  # E1: keep the 1, throw 6·3 -> 163


def test_r2_faces_must_match_dice_thrown() -> None:
    turn = Turn(CLASSIC, 0, 3).throw((), (1, 4, 2))
    with pytest.raises(InvalidFaces) as err:
        turn.throw({0}, (6, 3, 2))
    assert err.value.rule == "R2"
    with pytest.raises(InvalidFaces) as err:
        turn.throw({0}, (6, 7))
    assert err.value.rule == "R1"


def test_r3_stop_only_after_a_throw_and_no_empty_throw() -> None:
    turn = Turn(CLASSIC, 0, 3)
    with pytest.raises(StopNotAllowed):
        turn.stop()
    turn = turn.throw((), (1, 4, 2))
    with pytest.raises(HoldNotAllowed) as err:
        turn.throw({0, 1, 2}, ())
    assert err.value.rule == "R3"
    assert turn.stop().ended


def test_r3_cap_ends_the_turn_by_itself() -> None:
    turn = Turn(CLASSIC, 0, 2).throw((), (2, 3, 4)).throw((), (2, 3, 4))
    assert turn.ended
    with pytest.raises(ThrowNotAllowed) as err:
        turn.throw((), (1, 1, 1))
    assert err.value.rule == "R3"
    assert not turn.may_stop()


def test_r4_releasable_lets_held_dice_back_into_the_cup() -> None:
    turn = Turn(CLASSIC, 0, 3).throw((), (1, 4, 2)).throw({0}, (6, 3))
    assert turn.releasable() == {0, 1, 2}
    turn = turn.throw({1}, (5, 5))  # the 1 held before is thrown again
    assert turn.faces == (5, 6, 5)


def test_r4_final_hold_cannot_be_released() -> None:
    turn = Turn(BASIC, 0, 3).throw((), (1, 4, 2)).throw({0}, (6, 3))
    assert turn.final == {0}
    assert turn.releasable() == {1, 2}
    with pytest.raises(HoldNotAllowed) as err:
        turn.throw({1}, (2, 2))
    assert err.value.rule == "R4"
    assert turn.throw({0, 1}, (5,)).faces == (1, 6, 5)


def test_r20_chicago_only_in_one_full_throw_and_only_with_the_rule() -> None:
    assert Turn(BASIC, 0, 3).throw((), (1, 1, 1)).chicago
    assert Turn(BASIC, 0, 3).throw((), (1, 1, 1)).ended
    gathered = Turn(BASIC, 0, 3).throw((), (1, 1, 4)).throw({0, 1}, (1,))
    assert gathered.faces == (1, 1, 1)
    assert not gathered.chicago
    classic = Turn(CLASSIC, 0, 3).throw((), (1, 1, 1))
    assert not classic.chicago
    assert not classic.ended  # classic: 1·1·1 is 300 and the turn goes on (R20)


def test_r21_turning_two_sixes() -> None:
    turn = Turn(BASIC, 0, 3).throw((), (6, 3, 6))
    assert not Turn(CLASSIC, 0, 3).throw((), (6, 3, 6)).sixes_turnable()
    turned = turn.turn_sixes()
    assert turned.faces == (1, 3, 6)
    assert turned.final == {0}
    assert turned.cup == {2}
    with pytest.raises(StopNotAllowed) as err:
        turned.stop()
    assert err.value.rule == "R21"
    with pytest.raises(HoldNotAllowed):
        turned.throw({0, 2}, (4,))
    after = turned.throw({0, 1}, (4,))
    assert after.faces == (1, 3, 4)


def test_r21_three_sixes_in_a_two_preset_turns_two_only() -> None:
    turned = Turn(BASIC, 0, 3).throw((), (6, 6, 6)).turn_sixes()
    assert turned.faces == (1, 6, 6)
    assert turned.cup == {1}
    assert turned.final == {0}


def test_r22_three_sixes_become_two_ones() -> None:
    turned = Turn(PUB, 0, 3).throw((), (6, 6, 6)).turn_sixes()
    assert turned.faces == (1, 1, 6)
    assert turned.final == {0, 1}
    assert turned.cup == {2}


def test_r21_needs_a_throw_left_and_two_free_sixes() -> None:
    last = Turn(BASIC, 0, 1).throw((), (6, 6, 2))
    with pytest.raises(TurnSixesNotAllowed):
        last.turn_sixes()
    one_held = Turn(BASIC, 0, 3).throw((), (6, 2, 3)).throw({0}, (6, 4))
    assert one_held.free_sixes() == (1,)
    assert not one_held.sixes_turnable()
