"""The actions a player can take, as values: what a record stores and a replay applies."""

from __future__ import annotations

from dataclasses import dataclass

from .scoring import Call


@dataclass(frozen=True, slots=True)
class Throw:
    """Throw every die not in ``hold``; ``faces`` are the new faces in position order.

    ``faces`` is None when the match's dice source should provide them.
    """

    hold: frozenset[int] = frozenset()
    faces: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class Stop:
    """End the turn by choice (R3)."""


@dataclass(frozen=True, slots=True)
class MakeCall:
    """The leader's call after their turn (R7, R24)."""

    call: Call


@dataclass(frozen=True, slots=True)
class TurnSixes:
    """Turn two sixes (R21), or three free sixes where R22 applies."""


Action = Throw | Stop | MakeCall | TurnSixes
