"""A whole game of Chicago 2–12 (RULES.md R60, R61): rounds, Elimination, the roll-off.

:class:`Game` is the one mutable object of this package. Its only action is a throw; it
checks the throw completely (game not over, the right number of faces, each 1–6) before it
changes anything, returns the events the throw caused and keeps the log of throws that a
game record is written from. The faces come from the caller or from an injected dice
source (:mod:`chicago_desktop.engine.dice`), never from a global generator.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from functools import cache
from itertools import product

from ..engine.dice import DiceSource, RandomDice
from .errors import FaceOutOfRange, GameOver, WrongDiceCount
from .events import (
    EliminationWaived,
    Event,
    GameEnded,
    PlayerOut,
    RolloffEnded,
    RolloffRound,
    RolloffStarted,
    RolloffThrow,
    RolloffThrown,
    RoundEnded,
    RoundResult,
    RoundStarted,
    RoundSummary,
    Thrown,
)
from .rules import SCORELESS_ROUNDS_TO_OUT, Rules, team_of


class Phase(Enum):
    """What the game waits for."""

    ROUNDS = "rounds"  # a throw in the current round (R60)
    ROLLOFF = "rolloff"  # a throw of the sudden-death roll-off (R60, R61 Teams)
    OVER = "over"


class Status(Enum):
    """A seat's standing, spelled as RECORDS.md spells it for Chicago 2–12."""

    PLAYING = "playing"
    OUT = "out"
    WON = "won"
    LOST = "lost"


@dataclass(frozen=True, slots=True)
class Throw:
    """The one action of the game: throw every die; ``faces`` None lets the dice decide."""

    faces: tuple[int, ...] | None = None


@cache
def hit_ways(target: int, dice: int) -> int:
    """How many of the ``6 ** dice`` ways the dice can fall total exactly ``target``."""
    if dice < 1:
        raise ValueError("at least one die")
    return sum(1 for faces in product(range(1, 7), repeat=dice) if sum(faces) == target)


def hit_chance(target: int, dice: int) -> Fraction:
    """The chance that ``dice`` fair dice total exactly ``target`` (6/36 for a 7 on two)."""
    return Fraction(hit_ways(target, dice), 6**dice)


class Game:
    """A game of Chicago 2–12 from its first throw to its winner."""

    def __init__(
        self,
        rules: Rules,
        players: int,
        *,
        dice: DiceSource | None = None,
        seed: int = 0,
    ) -> None:
        rules.check_players(players)
        self.rules = rules
        self.players = players
        self.seed = seed
        self._dice: DiceSource = dice if dice is not None else RandomDice(seed)
        self._targets = rules.targets
        self._totals = [0] * players
        self._runs = [0] * players
        self._out = [False] * players
        self._rounds: list[RoundSummary] = []
        self._round_index = 0
        self._round_seats: tuple[int, ...] = tuple(range(players))
        self._round_results: list[RoundResult] = []
        self._rolloffs: list[RolloffRound] = []
        self._rolloff_field: tuple[int, ...] = ()
        self._rolloff_throws: list[RolloffThrow] = []
        self._phase = Phase.ROUNDS
        self._winner: int | None = None
        self._winning_team: int | None = None
        self._actions: list[Throw] = []
        self._opening: tuple[Event, ...] = (RoundStarted(0, self._targets[0], self._round_seats),)

    # =============================================================== queries
    @property
    def phase(self) -> Phase:
        """What the game waits for next."""
        return self._phase

    @property
    def is_over(self) -> bool:
        """True once the game has its winner."""
        return self._phase is Phase.OVER

    @property
    def winner(self) -> int | None:
        """The winning seat; None in Teams, where a team wins, and while the game runs."""
        return self._winner

    @property
    def winning_team(self) -> int | None:
        """The winning team (0 or 1) in Teams; None otherwise and while the game runs."""
        return self._winning_team

    @property
    def current_seat(self) -> int | None:
        """The seat that throws next; None when the game is over."""
        if self._phase is Phase.ROUNDS:
            return self._round_seats[len(self._round_results)]
        if self._phase is Phase.ROLLOFF:
            return self._thrower(self._rolloff_field[len(self._rolloff_throws)])
        return None

    @property
    def round_index(self) -> int:
        """The current round, from 0 (the last round once the rounds are over)."""
        return self._round_index

    @property
    def target(self) -> int | None:
        """The target of the round being played; None in a roll-off or once over."""
        return self._targets[self._round_index] if self._phase is Phase.ROUNDS else None

    @property
    def targets(self) -> tuple[int, ...]:
        """Every round's target, in the order played."""
        return self._targets

    @property
    def round_seats(self) -> tuple[int, ...]:
        """The seats that throw in the current round, in seat order."""
        return self._round_seats

    @property
    def round_results(self) -> tuple[RoundResult, ...]:
        """The throws of the round in progress so far."""
        return tuple(self._round_results)

    @property
    def rounds(self) -> tuple[RoundSummary, ...]:
        """Completed rounds, in order."""
        return tuple(self._rounds)

    @property
    def rolloffs(self) -> tuple[RolloffRound, ...]:
        """Completed roll-off rounds, in order."""
        return tuple(self._rolloffs)

    @property
    def rolloff_field(self) -> tuple[int, ...]:
        """Who takes part in the roll-off round in progress: seats, or teams in Teams."""
        return self._rolloff_field if self._phase is Phase.ROLLOFF else ()

    @property
    def rolloff_throws(self) -> tuple[RolloffThrow, ...]:
        """The throws of the roll-off round in progress so far."""
        return tuple(self._rolloff_throws)

    @property
    def actions(self) -> tuple[Throw, ...]:
        """Every throw so far, with the faces that fell."""
        return tuple(self._actions)

    @property
    def opening_events(self) -> tuple[Event, ...]:
        """The events of the game's start (the first round), for a front end."""
        return self._opening

    @property
    def totals(self) -> tuple[int, ...]:
        """Every seat's own total, the round in progress included."""
        return tuple(self._totals)

    def total(self, seat: int) -> int:
        """A seat's own total (in Teams too)."""
        return self._totals[seat]

    def team_total(self, team: int) -> int:
        """The pooled total of a team in Teams (R61)."""
        return sum(t for s, t in enumerate(self._totals) if team_of(s) == team)

    def team_members(self, team: int) -> tuple[int, ...]:
        """The seats of a team: even seats are team 0, odd seats team 1."""
        return tuple(s for s in range(self.players) if team_of(s) == team)

    def scoreless_run(self, seat: int) -> int:
        """Elimination: the rounds in a row, up to the last completed one, without a score."""
        return self._runs[seat]

    def in_game(self) -> tuple[int, ...]:
        """Seats still in (not out by Elimination), in seat order."""
        return tuple(s for s in range(self.players) if not self._out[s])

    def status(self, seat: int) -> Status:
        """A seat's standing: playing, out, and once the game is over won or lost."""
        if self._out[seat]:
            return Status.OUT
        if self._phase is not Phase.OVER:
            return Status.PLAYING
        if self.rules.teams:
            return Status.WON if team_of(seat) == self._winning_team else Status.LOST
        return Status.WON if seat == self._winner else Status.LOST

    def state_key(self) -> tuple[object, ...]:
        """Everything that defines the state, for comparisons in tests and replays."""
        return (
            self.rules,
            self.players,
            self.seed,
            tuple(self._totals),
            tuple(self._runs),
            tuple(self._out),
            tuple(self._rounds),
            self._round_index,
            self._round_seats,
            tuple(self._round_results),
            tuple(self._rolloffs),
            self._rolloff_field,
            tuple(self._rolloff_throws),
            self._phase,
            self._winner,
            self._winning_team,
            tuple(self._actions),
        )

    # =============================================================== actions
    def apply(self, action: Throw) -> list[Event]:
        """Apply a throw value (what a record replay does)."""
        return self.throw(action.faces)

    def throw(self, faces: Sequence[int] | None = None) -> list[Event]:
        """The current seat throws every die; ``faces`` None takes them from the dice source.

        Raises :class:`GameOver` after the end, :class:`WrongDiceCount` or
        :class:`FaceOutOfRange` for impossible faces; the game is then unchanged.
        """
        if self._phase is Phase.OVER:
            raise GameOver("the game is over; no more throws", "R60")
        if faces is None:
            faces = self._dice.roll(self.rules.dice)
        checked = self._check_faces(faces)
        events: list[Event] = []
        if self._phase is Phase.ROUNDS:
            self._throw_in_round(checked, events)
        else:
            self._throw_in_rolloff(checked, events)
        self._actions.append(Throw(checked))
        return events

    # =============================================================== internals
    def _check_faces(self, faces: Sequence[int]) -> tuple[int, ...]:
        rule = "R60" if self.rules.dice == 2 else "R61"
        values = tuple(faces)
        if len(values) != self.rules.dice:
            raise WrongDiceCount(f"a throw has {self.rules.dice} faces, not {len(values)}", rule)
        for value in values:
            if type(value) is not int or not 1 <= value <= 6:
                raise FaceOutOfRange(f"a face is a whole number from 1 to 6, not {value!r}", "R60")
        return values

    def _thrower(self, entry: int) -> int:
        """The seat that throws for a roll-off entry: itself, or a team's lowest seat in."""
        if not self.rules.teams:
            return entry
        return min(s for s in self.team_members(entry) if not self._out[s])

    def _throw_in_round(self, faces: tuple[int, ...], events: list[Event]) -> None:
        seat = self._round_seats[len(self._round_results)]
        target = self._targets[self._round_index]
        score = target if sum(faces) == target else 0
        self._round_results.append(RoundResult(seat, faces, score))
        self._totals[seat] += score
        events.append(Thrown(seat, self._round_index, target, faces, score))
        if len(self._round_results) == len(self._round_seats):
            self._end_round(events)

    def _end_round(self, events: list[Event]) -> None:
        summary = RoundSummary(
            self._round_index, self._targets[self._round_index], tuple(self._round_results)
        )
        self._rounds.append(summary)
        self._round_results = []
        events.append(RoundEnded(summary))
        if self.rules.elimination:
            # R61 Decisions: judged at the round's end, after everyone still in has thrown.
            for result in summary.results:
                self._runs[result.seat] = 0 if result.hit else self._runs[result.seat] + 1
            due = tuple(s for s in self._round_seats if self._runs[s] >= SCORELESS_ROUNDS_TO_OUT)
            if due and len(due) == len(self._round_seats):
                events.append(EliminationWaived(due))
            else:
                for seat in due:
                    self._out[seat] = True
                    events.append(PlayerOut(seat, self._runs[seat]))
            left = self.in_game()
            if len(left) == 1:
                self._finish(events, winner=left[0])
                return
        if self._round_index + 1 == len(self._targets):
            self._decide(events)
            return
        self._round_index += 1
        self._round_seats = self.in_game()
        events.append(
            RoundStarted(self._round_index, self._targets[self._round_index], self._round_seats)
        )

    def _decide(self, events: list[Event]) -> None:
        """After the final round: the highest total (or team total) wins, a tie rolls off."""
        if self.rules.teams:
            first, second = self.team_total(0), self.team_total(1)
            if first != second:
                self._finish(events, team=0 if first > second else 1)
            else:
                self._start_rolloff((0, 1), events)
            return
        left = self.in_game()
        best = max(self._totals[s] for s in left)
        leaders = tuple(s for s in left if self._totals[s] == best)
        if len(leaders) == 1:
            self._finish(events, winner=leaders[0])
        else:
            self._start_rolloff(leaders, events)

    def _start_rolloff(self, field: tuple[int, ...], events: list[Event]) -> None:
        self._phase = Phase.ROLLOFF
        self._rolloff_field = field
        self._rolloff_throws = []
        seats = tuple(self._thrower(entry) for entry in field)
        teams = field if self.rules.teams else None
        events.append(RolloffStarted(len(self._rolloffs), seats, teams))

    def _throw_in_rolloff(self, faces: tuple[int, ...], events: list[Event]) -> None:
        entry = self._rolloff_field[len(self._rolloff_throws)]
        team = entry if self.rules.teams else None
        rolled = RolloffThrow(self._thrower(entry), faces, team)
        self._rolloff_throws.append(rolled)
        events.append(RolloffThrown(len(self._rolloffs), rolled))
        if len(self._rolloff_throws) < len(self._rolloff_field):
            return
        done = RolloffRound(len(self._rolloffs), tuple(self._rolloff_throws))
        self._rolloffs.append(done)
        self._rolloff_throws = []
        events.append(RolloffEnded(done))
        high = max(t.total for t in done.throws)
        top = tuple(
            e for e, t in zip(self._rolloff_field, done.throws, strict=True) if t.total == high
        )
        if len(top) > 1:
            self._start_rolloff(top, events)
        elif self.rules.teams:
            self._finish(events, team=top[0])
        else:
            self._finish(events, winner=top[0])

    def _finish(
        self, events: list[Event], *, winner: int | None = None, team: int | None = None
    ) -> None:
        self._phase = Phase.OVER
        self._rolloff_field = ()
        self._winner = winner
        self._winning_team = team
        events.append(GameEnded(winner, team))
