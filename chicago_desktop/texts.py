"""Words the game shows for engine values, translated when shown.

Plain Python (no Qt): the window, the command line reports and the tutorial all name
levels, presets and standings the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .i18n import N_, _, ngettext, pgettext

if TYPE_CHECKING:  # the window imports this module before the engine is needed
    from .engine import Status
    from .records import PlayerInfo

LEVEL_NAMES: Final = {
    "easy": N_("Easy"),
    "medium": N_("Medium"),
    "hard": N_("Hard"),
    "expert": N_("Expert"),
}
PRESET_NAMES: Final = {
    "classic": N_("Classic"),
    "basic": N_("Basic"),
    "bavarian": N_("Bavarian"),
    "tschigg": N_("Tschigg"),
    "pub": N_("Pub"),
}
SPEED_NAMES: Final = {
    "slow": N_("Slow"),
    "normal": N_("Normal"),
    "fast": N_("Fast"),
    "instant": N_("Instant"),
}
THEME_NAMES: Final = {
    "system": N_("Follow the system"),
    "light": N_("Light"),
    "dark": N_("Dark"),
}


def level_name(level: str | None) -> str:
    """A CPU level as shown, e.g. 'Hard'."""
    return _(LEVEL_NAMES.get(level or "medium", level or "medium"))


def preset_name(preset: str) -> str:
    """A preset as shown, e.g. 'Classic' (RULES.md R40)."""
    return _(PRESET_NAMES.get(preset, preset))


def speed_name(speed: str) -> str:
    """A CPU speed as shown."""
    return _(SPEED_NAMES.get(speed, speed))


def theme_name(theme: str) -> str:
    """A colour scheme choice as shown."""
    return _(THEME_NAMES.get(theme, theme))


def kind_text(player: PlayerInfo) -> str:
    """'Human' or 'CPU · Hard'."""
    if player.is_cpu:
        return _("CPU · {level}").format(level=level_name(player.level))
    return pgettext("player kind", "Human")


def status_text(status: Status) -> str:
    """A seat's standing as the scoreboard shows it."""
    if status.value == "out":
        return pgettext("player status", "Out")
    if status.value == "won":
        return pgettext("player status", "Winner")
    if status.value == "safe":
        return pgettext("player status", "Safe")
    return pgettext("player status", "Playing")


def dice_text(dice: tuple[int, ...]) -> str:
    """Dice written as players write them, ``1·6·3``."""
    return "·".join(str(f) for f in dice)


def throws_text(count: int) -> str:
    """'1 throw', '2 throws'."""
    return ngettext("{count} throw", "{count} throws", count).format(count=count)


def names_text(names: list[str]) -> str:
    """A list of names joined for a sentence: 'Anna', 'Anna and Ben', 'Anna, Ben and Cora'."""
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])
