"""What the statistics remember of a finished game of Chicago 2–12 (R60, R61), and its figures.

A Chicago 2–12 game has no decisions, so its figures are about luck and totals: games and
wins, the best and average total, and for every target how often it was hit against the
exact chance of hitting it (:func:`~chicago_desktop.two_to_twelve.game.hit_chance`) — the
one figure that tells a player whether the dice were kind. Entries live in the same log as
three-dice matches (:class:`~.model.Statistics`), so one file, one reset, one merge by id and
one pending queue serve both games; :func:`is_twelve` tells them apart.

Per human seat an entry keeps each target throw as ``(target, total of the dice)``; roll-off
throws are not target throws and are not kept.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from typing import Final, Literal

from ...records import PlayerInfo
from ...two_to_twelve.game import Game, Status, hit_chance
from ...two_to_twelve.records import record_to_json
from ...two_to_twelve.rules import Rules as TwelveRules

#: The value of the preset filter that chooses Chicago 2–12 (not a three-dice preset name).
TWELVE: Final = "chicago-2-12"

TwelveOutcome = Literal["won", "lost"]


@dataclass(frozen=True, slots=True)
class TargetThrow:
    """One throw at a target: the target and the total the dice showed."""

    target: int
    total: int

    @property
    def hit(self) -> bool:
        """True when the dice totalled the target (it scores, R60)."""
        return self.total == self.target


@dataclass(frozen=True, slots=True)
class TwelveSeat:
    """A seat of a recorded game; ``throws`` is kept for human seats only."""

    name: str
    type: Literal["human", "cpu"]
    outcome: TwelveOutcome
    total: int
    throws: tuple[TargetThrow, ...] = ()

    @property
    def is_human(self) -> bool:
        """True for a human seat."""
        return self.type == "human"


@dataclass(frozen=True, slots=True)
class TwelveEntry:
    """A finished game of Chicago 2–12 as the statistics keep it (id as :func:`twelve_id`)."""

    id: str
    finished_at: datetime
    rules: TwelveRules
    seats: tuple[TwelveSeat, ...]

    @property
    def preset(self) -> str:
        """:data:`TWELVE`: the game's place in the preset filter."""
        return TWELVE


def is_twelve(entry: object) -> bool:
    """True for a Chicago 2–12 entry of the log."""
    return isinstance(entry, TwelveEntry)


def twelve_id(game: Game, players: tuple[PlayerInfo, ...]) -> str:
    """A stable id: a hash of the game's record (seed, seats and every die that fell)."""
    record = record_to_json(game.rules, players, game.actions, seed=game.seed)
    text = json.dumps(record, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def twelve_entry(game: Game, players: tuple[PlayerInfo, ...], finished_at: datetime) -> TwelveEntry:
    """The entry of a finished game; ValueError for a game that is not over."""
    if not game.is_over:
        raise ValueError("only a finished game has statistics")
    if len(players) != game.players:
        raise ValueError(f"the game has {game.players} seats, not {len(players)}")
    throws: dict[int, list[TargetThrow]] = {seat: [] for seat in range(game.players)}
    for summary in game.rounds:
        for result in summary.results:
            throws[result.seat].append(TargetThrow(summary.target, sum(result.dice)))
    seats = tuple(
        TwelveSeat(
            p.name,
            p.type,
            "won" if game.status(seat) is Status.WON else "lost",
            game.total(seat),
            () if p.is_cpu else tuple(throws[seat]),
        )
        for seat, p in enumerate(players)
    )
    moment = finished_at if finished_at.tzinfo is not None else finished_at.astimezone()
    return TwelveEntry(twelve_id(game, players), moment, game.rules, seats)


# ------------------------------------------------------------------ figures
@dataclass(frozen=True, slots=True)
class TargetRate:
    """How often one target was hit with ``dice`` dice, and the exact chance of a hit."""

    dice: int
    target: int
    throws: int
    hits: int

    @property
    def rate(self) -> float:
        """The share of throws that hit."""
        return self.hits / self.throws

    @property
    def chance(self) -> Fraction:
        """The exact chance of a hit (6/36 for a 7 with two dice)."""
        return hit_chance(self.target, self.dice)


@dataclass(frozen=True, slots=True)
class TwelveFigures:
    """The Chicago 2–12 figures of one player; totals are None before the first game."""

    games: int = 0
    won: int = 0
    lost: int = 0
    best_total: int | None = None
    average_total: float | None = None
    throws: int = 0
    hits: int = 0
    targets: tuple[TargetRate, ...] = ()

    @property
    def win_rate(self) -> float | None:
        """Share of games won."""
        return self.won / self.games if self.games else None

    @property
    def hit_rate(self) -> float | None:
        """Share of target throws that hit."""
        return self.hits / self.throws if self.throws else None


def twelve_figures(entries: tuple[TwelveEntry, ...], name: str) -> TwelveFigures:
    """The figures of every human seat called ``name`` in ``entries``, oldest first."""
    games = won = 0
    totals: list[int] = []
    throws: Counter[tuple[int, int]] = Counter()
    hits: Counter[tuple[int, int]] = Counter()
    for entry in entries:
        for seat in entry.seats:
            if not seat.is_human or seat.name != name:
                continue
            games += 1
            won += seat.outcome == "won"
            totals.append(seat.total)
            for t in seat.throws:
                key = (entry.rules.dice, t.target)
                throws[key] += 1
                hits[key] += t.hit
    rates = tuple(TargetRate(d, t, throws[d, t], hits[d, t]) for d, t in sorted(throws))
    return TwelveFigures(
        games=games,
        won=won,
        lost=games - won,
        best_total=max(totals, default=None),
        average_total=sum(totals) / len(totals) if totals else None,
        throws=sum(throws.values()),
        hits=sum(hits.values()),
        targets=rates,
    )
