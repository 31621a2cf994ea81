"""Building the engine's frozen values quickly, for the values made on every throw.

A frozen dataclass's generated ``__init__`` sets each field through ``object.__setattr__``
(its own ``__setattr__`` refuses), so a :class:`~.turn.Turn` of eleven fields costs about
2 µs to build; the engine builds a new turn and a new round state on every throw, and
self-play throws millions of times. :func:`slot_setters` hands out the slots' own
descriptors, whose ``__set__`` does the same assignment without the detour: a builder that
makes the object with ``object.__new__`` and sets every field with them gives the very
same value (equal, same hash and repr, still frozen) in about half the time.

Only for slotted dataclasses without ``__post_init__``, with every field set in order; the
names are checked against the dataclass's fields, so a field added later cannot be
silently left out (tests/engine/test_fast_paths.py builds each value both ways).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, TypeVar

Setter = Callable[[Any, Any], None]
T = TypeVar("T")


def slot_setters(cls: type, names: tuple[str, ...]) -> tuple[Setter, ...]:
    """The ``__set__`` of each slot of ``cls``, for fields ``names`` (all, in order)."""
    declared = tuple(f.name for f in fields(cls))
    if names != declared:
        raise TypeError(f"{cls.__name__} has the fields {declared}, not {names}")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} checks its fields in __post_init__")
    return tuple(cls.__dict__[name].__set__ for name in names)


def builder(cls: type[T], names: tuple[str, ...]) -> Callable[..., T]:
    """A function that builds ``cls(*fields)`` by its slots (1-6 or 9 fields), unrolled:
    a loop over the setters would cost what it saves."""
    setters = slot_setters(cls, names)
    new = object.__new__
    if len(setters) == 1:
        (t0,) = setters

        def build1(a: Any) -> T:
            value: T = new(cls)
            t0(value, a)
            return value

        return build1
    if len(setters) == 3:
        u0, u1, u2 = setters

        def build3(a: Any, b: Any, c: Any) -> T:
            value: T = new(cls)
            u0(value, a)
            u1(value, b)
            u2(value, c)
            return value

        return build3
    if len(setters) == 5:
        v0, v1, v2, v3, v4 = setters

        def build5(a: Any, b: Any, c: Any, d: Any, e: Any) -> T:
            value: T = new(cls)
            v0(value, a)
            v1(value, b)
            v2(value, c)
            v3(value, d)
            v4(value, e)
            return value

        return build5
    if len(setters) == 9:
        w0, w1, w2, w3, w4, w5, w6, w7, w8 = setters

        def build9(  # noqa: PLR0917
            a: Any, b: Any, c: Any, d: Any, e: Any, f: Any, g: Any, h: Any, i: Any
        ) -> T:
            value: T = new(cls)
            w0(value, a)
            w1(value, b)
            w2(value, c)
            w3(value, d)
            w4(value, e)
            w5(value, f)
            w6(value, g)
            w7(value, h)
            w8(value, i)
            return value

        return build9
    if len(setters) == 2:
        s0, s1 = setters

        def build2(a: Any, b: Any) -> T:
            value: T = new(cls)
            s0(value, a)
            s1(value, b)
            return value

        return build2
    if len(setters) == 4:
        s0, s1, s2, s3 = setters

        def build4(a: Any, b: Any, c: Any, d: Any) -> T:
            value: T = new(cls)
            s0(value, a)
            s1(value, b)
            s2(value, c)
            s3(value, d)
            return value

        return build4
    if len(setters) == 6:
        s0, s1, s2, s3, s4, s5 = setters

        def build6(a: Any, b: Any, c: Any, d: Any, e: Any, f: Any) -> T:  # noqa: PLR0917
            value: T = new(cls)
            s0(value, a)
            s1(value, b)
            s2(value, c)
            s3(value, d)
            s4(value, e)
            s5(value, f)
            return value

        return build6
    raise TypeError(f"no builder for {len(setters)} fields")  # pragma: no cover
