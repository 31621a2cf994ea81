"""The window's words for engine values live in :mod:`chicago_desktop.texts` (no Qt)."""

from ..texts import (
    LEVEL_NAMES,
    PRESET_NAMES,
    SPEED_NAMES,
    THEME_NAMES,
    dice_text,
    kind_text,
    level_name,
    names_text,
    preset_name,
    speed_name,
    status_text,
    theme_name,
    throws_text,
)

__all__ = [
    "LEVEL_NAMES",
    "PRESET_NAMES",
    "SPEED_NAMES",
    "THEME_NAMES",
    "dice_text",
    "kind_text",
    "level_name",
    "names_text",
    "preset_name",
    "speed_name",
    "status_text",
    "theme_name",
    "throws_text",
]
