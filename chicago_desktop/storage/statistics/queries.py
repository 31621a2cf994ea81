"""Figures and chart series, derived from the match log for one human name.

Every query takes the player's name and two optional filters: ``preset`` (a preset name) and
``opponents`` (a CPU level, :data:`~.model.OPPONENTS_MIXED` or
:data:`~.model.OPPONENTS_HUMANS`, see :meth:`~.model.MatchEntry.opponents`). A match in which
two human seats share the name counts once for each seat.

Results (the dice a turn ended with) are valued by their fixed score (R6, 6 to 300) for the
best result, the average and the distribution: it is the value every player knows, and
unlike a called score it is comparable across rounds with different calls.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Final, NamedTuple

from ...engine import fixed_score, is_fish
from ...seats import LEVELS
from .model import OPPONENTS_HUMANS, OPPONENTS_MIXED, MatchEntry, SeatEntry, Statistics

#: Keys of :attr:`Figures.specials`, present only where a played preset has the special.
SPECIAL_CHICAGO: Final = "chicago"  # R20
SPECIAL_FISH: Final = "fish"  # R23
OPPONENT_GROUPS: Final = (*LEVELS, OPPONENTS_MIXED, OPPONENTS_HUMANS)


def _ratio(part: int, whole: int) -> float | None:
    return part / whole if whole else None


@dataclass(frozen=True, slots=True)
class Figures:
    """The figures of one player under one filter. Rates are None when nothing was played.

    ``losses`` counts the rounds in which the player was worst (took a loss); ``rounds_led``
    those the player led. Streaks run over matches in order of finishing; a draw ends both.
    """

    matches: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    rounds: int = 0
    losses: int = 0
    rounds_led: int = 0
    best_result: int | None = None
    average_result: float | None = None
    longest_win_streak: int = 0
    longest_losing_streak: int = 0
    current_win_streak: int = 0
    current_losing_streak: int = 0
    specials: Mapping[str, int] = field(default_factory=dict)

    @property
    def win_rate(self) -> float | None:
        """Share of matches won."""
        return _ratio(self.won, self.matches)

    @property
    def loss_rate(self) -> float | None:
        """Share of rounds in which the player took a loss."""
        return _ratio(self.losses, self.rounds)

    @property
    def lead_rate(self) -> float | None:
        """Share of rounds the player led."""
        return _ratio(self.rounds_led, self.rounds)


@dataclass(frozen=True, slots=True)
class DayPoint:
    """Wins over time: one calendar day with play, and the running totals up to it."""

    day: date
    played: int
    won: int
    total_played: int
    total_won: int


@dataclass(frozen=True, slots=True)
class PositionRate:
    """Loss rate by seat position: rounds played from one place in the turn order.

    ``position`` 0 is the leader (who sets the cap), 1 the next to throw, and so on.
    """

    position: int
    rounds: int
    losses: int

    @property
    def rate(self) -> float:
        """Share of these rounds that ended in a loss."""
        return self.losses / self.rounds


class Play(NamedTuple):
    """One human seat in one recorded match, with the group of its opponents."""

    entry: MatchEntry
    seat: SeatEntry
    opponents: str


def plays(
    stats: Statistics,
    name: str,
    *,
    preset: str | None = None,
    opponents: str | None = None,
) -> Iterator[Play]:
    """Every human seat called ``name`` that passes the filters, oldest match first."""
    for entry in stats.three_dice:
        if preset is not None and entry.preset != preset:
            continue
        for index, seat in enumerate(entry.seats):
            if not seat.is_human or seat.name != name:
                continue
            group = entry.opponents(index)
            if opponents is None or group == opponents:
                yield Play(entry, seat, group)


def player_names(stats: Statistics) -> tuple[str, ...]:
    """Names with figures, the most recently played first."""
    seen: dict[str, None] = {}
    for entry in reversed(stats.matches):
        for seat in entry.seats:
            if seat.is_human:
                seen.setdefault(seat.name)
    return tuple(seen)


def presets_played(stats: Statistics, name: str) -> tuple[str, ...]:
    """Presets ``name`` has figures for, in the order of first play."""
    return tuple(dict.fromkeys(play.entry.preset for play in plays(stats, name)))


def opponent_groups(stats: Statistics, name: str, *, preset: str | None = None) -> tuple[str, ...]:
    """Opponent groups ``name`` has figures for, easiest level first (see OPPONENT_GROUPS)."""
    found = {play.opponents for play in plays(stats, name, preset=preset)}
    return tuple(g for g in OPPONENT_GROUPS if g in found)


def figures(
    stats: Statistics,
    name: str,
    *,
    preset: str | None = None,
    opponents: str | None = None,
) -> Figures:
    """All figures of ``name`` under the filters."""
    outcomes: Counter[str] = Counter()
    specials: Counter[str] = Counter()
    rounds = losses = led = total = 0
    best: int | None = None
    win_run = losing_run = longest_win = longest_losing = 0
    for entry, seat, _ in plays(stats, name, preset=preset, opponents=opponents):
        outcomes[seat.outcome] += 1
        win_run = win_run + 1 if seat.outcome == "won" else 0
        losing_run = losing_run + 1 if seat.outcome == "lost" else 0
        longest_win = max(longest_win, win_run)
        longest_losing = max(longest_losing, losing_run)
        if entry.rules.has_chicago:
            specials[SPECIAL_CHICAGO] += sum(r.chicago for r in seat.rounds)
        if entry.rules.fish:
            specials[SPECIAL_FISH] += sum(is_fish(r.dice) for r in seat.rounds)
        for r in seat.rounds:
            score = fixed_score(r.dice)
            rounds += 1
            losses += r.worst
            led += r.position == 0
            total += score
            best = score if best is None else max(best, score)
    return Figures(
        matches=sum(outcomes.values()),
        won=outcomes["won"],
        lost=outcomes["lost"],
        drawn=outcomes["drawn"],
        rounds=rounds,
        losses=losses,
        rounds_led=led,
        best_result=best,
        average_result=_ratio(total, rounds),
        longest_win_streak=longest_win,
        longest_losing_streak=longest_losing,
        current_win_streak=win_run,
        current_losing_streak=losing_run,
        specials=dict(specials),
    )


def figures_by_preset(stats: Statistics, name: str) -> dict[str, Figures]:
    """The figures of ``name`` for each preset played."""
    return {p: figures(stats, name, preset=p) for p in presets_played(stats, name)}


def figures_by_opponents(
    stats: Statistics, name: str, *, preset: str | None = None
) -> dict[str, Figures]:
    """The figures of ``name`` for each opponent group played against."""
    return {
        g: figures(stats, name, preset=preset, opponents=g)
        for g in opponent_groups(stats, name, preset=preset)
    }


def wins_over_time(
    stats: Statistics,
    name: str,
    *,
    preset: str | None = None,
    opponents: str | None = None,
) -> tuple[DayPoint, ...]:
    """Chart series: matches played and won per day (the day in the player's time zone)."""
    days: dict[date, list[int]] = {}
    for entry, seat, _ in plays(stats, name, preset=preset, opponents=opponents):
        counts = days.setdefault(entry.finished_at.date(), [0, 0])
        counts[0] += 1
        counts[1] += seat.outcome == "won"
    points: list[DayPoint] = []
    total_played = total_won = 0
    for day in sorted(days):
        played, won = days[day]
        total_played += played
        total_won += won
        points.append(DayPoint(day, played, won, total_played, total_won))
    return tuple(points)


def result_distribution(
    stats: Statistics,
    name: str,
    *,
    preset: str | None = None,
    opponents: str | None = None,
) -> tuple[tuple[int, int], ...]:
    """Chart series: ``(fixed score, how many results had it)``, lowest score first."""
    counts = Counter(
        fixed_score(r.dice)
        for play in plays(stats, name, preset=preset, opponents=opponents)
        for r in play.seat.rounds
    )
    return tuple(sorted(counts.items()))


#: Width of a bar of the results histogram: fixed scores run from 6 (2·2·2) to 300 (1·1·1).
HISTOGRAM_WIDTH: Final = 25
HISTOGRAM_TOP: Final = 300


@dataclass(frozen=True, slots=True)
class ScoreBin:
    """One bar of the results histogram: results with a fixed score from ``low`` to ``high``."""

    low: int
    high: int
    count: int


def result_histogram(
    stats: Statistics,
    name: str,
    *,
    preset: str | None = None,
    opponents: str | None = None,
) -> tuple[ScoreBin, ...]:
    """Chart series: how many results fell in each score range of equal width.

    Every range from 0–24 to 275–300 is present, empty ones too, so the bars' widths and
    places mean the same in every chart (a real histogram, not a bar per distinct score);
    the last range takes 300 (1·1·1). Empty when the player has no results.
    """
    counts = Counter(
        min(fixed_score(r.dice), HISTOGRAM_TOP - 1) // HISTOGRAM_WIDTH
        for play in plays(stats, name, preset=preset, opponents=opponents)
        for r in play.seat.rounds
    )
    if not counts:
        return ()
    bins = HISTOGRAM_TOP // HISTOGRAM_WIDTH
    return tuple(
        ScoreBin(
            i * HISTOGRAM_WIDTH,
            HISTOGRAM_TOP if i == bins - 1 else (i + 1) * HISTOGRAM_WIDTH - 1,
            counts[i],
        )
        for i in range(bins)
    )


@dataclass(frozen=True, slots=True)
class PersonalBests:
    """A player's records under one filter, each with the day it was set (None: not yet).

    The fastest win is the won match with the fewest rolling rounds; on a tie the earliest
    stands, as with every record here (a record is only broken by a better one).
    """

    win_streak: int = 0
    win_streak_on: date | None = None
    best_result: int | None = None
    best_dice: tuple[int, int, int] | None = None
    best_result_on: date | None = None
    fastest_win: int | None = None
    fastest_win_on: date | None = None


def personal_bests(
    stats: Statistics,
    name: str,
    *,
    preset: str | None = None,
    opponents: str | None = None,
) -> PersonalBests:
    """The highest win streak, the best throw and the fastest win of ``name``."""
    run = streak = 0
    streak_on: date | None = None
    best: int | None = None
    best_dice: tuple[int, int, int] | None = None
    best_on: date | None = None
    fastest: int | None = None
    fastest_on: date | None = None
    for entry, seat, _ in plays(stats, name, preset=preset, opponents=opponents):
        day = entry.finished_at.date()
        run = run + 1 if seat.outcome == "won" else 0
        if run > streak:
            streak, streak_on = run, day
        for r in seat.rounds:
            score = fixed_score(r.dice)
            if best is None or score > best:
                best, best_dice, best_on = score, r.dice, day
        if seat.outcome == "won" and (fastest is None or len(seat.rounds) < fastest):
            fastest, fastest_on = len(seat.rounds), day
    return PersonalBests(streak, streak_on, best, best_dice, best_on, fastest, fastest_on)


def plays_twelve(stats: Statistics, name: str) -> bool:
    """True when ``name`` has finished a game of Chicago 2–12."""
    return any(s.is_human and s.name == name for e in stats.twelve for s in e.seats)


def loss_rate_by_position(
    stats: Statistics,
    name: str,
    *,
    preset: str | None = None,
    opponents: str | None = None,
) -> tuple[PositionRate, ...]:
    """Chart series: rounds and losses for each place in the turn order played from."""
    rounds: Counter[int] = Counter()
    losses: Counter[int] = Counter()
    for play in plays(stats, name, preset=preset, opponents=opponents):
        for r in play.seat.rounds:
            rounds[r.position] += 1
            losses[r.position] += r.worst
    return tuple(PositionRate(p, rounds[p], losses[p]) for p in sorted(rounds))
