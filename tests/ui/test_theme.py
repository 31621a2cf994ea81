"""Light, dark and the system's scheme (ui/theme.py), and the palette they leave behind."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from chicago_desktop.ui import theme
from chicago_desktop.ui.theme import apply_theme, follow_system_scheme, is_dark_palette

from .conftest import make_window


def _window_colour(app: QApplication) -> str:
    return app.palette().color(QPalette.ColorRole.Window).name()


def test_system_keeps_the_platforms_palette_and_dark_and_back_restores_it(qapp: Any) -> None:
    apply_theme(qapp, "system")
    platform = _window_colour(qapp)
    assert not is_dark_palette(qapp.palette())  # the offscreen platform is light
    apply_theme(qapp, "dark")
    assert is_dark_palette(qapp.palette())
    assert qapp.property(theme.THEME_PROPERTY) == "dark"
    apply_theme(qapp, "system")
    assert _window_colour(qapp) == platform
    apply_theme(qapp, "light")
    assert _window_colour(qapp) == platform
    apply_theme(qapp, "system", ask_scheme=False)
    assert _window_colour(qapp) == platform


class _Slots:
    """A stand-in for a signal: keeps what is connected."""

    def __init__(self) -> None:
        self.slots: list[Any] = []

    def connect(self, slot: Any) -> None:
        self.slots.append(slot)


class _DarkScheme:
    """Style hints of a system in dark mode whose style keeps a light palette (such as
    the classic Windows style)."""

    colorSchemeChanged = _Slots()  # noqa: N815 - Qt's name

    def colorScheme(self) -> Qt.ColorScheme:  # noqa: N802 - Qt's name
        return Qt.ColorScheme.Dark


def test_a_dark_system_scheme_on_a_light_palette_gets_the_games_dark_palette(
    qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    apply_theme(qapp, "system", ask_scheme=False)
    monkeypatch.setattr(QGuiApplication, "styleHints", staticmethod(_DarkScheme))
    assert not is_dark_palette(qapp.palette())  # the start: not asked yet
    follow_system_scheme(qapp)
    assert is_dark_palette(qapp.palette())
    assert _window_colour(qapp) == theme.dark_palette().color(QPalette.ColorRole.Window).name()


def test_follow_system_scheme_leaves_a_forced_theme_alone(
    qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    apply_theme(qapp, "light")
    monkeypatch.setattr(QGuiApplication, "styleHints", staticmethod(_DarkScheme))
    follow_system_scheme(qapp)
    assert not is_dark_palette(qapp.palette())


def test_once_painted_the_window_follows_a_change_of_the_system_scheme(qtbot: Any) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = make_window(qtbot, started=True)  # runs finish_start, as after the first paint
    assert window.isVisible()
    assert app.property(theme.WATCHING_PROPERTY) is True
    platform = _window_colour(app)
    app.setPalette(theme.dark_palette())  # what a dark scheme left behind
    hints = app.styleHints()
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)  # the system turns light
    assert _window_colour(app) == platform


@pytest.mark.parametrize("before_paint", [True, False])
def test_where_the_style_may_ignore_a_dark_scheme_it_is_asked_before_the_first_paint(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, before_paint: bool
) -> None:
    """On Windows (ASK_SCHEME_BEFORE_PAINT) the window is dark from its first paint;
    elsewhere the platform's palette stands until the check after the first paint."""
    from chicago_desktop.ui import main_window

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, "system", ask_scheme=False)
    monkeypatch.setattr(main_window, "ASK_SCHEME_BEFORE_PAINT", before_paint)
    monkeypatch.setattr(QGuiApplication, "styleHints", staticmethod(_DarkScheme))
    # The fake hints get a watcher of their own: the application's real one is left alone.
    monkeypatch.setattr(theme, "WATCHING_PROPERTY", "chicago-theme-watched-in-test")
    app.setProperty("chicago-theme-watched-in-test", False)
    window = main_window.MainWindow()
    qtbot.addWidget(window)
    assert is_dark_palette(app.palette()) is before_paint
    window.finish_start()
    assert is_dark_palette(app.palette())
