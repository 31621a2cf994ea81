"""The game session: seats with owners, one input path, legal actions, events, snapshots.

Plain Python, no Qt (tests/test_boundary.py): the controller, the tutorial, record
restores and (later) the network all drive a match through :class:`GameSession`.
"""

from .cpu import Decider, DeciderFactory, ai_decider
from .errors import NotYourTurn, UnknownSeat
from .game import GameSession
from .legal import LegalActions, legal_actions
from .outcome import RoundOutcome, outcome_after, outcomes_in
from .seats import Cpu, LocalHuman, Owner, Remote, Seat
from .shown import SeatResult, ShownState
from .snapshot import Snapshot, Standing, StandingKind, snapshot_of, standing_kinds, standing_limit

__all__ = [
    "Cpu",
    "Decider",
    "DeciderFactory",
    "GameSession",
    "LegalActions",
    "LocalHuman",
    "NotYourTurn",
    "Owner",
    "Remote",
    "RoundOutcome",
    "Seat",
    "SeatResult",
    "ShownState",
    "Snapshot",
    "Standing",
    "StandingKind",
    "UnknownSeat",
    "ai_decider",
    "legal_actions",
    "outcome_after",
    "outcomes_in",
    "snapshot_of",
    "standing_kinds",
    "standing_limit",
]
