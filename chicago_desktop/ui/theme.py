"""Light and dark schemes: follow the system, or force one (Preferences → Theme).

Following the system keeps the palette Qt takes from the platform, which follows the
system's scheme (and changes with it while the game runs) wherever Qt supports dark mode.
Only a style that stays light under a dark system scheme gets the game's own dark palette;
finding that out asks the colour scheme, an enum of PySide6's ``Qt`` namespace, which the
first paint avoids (see :mod:`.first_paint`), so :func:`follow_system_scheme` runs after it,
except on Windows (:data:`ASK_SCHEME_BEFORE_PAINT`).
"""

from __future__ import annotations

import sys
from typing import Final

from PySide6 import QtCore
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

THEMES: Final = ("system", "light", "dark")
#: Whether the start asks the system's colour scheme before the first paint. On Windows the
#: classic style (the default on Windows 10) keeps a light palette under a dark scheme, so
#: the game's dark palette must be there from the first paint, or the window would flash
#: light; elsewhere the platform's palette already follows the scheme (macOS, the GNOME and
#: KDE platform themes), and the check after the first paint is only a safety net.
ASK_SCHEME_BEFORE_PAINT: Final = sys.platform == "win32"
#: Application property holding the theme last applied.
THEME_PROPERTY: Final = "chicago-theme"
#: Application property set once the system's scheme is watched.
WATCHING_PROPERTY: Final = "chicago-theme-watched"

#: The play surface: a felt cloth in both schemes, with text colours that contrast on it.
FELT_LIGHT: Final = ("#2f6d50", "#245840")
FELT_DARK: Final = ("#1f3b2f", "#172d24")
ON_FELT: Final = "#f6f2e7"
ON_FELT_DIM: Final = "#cfe0d5"
ACCENT_ON_FELT: Final = "#ffd27a"
#: The edge of an unchecked check box or radio button in the dark scheme (enabled,
#: disabled): at least 3:1 against the dark window (WCAG 1.4.11, issue 15).
INDICATOR_EDGE_DARK: Final = ("#9aa0a6", "#6b7076")


def use_dark_palette(app: QApplication) -> None:
    """The game's dark palette, with the style that keeps indicators visible on it."""
    from .contrast_style import ContrastStyle  # QStyle: never before the first paint

    if not isinstance(app.style(), ContrastStyle):
        app.setStyle(ContrastStyle(app.style().name()))
    app.setPalette(dark_palette())


def dark_palette() -> QPalette:
    """A dark palette for styles (such as Fusion) that do not provide one themselves."""
    pal = QPalette()
    window, base, text = QColor("#26282b"), QColor("#1d1f21"), QColor("#e8e6e3")
    button, highlight = QColor("#34373b"), QColor("#3d8fd6")
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        pal.setColor(group, QPalette.ColorRole.Window, window)
        pal.setColor(group, QPalette.ColorRole.WindowText, text)
        pal.setColor(group, QPalette.ColorRole.Base, base)
        pal.setColor(group, QPalette.ColorRole.AlternateBase, QColor("#2a2d30"))
        pal.setColor(group, QPalette.ColorRole.Text, text)
        pal.setColor(group, QPalette.ColorRole.Button, button)
        pal.setColor(group, QPalette.ColorRole.ButtonText, text)
        pal.setColor(group, QPalette.ColorRole.Highlight, highlight)
        pal.setColor(group, QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
        pal.setColor(group, QPalette.ColorRole.ToolTipBase, QColor("#34373b"))
        pal.setColor(group, QPalette.ColorRole.ToolTipText, text)
        pal.setColor(group, QPalette.ColorRole.PlaceholderText, QColor("#8d9196"))
        pal.setColor(group, QPalette.ColorRole.Link, QColor("#6cb4ff"))
        pal.setColor(group, QPalette.ColorRole.Light, QColor("#4a4d52"))
        pal.setColor(group, QPalette.ColorRole.Midlight, QColor("#3c3f44"))
        pal.setColor(group, QPalette.ColorRole.Mid, QColor("#2f3236"))
        pal.setColor(group, QPalette.ColorRole.Dark, QColor("#141516"))
        pal.setColor(group, QPalette.ColorRole.Shadow, QColor("#000000"))
    disabled = QColor("#7d8187")
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        pal.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Window, window)
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Base, base)
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Button, button)
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Highlight, QColor("#3a4a5a"))
    return pal


def apply_theme(app: QApplication, theme: str, *, ask_scheme: bool = True) -> None:
    """Follow the system scheme ("system"), or force "light" or "dark".

    With ``ask_scheme=False`` (the start, before the first paint) "system" keeps the
    platform's palette without asking the system's colour scheme; the window calls
    :func:`watch_system_scheme` once it is painted.
    """
    previous = app.property(THEME_PROPERTY)
    app.setProperty(THEME_PROPERTY, theme)
    forced = theme in ("light", "dark")
    hints = QGuiApplication.styleHints()
    if (forced or previous in ("light", "dark")) and hasattr(hints, "setColorScheme"):
        scheme = QtCore.Qt.ColorScheme
        wanted = {"light": scheme.Light, "dark": scheme.Dark}.get(theme, scheme.Unknown)
        hints.setColorScheme(wanted)
    if forced or previous is not None:
        app.setPalette(QPalette())  # back to the platform's (or the style's) own palette
    dark = is_dark_palette(app.palette())
    if theme == "dark" and not dark:
        use_dark_palette(app)
    elif theme == "light" and dark:
        app.setPalette(QPalette(QColor("#efefef")))
    elif theme == "system" and ask_scheme:
        follow_system_scheme(app)


def follow_system_scheme(app: QApplication) -> None:
    """Under "system": a dark system scheme that the style's palette does not follow gets
    the game's dark palette."""
    if app.property(THEME_PROPERTY) != "system":
        return
    dark_scheme = QGuiApplication.styleHints().colorScheme() == QtCore.Qt.ColorScheme.Dark
    if dark_scheme and not is_dark_palette(app.palette()):
        use_dark_palette(app)


def watch_system_scheme(app: QApplication) -> None:
    """Follow the system's scheme now and whenever it changes while the game runs (call
    after the first paint)."""

    def changed() -> None:
        if app.property(THEME_PROPERTY) == "system":
            apply_theme(app, "system")

    follow_system_scheme(app)
    if not app.property(WATCHING_PROPERTY):  # once per application, however many windows
        app.setProperty(WATCHING_PROPERTY, True)
        QGuiApplication.styleHints().colorSchemeChanged.connect(changed)


def is_dark_palette(palette: QPalette) -> bool:
    """True for a dark scheme."""
    return palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5


def felt_colors(palette: QPalette) -> tuple[QColor, QColor]:
    """The two colours of the felt's gradient for the current scheme."""
    top, bottom = FELT_DARK if is_dark_palette(palette) else FELT_LIGHT
    return QColor(top), QColor(bottom)
