"""The one controller between the game session and the widgets: a thin QObject.

:class:`GameController` owns a :class:`~chicago_desktop.session.GameSession` and adds only
what a window needs on top of it: the human's pending hold, pacing, and signals. Every
click, key and CPU decision becomes an engine action submitted through
:meth:`GameSession.submit <chicago_desktop.session.GameSession.submit>`, the one input
path; the rules are never applied here.

The session answers each action with every event it caused at once (a throw can end a
turn, a round and the match). The controller releases those events to the view one by
one through :attr:`GameController.event_shown`, as the engine's own typed values (views
``match`` on the event type), pausing where a person needs a moment to follow (after a
turn, after a round) and pacing CPU turns with single-shot timers, so the GUI thread never
blocks. The view therefore shows the *displayed* state (``shown_*`` properties, folded from
the released events by :class:`~chicago_desktop.session.ShownState`), which lags the
session while events are being released; input is accepted only when both agree and a
human is to act (:attr:`GameController.awaiting_human`).

The queue of events and its pauses are a mixin, :class:`~.paced_events.PacedEvents`;
the CPU's step stays here, with the warm-up it waits for.
"""

from __future__ import annotations

import logging
import secrets
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import (
    Action,
    Call,
    DiceSource,
    Event,
    MakeCall,
    Match,
    Stop,
    Throw,
    TurnSixes,
)
from ..records import (
    GameRecord,
    PlayerInfo,
    UnsupportedRecord,
    dumps_record,
    match_record_json,
)
from ..session import (
    GameSession,
    LegalActions,
    RoundOutcome,
    Seat,
    SeatResult,
    ShownState,
)
from ..window_presets import WINDOW_PRESETS
from .cpu import CpuFactory, HintFunction, ai_hint, make_cpu
from .moments import MomentControls
from .paced_events import PacedEvents
from .pacing import PACING, SPEEDS, MatchSettings, Pacing, settings_from_seats
from .shown import ShownQueries
from .warm_up import (
    expert_waits,
    start_coaster_warm_up,
    start_expert_warm_up,
    start_preset_warm_up,
    warming_up,
)

log = logging.getLogger(__name__)

WARM_UP_POLL_MS: Final = 25

__all__ = [
    "PACING",
    "SPEEDS",
    "GameController",
    "HoldChange",
    "Intent",
    "MatchSettings",
    "Pacing",
    "RoundOutcome",
    "SeatResult",
    "settings_from_seats",
]


@dataclass(frozen=True, slots=True)
class HoldChange:
    """The human changes which dice they hold for the next throw (not yet an action)."""

    hold: frozenset[int]


#: What a person at the table asks for: an engine action, or a change of held dice.
Intent = Action | HoldChange


class GameController(PacedEvents, MomentControls, ShownQueries, QObject):
    """Runs a session for the window: human and CPU actions in, paced typed events out."""

    match_started = Signal()
    lots_drawn = Signal(int)  # first leader
    #: One engine event (chicago_desktop.engine.events) as it is shown, the same value the
    #: session returned; views ``match`` on its type.
    event_shown = Signal(object)
    holds_changed = Signal(object)  # frozenset of held positions
    hint_ready = Signal(object)
    cpu_thinking = Signal(int)
    #: A CPU leader's call (R7), shown for a moment before it is made: (seat, Call).
    call_previewed = Signal(int, object)
    state_changed = Signal()
    #: The session has applied an action (before its events are shown): the moment to save.
    action_applied = Signal()
    #: A moment (the end of a round, a handover) is shown or was gone on from (moments.py).
    moment_changed = Signal()

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
        self._session: GameSession | None = None
        self._hint_waits = False  # a hint is waiting for the preset's round values
        self._settings: MatchSettings | None = None
        self._held: frozenset[int] = frozenset()
        self._final: frozenset[int] = frozenset()  # shown final-held dice (R4, R21)
        self._turned: frozenset[int] = frozenset()  # shown ones that were turned sixes
        self._chicagos: frozenset[int] = frozenset()  # Chicagos of the shown round (R20)
        self._shown = ShownState()
        self._round_end_pause = "auto"
        self._reset_moments()

    # ================================================================ set-up
    def new_match(
        self,
        settings: MatchSettings,
        *,
        seed: int | None = None,
        dice: DiceSource | None = None,
        first_leader: int | None = None,
    ) -> None:
        """Start a match of the settings' preset (R9: the first leader is drawn by lot)."""
        rules = settings.rules()
        if seed is None:
            seed = secrets.randbits(31)
        session = GameSession(
            rules,
            tuple(Seat.of(p) for p in settings.players),
            seed=seed,
            dice=dice,
            first_leader=first_leader,
            deciders=self._cpu_factory,
        )
        self._begin(session, settings)
        self._queue.extend(session.events)
        self._schedule(self._pacing.draw, self._pump)
        self.state_changed.emit()

    def restore(self, record: GameRecord) -> None:
        """Show the match of ``record`` as it stands and let it go on (resume, open a record).

        The session replays the record once, collecting its events as it goes, with fresh
        random dice for the throws still to come (reseeding from the record would repeat
        the opening dice). Every event is released at once, so the scoreboard, the round
        log and the table show the record's last state; a CPU to act then plays on.
        Raises RecordError for a record that breaks a rule, and UnsupportedRecord for a
        preset the window cannot play yet; in both cases nothing changes.
        """
        if record.rules.preset not in WINDOW_PRESETS:
            raise UnsupportedRecord(
                f"the {record.rules.preset} preset cannot be played in the window yet; "
                "'chicago-desktop replay' shows the record"
            )
        session = GameSession.from_record(record, deciders=self._cpu_factory)
        rules = record.rules
        settings = MatchSettings(
            record.players,
            rules.max_throws,
            rules.losses_to_out or 3,
            preset=rules.preset,
            searches=rules.searches or 3,
        )
        self._begin(session, settings)
        for event in session.events:
            self._release(event)
        self._turn_just_ended = False
        self._delay_served = False
        self._next_actor()
        self.state_changed.emit()

    def _begin(self, session: GameSession, settings: MatchSettings) -> None:
        self._cancel()
        self._queue.clear()
        self._reset_moments()
        self._session = session
        self._settings = settings
        self._held = self._final = self._turned = self._chicagos = frozenset()
        rules = session.rules
        self._shown = ShownState(
            session.match.players,
            session.match.first_leader,
            middle=rules.starting_coasters(session.match.players),
            searches=rules.searches is not None,
        )
        exact = any(p.is_cpu and p.level in ("hard", "expert") for p in settings.players)
        if exact and self._cpu_factory is make_cpu:
            # The AI's Hard and Expert read exact round values: built between events, so a
            # cold preset never blocks the window (a CPU turn waits for them instead).
            start_preset_warm_up(rules, session.match.players)
            levels = self._cpu_levels()
            start_expert_warm_up(rules, levels)
            start_coaster_warm_up(rules, levels)
        self.match_started.emit()
        self.lots_drawn.emit(session.match.first_leader)

    def rematch(self) -> None:
        """A new match with the same seats and settings."""
        if self._settings is not None:
            self.new_match(self._settings)

    def abandon(self) -> None:
        """Stop pacing the current match (leaving the table)."""
        self._cancel()
        self._queue.clear()
        self._session = None
        self._settings = None
        self._held = self._final = self._turned = frozenset()
        self._shown = ShownState()
        self.state_changed.emit()

    # ================================================================ queries
    @property
    def session(self) -> GameSession | None:
        """The game session being played, if any."""
        return self._session

    @property
    def match(self) -> Match | None:
        """The match being played, if any."""
        return self._session.match if self._session is not None else None

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
        return PACING["instant" if self._rush else self._speed]

    @property
    def busy(self) -> bool:
        """True while events are being released or a CPU step is scheduled."""
        return self._pending is not None or bool(self._queue)

    @property
    def awaiting_human(self) -> bool:
        """True when a human seat is to act and the view shows the session's state."""
        s = self._session
        if s is None or s.is_over or self.busy:
            return False
        seat = s.current_seat
        return seat is not None and not self.players[seat].is_cpu

    def legal(self) -> LegalActions | None:
        """What the human to act may do now; None unless :attr:`awaiting_human`."""
        s = self._session
        if not self.awaiting_human or s is None or s.current_seat is None:
            return None
        return s.legal_actions(s.current_seat)

    @property
    def held(self) -> frozenset[int]:
        """Dice held for the next throw (the human's choice, or the CPU's shown hold)."""
        return self._held

    @property
    def final(self) -> frozenset[int]:
        """Dice of the shown turn that are held for good (R4 final policy, R21 turned)."""
        return self._final

    @property
    def turned(self) -> frozenset[int]:
        """Dice of the shown turn showing a one that was a turned six (R21, R22)."""
        return self._turned

    def can_throw(self) -> bool:
        """True when a human may throw now, holding :attr:`held` (R2-R5)."""
        legal = self.legal()
        return legal is not None and legal.may_throw_holding(self._held)

    def can_stop(self) -> bool:
        """True when a human may stop now (R3)."""
        legal = self.legal()
        return legal is not None and legal.may_stop

    def can_toggle(self, pos: int) -> bool:
        """True when a human may hold or release die ``pos`` now (R2, R4)."""
        legal = self.legal()
        if legal is None:
            return False
        return pos in (legal.releasable if pos in self._held else legal.holdable)

    def can_hint(self) -> bool:
        """True when a hint can be asked for."""
        return self.awaiting_human

    def can_skip(self) -> bool:
        """True while there is a pause to skip (a held moment is gone on from, not skipped)."""
        moment = self._moment
        return self._pending is not None and (moment is None or moment.timed)

    def away_text(self, seat: int) -> str:
        """Whom the table waits for when ``seat`` is played at another computer (a Dice
        Round party, R72); empty here, where every seat is played at this computer."""
        return ""

    def record_json(self) -> dict[str, object] | None:
        """The record of the current match, finished or not."""
        if self._session is None:
            return None
        return match_record_json(self._session.match, self.players)

    def record_text(self) -> str:
        """The record as text, for error reports; empty without a match."""
        record = self.record_json()
        return dumps_record(record) if record is not None else ""

    # ================================================================ actions
    def toggle_hold(self, pos: int) -> bool:
        """Hold or release die ``pos`` for the next throw; False if not allowed now."""
        if not self.can_toggle(pos):
            return False
        change = HoldChange(self._held ^ {pos})
        if not self._admits(change):
            return False
        self._held = change.hold
        self.holds_changed.emit(self._held)
        self.state_changed.emit()
        self._admitted(change)
        return True

    def throw(self) -> bool:
        """The human throws the dice not held; False if not allowed now."""
        return self.can_throw() and self.submit(Throw(self._held))

    def stop(self) -> bool:
        """The human stops; False if not allowed now."""
        return self.can_stop() and self.submit(Stop())

    def call_due(self) -> bool:
        """True when the human leader is to make the round's call now (R7)."""
        legal = self.legal()
        return legal is not None and legal.call_due

    def may_call_sand(self) -> bool:
        """True when the call due may be sand (R24, tschigg)."""
        legal = self.legal()
        return legal is not None and legal.call_due and legal.sand

    def make_call(self, call: Call) -> bool:
        """The human leader makes the round's call (R7, R24); False if not now."""
        if not self.call_due() or (call.sand and not self.may_call_sand()):
            return False
        return self.submit(MakeCall(call))

    def can_turn_sixes(self) -> bool:
        """True when the human may turn two sixes now (R21, or three sixes, R22)."""
        legal = self.legal()
        return legal is not None and legal.may_turn_sixes

    def turn_sixes(self) -> bool:
        """The human turns sixes (R21/R22); False if not now."""
        return self.can_turn_sixes() and self.submit(TurnSixes())

    def submit(self, action: Action) -> bool:
        """The human to act submits ``action`` (a click or a key); False if not now.

        Refused without a word when no human is to act or the lesson's judge
        (:meth:`_admits`) says no; an action the rules forbid raises the session's error.
        """
        s = self._session
        if s is None or not self.awaiting_human or s.current_seat is None:
            return False
        if not self._admits(action):
            return False
        self._play(s.current_seat, action)
        self._admitted(action)
        return True

    def hint(self) -> Any | None:
        """The AI's advice for the human to act (also sent as :attr:`hint_ready`)."""
        if not self.can_hint() or self._session is None:
            return None
        if self.hints_building(start=True):
            # Cold at six seats the values take seconds, which a hint computed here would
            # block the window for: the answer follows through hint_ready once they are there.
            if not self._hint_waits:
                self._hint_waits = True
                QTimer.singleShot(WARM_UP_POLL_MS, self, self._hint_after_warm_up)
            return None
        try:
            result = self._hint_function(self._session.match)
        except ValueError:  # the AI's NotDecidable: no advice for this position
            log.info("no hint for this position", exc_info=True)
            result = None
        self.hint_ready.emit(result)
        return result

    @property
    def hint_pending(self) -> bool:
        """True while a hint waits for the round values it reads (:meth:`hint`)."""
        return self._hint_waits

    def prepare_hints(self) -> None:
        """Build the round values a hint of this match reads, between events, now rather
        than at the first hint (a person seated; the window calls this when a match starts
        while hints are shown, a lesson when its part starts)."""
        if any(not p.is_cpu for p in self.players):
            self.hints_building(start=True)

    def hints_building(self, *, start: bool = False) -> bool:
        """True while the round values the AI's hints of this match read are being built
        (a preset's are built only for Hard and Expert CPU seats when the match starts, so
        ``start`` starts their build if nothing did). Injected hint functions read none."""
        s = self._session
        if s is None or self._hint_function is not ai_hint:
            return False
        if start:
            start_preset_warm_up(s.match.rules, s.match.players)
        return warming_up(s.match.rules)

    def _cpu_reads_tables(self) -> bool:
        """Whether the CPU to act may read the tables a warm-up builds: every level in
        classic; outside it only Hard and Expert (Easy and Medium play fixed rules on their
        own dice, ai/preset_policies.py, and need not wait for a build a hint started)."""
        s = self._session
        if s is None or s.rules.preset == "classic":
            return True
        seat = s.current_seat
        level = self.players[seat].level if seat is not None else None
        return level not in ("easy", "medium")

    def _cpu_levels(self) -> tuple[str | None, ...]:
        """Each seat's CPU level as its decider plays it (a CPU without one plays Medium,
        ``Seat.of``), None for a person: what the builds are started for and looked up by."""
        return tuple((p.level or "medium") if p.is_cpu else None for p in self.players)

    def _expert_waits(self) -> bool:
        """Whether the CPU to act is an Expert whose background build it now reads is still
        running (warm_up.expert_waits: tschigg's clearing phase, R45; classic come down to
        two, R41)."""
        s = self._session
        if s is None:
            return False
        return expert_waits(s.match, s.current_seat, self._cpu_levels())

    def _hint_after_warm_up(self) -> None:
        """Ask again for the hint that waited (it waits again if the build still runs)."""
        self._hint_waits = False
        self.hint()

    def skip_ahead(self) -> bool:
        """Run the pending pause or CPU step now; False if nothing was waiting."""
        if not self.can_skip():
            return False
        self._timer.stop()
        self._on_timer()
        return True

    # ======================================================== input hooks
    def _admits(self, intent: Intent) -> bool:
        """May this human intent go ahead? The tutorial's judge answers here."""
        return True

    def _admitted(self, intent: Intent) -> None:
        """A human intent went ahead (the tutorial tells its lesson)."""

    # ================================================================ internals
    # The queue of events and its pauses are in paced_events.py; the CPU's step is here.
    def _cpu_step(self) -> None:
        s = self._session
        if s is None or not s.seat_to_act_is_cpu():
            return
        if (self._cpu_reads_tables() and warming_up(s.rules)) or self._expert_waits():
            # the AI's tables are being built: ask again shortly, never block
            self._schedule(WARM_UP_POLL_MS, self._cpu_step)
            return
        # The CPU's decision goes in through submit like a click; an illegal one is a bug
        # and is raised by the session, not hidden.
        seat, action = s.cpu_decision()
        turn = s.match.turn
        if isinstance(action, MakeCall) and self._pacing.hold > 0:
            # The call appears the way a person's does, for as long as a CPU's hold.
            self.call_previewed.emit(seat, action.call)
            self._schedule(self._pacing.hold, lambda: self._cpu_act(seat, action))
            return
        if not isinstance(action, Throw) or turn is None:
            self._play(seat, action)
            return
        hold = frozenset(action.hold)
        if hold != self._held and turn.throws >= 1 and self._pacing.hold > 0:
            self._held = hold
            self.holds_changed.emit(hold)
            self.state_changed.emit()
            self._schedule(self._pacing.hold, lambda: self._cpu_throw(seat, action))
            return
        self._cpu_throw(seat, action)

    def _cpu_act(self, seat: int, action: Action) -> None:
        s = self._session
        if s is not None and s.current_seat == seat:
            self._play(seat, action)

    def _cpu_throw(self, seat: int, action: Throw) -> None:
        s = self._session
        if s is None or s.current_seat != seat:
            return
        hold = frozenset(action.hold)
        if hold != self._held:
            self._held = hold
            self.holds_changed.emit(hold)
        self._play(seat, action)
