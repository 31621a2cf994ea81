"""Which rounds an Expert seat may lead at a full table, and how it takes the others.

Shared by the two full-table replies outside classic (:mod:`.preset_full_reply`, against
known Medium and Easy seats; :mod:`.chase_chain`, before Hard players chasing the best):
each builds, per round an Expert may lead, tables keyed by the levels after it, so both
must enumerate the same rounds and read a seat's level the same way.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations
from typing import Final

#: The levels replied to as themselves: their policies are fixed and known.
REPLIED: Final = ("medium", "easy")
HARD: Final = "hard"

#: The levels of the players after a seat, in turn order, each as :func:`played_as`.
Levels = tuple[str, ...]


def played_as(level: str | None) -> str:
    """The level a seat is replied to as: Medium and Easy their own; anybody else (a
    person, Hard, another Expert) Hard."""
    return level if level is not None and level in REPLIED else HARD


def expert_rounds(table: Sequence[str | None]) -> Iterator[tuple[int, Levels]]:
    """Every round of three or more an Expert seat of ``table`` may lead, as (players,
    later levels), the largest first, each once: any of the others may have left, in turn
    order (R42 searches shrink; R45 the clearing phase is played among the holders; R44 in
    bavarian and pub a Chicago removes its roller)."""
    n = len(table)
    seen: set[tuple[int, Levels]] = set()
    for seat, level in enumerate(table):
        if level != "expert":
            continue
        others = [(seat + i) % n for i in range(1, n)]
        for m in range(n, 2, -1):
            for later in combinations(others, m - 1):
                levels = tuple(played_as(table[s]) for s in later)
                if (m, levels) not in seen:
                    seen.add((m, levels))
                    yield m, levels
