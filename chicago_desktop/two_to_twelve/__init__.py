"""Chicago 2–12, the two-dice game of the same name (RULES.md R60, R61): plain Python, no Qt.

Its own small package beside the three-dice engine, sharing its dice sources and error
classes. Import the public names from here.
"""

from .errors import FaceOutOfRange, GameOver, WrongDiceCount
from .events import (
    EliminationWaived,
    Event,
    GameEnded,
    PlayerOut,
    RolloffEnded,
    RolloffRound,
    RolloffStarted,
    RolloffThrow,
    RolloffThrown,
    RoundEnded,
    RoundResult,
    RoundStarted,
    RoundSummary,
    Thrown,
)
from .game import Game, Phase, Status, Throw, hit_chance
from .rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    MIN_TEAM_PLAYERS,
    SCORELESS_ROUNDS_TO_OUT,
    Order,
    Rules,
    team_of,
)

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "MIN_TEAM_PLAYERS",
    "SCORELESS_ROUNDS_TO_OUT",
    "EliminationWaived",
    "Event",
    "FaceOutOfRange",
    "Game",
    "GameEnded",
    "GameOver",
    "Order",
    "Phase",
    "PlayerOut",
    "RolloffEnded",
    "RolloffRound",
    "RolloffStarted",
    "RolloffThrow",
    "RolloffThrown",
    "RoundEnded",
    "RoundResult",
    "RoundStarted",
    "RoundSummary",
    "Rules",
    "Status",
    "Throw",
    "Thrown",
    "WrongDiceCount",
    "hit_chance",
    "team_of",
]
