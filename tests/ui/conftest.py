"""Qt tests run headless, with every user folder inside the test's tmp_path."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from chicago_desktop.engine import Match, Stop, Throw

if TYPE_CHECKING:
    from chicago_desktop.ui.main_window import MainWindow


def _in_english(app: Any) -> bool:
    """Whether everything :func:`apply_language` sets is as it sets it for English: our
    catalogs, Qt's default locale, no translator of Qt's own strings, the UI font."""
    from PySide6.QtCore import QLocale
    from PySide6.QtGui import QFont

    from chicago_desktop import i18n
    from chicago_desktop.ui.language import BASE_FONT_PROPERTY, qt_translator

    base = app.property(BASE_FONT_PROPERTY)
    return (
        i18n.current_language() == "en"
        and QLocale().name() == QLocale("en").name()
        and qt_translator(app) is None
        and (not isinstance(base, QFont) or app.font() == base)
    )


@pytest.fixture(autouse=True)
def _english(qapp: Any) -> Iterator[None]:
    """The language is process-wide: every test starts and ends in English.

    A test that switches language (the monkey can reach Preferences and pick one) would
    otherwise leave the next tests reading German or Japanese. Only a test that left
    English is switched back: applying a language re-translates every window still open
    (at the end of a test, the one it closed), about 40 ms for the main window.
    """
    from chicago_desktop.ui.language import apply_language

    if not _in_english(qapp):
        apply_language("en", qapp)
    yield
    if not _in_english(qapp):
        apply_language("en", qapp)


@pytest.fixture(autouse=True)
def _system_theme(qapp: Any) -> Iterator[None]:
    """The palette is process-wide too: every test ends following the system's scheme.

    A test that left the theme and palette as it found them following the system is not
    given the system's palette again (that re-polishes every window still open).
    """
    from PySide6.QtGui import QPalette

    from chicago_desktop.ui.theme import THEME_PROPERTY, apply_theme

    theme = qapp.property(THEME_PROPERTY)
    palette = QPalette(qapp.palette())
    yield
    unchanged = (
        theme == "system"
        and qapp.property(THEME_PROPERTY) == "system"
        and qapp.palette() == palette
        and qapp.palette().resolveMask() == palette.resolveMask()
    )
    if not unchanged:
        apply_theme(qapp, "system")


@pytest.fixture(autouse=True)
def _user_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Point settings, data and config folders at tmp_path; keep CPUs simple by default."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("CHICAGO_DESKTOP_HOME", str(home))
    monkeypatch.setenv("HOME", str(home))
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(var, str(home / var.lower()))
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    yield


@pytest.fixture(autouse=True)
def _no_fsync(monkeypatch: pytest.MonkeyPatch) -> None:
    """Skip forcing saves to disk: the window saves settings, progress and the autosave after
    nearly every step, and each fsync waits on a disk shared with whatever else runs.

    These tests check what the window shows and saves, not durability; tests/storage
    (test_atomic.py, test_kill.py) checks that, with fsync in place. Files are still
    written and replaced atomically, only not flushed to the disk.
    """
    monkeypatch.setattr(os, "fsync", lambda fd: None)


@dataclass
class ScriptedCpu:
    """A CPU that follows a plan: a list of actions per turn, consumed in order.

    Without a plan it throws once and stops, so scripted dice stay easy to count.
    """

    plan: list[Throw | Stop] = field(default_factory=list)
    decided: list[Throw | Stop] = field(default_factory=list)

    def decide(self, match: Match) -> Throw | Stop:
        turn = match.turn
        assert turn is not None
        default: Throw | Stop = Throw() if turn.throws == 0 else Stop()
        action = self.plan.pop(0) if self.plan else default
        self.decided.append(action)
        return action


@pytest.fixture
def scripted_cpu_factory() -> object:
    """A cpu_factory making ScriptedCpu players (throw once, stop)."""

    def factory(level: str, seed: int | None = None) -> ScriptedCpu:
        return ScriptedCpu()

    return factory


#: Rounds of event processing :func:`wait_until` tries before it sleeps between checks.
SPINS = 200


def wait_until(qtbot: Any, condition: Callable[[], object], timeout: int = 5000) -> None:
    """``qtbot.waitUntil`` without its 10 ms sleep before each new check.

    At instant pace a match and a lesson move on zero-delay timers: processing the pending
    events until ``condition`` holds takes a fraction of a millisecond where every sleep of
    waitUntil took ten. Anything still pending after a few rounds (an animation, a real
    pause) falls back to ``qtbot.waitUntil``, whose timeout stays the watchdog.
    """
    from PySide6.QtWidgets import QApplication

    for _ in range(SPINS):
        if condition():
            return
        QApplication.processEvents()
    qtbot.waitUntil(lambda: bool(condition()), timeout=timeout)


def make_window(qtbot: Any, *, started: bool = False) -> MainWindow:
    """The real main window at instant CPU speed, shown, exposed and active (for keys).

    ``started`` also runs what the app does after the first paint (saved state, notices).
    """
    from chicago_desktop.controller import GameController
    from chicago_desktop.ui.main_window import MainWindow
    from chicago_desktop.ui.preferences import SettingsStore

    store = SettingsStore()
    store.update(reduced_motion=True, cpu_speed="instant")
    controller = GameController(cpu_factory=lambda level, seed: ScriptedCpu(), speed="instant")
    win = MainWindow(store, controller)
    qtbot.addWidget(win)
    with qtbot.waitExposed(win):
        win.show()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    if started:
        win.finish_start()
    return win
