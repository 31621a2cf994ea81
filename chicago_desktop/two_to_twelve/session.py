"""One game of Chicago 2–12 with its seats and the one way into it, as for three dice.

The three-dice :class:`~chicago_desktop.session.GameSession` is what a Dice Round party
(R70–R75) drives; this is its counterpart for Chicago 2–12 (R60, R61), with the same
names where the party needs them: :meth:`TwelveSession.submit` checks that the seat is
the one to throw and lets :class:`~.game.Game` check the throw, appends the events and
returns them; a refused throw raises and changes nothing. A CPU seat simply throws —
there is no decision in this game — so :meth:`cpu_decision` is always a plain throw.
Plain Python, no Qt.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..engine.dice import DiceSource, RandomDice
from ..records import PlayerInfo
from ..session.errors import NotYourTurn, UnknownSeat
from ..session.seats import Seat
from .errors import GameOver
from .events import Event
from .game import Game, Throw
from .records import TwelveRecord, outcome_json, record_to_json
from .rules import Rules


class TwelveSession:
    """A game of Chicago 2–12 with its seats; every throw goes through :meth:`submit`."""

    def __init__(
        self,
        rules: Rules,
        seats: Sequence[Seat],
        *,
        seed: int = 0,
        dice: DiceSource | None = None,
        extra: Mapping[str, object] | None = None,
    ) -> None:
        self._seats = tuple(seats)
        self._game = Game(rules, len(self._seats), dice=dice, seed=seed)
        self._events: list[Event] = list(self._game.opening_events)
        self._extra = dict(extra) if extra is not None else {}

    @classmethod
    def from_record(
        cls,
        record: TwelveRecord,
        *,
        dice: DiceSource | None = None,
        seats: Sequence[Seat] | None = None,
    ) -> TwelveSession:
        """The session of a checked ``record`` as it stands, going on with ``dice``.

        Fresh random dice by default (the record's seed would repeat its opening throws).
        """
        session = cls(
            record.rules,
            seats if seats is not None else tuple(Seat.of(p) for p in record.players),
            seed=record.seed,
            dice=dice if dice is not None else RandomDice(),
            extra=record.extra,
        )
        if len(session.seats) != len(record.players):
            raise ValueError("the seats do not match the record's players")
        for action in record.actions:
            session.submit(session.current_seat or 0, action)
        return session

    # ================================================================ queries
    @property
    def match(self) -> Game:
        """The game; read it, change it only through :meth:`submit`."""
        return self._game

    @property
    def rules(self) -> Rules:
        """The variations in play."""
        return self._game.rules

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats, in seat order."""
        return self._seats

    @property
    def players(self) -> tuple[PlayerInfo, ...]:
        """The seats as a record names them."""
        return tuple(s.info for s in self._seats)

    @property
    def current_seat(self) -> int | None:
        """The seat that throws next, None once the game is over."""
        return self._game.current_seat

    @property
    def is_over(self) -> bool:
        """True once the game has its winner."""
        return self._game.is_over

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event so far, from the start of the game, in order."""
        return tuple(self._events)

    def seat_to_act_is_cpu(self) -> bool:
        """True when the seat to throw is a CPU seat."""
        seat = self.current_seat
        return seat is not None and self._seats[seat].is_cpu

    def record_json(self) -> dict[str, object]:
        """The record of the game as it stands (RECORDS.md, "Chicago 2–12 records")."""
        return record_to_json(
            self._game.rules,
            self.players,
            self._game.actions,
            seed=self._game.seed,
            extra=self._extra,
        )

    def outcome_json(self) -> dict[str, object]:
        """The ``replay --json`` object of the game as it stands."""
        return outcome_json(self._game)

    # ================================================================ actions
    def submit(self, seat: int, action: Throw) -> list[Event]:
        """Throw for ``seat``; the events, also appended to the log.

        Raises :class:`~chicago_desktop.session.NotYourTurn` for a seat that is not to
        throw and the game's errors (:class:`~.errors.GameOver`, wrong faces) otherwise;
        nothing changes then.
        """
        if type(seat) is not int or not 0 <= seat < len(self._seats):
            raise UnknownSeat(seat, len(self._seats))
        to_act = self._game.current_seat
        if to_act is None:
            raise GameOver("the game is over; no more throws", "R60")
        if seat != to_act:
            raise NotYourTurn(seat, to_act)
        events = self._game.apply(action)
        self._events.extend(events)
        return events

    def cpu_decision(self) -> tuple[int, Throw]:
        """The seat to throw and its throw, when it is a CPU seat (a CPU simply throws)."""
        seat = self.current_seat
        if seat is None or not self._seats[seat].is_cpu:
            raise ValueError("the seat to act is not a CPU seat")
        return seat, Throw()
