"""The controller over the session: one input path, typed events, one replay on restore."""

from __future__ import annotations

from typing import Any

import pytest

from chicago_desktop.controller import GameController, MatchSettings
from chicago_desktop.engine import (
    EndReason,
    Event,
    Match,
    MatchEnded,
    ScriptedDice,
    Stop,
    Throw,
    TurnEnded,
    preset,
)
from chicago_desktop.records import PlayerInfo, parse_record
from chicago_desktop.session import GameSession, Seat
from chicago_desktop.ui.round_log import LogRecorder, RoundLogModel, round_report_entries

from .conftest import ScriptedCpu, wait_until


def settle(qtbot: Any, c: GameController) -> None:
    wait_until(qtbot, lambda: c.awaiting_human or c.is_over)


@pytest.fixture
def submitted(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, object]]:
    """Every (seat, action) that reaches GameSession.submit."""
    calls: list[tuple[int, object]] = []
    real = GameSession.submit

    def spy(self: GameSession, seat: int, action: Any) -> list[Event]:
        calls.append((seat, action))
        return real(self, seat, action)

    monkeypatch.setattr(GameSession, "submit", spy)
    return calls


def test_clicks_keys_and_cpu_decisions_all_go_through_submit(
    qtbot: Any, submitted: list[tuple[int, object]]
) -> None:
    cpu = ScriptedCpu([Throw(), Throw(frozenset({0})), Stop()])
    c = GameController(cpu_factory=lambda level, seed: cpu, speed="instant")
    players = (PlayerInfo("Anna"), PlayerInfo("Cora", "cpu", "easy"))
    shown: list[object] = []
    c.event_shown.connect(shown.append)
    dice = ScriptedDice([6, 6, 5, 6, 5, 1, 2, 3, 2, 2, 2])
    c.new_match(MatchSettings(players, 3, 3), dice=dice, first_leader=1)
    settle(qtbot, c)
    cora = [(1, Throw()), (1, Throw(frozenset({0}))), (1, Stop())]
    assert submitted == cora  # Cora's decisions, submitted for her
    assert c.throw() and c.toggle_hold(0) and c.stop()  # Anna's clicks and keys
    settle(qtbot, c)  # Anna's 105 is lowest; Cora (best) leads again and plays
    assert submitted == [*cora, (0, Throw()), (0, Stop()), (1, Throw()), (1, Stop())]
    session = c.session
    assert session is not None and len(session.match.actions) == len(submitted)
    assert cpu.decided == [a for seat, a in submitted if seat == 1]
    # The views were handed the session's own event values, in order.
    assert tuple(shown) == session.events[: len(shown)]
    assert all(isinstance(e, type(f)) for e, f in zip(shown, session.events, strict=False))


def test_restore_replays_the_record_once(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    live = GameSession(
        preset("classic"),
        (Seat("Anna"), Seat("Ben")),
        dice=ScriptedDice([1, 2, 3, 6, 6, 2, 4, 4, 4]),
        first_leader=0,
    )
    live.submit(0, Throw())
    live.submit(0, Stop())
    live.submit(1, Throw())  # Ben is capped at one throw (R5): the round is scored
    live.submit(1, Throw())  # Ben, best, leads round 2 (D2) and has thrown 4·4·4
    record = parse_record(live.record_json())
    applied: list[object] = []
    real = Match.apply

    def counting(self: Match, action: Any) -> list[Event]:
        applied.append(action)
        return real(self, action)

    monkeypatch.setattr(Match, "apply", counting)
    c = GameController(speed="instant")
    c.restore(record)
    assert applied == list(record.actions)  # once each, not a second time for the events
    assert c.session is not None and c.session.state_key() == live.state_key()
    assert c.shown_faces == (4, 4, 4) and c.shown_seat == 1 and c.shown_round == 1
    assert c.shown_losses(0) == 1 and c.last_outcome is not None


def test_a_chicago_is_logged_as_a_chicago_not_as_no_throws_left(qtbot: Any) -> None:
    """Regression: the log compared the end reason as a string and took a Chicago (R20) for
    a turn that ran out of throws."""
    c = GameController(speed="instant")
    c.new_match(MatchSettings((PlayerInfo("Anna"), PlayerInfo("Ben"))), first_leader=0)
    model = RoundLogModel()
    recorder = LogRecorder(c, model)
    recorder.show_event(TurnEnded(0, (1, 1, 1), 1, 300, EndReason.CHICAGO, True))
    recorder.show_event(TurnEnded(1, (2, 3, 4), 3, 9, EndReason.CAP, False))
    recorder.show_event(MatchEnded(None, 1, False))
    assert model.texts()[-3:] == [
        "Anna throws a Chicago: three ones in one throw!",
        "Ben has no throws left and keeps 9.",
        "Game over: Ben loses.",
    ]


def _finished(name: str) -> GameSession:
    """A scripted match of a preset: seat 0 (Anna) always throws 2·3·4, the others more."""
    dice = ScriptedDice()
    s = GameSession(
        preset(name), (Seat("Anna"), Seat("Ben"), Seat("Cora")), first_leader=0, dice=dice
    )
    from chicago_desktop.engine import Call, MakeCall

    while not s.is_over:
        seat = s.current_seat
        assert seat is not None
        if s.legal_actions(seat).call_due:
            s.submit(seat, MakeCall(Call()))
        elif s.snapshot().throws == 0:
            dice.extend([2, 3, 4] if seat == 0 else [6, 6, 5] if seat == 1 else [5, 5, 6])
            s.submit(seat, Throw())
        else:
            s.submit(seat, Stop())
    return s


def test_round_reports_follow_the_structure() -> None:
    players = tuple(PlayerInfo(n) for n in ("Anna", "Ben", "Cora"))
    basic = [
        e.text() for o in _finished("basic").outcomes for e in round_report_entries(o, players)
    ]
    assert "Ben is safe in this search." in basic
    assert "Anna loses the search and takes a tally mark (1 in all)." in basic
    assert basic[-1] == "Anna loses the match."
    assert not any("takes a loss" in t for t in basic)
    bavarian = [
        e.text() for o in _finished("bavarian").outcomes for e in round_report_entries(o, players)
    ]
    assert "Anna takes a coaster from the middle; 3 are left there." in bavarian
    assert "The middle is empty: now the coasters are cleared." in bavarian
    assert bavarian[-1] == "Anna loses the match."
    classic = [
        e.text() for o in _finished("classic").outcomes for e in round_report_entries(o, players)
    ]
    assert classic[0] == "Anna takes a loss with the lowest result, 9."


def test_the_tutorial_judges_on_the_same_input_path(
    qtbot: Any, submitted: list[tuple[int, object]]
) -> None:
    from chicago_desktop.tutorial import HoldDice, StopTurn, ThrowDice
    from chicago_desktop.ui.tutorial_controller import TutorialController

    for name in ("throw", "stop", "toggle_hold", "submit"):  # one path, not overridden
        assert getattr(TutorialController, name) is getattr(GameController, name)
    c = TutorialController(speed="instant")
    seen: list[object] = []
    verdicts: list[bool] = []

    def judge(attempt: object) -> bool:
        seen.append(attempt)
        return verdicts.pop(0)

    c.judge = judge
    acted: list[object] = []
    c.learner_acted.connect(acted.append)
    c.new_match(
        MatchSettings((PlayerInfo("Anna"), PlayerInfo("Ben"))),
        dice=ScriptedDice([1, 2, 3, 4, 5]),
        first_leader=0,
    )
    c.set_open(True)
    settle(qtbot, c)
    verdicts[:] = [False, True, True, False]
    assert not c.throw()  # refused by the lesson: nothing reaches the session
    assert submitted == [] and c.match is not None and c.match.actions == ()
    assert c.throw() and submitted == [(0, Throw())]
    assert c.toggle_hold(2) and c.held == {2}
    assert not c.stop() and len(submitted) == 1
    assert seen == [ThrowDice(), ThrowDice(), HoldDice(frozenset({2})), StopTurn()]
    assert acted == [ThrowDice(), HoldDice(frozenset({2}))]
    assert c.force(StopTurn()) and submitted[-1] == (0, Stop())  # no judge when forced
    assert acted == [ThrowDice(), HoldDice(frozenset({2}))]


def test_the_scoreboard_shows_the_structure_s_counter(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The standing column asks the match structure, not classic (R42: tally marks)."""
    from PySide6.QtCore import Qt

    from chicago_desktop.controller import game as game_module
    from chicago_desktop.ui.models import LOSSES_ROLE, Column, ScoreboardModel

    finished = _finished("basic")
    monkeypatch.setattr(game_module, "WINDOW_PRESETS", frozenset({"classic", "basic"}))
    from chicago_desktop.ui.table import TableScreen

    c = GameController(speed="instant")
    model = ScoreboardModel(c)
    table = TableScreen(c)
    qtbot.addWidget(table)
    c.restore(parse_record(finished.record_json()))
    # The end names the loser (R42), not only a winner or a draw.
    assert table.turn_label.text() == "Anna loses the match."
    assert table.kind_label.text() == "Everyone else has won."
    assert table.log_model.texts()[-1] == "Game over: Anna loses."
    header = model.headerData(Column.LOSSES, Qt.Orientation.Horizontal)
    assert header == "Tally marks"
    marks = [st.tally_marks for st in finished.snapshot().standings]
    assert marks[0] >= 1
    for seat, count in enumerate(marks):
        index = model.index(seat, Column.LOSSES)
        assert index.data() == str(count)
        assert index.data(LOSSES_ROLE) is None  # no limit to draw marks against
    assert c.is_over and c.loser == 0 and c.winner is None
