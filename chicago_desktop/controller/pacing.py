"""How fast the window lets a match run, and the settings of a match it starts.

Plain values, kept apart from the controller so the preferences and set-up screens can
name them without loading the controller.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ..records import PlayerInfo

if TYPE_CHECKING:
    from ..engine import Rules
    from ..two_to_twelve import Rules as TwelveRules

SPEEDS: Final = ("slow", "normal", "fast", "instant")


@dataclass(frozen=True, slots=True)
class Pacing:
    """Milliseconds the controller waits so a person can follow the game."""

    think: int  # before a CPU action
    hold: int  # between showing a CPU's hold and its throw
    turn_end: int  # after a turn ends, before the next begins
    round_end: int  # after a round is scored, before the next begins
    draw: int  # after the first leader is drawn, before the first turn


PACING: Final = {
    "slow": Pacing(1300, 700, 1500, 3200, 1800),
    "normal": Pacing(750, 420, 900, 2200, 1200),
    "fast": Pacing(280, 150, 380, 1000, 600),
    "instant": Pacing(0, 0, 0, 0, 0),
}


@dataclass(frozen=True, slots=True)
class MatchSettings:
    """The seats, the preset (R40) and the preset's own settings of a match.

    A setting that belongs to another preset is carried but ignored, as the engine's
    ``preset()`` ignores it (classic keeps max throws and losses, basic its searches).
    """

    players: tuple[PlayerInfo, ...]
    max_throws: int = 3
    losses_to_out: int = 3
    preset: str = "classic"
    searches: int = 3

    def rules(self) -> Rules:
        """The engine's rules of this setup (raises InvalidRules for a bad setting)."""
        from ..engine import preset

        if self.preset == "classic":
            return preset("classic", max_throws=self.max_throws, losses_to_out=self.losses_to_out)
        if self.preset == "basic":
            return preset("basic", searches=self.searches)
        return preset(self.preset)


#: The name the setup, the settings file and the records give Chicago 2–12 (R60).
TWELVE: Final = "chicago-2-12"


@dataclass(frozen=True, slots=True)
class TwelveSettings:
    """The seats and the variations (R61) of a game of Chicago 2–12.

    A CPU seat has no level here (the CPU only throws, RECORDS.md). ``rules`` None is the
    plain game of R60; it is made when first asked for, so this module stays light.
    """

    players: tuple[PlayerInfo, ...]
    variations: TwelveRules | None = None

    @property
    def preset(self) -> str:
        """The game's name, as :attr:`MatchSettings.preset` names a three-dice preset."""
        return TWELVE

    def rules(self) -> TwelveRules:
        """The variations in play (raises InvalidRules for seats they do not allow)."""
        from ..two_to_twelve import Rules as TwelveRules

        rules = self.variations if self.variations is not None else TwelveRules()
        rules.check_players(len(self.players))
        return rules


def settings_from_seats(
    seats: Sequence[PlayerInfo], max_throws: int = 3, losses_to_out: int = 3
) -> MatchSettings:
    """Convenience: a :class:`MatchSettings` from a list of seats."""
    return MatchSettings(tuple(seats), max_throws, losses_to_out)
