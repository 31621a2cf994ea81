"""CPU decisions of a party: the AI's players, and a rules-only bot for tests and soaks.

A party's CPU seats at the host, and the bots of headless joined computers, are the AI's
players (:mod:`chicago_desktop.ai`), which decide every decision of every preset.
:class:`RulesBot` picks among the moves :func:`~chicago_desktop.session.legal_actions`
allows — a call (R7, R24), turning sixes (R21, R22), stop or throw with a hold — with its
own seeded random source: a fair, instant opponent for protocol tests, not a strong one.
"""

from __future__ import annotations

import random

from ..engine import Action, Call, MakeCall, Match, Stop, Throw, TurnSixes
from ..session import legal_actions
from ..session.cpu import Decider, ai_decider

_CALLS = tuple(
    Call(ones, sixes, high) for ones in (1, 100) for sixes in (6, 60) for high in (True, False)
)
#: How likely each level is to stop when it may; the stronger stop a little earlier.
_STOP = {"easy": 0.25, "medium": 0.4, "hard": 0.5, "expert": 0.55}


class RulesBot:
    """A CPU seat that knows the rules and nothing of tactics."""

    def __init__(self, level: str, seed: int | None) -> None:
        self._rng = random.Random(seed)
        self._stop = _STOP.get(level, 0.4)

    def decide(self, match: Match) -> Action:
        """A legal action for the seat to act."""
        seat = match.current_seat
        assert seat is not None
        legal = legal_actions(match, seat)
        if legal.call_due:
            if legal.sand and self._rng.random() < 0.2:
                return MakeCall(Call.sand_call())
            return MakeCall(self._rng.choice(_CALLS))
        if legal.may_turn_sixes and self._rng.random() < 0.7:
            return TurnSixes()
        if legal.may_stop and (not legal.may_throw or self._rng.random() < self._stop):
            return Stop()
        holds = sorted(legal.throw_holds, key=sorted)
        if not holds:
            return Stop()
        return Throw(self._rng.choice(holds))


def party_decider(level: str, seed: int | None = None) -> Decider:
    """The decider a party uses for a CPU seat: the AI's player of that level."""
    return ai_decider(level, seed)
