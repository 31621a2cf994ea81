"""The window's view of the user's settings (chicago_desktop.storage.settings).

The storage package owns the file format, its location and its upgrades. This module only
loads and saves through it and converts the last setup to and from the controller's
:class:`~chicago_desktop.controller.MatchSettings`. It is plain Python: the window reads
the settings before PySide6 is imported (see ``ui/app.py``).
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..storage import settings as storage

if TYPE_CHECKING:
    from ..controller import MatchSettings

log = logging.getLogger(__name__)


class SettingsStore:
    """Loads the settings once, hands out the current value, saves changes."""

    def __init__(self) -> None:
        self.notice: str | None = None
        try:
            loaded = storage.load_settings()
            self._value: storage.Settings = loaded.value
            self.notice = loaded.notice
        except Exception as exc:  # a broken settings file must never stop the game
            log.exception("settings could not be loaded")
            self._value = storage.Settings()
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
        try:
            storage.save_settings(self._value)
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
            return MatchSettings(
                players,
                int(setup.max_throws),
                int(setup.losses_to_out),
                preset=str(getattr(setup, "preset", "classic")),
                searches=int(getattr(setup, "searches", 3)),
            )
        except (AttributeError, TypeError, ValueError):
            return None

    def remember_setup(self, settings: MatchSettings) -> None:
        """Store ``settings`` as the last setup."""
        seats = tuple(
            storage.SeatSetup(name=p.name, type=p.type, level=p.level or "medium")
            for p in settings.players
        )
        setup = storage.GameSetup(
            seats=seats,
            # Only classic offers a choice of throws (R40); the others always have 3.
            max_throws=settings.max_throws if settings.preset == "classic" else 3,
            losses_to_out=settings.losses_to_out,
            preset=settings.preset,
            searches=settings.searches,
        )
        self.update(last_setup=setup)
