"""The game controller: one QObject between the rules engine and the widgets."""

from .cpu import CpuFactory, CpuPlayer, SimpleCpu, ai_hint, ai_levels, make_cpu, warm_up_ai
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
    "warm_up_ai",
]
