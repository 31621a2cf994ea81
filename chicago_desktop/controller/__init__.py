"""The game controller: one QObject between the rules engine and the widgets.

Names are loaded on first use, so the home screen can be painted before the engine and
the AI adapter are imported.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .cpu import (
        CpuFactory,
        CpuPlayer,
        ai_hint,
        ai_levels,
        make_cpu,
    )
    from .game import GameController, HoldChange, Intent, RoundOutcome, SeatResult
    from .pacing import (
        PACING,
        SPEEDS,
        TWELVE,
        MatchSettings,
        Pacing,
        TwelveSettings,
        settings_from_seats,
    )
    from .twelve import TwelveController
    from .warm_up import WarmUp, start_warm_up, warming_up

_HOMES = {
    **dict.fromkeys(
        (
            "CpuFactory",
            "CpuPlayer",
            "ai_hint",
            "ai_levels",
            "make_cpu",
        ),
        "cpu",
    ),
    **dict.fromkeys(("WarmUp", "start_warm_up", "warming_up"), "warm_up"),
    **dict.fromkeys(
        ("GameController", "HoldChange", "Intent", "RoundOutcome", "SeatResult"), "game"
    ),
    **dict.fromkeys(
        (
            "PACING",
            "SPEEDS",
            "TWELVE",
            "MatchSettings",
            "Pacing",
            "TwelveSettings",
            "settings_from_seats",
        ),
        "pacing",
    ),
    "TwelveController": "twelve",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f".{home}", __name__), name)


__all__ = [
    "PACING",
    "SPEEDS",
    "TWELVE",
    "CpuFactory",
    "CpuPlayer",
    "GameController",
    "HoldChange",
    "Intent",
    "MatchSettings",
    "Pacing",
    "RoundOutcome",
    "SeatResult",
    "TwelveController",
    "TwelveSettings",
    "WarmUp",
    "ai_hint",
    "ai_levels",
    "make_cpu",
    "settings_from_seats",
    "start_warm_up",
    "warming_up",
]
