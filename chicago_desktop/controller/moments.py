"""Moments: places where the controller stops releasing events until a person goes on.

Two moments exist (issue 15):

- **the end of a rolling round** — before the next round's :class:`RoundStarted`, the
  scored round stays on the table. With the ``"wait"`` round-end pause it is held until
  the player continues (a key or a button); with ``"auto"`` it is shown for the pace's
  ``round_end`` and goes on by itself. At the instant pace, in a demo (the window sets
  ``"auto"``) and once no human is left in the match there is no wait for a person.
- **the handover** — before a human's :class:`TurnStarted` when the last human to play
  at this computer was someone else: "Pass to Ben", and Ben's key or click starts the
  turn. It is held at every pace, since the pace is the CPUs'.

:class:`MomentControls` is the controller's part for them (a mixin, like
:class:`~.shown.ShownQueries`): going on from a moment, the round-end pause, and *Skip to
the result* (the rest of a match at the instant pace, once no human plays in it). Kept
apart so the controller module stays about input, pacing and signals.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ..engine import Event, RoundStarted, Status, TurnStarted
from ..records import PlayerInfo
from ..session import GameSession, RoundOutcome, ShownState

if TYPE_CHECKING:
    from PySide6.QtCore import QTimer

#: The end of a rolling round: held until the player goes on, or shown for a while.
ROUND_END_PAUSES: Final = ("wait", "auto")
ROUND_END: Final = "round_end"
HANDOVER: Final = "handover"


@dataclass(frozen=True, slots=True)
class Moment:
    """A held place in the released events.

    ``kind`` is :data:`ROUND_END` or :data:`HANDOVER`; ``seat`` the seat the handover
    passes to (or the next round's leader); ``outcome`` the round just scored (round end);
    ``timed`` True when the moment goes on by itself after the pace's pause.
    """

    kind: str
    seat: int | None
    outcome: RoundOutcome | None = None
    timed: bool = False


def human_in_match(players: Sequence[PlayerInfo], status: Sequence[Status]) -> bool:
    """True while a human seat still plays (not out, not won)."""
    return any(
        not p.is_cpu and (i >= len(status) or status[i] not in (Status.OUT, Status.WON))
        for i, p in enumerate(players)
    )


def moment_before(
    event: Event,
    *,
    players: Sequence[PlayerInfo],
    status: Sequence[Status],
    plays_here: Callable[[int], bool],
    last_human: int | None,
    outcome: RoundOutcome | None,
    round_end_pause: str,
    round_end_ms: int,
) -> Moment | None:
    """The moment to hold before ``event`` is shown, if any.

    ``plays_here(seat)``: a person at this computer plays the seat (the handover passes
    this computer on); ``last_human`` the last such seat that played; ``round_end_ms`` 0
    means no round's end is held (the instant pace, a party's own Continue).
    """
    if isinstance(event, RoundStarted) and event.index > 0:
        wait = round_end_pause == "wait" and round_end_ms > 0
        in_round = outcome is not None and any(
            0 <= r.seat < len(players) and not players[r.seat].is_cpu
            for r in outcome.summary.results
        )
        if wait and (in_round or human_in_match(players, status)):
            return Moment(ROUND_END, event.leader, outcome)
        if round_end_ms > 0:
            return Moment(ROUND_END, event.leader, outcome, timed=True)
        return None
    if isinstance(event, TurnStarted):
        seat = event.seat
        if plays_here(seat) and last_human is not None and last_human != seat:
            return Moment(HANDOVER, seat)
    return None


class MomentControls:
    """Going on from a moment, the round-end pause and *Skip to the result*."""

    _moment: Moment | None
    _moment_served: bool
    _last_human: int | None
    _round_end_pause: str
    _rush: bool
    _pending: Callable[[], None] | None
    _timer: QTimer
    _session: GameSession | None
    _shown: ShownState
    moment_changed: Any
    state_changed: Any
    #: False where the table's round-end moments and *Skip to the result* do not apply:
    #: a Dice Round party holds a scored round for everyone's Continue itself (R74), and
    #: its CPUs are the host's. The handover applies wherever two people share a computer.
    table_moments: bool = True

    def plays_here(self, seat: int) -> bool:
        """True when a person at this computer plays ``seat`` (every human seat here)."""
        players = self._session.players if self._session is not None else ()
        return 0 <= seat < len(players) and not players[seat].is_cpu

    def _reset_moments(self) -> None:
        self._moment = None
        self._moment_served = False
        self._last_human = None
        self._rush = False

    @property
    def moment(self) -> Moment | None:
        """The moment shown now, if any (the round's end, a handover)."""
        return self._moment

    @property
    def round_end_pause(self) -> str:
        """``"wait"``: a round's end waits for the player; ``"auto"``: it goes on by itself."""
        return self._round_end_pause

    def set_round_end_pause(self, pause: str) -> None:
        """Choose how the end of a round is held (takes effect from the next round)."""
        if pause in ROUND_END_PAUSES:
            self._round_end_pause = pause

    def continue_moment(self) -> bool:
        """Go on from the moment shown (Next round, Start my turn); False without one."""
        if self._moment is None or self._pending is None:
            return False
        self._timer.stop()
        self._on_timer()
        return True

    def _set_moment(self, moment: Moment | None) -> None:
        if moment != self._moment:
            self._moment = moment
            self.moment_changed.emit()

    def _on_timer(self) -> None:
        step, self._pending = self._pending, None
        self._set_moment(None)
        if step is not None:
            step()

    @property
    def rushing(self) -> bool:
        """True once *Skip to the result* was asked for in this match."""
        return self._rush

    def can_finish_quickly(self) -> bool:
        """True while the match goes on without a human in it (*Skip to the result*)."""
        s = self._session
        if s is None or s.is_over or self._rush or not self.table_moments:
            return False
        players = s.players
        return any(not p.is_cpu for p in players) and not human_in_match(
            players, self._shown.status
        )

    def finish_quickly(self) -> bool:
        """Play the rest of the match at the instant pace, without moments (CPUs only)."""
        if not self.can_finish_quickly():
            return False
        self._rush = True
        if self._pending is not None:
            self._timer.stop()
            self._on_timer()
        self.state_changed.emit()
        return True
