"""The game controller alone: pacing, enabled actions and signals, with scripted dice."""

from __future__ import annotations

from typing import Any

import pytest

from chicago_desktop.controller import GameController, MatchSettings
from chicago_desktop.engine import (
    LossTaken,
    MatchEnded,
    PlayerOut,
    ScriptedDice,
    Status,
    Stop,
    StopNotAllowed,
    Throw,
    TurnStarted,
)
from chicago_desktop.records import PlayerInfo, parse_record, replay_record

from .conftest import ScriptedCpu, wait_until

HUMANS = (PlayerInfo("Anna"), PlayerInfo("Ben"))


def settle(qtbot: Any, c: GameController) -> None:
    """Wait for a human to act; a handover between two humans is gone on from."""
    while True:
        wait_until(qtbot, lambda: c.awaiting_human or c.is_over or c.moment is not None)
        if c.moment is None or c.moment.kind != "handover":
            return
        assert c.continue_moment()


def make(qtbot: Any, factory: Any = None, speed: str = "instant") -> GameController:
    c = GameController(cpu_factory=factory, speed=speed)
    return c


def test_two_humans_whole_match(qtbot: Any) -> None:
    c = make(qtbot)
    seen: list[str] = []

    def note(event: object) -> None:
        match event:
            case TurnStarted(seat=seat, cap=cap):
                seen.append(f"turn {seat} cap {cap}")
            case LossTaken(seat=seat, losses=n):
                seen.append(f"loss {seat} {n}")
            case PlayerOut(seat=seat):
                seen.append(f"out {seat}")
            case MatchEnded(winner=w, draw=d):
                seen.append(f"end {w} {d}")

    c.event_shown.connect(note)
    dice = ScriptedDice([1, 4, 2, 6, 3, 4, 5, 6, 2, 2, 2, 3, 3, 3, 5, 5, 5, 2, 2, 3, 2, 2, 2])
    c.new_match(MatchSettings(HUMANS, 3, 2), dice=dice, first_leader=0)
    assert not c.can_throw() and not c.can_stop()  # the draw is being shown
    settle(qtbot, c)
    # Round 1: Anna leads.
    assert c.shown_seat == 0 and c.can_throw() and not c.can_stop()
    assert not any(c.can_toggle(p) for p in range(3))  # first throw throws all (R2)
    assert c.throw()
    assert c.shown_faces == (1, 4, 2) and c.shown_score() == 106
    assert c.can_stop() and c.can_throw() and all(c.can_toggle(p) for p in range(3))
    assert c.toggle_hold(0) and c.held == {0}
    assert c.toggle_hold(1) and c.toggle_hold(2)
    assert not c.can_throw() and c.can_stop()  # holding all three means stopping (R3)
    c.toggle_hold(1)
    c.toggle_hold(2)
    assert c.throw()
    assert c.shown_faces == (1, 6, 3)
    assert c.stop()
    settle(qtbot, c)
    assert c.shown_seat == 1 and c.shown_cap == 2 and c.cap_setter == 0  # R5
    assert c.throw() and c.shown_faces == (4, 5, 6)
    assert c.lowest_shown() == (163, (0,))
    assert c.throw()  # second and last throw: the turn ends by itself
    settle(qtbot, c)
    assert c.last_outcome is not None and c.last_outcome.losses == ((1, 1),)
    assert c.last_outcome.next_leader == 0
    # Round 2: Anna 9 in one throw (cap 1), Ben 15.
    assert c.shown_round == 1 and c.shown_seat == 0
    c.throw()
    c.stop()
    settle(qtbot, c)
    assert c.shown_cap == 1
    assert c.throw()  # cap reached
    settle(qtbot, c)
    assert c.shown_losses(0) == 1 and c.shown_leader == 1
    # Round 3: Ben 7, Anna 6: Anna's second loss, she is out and Ben wins.
    c.throw()
    c.stop()
    settle(qtbot, c)
    c.throw()
    settle(qtbot, c)
    assert c.is_over and c.winner == 1 and not c.draw
    assert c.shown_status(0) is Status.OUT and c.shown_status(1) is Status.WON
    assert not c.can_throw() and not c.can_stop() and not c.can_hint()
    assert seen[-3:] == ["loss 0 2", "out 0", "end 1 False"]
    # The record replays to the same outcome.
    replayed = replay_record(parse_record(c.record_text()))
    assert replayed.match.winner == 1


def test_cpu_turns_are_paced_and_skippable(qtbot: Any) -> None:
    cpu = ScriptedCpu([Throw(), Throw(frozenset({0})), Stop()])
    c = make(qtbot, lambda level, seed: cpu, speed="slow")
    holds: list[frozenset[int]] = []
    c.holds_changed.connect(holds.append)
    players = (PlayerInfo("Cora", "cpu", "hard"), PlayerInfo("Anna"))
    c.new_match(MatchSettings(players, 3, 3), dice=ScriptedDice([1, 2, 3, 5, 5]), first_leader=0)
    assert c.busy and c.can_skip()
    steps = 0
    while not c.awaiting_human:
        assert not c.can_throw() and not c.can_stop()
        assert c.skip_ahead()
        steps += 1
        assert steps < 20
    assert cpu.decided == [Throw(), Throw(frozenset({0})), Stop()]
    assert frozenset({0}) in holds  # the CPU's hold was shown before its throw
    result = c.round_result(0)
    assert result is not None and result.score == 110
    assert c.shown_seat == 1 and c.shown_cap == 2


def test_new_match_cancels_pending_cpu(qtbot: Any, scripted_cpu_factory: Any) -> None:
    c = make(qtbot, scripted_cpu_factory, speed="slow")
    players = (PlayerInfo("Cora", "cpu", "easy"), PlayerInfo("Dan", "cpu", "easy"))
    c.new_match(MatchSettings(players), dice=ScriptedDice([1] * 60), first_leader=0)
    c.abandon()
    assert not c.busy and c.match is None
    qtbot.wait(50)
    assert c.match is None


def test_cpu_match_at_instant_speed_ends(qtbot: Any) -> None:
    c = make(qtbot)
    players = tuple(PlayerInfo(f"CPU {i}", "cpu", "easy") for i in range(4))
    with qtbot.waitSignal(
        c.event_shown, timeout=20000, check_params_cb=lambda e: isinstance(e, MatchEnded)
    ):
        c.new_match(MatchSettings(players, 3, 2), seed=7)
    assert c.is_over
    assert c.winner is not None or c.draw


def test_hint_passes_the_ai_answer(qtbot: Any) -> None:
    calls: list[object] = []

    def fake_hint(match: object) -> str:
        calls.append(match)
        return "advice"

    c = GameController(hint_function=fake_hint, speed="instant")
    assert c.hint() is None
    c.new_match(MatchSettings(HUMANS), dice=ScriptedDice([1, 2, 3]), first_leader=1)
    settle(qtbot, c)
    with qtbot.waitSignal(c.hint_ready) as blocker:
        assert c.hint() == "advice"
    assert blocker.args == ["advice"]
    assert len(calls) == 1


def test_a_hint_in_a_cold_preset_waits_for_its_round_values_between_events(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hot-seat pub match of four people has no CPU to start the preset's round values
    (R40): the first hint starts their build between events instead of computing them on
    the window's thread (seconds at six seats), and the answer follows through hint_ready."""
    from chicago_desktop.ai import Hint
    from chicago_desktop.controller import warm_up as warm_up_module

    monkeypatch.setattr(warm_up_module, "_builds", {})
    people = tuple(PlayerInfo(name) for name in ("Anna", "Ben", "Cleo", "Dan"))
    c = GameController(speed="instant")
    c.new_match(MatchSettings(people, preset="pub"), dice=ScriptedDice([2, 3, 5]), first_leader=0)
    settle(qtbot, c)
    assert not warm_up_module._builds  # nothing built before anyone asks
    with qtbot.waitSignal(c.hint_ready, timeout=20000) as blocker:
        assert c.hint() is None  # not now: the build has only started
        (build,) = warm_up_module._builds.values()
        assert build.running and not build.done
        assert c.hint() is None  # asked again while it builds: one answer comes
    assert build.done
    (answer,) = blocker.args
    assert isinstance(answer, Hint) and answer.seat == 0
    assert isinstance(c.hint(), Hint)  # now at once


def test_illegal_cpu_decision_is_raised_not_hidden(qtbot: Any) -> None:
    """A CPU that answers illegally is a bug: the engine refuses it and nothing changes."""
    bad = ScriptedCpu([Stop()])  # stopping before the first throw is illegal (R3)
    c = make(qtbot, lambda level, seed: bad)
    players = (PlayerInfo("Cora", "cpu", "easy"), PlayerInfo("Anna"))
    with qtbot.capture_exceptions() as raised:
        c.new_match(MatchSettings(players), dice=ScriptedDice([2, 2, 2] * 3), first_leader=0)
        qtbot.waitUntil(lambda: len(raised) > 0, timeout=5000)
    assert isinstance(raised[0][1], StopNotAllowed)
    assert c.match is not None
    assert c.match.actions == ()


@pytest.mark.parametrize("speed", ["slow", "normal", "fast", "instant"])
def test_speed_is_kept(speed: str) -> None:
    c = GameController(speed=speed)
    assert c.speed == speed
    c.set_speed("bogus")
    assert c.speed == speed


def test_many_void_calls_and_emits_do_not_abort(qtbot: Any) -> None:
    """PySide6 6.12.0 dropped a reference of None/True per call on CPython 3.11 and aborted
    the interpreter within a few thousand calls; pyproject.toml excludes that release."""
    from PySide6.QtWidgets import QApplication

    c = GameController()
    app = QApplication.instance()
    assert app is not None
    for _ in range(20000):
        c.state_changed.emit()
        app.processEvents()
    assert c.match is None
