"""Match structures (R41-R45): one small strategy per way rolling rounds add up to a match.

The preset names its structure (R40 ``match`` row); :func:`make_structure` builds it.
"""

from __future__ import annotations

from ..rules import MatchStructure, Rules
from .base import Lots, Standings, Status, Structure
from .coasters import Coasters
from .losses import Losses
from .searches import Searches

_BY_KIND: dict[MatchStructure, type[Structure]] = {
    MatchStructure.LOSSES: Losses,
    MatchStructure.SEARCHES: Searches,
    MatchStructure.COASTERS_PUT_DOWN: Coasters,
    MatchStructure.COASTERS_PASS: Coasters,
}


def make_structure(rules: Rules, players: int, lots: Lots) -> Structure:
    """The structure the preset names, fresh for a new match."""
    return _BY_KIND[rules.match](rules, players, lots)


__all__ = [
    "Coasters",
    "Losses",
    "Lots",
    "Searches",
    "Standings",
    "Status",
    "Structure",
    "make_structure",
]
