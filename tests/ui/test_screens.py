"""Models, setup, dialogs, accessibility, settings and the error report."""

from __future__ import annotations

import base64
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QLineEdit,
    QWidget,
)

from chicago_desktop.controller import GameController, MatchSettings
from chicago_desktop.engine import ScriptedDice
from chicago_desktop.records import PlayerInfo
from chicago_desktop.ui.dice import DieWidget
from chicago_desktop.ui.errors import ErrorHook
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.models import ScoreboardModel
from chicago_desktop.ui.preferences import SettingsStore
from chicago_desktop.ui.round_log import LogEntry, RoundLogModel
from chicago_desktop.ui.rules_window import rules_markdown
from chicago_desktop.ui.setup import validate_setup

from .conftest import ScriptedCpu, wait_until

PLAYERS = (PlayerInfo("Anna"), PlayerInfo("Ben", "cpu", "hard"), PlayerInfo("Cora", "cpu", "easy"))


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    store = SettingsStore()
    # Instant pacing in the store too: the window applies the stored speed to its
    # controller, and the default ("normal") made every match here wait out real pauses.
    store.update(reduced_motion=True, cpu_speed="instant")
    controller = GameController(cpu_factory=lambda level, seed: ScriptedCpu(), speed="instant")
    win = MainWindow(store, controller)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def settle(qtbot: Any, c: GameController) -> None:
    wait_until(qtbot, lambda: c.awaiting_human or c.is_over)


# ------------------------------------------------------------------ models
def test_scoreboard_model_passes_modeltester(qtbot: Any, qtmodeltester: Any) -> None:
    c = GameController(cpu_factory=lambda level, seed: ScriptedCpu(), speed="instant")
    model = ScoreboardModel(c)
    qtmodeltester.check(model)  # empty, before any match
    c.new_match(MatchSettings(PLAYERS, 3, 2), dice=ScriptedDice([2, 2, 3] * 30), first_leader=0)
    qtmodeltester.check(model)
    settle(qtbot, c)
    c.throw()
    c.stop()
    settle(qtbot, c)
    qtmodeltester.check(model)
    assert model.rowCount() == 3 and model.columnCount() == 8
    assert model.headerData(3, Qt.Orientation.Horizontal) == "Losses"
    assert model.index(0, 1).data() == "▶ Anna"
    assert model.index(0, 1).data(Qt.ItemDataRole.AccessibleTextRole) == "Anna, whose turn it is"
    assert model.index(1, 2).data() == "CPU · Hard"
    assert model.index(0, 7).data() == "★ Leader"


def test_scoreboard_emits_narrow_changes(qtbot: Any) -> None:
    c = GameController(speed="instant")
    model = ScoreboardModel(c)
    c.new_match(MatchSettings((*PLAYERS[:1], PlayerInfo("Dan"))), dice=ScriptedDice([1, 2, 3]))
    settle(qtbot, c)
    changes: list[tuple[int, int, int, int]] = []
    model.dataChanged.connect(
        lambda a, b, roles=(): changes.append((a.row(), a.column(), b.row(), b.column()))
    )
    c.throw()
    seat = c.shown_seat
    assert seat is not None
    assert (seat, 4, seat, 5) in changes  # this round's result and throws of that seat only


def test_round_log_model_passes_modeltester(qtbot: Any, qtmodeltester: Any) -> None:
    model = RoundLogModel()
    qtmodeltester.check(model)
    model.append(LogEntry.of("round", number=1, name="Anna"))
    model.append(LogEntry.of("out", name="Ben"))
    qtmodeltester.check(model)
    assert model.texts() == ["Round 1 — Anna leads", "Ben is out."]
    assert model.index(0).data(Qt.ItemDataRole.FontRole).bold()
    assert model.rowCount(model.index(0)) == 0
    model.clear()
    assert model.rowCount(QModelIndex()) == 0


# ------------------------------------------------------------------- setup
def test_validate_setup() -> None:
    assert validate_setup(PLAYERS) == []
    assert validate_setup(PLAYERS[:1]) == ["A match has 2 to 6 players."]
    assert validate_setup([PlayerInfo(" "), PlayerInfo("Ben")]) == ["Player 1 needs a name."]
    assert validate_setup([PlayerInfo("Anna"), PlayerInfo("anna ")]) == [
        "Players 1 and 2 have the same name."
    ]
    assert validate_setup([PlayerInfo("A"), PlayerInfo("B", "cpu", "godlike")]) == [
        "Player 2 needs a CPU level."
    ]
    assert len(validate_setup([PlayerInfo(f"P{i}") for i in range(7)])) == 1


def test_setup_screen_seats_and_validation(qtbot: Any, window: MainWindow) -> None:
    window.show_setup()
    s = window.setup_screen
    assert len(s.rows) == 3 and s.start_button.isEnabled()
    while s.add_button.isEnabled():
        qtbot.mouseClick(s.add_button, Qt.MouseButton.LeftButton)
    assert len(s.rows) == 6
    assert len({p.name for p in s.players()}) == 6
    for _ in range(6):
        qtbot.mouseClick(s.rows[-1].remove, Qt.MouseButton.LeftButton)
    assert len(s.rows) == 2 and not s.rows[0].remove.isEnabled()
    s.rows[1].name.clear()
    assert not s.start_button.isEnabled()
    assert "Player 2 needs a name." in s.problems.text()
    qtbot.keyClicks(s.rows[1].name, "ANNA")
    assert "same name" in s.problems.text() and not s.start_button.isEnabled()
    s.rows[1].name.setText("Zoe")
    assert s.start_button.isEnabled() and not s.problems.isVisible()
    assert not s.rows[0].level.isEnabled()  # a human has no level
    s.rows[0].kind.setCurrentIndex(1)
    assert s.rows[0].level.isEnabled()
    s.max_throws.setCurrentIndex(s.max_throws.findData(2))
    s.losses.setCurrentIndex(s.losses.findData(5))
    with qtbot.waitSignal(s.start_requested) as blocker:
        qtbot.mouseClick(s.start_button, Qt.MouseButton.LeftButton)
    settings = blocker.args[0]
    assert settings.max_throws == 2 and settings.losses_to_out == 5
    assert settings.players[1] == PlayerInfo("Zoe", "cpu", "medium")
    assert settings.players[0].is_cpu


def test_last_setup_is_offered_again(qtbot: Any, window: MainWindow) -> None:
    chosen = MatchSettings((PlayerInfo("Quinn"), PlayerInfo("Rex", "cpu", "expert")), 1, 2)
    window.start_match(chosen)
    window.show_home()
    again = MainWindow(SettingsStore(), GameController(speed="instant"))
    qtbot.addWidget(again)
    again.show_setup()
    assert again.setup_screen.match_settings() == chosen


# --------------------------------------------------------- dialogs, errors
def test_rules_are_packaged_and_shown(qtbot: Any, window: MainWindow) -> None:
    """The players' page is shipped and shown (tests/ui/test_rules_window.py has the rest)."""
    text = rules_markdown()
    assert text.startswith("# Chicago — how to play")
    dialog = window.show_rules()
    assert "Rounds and turns" in dialog.browser.toPlainText()  # type: ignore[attr-defined]
    dialog.close()
    about = window.show_about()
    assert "Version" in about.text.text()  # type: ignore[attr-defined]


def test_preferences_dialog_applies_and_saves(qtbot: Any, window: MainWindow) -> None:
    dialog = window.show_preferences()
    dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))  # type: ignore[attr-defined]
    dialog.show_hints.setChecked(False)  # type: ignore[attr-defined]
    dialog.buttons.accepted.emit()  # type: ignore[attr-defined]
    assert window.store.get("cpu_speed") == "fast" and window.controller.speed == "fast"
    assert window.store.get("show_hints") is False
    assert SettingsStore().get("cpu_speed") == "fast"  # saved to the settings file


def test_error_hook_shows_report_and_record(qtbot: Any, window: MainWindow) -> None:
    window.start_match(MatchSettings(PLAYERS), dice=ScriptedDice([1, 2, 3] * 10), first_leader=0)
    settle(qtbot, window.controller)
    window.controller.throw()
    hook = ErrorHook(window.show_error)
    try:
        raise RuntimeError("something broke")
    except RuntimeError as exc:
        hook(type(exc), exc, exc.__traceback__)
    dialog = window._dialogs["error"]
    assert dialog.isVisible()
    text = dialog.details.toPlainText()  # type: ignore[attr-defined]
    assert "RuntimeError: something broke" in text
    assert '"format": "chicago-record"' in text and '{"throw": [1, 2, 3]}' in text
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    clipboard = QGuiApplication.clipboard()
    assert "something broke" in clipboard.text() and "chicago-record" in clipboard.text()
    assert window.isVisible()  # the window did not vanish


def test_error_hook_survives_a_failing_dialog(capsys: pytest.CaptureFixture[str]) -> None:
    def broken(report: str) -> None:
        raise OSError("no display")

    hook = ErrorHook(broken)
    try:
        raise ValueError("first")
    except ValueError as exc:
        hook(type(exc), exc, exc.__traceback__)
    assert "ValueError: first" in capsys.readouterr().err
    assert len(hook.reports) == 1


# --------------------------------------------------------- accessibility
def _controls(root: QWidget) -> list[QWidget]:
    kinds = (QAbstractButton, QComboBox, QLineEdit, QAbstractItemView)
    return [w for w in root.findChildren(QWidget) if isinstance(w, kinds) and w.isVisible()]


def test_every_control_has_an_accessible_name(qtbot: Any, window: MainWindow) -> None:
    window.start_match(MatchSettings(PLAYERS), dice=ScriptedDice([1, 2, 3] * 10), first_leader=0)
    settle(qtbot, window.controller)
    window.controller.throw()
    for screen in ("home", "setup", "table"):
        if screen == "home":
            window.stack.setCurrentWidget(window.home)
        elif screen == "setup":
            window.stack.setCurrentWidget(window.setup_screen)
        else:
            window.stack.setCurrentWidget(window.table)
        root = window.stack.currentWidget()
        assert root is not None
        for w in _controls(root):
            name = w.accessibleName() or (w.text() if isinstance(w, QAbstractButton) else "")
            assert name.strip(), f"{screen}: {type(w).__name__} has no accessible name"
    t = window.table
    for button in (t.throw_button, t.stop_button, t.hint_button, t.skip_button):
        assert button.accessibleDescription()
    for die in t.dice:
        assert die.accessibleName().startswith("Die ")
        assert f"Shows {die.face}" in die.accessibleDescription()
        assert die.focusPolicy() != Qt.FocusPolicy.NoFocus  # reachable by keyboard


def test_the_home_screens_dice_are_only_a_picture(window: MainWindow) -> None:
    """Not a control: no focus stop, no tooltip, nothing for a screen reader to read out
    as if it could be played."""
    assert [d.face for d in window.home.dice] == [1, 6, 3]
    # Painted by the home screen itself: no widget in its tree, so no focus stop and no
    # object in the accessibility tree (issue 15).
    assert not window.home.findChildren(DieWidget)
    assert not any(isinstance(die, QWidget) for die in window.home.dice)
    assert window.home.dice[0].held


def test_window_geometry_is_remembered(qtbot: Any, window: MainWindow) -> None:
    window.resize(760, 580)  # the offscreen screen is 800×600
    window.close()
    saved = window.store.get("window_geometry")
    assert saved and base64.b64decode(saved)
    again = MainWindow(SettingsStore(), GameController())
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (760, 580)


def test_retranslate_sets_texts_again(qtbot: Any, window: MainWindow) -> None:
    window.table.throw_button.setText("")
    window.home.title.setText("")
    window.retranslate_ui()
    assert window.table.throw_button.text() == "Throw  ·  Space"
    assert window.home.title.text() == "Chicago"
    assert window.game_menu.title() == "&Game"


def test_after_the_first_paint_the_other_screens_are_built_one_turn_at_a_time(
    qtbot: Any,
) -> None:
    from PySide6.QtCore import QTimer

    from .conftest import make_window

    window = make_window(qtbot)
    assert window.stack.count() == 1  # only the home screen is built before the first paint
    seen: list[int] = []  # screens built each time another timer got its turn
    other = QTimer()
    other.setInterval(0)
    other.timeout.connect(lambda: seen.append(window.stack.count()))
    other.start()
    window.finish_start(in_steps=True)
    assert window.stack.count() == 1  # nothing built yet: the window answers first
    qtbot.waitUntil(lambda: window.stack.count() == 3, timeout=5000)  # setup, then table
    other.stop()
    assert 2 in seen  # events were served between the two builds
    assert window.current_screen() == "home"


def test_a_failing_piece_after_the_first_paint_does_not_stop_the_others(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from .conftest import make_window

    window = make_window(qtbot)

    def broken() -> None:
        raise OSError("the disk went away")

    monkeypatch.setattr(window.saved, "load_statistics", broken)
    with qtbot.capture_exceptions() as raised:
        window.finish_start(in_steps=True)
        qtbot.waitUntil(lambda: window.stack.count() == 3, timeout=5000)
    assert [type(info[1]) for info in raised] == [OSError]  # reported, and the rest built


def test_a_long_round_log_follows_its_newest_line_unless_scrolled_up(qtbot: Any) -> None:
    """The log lays its lines out a hundred at a time (batched): past a hundred lines it
    still ends at the newest one; a player who scrolled up to read stays where they are."""
    from .conftest import make_window

    win = make_window(qtbot)
    win.show_table()
    table = win.table
    view, model = table.log_view, table.log_model
    bar = view.verticalScrollBar()
    for i in range(250):
        model.append(LogEntry.of("round", number=i + 1, name="Anna"))
    wait_until(qtbot, lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    qtbot.wait(50)  # the batched layout's later passes
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    newest = view.visualRect(model.index(model.rowCount() - 1))
    assert view.viewport().rect().contains(newest.center())
    bar.setValue(0)  # scrolled up to read the start of the match
    for i in range(5):
        model.append(LogEntry.of("out", name=f"P{i}"))
    qtbot.wait(50)
    assert bar.value() == 0
    bar.setValue(bar.maximum())  # back at the newest line: it follows again
    model.append(LogEntry.of("out", name="Cleo"))

    def newest_shown() -> bool:
        newest = view.visualRect(model.index(model.rowCount() - 1))
        return view.viewport().rect().contains(newest.center())

    wait_until(qtbot, newest_shown)
    assert bar.value() == bar.maximum()
