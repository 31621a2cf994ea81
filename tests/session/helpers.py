"""Shared pieces of the session tests: seats, a counting dice source, random legal play."""

from __future__ import annotations

import random

from chicago_desktop.engine import Action, Call, MakeCall, RandomDice, Stop, Throw, TurnSixes
from chicago_desktop.session import Cpu, GameSession, LegalActions, LocalHuman, Remote, Seat


def seats(players: int) -> tuple[Seat, ...]:
    """A mix of owners: a person here, a person elsewhere, then people again."""
    owners = (LocalHuman(), Remote("peer"), LocalHuman())
    return tuple(Seat(f"P{i}", owners[i % 3]) for i in range(players))


def cpu_seats(players: int) -> tuple[Seat, ...]:
    return tuple(Seat(f"C{i}", Cpu("easy")) for i in range(players))


class CountingDice:
    """Random dice that count every face they hand out, so a test sees any roll."""

    def __init__(self, seed: int) -> None:
        self._dice = RandomDice(seed)
        self.rolled = 0

    def roll(self, count: int) -> tuple[int, ...]:
        self.rolled += count
        return self._dice.roll(count)


def random_legal_action(legal: LegalActions, rng: random.Random) -> Action:
    """One legal action drawn at random from what the session offers."""
    if legal.call_due:
        if legal.sand and rng.random() < 0.2:
            return MakeCall(Call.sand_call())
        return MakeCall(Call(rng.choice((1, 100)), rng.choice((6, 60)), high=rng.random() < 0.7))
    if legal.may_turn_sixes and rng.random() < 0.3:
        return TurnSixes()
    if legal.may_stop and (not legal.may_throw or rng.random() < 0.35):
        return Stop()
    return Throw(rng.choice(sorted(legal.throw_holds, key=sorted)))


def play_randomly(session: GameSession, rng: random.Random, steps: int = 5000) -> int:
    """Random legal play through ``submit`` until the end; the number of actions taken."""
    taken = 0
    while not session.is_over:
        seat = session.current_seat
        assert seat is not None
        session.submit(seat, random_legal_action(session.legal_actions(seat), rng))
        taken += 1
        assert taken < steps, "a match must end"
    return taken
