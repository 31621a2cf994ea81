"""Who plays a seat: a person at this computer, the CPU at a level, or another computer.

A seat's owner decides where its actions come from, not which rules they meet: every
owner's actions reach the match through the same :meth:`GameSession.submit
<chicago_desktop.session.GameSession.submit>`. A record knows only people and CPU players
(RECORDS.md), so a remote seat is written as a person.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..records import PlayerInfo
from ..seats import LEVELS


@dataclass(frozen=True, slots=True)
class LocalHuman:
    """A person at this computer: clicks and keys."""


@dataclass(frozen=True, slots=True)
class Cpu:
    """The CPU at one of :data:`~chicago_desktop.seats.LEVELS`."""

    level: str = "medium"

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(f"unknown CPU level {self.level!r}; expected one of {LEVELS}")


@dataclass(frozen=True, slots=True)
class Remote:
    """A person at another computer (Dice Round, R70-R75): their messages are submitted."""

    peer: str = ""


Owner = LocalHuman | Cpu | Remote


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat of a session: the name shown and who plays it."""

    name: str
    owner: Owner = LocalHuman()

    @property
    def is_cpu(self) -> bool:
        """True when the CPU decides for this seat."""
        return isinstance(self.owner, Cpu)

    @property
    def is_local_human(self) -> bool:
        """True when a person at this computer acts for this seat."""
        return isinstance(self.owner, LocalHuman)

    @property
    def info(self) -> PlayerInfo:
        """The seat as a record names it."""
        if isinstance(self.owner, Cpu):
            return PlayerInfo(self.name, "cpu", self.owner.level)
        return PlayerInfo(self.name)

    @classmethod
    def of(cls, info: PlayerInfo) -> Seat:
        """The seat a record's player names (a CPU without a level plays medium)."""
        if info.is_cpu:
            return cls(info.name, Cpu(info.level or "medium"))
        return cls(info.name, LocalHuman())
