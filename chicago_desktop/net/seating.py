"""How a Dice Round party's seats are planned (R70, R75): CPU, a person here, or elsewhere.

The host's plan of seats, the spec the headless ``host`` command reads
(``cpu:hard,remote,remote``), the groups of seats one joined computer holds with the hash
of its token, and what a resumed record says of them; plain values and functions, kept
apart from the host's connection handling (:mod:`.host`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, Literal

from ..engine import Rules
from ..records import GameRecord, RecordError
from ..seats import MAX_PLAYERS, MIN_PLAYERS
from ..session import Cpu, LocalHuman, Remote
from ..two_to_twelve.records import TwelveRecord

SeatKind = Literal["cpu", "remote", "local"]
#: The key of a party's own part of its record (seat kinds and token hashes).
EXTRA_KEY: Final = "dice_round"


@dataclass(frozen=True, slots=True)
class SeatPlan:
    """One seat as the host plans it: a CPU, a person here, or a person elsewhere."""

    kind: SeatKind
    level: str = "medium"
    name: str = ""


@dataclass
class Group:
    """The seats one joined computer holds, and the hash of its token."""

    seats: tuple[int, ...]
    name: str
    token_hash: str
    conn: int | None = None
    handed: bool = False


def parse_seats_spec(text: str) -> tuple[SeatPlan, ...]:
    """``cpu:hard,remote,remote`` as seat plans; ValueError with a one-line reason."""
    from ..seats import LEVELS

    plans: list[SeatPlan] = []
    for item in (p.strip() for p in text.split(",")):
        kind, _sep, level = item.partition(":")
        if kind == "cpu":
            level = level or "medium"
            if level not in LEVELS:
                raise ValueError(f"unknown CPU level {level!r}; choose from {', '.join(LEVELS)}")
            plans.append(SeatPlan("cpu", level))
        elif kind in ("remote", "local") and not level:
            plans.append(SeatPlan(kind))  # type: ignore[arg-type]
        else:
            raise ValueError(f"unknown seat {item!r}; use cpu:LEVEL, remote or local")
    if not MIN_PLAYERS <= len(plans) <= MAX_PLAYERS:
        raise ValueError(f"a party has {MIN_PLAYERS} to {MAX_PLAYERS} seats")
    return tuple(plans)


def token_hash(token: str) -> str:
    """What the host keeps of a seat token (never the token itself)."""
    return hashlib.sha256(token.encode()).hexdigest()


def plans_from_record(
    record: GameRecord | TwelveRecord,
) -> tuple[tuple[SeatPlan, ...], list[Group]]:
    """The seat plan and the token hashes a resumed record carries (its ``dice_round``)."""
    extra = record.extra.get(EXTRA_KEY)
    kinds: list[str] = []
    groups: list[Group] = []
    if isinstance(extra, dict):
        raw_kinds = extra.get("seats")
        if isinstance(raw_kinds, list) and len(raw_kinds) == len(record.players):
            kinds = [k if k in ("cpu", "remote", "local") else "" for k in raw_kinds]
        raw_groups = extra.get("groups")
        for g in raw_groups if isinstance(raw_groups, list) else []:
            if not isinstance(g, dict):
                continue
            seats, digest = g.get("seats"), g.get("token_sha256")
            if (
                isinstance(seats, list)
                and seats
                and all(type(s) is int and 0 <= s < len(record.players) for s in seats)
                and isinstance(digest, str)
                and len(digest) == 64
            ):
                name = record.players[seats[0]].name
                groups.append(Group(tuple(seats), name, digest))
    plans: list[SeatPlan] = []
    for seat, player in enumerate(record.players):
        if player.is_cpu:
            plans.append(SeatPlan("cpu", player.level or "medium", player.name))
        elif kinds and kinds[seat] == "local":
            plans.append(SeatPlan("local", name=player.name))
        else:
            plans.append(SeatPlan("remote", name=player.name))
    remote = {s for s, p in enumerate(plans) if p.kind == "remote"}
    groups = [g for g in groups if set(g.seats) <= remote]
    claimed = {s for g in groups for s in g.seats}
    if claimed != remote:
        raise RecordError("the record does not say which computer holds each seat")
    return tuple(plans), groups


def seat_name(group: Group, seat: int) -> str:
    if len(group.seats) == 1:
        return group.name
    return f"{group.name} {group.seats.index(seat) + 1}"


def owner(plan: SeatPlan) -> Cpu | LocalHuman | Remote:
    if plan.kind == "cpu":
        return Cpu(plan.level)
    if plan.kind == "local":
        return LocalHuman()
    return Remote()


def rules_from_party(raw: Mapping[str, object]) -> Rules:
    """The rules a party message names (used by a joined computer to show them, R71)."""
    from ..records.model import _parse_rules

    return _parse_rules(raw)
