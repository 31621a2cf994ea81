"""What the host answers to a joined computer's messages: hello, act, Continue, sync.

A mixin of :class:`~.host.HostCore`, split from it along the seam between *what a message
means* and *the connections it comes over*. :mod:`.host` keeps the bookkeeping: opening
and closing connections, reading frames under the rate limit and the deadlines, the
outbox, and the match itself (starting it, applying actions, playing the CPU seats). Here
each checked message is answered: a hello is refused or given its seats (the party code,
the protocol, seat tokens for a rejoin, R71, R75), a computer's action is checked against
its seats and the match's state before it is applied (R72, R73), a Continue goes on from
a scored round (R74), and a sync is answered with the state.
"""

from __future__ import annotations

import hmac
import secrets
from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..records import RecordError
from .connections import Connection, Limits
from .games import PartyAction, PartySession, parse_party_action
from .protocol import PROTOCOL, Act, Continue, Hello, Sync, normalise_code
from .seating import Group, SeatPlan, token_hash


@dataclass
class Rejection(Exception):
    """A refused action: a code of :data:`~.protocol.REJECTIONS`, the reason and rule."""

    code: str
    reason: str
    rule: str = ""


class HostMessages:
    """The host's answers to hello, act, Continue and sync (see the module docstring)."""

    code: str
    limits: Limits
    now: float
    finished: bool
    stopped: bool
    auto_start: bool
    plan: tuple[SeatPlan, ...]
    session: PartySession | None
    _groups: list[Group]
    _failures: deque[float]
    _continued: int | None

    if TYPE_CHECKING:

        @property
        def remote_seats(self) -> tuple[int, ...]: ...

        def taken(self, seat: int) -> bool: ...

        def party_json(self) -> dict[str, object]: ...

        def start(self) -> None: ...

        def continue_match(self, at: int) -> bool: ...

        def _act(self, seat: int, action: PartyAction) -> None: ...

        def _changed(self) -> None: ...

        def _send(self, conn: int, message: dict[str, object]) -> None: ...

        def _close(self, conn: int) -> None: ...

        def _drop(self, conn: int, reason: str) -> None: ...

        def _broadcast(self, message: dict[str, object]) -> None: ...

        def _send_state(self, conn: int) -> None: ...

        def _broadcast_presence(self) -> None: ...

    def _handle(self, conn: int, state: Connection, message: Hello | Act | Continue | Sync) -> None:
        if state.group is None:
            if not isinstance(message, Hello):
                self._drop(conn, "the first message must be a hello")
                return
            self._hello(conn, state, message)
            return
        if isinstance(message, Hello):
            self._drop(conn, "a second hello")
        elif isinstance(message, Act):
            if self._remote_act(conn, state.group, message):
                state.refund(self.limits)
        elif isinstance(message, Continue):
            # Several people pressing Continue for the same round is a race, not abuse.
            if self.continue_match(message.at) or message.at == self._continued:
                state.refund(self.limits)
        else:
            self._send_state(conn)

    def _refuse(self, conn: int, code: str, reason: str) -> None:
        self._failures.append(self.now)
        self._send(conn, {"type": "refused", "code": code, "reason": reason})
        self._close(conn)

    def _hello(self, conn: int, state: Connection, hello: Hello) -> None:
        while self._failures and self.now - self._failures[0] > self.limits.failed_window:
            self._failures.popleft()
        if len(self._failures) >= self.limits.failed_hellos:
            self._send(
                conn, {"type": "refused", "code": "busy", "reason": "too many attempts; wait"}
            )
            self._close(conn)
            return
        if hello.protocol != PROTOCOL:
            self._refuse(conn, "version", f"this host speaks protocol {PROTOCOL}")
            return
        if not hmac.compare_digest(normalise_code(hello.code).encode(), self.code.encode()):
            self._refuse(conn, "code", "wrong party code")
            return
        if self.finished or self.stopped:
            self._refuse(conn, "closed", "the party is over")
            return
        token: str | None = None
        if hello.token is not None:
            digest = token_hash(hello.token)
            group = next(
                (g for g in self._groups if hmac.compare_digest(g.token_hash, digest)), None
            )
            if group is None:
                self._refuse(conn, "token", "unknown seat token")
                return
            if group.handed:
                self._refuse(conn, "handed", "those seats were handed to the CPU")
                return
            if group.conn is not None:
                self._refuse(conn, "connected", "those seats are connected from another computer")
                return
        else:
            if self.session is not None:
                self._refuse(conn, "started", "the match has started; every seat is taken")
                return
            free = [s for s in self.remote_seats if not self.taken(s)]
            if len(free) < hello.seats:
                self._refuse(conn, "full", "no free seat")
                return
            token = secrets.token_urlsafe(24)
            group = Group(tuple(free[: hello.seats]), hello.name, token_hash(token))
            self._groups.append(group)
        group.conn = conn
        state.group = group
        self._send(
            conn,
            {
                "type": "welcome",
                "protocol": PROTOCOL,
                # A rejoin keeps the token it has; only a first hello gets one.
                "token": token,
                "you": list(group.seats),
                "party": self.party_json(),
            },
        )
        if self.session is None:
            self._broadcast({"type": "party", "party": self.party_json()})
            if self.auto_start and all(self.taken(s) for s in range(len(self.plan))):
                self.start()
        else:
            self._send_state(conn)
            self._broadcast_presence()
        self._changed()

    def _remote_act(self, conn: int, group: Group, act: Act) -> bool:
        """Submit a joined computer's action; False (and a ``rejected`` answer) if refused."""
        try:
            if act.seat not in group.seats:
                raise Rejection("not_your_seat", "that seat is not yours", "R72")
            if self.session is None:
                raise Rejection("not_started", "the match has not started")
            if act.at != len(self.session.match.actions):
                raise Rejection("stale", "sent for an earlier state of the match")
            try:
                action = parse_party_action(self.session, act.action, act.at)
            except RecordError as exc:
                raise Rejection("malformed", str(exc)[:200], "RECORDS") from None
            self._act(act.seat, action)
            return True
        except Rejection as rejection:
            self._send(
                conn,
                {
                    "type": "rejected",
                    "at": act.at,
                    "code": rejection.code,
                    "reason": rejection.reason[:300],
                    "rule": rejection.rule,
                },
            )
            return False
