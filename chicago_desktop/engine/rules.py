"""The rules configuration: every option of RULES.md R40 in one frozen type.

All presets are built from the same option set so that a later preset is a new row in
``PRESETS`` rather than new engine code. The options mirror the columns of the R40 table;
each enum value is spelled the way RULES.md and RECORDS.md spell it so records and docs can
name them directly.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

from .errors import InvalidRules


class Scoring(Enum):
    """How a result is valued (R6 fixed, R7 called, R24 called with sand)."""

    FIXED = "fixed"
    CALLED = "called"
    CALLED_SAND = "called_sand"


class HoldPolicy(Enum):
    """R4: may a held die go back into the cup?"""

    RELEASABLE = "releasable"
    FINAL = "final"


class ChicagoRule(Enum):
    """R20/R44: is three ones in one full throw special, and does it remove its roller?"""

    OFF = "off"
    ON = "on"
    REMOVES_ROLLER = "removes_roller"


class TurnSixes(Enum):
    """R21/R22: may two sixes be turned into a one (and three into two ones)?"""

    OFF = "off"
    TWO = "two"
    TWO_AND_THREE = "two_and_three"


class Ranking(Enum):
    """Which ranking of a rolling round applies (R30, R31, R32)."""

    CLASSIC = "R30"
    STRICT = "R31"
    PUB = "R32"


class NextLeader(Enum):
    """Who leads the next rolling round (R40 'next leader' row)."""

    BEST = "best"
    WORST = "worst"


class MatchStructure(Enum):
    """How rolling rounds add up to a match (R41-R45)."""

    LOSSES = "losses"  # R41
    SEARCHES = "searches"  # R42
    COASTERS_PUT_DOWN = "coasters_put_down"  # R43, R45 bavarian/pub
    COASTERS_PASS = "coasters_pass"  # R43, R45 tschigg


PRESET_NAMES: Final = ("classic", "basic", "bavarian", "tschigg", "pub")


@dataclass(frozen=True, slots=True)
class Rules:
    """One complete rules configuration; build it with :func:`preset`."""

    preset: str
    max_throws: int
    scoring: Scoring
    hold_policy: HoldPolicy
    chicago: ChicagoRule
    turn_sixes: TurnSixes
    fish: bool
    ranking: Ranking
    next_leader: NextLeader
    match: MatchStructure
    losses_to_out: int | None = None
    searches: int | None = None

    @property
    def has_call(self) -> bool:
        """True where the leader calls the scoring of the round (R7)."""
        return self.scoring is not Scoring.FIXED

    @property
    def has_chicago(self) -> bool:
        """True where three ones in one full throw is a Chicago (R20)."""
        return self.chicago is not ChicagoRule.OFF

    def starting_coasters(self, players: int) -> int | None:
        """Coasters in the middle at the start (R43), or None without coasters."""
        if self.match is MatchStructure.COASTERS_PUT_DOWN:
            return players + 1
        if self.match is MatchStructure.COASTERS_PASS:
            return 2 * players - 1
        return None

    def settings(self) -> dict[str, int]:
        """The preset's own settings, as a record's ``rules`` object names them."""
        out = {"max_throws": self.max_throws}
        if self.losses_to_out is not None:
            out["losses_to_out"] = self.losses_to_out
        if self.searches is not None:
            out["searches"] = self.searches
        return out


MAX_THROWS_CHOICES: Final = (1, 2, 3)
LOSSES_TO_OUT_CHOICES: Final = (2, 3, 5)
SEARCHES_CHOICES: Final = (1, 3, 5, 10)


def preset(
    name: str,
    *,
    max_throws: int | None = None,
    losses_to_out: int | None = None,
    searches: int | None = None,
) -> Rules:
    """Build the rules of a named preset (R40) with its settings validated.

    A setting left as None takes the preset's default. A setting that belongs to another
    preset is ignored, as RECORDS.md prescribes for records.
    """
    if name not in PRESET_NAMES:
        raise InvalidRules(f"unknown preset {name!r}; expected one of {', '.join(PRESET_NAMES)}")
    throws = 3 if max_throws is None else max_throws
    if name == "classic":
        if throws not in MAX_THROWS_CHOICES:
            raise InvalidRules("classic max_throws must be 1, 2 or 3 (R40)")
        losses = 3 if losses_to_out is None else losses_to_out
        if losses not in LOSSES_TO_OUT_CHOICES:
            raise InvalidRules("classic losses_to_out must be 2, 3 or 5 (R40)")
        return Rules(
            preset="classic",
            max_throws=throws,
            scoring=Scoring.FIXED,
            hold_policy=HoldPolicy.RELEASABLE,
            chicago=ChicagoRule.OFF,
            turn_sixes=TurnSixes.OFF,
            fish=False,
            ranking=Ranking.CLASSIC,
            next_leader=NextLeader.BEST,
            match=MatchStructure.LOSSES,
            losses_to_out=losses,
        )
    if throws != 3:
        raise InvalidRules(f"{name} max_throws may only be 3 (R40)")
    if name == "basic":
        count = 3 if searches is None else searches
        if count not in SEARCHES_CHOICES:
            raise InvalidRules("basic searches must be 1, 3, 5 or 10 (R40)")
        return Rules(
            preset="basic",
            max_throws=3,
            scoring=Scoring.CALLED,
            hold_policy=HoldPolicy.FINAL,
            chicago=ChicagoRule.ON,
            turn_sixes=TurnSixes.TWO,
            fish=False,
            ranking=Ranking.STRICT,
            next_leader=NextLeader.WORST,
            match=MatchStructure.SEARCHES,
            searches=count,
        )
    if name == "bavarian":
        return Rules(
            preset="bavarian",
            max_throws=3,
            scoring=Scoring.CALLED,
            hold_policy=HoldPolicy.FINAL,
            chicago=ChicagoRule.REMOVES_ROLLER,
            turn_sixes=TurnSixes.TWO,
            fish=False,
            ranking=Ranking.STRICT,
            next_leader=NextLeader.WORST,
            match=MatchStructure.COASTERS_PUT_DOWN,
        )
    if name == "tschigg":
        return Rules(
            preset="tschigg",
            max_throws=3,
            scoring=Scoring.CALLED_SAND,
            hold_policy=HoldPolicy.FINAL,
            chicago=ChicagoRule.ON,
            turn_sixes=TurnSixes.TWO,
            fish=False,
            ranking=Ranking.STRICT,
            next_leader=NextLeader.WORST,
            match=MatchStructure.COASTERS_PASS,
        )
    return Rules(
        preset="pub",
        max_throws=3,
        scoring=Scoring.FIXED,
        hold_policy=HoldPolicy.FINAL,
        chicago=ChicagoRule.REMOVES_ROLLER,
        turn_sixes=TurnSixes.TWO_AND_THREE,
        fish=True,
        ranking=Ranking.PUB,
        next_leader=NextLeader.WORST,
        match=MatchStructure.COASTERS_PUT_DOWN,
    )


#: Presets whose whole match the engine can play today (the others raise UnsupportedRules).
PLAYABLE_PRESETS: Final = frozenset({"classic"})
