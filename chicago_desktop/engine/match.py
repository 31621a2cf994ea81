"""A whole match: rolling rounds (R5, R8), their ranking, and a match structure (R41-R46).

:class:`Match` is the one mutable object of the engine. It runs turns and rolling rounds;
what a round's best and worst get, who takes part, who leads next and when the match ends
is its structure's answer (:mod:`.structures`), chosen by the preset (R40).

It validates every action fully before it changes anything (the turn and round are
immutable values that are replaced on success), returns the events each action caused, and
keeps the action log that a game record is written from.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from enum import Enum
from typing import Final

from ..seats import MAX_PLAYERS, MIN_PLAYERS
from .actions import Action, MakeCall, Stop, Throw, TurnSixes
from .dice import DiceSource, RandomDice, copy_dice
from .errors import (
    CallNotAllowed,
    InvalidRules,
    MatchOver,
    StopNotAllowed,
    ThrowNotAllowed,
    TurnSixesNotAllowed,
    UnsupportedRules,
)
from .events import (
    CallMade,
    CapSet,
    ChicagoThrown,
    CoasterPhase,
    DiceThrown,
    EndReason,
    Event,
    RoundScored,
    RoundStarted,
    RoundSummary,
    ScoredResult,
    SixesTurned,
    TurnEnded,
    TurnStarted,
)
from .frozen_values import builder
from .ranking import TurnResult, rank_round, result_score
from .round_state import RoundState, make_round_state
from .rules import PLAYABLE_PRESETS, ChicagoRule, Rules, Scoring
from .scoring import Call
from .structures import Coasters, Lots, Searches, Status, Structure, make_structure
from .turn import POSITIONS, Turn

#: The positions thrown for each hold, in ascending order (at most eight holds).
_THROWN: dict[frozenset[int], tuple[int, ...]] = {}


class Phase(Enum):
    """What the match waits for."""

    TURN = "turn"  # the current player throws or stops
    CALL = "call"  # the leader calls the round's scoring (R7)
    OVER = "over"


# The values every throw and turn makes, built by their slots (:mod:`.frozen_values`).
_throw = builder(Throw, ("hold", "faces"))
_dice_thrown = builder(DiceThrown, ("seat", "throw_number", "held", "faces"))
_turn_result = builder(TurnResult, ("seat", "dice", "throws", "chicago"))
_turn_ended = builder(TurnEnded, ("seat", "dice", "throws", "score", "reason", "chicago"))
_turn_started = builder(TurnStarted, ("seat", "cap"))
_cap_set = builder(CapSet, ("leader", "cap"))
_make_call = builder(MakeCall, ("call",))
_call_made = builder(CallMade, ("seat", "call"))
_scored = builder(ScoredResult, ("seat", "dice", "throws", "score", "chicago"))
_round_started = builder(RoundStarted, ("index", "leader", "order"))
_round_scored = builder(RoundScored, ("summary",))
_round_summary = builder(
    RoundSummary,
    ("index", "leader", "cap", "call", "results", "best", "worst", "order", "cut_short"),
)


def draw_first_leader(seed: int, players: int) -> int:
    """R9: the first leader by lot, reproducible from the match's seed (D7).

    The same as the first draw of the match's :class:`~.structures.Lots`.
    """
    return random.Random(seed).randrange(players)


_NOT_OVER: Final = "the match is over"
_STOP: Final = Stop()  # a value without fields: every stop logs the same one


class Match:
    """A match of Chicago from its first throw to its outcome."""

    def __init__(
        self,
        rules: Rules,
        players: int,
        *,
        dice: DiceSource | None = None,
        seed: int = 0,
        first_leader: int | None = None,
    ) -> None:
        if rules.preset not in PLAYABLE_PRESETS:
            raise UnsupportedRules(f"the {rules.preset} preset is not supported yet")
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise InvalidRules(f"a match has {MIN_PLAYERS} to {MAX_PLAYERS} players")
        # D8: the first lot is always drawn, so a record naming its first leader replays
        # every later lot exactly as the match that drew it.
        lots = Lots(seed)
        drawn = lots.draw(range(players))
        if first_leader is None:
            first_leader = drawn
        elif type(first_leader) is not int or not 0 <= first_leader < players:
            raise InvalidRules(f"first leader {first_leader!r} is not a seat")
        self.rules = rules
        self.players = players
        self.seed = seed
        self.first_leader = first_leader
        self._dice: DiceSource = dice if dice is not None else RandomDice(seed)
        self._structure: Structure = make_structure(rules, players, lots)
        self._status = self._structure.standings.status
        self._rounds: list[RoundSummary] = []
        self._actions: list[Action] = []
        self._over = False
        # The cap of the turn that just ran into its cap, so that a held throw right after
        # it is reported as a throw past the cap (R5) rather than a bad first throw (R2).
        self._capped_turn: int | None = None
        self._starts: dict[tuple[int, int], Turn] = {}
        self._orders: dict[tuple[int, tuple[int, ...]], tuple[int, ...]] = {}
        opening = self._structure.start(first_leader)
        self._round, first = self._start_round(0, first_leader)
        self._opening = (*opening, *first)

    # =============================================================== queries
    @property
    def phase(self) -> Phase:
        """What the match waits for next."""
        if self._over:
            return Phase.OVER
        return Phase.CALL if self._round.awaiting_call else Phase.TURN

    @property
    def is_over(self) -> bool:
        """True once the match has an outcome."""
        return self._over

    @property
    def winner(self) -> int | None:
        """The classic winner, the last player left (R41)."""
        return self._structure.winner

    @property
    def loser(self) -> int | None:
        """The loser of the match (basic R42 and the coaster presets R45)."""
        return self._structure.loser

    @property
    def draw(self) -> bool:
        """True when everyone left went out in the same rolling round (R41)."""
        return self._structure.draw

    @property
    def structure(self) -> Structure:
        """The match structure (R41-R45); read it, never change it from outside."""
        return self._structure

    @property
    def coaster_phase(self) -> CoasterPhase | None:
        """Handing out or clearing (R43, R45), None outside the coaster presets."""
        return self._structure.phase if isinstance(self._structure, Coasters) else None

    @property
    def middle(self) -> int | None:
        """Coasters still in the middle (R43), None outside the coaster presets."""
        return self._structure.middle if isinstance(self._structure, Coasters) else None

    @property
    def search_index(self) -> int | None:
        """The search being played, from 0 (R42), None outside basic."""
        return self._structure.search if isinstance(self._structure, Searches) else None

    @property
    def in_playoff(self) -> bool:
        """True while the playoff search among the tied is played (R42)."""
        return isinstance(self._structure, Searches) and self._structure.playoff

    @property
    def current_seat(self) -> int | None:
        """The seat that acts next (the leader while a call is due), None when over."""
        if self._over:
            return None
        if self._round.awaiting_call:
            return self._round.leader
        return self._round.turn.seat if self._round.turn is not None else None

    @property
    def turn(self) -> Turn | None:
        """The current turn, None when the match is over or a call is due."""
        return None if self._over or self._round.awaiting_call else self._round.turn

    @property
    def round_state(self) -> RoundState:
        """The rolling round in progress (the last one, once the match is over)."""
        return self._round

    @property
    def round_index(self) -> int:
        """Number of the current rolling round, from 0."""
        return self._round.index

    @property
    def leader(self) -> int:
        """Leader of the current rolling round."""
        return self._round.leader

    @property
    def cap(self) -> int:
        """Throws the current player may use: the leader's max, then the leader's count."""
        return self._round.cap if self._round.cap is not None else self.rules.max_throws

    @property
    def cap_is_set(self) -> bool:
        """True once the leader's turn has fixed the cap for the followers (R5)."""
        return self._round.cap is not None

    @property
    def results(self) -> tuple[TurnResult, ...]:
        """Finished turns of the current rolling round, in turn order."""
        return self._round.results

    def scored_results(self) -> tuple[ScoredResult, ...]:
        """The current round's finished turns with their scores under the call (R6, R7)."""
        rules, call = self.rules, self._round.call
        return tuple(
            [
                _scored(r.seat, r.dice, r.throws, result_score(rules, r.dice, call), r.chicago)
                for r in self._round.results
            ]
        )

    @property
    def rounds(self) -> tuple[RoundSummary, ...]:
        """Completed rolling rounds, in order."""
        return tuple(self._rounds)

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action applied so far, with the faces that fell."""
        return tuple(self._actions)

    @property
    def opening_events(self) -> tuple[Event, ...]:
        """The events of the match's start (first round and first turn), for a front end."""
        return self._opening

    def losses(self, seat: int) -> int:
        """Losses taken by a seat (R41)."""
        return self._structure.standings.losses[seat]

    def tally_marks(self, seat: int) -> int:
        """Tally marks of a seat, one per search lost (R42)."""
        return self._structure.standings.tally_marks[seat]

    def coasters(self, seat: int) -> int:
        """Coasters in front of a seat (R43, R45)."""
        return self._structure.standings.coasters[seat]

    def status(self, seat: int) -> Status:
        """A seat's standing."""
        return self._status[seat]

    def in_game(self) -> tuple[int, ...]:
        """Seats whose status is ``playing`` (not out, safe or won), in seat order."""
        return tuple(s for s in range(self.players) if self._status[s] is Status.PLAYING)

    def score_of(self, dice: Sequence[int]) -> int:
        """A result's value in the current round (fixed, or under the call once made)."""
        return result_score(self.rules, dice, self._round.call)

    def lowest_so_far(self) -> int | None:
        """The lowest result of this rolling round so far, None before the first result."""
        if not self._round.results:
            return None
        return min(self.score_of(r.dice) for r in self._round.results)

    def best_so_far(self) -> int | None:
        """The highest result of this rolling round so far."""
        if not self._round.results:
            return None
        return max(self.score_of(r.dice) for r in self._round.results)

    def players_after_current(self) -> int:
        """How many players still throw in this round after the current one."""
        return len(self._round.order) - len(self._round.results) - 1

    def may_throw(self, hold: Iterable[int] | None = None) -> bool:
        """May the current player throw (holding ``hold``, if given)?"""
        turn = self.turn
        if turn is None:
            return False
        return turn.may_throw() if hold is None else turn.may_throw_with(hold)

    def may_stop(self) -> bool:
        """May the current player end the turn now?"""
        turn = self.turn
        return turn is not None and turn.may_stop()

    def may_turn_sixes(self) -> bool:
        """May the current player turn sixes now (R21, R22)?"""
        turn = self.turn
        return turn is not None and turn.sixes_turnable()

    def holdable(self) -> frozenset[int]:
        """Positions the current player may hold for the next throw."""
        turn = self.turn
        return turn.holdable() if turn is not None else frozenset()

    def releasable(self) -> frozenset[int]:
        """Positions the current player may throw again (not final-held, R4)."""
        turn = self.turn
        return turn.releasable() if turn is not None else frozenset()

    def state_key(self) -> tuple[object, ...]:
        """Everything that defines the state, for comparisons in tests and replays."""
        return (
            self.rules,
            self.players,
            self.first_leader,
            self._structure.key(),
            tuple(self._rounds),
            tuple(self._actions),
            self._round,
            self._over,
            self._capped_turn,
        )

    def copy(self, dice: DiceSource | None = None) -> Match:
        """This match in its state, as a new match given the same actions would be: a search
        through the engine (tests/ai's brute forces) goes one action on from a position it
        holds instead of replaying every action. Nothing mutable is shared but the memos of
        turn starts and orders (immutable values found from the rules). ``dice`` is the
        copy's source; by default fair or scripted dice are copied in their state."""
        new = Match.__new__(Match)
        new.__dict__.update(self.__dict__)  # the rules, immutable round state, the memos
        new._dice = dice if dice is not None else copy_dice(self._dice)
        new._structure = self._structure.copy()
        new._status = new._structure.standings.status
        new._rounds = self._rounds.copy()
        new._actions = self._actions.copy()
        return new

    # =============================================================== actions
    def apply(self, action: Action) -> list[Event]:
        """Apply any action value (what a record replay does)."""
        if isinstance(action, Throw):
            return self.throw(action.hold, action.faces)
        if isinstance(action, Stop):
            return self.stop()
        if isinstance(action, MakeCall):
            return self.call(action.call)
        return self.turn_sixes()

    def throw(self, hold: Iterable[int] = (), faces: Iterable[int] | None = None) -> list[Event]:
        """Throw the dice not held; faces come from the dice source unless given."""
        turn = self._round.turn
        if turn is None or self._over or self._round.awaiting_call:
            turn = self._require_turn(ThrowNotAllowed)  # raises
        if type(hold) is not frozenset:
            hold = tuple(hold)
        if turn.throws == 0 and hold and self._capped_turn is not None:
            raise ThrowNotAllowed(
                f"a throw past the cap of {self._capped_turn} throws",
                "R5",
                code="past_cap",
                values={"cap": self._capped_turn},
            )
        held = turn.check_hold(hold)
        if faces is None and type(self._dice) is RandomDice:
            # Fair dice give one good face per die thrown: nothing to check (the usual case).
            new_faces = self._dice.roll(3 - len(held))
            thrown = _THROWN.get(held)
            if thrown is None:
                thrown = _THROWN[held] = tuple(p for p in POSITIONS if p not in held)
            new_turn = turn.placed(held, thrown, new_faces)
        else:
            new_faces = tuple(faces) if faces is not None else self._dice.roll(3 - len(held))
            new_turn = turn.thrown(held, new_faces)
        assert new_turn.faces is not None
        events: list[Event] = [
            _dice_thrown(turn.seat, new_turn.throws, held, new_turn.faces),
        ]
        self._actions.append(_throw(held, new_faces))
        if not new_turn.ended:  # the usual throw: _advance's first lines, without the call
            self._capped_turn = None
            rnd = self._round
            self._round = make_round_state(
                rnd.index,
                rnd.leader,
                rnd.order,
                rnd.results,
                new_turn,
                rnd.cap,
                rnd.call,
                rnd.awaiting_call,
            )
            return events
        reason = EndReason.CHICAGO if new_turn.chicago else EndReason.CAP
        self._advance(new_turn, events, reason)
        return events

    def stop(self) -> list[Event]:
        """End the current turn (R3)."""
        turn = self._require_turn(StopNotAllowed)
        new_turn = turn.stop()
        events: list[Event] = []
        self._actions.append(_STOP)
        self._advance(new_turn, events, EndReason.STOPPED)
        return events

    def turn_sixes(self) -> list[Event]:
        """Turn sixes (R21, R22); the next action must be a throw."""
        turn = self._require_turn(TurnSixesNotAllowed)
        new_turn = turn.turn_sixes()
        assert new_turn.faces is not None
        self._actions.append(TurnSixes())
        self._capped_turn = None
        self._round = self._round.with_turn(new_turn)
        return [SixesTurned(turn.seat, new_turn.faces, new_turn.cup)]

    def call(self, call: Call) -> list[Event]:
        """The leader's call after their turn (R7, R24)."""
        if self._over:
            raise MatchOver(_NOT_OVER, self._structure.end_rule, code="match_over")
        if not self.rules.has_call:
            raise CallNotAllowed("this preset has no call", "R7", code="no_call")
        if not self._round.awaiting_call:
            raise CallNotAllowed(
                "a call is made only right after the leader's turn", "R7", code="call_moment"
            )
        if call.sand and self.rules.scoring is not Scoring.CALLED_SAND:
            raise CallNotAllowed("sand is called only in tschigg", "R24", code="sand_only_tschigg")
        self._actions.append(_make_call(call))
        self._capped_turn = None
        events: list[Event] = [_call_made(self._round.leader, call)]
        rnd = self._round
        self._next_turn(events, rnd.results, rnd.cap, call)
        return events

    # =============================================================== internals
    def _require_turn(
        self, error: type[ThrowNotAllowed | StopNotAllowed | TurnSixesNotAllowed]
    ) -> Turn:
        if self._over:
            raise MatchOver(_NOT_OVER, self._structure.end_rule, code="match_over")
        if self._round.awaiting_call or self._round.turn is None:
            raise error("the leader must call the scoring first", "R7", code="call_first")
        return self._round.turn

    def _start_round(self, index: int, leader: int) -> tuple[RoundState, tuple[Event, ...]]:
        """Begin a rolling round: the leader, then clockwise over players taking part (R8)."""
        taking_part = self._structure.takes_part()  # in seat order
        assert leader in taking_part
        # Clockwise from the leader: the seats in order, turned round to start at the leader
        # (kept: a match sees a few dozen of them, and a tuple is immutable).
        order = self._orders.get((leader, taking_part))
        if order is None:
            at = taking_part.index(leader)
            order = self._orders[leader, taking_part] = taking_part[at:] + taking_part[:at]
        turn = self._start_turn(leader, self.rules.max_throws)
        state = make_round_state(index, leader, order, (), turn, None, None, False)
        return state, (_round_started(index, leader, order), _turn_started(leader, turn.cap))

    def _advance(self, new_turn: Turn, events: list[Event], reason: EndReason) -> None:
        """Store the new turn; if it ended, record the result and move on."""
        # D6: a turn that used its last throw (whether or not that throw was a Chicago).
        capped = new_turn.ended and reason is not EndReason.STOPPED
        self._capped_turn = new_turn.cap if capped and new_turn.throws >= new_turn.cap else None
        if not new_turn.ended:
            self._round = self._round.with_turn(new_turn)
            return
        assert new_turn.faces is not None
        rnd = self._round
        result = _turn_result(new_turn.seat, new_turn.faces, new_turn.throws, new_turn.chicago)
        events.append(
            _turn_ended(
                new_turn.seat,
                new_turn.faces,
                new_turn.throws,
                result_score(self.rules, new_turn.faces, rnd.call),
                reason,
                new_turn.chicago,
            )
        )
        is_leader = not rnd.results
        results = (*rnd.results, result)
        cap = new_turn.throws if is_leader else rnd.cap
        if is_leader:
            events.append(_cap_set(new_turn.seat, new_turn.throws))
        awaits = is_leader and self.rules.has_call
        if new_turn.chicago:
            events.append(ChicagoThrown(new_turn.seat))
            # R44: the roller leaves at once; in the clearing phase, or when only one player
            # is left, the round is cut short before any call or further throw.
            if self.rules.chicago is ChicagoRule.REMOVES_ROLLER and not (
                self._structure.roller_leaves(new_turn.seat, events)
            ):
                self._round = make_round_state(
                    rnd.index, rnd.leader, rnd.order, results, None, cap, rnd.call, False
                )
                self._finish_round(events, cut_by=new_turn.seat)
                return
        if awaits:
            # The leader's call is due (R7): the state that waits for it, built once.
            self._round = make_round_state(
                rnd.index, rnd.leader, rnd.order, results, None, cap, rnd.call, True
            )
            return
        self._next_turn(events, results, cap, rnd.call)

    def _next_turn(
        self,
        events: list[Event],
        results: tuple[TurnResult, ...],
        cap: int | None,
        call: Call | None,
    ) -> None:
        """Start the next follower's turn, or finish the round.

        The round goes on with ``results``, ``cap`` and ``call`` (the turn that just ended
        or the call just made); its new state is built once, here, not once per change.
        """
        rnd = self._round
        if len(results) < len(rnd.order):
            seat = rnd.order[len(results)]
            turn_cap = cap if cap is not None else self.rules.max_throws
            self._round = make_round_state(
                rnd.index,
                rnd.leader,
                rnd.order,
                results,
                self._start_turn(seat, turn_cap),
                cap,
                call,
                False,
            )
            events.append(_turn_started(seat, turn_cap))
            return
        self._round = make_round_state(
            rnd.index, rnd.leader, rnd.order, results, None, cap, call, False
        )
        self._finish_round(events)

    def _start_turn(self, seat: int, cap: int) -> Turn:
        """A turn before its first throw: one value per seat and cap, kept for the match
        (a turn is immutable, so every round can start from the same one)."""
        turn = self._starts.get((seat, cap))
        if turn is None:
            turn = self._starts[seat, cap] = Turn.start(self.rules, seat, cap)
        return turn

    def _finish_round(self, events: list[Event], cut_by: int | None = None) -> None:
        """Rank the round and hand it to the structure (R30-R32, R41-R46).

        ``cut_by`` is the roller of a Chicago that cut the round short (R44): the round has
        no worst.
        """
        rnd = self._round
        ranking = rank_round(self.rules, rnd.results, rnd.call)
        # R44: a round cut short by a Chicago has no worst; its best is the best of the
        # results so far (the roller, unless an earlier Chicago of this round ranks above).
        best, worst = (ranking.best, ranking.worst) if cut_by is None else (ranking.best, ())
        summary = _round_summary(
            rnd.index,  # index
            rnd.leader,  # leader
            rnd.cap if rnd.cap is not None else self.rules.max_throws,  # cap
            rnd.call,  # call
            self.scored_results(),  # results
            best,
            worst,
            ranking.order,  # order
            cut_by is not None,  # cut_short
        )
        self._rounds.append(summary)
        events.append(_round_scored(summary))
        # Every way here left the round with no turn and no call due: it is kept as it is.
        assert rnd.turn is None and not rnd.awaiting_call
        if cut_by is None:
            leader = self._structure.finish_round(summary, events)
        else:
            leader = self._structure.after_cut_round(summary, cut_by, events)
        if leader is None:
            self._over = True
            return
        self._round, opening = self._start_round(rnd.index + 1, leader)
        events.extend(opening)
