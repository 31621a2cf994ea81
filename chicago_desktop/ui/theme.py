"""Light and dark schemes: follow the system, or force one (Preferences → Theme)."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

THEMES: Final = ("system", "light", "dark")

#: The play surface: a felt cloth in both schemes, with text colours that contrast on it.
FELT_LIGHT: Final = ("#2f6d50", "#245840")
FELT_DARK: Final = ("#1f3b2f", "#172d24")
ON_FELT: Final = "#f6f2e7"
ON_FELT_DIM: Final = "#cfe0d5"
ACCENT_ON_FELT: Final = "#ffd27a"


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


def apply_theme(app: QApplication, theme: str) -> None:
    """Follow the system scheme, or force light or dark."""
    hints = QGuiApplication.styleHints()
    scheme = {
        "light": Qt.ColorScheme.Light,
        "dark": Qt.ColorScheme.Dark,
    }.get(theme, Qt.ColorScheme.Unknown)
    if hasattr(hints, "setColorScheme"):
        hints.setColorScheme(scheme)
    style = app.style()
    base = style.standardPalette() if style is not None else QPalette()
    if theme == "dark" or (theme == "system" and hints.colorScheme() == Qt.ColorScheme.Dark):
        if base.color(QPalette.ColorRole.Window).lightnessF() >= 0.5:
            base = dark_palette()
    elif base.color(QPalette.ColorRole.Window).lightnessF() < 0.5 and theme == "light":
        base = QPalette(QColor("#efefef"))
    app.setPalette(base)


def is_dark_palette(palette: QPalette) -> bool:
    """True for a dark scheme."""
    return palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5


def felt_colors(palette: QPalette) -> tuple[QColor, QColor]:
    """The two colours of the felt's gradient for the current scheme."""
    top, bottom = FELT_DARK if is_dark_palette(palette) else FELT_LIGHT
    return QColor(top), QColor(bottom)
