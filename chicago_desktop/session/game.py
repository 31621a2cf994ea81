"""One game session: a match, its seats and their owners, and the one way into it.

Everything that drives a match — a click or a key, a CPU decision, a lesson's scripted
step, a record being restored, later a message from another computer — calls
:meth:`GameSession.submit` with the seat it acts for. The session checks that the seat is
the one to act, lets the engine check the rules, appends the events to its log and returns
them. A refused action raises a named error (:class:`~.errors.NotYourTurn` or the engine's
:class:`~chicago_desktop.engine.IllegalAction`) and changes nothing: not the match, not the
log, not the dice source.

The session is plain Python (no Qt): the window's controller is a thin QObject over it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import (
    Action,
    DiceExhausted,
    DiceSource,
    Event,
    IllegalAction,
    Match,
    MatchOver,
    RandomDice,
    Rules,
    Throw,
    UnsupportedRules,
)
from ..records import GameRecord, PlayerInfo, RecordError, UnsupportedRecord, match_record_json
from .cpu import Decider, DeciderFactory, ai_decider, tell_table
from .errors import NotYourTurn, UnknownSeat
from .legal import LegalActions, legal_actions
from .outcome import RoundOutcome, outcomes_in
from .seats import Cpu, Seat
from .snapshot import Snapshot, snapshot_of


class GameSession:
    """A match of Chicago with its seats; every action goes through :meth:`submit`."""

    def __init__(
        self,
        rules: Rules,
        seats: Sequence[Seat],
        *,
        seed: int = 0,
        dice: DiceSource | None = None,
        first_leader: int | None = None,
        deciders: DeciderFactory | None = None,
        extra: object = None,
    ) -> None:
        self._seats = tuple(seats)
        self._match = Match(
            rules, len(self._seats), dice=dice, seed=seed, first_leader=first_leader
        )
        self._events: list[Event] = list(self._match.opening_events)
        self._outcomes: list[RoundOutcome] = []
        self._extra = extra if isinstance(extra, dict) else None
        factory = deciders or ai_decider
        # Each CPU seat decides with its own noise, seeded from the match (as records expect).
        self._deciders: dict[int, Decider] = {
            seat: factory(s.owner.level, seed + seat)
            for seat, s in enumerate(self._seats)
            if isinstance(s.owner, Cpu)
        }
        # Every CPU may know the levels at the table (None for a human): Expert replies to
        # the known policies (docs/ai.md); a decider without ``know_table`` ignores it.
        table = tuple(s.owner.level if isinstance(s.owner, Cpu) else None for s in self._seats)
        tell_table(self._deciders.values(), table)

    @classmethod
    def from_record(
        cls,
        record: GameRecord,
        *,
        dice: DiceSource | None = None,
        deciders: DeciderFactory | None = None,
        seats: Sequence[Seat] | None = None,
    ) -> GameSession:
        """The session of ``record`` as it stands, ready to go on with ``dice``.

        The record is replayed once, through :meth:`submit`, so the event log is collected
        as it is replayed. Fresh random dice are used for the throws still to come by
        default: reseeding from the record would repeat its opening dice. Raises
        :class:`~chicago_desktop.records.RecordError` naming the 0-based index of the first
        illegal action and its rule; nothing is returned then.
        """
        try:
            session = cls(
                record.rules,
                seats if seats is not None else tuple(Seat.of(p) for p in record.players),
                seed=record.seed,
                dice=dice if dice is not None else RandomDice(),
                first_leader=record.first_leader,
                deciders=deciders,
                extra=dict(record.extra),
            )
        except UnsupportedRules as exc:  # pragma: no cover - every R40 preset is playable
            raise UnsupportedRecord(str(exc)) from None
        if len(session.seats) != len(record.players):
            raise RecordError("the seats do not match the record's players", rule="RECORDS")
        for index, action in enumerate(record.actions):
            if isinstance(action, Throw) and action.faces is None:  # pragma: no cover
                raise RecordError("a throw without faces", index=index, rule="RECORDS")
            # After the end there is no seat to act: the engine refuses with its rule.
            seat = session.current_seat
            try:
                session.submit(seat if seat is not None else 0, action)
            except IllegalAction as exc:
                raise RecordError(
                    f"{exc.reason}", index=index, rule=exc.rule, code=exc.code, values=exc.values
                ) from None
            except DiceExhausted as exc:  # pragma: no cover - faces always given by records
                raise RecordError(str(exc), index=index, rule="RECORDS") from None
        return session

    # ================================================================ queries
    @property
    def match(self) -> Match:
        """The match; read it, change it only through :meth:`submit`."""
        return self._match

    @property
    def rules(self) -> Rules:
        """The rules of the match."""
        return self._match.rules

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
        """The seat to act, None once the match is over."""
        return self._match.current_seat

    @property
    def is_over(self) -> bool:
        """True once the match has an outcome."""
        return self._match.is_over

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event so far, from the opening of the match, in order."""
        return tuple(self._events)

    @property
    def outcomes(self) -> tuple[RoundOutcome, ...]:
        """The outcome of every scored round, in order."""
        return tuple(self._outcomes)

    def outcome(self, index: int) -> RoundOutcome | None:
        """The outcome of the round numbered ``index`` (from 0), once it is scored."""
        return self._outcomes[index] if 0 <= index < len(self._outcomes) else None

    def seat_to_act_is_cpu(self) -> bool:
        """True when the seat to act is a CPU seat."""
        seat = self.current_seat
        return seat is not None and self._seats[seat].is_cpu

    def legal_actions(self, seat: int) -> LegalActions:
        """What ``seat`` may do now (nothing unless it is the seat to act)."""
        self._check_seat(seat)
        return legal_actions(self._match, seat)

    def snapshot(self) -> Snapshot:
        """The state as a value a view can draw."""
        return snapshot_of(self._match)

    def score_of(self, dice: Sequence[int]) -> int:
        """A result's value in the current round (fixed, or under the call once made)."""
        return self._match.score_of(dice)

    def state_key(self) -> tuple[object, ...]:
        """The match's state and the event log, for comparisons in tests and restores."""
        return (self._match.state_key(), tuple(self._events))

    def record_json(self) -> dict[str, object]:
        """The record of the match as it stands (RECORDS.md)."""
        return match_record_json(self._match, self.players, self._extra)

    # ================================================================ actions
    def submit(self, seat: int, action: Action) -> list[Event]:
        """Apply ``action`` for ``seat``; the events it caused, also appended to the log.

        Raises :class:`~.errors.NotYourTurn` for a seat that is not to act and the engine's
        :class:`~chicago_desktop.engine.IllegalAction` for an action the rules forbid; in
        both cases nothing changes.
        """
        self._check_seat(seat)
        to_act = self._match.current_seat
        if seat != to_act:
            if to_act is None:
                raise MatchOver(
                    "the match is over", self._match.structure.end_rule, code="match_over"
                )
            raise NotYourTurn(seat, to_act)
        events = self._match.apply(action)
        self._events.extend(events)
        self._outcomes.extend(outcomes_in(events))
        return events

    def cpu_decision(self) -> tuple[int, Action]:
        """The seat to act and the action its CPU decides (not yet submitted).

        Raises ValueError when the seat to act is not a CPU seat.
        """
        seat = self.current_seat
        if seat is None or seat not in self._deciders:
            raise ValueError("the seat to act is not a CPU seat")
        return seat, self._deciders[seat].decide(self._match)

    def play_cpu(self) -> list[Event]:
        """Let the CPU seat to act decide and submit its action."""
        seat, action = self.cpu_decision()
        return self.submit(seat, action)

    # ================================================================ internals
    def cpu_deciders(self) -> list[Decider]:
        """The deciders of this session's CPU seats (a party host tells them the levels at
        the table again when a seat is handed to the CPU, R75)."""
        return list(self._deciders.values())

    def _check_seat(self, seat: int) -> None:
        if type(seat) is not int or not 0 <= seat < len(self._seats):
            raise UnknownSeat(seat, len(self._seats))
