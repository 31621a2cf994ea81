"""The game's own controller, backed by a Dice Round party instead of a session of its own.

The shared table of a party is the single-computer table (:class:`~..table.TableScreen`
with its dice, call panel, turning sixes, scoreboard and round log), so every computer
shows the same views (R72). What differs is only where actions go and where events come
from, and that is all :class:`PartyController` changes of
:class:`~chicago_desktop.controller.GameController`:

- **Input**: a click for one of this computer's seats becomes an intention sent through
  the party's driver (:mod:`.drivers`) — at the host straight into the host's session, at
  a joined computer as an ``act`` message (R73). Nothing is applied here; until the host
  answers, the table takes no more input for that seat.
- **Events**: the session the driver holds (the host's own, or a joined computer's copy
  that follows the host's ``applied`` messages) grows; :meth:`sync` hands its new events
  to the controller's pacing, which releases them to the views one by one. A session that
  was replaced (a joined computer's resync or rejoin) is shown as it stands at once.
- **Who acts**: only this computer's seats that are not handed to the CPU (R72, R75);
  the others' seats show whom the table waits for. CPU seats are the host's to play, so
  no CPU is scheduled here; their throws are paced like a CPU's at one computer.
- **Continue** (R74): a scored round stays on the table — the next round's events are
  held back — until anyone's Continue (:meth:`continue_match`).
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QObject

from ...controller import GameController
from ...controller.pacing import MatchSettings
from ...engine import Action, DiceThrown, Event, RoundStarted
from ...i18n import _
from ...session import GameSession
from .drivers import Driver


class PartyController(GameController):
    """A :class:`GameController` whose session is a party's; see the module docstring."""

    #: The party holds a scored round for Continue itself (R74); no Skip to the result.
    table_moments = False

    def __init__(self, driver: Driver, parent: QObject | None = None, *, speed: str = "normal"):
        super().__init__(parent, speed=speed)
        self.driver = driver
        self._seen = 0  # events of the driver's session handed to the pacing so far
        self._backlog: deque[Event] = deque()  # held back until Continue (R74)
        self._sent_at: int | None = None  # an intention sent at this action count

    # ================================================================ the party's side
    def sync(self) -> None:
        """Follow the driver's session: call after every change the party reports."""
        session = self.driver.session
        if not isinstance(session, GameSession):  # not yet (or a 2–12 party: twelve_table)
            if self._session is not None:
                self._sent_at = None
                self.state_changed.emit()
            return
        if session is not self._session:
            self._adopt(session)
        else:
            events = session.events
            self._backlog.extend(events[self._seen :])
            self._seen = len(events)
        answered = self._sent_at is not None and (
            len(session.match.actions) != self._sent_at or bool(self.driver.last_refusal)
        )
        if answered or self.driver.waiting is not None:
            self._sent_at = None
        self._feed()
        self.state_changed.emit()

    def _adopt(self, session: GameSession) -> None:
        """Show ``session`` as it stands (a match joined, resumed or fetched again)."""
        rules = session.rules
        settings = MatchSettings(
            session.players,
            rules.max_throws,
            rules.losses_to_out or 3,
            preset=rules.preset,
            searches=rules.searches or 3,
        )
        self._begin(session, settings)
        self._backlog.clear()
        for event in session.events:
            self._release(event)
        self._seen = len(session.events)
        self._sent_at = None
        self._turn_just_ended = False
        self._delay_served = False

    def _feed(self) -> None:
        """Move events to the pacing, holding the next round back while one waits (R74)."""
        moved = False
        while self._backlog:
            event = self._backlog[0]
            waits = self.driver.waiting is not None
            if waits and isinstance(event, RoundStarted) and event.index > 0:
                break
            self._queue.append(self._backlog.popleft())
            moved = True
        if moved and self._pending is None:
            self._pump()

    def continue_match(self) -> None:
        """*Continue* (R74): open to everyone at every computer."""
        if self._session is not None and self.driver.waiting is not None:
            self.driver.continue_match()
            self.sync()

    def plays_here(self, seat: int) -> bool:
        """True when a person at this computer plays ``seat`` now (R72, R75)."""
        return seat in self.driver.mine and seat not in self.driver.handed

    def missing(self) -> list[int]:
        """The seats whose computer has left (R75)."""
        return [seat for seat, here in enumerate(self.driver.present) if not here]

    # ================================================================ the table's side
    @property
    def busy(self) -> bool:
        """Also busy while an intention is unanswered (events held back for Continue are
        not: the table then waits for a person, not for the next step)."""
        return super().busy or self._sent_at is not None

    @property
    def awaiting_human(self) -> bool:
        """True when one of this computer's seats is to act and the table shows it now."""
        s = self._session
        if s is None or s.is_over or self.busy or self.driver.waiting is not None:
            return False
        if self.driver.ended:  # the host ended the party, or went away (R75)
            return False
        seat = s.current_seat
        return seat is not None and self.plays_here(seat)

    def away_text(self, seat: int) -> str:
        """Whom the table waits for when ``seat`` is played elsewhere (R72, R75)."""
        if self.plays_here(seat) or not 0 <= seat < len(self.players):
            return ""
        name = self.players[seat].name
        if seat in self.driver.handed:
            # Translators: a person's seat in a party that the host handed to the CPU (R75).
            return _("{name}'s seat is played by the CPU").format(name=name)
        if seat in self.missing():
            # Translators: the seat to act belongs to a computer that left the party (R75).
            return _("Waiting for {name} to come back").format(name=name)
        if self.players[seat].is_cpu:
            return ""
        # Translators: the seat to act is played at another computer of the party (R72).
        return _("Waiting for {name}").format(name=name)

    def rematch(self) -> None:
        """No rematch at a party table: the host opens a new party."""

    def _play(self, seat: int, action: Action) -> None:
        """Send the intention; the host's answer comes back through :meth:`sync`."""
        assert self._session is not None
        self._sent_at = len(self._session.match.actions)
        self.driver.send(seat, action)
        self.action_applied.emit()
        self.sync()

    def _next_actor(self) -> None:
        """The host plays the CPU seats and throws every die (R73): nothing to schedule."""

    def _delay_before(self, event: Event) -> int:
        """Another seat's throws are paced like a CPU's, so everyone can follow them."""
        if isinstance(event, DiceThrown) and not self.plays_here(event.seat):
            return self._pacing.hold
        return super()._delay_before(event)
