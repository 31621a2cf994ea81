"""Chicago 2–12 in the window (issue 17 items 3 and 4; R60, R61), through the real widgets:
the setup, whole games of every variation by keyboard, the mouse, the hand-over between
humans, CPU turns, the roll-off, resume, export and open, and a bad record refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from chicago_desktop.controller import TwelveSettings
from chicago_desktop.engine import ScriptedDice
from chicago_desktop.records import PlayerInfo
from chicago_desktop.two_to_twelve import Order, Phase, Rules
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.score_sheet_2_12 import CURRENT_ROLE, HIT_ROLE

from .conftest import make_window, wait_until

ANNA, BEN = PlayerInfo("Anna"), PlayerInfo("Ben")
CORA, DAN = PlayerInfo("Cora", "cpu"), PlayerInfo("Dan", "cpu")


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    return make_window(qtbot, started=True)


def _settle(qtbot: Any, win: MainWindow) -> None:
    c = win.twelve.controller
    wait_until(qtbot, lambda: c.awaiting_human or c.is_over)


def _key(qtbot: Any, win: MainWindow, key: Qt.Key = Qt.Key.Key_Space) -> None:
    target = QApplication.focusWidget() or win.twelve.screen
    qtbot.keyClick(target, key)


def _play_by_keyboard(qtbot: Any, win: MainWindow) -> int:
    """Space (pass on, or throw) whenever a human is to act, until the end; the presses."""
    c = win.twelve.controller
    presses = 0
    _settle(qtbot, win)
    while not c.is_over:
        before = (len(c.game.actions), c.handover) if c.game is not None else None
        _key(qtbot, win, Qt.Key.Key_Return if presses % 3 == 2 else Qt.Key.Key_Space)
        presses += 1
        assert c.game is not None and (len(c.game.actions), c.handover) != before
        _settle(qtbot, win)
        assert presses < 400
    return presses


VARIATIONS = {
    "plain": (Rules(), (ANNA, BEN, CORA)),
    "reverse": (Rules(order=Order.DOWN), (ANNA, CORA)),
    "three-dice": (Rules(dice=3), (ANNA, BEN)),
    "teams": (Rules(teams=True), (ANNA, CORA, BEN, DAN)),
    "elimination": (Rules(elimination=True), (ANNA, BEN, CORA)),
    "reverse-three-dice-elimination": (
        Rules(dice=3, order=Order.DOWN, elimination=True),
        (ANNA, CORA, DAN),
    ),
}


@pytest.mark.parametrize("name", list(VARIATIONS))
def test_a_whole_game_of_each_variation_by_keyboard(
    qtbot: Any, window: MainWindow, name: str
) -> None:
    rules, players = VARIATIONS[name]
    window.start_match(TwelveSettings(players, rules), seed=17)
    screen = window.twelve.screen
    c = window.twelve.controller
    assert window.current_screen() == "twelve"
    assert sum(d.isVisible() for d in screen.dice) == rules.dice
    assert screen.model.columnCount() == rules.round_count + 1
    assert screen.model.rowCount() == (2 if rules.teams else len(players))
    _play_by_keyboard(qtbot, window)
    game = c.game
    assert game is not None and game.is_over
    # The end: the winner, the placings and Play again, with the keyboard on it.
    assert screen.end_panel.isVisible()
    assert screen.winner_label.text()
    assert screen.placings_label.text().startswith("1. ")
    assert screen.again_button.hasFocus()
    assert not screen.throw_button.isEnabled()
    # The sheet's totals are the game's.
    model = screen.model
    for row in range(model.rowCount()):
        total = sum(game.total(s) for s in model.seats_of(row))
        assert model.index(row, model.total_column).data() == str(total)
    # Play again: the same seats and variations, a new game at round 1.
    qtbot.keyClick(screen.again_button, Qt.Key.Key_Space)
    assert c.game is not game and c.game is not None and c.game.rules == rules
    assert len(c.game.actions) == 0 and c.players == players


def test_the_setup_offers_chicago_2_12_and_remembers_it(qtbot: Any, window: MainWindow) -> None:
    window.show_setup()
    s = window.setup_screen
    games = s.chooser.games
    games.setFocus()
    games.setCurrentRow(0)
    for _ in range(games.count()):
        qtbot.keyClick(games, Qt.Key.Key_Down)
    assert s.preset == "chicago-2-12"
    assert "2–12" in s.chooser.details_title.text()
    assert s.chooser.details_text.text().count("<li>") >= 3
    assert "\n" in games.item(games.count() - 1).text()  # its one line, like the presets
    v = s.chooser.twelve
    assert v.isVisibleTo(s.chooser) and not s.chooser.no_settings.isVisibleTo(s.chooser)
    assert not any(row.level.isVisibleTo(s) for row in s.rows)  # a CPU only throws
    # Three seats: Teams is not offered (R61); Elimination is.
    assert len(s.rows) == 3 and not v.teams.isEnabled() and v.elimination.isEnabled()
    s.add_seat()
    assert v.teams.isEnabled()
    v.teams.setChecked(True)
    assert not v.elimination.isEnabled()  # never Teams with Elimination (R61)
    assert "Team 1: Anna and Cora. Team 2: Ben and Dan." in s.lots_note.text()
    # Up to eight seats, each new one with a name nobody has.
    s.rows[1].name.setText("Ella")
    while s.add_seat() is not None:
        pass
    names = [row.name.text() for row in s.rows]
    assert len(names) == 8 and len({n.casefold() for n in names}) == 8
    assert not s.add_button.isEnabled() and s.start_button.isEnabled()
    s.remove_seat(s.rows[-1])  # seven: Teams cannot be played
    assert not s.start_button.isEnabled() and "even number" in s.problems.text()
    s.remove_seat(s.rows[-1])
    v.reverse.setChecked(True)
    qtbot.keyClick(s.start_button, Qt.Key.Key_Space)
    assert window.current_screen() == "twelve"
    rules = window.twelve.controller.game.rules  # type: ignore[union-attr]
    assert rules == Rules(order=Order.DOWN, teams=True)
    assert all(p.level is None for p in window.twelve.controller.players)
    remembered = window.store.last_setup()
    assert isinstance(remembered, TwelveSettings) and remembered.rules() == rules
    # The setup opens on Chicago 2–12 again, with its variations.
    window.show_setup()
    assert s.preset == "chicago-2-12" and v.reverse.isChecked() and v.teams.isChecked()
    assert len(s.rows) == 6
    # A three-dice game afterwards keeps the variations for next time.
    s.chooser.set_preset("classic")
    for row in s.rows[3:]:
        s.remove_seat(row)
    s.start()
    window.show_setup()
    s.chooser.set_preset("chicago-2-12")
    assert window.store.get("last_setup").variations.reverse


def test_a_mouse_click_throws_and_the_screen_shows_the_throw(
    qtbot: Any, window: MainWindow
) -> None:
    faces = [3, 4, 1, 1]  # Anna misses the 2 with 3·4; Cora hits it with 1·1
    window.start_match(TwelveSettings((ANNA, CORA)), dice=ScriptedDice(faces))
    screen = window.twelve.screen
    c = window.twelve.controller
    _settle(qtbot, window)
    assert screen.target_label.text() == "Target 2"
    assert "1/36" in screen.odds_label.text()
    assert screen.turn_label.text() == "Anna to throw"
    qtbot.mouseClick(screen.throw_button, Qt.MouseButton.LeftButton)
    assert c.game is not None and c.game.actions[0].faces == (3, 4)
    assert screen.dice[0].accessibleName() == "Die 1 shows 3"
    assert screen.dice[1].accessibleName() == "Die 2 shows 4"
    assert not screen.dice[2].isVisible()
    _settle(qtbot, window)  # Cora (CPU) threw by herself
    assert c.game.round_index == 1 and c.game.total(1) == 2
    model = screen.model
    assert model.index(0, 0).data() == "–" and model.index(0, 0).data(HIT_ROLE) is False
    assert model.index(1, 0).data() == "2" and model.index(1, 0).data(HIT_ROLE) is True
    assert model.index(0, 1).data(CURRENT_ROLE) is True
    assert screen.target_label.text() == "Target 3" and "2/36" in screen.odds_label.text()
    assert "Cora throws 1·1 = 2: a hit, 2 points." in window.status_line.text()


def test_two_humans_hand_the_computer_over(qtbot: Any, window: MainWindow) -> None:
    window.start_match(TwelveSettings((ANNA, BEN)), dice=ScriptedDice([6, 6] * 40))
    screen = window.twelve.screen
    c = window.twelve.controller
    _settle(qtbot, window)
    _key(qtbot, window)  # Anna throws
    assert c.game is not None and len(c.game.actions) == 1
    assert c.handover == 1 and screen.throw_button.text().startswith("Pass to Ben")
    assert screen.throw_button.accessibleName() == "Pass to Ben"
    assert "Hand the computer to Ben" in screen.turn_label.text()
    _key(qtbot, window)  # handed over: no throw yet
    assert len(c.game.actions) == 1 and c.handover is None
    assert screen.turn_label.text() == "Ben to throw"
    _key(qtbot, window)  # Ben throws
    assert len(c.game.actions) == 2 and c.handover == 0
    qtbot.mouseClick(screen.throw_button, Qt.MouseButton.LeftButton)  # the mouse passes too
    assert c.handover is None and len(c.game.actions) == 2


def test_cpu_seats_throw_paced_by_timers(qtbot: Any, window: MainWindow) -> None:
    window.store.update(cpu_speed="normal")
    window.start_match(TwelveSettings((CORA, ANNA)), dice=ScriptedDice([2, 3] * 40))
    c = window.twelve.controller
    screen = window.twelve.screen
    # Cora thinks first: nothing has been thrown, the window is free, Space does nothing.
    assert c.busy and c.game is not None and len(c.game.actions) == 0
    assert not screen.throw_button.isEnabled() and screen.turn_label.text() == "Cora throws…"
    _key(qtbot, window)
    assert len(c.game.actions) == 0
    _key(qtbot, window, Qt.Key.Key_N)  # skip the pause: Cora throws now
    assert len(c.game.actions) == 1 and c.awaiting_human
    window.twelve.controller.set_speed("instant")
    _key(qtbot, window)  # Anna; the round is over, Cora throws after the pause
    qtbot.waitUntil(lambda: len(c.game.actions) == 3, timeout=5000)


def test_a_tie_is_thrown_off_and_shown_as_a_roll_off(qtbot: Any, window: MainWindow) -> None:
    rules = Rules()
    misses = [(6, 6) if t != 12 else (1, 1) for t in rules.targets for _seat in range(2)]
    faces = [f for pair in misses for f in pair]
    faces += [4, 4, 5, 3]  # roll-off round 1: 8 and 8, tied again
    faces += [6, 5, 2, 1]  # round 2: Anna 11, Ben 3
    window.start_match(TwelveSettings((ANNA, BEN)), dice=ScriptedDice(faces))
    c = window.twelve.controller
    screen = window.twelve.screen
    game = c.game
    assert game is not None
    while game.phase is Phase.ROUNDS:
        _settle(qtbot, window)
        assert c.press()
    _settle(qtbot, window)
    assert screen.target_label.text() == "Roll-off"
    assert screen.rolloff_label.isVisible()
    assert "Anna and Ben are tied at 0" in screen.rolloff_label.text()
    assert screen.round_label.text() == "Roll-off, round 1"
    assert screen.model.current_column is None
    while not game.rolloffs:
        _settle(qtbot, window)
        _key(qtbot, window)
    assert "Anna and Ben are still tied: they throw again" in screen.rolloff_label.text()
    assert screen.round_label.text() == "Roll-off, round 2"
    while not c.is_over:
        _settle(qtbot, window)
        _key(qtbot, window)
    assert "Roll-off round 1: Anna 4·4 = 8; Ben 5·3 = 8." in screen.rolloff_label.text()
    assert "Roll-off round 2: Anna 6·5 = 11; Ben 2·1 = 3." in screen.rolloff_label.text()
    assert screen.winner_label.text() == "Anna wins the roll-off and the game."
    assert game.winner == 0


def test_the_controls_and_the_sheet_have_accessible_names(qtbot: Any, window: MainWindow) -> None:
    window.start_match(TwelveSettings((ANNA, CORA), Rules(dice=3)), seed=3)
    screen = window.twelve.screen
    _settle(qtbot, window)
    assert screen.sheet.accessibleName() == "Score sheet"
    assert screen.throw_button.accessibleName() == "Throw"
    assert screen.odds_label.accessibleDescription().startswith("1 of the 216 ways")
    assert screen.dice[0].accessibleName() == "Die 1: not thrown yet"
    for w in (screen.again_button, screen.home_button, screen.result_label, screen.turn_label):
        assert w.accessibleName()
    cell = screen.model.index(0, 0).data(Qt.ItemDataRole.AccessibleTextRole)
    assert cell == "Anna, target 3: not thrown yet. This round is being played."


def test_a_running_game_is_resumed_from_the_home_screen(qtbot: Any, window: MainWindow) -> None:
    window.start_match(TwelveSettings((ANNA, BEN, CORA), Rules(elimination=True)), seed=5)
    c = window.twelve.controller
    for _ in range(4):
        _settle(qtbot, window)
        assert c.press()
    _settle(qtbot, window)
    assert c.game is not None
    key = c.game.state_key()[3:]  # the seed of the dice to come differs; the state does not
    other = make_window(qtbot, started=True)
    assert other.home.resume.isVisibleTo(other.home)
    assert other.saved.resume()
    assert other.current_screen() == "twelve"
    c2 = other.twelve.controller
    assert c2.game is not None and c2.game.state_key()[3:] == key
    assert c2.game.rules == Rules(elimination=True)
    _settle(qtbot, other)
    assert c2.press()  # the game goes on
    # Once it ends, the autosave is gone: nothing to resume.
    while not c2.is_over:
        _settle(qtbot, other)
        c2.press()
    third = make_window(qtbot, started=True)
    assert not third.home.resume.isVisibleTo(third.home)


def test_export_and_open_round_trip(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.start_match(TwelveSettings((ANNA, CORA), Rules(teams=False, dice=3)), seed=9)
    c = window.twelve.controller
    for _ in range(3):
        _settle(qtbot, window)
        assert c.press()
    _settle(qtbot, window)
    assert window.saved.export_record_action.isEnabled()
    target = tmp_path / "game"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.saved.export_record_action.trigger()
    exported = target.with_suffix(".json")
    data = json.loads(exported.read_text("utf-8"))
    assert data["game"] == "chicago-2-12" and data["rules"]["dice"] == 3
    assert exported.read_text("utf-8") == c.record_text()
    other = make_window(qtbot, started=True)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(exported), ""))
    other.saved.open_record_action.trigger()
    # The first window's game is the saved one: opening an unfinished record asks (D16).
    assert other.unfinished.box is not None and other.unfinished.box.isVisible()
    assert other.unfinished.discard_button is not None
    other.unfinished.discard_button.click()
    assert other.current_screen() == "twelve"
    c2 = other.twelve.controller
    assert c2.game is not None and c.game is not None
    assert c2.game.state_key()[3:] == c.game.state_key()[3:]
    assert other.twelve.screen.model.index(0, c2.game.rules.round_count).data() == str(
        c.game.total(0)
    )
    assert "can be played on" in other.status_line.text()


def test_a_bad_record_is_refused_with_a_clear_error(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    bad = {
        "format": "chicago-record",
        "version": 1,
        "game": "chicago-2-12",
        "players": [{"name": "Anna", "type": "human"}, {"name": "Ben", "type": "cpu"}],
        "actions": [{"throw": [1, 2]}, {"throw": [1, 2, 3]}],
    }
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad), "utf-8")
    assert not window.saved.open_record(str(path))
    box = window.saved.record_error_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "action 2" in box.text()  # the second action, counted from 1 for people
    assert "R60" in box.informativeText() or "two" in box.informativeText()
    assert window.current_screen() == "home"


@pytest.mark.parametrize("rules", [Rules(dice=3, teams=True), Rules(dice=3, elimination=True)])
def test_the_sheet_is_whole_at_the_smallest_window(
    qtbot: Any, window: MainWindow, rules: Rules
) -> None:
    names = ("Anna", "Ben", "Cora", "Dan", "Ella", "Finn", "Greta", "Hugo")
    players = tuple(PlayerInfo(n, "cpu" if i % 2 else "human") for i, n in enumerate(names))
    window.start_match(TwelveSettings(players, rules), seed=2)
    window.resize(window.minimumSizeHint())
    screen = window.twelve.screen
    sheet = screen.sheet
    qtbot.waitUntil(lambda: window.size() == window.minimumSizeHint())
    QApplication.processEvents()
    # Every column (sixteen targets and the total) and every row in view, nothing scrolled.
    assert sheet.horizontalScrollBar().maximum() == 0
    assert sheet.verticalScrollBar().maximum() == 0
    total = screen.model.total_column
    assert sheet.columnViewportPosition(total) + sheet.columnWidth(total) <= (
        sheet.viewport().width()
    )
    assert screen.teams_label.isVisible() is rules.teams
    if rules.teams:
        assert screen.teams_label.text() == (
            "Team 1: Anna, Cora, Ella and Greta · Team 2: Ben, Dan, Finn and Hugo"
        )


def test_a_language_switch_retranslates_the_screen(qtbot: Any, window: MainWindow) -> None:
    from chicago_desktop.ui.language import apply_language, retranslate_all

    window.start_match(TwelveSettings((ANNA, CORA)), seed=4)
    screen = window.twelve.screen
    _settle(qtbot, window)
    total = screen.model.total_column
    horizontal = Qt.Orientation.Horizontal
    assert screen.model.headerData(total, horizontal) == "Total"
    apply_language("de")
    retranslate_all()
    assert screen.model.headerData(total, horizontal) == "Gesamt"
    assert screen.home_button.text() == "&Hauptmenü"


def test_a_team_tie_is_thrown_off_between_the_teams(qtbot: Any, window: MainWindow) -> None:
    rules = Rules(teams=True)
    misses = [(6, 6) if t != 12 else (1, 1) for t in rules.targets for _seat in range(4)]
    faces = [f for pair in misses for f in pair] + [2, 2, 3, 3]  # team 1 throws 4, team 2 6
    cpus = tuple(PlayerInfo(n, "cpu") for n in ("Cora", "Dan", "Ella", "Finn"))
    screen = window.twelve.screen
    c = window.twelve.controller
    shown: list[str] = []  # what the felt said after each throw
    c.state_changed.connect(lambda: shown.append(screen.rolloff_label.text()))
    window.start_match(TwelveSettings(cpus, rules), dice=ScriptedDice(faces))
    game = c.game
    assert game is not None
    qtbot.waitUntil(lambda: c.is_over, timeout=5000)  # nobody at the computer: CPUs only
    assert any("Team 1 and Team 2 are tied at 0" in text for text in shown)
    assert game.winning_team == 1
    assert "Roll-off round 1: Team 1 (Cora) 2·2 = 4; Team 2 (Dan) 3·3 = 6." in (
        screen.rolloff_label.text()
    )
    assert screen.winner_label.text() == "Team 2 wins: Dan and Finn."
    assert screen.placings_label.text().splitlines()[0] == "1. Team 2 (Dan and Finn): 0 points"


def test_building_the_setup_opens_no_window_of_its_own(qtbot: Any, window: MainWindow) -> None:
    """A seat's level box was once shown before it had a parent: a window of its own took
    the focus from the main window (and with it every keyboard shortcut)."""
    window.show_setup()
    window.setup_screen.set_settings(TwelveSettings((ANNA, CORA, DAN)))
    window.setup_screen.set_settings(None)
    visible = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    assert visible == [window]
    qtbot.waitUntil(window.isActiveWindow)


def test_every_throw_rolls_the_dice_even_when_the_faces_repeat(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen = window.twelve.screen
    c = window.twelve.controller
    die = screen.dice[0]
    rolls: list[tuple[int | None, bool]] = []
    original = die.set_face

    def spy(face: int | None, *, roll: bool = False) -> None:
        rolls.append((face, roll))
        original(face, roll=roll)

    monkeypatch.setattr(die, "set_face", spy)
    window.start_match(TwelveSettings((ANNA, CORA)), dice=ScriptedDice([3, 4, 3, 4]))
    _settle(qtbot, window)
    assert all(not roll for _face, roll in rolls)  # a new game: nothing rolls
    assert c.press()
    qtbot.waitUntil(lambda: c.game is not None and len(c.game.actions) == 2)
    assert [r for r in rolls if r[1]] == [(3, True), (3, True)]  # Anna's 3·4, then Cora's


def test_the_preferences_pace_a_running_game(qtbot: Any, window: MainWindow) -> None:
    window.start_match(TwelveSettings((ANNA, CORA)), seed=6)
    c = window.twelve.controller
    assert c.speed == "instant"
    window._apply_preference_values({"cpu_speed": "slow", "reduced_motion": False})
    assert c.speed == "slow"
    assert not window.twelve.screen.dice[0]._reduced_motion


def test_a_finished_game_goes_into_the_statistics(qtbot: Any, window: MainWindow) -> None:
    """Issue 17 item 4: a game with a human seat is recorded; the Statistics window shows it."""
    from chicago_desktop.storage.statistics import TWELVE, load_statistics

    window.start_match(TwelveSettings((ANNA, CORA), Rules()), seed=5)
    persistence = window.twelve.persistence
    assert persistence is not None
    with qtbot.waitSignal(persistence.statistics_changed, timeout=5000):
        _play_by_keyboard(qtbot, window)
    game = window.twelve.controller.game
    assert game is not None and game.is_over
    (entry,) = load_statistics().value.twelve
    assert [s.name for s in entry.seats] == ["Anna", "Cora"]
    assert entry.seats[0].total == game.total(0) and len(entry.seats[0].throws) == 11
    stats_window = window.saved.show_statistics()
    stats_window.choose("Anna", preset=TWELVE)
    assert stats_window.pages.currentWidget() is stats_window.twelve_area
    assert stats_window.twelve_panel.figure_texts()["Games played:"] == "1"


def test_the_odds_are_written_as_the_language_writes_percentages() -> None:
    from chicago_desktop.i18n import set_language
    from chicago_desktop.ui.twelve_texts import odds_sentence

    assert odds_sentence(7, 2) == "Chance of hitting 7: 6/36 (16.7%)"
    assert odds_sentence(18, 3) == "Chance of hitting 18: 1/216 (0.5%)"
    set_language("de")
    try:
        assert "16,7" in odds_sentence(7, 2)
    finally:
        set_language("en")


def test_the_pass_button_is_never_narrower_than_its_words(qtbot: Any, window: MainWindow) -> None:
    """Issue 15 item 3: "An Ben übergeben · Leertaste" was cut at both ends at the smallest
    window; the button now takes the width of its text and the dice beside it give way."""
    from chicago_desktop.ui.language import apply_language

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_language("de", app)
    try:
        window.resize(window.minimumSizeHint())
        window.start_match(TwelveSettings((ANNA, BEN)), dice=ScriptedDice([6, 6] * 40))
        _settle(qtbot, window)
        _key(qtbot, window)  # Anna throws: "An Ben übergeben · Leertaste"
        QApplication.processEvents()
        button = window.twelve.screen.throw_button
        assert "Ben" in button.text()
        assert button.width() >= button.fontMetrics().horizontalAdvance(button.text())
        assert button.width() >= button.sizeHint().width()
    finally:
        apply_language("en", app)
