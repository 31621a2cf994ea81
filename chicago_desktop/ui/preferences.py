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
    from ..controller import MatchSettings, TwelveSettings

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
    def last_setup(self) -> MatchSettings | TwelveSettings | None:
        """The setup of the last match started, if any and still valid.

        A Chicago 2–12 setup (R60) comes back as :class:`TwelveSettings`, its CPUs without
        a level (they only throw).
        """
        setup = self.get("last_setup")
        if setup is None:
            return None
        from ..controller import MatchSettings
        from ..records import PlayerInfo

        try:
            twelve = setup.preset == storage.TWELVE
            players = tuple(
                PlayerInfo(
                    str(s.name),
                    "cpu" if s.type == "cpu" else "human",
                    str(s.level) if s.type == "cpu" and not twelve else None,
                )
                for s in setup.seats
            )
            if twelve:
                return _twelve_settings(players, setup.variations)
            return MatchSettings(
                players,
                int(setup.max_throws),
                int(setup.losses_to_out),
                preset=str(getattr(setup, "preset", "classic")),
                searches=int(getattr(setup, "searches", 3)),
            )
        except (AttributeError, TypeError, ValueError):
            return None

    def remember_setup(self, settings: MatchSettings | TwelveSettings) -> None:
        """Store ``settings`` as the last setup; the other game's own choices are kept."""
        from ..controller import MatchSettings

        seats = tuple(
            storage.SeatSetup(name=p.name, type=p.type, level=p.level or "medium")
            for p in settings.players
        )
        before = self.get("last_setup")
        if isinstance(settings, MatchSettings):
            setup = storage.GameSetup(
                seats=seats,
                # Only classic offers a choice of throws (R40); the others always have 3.
                max_throws=settings.max_throws if settings.preset == "classic" else 3,
                losses_to_out=settings.losses_to_out,
                preset=settings.preset,
                searches=settings.searches,
                variations=before.variations if before is not None else storage.TwelveVariations(),
            )
        else:
            rules = settings.rules()
            setup = storage.GameSetup(
                seats=seats,
                max_throws=before.max_throws if before is not None else 3,
                losses_to_out=before.losses_to_out if before is not None else 3,
                preset=storage.TWELVE,
                searches=before.searches if before is not None else 3,
                variations=storage.TwelveVariations(
                    rules.dice, rules.order.value == "down", rules.teams, rules.elimination
                ),
            )
        self.update(last_setup=setup)


def _twelve_settings(players: tuple[Any, ...], variations: Any) -> TwelveSettings:
    """A Chicago 2–12 setup from the stored variations (R61)."""
    from ..controller import TwelveSettings
    from ..two_to_twelve import Order, Rules

    order = Order.DOWN if variations.reverse else Order.UP
    rules = Rules(variations.dice, order, variations.teams, variations.elimination)
    return TwelveSettings(players, rules)
