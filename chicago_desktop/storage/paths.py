"""Where the game keeps its files: the platform's folders for the app, or one folder of choice.

The three kinds of file live where each platform expects them (``platformdirs``): settings
in the config folder, statistics in the data folder, the autosaved match in the state
folder. Setting :data:`ENV_VAR` moves all three into subfolders of one folder, so tests never
touch the real home and the game can run portably from a stick.

Some platforms put two or all three folders in the same place (Windows, macOS), so every
file has a distinct name and nothing relies on the folders being different.

Folders are created when they are asked for, never at import time.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Final

import platformdirs

ENV_VAR: Final = "CHICAGO_DESKTOP_HOME"
APP_NAME: Final = "chicago-desktop"

SETTINGS_FILE: Final = "settings.json"
STATISTICS_FILE: Final = "statistics.json"
AUTOSAVE_FILE: Final = "autosave.chicago.json"
TUTORIAL_PROGRESS_FILE: Final = "tutorial-progress.json"


def home_override() -> Path | None:
    """The folder named by :data:`ENV_VAR`, or None when it is unset or empty."""
    value = os.environ.get(ENV_VAR, "").strip()
    return Path(value).expanduser().absolute() if value else None


def _folder(sub: str, platform_folder: Callable[..., Path]) -> Path:
    root = home_override()
    folder = root / sub if root is not None else platform_folder(APP_NAME, appauthor=False)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def config_dir() -> Path:
    """The folder for settings (created on demand)."""
    return _folder("config", platformdirs.user_config_path)


def data_dir() -> Path:
    """The folder for statistics (created on demand)."""
    return _folder("data", platformdirs.user_data_path)


def state_dir() -> Path:
    """The folder for the autosaved match and tutorial progress (created on demand)."""
    return _folder("state", platformdirs.user_state_path)


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / SETTINGS_FILE


def statistics_path() -> Path:
    """The statistics file."""
    return data_dir() / STATISTICS_FILE


def autosave_path() -> Path:
    """The autosaved match in progress (a game record, shared/RECORDS.md)."""
    return state_dir() / AUTOSAVE_FILE


def tutorial_progress_path() -> Path:
    """Where the tutorial remembers which lessons are done."""
    return state_dir() / TUTORIAL_PROGRESS_FILE
