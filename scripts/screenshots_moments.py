"""Screenshots of the table's moments (issue 15): the end of a round, the handover between
two humans, the end of the match, *Skip to the result*, the question before a match is
discarded and the round-end choice in Preferences; light and dark, at the default size.

    QT_QPA_PLATFORM=offscreen python scripts/screenshots_moments.py [OUTPUT_DIR] [LANG] [TAG] [min]

Files are named ``moment-<view>-<scheme>[-<lang>][-<tag>].png``. The script also runs on a
checkout without the moments (``TAG`` = ``before``, with that checkout first on
``PYTHONPATH``): it then shoots the same states as that window shows them — the end of a
round during the pace's pause, the next human's turn a moment after the last one stopped,
and the end of the match.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CHICAGO_DESKTOP_HOME", tempfile.mkdtemp(prefix="chicago-moments-"))

from PySide6.QtWidgets import QApplication, QWidget

from chicago_desktop.controller import GameController, MatchSettings
from chicago_desktop.engine import Match, ScriptedDice, Stop, Throw
from chicago_desktop.records import PlayerInfo
from chicago_desktop.ui.language import apply_language
from chicago_desktop.ui.main_window import MainWindow
from chicago_desktop.ui.preferences import SettingsStore

SIZE = (1100, 720)
MIN_SIZE = (660, 702)  # the window's minimum (scripts/screenshots_presets.py)


class OneThrow:
    """A CPU that throws once and stops."""

    def decide(self, match: Match) -> Throw | Stop:
        turn = match.turn
        assert turn is not None
        return Throw() if turn.throws == 0 else Stop()


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


def window_for(app: QApplication, scheme: str, speed: str) -> tuple[MainWindow, GameController]:
    store = SettingsStore()
    store.update(dark_mode=scheme, reduced_motion=True, cpu_speed=speed)
    controller = GameController(cpu_factory=lambda level, seed: OneThrow(), speed=speed)
    window = MainWindow(store, controller)
    window.resize(*(MIN_SIZE if "min" in sys.argv[4:] else SIZE))
    window.show()
    pump(app)
    return window, controller


def moment(c: GameController, kind: str) -> bool:
    m = getattr(c, "moment", None)
    return m is not None and m.kind == kind


def shoot(app: QApplication, out: Path, scheme: str, suffix: str, has_moments: bool) -> None:
    """Every moment in one colour scheme."""

    def save(widget: QWidget, view: str) -> None:
        path = out / f"moment-{view}-{scheme}{suffix}.png"
        widget.grab().save(str(path))
        print(path)

    # Two humans and a CPU: Anna stops, the computer goes to Ben; Cora takes the loss.
    players = (PlayerInfo("Anna"), PlayerInfo("Benedikt Maria"), PlayerInfo("Cora", "cpu"))
    window, c = window_for(app, scheme, "slow")
    dice = [1, 4, 2, 6, 6, 5, 2, 2, 3] + [5, 5, 5, 2, 2, 3, 4, 4, 4] * 20
    window.start_match(MatchSettings(players, 3, 2), dice=ScriptedDice(dice), first_leader=0)
    pump(app, lambda: c.awaiting_human)
    c.throw()
    pump(app, lambda: c.awaiting_human)
    c.stop()
    if has_moments:
        pump(app, lambda: moment(c, "handover"))
    else:  # the pause after Anna's turn: the heading still names her
        pump(app, lambda: c.busy and c.shown_seat == 0 and c.round_result(0) is not None)
        pump(app, None)
    save(window, "handover")
    if has_moments:
        c.continue_moment()
    pump(app, lambda: c.awaiting_human and c.shown_seat == 1)
    c.throw()
    pump(app, lambda: c.awaiting_human or c.busy)
    if c.can_stop():
        c.stop()
    if has_moments:
        pump(app, lambda: moment(c, "round_end"))
    else:
        pump(app, lambda: c.last_outcome is not None and window.table.banner.isVisible())
    pump(app, None)
    save(window, "round-end")
    if has_moments:
        c.continue_moment()

    # The rest at once; Ben and Anna hand the computer to each other.
    c.set_speed("instant")
    while not c.is_over:
        if has_moments and c.moment is not None and not c.moment.timed:
            c.continue_moment()
        if c.awaiting_human:
            c.throw()
            if c.can_stop():
                c.stop()
        pump(app, lambda: c.awaiting_human or c.is_over or getattr(c, "moment", None), 30)
    pump(app, None)
    save(window, "match-end")

    # Anna goes out (2 losses) and the CPUs play on: Skip to the result.
    if has_moments:
        cpus = (PlayerInfo("Anna"), PlayerInfo("Cora", "cpu"), PlayerInfo("Dan", "cpu"))
        lose = [2, 2, 3, 5, 5, 5, 4, 4, 4, 5, 5, 5, 4, 4, 4, 2, 2, 3] + [5, 5, 5, 4, 4, 4] * 9
        window.start_match(MatchSettings(cpus, 1, 2), dice=ScriptedDice(lose), first_leader=0)
        while not c.can_finish_quickly():
            if c.awaiting_human:
                c.throw()
            pump(app, lambda: c.awaiting_human or c.can_finish_quickly(), 30)
        c.set_speed("slow")
        pump(app, lambda: c.busy)
        pump(app, None)
        save(window, "skip")
        c.finish_quickly()
        pump(app, lambda: c.is_over, 30)

    if has_moments:
        window.start_match(MatchSettings(players, 3, 2), dice=ScriptedDice(dice))
        pump(app, lambda: c.awaiting_human)
        c.throw()
        window.new_game_action.trigger()
        pump(app, None)
        box = window.unfinished.box
        assert box is not None
        save(box, "discard")
        box.reject()
        dialog = window.show_preferences()
        pump(app, None)
        save(dialog, "preferences")
        dialog.reject()
    window.close()
    window.deleteLater()
    pump(app)


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    tag = sys.argv[3] if len(sys.argv) > 3 else ""
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")
    apply_language(lang, app)
    suffix = ("" if lang == "en" else f"-{lang}") + (f"-{tag}" if tag else "")
    has_moments = hasattr(GameController, "continue_moment")

    for scheme in ("light", "dark"):
        shoot(app, out, scheme, suffix, has_moments)
    return 0


if __name__ == "__main__":
    sys.exit(main())
