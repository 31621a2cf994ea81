"""What every match structure shares: the seats' standings, the lot, and the interface.

A match structure (R41-R45) is the small strategy that turns a ranked rolling round into
its consequences: who takes a loss, a tally mark or a coaster, who is safe or has won, who
leads next, and when the match is over. :class:`~chicago_desktop.engine.match.Match` runs
the turns and rounds (R1-R32) and asks its structure everything else, so the five presets
differ only in which structure they name (R40) and no rolling-round code knows about
losses, searches or coasters.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from enum import Enum

from ..events import Event, LeaderChosen, MatchEnded, PlayerOut, PlayerWon, RoundSummary
from ..frozen_values import builder
from ..rules import Rules

#: Built by its slots (:mod:`..frozen_values`): every rolling round names its next leader.
_leader_chosen = builder(LeaderChosen, ("seat",))


class Status(Enum):
    """A seat's standing, spelled as RECORDS.md spells it."""

    PLAYING = "playing"
    OUT = "out"
    SAFE = "safe"
    WON = "won"


class Standings:
    """The per-seat counters of a match; mutable, owned by the match's structure.

    Every structure keeps all three counters so that a report or a view can show any of
    them; the ones a structure does not use stay 0 (RECORDS.md ``standings``).
    """

    def __init__(self, players: int) -> None:
        self.status = [Status.PLAYING] * players
        self.losses = [0] * players
        self.tally_marks = [0] * players
        self.coasters = [0] * players

    def copy(self) -> Standings:
        """The same counters in lists of their own (:meth:`Structure.copy`)."""
        new = Standings.__new__(Standings)
        new.status = self.status.copy()
        new.losses = self.losses.copy()
        new.tally_marks = self.tally_marks.copy()
        new.coasters = self.coasters.copy()
        return new

    def playing(self) -> tuple[int, ...]:
        """Seats whose status is ``playing``, in seat order."""
        playing = Status.PLAYING
        return tuple([s for s, st in enumerate(self.status) if st is playing])

    def key(self) -> tuple[object, ...]:
        """The counters as a value, for state comparisons."""
        return (
            tuple(self.status),
            tuple(self.losses),
            tuple(self.tally_marks),
            tuple(self.coasters),
        )


class Lots:
    """Every lot of a match, drawn from one generator seeded with the match's seed (D7, D8).

    Lots are drawn in the order the match needs them (the first leader when no record names
    it, then any tie to be drawn), so a record replays with the same lots.
    """

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)
        self._shared = False  # another copy may hold the same generator
        self.drawn = 0

    def copy(self) -> Lots:
        """The same lots to come: the generator is shared until either copy draws, which
        then draws from a generator of its own in the same state (a match rarely draws a
        lot, and a search copies a match at every position)."""
        new = Lots.__new__(Lots)
        new._rng = self._rng
        new._shared = self._shared = True
        new.drawn = self.drawn
        return new

    def draw(self, candidates: Sequence[int]) -> int:
        """One of ``candidates`` (given in seat order) by lot."""
        if self._shared:
            rng = random.Random()
            rng.setstate(self._rng.getstate())
            self._rng, self._shared = rng, False
        self.drawn += 1
        return candidates[self._rng.randrange(len(candidates))]


class Structure(ABC):
    """A match structure: the consequences of rolling rounds (R41-R46)."""

    #: The rule that says when the match is over, cited when an action comes after it.
    end_rule: str = "R41"

    def __init__(self, rules: Rules, players: int, lots: Lots) -> None:
        self.rules = rules
        self.players = players
        self.lots = lots
        self.standings = Standings(players)
        self.over = False
        self.winner: int | None = None
        self.loser: int | None = None
        self.draw = False

    # ---------------------------------------------------------------- queries
    def takes_part(self) -> tuple[int, ...]:
        """Seats that play the next rolling round, in seat order (R8)."""
        return self.standings.playing()

    def key(self) -> tuple[object, ...]:
        """Everything that defines the structure's state."""
        return (
            self.standings.key(),
            self.over,
            self.winner,
            self.loser,
            self.draw,
            self.lots.drawn,
            *self._key(),
        )

    def _key(self) -> tuple[object, ...]:
        return ()

    def copy(self) -> Structure:
        """The same structure in the same state, sharing nothing mutable with this one.

        Besides the standings and the lot, every structure's own state is immutable values
        (counts, flags, an enum, a tuple of seats), so a shallow copy of it is a whole one.
        """
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.standings = self.standings.copy()
        new.lots = self.lots.copy()
        return new

    # ---------------------------------------------------------------- steps
    def start(self, first_leader: int) -> list[Event]:
        """Events of the match's start, before its first rolling round."""
        return []

    @abstractmethod
    def finish_round(self, summary: RoundSummary, events: list[Event]) -> int | None:
        """Apply a complete round's consequences; the next leader, or None once over."""

    def roller_leaves(self, seat: int, events: list[Event]) -> bool:
        """R44: a Chicago removes its roller; True if the rolling round goes on."""
        raise NotImplementedError  # pragma: no cover - only for removes_roller presets

    def after_cut_round(
        self, summary: RoundSummary, roller: int, events: list[Event]
    ) -> int | None:
        """R44: the round a Chicago cut short is over; the next leader, or None once over."""
        raise NotImplementedError  # pragma: no cover - only for removes_roller presets

    # ---------------------------------------------------------------- helpers
    def lose_match(self, loser: int, events: list[Event]) -> None:
        """The match is over and ``loser`` lost it; everybody else has won (RECORDS.md)."""
        status = self.standings.status
        for seat in range(self.players):
            if seat != loser and status[seat] is not Status.WON:
                status[seat] = Status.WON
        status[loser] = Status.OUT
        events.append(PlayerOut(loser))
        self.loser = loser
        self.over = True
        events.append(MatchEnded(None, loser, False))

    def player_won(self, seat: int, events: list[Event], *, by_chicago: bool = False) -> None:
        """A player leaves the match as a winner (R44, R45)."""
        self.standings.status[seat] = Status.WON
        events.append(PlayerWon(seat, by_chicago))

    def next_clockwise(self, seat: int) -> int:
        """The first seat clockwise after ``seat`` that still plays."""
        playing = set(self.standings.playing())
        for k in range(1, self.players + 1):
            nxt = (seat + k) % self.players
            if nxt in playing:
                return nxt
        raise AssertionError("nobody is left to lead")  # pragma: no cover

    @staticmethod
    def lead(seat: int, events: list[Event]) -> int:
        """Name the next leader (an event) and return them."""
        events.append(_leader_chosen(seat))
        return seat
