"""The game controller: one QObject between the rules engine and the widgets."""

from . import signals  # first: guards PySide6 6.12 on CPython 3.11 (see signals.py)
from .cpu import (
    CpuFactory,
    CpuPlayer,
    SimpleCpu,
    ai_hint,
    ai_levels,
    make_cpu,
    start_warm_up,
    warm_up_ai,
    warming_up,
)
from .game import (
    PACING,
    SPEEDS,
    GameController,
    MatchSettings,
    Pacing,
    RoundOutcome,
    SeatResult,
    settings_from_seats,
)

__all__ = [
    "PACING",
    "SPEEDS",
    "CpuFactory",
    "CpuPlayer",
    "GameController",
    "MatchSettings",
    "Pacing",
    "RoundOutcome",
    "SeatResult",
    "SimpleCpu",
    "ai_hint",
    "ai_levels",
    "make_cpu",
    "settings_from_seats",
    "signals",
    "start_warm_up",
    "warm_up_ai",
    "warming_up",
]
