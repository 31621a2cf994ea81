"""The one controller between the rules engine and the widgets.

:class:`GameController` owns the :class:`~chicago_desktop.engine.Match`, the seats, the dice
source, the CPU players and the human's pending hold. Widgets call its methods and listen
to its past-tense signals; they never apply rules themselves.

The engine answers each action with every event it caused at once (a throw can end a
turn, a round and the match). The controller releases those events to the view one by
one, pausing where a person needs a moment to follow (after a turn, after a round), and
paces CPU turns with single-shot timers. The view therefore shows the *displayed* state
(``shown_*`` properties), which lags the engine while events are being released; input is
accepted only when both agree and a human is to act (:attr:`awaiting_human`).
"""

from __future__ import annotations

import logging
import secrets
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import (
    CapSet,
    DiceSource,
    DiceThrown,
    Event,
    LeaderChosen,
    LossTaken,
    Match,
    MatchEnded,
    PlayerOut,
    RoundScored,
    RoundStarted,
    RoundSummary,
    Status,
    Stop,
    Throw,
    TurnEnded,
    TurnStarted,
    preset,
)
from ..records import (
    GameRecord,
    PlayerInfo,
    UnsupportedRecord,
    dumps_record,
    match_record_json,
    replay_record,
)
from ..window_presets import WINDOW_PRESETS
from .cpu import CpuFactory, CpuPlayer, HintFunction, ai_hint, make_cpu
from .warm_up import warming_up

log = logging.getLogger(__name__)

SPEEDS: Final = ("slow", "normal", "fast", "instant")
WARM_UP_POLL_MS: Final = 25


@dataclass(frozen=True, slots=True)
class Pacing:
    """Milliseconds the controller waits so a person can follow the game."""

    think: int  # before a CPU action
    hold: int  # between showing a CPU's hold and its throw
    turn_end: int  # after a turn ends, before the next begins
    round_end: int  # after a round is scored, before the next begins
    draw: int  # after the first leader is drawn, before the first turn


PACING: Final = {
    "slow": Pacing(1300, 700, 1500, 3200, 1800),
    "normal": Pacing(750, 420, 900, 2200, 1200),
    "fast": Pacing(280, 150, 380, 1000, 600),
    "instant": Pacing(0, 0, 0, 0, 0),
}


@dataclass(frozen=True, slots=True)
class MatchSettings:
    """The seats and settings of a classic match."""

    players: tuple[PlayerInfo, ...]
    max_throws: int = 3
    losses_to_out: int = 3


@dataclass(frozen=True, slots=True)
class SeatResult:
    """A finished turn of the displayed round."""

    dice: tuple[int, int, int]
    throws: int
    score: int


@dataclass(frozen=True, slots=True)
class RoundOutcome:
    """What a scored round did: who took a loss, who went out, who leads, how it ended."""

    summary: RoundSummary
    losses: tuple[tuple[int, int], ...]  # (seat, losses now)
    out: tuple[int, ...]
    next_leader: int | None
    match_over: bool
    winner: int | None
    draw: bool


class GameController(QObject):
    """Runs a match for the window: actions in, paced signals out."""

    match_started = Signal()
    lots_drawn = Signal(int)  # first leader
    round_started = Signal(int, int)  # index, leader
    turn_started = Signal(int, int)  # seat, cap
    dice_thrown = Signal(int, int, object, object)  # seat, throw number, faces, held
    holds_changed = Signal(object)  # frozenset of held positions
    turn_ended = Signal(int, object, int, int, str)  # seat, dice, throws, score, reason
    cap_set = Signal(int, int)  # leader, cap
    round_scored = Signal(object)  # RoundOutcome
    loss_taken = Signal(int, int)  # seat, losses
    player_out = Signal(int)
    leader_chosen = Signal(int)
    match_ended = Signal(object, bool)  # winner seat or None, draw
    hint_ready = Signal(object)
    cpu_thinking = Signal(int)
    state_changed = Signal()
    #: The engine has applied an action (before its events are shown): the moment to save.
    action_applied = Signal()

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        cpu_factory: CpuFactory | None = None,
        hint_function: HintFunction | None = None,
        speed: str = "normal",
    ) -> None:
        super().__init__(parent)
        self._cpu_factory: CpuFactory = cpu_factory or make_cpu
        self._hint_function: HintFunction = hint_function or ai_hint
        self._speed = speed if speed in SPEEDS else "normal"
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._pending: Callable[[], None] | None = None
        self._queue: deque[Event] = deque()
        self._delay_served = False
        self._turn_just_ended = False
        self._match: Match | None = None
        self._settings: MatchSettings | None = None
        self._cpus: dict[int, CpuPlayer] = {}
        self._held: frozenset[int] = frozenset()
        self._reset_view()

    def _reset_view(self) -> None:
        self._shown_seat: int | None = None
        self._shown_faces: tuple[int, int, int] | None = None
        self._shown_throws = 0
        self._shown_cap = 0
        self._cap_setter: int | None = None
        self._shown_round = 0
        self._shown_leader: int | None = None
        self._round_results: dict[int, SeatResult] = {}
        self._round_order: tuple[int, ...] = ()
        self._shown_losses: list[int] = []
        self._shown_status: list[Status] = []
        self._last_outcome: RoundOutcome | None = None
        self._over = False
        self._winner: int | None = None
        self._draw = False
        self._held = frozenset()

    # ================================================================ set-up
    def new_match(
        self,
        settings: MatchSettings,
        *,
        seed: int | None = None,
        dice: DiceSource | None = None,
        first_leader: int | None = None,
    ) -> None:
        """Start a classic match (R9: the first leader is drawn by lot from the seed)."""
        rules = preset(
            "classic", max_throws=settings.max_throws, losses_to_out=settings.losses_to_out
        )
        if seed is None:
            seed = secrets.randbits(31)
        match = Match(rules, len(settings.players), dice=dice, seed=seed, first_leader=first_leader)
        self._cancel()
        self._queue.clear()
        self._match = match
        self._settings = settings
        self._cpus = {
            seat: self._cpu_factory(p.level or "medium", seed + seat)
            for seat, p in enumerate(settings.players)
            if p.is_cpu
        }
        self._reset_view()
        self._shown_losses = [0] * match.players
        self._shown_status = [Status.PLAYING] * match.players
        self._shown_leader = match.first_leader
        self.match_started.emit()
        self.lots_drawn.emit(match.first_leader)
        self._queue.extend(match.opening_events)
        self._schedule(self._pacing.draw, self._pump)
        self.state_changed.emit()

    def restore(self, record: GameRecord) -> None:
        """Show the match of ``record`` as it stands and let it go on (resume, open a record).

        The record is replayed with fresh random dice for the throws still to come
        (``replay_record``'s default): reseeding from the record would repeat the opening
        dice. Every event of the replay is released at once, so the scoreboard, the round
        log and the table show the record's last state; a CPU to act then plays on.
        Raises RecordError for a record that breaks a rule, and UnsupportedRecord for a
        preset the window cannot play yet; in both cases nothing changes.
        """
        if record.rules.preset not in WINDOW_PRESETS:
            raise UnsupportedRecord(
                f"the {record.rules.preset} preset cannot be played in the window yet; "
                "'chicago-desktop replay' shows the record"
            )
        match = replay_record(record).match
        # The events of each action, for the log and the shown state: a second replay of
        # actions already checked (a Match only returns events as they happen).
        shadow = Match(
            record.rules, len(record.players), seed=record.seed, first_leader=match.first_leader
        )
        events = list(shadow.opening_events)
        for action in record.actions:
            events.extend(shadow.apply(action))
        rules = record.rules
        self._cancel()
        self._queue.clear()
        self._match = match
        self._settings = MatchSettings(record.players, rules.max_throws, rules.losses_to_out or 3)
        self._cpus = {
            seat: self._cpu_factory(p.level or "medium", record.seed + seat)
            for seat, p in enumerate(record.players)
            if p.is_cpu
        }
        self._reset_view()
        self._shown_losses = [0] * match.players
        self._shown_status = [Status.PLAYING] * match.players
        self._shown_leader = match.first_leader
        self.match_started.emit()
        self.lots_drawn.emit(match.first_leader)
        self._queue.extend(events)
        while self._queue:
            self._release(self._queue.popleft())
        self._turn_just_ended = False
        self._delay_served = False
        self._next_actor()
        self.state_changed.emit()

    def rematch(self) -> None:
        """A new match with the same seats and settings."""
        if self._settings is not None:
            self.new_match(self._settings)

    def abandon(self) -> None:
        """Stop pacing the current match (leaving the table)."""
        self._cancel()
        self._queue.clear()
        self._match = None
        self._settings = None
        self._reset_view()
        self.state_changed.emit()

    # ================================================================ queries
    @property
    def match(self) -> Match | None:
        """The match being played, if any."""
        return self._match

    @property
    def settings(self) -> MatchSettings | None:
        """The seats and settings of the current match."""
        return self._settings

    @property
    def players(self) -> tuple[PlayerInfo, ...]:
        """The seats of the current match."""
        return self._settings.players if self._settings is not None else ()

    @property
    def speed(self) -> str:
        """The CPU pace: slow, normal, fast or instant."""
        return self._speed

    def set_speed(self, speed: str) -> None:
        """Change the CPU pace; takes effect from the next pause."""
        if speed in SPEEDS:
            self._speed = speed

    @property
    def _pacing(self) -> Pacing:
        return PACING[self._speed]

    @property
    def busy(self) -> bool:
        """True while events are being released or a CPU step is scheduled."""
        return self._pending is not None or bool(self._queue)

    @property
    def awaiting_human(self) -> bool:
        """True when a human seat is to act and the view shows the engine's state."""
        m = self._match
        if m is None or m.is_over or self.busy:
            return False
        seat = m.current_seat
        return seat is not None and not self.players[seat].is_cpu

    @property
    def is_over(self) -> bool:
        """True once the end of the match has been shown."""
        return self._over

    @property
    def winner(self) -> int | None:
        """The winner shown at the end, if any."""
        return self._winner

    @property
    def draw(self) -> bool:
        """True when the match ended in a draw (R41)."""
        return self._draw

    @property
    def held(self) -> frozenset[int]:
        """Dice held for the next throw (the human's choice, or the CPU's shown hold)."""
        return self._held

    @property
    def shown_seat(self) -> int | None:
        """Seat whose turn is shown."""
        return self._shown_seat

    @property
    def shown_faces(self) -> tuple[int, int, int] | None:
        """Dice as they lie in the shown turn (None before its first throw)."""
        return self._shown_faces

    @property
    def shown_throws(self) -> int:
        """Throws used in the shown turn."""
        return self._shown_throws

    @property
    def shown_cap(self) -> int:
        """Throws allowed in the shown turn."""
        return self._shown_cap

    @property
    def cap_setter(self) -> int | None:
        """The leader whose turn set the cap of the shown round (R5), once set."""
        return self._cap_setter

    @property
    def shown_round(self) -> int:
        """Index of the shown rolling round, from 0."""
        return self._shown_round

    @property
    def shown_leader(self) -> int | None:
        """Leader of the shown round."""
        return self._shown_leader

    @property
    def round_order(self) -> tuple[int, ...]:
        """Turn order of the shown round."""
        return self._round_order

    def round_result(self, seat: int) -> SeatResult | None:
        """A seat's finished result in the shown round."""
        return self._round_results.get(seat)

    def shown_losses(self, seat: int) -> int:
        """Losses shown for a seat."""
        return self._shown_losses[seat] if seat < len(self._shown_losses) else 0

    def shown_status(self, seat: int) -> Status:
        """Standing shown for a seat."""
        if seat < len(self._shown_status):
            return self._shown_status[seat]
        return Status.PLAYING

    @property
    def losses_to_out(self) -> int:
        """Losses that put a player out."""
        return self._settings.losses_to_out if self._settings is not None else 3

    @property
    def max_throws(self) -> int:
        """The leader's maximum throws."""
        return self._settings.max_throws if self._settings is not None else 3

    def shown_score(self) -> int | None:
        """The value of the shown dice as they lie (R6)."""
        if self._shown_faces is None or self._match is None:
            return None
        return self._match.score_of(self._shown_faces)

    def lowest_shown(self) -> tuple[int, tuple[int, ...]] | None:
        """The lowest result of the shown round so far and the seats that have it."""
        if not self._round_results:
            return None
        low = min(r.score for r in self._round_results.values())
        seats = tuple(s for s in self._round_order if s in self._round_results)
        return low, tuple(s for s in seats if self._round_results[s].score == low)

    @property
    def last_outcome(self) -> RoundOutcome | None:
        """The last scored round, for the round report."""
        return self._last_outcome

    def can_throw(self) -> bool:
        """True when a human may throw now, holding :attr:`held` (R2-R5)."""
        return self.awaiting_human and self._match is not None and self._match.may_throw(self._held)

    def can_stop(self) -> bool:
        """True when a human may stop now (R3)."""
        return self.awaiting_human and self._match is not None and self._match.may_stop()

    def can_toggle(self, pos: int) -> bool:
        """True when a human may hold or release die ``pos`` now (R2, R4)."""
        if not self.awaiting_human or self._match is None:
            return False
        if pos in self._held:
            return pos in self._match.releasable()
        return pos in self._match.holdable()

    def can_hint(self) -> bool:
        """True when a hint can be asked for."""
        return self.awaiting_human

    def can_skip(self) -> bool:
        """True while there is a pause to skip."""
        return self._pending is not None

    def record_json(self) -> dict[str, object] | None:
        """The record of the current match, finished or not."""
        if self._match is None:
            return None
        return match_record_json(self._match, self.players)

    def record_text(self) -> str:
        """The record as text, for error reports; empty without a match."""
        record = self.record_json()
        return dumps_record(record) if record is not None else ""

    # ================================================================ actions
    def toggle_hold(self, pos: int) -> bool:
        """Hold or release die ``pos`` for the next throw; False if not allowed now."""
        if not self.can_toggle(pos):
            return False
        self._held = self._held ^ {pos}
        self.holds_changed.emit(self._held)
        self.state_changed.emit()
        return True

    def throw(self) -> bool:
        """The human throws the dice not held; False if not allowed now."""
        if not self.can_throw():
            return False
        assert self._match is not None
        self._apply(lambda m: m.throw(self._held))
        return True

    def stop(self) -> bool:
        """The human stops; False if not allowed now."""
        if not self.can_stop():
            return False
        assert self._match is not None
        self._apply(lambda m: m.stop())
        return True

    def hint(self) -> Any | None:
        """The AI's advice for the human to act (also sent as :attr:`hint_ready`)."""
        if not self.can_hint() or self._match is None:
            return None
        result = self._hint_function(self._match)
        if result is not None:
            self.hint_ready.emit(result)
        return result

    def skip_ahead(self) -> bool:
        """Run the pending pause or CPU step now; False if nothing was waiting."""
        if self._pending is None:
            return False
        self._timer.stop()
        self._on_timer()
        return True

    # ================================================================ internals
    def _schedule(self, delay: int, step: Callable[[], None]) -> None:
        self._pending = step
        self._timer.start(max(0, delay))

    def _cancel(self) -> None:
        self._timer.stop()
        self._pending = None

    def _on_timer(self) -> None:
        step, self._pending = self._pending, None
        if step is not None:
            step()

    def _apply(self, action: Callable[[Match], list[Event]]) -> None:
        assert self._match is not None
        events = action(self._match)
        self.action_applied.emit()
        self._queue.extend(events)
        self._pump()

    def _delay_before(self, event: Event) -> int:
        pacing = self._pacing
        if isinstance(event, TurnStarted | RoundScored) and self._turn_just_ended:
            return pacing.turn_end
        if isinstance(event, RoundStarted) and event.index > 0:
            return pacing.round_end
        return 0

    def _pump(self) -> None:
        """Release queued events to the view, pausing where a person needs a moment."""
        while self._queue:
            event = self._queue[0]
            delay = self._delay_before(event)
            if delay > 0 and not self._delay_served:
                self._delay_served = True
                self._schedule(delay, self._pump)
                self.state_changed.emit()
                return
            self._delay_served = False
            self._queue.popleft()
            self._release(event)
        self._next_actor()
        self.state_changed.emit()

    def _next_actor(self) -> None:
        m = self._match
        if m is None or m.is_over:
            return
        seat = m.current_seat
        if seat is not None and self.players[seat].is_cpu:
            self.cpu_thinking.emit(seat)
            self._schedule(self._pacing.think, self._cpu_step)

    def _cpu_step(self) -> None:
        m = self._match
        if m is None or m.is_over or m.turn is None:
            return
        if warming_up():  # the AI's tables are being built: ask again shortly, never block
            self._schedule(WARM_UP_POLL_MS, self._cpu_step)
            return
        seat = m.turn.seat
        action = self._cpu_decision(seat, m)
        if isinstance(action, Stop):
            self._apply(lambda match: match.stop())
            return
        hold = frozenset(action.hold)
        if hold != self._held and m.turn.throws >= 1 and self._pacing.hold > 0:
            self._held = hold
            self.holds_changed.emit(hold)
            self.state_changed.emit()
            self._schedule(self._pacing.hold, lambda: self._cpu_throw(hold))
            return
        self._cpu_throw(hold)

    def _cpu_throw(self, hold: frozenset[int]) -> None:
        if self._match is None or self._match.turn is None:
            return
        if hold != self._held:
            self._held = hold
            self.holds_changed.emit(hold)
        self._apply(lambda match: match.throw(hold))

    def _cpu_decision(self, seat: int, m: Match) -> Throw | Stop:
        """The seat's CPU decides; an illegal answer is a bug and is raised, not hidden."""
        action = self._cpus[seat].decide(m)
        # The window plays classic only (window_presets.py): no call, no sixes to turn.
        assert isinstance(action, Throw | Stop), f"unexpected CPU action {action!r}"
        return action

    def _release(self, event: Event) -> None:
        """Update the shown state from one event and announce it."""
        if isinstance(event, RoundStarted):
            self._shown_round = event.index
            self._shown_leader = event.leader
            self._round_order = event.order
            self._round_results = {}
            self._cap_setter = None
            self.round_started.emit(event.index, event.leader)
        elif isinstance(event, TurnStarted):
            self._turn_just_ended = False
            self._shown_seat = event.seat
            self._shown_faces = None
            self._shown_throws = 0
            self._shown_cap = event.cap
            self._held = frozenset()
            self.turn_started.emit(event.seat, event.cap)
            self.holds_changed.emit(self._held)
        elif isinstance(event, DiceThrown):
            self._shown_faces = event.faces
            self._shown_throws = event.throw_number
            self.dice_thrown.emit(event.seat, event.throw_number, event.faces, event.held)
        elif isinstance(event, TurnEnded):
            self._turn_just_ended = True
            self._round_results[event.seat] = SeatResult(event.dice, event.throws, event.score)
            self.turn_ended.emit(
                event.seat,
                event.dice,
                event.throws,
                event.score,
                event.reason.value,
            )
        elif isinstance(event, CapSet):
            self._cap_setter = event.leader
            self.cap_set.emit(event.leader, event.cap)
        elif isinstance(event, RoundScored):
            self._turn_just_ended = False
            self._last_outcome = self._outcome(event.summary)
            self.round_scored.emit(self._last_outcome)
        elif isinstance(event, LossTaken):
            self._shown_losses[event.seat] = event.losses
            self.loss_taken.emit(event.seat, event.losses)
        elif isinstance(event, PlayerOut):
            self._shown_status[event.seat] = Status.OUT
            self.player_out.emit(event.seat)
        elif isinstance(event, LeaderChosen):
            self.leader_chosen.emit(event.seat)
        elif isinstance(event, MatchEnded):
            self._over = True
            self._winner = event.winner
            self._draw = event.draw
            if event.winner is not None:
                self._shown_status[event.winner] = Status.WON
            self.match_ended.emit(event.winner, event.draw)

    def _outcome(self, summary: RoundSummary) -> RoundOutcome:
        """Gather what the round's scoring caused from the events queued after it."""
        losses: list[tuple[int, int]] = []
        out: list[int] = []
        leader: int | None = None
        over, winner, draw = False, None, False
        for event in self._queue:
            if isinstance(event, LossTaken):
                losses.append((event.seat, event.losses))
            elif isinstance(event, PlayerOut):
                out.append(event.seat)
            elif isinstance(event, LeaderChosen):
                leader = event.seat
                break
            elif isinstance(event, MatchEnded):
                over, winner, draw = True, event.winner, event.draw
                break
        return RoundOutcome(summary, tuple(losses), tuple(out), leader, over, winner, draw)


def settings_from_seats(
    seats: Sequence[PlayerInfo], max_throws: int = 3, losses_to_out: int = 3
) -> MatchSettings:
    """Convenience: a :class:`MatchSettings` from a list of seats."""
    return MatchSettings(tuple(seats), max_throws, losses_to_out)
