"""The statistics file: version 1 JSON, read strictly, written one match per line.

Shape::

    {"version": 1, "reset_at": null | "2024-05-06T07:08:09+02:00",
     "matches": [
       {"id": "…", "finished_at": "…+02:00",
        "rules": {"preset": "classic", "max_throws": 3, "losses_to_out": 3},
        "seats": [{"name": "Anna", "type": "human", "outcome": "won",
                   "rounds": "016321 155532 …"},
                  {"name": "Ben", "type": "cpu", "level": "hard", "outcome": "lost"}]}]}

A game of Chicago 2–12 (R60, R61) is a line with ``"game": "chicago-2-12"``, its
variations as its record writes them, and per seat the final total; a human seat's
``"throws"`` are ``target:total`` pairs (``"2:5 3:3 4:4"``, the dice's total at each
target). A file with such a game is version 2, so that a program from before Chicago 2–12
sets it aside as newer instead of dropping those games on its next save; a file without
one stays version 1, readable by every earlier program.

A round is six digits: the place in the turn order (0 led), the three faces, the throws
used, and flags (1 best, 2 worst, 4 Chicago); ``016321`` led with 1-6-3 in two throws and
was best. The codes of one seat are separated by spaces. This keeps years of play to a few
megabytes and lets a whole seat be checked by one regular expression; identical codes are
turned into values once per load.

Reading is all or nothing: the file is always written whole by this program, so any entry
that breaks the shape means damage or a newer writer, and the whole file is set aside
rather than guessing which figures are still right.
"""

from __future__ import annotations

import json
import re
from datetime import datetime
from typing import Final

from ...engine import MAX_THROWS_CHOICES, InvalidRules, Rules, preset
from ...engine.rules import PRESET_NAMES
from ...json_text import shown_value
from ...seats import LEVELS, MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS
from ...two_to_twelve.rules import MAX_PLAYERS as TWELVE_MAX_PLAYERS
from ...two_to_twelve.rules import MIN_PLAYERS as TWELVE_MIN_PLAYERS
from ...two_to_twelve.rules import Order
from ...two_to_twelve.rules import Rules as TwelveRules
from ..document import BadDocument, decode_json
from .model import OUTCOMES, LogEntry, MatchEntry, RoundEntry, SeatEntry, Statistics
from .twelve import TWELVE, TargetThrow, TwelveEntry, TwelveSeat

#: The newest version this program reads and writes (2: games of Chicago 2–12).
VERSION: Final = 2
#: The version of a file without Chicago 2–12 games (what earlier programs read).
THREE_DICE_VERSION: Final = 1
MAX_STATISTICS_BYTES: Final = 64 * 1024 * 1024
MAX_ID_LENGTH: Final = 64
#: Far above any real match (classic ends within players x losses rounds); stops nonsense.
MAX_ROUNDS_PER_SEAT: Final = 10_000
BEST, WORST, CHICAGO = 1, 2, 4
_CODE: Final = f"[0-{MAX_PLAYERS - 1}][1-6]{{3}}[1-{max(MAX_THROWS_CHOICES)}][0-7]"
_ROUNDS: Final = re.compile(rf"(?:{_CODE}(?: (?=.)|\Z))*")
_TWELVE_THROWS: Final = re.compile(r"(?:[0-9]{1,2}:[0-9]{1,2}(?: (?=.)|\Z))*")


def _is_int(value: object) -> bool:
    return type(value) is int


def _moment_to_json(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()


def _moment_from_json(raw: object, what: str) -> datetime:
    if not isinstance(raw, str) or len(raw) > 64:
        raise BadDocument(f"{what} must be a date and time")
    try:
        moment = datetime.fromisoformat(raw)
    except ValueError:
        raise BadDocument(f"{what} is not an ISO date and time") from None
    if moment.tzinfo is None:
        raise BadDocument(f"{what} has no time zone")
    return moment


# ------------------------------------------------------------------ writing
def _round_code(r: RoundEntry) -> str:
    flags = (BEST if r.best else 0) | (WORST if r.worst else 0) | (CHICAGO if r.chicago else 0)
    d1, d2, d3 = r.dice
    return f"{r.position}{d1}{d2}{d3}{r.throws}{flags}"


def _seat_to_json(seat: SeatEntry) -> dict[str, object]:
    out: dict[str, object] = {"name": seat.name, "type": seat.type}
    if seat.level is not None:
        out["level"] = seat.level
    out["outcome"] = seat.outcome
    if seat.is_human:
        out["rounds"] = " ".join(_round_code(r) for r in seat.rounds)
    return out


def _twelve_to_json(entry: TwelveEntry) -> dict[str, object]:
    seats: list[dict[str, object]] = []
    for seat in entry.seats:
        out: dict[str, object] = {
            "name": seat.name,
            "type": seat.type,
            "outcome": seat.outcome,
            "total": seat.total,
        }
        if seat.is_human:
            out["throws"] = " ".join(f"{t.target}:{t.total}" for t in seat.throws)
        seats.append(out)
    return {
        "id": entry.id,
        "game": TWELVE,
        "finished_at": _moment_to_json(entry.finished_at),
        "rules": entry.rules.settings(),
        "seats": seats,
    }


def match_to_json(entry: LogEntry) -> dict[str, object]:
    """One match (or game of Chicago 2–12) as the file stores it."""
    if isinstance(entry, TwelveEntry):
        return _twelve_to_json(entry)
    return {
        "id": entry.id,
        "finished_at": _moment_to_json(entry.finished_at),
        "rules": {"preset": entry.rules.preset, **entry.rules.settings()},
        "seats": [_seat_to_json(s) for s in entry.seats],
    }


def encode_statistics(stats: Statistics) -> bytes:
    """The file's bytes: a readable head, then one compact line per match."""
    version = VERSION if stats.twelve else THREE_DICE_VERSION
    head = json.dumps({"version": version, "reset_at": _moment_to_json(stats.reset_at)}, indent=2)
    lines = ",\n".join(
        "    " + json.dumps(match_to_json(m), ensure_ascii=False, separators=(",", ":"))
        for m in stats.matches
    )
    body = f'"matches": [\n{lines}\n  ]' if lines else '"matches": []'
    return (head[:-2] + ",\n  " + body + "\n}\n").encode("utf-8")


# ------------------------------------------------------------------ reading
def _round_from_code(code: str) -> RoundEntry:
    """A round from a code the regular expression has already accepted."""
    flags = int(code[5])
    return RoundEntry(
        int(code[0]),
        (int(code[1]), int(code[2]), int(code[3])),
        int(code[4]),
        bool(flags & BEST),
        bool(flags & WORST),
        bool(flags & CHICAGO),
    )


def _rounds_from_json(raw: object, memo: dict[str, RoundEntry]) -> tuple[RoundEntry, ...]:
    if not isinstance(raw, str) or len(raw) > 7 * MAX_ROUNDS_PER_SEAT:
        raise BadDocument("a human seat's rounds are a string of round codes")
    if _ROUNDS.fullmatch(raw) is None:
        raise BadDocument("a round code is six digits: position, three faces, throws, flags")
    out: list[RoundEntry] = []
    for code in raw.split():
        entry = memo.get(code)
        if entry is None:
            entry = memo[code] = _round_from_code(code)
        out.append(entry)
    return tuple(out)


def _seat_from_json(raw: object, memo: dict[str, RoundEntry]) -> SeatEntry:
    if not isinstance(raw, dict):
        raise BadDocument("a seat is an object")
    name, kind, outcome = raw.get("name"), raw.get("type"), raw.get("outcome")
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_LENGTH:
        raise BadDocument(f"a seat's name has 1 to {MAX_NAME_LENGTH} characters")
    if outcome not in OUTCOMES:
        raise BadDocument("a seat's outcome is won, lost or drawn")
    if kind == "cpu":
        level = raw.get("level")
        if level not in LEVELS:
            raise BadDocument("a CPU seat has a level")
        return SeatEntry(name, "cpu", str(level), outcome)
    if kind != "human":
        raise BadDocument("a seat is human or cpu")
    rounds = _rounds_from_json(raw.get("rounds", ""), memo)
    return SeatEntry(name, "human", None, outcome, rounds)


def _optional_int(raw: dict[str, object], key: str) -> int | None:
    value = raw.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadDocument(f"'{key}' is a whole number")
    return value


def _rules_from_json(raw: object) -> Rules:
    if not isinstance(raw, dict) or raw.get("preset") not in PRESET_NAMES:
        raise BadDocument("a match's rules name a preset")
    try:
        return preset(
            str(raw["preset"]),
            max_throws=_optional_int(raw, "max_throws"),
            losses_to_out=_optional_int(raw, "losses_to_out"),
            searches=_optional_int(raw, "searches"),
        )
    except InvalidRules as exc:
        raise BadDocument(str(exc)) from None


def _twelve_rules_from_json(raw: object) -> TwelveRules:
    if not isinstance(raw, dict) or set(raw) - {"dice", "order", "teams", "elimination"}:
        raise BadDocument("a Chicago 2–12 game's rules are dice, order, teams and elimination")
    order = raw.get("order", "up")
    if order not in ("up", "down"):
        raise BadDocument("a Chicago 2–12 game's order is up or down")
    try:
        return TwelveRules(
            dice=raw.get("dice", 2),
            order=Order(order),
            teams=raw.get("teams", False),
            elimination=raw.get("elimination", False),
        )
    except InvalidRules as exc:
        raise BadDocument(str(exc)) from None


def _twelve_seat_from_json(raw: object, rules: TwelveRules) -> TwelveSeat:
    if not isinstance(raw, dict):
        raise BadDocument("a seat is an object")
    name, kind, outcome, total = (raw.get(k) for k in ("name", "type", "outcome", "total"))
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_LENGTH:
        raise BadDocument(f"a seat's name has 1 to {MAX_NAME_LENGTH} characters")
    if outcome not in ("won", "lost"):
        raise BadDocument("a Chicago 2–12 seat's outcome is won or lost")
    if not isinstance(total, int) or isinstance(total, bool) or not 0 <= total <= rules.max_total:
        raise BadDocument(f"a Chicago 2–12 total is 0 to {rules.max_total}")
    if kind == "cpu":
        return TwelveSeat(name, "cpu", outcome, total)
    if kind != "human":
        raise BadDocument("a seat is human or cpu")
    text = raw.get("throws", "")
    if not isinstance(text, str) or len(text) > 6 * rules.round_count:
        raise BadDocument("a human seat's throws are target:total pairs")
    if _TWELVE_THROWS.fullmatch(text) is None:
        raise BadDocument("a throw is a target and the dice's total: 7:5")
    throws: list[TargetThrow] = []
    targets = set(rules.targets)
    for pair in text.split():
        target, shown = (int(x) for x in pair.split(":"))
        if target not in targets or not rules.dice <= shown <= 6 * rules.dice:
            raise BadDocument(f"{pair} is not a throw of this game")
        throws.append(TargetThrow(target, shown))
    if len(throws) > rules.round_count:
        raise BadDocument(f"a seat throws at most {rules.round_count} targets")
    return TwelveSeat(name, "human", outcome, total, tuple(throws))


def _twelve_from_json(raw: dict[str, object], ident: str) -> TwelveEntry:
    rules = _twelve_rules_from_json(raw.get("rules"))
    seats_raw = raw.get("seats")
    if (
        not isinstance(seats_raw, list)
        or not TWELVE_MIN_PLAYERS <= len(seats_raw) <= TWELVE_MAX_PLAYERS
    ):
        raise BadDocument(f"a game has {TWELVE_MIN_PLAYERS} to {TWELVE_MAX_PLAYERS} seats")
    seats = tuple(_twelve_seat_from_json(s, rules) for s in seats_raw)
    if not any(s.is_human for s in seats):
        raise BadDocument("a recorded game has a human seat")
    return TwelveEntry(
        ident, _moment_from_json(raw.get("finished_at"), "finished_at"), rules, seats
    )


def match_from_json(
    raw: object, memo: dict[str, RoundEntry] | None = None, *, version: int = VERSION
) -> LogEntry:
    """One match (or game of Chicago 2–12) of the file; BadDocument when anything is off.

    ``memo`` shares the values of identical round codes between matches; a file of
    ``version`` 1 cannot hold a game of Chicago 2–12.
    """
    memo = {} if memo is None else memo
    if not isinstance(raw, dict):
        raise BadDocument("a match is an object")
    ident = raw.get("id")
    if not isinstance(ident, str) or not 0 < len(ident) <= MAX_ID_LENGTH:
        raise BadDocument("a match has an id")
    if "game" in raw:
        if raw["game"] != TWELVE or version < VERSION:
            raise BadDocument(f"'game' is \"{TWELVE}\" in a file of version {VERSION}")
        return _twelve_from_json(raw, ident)
    seats_raw = raw.get("seats")
    if not isinstance(seats_raw, list) or not MIN_PLAYERS <= len(seats_raw) <= MAX_PLAYERS:
        raise BadDocument(f"a match has {MIN_PLAYERS} to {MAX_PLAYERS} seats")
    seats = tuple(_seat_from_json(s, memo) for s in seats_raw)
    if not any(s.is_human for s in seats):
        raise BadDocument("a recorded match has a human seat")
    return MatchEntry(
        ident,
        _moment_from_json(raw.get("finished_at"), "finished_at"),
        _rules_from_json(raw.get("rules")),
        seats,
    )


def statistics_from_json(obj: object) -> Statistics:
    """Statistics from the decoded file; BadDocument (``newer`` for a later version)."""
    return statistics_from_json_checked(obj, None)[0]


def statistics_from_json_checked(obj: object, now: datetime | None) -> tuple[Statistics, bool]:
    """Statistics from the decoded file, and True when a reset after ``now`` was moved.

    A reset in the future can only come from a wrong clock, and left as it is it drops
    every match finished before it: every match recorded from now on. It is moved back to
    the last match it forgot (so those stay forgotten), or removed when the file holds
    none; the caller tells the player.
    """
    if not isinstance(obj, dict):
        raise BadDocument("the statistics file is not a JSON object")
    version = obj.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise BadDocument(f"statistics version {shown_value(version)} is not a version number")
    if version > VERSION:
        raise BadDocument(f"statistics version {version} is newer than this program's", newer=True)
    raw_reset = obj.get("reset_at")
    reset_at = None if raw_reset is None else _moment_from_json(raw_reset, "reset_at")
    matches = obj.get("matches", [])
    if not isinstance(matches, list):
        raise BadDocument("'matches' is a list")
    entries: dict[str, LogEntry] = {}
    memo: dict[str, RoundEntry] = {}
    for raw in matches:
        entry = match_from_json(raw, memo, version=version)
        entries.setdefault(entry.id, entry)
    moved = reset_at is not None and now is not None and reset_at > now
    if moved:
        assert now is not None
        forgotten = [m.finished_at for m in entries.values() if m.finished_at <= now]
        reset_at = max(forgotten, default=None)
    stats = Statistics(reset_at=reset_at)
    ordered = sorted(entries.values(), key=lambda m: m.finished_at)
    return Statistics(tuple(m for m in ordered if stats.counts(m)), reset_at), moved


def decode_statistics(data: bytes, *, now: datetime | None = None) -> Statistics:
    """Statistics from the file's bytes; with ``now``, a reset after it is moved back."""
    return statistics_from_json_checked(decode_json(data), now)[0]


def decode_statistics_checked(data: bytes, now: datetime) -> tuple[Statistics, bool]:
    """Statistics from the file's bytes, and True when a reset in the future was moved."""
    return statistics_from_json_checked(decode_json(data), now)
