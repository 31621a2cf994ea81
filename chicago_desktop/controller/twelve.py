"""The controller of a Chicago 2–12 game in the window: a thin QObject over the Qt-free game.

:class:`TwelveController` owns one :class:`~chicago_desktop.two_to_twelve.Game` and adds
only what a window needs on top of it: who sits at each seat, the pacing of CPU throws
(single-shot timers, never blocking; the speeds of :mod:`.pacing`), the hand-over between
several humans at one computer, and signals. The rules are never applied here: every
throw, a human's key or click or a CPU's turn, is one :meth:`Game.throw`, and the events
it returns are passed on to the view as they are (:attr:`TwelveController.event_shown`).

A CPU of this game has no decisions to make (R60): it throws after the pause a person needs
to follow the table. After the last throw of a round (or of a roll-off round) the table
rests a little longer before anyone throws again, so the score sheet can be read.

Several humans share the computer (R60 is played around one table): when the next thrower
is a human other than the one who threw last, the game waits for the computer to be
handed over — the view offers "Pass to <name>" — and only then may that person throw.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.dice import DiceSource, RandomDice
from ..records import PlayerInfo, dumps_record
from ..two_to_twelve import Event, Game, Phase, RolloffEnded, RoundEnded
from ..two_to_twelve.records import TwelveRecord, record_to_json, replay_record
from .pacing import PACING, SPEEDS, Pacing, TwelveSettings

__all__ = ["LastThrow", "TwelveController"]


@dataclass(frozen=True, slots=True)
class LastThrow:
    """The throw the table shows: who threw, the faces, and (in a round) target and score."""

    seat: int
    dice: tuple[int, ...]
    target: int | None  # None for a roll-off throw
    score: int = 0

    @property
    def rolloff(self) -> bool:
        """True for a throw of the roll-off (no target, R60)."""
        return self.target is None


def last_throw_of(game: Game) -> LastThrow | None:
    """The latest throw of ``game``, read from its state (a restored game has no events)."""
    if game.rolloff_throws:
        t = game.rolloff_throws[-1]
        return LastThrow(t.seat, t.dice, None)
    if game.rolloffs:
        t = game.rolloffs[-1].throws[-1]
        return LastThrow(t.seat, t.dice, None)
    if game.round_results:
        r = game.round_results[-1]
        return LastThrow(r.seat, r.dice, game.targets[game.round_index], r.score)
    if game.rounds:
        last = game.rounds[-1]
        r = last.results[-1]
        return LastThrow(r.seat, r.dice, last.target, r.score)
    return None


_PAUSE_AFTER_ROUND: Final = (RoundEnded, RolloffEnded)


class TwelveController(QObject):
    """Runs a Chicago 2–12 game for the window: human and CPU throws in, events out."""

    #: A game was started or restored: views rebuild from the state.
    game_started = Signal()
    #: One event of the game (chicago_desktop.two_to_twelve.events), as the throw caused it.
    event_shown = Signal(object)
    #: Anything the view shows may have changed (who is to throw, a pause, a hand-over).
    state_changed = Signal()
    #: A throw was applied (before its events are shown): the moment to save.
    action_applied = Signal()
    #: A CPU seat is about to throw (after its pause).
    cpu_thinking = Signal(int)

    def __init__(self, parent: QObject | None = None, *, speed: str = "normal") -> None:
        super().__init__(parent)
        self._speed = speed if speed in SPEEDS else "normal"
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._pending = False
        self._game: Game | None = None
        self._settings: TwelveSettings | None = None
        self._seed = 0
        self._extra: dict[str, object] = {}
        self._holder: int | None = None  # the human who threw last: who has the computer
        self._handover: int | None = None

    # ================================================================ set-up
    def new_game(
        self, settings: TwelveSettings, *, seed: int | None = None, dice: DiceSource | None = None
    ) -> None:
        """Start a game of ``settings`` (C1: seat 1 throws first in every round)."""
        rules = settings.rules()
        self._seed = secrets.randbits(31) if seed is None else seed
        source = dice if dice is not None else RandomDice(self._seed)
        self._begin(Game(rules, len(settings.players), dice=source, seed=self._seed), settings)
        self._extra = {}
        self.game_started.emit()
        for event in self._game.opening_events if self._game is not None else ():
            self.event_shown.emit(event)
        self._next_actor(self._pacing.draw)
        self.state_changed.emit()

    def restore(self, record: TwelveRecord, *, dice: DiceSource | None = None) -> None:
        """Show the game of a checked record as it stands and let it go on (resume, open).

        The throws still to come take fresh random dice (the record's seed would repeat its
        opening throws); the record keeps its own seed, so it stays the same game.
        """
        source = dice if dice is not None else RandomDice(secrets.randbits(31))
        replayed = replay_record(record, dice=source)
        settings = TwelveSettings(record.players, record.rules)
        self._seed = record.seed
        self._begin(replayed.game, settings)
        self._extra = dict(record.extra)
        self.game_started.emit()
        self._next_actor(0)
        self.state_changed.emit()

    def _begin(self, game: Game, settings: TwelveSettings) -> None:
        self._cancel()
        self._game = game
        self._settings = settings
        self._holder = self._handover = None

    def abandon(self) -> None:
        """Stop pacing the game (leaving its screen); the game and its record stay readable."""
        self._cancel()
        self.state_changed.emit()

    # ================================================================ queries
    @property
    def game(self) -> Game | None:
        """The game being played or last played."""
        return self._game

    @property
    def settings(self) -> TwelveSettings | None:
        """The seats and variations of the game."""
        return self._settings

    @property
    def players(self) -> tuple[PlayerInfo, ...]:
        """The seats of the game."""
        return self._settings.players if self._settings is not None else ()

    @property
    def is_over(self) -> bool:
        """True once the game has its winner."""
        return self._game is not None and self._game.is_over

    @property
    def last_throw(self) -> LastThrow | None:
        """The throw the dice show, read from the game's state."""
        return last_throw_of(self._game) if self._game is not None else None

    @property
    def busy(self) -> bool:
        """True while a pause runs or a CPU is about to throw."""
        return self._pending

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
    def current_seat(self) -> int | None:
        """The seat that throws next; None without a game or once it is over."""
        return self._game.current_seat if self._game is not None else None

    def is_cpu(self, seat: int) -> bool:
        """True for a seat the computer plays."""
        return self.players[seat].is_cpu

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats played by people at this computer."""
        return tuple(i for i, p in enumerate(self.players) if not p.is_cpu)

    @property
    def handover(self) -> int | None:
        """The human the computer is to be handed to before they throw; None if nobody."""
        return self._handover if not self._pending else None

    @property
    def awaiting_human(self) -> bool:
        """True when a human is to throw (or to take the computer) and nothing is paused."""
        seat = self.current_seat
        return seat is not None and not self._pending and not self.is_cpu(seat)

    def can_throw(self) -> bool:
        """True when the human to throw may throw now (the computer is theirs)."""
        return self.awaiting_human and self._handover is None

    def can_pass(self) -> bool:
        """True when the computer is to be handed to the next human."""
        return self.awaiting_human and self._handover is not None

    def can_skip(self) -> bool:
        """True while a pause runs that may be skipped."""
        return self._pending

    def record_json(self) -> dict[str, object] | None:
        """The record of the game (RECORDS.md, "Chicago 2–12 records"), finished or not."""
        if self._game is None:
            return None
        return record_to_json(
            self._game.rules, self.players, self._game.actions, seed=self._seed, extra=self._extra
        )

    def record_text(self) -> str:
        """The record as text; empty without a game."""
        record = self.record_json()
        return dumps_record(record) if record is not None else ""

    # ================================================================ actions
    def throw(self) -> bool:
        """The human to throw throws every die; False if not allowed now."""
        seat = self.current_seat
        if not self.can_throw() or seat is None:
            return False
        self._holder = seat
        self._play()
        return True

    def pass_to_next(self) -> bool:
        """The computer has been handed to the next human, who may now throw."""
        if not self.can_pass():
            return False
        self._holder, self._handover = self._handover, None
        self.state_changed.emit()
        return True

    def press(self) -> bool:
        """The one key of this game (Space, Enter, the big button): pass on, or throw."""
        return self.pass_to_next() if self.can_pass() else self.throw()

    def skip_ahead(self) -> bool:
        """End the running pause now; False if there was none."""
        if not self._pending:
            return False
        self._timer.stop()
        self._on_timer()
        return True

    # ================================================================ internals
    def _cancel(self) -> None:
        self._timer.stop()
        self._pending = False

    def _on_timer(self) -> None:
        self._pending = False
        seat = self.current_seat
        if seat is not None and self.is_cpu(seat):
            self._play()
        else:
            self._ready_human()
            self.state_changed.emit()

    def _play(self, faces: Sequence[int] | None = None) -> None:
        game = self._game
        assert game is not None
        events: list[Event] = game.throw(faces)
        self.action_applied.emit()
        for event in events:
            self.event_shown.emit(event)
        rested = any(isinstance(e, _PAUSE_AFTER_ROUND) for e in events)
        self._next_actor(self._pacing.round_end if rested else 0)
        self.state_changed.emit()

    def _next_actor(self, rest: int) -> None:
        """Schedule the next CPU throw, or get ready for the next human after ``rest`` ms."""
        seat = self.current_seat
        if seat is None:
            return
        if self.is_cpu(seat):
            self.cpu_thinking.emit(seat)
            self._schedule(rest + self._pacing.think)
        elif rest > 0:
            self._schedule(rest)
        else:
            self._ready_human()

    def _schedule(self, delay: int) -> None:
        self._pending = True
        self._timer.start(max(0, delay))

    def _ready_human(self) -> None:
        seat = self.current_seat
        if seat is None or self.is_cpu(seat):
            return
        holder = self._holder
        self._handover = seat if holder is not None and holder != seat else None

    @property
    def phase(self) -> Phase | None:
        """What the game waits for, None without a game."""
        return self._game.phase if self._game is not None else None
