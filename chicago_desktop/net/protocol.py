"""Dice Round protocol, version 1: every message, its fields, its limits (docs/network.md).

Messages are JSON objects with a ``type``. A joined computer (client) sends ``hello``,
``act`` (a record action, RECORDS.md), ``continue`` and ``sync``; the host sends
``welcome``, ``refused``, ``party``, ``state`` (the record so far), ``applied`` (one
action with its faces and the engine's events), ``rejected`` (a refused action and its
reason), ``presence``, ``continued``, ``over``, ``stopped``, ``error`` (then the host
closes) and ``warning``. Each side checks every message it receives against the schema
here before looking at it: unknown types, unknown or missing keys and wrongly typed
values are refused. No message names a file, a module or anything to run; the only free
text is a player's name and the host's reasons.
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from ..seats import MAX_NAME_LENGTH, MAX_PLAYERS

PROTOCOL: Final = 1
#: What a joined computer may send in one frame: a hello or an action is far smaller.
MAX_CLIENT_FRAME: Final = 4096
#: What the host may send in one frame: a whole record (RECORDS.md limit) and some room.
MAX_HOST_FRAME: Final = 4 * 1024 * 1024 + 65536
CODE_ALPHABET: Final = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud
CODE_LENGTH: Final = 6
MAX_TOKEN_LENGTH: Final = 64
MAX_REASON_LENGTH: Final = 300
_CODE_RE: Final = re.compile(r"^[A-Z0-9]{4,12}$")
_TOKEN_RE: Final = re.compile(r"^[A-Za-z0-9_-]{16,64}$")

#: Why a hello is refused; the joined computer words each in its own language.
REFUSALS: Final = (
    "version",  # another protocol version
    "code",  # wrong party code
    "full",  # no free seat for another computer
    "started",  # the match began and a new computer has no seat to take
    "token",  # a seat token the party does not know
    "connected",  # the token's seats are connected from another computer right now
    "handed",  # the token's seats were handed to the CPU (R75)
    "busy",  # too many failed attempts lately: wait a little
    "closed",  # the party is no longer open
)
#: Why an action is rejected.
REJECTIONS: Final = (
    "not_your_seat",  # R72: a connection acts only for its own seats
    "not_your_turn",  # R8
    "stale",  # sent for an earlier state (or replayed)
    "waiting",  # the scored round waits for Continue (R74)
    "host_throws",  # R73: faces come from the host only
    "illegal",  # the engine refused it (its rule is given)
    "malformed",  # not a record action
    "not_started",
    "over",
)


class ProtocolError(ValueError):
    """A message that does not match the schema; the connection that sent it is at fault."""


@dataclass(frozen=True, slots=True)
class Hello:
    """The first message of a joined computer: version, party code, name, token."""

    protocol: int
    code: str
    name: str
    token: str | None
    seats: int


@dataclass(frozen=True, slots=True)
class Act:
    """An intention for one seat at the state after ``at`` actions (raw record action)."""

    seat: int
    at: int
    action: Mapping[str, object]


@dataclass(frozen=True, slots=True)
class Continue:
    """Any human's *Continue* after the round scored at ``at`` actions (R74)."""

    at: int


@dataclass(frozen=True, slots=True)
class Sync:
    """Ask for the whole state again (after a divergence)."""


ClientMessage = Hello | Act | Continue | Sync


def new_code() -> str:
    """A fresh party code of :data:`CODE_LENGTH` unambiguous characters."""
    import secrets

    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalise_code(text: str) -> str:
    """A typed code as the host compares it: upper case, spaces and dashes removed."""
    return "".join(c for c in text.upper() if c not in string.whitespace + "-")


def is_valid_code(code: str) -> bool:
    """True for a code of 4 to 12 letters and digits (upper case)."""
    return bool(_CODE_RE.match(code))


def _is_int(value: object) -> bool:
    return type(value) is int


def _keys(
    raw: Mapping[str, object], required: set[str], optional: frozenset[str] | set[str] = frozenset()
) -> None:
    keys = set(raw)
    missing = required - keys
    if missing:
        raise ProtocolError(f"{raw.get('type')!s:.16} lacks {', '.join(sorted(missing))}")
    unknown = keys - required - optional
    if unknown:
        names = ", ".join(repr(k)[:20] for k in sorted(unknown)[:3])
        raise ProtocolError(f"{raw.get('type')!s:.16} has unknown keys {names}")


def _count(raw: object, name: str, high: int = 1_000_000) -> int:
    if not _is_int(raw) or not 0 <= raw <= high:  # type: ignore[operator]
        raise ProtocolError(f"'{name}' must be a whole number from 0 to {high}")
    assert isinstance(raw, int)
    return raw


def is_valid_name(name: object) -> bool:
    """A player's name: 1 to MAX_NAME_LENGTH printable characters, not only spaces."""
    return (
        isinstance(name, str)
        and 0 < len(name) <= MAX_NAME_LENGTH
        and bool(name.strip())
        and name.isprintable()
    )


def parse_client_message(raw: Mapping[str, object]) -> ClientMessage:
    """Check a message from a joined computer against the schema."""
    kind = raw.get("type")
    if kind == "hello":
        _keys(raw, {"type", "protocol", "code", "name"}, {"token", "seats"})
        protocol = _count(raw["protocol"], "protocol")
        code, name, token = raw["code"], raw["name"], raw.get("token")
        if not isinstance(code, str) or len(code) > 16:
            raise ProtocolError("'code' must be a short string")
        if not is_valid_name(name):
            raise ProtocolError(f"'name' must be 1 to {MAX_NAME_LENGTH} printable characters")
        assert isinstance(name, str)
        if token is not None and (not isinstance(token, str) or not _TOKEN_RE.match(token)):
            raise ProtocolError("'token' must be a seat token or null")
        seats = raw.get("seats", 1)
        if not _is_int(seats) or not 1 <= seats <= MAX_PLAYERS - 1:  # type: ignore[operator]
            raise ProtocolError(f"'seats' must be 1 to {MAX_PLAYERS - 1}")
        assert isinstance(seats, int)
        return Hello(protocol, code, name, token, seats)
    if kind == "act":
        _keys(raw, {"type", "seat", "at", "action"})
        action = raw["action"]
        if not isinstance(action, dict):
            raise ProtocolError("'action' must be an object")
        return Act(_count(raw["seat"], "seat", MAX_PLAYERS - 1), _count(raw["at"], "at"), action)
    if kind == "continue":
        _keys(raw, {"type", "at"})
        return Continue(_count(raw["at"], "at"))
    if kind == "sync":
        _keys(raw, {"type"})
        return Sync()
    raise ProtocolError(f"unknown message type {str(kind)[:16]!r}")


#: The keys of each host message: required, then optional. A joined computer checks these.
HOST_MESSAGES: Final[dict[str, tuple[frozenset[str], frozenset[str]]]] = {
    "welcome": (frozenset({"protocol", "token", "you", "party"}), frozenset()),
    "refused": (frozenset({"code", "reason"}), frozenset()),
    "party": (frozenset({"party"}), frozenset()),
    "state": (frozenset({"record", "present", "waiting"}), frozenset({"cpu"})),
    "applied": (frozenset({"index", "seat", "action", "events"}), frozenset()),
    "rejected": (frozenset({"at", "code", "reason", "rule"}), frozenset()),
    "presence": (frozenset({"present"}), frozenset({"cpu"})),
    "continued": (frozenset({"at"}), frozenset()),
    "over": (frozenset(), frozenset()),
    "stopped": (frozenset({"reason"}), frozenset()),
    "error": (frozenset({"reason"}), frozenset()),
    "warning": (frozenset({"reason"}), frozenset()),
}


def check_host_message(raw: Mapping[str, object]) -> str:
    """Check the shape of a message from the host; its type. Deeper checks where it is used."""
    kind = raw.get("type")
    if not isinstance(kind, str) or kind not in HOST_MESSAGES:
        raise ProtocolError(f"unknown message type {str(kind)[:16]!r}")
    required, optional = HOST_MESSAGES[kind]
    _keys(raw, set(required) | {"type"}, set(optional))
    for key in ("reason",):
        if key in raw and (not isinstance(raw[key], str) or len(raw[key]) > MAX_REASON_LENGTH):  # type: ignore[arg-type]
            raise ProtocolError("'reason' must be a short string")
    for key in ("index", "seat", "at"):
        if key in raw:
            _count(raw[key], key)
    for key in ("present",):
        if key in raw:
            value = raw[key]
            if not isinstance(value, list) or not all(isinstance(v, bool) for v in value):
                raise ProtocolError("'present' must be a list of true/false")
    return kind
