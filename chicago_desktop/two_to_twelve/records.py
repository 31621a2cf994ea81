"""Chicago 2–12 game records (shared/RECORDS.md, "Chicago 2–12 records"): read, replay, write.

The envelope is the three-dice one with ``"game": "chicago-2-12"``. Reading is strict and
total: sizes are bounded first, every value is type-checked (a JSON ``true`` is not the
number 1), and the actions are applied to a :class:`~.game.Game` one by one while they are
read, so the error always names the *first* bad action (a malformed action and a throw
after the end are found in the order they occur). Any problem is one
:class:`~chicago_desktop.records.RecordError` with a one-line message; nothing is
half-applied. :func:`outcome_json` builds exactly the ``replay --json`` object.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from ..engine.dice import DiceSource
from ..engine.errors import IllegalAction, InvalidRules
from ..json_text import JsonTextError, NotRegularFile, load_json, read_regular
from ..records.errors import RecordError
from ..records.model import (
    FORMAT,
    MAX_ACTIONS,
    MAX_RECORD_BYTES,
    VERSION,
    PlayerInfo,
    parse_seat,
)
from ..visible_text import quoted
from .game import Game, Throw
from .rules import MAX_PLAYERS, MIN_PLAYERS, Order, Rules

GAME: Final = "chicago-2-12"
_KNOWN: Final = frozenset(
    {"format", "version", "game", "rules", "players", "seed", "first_leader", "actions"}
)


@dataclass(frozen=True, slots=True)
class TwelveRecord:
    """A parsed and checked Chicago 2–12 record: every action in it is a legal throw."""

    rules: Rules
    players: tuple[PlayerInfo, ...]
    seed: int = 0
    actions: tuple[Throw, ...] = ()
    extra: Mapping[str, object] = field(default_factory=dict)


@dataclass
class ReplayedGame:
    """A game rebuilt from a record, with the seats it was played by."""

    record: TwelveRecord
    game: Game

    @property
    def players(self) -> tuple[PlayerInfo, ...]:
        """The seats of the record."""
        return self.record.players

    def to_json(self) -> dict[str, object]:
        """The record of the game as it stands now (further play included)."""
        return record_to_json(
            self.game.rules,
            self.record.players,
            self.game.actions,
            seed=self.record.seed,
            extra=self.record.extra,
        )


def _is_int(value: object) -> bool:
    return type(value) is int


def decode(data: bytes | str) -> object:
    """JSON text to a value, refusing oversized input before it is parsed.

    The same text policy as every other reader (:mod:`chicago_desktop.json_text`): UTF-8
    only, no byte order mark, no lone surrogate, so what is read can be written back.
    """
    size = len(data.encode("utf-8", "surrogatepass")) if isinstance(data, str) else len(data)
    if size > MAX_RECORD_BYTES:
        raise RecordError(f"the record is larger than {MAX_RECORD_BYTES // 1024} KiB")
    try:
        return load_json(data)
    except JsonTextError as exc:
        raise RecordError(str(exc)) from None


def read_file(path: str | Path) -> bytes:
    """The bytes of a record file; a FIFO, a device or an oversized file is refused unread."""
    p = Path(path)
    try:
        data = read_regular(p, MAX_RECORD_BYTES)
    except NotRegularFile:
        raise RecordError(f"{quoted(str(p))} is not a regular file") from None
    except OSError as exc:
        raise RecordError(f"cannot read {quoted(str(p))}: {exc.strerror or exc}") from None
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(f"the record is larger than {MAX_RECORD_BYTES // 1024} KiB")
    return data


def is_two_to_twelve(obj: object) -> bool:
    """True for a decoded record that names a game: it is not a three-dice record.

    A record without ``game`` (or with ``game`` null, which says no more) is a three-dice
    record (RECORDS.md); one that names any game is read here, and a game other than
    Chicago 2–12 is refused by :func:`parse_record`.
    """
    return isinstance(obj, dict) and obj.get("game") is not None


def _parse_rules(raw: object) -> Rules:
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise RecordError("'rules' must be an object")
    dice = raw.get("dice", 2)
    if not _is_int(dice) or dice not in (2, 3):
        raise RecordError("'rules.dice' must be 2 or 3", rule="R61")
    order = raw.get("order", "up")
    if order not in ("up", "down"):
        raise RecordError('\'rules.order\' must be "up" or "down"', rule="R61")
    flags: dict[str, bool] = {}
    for key in ("teams", "elimination"):
        value = raw.get(key, False)
        if type(value) is not bool:
            raise RecordError(f"'rules.{key}' must be true or false", rule="R61")
        flags[key] = value
    try:
        return Rules(dice, Order(order), flags["teams"], flags["elimination"])
    except InvalidRules as exc:
        raise RecordError(f"rules: {exc}") from None


def _parse_players(raw: object, rules: Rules) -> tuple[PlayerInfo, ...]:
    if not isinstance(raw, list) or not MIN_PLAYERS <= len(raw) <= MAX_PLAYERS:
        raise RecordError(f"'players' must list {MIN_PLAYERS} to {MAX_PLAYERS} seats", rule="R60")
    try:
        rules.check_players(len(raw))
    except InvalidRules as exc:
        raise RecordError(f"players: {exc}") from None
    # A CPU of this game only throws; a level is kept if the record gives one.
    return tuple(parse_seat(seat, i, default_level=None) for i, seat in enumerate(raw))


def parse_action(raw: object, index: int) -> Throw:
    """One entry of ``actions``: only ``{"throw": [faces]}``; other shapes name the index.

    The number of faces and their range are the game's to check (R60, R61), so that
    those errors carry the rule.
    """
    if not isinstance(raw, dict) or set(raw) != {"throw"}:
        raise RecordError(
            'an action of Chicago 2–12 is only {"throw": [faces]}', index=index, rule="RECORDS"
        )
    faces = raw["throw"]
    if not isinstance(faces, list) or not all(_is_int(v) for v in faces):
        raise RecordError("'throw' must be a list of whole numbers", index=index, rule="RECORDS")
    return Throw(tuple(faces))


def _apply(game: Game, action: Throw, index: int) -> None:
    try:
        game.apply(action)
    except IllegalAction as exc:
        raise RecordError(
            exc.reason, index=index, rule=exc.rule, code=exc.code, values=exc.values
        ) from None


def parse_record(data: bytes | str | Mapping[str, object]) -> TwelveRecord:
    """Parse and check a Chicago 2–12 record from JSON text or a decoded object."""
    obj: object = decode(data) if isinstance(data, bytes | str) else dict(data)
    if not isinstance(obj, dict):
        raise RecordError("a record is a JSON object")
    if obj.get("format") != FORMAT:
        raise RecordError(f"'format' must be \"{FORMAT}\"")
    version = obj.get("version")
    if not _is_int(version) or version != VERSION:
        raise RecordError(f"unsupported record version {version!r}; this program reads {VERSION}")
    if obj.get("game") != GAME:
        raise RecordError(f"'game' must be \"{GAME}\", or absent for a three-dice record")
    rules = _parse_rules(obj.get("rules"))
    players = _parse_players(obj.get("players"), rules)
    seed = obj.get("seed", 0)
    if not _is_int(seed) or not -(2**63) <= seed < 2**64:
        raise RecordError("'seed' must be a whole number")
    first = obj.get("first_leader")
    if first is not None and (not _is_int(first) or first != 0):
        raise RecordError(
            "'first_leader' is absent in Chicago 2–12: seat 0 throws first", rule="R60"
        )
    raw_actions = obj.get("actions", [])
    if not isinstance(raw_actions, list):
        raise RecordError("'actions' must be a list")
    if len(raw_actions) > MAX_ACTIONS:
        raise RecordError(f"a record holds at most {MAX_ACTIONS} actions")
    game = Game(rules, len(players), seed=seed)
    actions: list[Throw] = []
    for index, raw in enumerate(raw_actions):
        action = parse_action(raw, index)
        _apply(game, action, index)
        actions.append(action)
    extra = {k: v for k, v in obj.items() if k not in _KNOWN}
    return TwelveRecord(rules, players, seed, tuple(actions), extra)


def replay_record(record: TwelveRecord, dice: DiceSource | None = None) -> ReplayedGame:
    """Apply every throw of a checked record; the game is ready to go on with ``dice``."""
    game = Game(record.rules, len(record.players), dice=dice, seed=record.seed)
    for index, action in enumerate(record.actions):
        _apply(game, action, index)
    return ReplayedGame(record, game)


def load_record(path: str | Path) -> TwelveRecord:
    """Read, parse and check a Chicago 2–12 record file."""
    return parse_record(read_file(path))


def outcome_json(game: Game) -> dict[str, object]:
    """The ``replay --json`` object of RECORDS.md ("Chicago 2–12 records") for any state."""
    return {
        "finished": game.is_over,
        "winner": game.winner,
        "winning_team": game.winning_team,
        "rounds": [
            {
                "target": r.target,
                "results": [
                    {"seat": x.seat, "dice": list(x.dice), "score": x.score} for x in r.results
                ],
            }
            for r in game.rounds
        ],
        "rolloffs": [
            [{"seat": t.seat, "dice": list(t.dice), "total": t.total} for t in r.throws]
            for r in game.rolloffs
        ],
        "standings": [
            {"seat": s, "total": game.total(s), "status": game.status(s).value}
            for s in range(game.players)
        ],
    }


def outcome_text_json(game: Game) -> str:
    """The ``--json`` output: the outcome object, indented."""
    return json.dumps(outcome_json(game), indent=2)


def record_to_json(
    rules: Rules,
    players: Sequence[PlayerInfo],
    actions: Sequence[Throw],
    *,
    seed: int = 0,
    extra: Mapping[str, object] | None = None,
) -> dict[str, object]:
    """The JSON object of a Chicago 2–12 record (write it with ``records.dumps_record``)."""
    seats: list[dict[str, object]] = []
    for p in players:
        seat: dict[str, object] = {"name": p.name, "type": p.type}
        if p.is_cpu and p.level is not None:
            seat["level"] = p.level
        seats.append(seat)
    out: dict[str, object] = {
        "format": FORMAT,
        "version": VERSION,
        "game": GAME,
        "rules": rules.settings(),
        "players": seats,
        "seed": seed,
        "actions": [{"throw": list(a.faces or ())} for a in actions],
    }
    for key, value in (extra or {}).items():
        out.setdefault(key, value)
    return out


__all__ = [
    "GAME",
    "ReplayedGame",
    "TwelveRecord",
    "decode",
    "is_two_to_twelve",
    "load_record",
    "outcome_json",
    "outcome_text_json",
    "parse_action",
    "parse_record",
    "read_file",
    "record_to_json",
    "replay_record",
]
