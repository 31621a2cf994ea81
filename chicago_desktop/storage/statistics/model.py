"""What the statistics remember of a finished match, and how a match is added (pure).

Statistics are a log of :class:`MatchEntry` values, one per finished match with at least one
human seat, instead of running totals. Every figure and chart series is derived from the log
(:mod:`.queries`), so a figure added later covers old matches too, any filter combination
(player, preset, opponent level) works, and two running copies can merge their logs by
match id without double counting (:mod:`.store`).

Per human seat an entry keeps each of that seat's rolling rounds: place in the turn order,
dice, throws, and whether it was best, worst or a Chicago. CPU seats keep only name and
level (what the "opponent level" filters need).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Final, Literal

from ...engine import Match, Rules, Status
from ...records import PlayerInfo, match_record_json
from ...two_to_twelve.game import Game as TwelveGame
from .twelve import TwelveEntry, twelve_entry

Outcome = Literal["won", "lost", "drawn"]
OUTCOMES: Final = ("won", "lost", "drawn")
#: Opponent groups besides the CPU levels: only humans, or CPUs of several levels.
OPPONENTS_HUMANS: Final = "humans"
OPPONENTS_MIXED: Final = "mixed"


@dataclass(frozen=True, slots=True)
class RoundEntry:
    """One rolling round of a human seat. ``position`` is its place in the turn order, 0 led."""

    position: int
    dice: tuple[int, int, int]
    throws: int
    best: bool
    worst: bool
    chicago: bool = False


@dataclass(frozen=True, slots=True)
class SeatEntry:
    """A seat of a recorded match; ``rounds`` is kept for human seats only."""

    name: str
    type: Literal["human", "cpu"]
    level: str | None
    outcome: Outcome
    rounds: tuple[RoundEntry, ...] = ()

    @property
    def is_human(self) -> bool:
        """True for a human seat."""
        return self.type == "human"


@dataclass(frozen=True, slots=True)
class MatchEntry:
    """A finished match as the statistics keep it.

    ``id`` is derived from the match's record (:func:`match_id`), so the same match recorded
    twice, say after a crash between saving the statistics and clearing the autosave, is
    counted once. ``finished_at`` is timezone-aware.
    """

    id: str
    finished_at: datetime
    rules: Rules
    seats: tuple[SeatEntry, ...]

    @property
    def preset(self) -> str:
        """The preset the match was played with."""
        return self.rules.preset

    def opponents(self, seat: int) -> str:
        """The opponent group of ``seat``: a CPU level, :data:`OPPONENTS_MIXED` or ``_HUMANS``.

        Human opponents do not change the group when CPUs are present: the group says which
        CPU level the match was played against.
        """
        levels = {s.level for i, s in enumerate(self.seats) if i != seat and not s.is_human}
        if not levels:
            return OPPONENTS_HUMANS
        if len(levels) > 1:
            return OPPONENTS_MIXED
        (level,) = levels
        return level or "medium"


#: An entry of the log: a three-dice match or a game of Chicago 2–12.
LogEntry = MatchEntry | TwelveEntry


@dataclass(frozen=True, slots=True)
class Statistics:
    """Every recorded match in order of finishing, and when the figures were last reset.

    A reset forgets every match that finished at or before ``reset_at``; keeping the moment
    (not just an empty log) lets a copy of the game that loaded the statistics before the
    reset save without bringing the forgotten matches back.
    """

    matches: tuple[LogEntry, ...] = ()
    reset_at: datetime | None = None

    @property
    def three_dice(self) -> tuple[MatchEntry, ...]:
        """The three-dice matches of the log."""
        return tuple(m for m in self.matches if isinstance(m, MatchEntry))

    @property
    def twelve(self) -> tuple[TwelveEntry, ...]:
        """The games of Chicago 2–12 of the log."""
        return tuple(m for m in self.matches if isinstance(m, TwelveEntry))

    def ids(self) -> frozenset[str]:
        """The ids of the recorded matches."""
        return frozenset(m.id for m in self.matches)

    def counts(self, entry: LogEntry) -> bool:
        """False for a match that finished before the last reset."""
        return self.reset_at is None or entry.finished_at > self.reset_at


def match_id(match: Match, players: tuple[PlayerInfo, ...]) -> str:
    """A stable id of a match: a hash of its record (seed, seats and every die that fell)."""
    text = json.dumps(match_record_json(match, players), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def aware(moment: datetime) -> datetime:
    """``moment`` with a timezone; a naive time is taken as local time."""
    return moment if moment.tzinfo is not None else moment.astimezone()


def _outcome(match: Match, seat: int) -> Outcome:
    """Won, lost or drawn for one seat of a finished match.

    A classic draw (R41) is a draw only for the seats that went out in the last round
    together; a seat that was out before lost.
    """
    if match.status(seat) is Status.WON:
        return "won"
    if match.draw and match.rounds and any(r.seat == seat for r in match.rounds[-1].results):
        return "drawn"
    return "lost"


def _rounds_of(match: Match, seat: int) -> tuple[RoundEntry, ...]:
    out: list[RoundEntry] = []
    for summary in match.rounds:
        for position, result in enumerate(summary.results):
            if result.seat == seat:
                out.append(
                    RoundEntry(
                        position,
                        result.dice,
                        result.throws,
                        seat in summary.best,
                        seat in summary.worst,
                        result.chicago,
                    )
                )
    return tuple(out)


def match_entry(match: Match, players: tuple[PlayerInfo, ...], finished_at: datetime) -> MatchEntry:
    """The entry of a finished match (no check that a human took part)."""
    if not match.is_over:
        raise ValueError("only a finished match has statistics")
    if len(players) != match.players:
        raise ValueError(f"the match has {match.players} seats, not {len(players)}")
    seats = tuple(
        SeatEntry(
            p.name,
            p.type,
            (p.level or "medium") if p.is_cpu else None,
            _outcome(match, seat),
            () if p.is_cpu else _rounds_of(match, seat),
        )
        for seat, p in enumerate(players)
    )
    return MatchEntry(match_id(match, players), aware(finished_at), match.rules, seats)


def record_match(
    stats: Statistics,
    match: Match,
    players: tuple[PlayerInfo, ...],
    finished_at: datetime,
) -> Statistics:
    """``stats`` with a finished match added; pure, the file is written by ``save_statistics``.

    A match without a human seat (a CPU demo) is not counted, nor one already recorded or one
    that finished before the last reset. Raises ValueError for a match that is not over.
    """
    entry = match_entry(match, players, finished_at)
    if not any(s.is_human for s in entry.seats) or not stats.counts(entry):
        return stats
    return add_entries(stats, (entry,))


def record_twelve_game(
    stats: Statistics,
    game: TwelveGame,
    players: tuple[PlayerInfo, ...],
    finished_at: datetime,
) -> Statistics:
    """``stats`` with a finished game of Chicago 2–12 added, as :func:`record_match` adds one."""
    entry = twelve_entry(game, players, finished_at)
    if not any(s.is_human for s in entry.seats) or not stats.counts(entry):
        return stats
    return add_entries(stats, (entry,))


def add_entries(stats: Statistics, entries: tuple[LogEntry, ...]) -> Statistics:
    """``stats`` with new entries inserted in time order; known ids are skipped."""
    known = set(stats.ids())
    new: list[LogEntry] = []
    for entry in entries:
        if entry.id not in known and stats.counts(entry):
            known.add(entry.id)
            new.append(entry)
    if not new:
        return stats
    matches = sorted((*stats.matches, *new), key=lambda m: m.finished_at)
    return replace(stats, matches=tuple(matches))


def merge(ours: Statistics, theirs: Statistics) -> Statistics:
    """Both logs in one: every match of either, minus those before the later reset."""
    resets = [r for r in (ours.reset_at, theirs.reset_at) if r is not None]
    base = Statistics(reset_at=max(resets) if resets else None)
    return add_entries(add_entries(base, theirs.matches), ours.matches)
