"""Game records (shared/RECORDS.md): parsing untrusted JSON into typed values and back.

Parsing is strict and total: every value is type-checked (a JSON ``true`` is not the
number 1), sizes are bounded before anything is parsed, and any problem becomes a
:class:`RecordError` with a one-line message. Rule checks that need the engine happen when
the record is replayed (:mod:`.replay`); they name the index of the first bad action.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, Literal

from ..engine import (
    Action,
    Call,
    InvalidRules,
    MakeCall,
    Rules,
    Stop,
    Throw,
    TurnSixes,
    preset,
)
from ..engine.rules import PRESET_NAMES
from ..json_text import (
    JsonTextError,
    has_lone_surrogate,
    load_json,
    lone_surrogate_message,
    shown_value,
)
from ..seats import LEVELS, MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS
from .errors import RecordError

FORMAT: Final = "chicago-record"
VERSION: Final = 1
#: A finished match of any preset stays far below these; they stop hostile input early.
MAX_RECORD_BYTES: Final = 4 * 1024 * 1024
MAX_ACTIONS: Final = 100_000
PlayerType = Literal["human", "cpu"]


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    """A seat as a record names it."""

    name: str
    type: PlayerType = "human"
    level: str | None = None

    @property
    def is_cpu(self) -> bool:
        """True for a CPU seat."""
        return self.type == "cpu"


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A parsed record: rules, seats, seed, first leader and the actions in order."""

    rules: Rules
    players: tuple[PlayerInfo, ...]
    seed: int = 0
    first_leader: int | None = None
    actions: tuple[Action, ...] = ()
    extra: Mapping[str, object] = field(default_factory=dict)


def _is_int(value: object) -> bool:
    return type(value) is int


def _parse_rules(raw: object) -> Rules:
    if not isinstance(raw, dict):
        raise RecordError("'rules' must be an object")
    name = raw.get("preset")
    if not isinstance(name, str) or name not in PRESET_NAMES:
        raise RecordError(f"'rules.preset' must be one of {', '.join(PRESET_NAMES)}")
    settings: dict[str, int | None] = {}
    own = {
        "classic": ("max_throws", "losses_to_out"),
        "basic": ("max_throws", "searches"),
    }.get(name, ("max_throws",))
    for key in own:
        value = raw.get(key)
        if value is not None and not _is_int(value):
            raise RecordError(f"'rules.{key}' must be a whole number")
        settings[key] = value
    try:
        return preset(
            name,
            max_throws=settings.get("max_throws"),
            losses_to_out=settings.get("losses_to_out"),
            searches=settings.get("searches"),
        )
    except InvalidRules as exc:
        raise RecordError(f"rules: {exc}", rule="R40") from None


def parse_seat(raw: object, index: int, *, default_level: str | None) -> PlayerInfo:
    """One entry of a record's ``players`` (RECORDS.md), for every game's records.

    ``default_level`` is a CPU's level when the record names none (three-dice records:
    medium); with None a CPU may have no level (Chicago 2–12, where a CPU only throws).
    """
    if not isinstance(raw, dict):
        raise RecordError(f"player {index} must be an object")
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_LENGTH:
        raise RecordError(f"player {index} needs a name of 1 to {MAX_NAME_LENGTH} characters")
    kind = raw.get("type", "human")
    if kind == "human":
        return PlayerInfo(name, "human")
    if kind != "cpu":
        raise RecordError(f"player {index} type must be 'human' or 'cpu'")
    level = raw.get("level", default_level)
    if level is None and default_level is None:
        return PlayerInfo(name, "cpu", None)
    if not isinstance(level, str) or level not in LEVELS:
        raise RecordError(f"player {index} level must be one of {', '.join(LEVELS)}")
    return PlayerInfo(name, "cpu", level)


def _parse_players(raw: object) -> tuple[PlayerInfo, ...]:
    if not isinstance(raw, list) or not MIN_PLAYERS <= len(raw) <= MAX_PLAYERS:
        raise RecordError(f"'players' must list {MIN_PLAYERS} to {MAX_PLAYERS} seats")
    return tuple(parse_seat(seat, i, default_level="medium") for i, seat in enumerate(raw))


def _parse_faces(raw: object, index: int, key: str) -> tuple[int, ...]:
    if not isinstance(raw, list) or not all(_is_int(v) for v in raw):
        raise RecordError(f"'{key}' must be a list of whole numbers", index=index, rule="RECORDS")
    return tuple(raw)


def _parse_call(raw: object, index: int) -> Call:
    if raw == "sand":
        return Call.sand_call()
    if not isinstance(raw, dict) or set(raw) != {"ones", "sixes", "direction"}:
        raise RecordError(
            "a call is 'sand' or an object with ones, sixes and direction",
            index=index,
            rule="R7",
            code="call_shape",
        )
    ones, sixes, direction = raw["ones"], raw["sixes"], raw["direction"]
    if not _is_int(ones) or ones not in (1, 100):
        raise RecordError("ones count 100 or 1", index=index, rule="R7", code="call_ones")
    if not _is_int(sixes) or sixes not in (6, 60):
        raise RecordError("sixes count 60 or 6", index=index, rule="R7", code="call_sixes")
    if direction not in ("high", "low"):
        raise RecordError(
            "the direction is 'high' or 'low'", index=index, rule="R7", code="call_direction"
        )
    return Call(ones=ones, sixes=sixes, high=direction == "high")


def parse_action(raw: object, index: int) -> Action:
    """Parse one entry of ``actions``; shape errors name the index."""
    if not isinstance(raw, dict) or not raw:
        raise RecordError("an action must be a non-empty object", index=index, rule="RECORDS")
    keys = set(raw)
    if "throw" in keys:
        if not keys <= {"throw", "hold"}:
            raise RecordError("a throw has only 'throw' and 'hold'", index=index, rule="RECORDS")
        faces = _parse_faces(raw["throw"], index, "throw")
        hold = _parse_faces(raw.get("hold", []), index, "hold")
        if len(set(hold)) != len(hold) or not all(0 <= p <= 2 for p in hold):
            raise RecordError(
                "'hold' lists distinct positions 0-2", index=index, rule="R1", code="hold_positions"
            )
        return Throw(frozenset(hold), faces)
    if keys == {"stop"}:
        if raw["stop"] is not True:
            raise RecordError("'stop' must be true", index=index, rule="RECORDS")
        return Stop()
    if keys == {"turn_sixes"}:
        if raw["turn_sixes"] is not True:
            raise RecordError("'turn_sixes' must be true", index=index, rule="RECORDS")
        return TurnSixes()
    if keys == {"call"}:
        return MakeCall(_parse_call(raw["call"], index))
    raise RecordError(
        f"unknown action with keys {', '.join(repr(k)[:24] for k in sorted(keys)[:4])}",
        index=index,
        rule="RECORDS",
    )


def parse_record(data: bytes | str | Mapping[str, object]) -> GameRecord:
    """Parse a record from JSON text or an already decoded object; never half-parses."""
    if isinstance(data, bytes | str):
        size = len(data.encode("utf-8", "surrogatepass")) if isinstance(data, str) else len(data)
        if size > MAX_RECORD_BYTES:
            raise RecordError(f"the record is larger than {MAX_RECORD_BYTES // 1024} KiB")
        try:
            obj: object = load_json(data)  # UTF-8 only, no lone surrogates (json_text)
        except JsonTextError as exc:
            raise RecordError(str(exc)) from None
    else:
        obj = dict(data)
        if has_lone_surrogate(obj):
            raise RecordError(lone_surrogate_message())
    if not isinstance(obj, dict):
        raise RecordError("a record is a JSON object")
    if obj.get("format") != FORMAT:
        raise RecordError(f"'format' must be \"{FORMAT}\"")
    version = obj.get("version")
    if not _is_int(version) or version != VERSION:
        raise RecordError(
            f"unsupported record version {shown_value(version)}; this program reads {VERSION}"
        )
    rules = _parse_rules(obj.get("rules"))
    players = _parse_players(obj.get("players"))
    seed = obj.get("seed", 0)
    if not _is_int(seed) or not -(2**63) <= seed < 2**64:
        raise RecordError("'seed' must be a whole number")
    first = obj.get("first_leader")
    if first is not None and (not _is_int(first) or not 0 <= first < len(players)):
        raise RecordError("'first_leader' must be a seat index")
    raw_actions = obj.get("actions", [])
    if not isinstance(raw_actions, list):
        raise RecordError("'actions' must be a list")
    if len(raw_actions) > MAX_ACTIONS:
        raise RecordError(f"a record holds at most {MAX_ACTIONS} actions")
    known = {"format", "version", "rules", "players", "seed", "first_leader", "actions"}
    extra = {k: v for k, v in obj.items() if k not in known}
    actions: list[Action] = []
    for i, raw_action in enumerate(raw_actions):
        try:
            actions.append(parse_action(raw_action, i))
        except RecordError as shape_error:
            # RECORDS.md: the message names the *first* bad action. An action before this
            # malformed one may already break a rule, which only a replay can tell.
            _raise_earlier_rule_error(GameRecord(rules, players, seed, first, tuple(actions)))
            raise shape_error from None
    return GameRecord(rules, players, seed, first, tuple(actions), extra)


def _raise_earlier_rule_error(prefix: GameRecord) -> None:
    """Replay the well-formed actions before a malformed one; raise what breaks a rule."""
    from .replay import replay_record  # the replay module imports this one

    replay_record(prefix)


def call_to_json(call: Call | None) -> object:
    """A call as RECORDS.md writes it (None stays None)."""
    if call is None:
        return None
    if call.sand:
        return "sand"
    return {"ones": call.ones, "sixes": call.sixes, "direction": "high" if call.high else "low"}


def action_to_json(action: Action) -> dict[str, object]:
    """One action as RECORDS.md writes it."""
    if isinstance(action, Throw):
        out: dict[str, object] = {"throw": list(action.faces or ())}
        if action.hold:
            out["hold"] = sorted(action.hold)
        return out
    if isinstance(action, Stop):
        return {"stop": True}
    if isinstance(action, TurnSixes):
        return {"turn_sixes": True}
    return {"call": call_to_json(action.call)}


def record_to_json(
    rules: Rules,
    players: Sequence[PlayerInfo],
    actions: Sequence[Action],
    *,
    seed: int = 0,
    first_leader: int | None = None,
    extra: Mapping[str, object] | None = None,
) -> dict[str, object]:
    """Build the JSON object of a record."""
    seats: list[dict[str, object]] = []
    for p in players:
        seat: dict[str, object] = {"name": p.name, "type": p.type}
        if p.is_cpu:
            seat["level"] = p.level or "medium"
        seats.append(seat)
    out: dict[str, object] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": {"preset": rules.preset, **rules.settings()},
        "players": seats,
        "seed": seed,
    }
    if first_leader is not None:
        out["first_leader"] = first_leader
    out["actions"] = [action_to_json(a) for a in actions]
    if extra:
        for key, value in extra.items():
            out.setdefault(key, value)
    return out


def dumps_record(record: Mapping[str, object]) -> str:
    """Serialise a record object: one action per line, readable in a diff or a bug report."""
    head = {k: v for k, v in record.items() if k != "actions"}
    actions = record.get("actions", [])
    assert isinstance(actions, list)
    text = json.dumps(head, ensure_ascii=False, indent=2)
    if not actions:
        return text[:-2] + ',\n  "actions": []\n}\n'
    lines = ",\n".join("    " + json.dumps(a, ensure_ascii=False) for a in actions)
    return text[:-2] + ',\n  "actions": [\n' + lines + "\n  ]\n}\n"
