"""The host of a Dice Round party (R70-R75), without any I/O: bytes in, bytes out.

:class:`HostCore` owns the party: the seats the host planned (CPU, this computer's people,
other computers), the connections, the :class:`~chicago_desktop.session.GameSession` and
its dice. A transport (asyncio in :mod:`.aio`, QtNetwork in the window) only tells it
that a connection opened, sent bytes or closed, calls :meth:`HostCore.tick` now and then,
and writes out what :meth:`HostCore.take_output` returns. Because the core never touches a
socket or a clock of its own, every rule here — the code, seat tokens, limits, who may act
for which seat, Continue — is tested without a network.

The host is the authority (R73): only its session throws dice; a joined computer's
``act`` names a seat and a record action, and the host maps the connection to its seats
and calls ``session.submit(seat, action)`` like any other input (R8, D11). The game is a
preset of the three-dice game or Chicago 2–12 (R71); where they differ the core asks
:mod:`.games`.

What each message is answered with (a hello, an ``act``, Continue, sync) is the mixin
:class:`~.host_messages.HostMessages`; this module keeps the connections, the outbox and
the match.
"""

from __future__ import annotations

import secrets
from collections import deque
from collections.abc import Callable, Sequence

from ..engine import DiceSource, IllegalAction, RandomDice
from ..session import GameSession, NotYourTurn, Seat
from ..session.cpu import Decider, DeciderFactory, ai_decider, tell_table
from .connections import Connection, Limits
from .events_json import events_to_json
from .framing import FrameError, FrameReader, decode, encode
from .games import (
    PartyAction,
    PartyRecord,
    PartyRules,
    PartySession,
    action_json,
    check_seats,
    cpu_action,
    decider_for,
    ends_match,
    ends_round,
    new_session,
    over_rule,
    rules_json,
    session_from_record,
    submit,
    without_faces,
)
from .host_messages import HostMessages, Rejection
from .protocol import (
    MAX_CLIENT_FRAME,
    PROTOCOL,
    ProtocolError,
    normalise_code,
    parse_client_message,
)
from .seating import (
    EXTRA_KEY,
    Group,
    SeatPlan,
    owner,
    parse_seats_spec,
    plans_from_record,
    rules_from_party,
    seat_name,
    token_hash,
)


class HostCore(HostMessages):
    """A party: lobby, match, connections; see the module docstring."""

    def __init__(
        self,
        rules: PartyRules,
        plan: Sequence[SeatPlan],
        code: str,
        *,
        seed: int | None = None,
        dice: DiceSource | None = None,
        deciders: DeciderFactory | None = None,
        auto_start: bool = True,
        auto_continue: float | None = None,
        limits: Limits | None = None,
        resume: PartyRecord | None = None,
    ) -> None:
        self.rules = rules
        self.code = normalise_code(code)
        self.limits = limits or Limits()
        self.auto_start = auto_start
        self.auto_continue = auto_continue
        self._seed = seed if seed is not None else secrets.randbelow(2**31)
        # The dice have their own secret seed: a record's seed draws only lots (D8).
        self._dice = dice if dice is not None else RandomDice(secrets.randbits(64))
        self._deciders = deciders or ai_decider
        self._resume = resume
        self._groups: list[Group] = []
        if resume is not None:
            self.plan, self._groups = plans_from_record(resume)
            self.rules = resume.rules
        else:
            self.plan = tuple(plan)
        if not any(p.kind == "remote" for p in self.plan):
            raise ValueError("a party needs at least one seat for another computer")
        check_seats(self.rules, len(self.plan))
        self._connections: dict[int, Connection] = {}
        self._outbox: list[tuple[int, bytes | None]] = []
        self._failures: deque[float] = deque()
        self._handed: dict[int, Decider | None] = {}  # None: a 2–12 seat simply throws
        self._handed_levels: dict[int, str] = {}
        self.session: PartySession | None = None
        self.waiting: int | None = None  # the action count at which a scored round waits
        self._waiting_since = 0.0
        self._continued: int | None = None
        self.finished = False
        self.stopped = False
        self.now = 0.0
        #: Called after every applied action with (index, seat, events JSON); the window
        #: listens here, and the autosave writes the record.
        self.on_applied: Callable[[int, int], None] | None = None
        self.on_change: Callable[[], None] | None = None
        #: False while a CPU seat must not decide yet: the window's host answers False
        #: while the AI's tables are built between events, so a cold table never blocks
        #: its window; :meth:`tick` plays the CPU seats on once it answers True.
        self.cpu_ready: Callable[[], bool] = lambda: True
        if resume is not None:
            self.start()  # a resumed match waits for its computers to rejoin (R75)

    # ================================================================ queries
    @property
    def remote_seats(self) -> tuple[int, ...]:
        """The seats other computers play."""
        return tuple(s for s, p in enumerate(self.plan) if p.kind == "remote")

    @property
    def local_seats(self) -> tuple[int, ...]:
        """The seats people at the host's computer play."""
        return tuple(s for s, p in enumerate(self.plan) if p.kind == "local")

    def taken(self, seat: int) -> bool:
        """True when a joined computer holds ``seat`` (or it is not a remote seat)."""
        return self.plan[seat].kind != "remote" or any(seat in g.seats for g in self._groups)

    def present(self) -> list[bool]:
        """Per seat: is it played right now (R75: who is missing)?"""
        out: list[bool] = []
        for seat, p in enumerate(self.plan):
            group = self._group_of(seat)
            out.append(
                p.kind != "remote"
                or (group is not None and (group.handed or group.conn is not None))
            )
        return out

    def handed(self) -> list[int]:
        """Remote seats the host handed to the CPU (R75)."""
        return sorted(self._handed)

    def cpu_levels(self) -> tuple[str | None, ...]:
        """Each seat's CPU level (a seat handed to the CPU, R75, its level from then on);
        None for a person. Every CPU decider of the party is told these levels (the session's
        at the start, all of them again at each hand-over), and the host's window builds the
        AI's tables for them."""
        return tuple(
            self._handed_levels.get(s, (p.level or "medium") if p.kind == "cpu" else None)
            for s, p in enumerate(self.plan)
        )

    def seat_names(self) -> list[str]:
        """The name of each seat as far as it is known (an untaken remote seat: empty)."""
        if self.session is not None:
            return [s.name for s in self.session.seats]
        names: list[str] = []
        cpu = 0
        for seat, p in enumerate(self.plan):
            if p.kind == "cpu":
                cpu += 1
                names.append(p.name or f"CPU {cpu}")
            elif p.kind == "local":
                names.append(p.name or f"Player {seat + 1}")
            else:
                group = self._group_of(seat)
                names.append(seat_name(group, seat) if group else "")
        return names

    def party_json(self) -> dict[str, object]:
        """What every computer shows before the start, read-only (R71)."""
        names = self.seat_names()
        seats: list[dict[str, object]] = []
        for seat, p in enumerate(self.plan):
            entry: dict[str, object] = {
                "name": names[seat],
                "kind": p.kind,
                "taken": self.taken(seat),
            }
            if p.kind == "cpu":
                entry["level"] = p.level
            seats.append(entry)
        return {
            "rules": rules_json(self.rules),
            "seats": seats,
            "started": self.session is not None,
            "auto_continue": self.auto_continue,
        }

    def record_json(self) -> dict[str, object] | None:
        """The match as a record (RECORDS.md), with the token hashes for a resume."""
        return None if self.session is None else self.session.record_json()

    def take_output(self) -> list[tuple[int, bytes | None]]:
        """What to send: (connection, frame) pairs; a None frame means close after sending."""
        out, self._outbox = self._outbox, []
        return out

    # ============================================================ transport side
    def connect(self, conn: int, now: float) -> None:
        """A connection opened; it has ``hello_seconds`` to introduce itself."""
        self.now = now
        waiting = sum(1 for c in self._connections.values() if c.group is None and not c.closing)
        self._connections[conn] = Connection(
            FrameReader(MAX_CLIENT_FRAME), now, allowance=self.limits.burst, refilled=now
        )
        if waiting >= self.limits.pending:
            self._drop(conn, "too many connections are still introducing themselves")

    def disconnect(self, conn: int, now: float) -> None:
        """A connection closed (or was closed): its seats are missing until it rejoins."""
        self.now = now
        state = self._connections.pop(conn, None)
        if state is None or state.group is None:
            return
        group = state.group
        group.conn = None
        if self.session is None:
            self._groups.remove(group)  # before the start a seat is simply free again
            self._broadcast({"type": "party", "party": self.party_json()})
        else:
            self._broadcast_presence()
        self._changed()

    def receive(self, conn: int, data: bytes, now: float) -> None:
        """Bytes from ``conn``; whole frames are checked and acted upon."""
        self.now = now
        state = self._connections.get(conn)
        if state is None or state.closing:
            return
        try:
            frames = state.reader.feed(data)
        except FrameError as exc:
            self._drop(conn, str(exc))
            return
        if not state.reader.partial:
            state.frame_started = None
        elif frames or state.frame_started is None:
            state.frame_started = now  # a new frame began with these bytes
        for frame in frames:
            if state.closing:
                return
            if not state.allow(self.limits, now):
                if state.dropped > self.limits.drops_to_close:
                    self._drop(conn, "too many messages")
                    return
                if now - state.warned >= 1.0:
                    state.warned = now
                    self._send(conn, {"type": "warning", "reason": "too many messages: slow down"})
                continue
            try:
                message = parse_client_message(decode(frame))
            except (FrameError, ProtocolError) as exc:
                self._drop(conn, str(exc))
                return
            self._handle(conn, state, message)

    def tick(self, now: float) -> None:
        """Deadlines: a hello or a frame that takes too long, and the automatic Continue."""
        self.now = now
        for conn, state in list(self._connections.items()):
            if state.closing:
                continue
            if state.group is None and now - state.opened > self.limits.hello_seconds:
                self._drop(conn, "no hello in time")
            elif (
                state.frame_started is not None
                and now - state.frame_started > self.limits.frame_seconds
            ):
                self._drop(conn, "a frame took too long")
        if (
            self.waiting is not None
            and self.auto_continue is not None
            and now - self._waiting_since >= self.auto_continue
        ):
            self.continue_match(self.waiting)
        elif self.session is not None and self.waiting is None:
            self._advance()  # CPU seats that waited for cpu_ready

    # ================================================================ the host's own
    def start(self) -> None:
        """Start the match once every seat is taken (R71); raises ValueError otherwise."""
        if self.session is not None:
            return
        if self._resume is None and not all(self.taken(s) for s in range(len(self.plan))):
            raise ValueError("not every seat is taken")
        extra = {
            EXTRA_KEY: {
                "protocol": PROTOCOL,
                "seats": [p.kind for p in self.plan],
                "groups": [
                    {"seats": list(g.seats), "token_sha256": g.token_hash} for g in self._groups
                ],
            }
        }
        if self._resume is not None:
            seats = [Seat(p.name, owner(p)) for p in self.plan]
            self.session = session_from_record(
                self._resume, dice=self._dice, deciders=self._deciders, seats=seats
            )
        else:
            names = self.seat_names()
            seats = [Seat(names[s], owner(p)) for s, p in enumerate(self.plan)]
            self.session = new_session(
                self.rules,
                seats,
                seed=self._seed,
                dice=self._dice,
                deciders=self._deciders,
                extra=extra,
            )
        self._broadcast_state()
        self._advance()
        self._changed()

    def submit_local(self, seat: int, action: PartyAction) -> None:
        """An action of a person at the host's computer; raises :class:`Rejection`."""
        if seat not in self.local_seats:
            raise Rejection("not_your_seat", "that seat is not played at this computer", "R72")
        self._act(seat, action)

    def continue_match(self, at: int) -> bool:
        """*Continue* from anyone (R74): the scored round waiting at ``at`` goes on."""
        if self.waiting is None or at != self.waiting:
            return False  # an old or replayed Continue changes nothing
        self.waiting = None
        self._continued = at
        self._broadcast({"type": "continued", "at": at})
        self._advance()
        self._changed()
        return True

    def hand_to_cpu(self, seat: int, level: str = "medium") -> None:
        """Let the CPU play a missing computer's seats from now on (R75)."""
        group = self._group_of(seat)
        if group is None or group.conn is not None:
            raise ValueError("only a missing seat is handed to the CPU")
        group.handed = True
        for s in group.seats:
            self._handed[s] = decider_for(self.rules, level, self._seed + s, self._deciders)
            self._handed_levels[s] = level
        self._tell_table()
        self._broadcast_presence()
        self._advance()
        self._changed()

    def _tell_table(self) -> None:
        """Tell every CPU decider of the party the levels at the table now (Expert replies
        to the known policies, docs/ai.md; a person stays None, taken as Hard): a seat
        handed to the CPU changes them for the session's own CPU seats as well."""
        deciders: list[object] = list(self._handed.values())
        if isinstance(self.session, GameSession):
            deciders += self.session.cpu_deciders()
        tell_table(deciders, self.cpu_levels())

    def end_match(self, reason: str = "the host ended the match") -> None:
        """Stop the party: every computer is told, every connection closed (R75)."""
        self.stopped = True
        for conn in list(self._connections):
            self._send(conn, {"type": "stopped", "reason": reason})
            self._close(conn)
        self._changed()

    # ================================================================ internals
    # The answers to each message (hello, act, Continue, sync) are in host_messages.py.
    def _group_of(self, seat: int) -> Group | None:
        return next((g for g in self._groups if seat in g.seats), None)

    def _act(self, seat: int, action: PartyAction) -> None:
        session = self.session
        if session is None:
            raise Rejection("not_started", "the match has not started")
        if session.is_over:
            raise Rejection("over", "the match is over", over_rule(session))
        if self.waiting is not None:
            raise Rejection("waiting", "the scored round waits for Continue", "R74")
        ready = without_faces(action)
        if ready is None:
            raise Rejection("host_throws", "the host throws the dice", "R73")
        action = ready
        try:
            self._apply(seat, action)
        except NotYourTurn as exc:
            raise Rejection("not_your_turn", exc.reason, exc.rule) from None
        except IllegalAction as exc:
            raise Rejection("illegal", exc.reason, exc.rule) from None
        self._advance()
        self._changed()

    def _apply(self, seat: int, action: PartyAction) -> None:
        session = self.session
        assert session is not None
        events = submit(session, seat, action)
        index = len(session.match.actions) - 1
        self._broadcast(
            {
                "type": "applied",
                "index": index,
                "seat": seat,
                "action": action_json(session.match.actions[index]),
                "events": events_to_json(events),
            }
        )
        if ends_match(events):
            self.finished = True
            for conn in list(self._connections):
                if self._connections[conn].group is not None:
                    self._send(conn, {"type": "over"})
                self._close(conn)
        elif ends_round(events) and self._has_humans():
            self.waiting = index + 1
            self._waiting_since = self.now
        if self.on_applied is not None:
            self.on_applied(index, seat)

    def _has_humans(self) -> bool:
        return any(p.kind != "cpu" and s not in self._handed for s, p in enumerate(self.plan))

    def _advance(self) -> None:
        """Play CPU seats (and seats handed to the CPU) until a person is to act."""
        session = self.session
        while session is not None and not session.is_over and self.waiting is None:
            seat = session.current_seat
            assert seat is not None
            action: PartyAction
            cpu = seat in self._handed or session.seats[seat].is_cpu
            if cpu and not self.cpu_ready():
                return  # tick() plays on once the tables are built
            if seat in self._handed:
                action = cpu_action(session, self._handed[seat])
            elif session.seats[seat].is_cpu:
                seat, action = session.cpu_decision()
            else:
                return
            self._apply(seat, action)

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def _send(self, conn: int, message: dict[str, object]) -> None:
        state = self._connections.get(conn)
        if state is not None and not state.closing:
            self._outbox.append((conn, encode(message)))

    def _close(self, conn: int) -> None:
        state = self._connections.get(conn)
        if state is not None and not state.closing:
            state.closing = True
            self._outbox.append((conn, None))

    def _drop(self, conn: int, reason: str) -> None:
        self._send(conn, {"type": "error", "reason": reason[:300]})
        self._close(conn)

    def _broadcast(self, message: dict[str, object]) -> None:
        frame = encode(message)
        for conn, state in self._connections.items():
            if state.group is not None and not state.closing:
                self._outbox.append((conn, frame))

    def _state_json(self) -> dict[str, object]:
        assert self.session is not None
        record = dict(self.session.record_json())
        record.pop(EXTRA_KEY, None)  # the token hashes stay at the host
        return {
            "type": "state",
            "record": record,
            "present": self.present(),
            "cpu": self.handed(),
            "waiting": self.waiting,
        }

    def _send_state(self, conn: int) -> None:
        if self.session is not None:
            self._send(conn, self._state_json())

    def _broadcast_state(self) -> None:
        if self.session is not None:
            self._broadcast(self._state_json())

    def _broadcast_presence(self) -> None:
        self._broadcast({"type": "presence", "present": self.present(), "cpu": self.handed()})


__all__ = [
    "EXTRA_KEY",
    "HostCore",
    "Limits",
    "Rejection",
    "SeatPlan",
    "parse_seats_spec",
    "rules_from_party",
    "token_hash",
]
