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


@dataclass(frozen=True, slots=True)
class _Setting:
    """One setting a preset offers: its record key, choices and default (R40)."""

    key: str
    choices: tuple[int, ...]
    default: int


@dataclass(frozen=True, slots=True)
class _Options:
    """The options of a preset that are not settings (the R40 table's fixed rows)."""

    scoring: Scoring
    hold_policy: HoldPolicy
    chicago: ChicagoRule
    turn_sixes: TurnSixes
    fish: bool
    ranking: Ranking
    next_leader: NextLeader
    match: MatchStructure


_MAX_THROWS_ONLY_3: Final = _Setting("max_throws", (3,), 3)

#: RULES.md R40 as data: the fixed options of each preset, then the settings it offers.
#: ``preset()`` only validates settings against this table; no preset is written as code.
PRESETS: Final[dict[str, tuple[_Options, tuple[_Setting, ...]]]] = {
    "classic": (
        _Options(
            scoring=Scoring.FIXED,
            hold_policy=HoldPolicy.RELEASABLE,
            chicago=ChicagoRule.OFF,
            turn_sixes=TurnSixes.OFF,
            fish=False,
            ranking=Ranking.CLASSIC,
            next_leader=NextLeader.BEST,
            match=MatchStructure.LOSSES,
        ),
        (
            _Setting("max_throws", MAX_THROWS_CHOICES, 3),
            _Setting("losses_to_out", LOSSES_TO_OUT_CHOICES, 3),
        ),
    ),
    "basic": (
        _Options(
            scoring=Scoring.CALLED,
            hold_policy=HoldPolicy.FINAL,
            chicago=ChicagoRule.ON,
            turn_sixes=TurnSixes.TWO,
            fish=False,
            ranking=Ranking.STRICT,
            next_leader=NextLeader.WORST,
            match=MatchStructure.SEARCHES,
        ),
        (_MAX_THROWS_ONLY_3, _Setting("searches", SEARCHES_CHOICES, 3)),
    ),
    "bavarian": (
        _Options(
            scoring=Scoring.CALLED,
            hold_policy=HoldPolicy.FINAL,
            chicago=ChicagoRule.REMOVES_ROLLER,
            turn_sixes=TurnSixes.TWO,
            fish=False,
            ranking=Ranking.STRICT,
            next_leader=NextLeader.WORST,
            match=MatchStructure.COASTERS_PUT_DOWN,
        ),
        (_MAX_THROWS_ONLY_3,),
    ),
    "tschigg": (
        _Options(
            scoring=Scoring.CALLED_SAND,
            hold_policy=HoldPolicy.FINAL,
            chicago=ChicagoRule.ON,
            turn_sixes=TurnSixes.TWO,
            fish=False,
            ranking=Ranking.STRICT,
            next_leader=NextLeader.WORST,
            match=MatchStructure.COASTERS_PASS,
        ),
        (_MAX_THROWS_ONLY_3,),
    ),
    "pub": (
        _Options(
            scoring=Scoring.FIXED,
            hold_policy=HoldPolicy.FINAL,
            chicago=ChicagoRule.REMOVES_ROLLER,
            turn_sixes=TurnSixes.TWO_AND_THREE,
            fish=True,
            ranking=Ranking.PUB,
            next_leader=NextLeader.WORST,
            match=MatchStructure.COASTERS_PUT_DOWN,
        ),
        (_MAX_THROWS_ONLY_3,),
    ),
}


def _choices_text(choices: tuple[int, ...]) -> str:
    words = [str(c) for c in choices]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


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
    if name not in PRESETS:
        raise InvalidRules(f"unknown preset {name!r}; expected one of {', '.join(PRESET_NAMES)}")
    options, offered = PRESETS[name]
    given = {"max_throws": max_throws, "losses_to_out": losses_to_out, "searches": searches}
    chosen: dict[str, int] = {}
    for setting in offered:
        value = given[setting.key]
        value = setting.default if value is None else value
        if type(value) is not int or value not in setting.choices:
            if len(setting.choices) == 1:
                raise InvalidRules(f"{name} {setting.key} may only be {setting.choices[0]} (R40)")
            raise InvalidRules(
                f"{name} {setting.key} must be {_choices_text(setting.choices)} (R40)"
            )
        chosen[setting.key] = value
    return Rules(
        preset=name,
        max_throws=chosen["max_throws"],
        scoring=options.scoring,
        hold_policy=options.hold_policy,
        chicago=options.chicago,
        turn_sixes=options.turn_sixes,
        fish=options.fish,
        ranking=options.ranking,
        next_leader=options.next_leader,
        match=options.match,
        losses_to_out=chosen.get("losses_to_out"),
        searches=chosen.get("searches"),
    )


#: Presets whose whole match the engine plays: every preset of R40 (R41-R46).
PLAYABLE_PRESETS: Final = frozenset(PRESET_NAMES)
