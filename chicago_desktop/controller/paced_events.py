"""Releasing the session's events to the view one at a time, at a person's pace.

A mixin of :class:`~.game.GameController`, split from it along the seam between *input*
(clicks, keys and CPU decisions going into the session, in :mod:`.game`) and *output*: the
session answers an action with every event it caused at once, and this part queues them
and hands them to the view through ``event_shown`` one by one, pausing after a turn and
after a round and holding at a moment (:mod:`.moments`). It folds each released event into
the shown state (the held, final and turned dice, the round's Chicagos) and, once the
queue is empty, schedules the next CPU step with a single-shot timer, so the GUI thread
never blocks. The CPU's step itself stays in :mod:`.game` with the warm-up it waits for.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine import (
    Action,
    ChicagoThrown,
    DiceThrown,
    Event,
    HoldPolicy,
    RoundScored,
    RoundStarted,
    SixesTurned,
    TurnEnded,
    TurnStarted,
)
from .moments import Moment, moment_before

if TYPE_CHECKING:
    from PySide6.QtCore import QTimer

    from ..records import PlayerInfo
    from ..session import GameSession, ShownState
    from .pacing import Pacing


class PacedEvents:
    """The queue of events still to show, their pauses, and the next CPU step."""

    _timer: QTimer
    _pending: Callable[[], None] | None
    _queue: deque[Event]
    _delay_served: bool
    _turn_just_ended: bool
    _session: GameSession | None
    _held: frozenset[int]
    _final: frozenset[int]
    _turned: frozenset[int]
    _chicagos: frozenset[int]
    _shown: ShownState
    _moment_served: bool
    _last_human: int | None
    _round_end_pause: str
    _rush: bool
    table_moments: bool
    action_applied: Any
    state_changed: Any
    event_shown: Any
    holds_changed: Any
    cpu_thinking: Any

    if TYPE_CHECKING:

        @property
        def _pacing(self) -> Pacing: ...

        @property
        def players(self) -> tuple[PlayerInfo, ...]: ...

        def plays_here(self, seat: int) -> bool: ...

        def _set_moment(self, moment: Moment | None) -> None: ...

        def _cpu_step(self) -> None: ...

    def _schedule(self, delay: int, step: Callable[[], None]) -> None:
        self._pending = step
        self._timer.start(max(0, delay))

    def _cancel(self) -> None:
        self._timer.stop()
        self._pending = None
        self._set_moment(None)

    def _play(self, seat: int, action: Action) -> None:
        """Submit an action for ``seat`` through the session, then show its events."""
        assert self._session is not None
        events = self._session.submit(seat, action)
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
            moment = None if self._moment_served else self._moment_for(event)
            if moment is not None:
                # The moment is the pause before this event: held, or timed (moments.py).
                self._moment_served = self._delay_served = True
                self._pending = self._pump
                if moment.timed:
                    self._timer.start(self._pacing.round_end)
                self._set_moment(moment)
                self.state_changed.emit()
                return
            delay = self._delay_before(event)
            if delay > 0 and not self._delay_served:
                self._delay_served = True
                self._schedule(delay, self._pump)
                self.state_changed.emit()
                return
            self._delay_served = self._moment_served = False
            self._queue.popleft()
            self._release(event)
        self._next_actor()
        self.state_changed.emit()

    def _moment_for(self, event: Event) -> Moment | None:
        if self._rush or self._session is None:
            return None
        return moment_before(
            event,
            players=self.players,
            status=self._shown.status,
            plays_here=self.plays_here,
            last_human=self._last_human,
            outcome=self._shown.last_outcome,
            round_end_pause=self._round_end_pause,
            round_end_ms=self._pacing.round_end if self.table_moments else 0,
        )

    def _next_actor(self) -> None:
        s = self._session
        if s is None or s.is_over:
            return
        seat = s.current_seat
        if seat is not None and self.players[seat].is_cpu:
            self.cpu_thinking.emit(seat)
            self._schedule(self._pacing.think, self._cpu_step)

    def _release(self, event: Event) -> None:
        """Fold one event into the shown state and announce it to the views."""
        outcome = None
        if isinstance(event, RoundScored) and self._session is not None:
            outcome = self._session.outcome(event.summary.index)
        before = self._shown.faces
        self._shown.release(event, outcome)
        if isinstance(event, TurnStarted):
            self._turn_just_ended = False
            self._held = frozenset()
            self._final = frozenset()
            self._turned = frozenset()
        elif isinstance(event, DiceThrown):
            if self._session is not None and self._session.rules.hold_policy is HoldPolicy.FINAL:
                self._final |= event.held  # R4: what was held for a throw stays held
        elif isinstance(event, RoundStarted):
            self._chicagos = frozenset()
        elif isinstance(event, ChicagoThrown):
            self._chicagos |= {event.seat}
        elif isinstance(event, SixesTurned):
            # R21/R22: the sixes that became ones are held for good; the cup die is thrown.
            turned = frozenset(
                p for p in range(3) if before and before[p] == 6 and event.faces[p] == 1
            )
            self._turned |= turned
            self._final |= turned
            self._held = (self._held - event.cup) | self._final
            self.holds_changed.emit(self._held)
        elif isinstance(event, TurnEnded):
            self._turn_just_ended = True
            if self.plays_here(event.seat):
                self._last_human = event.seat
        elif isinstance(event, RoundScored):
            self._turn_just_ended = False
        self.event_shown.emit(event)
        if isinstance(event, TurnStarted):
            self.holds_changed.emit(self._held)
