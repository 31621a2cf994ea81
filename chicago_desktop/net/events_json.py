"""The engine's events as JSON: what the host sends with every applied action.

An event is written as ``{"event": "<class name>", <its fields>}``; tuples and sets become
lists (sets sorted), enums their value, a call the way RECORDS.md writes it, and nested
values (a round's summary and its results) objects of their own. A joined computer derives
the same events by applying the action to its own copy of the match and compares the two
lists: any difference is a divergence (it never trusts one side silently).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from enum import Enum

from ..engine import Call
from ..records.model import call_to_json


def value_to_json(value: object) -> object:
    """One field of an event as JSON."""
    if isinstance(value, Call):
        return call_to_json(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, frozenset | set):
        return sorted(value_to_json(v) for v in value)  # type: ignore[type-var]
    if isinstance(value, tuple | list):
        return [value_to_json(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: value_to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if value is None or isinstance(value, bool | int | str):
        return value
    raise TypeError(f"no JSON form for {type(value).__name__}")  # pragma: no cover


def event_to_json(event: object) -> dict[str, object]:
    """One engine event (of either game) as a JSON object naming its type."""
    if not dataclasses.is_dataclass(event) or isinstance(event, type):
        raise TypeError(f"not an event: {type(event).__name__}")  # pragma: no cover
    out: dict[str, object] = {"event": type(event).__name__}
    for f in dataclasses.fields(event):
        out[f.name] = value_to_json(getattr(event, f.name))
    return out


def events_to_json(events: Sequence[object]) -> list[dict[str, object]]:
    """Several events, in order."""
    return [event_to_json(e) for e in events]
