"""The practice match's coach: the best play, the reason, the learner's choice, numbers from
the hint function."""

from __future__ import annotations

from collections.abc import Sequence

from chicago_desktop.ai import hint
from chicago_desktop.engine import Match, ScriptedDice, Stop, Throw, preset
from chicago_desktop.tutorial import coach
from chicago_desktop.tutorial.coach import chance_of, dice_list
from chicago_desktop.tutorial.messages import percent


def match_after(players: int, faces: list[int], actions: Sequence[Throw | Stop]) -> Match:
    m = Match(preset("classic"), players, dice=ScriptedDice(faces), first_leader=0)
    for action in actions:
        m.apply(action)
    return m


def test_nothing_to_coach_before_the_first_throw() -> None:
    m = match_after(2, [1, 4, 2], [])
    assert coach(m, Throw()) is None


def test_stopping_when_already_safe() -> None:
    # Anna leads with 4·5·6 = 69 (3 throws); Ben throws 6·5·5 = 70 and is the last to play.
    anna = [Throw(), Throw(frozenset({0})), Throw(frozenset({0, 1}))]
    m = match_after(2, [4, 2, 3, 5, 2, 6, 6, 5, 5], anna)
    m.throw()
    said = coach(m, Stop())
    assert said is not None and said.was_best and said.p_chosen == 1.0
    assert said.message.text() == (
        "Well played: that was the best play. The best play here was to stop (100% chance of"
        " avoiding the loss this round): 70 is already above the lowest result, 69, so you can"
        " no longer be the lowest."
    )
    worse = coach(m, Throw(frozenset({0})))
    assert worse is not None and not worse.was_best
    h = hint(m)
    p = chance_of(h, Throw(frozenset({0})), (6, 5, 5))
    assert p is not None and p < 1
    assert worse.message.text().endswith(
        f"You held die 1 (6) and threw the rest, which gave {percent(p).text()}."
    )


def test_throwing_when_stopping_certainly_loses() -> None:
    # Anna leads and stops on 1·4·2 = 106 after two throws; Ben, last, has 5·3·2 = 10.
    m = match_after(2, [2, 3, 5, 1, 4, 2, 5, 3, 2], [Throw(), Throw(), Stop(), Throw()])
    said = coach(m, Stop())
    assert said is not None and not said.was_best and said.p_chosen == 0.0
    best = hint(m).best
    assert isinstance(best.action, Throw)
    assert said.message.text().startswith(
        "The best play here was to throw all three dice again"
        if not best.action.hold
        else "The best play here was to hold"
    )
    assert "if you stopped with 10, you would certainly take the loss." in said.message.text()
    assert said.message.text().endswith("You stopped, which gave 0%.")


def test_the_leaders_reason_is_the_cap() -> None:
    m = match_after(3, [1, 6, 6], [Throw()])
    said = coach(m, Stop())
    assert said is not None and said.was_best
    assert "as the leader you set the cap, so nobody after you may use more than your 1 throw" in (
        said.message.text()
    )
    assert f"({percent(hint(m).best.p_avoid_loss).text()} chance" in said.message.text()


def test_an_equal_choice_counts_as_best() -> None:
    # Ben is last with 6·1·5 = 165 against 69: stopping and holding the 1 are both certain.
    anna = [Throw(), Throw(frozenset({0})), Throw(frozenset({0, 1}))]
    m = match_after(2, [4, 2, 3, 5, 2, 6, 6, 4, 5, 1, 5], anna)
    m.throw()
    m.throw(frozenset({0}))
    assert m.turn is not None and m.turn.faces is not None
    faces = m.turn.faces
    h = hint(m)
    ties = [o for o in h.options if o.p_avoid_loss >= h.best.p_avoid_loss - 1e-9]
    other = next(o.action for o in ties if isinstance(o.action, Throw))
    said = coach(m, other)
    assert said is not None and said.was_best
    assert said.message.text().startswith("Just as good as the best play.")
    assert faces


def test_dice_lists_read_like_the_tables_hint() -> None:
    assert dice_list(frozenset({0}), (1, 4, 2)).text() == "die 1 (1)"
    assert dice_list(frozenset({0, 2}), (1, 4, 6)).text() == "die 1 (1) and die 3 (6)"
