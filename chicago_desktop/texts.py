"""Words the game shows for engine values, translated when shown.

Plain Python (no Qt): the window, the command line reports and the tutorial all name
levels, presets and standings the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .i18n import N_, _, ngettext, pgettext

if TYPE_CHECKING:  # the window imports this module before the engine is needed
    from .engine import Call, Status
    from .records import PlayerInfo
    from .session import StandingKind

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
#: Games beside the five presets, by the name the settings and records give them.
GAME_NAMES: Final = {
    # Translators: the two-dice game (R60); keep the en dash between the numbers.
    "chicago-2-12": N_("Chicago 2–12"),
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
    """A preset as shown, e.g. 'Classic' (RULES.md R40), or 'Chicago 2–12' (R60)."""
    return _(PRESET_NAMES.get(preset) or GAME_NAMES.get(preset, preset))


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


#: The score sheet's header for each counter a match structure keeps (R41-R45), keyed by
#: :class:`~chicago_desktop.session.StandingKind` value.
STANDING_HEADERS: Final = {
    "losses": N_("Losses"),
    "tally_marks": N_("Tally marks"),
    "coasters": N_("Coasters"),
}


def standing_header(kind: StandingKind) -> str:
    """The score sheet's column header for a counter, e.g. 'Losses' (R41) or 'Coasters'."""
    return _(STANDING_HEADERS[kind.value])


def standing_cell(kind: StandingKind, count: int, limit: int | None) -> str:
    """A seat's counter as the score sheet writes it: '1 of 3' against a limit, else '2'."""
    if limit is not None:
        return _("{losses} of {limit}").format(losses=count, limit=limit)
    return str(count)


def standing_spoken(kind: StandingKind, name: str, count: int, limit: int | None) -> str:
    """A seat's counter as a sentence for screen readers."""
    if kind.value == "losses" and limit is not None:
        return ngettext(
            "{name} has {count} loss of {limit}.",
            "{name} has {count} losses of {limit}.",
            count,
        ).format(name=name, count=count, limit=limit)
    if kind.value == "tally_marks":
        return ngettext(
            "{name} has {count} tally mark.", "{name} has {count} tally marks.", count
        ).format(name=name, count=count)
    if kind.value == "coasters":
        return ngettext(
            "{name} has {count} coaster.", "{name} has {count} coasters.", count
        ).format(name=name, count=count)
    return ngettext("{name} has {count} loss.", "{name} has {count} losses.", count).format(
        name=name, count=count
    )


def call_text(call: Call) -> str:
    """The leader's call in words (R7, R24): 'sand', or how ones and sixes count."""
    if call.sand:
        # Translators: the Tschigg call "sand" (R24): a result without a one or a six succeeds.
        return pgettext("call", "sand")
    if call.high:
        return _("ones count {ones}, sixes {sixes}, the highest result is best").format(
            ones=call.ones, sixes=call.sixes
        )
    return _("ones count {ones}, sixes {sixes}, the lowest result is best").format(
        ones=call.ones, sixes=call.sixes
    )
