"""Screenshots of every preset at the table: its table, the call, the end of a round and the
end of the match, light and dark, at the window's minimum and default sizes.

    QT_QPA_PLATFORM=offscreen python scripts/screenshots_presets.py [OUTPUT_DIR] [LANG]

The CPU seats make simple legal moves and the dice are a seeded list, so the pictures are
the same on every run. Files are named ``preset-<preset>-<view>-<scheme>-<size>.png``
(``-<lang>`` added for a language other than English).
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CHICAGO_DESKTOP_HOME", tempfile.mkdtemp(prefix="chicago-shots-"))

from PySide6.QtWidgets import QApplication

from chicago_desktop.controller import GameController, MatchSettings
from chicago_desktop.engine import (
    PRESET_NAMES,
    Action,
    Call,
    MakeCall,
    Match,
    ScriptedDice,
    Stop,
    Throw,
    TurnSixes,
)
from chicago_desktop.records import PlayerInfo
from chicago_desktop.session import legal_actions
from chicago_desktop.ui.language import apply_language
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.preferences import SettingsStore

DEFAULT_SIZE = (1100, 720)
MIN_SIZE = (660, 702)
PLAYERS = (
    PlayerInfo("Anna"),
    PlayerInfo("Ben", "cpu", "hard"),
    PlayerInfo("Cora", "cpu", "medium"),
    PlayerInfo("Dan", "cpu", "easy"),
)
#: A call per CPU seat, so the pictures show calls other than the default.
CALLS = {1: Call(ones=100, sixes=6, high=True), 2: Call(ones=1, sixes=60, high=False)}


class SimpleCpu:
    """Legal moves: the seat's call, sixes turned, one throw more below 150, then stop."""

    def decide(self, match: Match) -> Action:
        seat = match.current_seat
        assert seat is not None
        legal = legal_actions(match, seat)
        if legal.call_due:
            return MakeCall(CALLS.get(seat, Call()))
        if legal.may_turn_sixes:
            return TurnSixes()
        turn = match.turn
        assert turn is not None
        if turn.throws == 0 or not legal.may_stop:
            return Throw(min(legal.throw_holds, key=len))
        if legal.may_throw and turn.throws == 1 and match.score_of(turn.faces or (1, 1, 1)) < 150:
            return Throw(min(legal.throw_holds, key=len))
        return Stop()


def pump(app: QApplication, until: Callable[[], bool] | None = None, limit: float = 20.0) -> None:
    end = time.monotonic() + limit
    settle = time.monotonic() + 0.3
    while time.monotonic() < end:
        app.processEvents()
        if until is not None and until():
            app.processEvents()
            return
        if until is None and time.monotonic() > settle:
            return
        time.sleep(0.005)
    if until is not None:
        raise RuntimeError("the screen did not reach the expected state")


def faces(seed: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.randint(1, 6) for _ in range(6000)]


def anna_plays(window: MainWindow) -> None:
    """Anna's move: the default call, sixes turned, one throw, then stop."""
    c = window.controller
    if c.call_due():
        window.table.call_panel.make_call()
    elif c.can_turn_sixes():
        c.turn_sixes()
    elif c.shown_throws == 0 or not c.can_stop():
        c.throw()
    else:
        c.stop()


def shoot_preset(
    app: QApplication, out: Path, preset: str, *, scheme: str, size: str, suffix: str
) -> None:
    store = SettingsStore()
    store.update(dark_mode=scheme, reduced_motion=True, cpu_speed="instant")
    controller = GameController(cpu_factory=lambda level, seed: SimpleCpu(), speed="instant")
    window = MainWindow(store, controller)
    window.show()
    pump(app)
    if size == "min":
        hint = window.minimumSizeHint()
        window.resize(hint)
    else:
        window.resize(*DEFAULT_SIZE)
    pump(app)

    def save(name: str) -> None:
        path = out / f"preset-{preset}-{name}-{scheme}-{size}{suffix}.png"
        window.grab().save(str(path))
        print(path, window.width(), window.height())

    seed = PRESET_NAMES.index(preset) + 5
    settings = MatchSettings(PLAYERS, 3, 3, preset=preset, searches=3)

    # The call: Anna leads, throws, stops; the panel is open with her dice.
    if preset not in ("classic", "pub"):
        window.start_match(settings, dice=ScriptedDice(faces(seed)), first_leader=0)
        pump(app, lambda: controller.awaiting_human)
        controller.throw()
        pump(app, lambda: controller.awaiting_human)
        if controller.can_turn_sixes():
            controller.turn_sixes()
            pump(app, lambda: controller.awaiting_human)
            controller.throw()
            pump(app, lambda: controller.awaiting_human)
        if controller.can_stop():
            controller.stop()
        pump(app, controller.call_due)
        window.table.call_panel.toggle_sixes()  # sixes 6: the value changes live
        pump(app)
        save("call")

    # The table: Ben leads and calls; Anna has thrown and may throw again.
    window.start_match(settings, dice=ScriptedDice(faces(seed + 100)), first_leader=1)
    pump(app, lambda: controller.awaiting_human)
    while not (
        controller.awaiting_human and controller.shown_throws >= 1 and controller.can_stop()
    ):
        anna_plays(window) if controller.shown_throws else controller.throw()
        pump(app, lambda: controller.awaiting_human or controller.is_over)
    save("table")
    # The end of the round, during the pause after it (slow pacing).
    session = controller.session
    assert session is not None
    scored = len(session.outcomes)
    controller.set_speed("slow")
    while len(session.outcomes) == scored:
        if controller.awaiting_human:
            anna_plays(window)
        pump(app, lambda: controller.awaiting_human or len(session.outcomes) > scored)

    def round_shown() -> bool:
        outcome = controller.last_outcome
        return outcome is not None and outcome.summary.index == scored and controller.busy

    pump(app, round_shown)
    # The end of the round is held on the felt (its panel) where the window has moments.
    moments = getattr(window.table, "moments", None)
    pump(app, lambda: window.table.banner.isVisible() or bool(moments and controller.moment))
    save("round")
    controller.set_speed("instant")
    if moments is not None:
        controller.continue_moment()
    pump(app, lambda: controller.awaiting_human or controller.is_over)
    while not controller.is_over:
        if controller.awaiting_human:
            anna_plays(window)
        pump(app, lambda: controller.awaiting_human or controller.is_over, 30)
    pump(app)
    save("end")
    window.close()
    window.deleteLater()
    pump(app)


def shoot_setup(app: QApplication, out: Path, *, scheme: str, size: str, suffix: str) -> None:
    """The setup with basic chosen: the list of games, its details and its one setting."""
    store = SettingsStore()
    store.update(dark_mode=scheme, reduced_motion=True, cpu_speed="instant")
    window = MainWindow(store, GameController(cpu_factory=lambda level, seed: SimpleCpu()))
    window.show()
    window.show_setup()
    window.setup_screen.set_settings(MatchSettings(PLAYERS, 3, 3, preset="basic", searches=5))
    pump(app)
    # The window's minimum is the table's (the setup scrolls): the size the table shots use.
    window.resize(*(MIN_SIZE if size == "min" else DEFAULT_SIZE))
    pump(app)
    path = out / f"setup-games-{scheme}-{size}{suffix}.png"
    window.grab().save(str(path))
    print(path, window.width(), window.height())
    window.close()
    window.deleteLater()
    pump(app)


def main() -> int:
    out = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parents[1] / "docs" / "screenshots"
    )
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    presets = sys.argv[3].split(",") if len(sys.argv) > 3 else list(PRESET_NAMES)
    sizes = sys.argv[4].split(",") if len(sys.argv) > 4 else ["default", "min"]
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")
    apply_language(lang, app)
    suffix = "" if lang == "en" else f"-{lang}"
    for scheme in ("light", "dark"):
        for size in sizes:
            shoot_setup(app, out, scheme=scheme, size=size, suffix=suffix)
    for preset in presets:
        for scheme in ("light", "dark"):
            for size in sizes:
                shoot_preset(app, out, preset, scheme=scheme, size=size, suffix=suffix)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
