"""The window's view of the user's settings (chicago_desktop.storage.settings).

The storage package owns the file format, its location and its upgrades. This module only
loads and saves through it and converts the last setup to and from the controller's
:class:`~chicago_desktop.controller.MatchSettings`. While the storage package is not
installed (it is developed alongside), settings live in memory for the session.
"""

from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..controller import MatchSettings

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class _SeatSetup:
    name: str
    type: str = "human"
    level: str = "medium"


@dataclass(frozen=True)
class _GameSetup:
    seats: tuple[_SeatSetup, ...] = ()
    max_throws: int = 3
    losses_to_out: int = 3


@dataclass(frozen=True)
class _Settings:
    language: str = "en"
    last_setup: Any = None
    cpu_speed: str = "normal"
    reduced_motion: bool = False
    show_hints: bool = True
    window_geometry: str | None = None
    tutorial_offered: bool = False
    dark_mode: str = "system"
    extra: dict[str, Any] = field(default_factory=dict)


def _storage() -> Any | None:
    try:
        module = importlib.import_module("chicago_desktop.storage.settings")
    except ImportError:
        return None
    needed = ("Settings", "load_settings", "save_settings")
    return module if all(hasattr(module, n) for n in needed) else None


class SettingsStore:
    """Loads the settings once, hands out the current value, saves changes."""

    def __init__(self) -> None:
        self._module = _storage()
        self.notice: str | None = None
        if self._module is None:
            self._value: Any = _Settings()
            return
        try:
            loaded = self._module.load_settings()
            self._value = loaded.value
            self.notice = getattr(loaded, "notice", None)
        except Exception as exc:  # a broken settings file must never stop the game
            log.exception("settings could not be loaded")
            self._value = self._module.Settings()
            self.notice = str(exc)

    @property
    def value(self) -> Any:
        """The current settings (a frozen dataclass)."""
        return self._value

    def get(self, name: str, default: Any = None) -> Any:
        """One setting, or ``default`` if this version of the settings lacks it."""
        return getattr(self._value, name, default)

    def update(self, **changes: Any) -> None:
        """Change some settings and save them."""
        known = {k: v for k, v in changes.items() if hasattr(self._value, k)}
        if not known:
            return
        self._value = replace(self._value, **known)
        self.save()

    def save(self) -> None:
        """Write the settings (failures are logged, never raised into the window)."""
        if self._module is None:
            return
        try:
            self._module.save_settings(self._value)
        except Exception:  # disk full, read-only home: keep playing
            log.exception("settings could not be saved")

    # ----------------------------------------------------------- last setup
    def last_setup(self) -> MatchSettings | None:
        """The setup of the last match started, if any and still valid."""
        setup = self.get("last_setup")
        if setup is None:
            return None
        from ..controller import MatchSettings
        from ..records import PlayerInfo

        try:
            players = tuple(
                PlayerInfo(
                    str(s.name),
                    "cpu" if s.type == "cpu" else "human",
                    str(s.level) if s.type == "cpu" else None,
                )
                for s in setup.seats
            )
            return MatchSettings(players, int(setup.max_throws), int(setup.losses_to_out))
        except (AttributeError, TypeError, ValueError):
            return None

    def remember_setup(self, settings: MatchSettings) -> None:
        """Store ``settings`` as the last setup."""
        seat_cls, game_cls = _SeatSetup, _GameSetup
        if self._module is not None:
            seat_cls = getattr(self._module, "SeatSetup", _SeatSetup)
            game_cls = getattr(self._module, "GameSetup", _GameSetup)
        seats = tuple(
            seat_cls(name=p.name, type=p.type, level=p.level or "medium") for p in settings.players
        )
        setup = game_cls(
            seats=seats, max_throws=settings.max_throws, losses_to_out=settings.losses_to_out
        )
        self.update(last_setup=setup)
