"""A joined computer of a Dice Round party, without any I/O: bytes in, bytes out.

:class:`ClientCore` introduces itself with the party code (and its seat token when it
comes back, R75), keeps its own copy of the match — the host's record at the start or
rejoin, then every ``applied`` action with the faces the host threw (R73) — and sends
intentions: an action for one of its seats, or *Continue* (R74). It never throws dice.
Applying each action to its copy gives the engine's events here too; they are compared
with the host's, so a copy that drifted is noticed (``divergences``) and fetched anew.

With ``bot`` set, a CPU of that level decides for the joined seats (the headless
``join --bot``, the tests and the soak benchmark); in Chicago 2–12 the bot simply throws.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Literal

from ..engine import IllegalAction
from ..records import RecordError
from ..session.cpu import Decider, ai_decider
from ..two_to_twelve.session import TwelveSession
from .events_json import events_to_json
from .framing import FrameError, FrameReader, decode, encode
from .games import (
    PartyAction,
    PartySession,
    action_json,
    cpu_action,
    ends_round,
    outcome,
    parse_party_action,
    parse_party_record,
    session_from_record,
    submit,
)
from .protocol import MAX_HOST_FRAME, PROTOCOL, ProtocolError, check_host_message

Phase = Literal["joining", "lobby", "playing", "over", "refused", "stopped", "lost"]


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why the host refused this computer, or an action of it."""

    code: str
    reason: str
    rule: str = ""


class ClientCore:
    """One joined computer; see the module docstring."""

    def __init__(
        self,
        name: str,
        code: str,
        *,
        token: str | None = None,
        seats: int = 1,
        bot: str | None = None,
        bot_seed: int = 0,
    ) -> None:
        self.name = name
        self.code = code
        self.token = token
        self.want_seats = seats
        self.bot = bot
        self._bot_seed = bot_seed
        self._deciders: dict[int, Decider] = {}
        self._reader = FrameReader(MAX_HOST_FRAME)
        self._outbox: list[bytes] = []
        self.phase: Phase = "joining"
        self.you: tuple[int, ...] = ()
        self.party: dict[str, object] = {}
        self.session: PartySession | None = None
        self.present: list[bool] = []
        self.cpu: list[int] = []
        self.waiting: int | None = None
        self.divergences = 0
        self.warnings = 0
        self.refusal: Refusal | None = None
        self.last_rejection: Refusal | None = None
        self.reason = ""
        self._sent_at: int | None = None
        self._continued_at: int | None = None
        #: Called with the new token when the host hands one out (to keep it for a rejoin).
        self.on_token: Callable[[str], None] | None = None
        #: Called after each applied action (index) and after any other change (-1).
        self.on_update: Callable[[int], None] | None = None

    # ================================================================ transport side
    def hello(self) -> None:
        """Queue the hello; the transport calls this once connected."""
        self._send(
            {
                "type": "hello",
                "protocol": PROTOCOL,
                "code": self.code,
                "name": self.name,
                "token": self.token,
                "seats": self.want_seats,
            }
        )

    def take_output(self) -> list[bytes]:
        """Frames to send to the host."""
        out, self._outbox = self._outbox, []
        return out

    @property
    def done(self) -> bool:
        """True once nothing more will come: over, refused, stopped or lost."""
        return self.phase in ("over", "refused", "stopped", "lost")

    def receive(self, data: bytes) -> None:
        """Bytes from the host; a host that breaks the protocol is left (``lost``)."""
        if self.done:
            return
        try:
            for frame in self._reader.feed(data):
                raw = decode(frame)
                self._handle(check_host_message(raw), raw)
                if self.done:
                    return
        except (FrameError, ProtocolError, RecordError) as exc:
            self.phase = "lost"
            self.reason = f"the host sent something this program does not understand: {exc}"
            self._updated(-1)

    def connection_lost(self) -> None:
        """The connection closed; after the end that is expected."""
        if not self.done:
            self.phase = "lost"
            self.reason = "the connection to the host was lost"
            self._updated(-1)

    # ================================================================ intentions
    def act(self, seat: int, action: PartyAction) -> None:
        """Send what the player chose for ``seat``; the host answers (R73)."""
        if self.session is None:
            return
        at = len(self.session.match.actions)
        self._sent_at = at
        self._send({"type": "act", "seat": seat, "at": at, "action": action_json(action)})

    def continue_match(self) -> None:
        """*Continue* (R74) for the round that waits."""
        if self.waiting is not None and self._continued_at != self.waiting:
            self._continued_at = self.waiting
            self._send({"type": "continue", "at": self.waiting})

    def outcome(self) -> dict[str, object] | None:
        """The ``replay --json`` object of this computer's copy of the match."""
        return None if self.session is None else outcome(self.session)

    def my_turn(self) -> int | None:
        """The seat of this computer that is to act now, if any."""
        if self.session is None or self.waiting is not None or self.phase != "playing":
            return None
        seat = self.session.current_seat
        return seat if seat in self.you and seat not in self.cpu else None

    # ================================================================ internals
    def _send(self, message: dict[str, object]) -> None:
        self._outbox.append(encode(message))

    def _updated(self, index: int) -> None:
        if self.on_update is not None:
            self.on_update(index)

    def _handle(self, kind: str, raw: Mapping[str, object]) -> None:
        if kind == "welcome":
            you, token = raw["you"], raw["token"]
            if not isinstance(you, list) or not all(type(s) is int for s in you):
                raise ProtocolError("'you' must list seats")
            self.you = tuple(you)
            if isinstance(token, str):
                self.token = token
                if self.on_token is not None:
                    self.on_token(token)
            self._party(raw["party"])
            self.phase = "lobby"
        elif kind == "refused":
            self.refusal = Refusal(str(raw["code"])[:16], str(raw["reason"]))
            self.phase = "refused"
        elif kind == "party":
            self._party(raw["party"])
        elif kind == "state":
            self._state(raw)
        elif kind == "applied":
            self._applied(raw)
            return
        elif kind == "rejected":
            self.last_rejection = Refusal(
                str(raw["code"])[:16], str(raw["reason"]), str(raw["rule"])[:16]
            )
            if self.last_rejection.code in ("stale", "waiting"):
                self._sent_at = None  # the bot tries again once the state moves on
        elif kind == "presence":
            self._presence(raw)
        elif kind == "continued":
            self.waiting = None
        elif kind == "over":
            if self.session is None or not self.session.is_over:
                self.divergences += 1
            self.phase = "over"
        elif kind == "warning":
            self.warnings += 1
            self._sent_at = None  # what was dropped is sent again
        elif kind in ("stopped", "error"):
            self.reason = str(raw["reason"])
            self.phase = "stopped"
        self._updated(-1)
        self._play_bot()

    def _party(self, party: object) -> None:
        if not isinstance(party, dict):
            raise ProtocolError("'party' must be an object")
        self.party = party

    def _presence(self, raw: Mapping[str, object]) -> None:
        present = raw["present"]
        assert isinstance(present, list)
        self.present = [bool(p) for p in present]
        cpu = raw.get("cpu", [])
        self.cpu = [s for s in cpu if type(s) is int] if isinstance(cpu, list) else []

    def _state(self, raw: Mapping[str, object]) -> None:
        record = raw["record"]
        if not isinstance(record, dict):
            raise ProtocolError("'record' must be an object")
        self.session = session_from_record(parse_party_record(record))
        self._presence(raw)
        waiting = raw["waiting"]
        self.waiting = waiting if type(waiting) is int else None
        self._sent_at = None
        self.phase = "playing"

    def _applied(self, raw: Mapping[str, object]) -> None:
        session = self.session
        index, seat, action_raw = raw["index"], raw["seat"], raw["action"]
        assert isinstance(index, int) and isinstance(seat, int)
        if session is None or index != len(session.match.actions):
            self._resync()
            return
        try:
            action = parse_party_action(session, action_raw, index)
            events = submit(session, seat, action)
        except (RecordError, IllegalAction):
            self._resync()
            return
        if events_to_json(events) != raw["events"]:
            self._resync()
            return
        if ends_round(events) and not session.is_over and self._host_waits():
            self.waiting = index + 1
        self._updated(index)
        self._play_bot()

    def _host_waits(self) -> bool:
        """The host waits for Continue while any seat is a person's (R74)."""
        session = self.session
        assert session is not None
        return any(not s.is_cpu and i not in self.cpu for i, s in enumerate(session.seats))

    def _resync(self) -> None:
        """This copy drifted from the host's: count it and fetch the whole state again."""
        self.divergences += 1
        self.session = None
        self._send({"type": "sync"})

    def _play_bot(self) -> None:
        if self.bot is None or self.phase != "playing" or self.session is None:
            return
        if self.waiting is not None:
            self.continue_match()
            return
        seat = self.my_turn()
        at = len(self.session.match.actions)
        if seat is None or self._sent_at == at:
            return
        decider = self._deciders.get(seat)
        if decider is None and not isinstance(self.session, TwelveSession):
            decider = self._deciders[seat] = ai_decider(self.bot, self._bot_seed + seat)
        self.act(seat, cpu_action(self.session, decider))
