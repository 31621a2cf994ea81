"""The final placings of a Chicago 2–12 game (R60, R61), for the end of the game in a window.

The winner comes first, as the game decided it (highest total, or the roll-off, or in
Elimination the last player left). The others follow by their totals, highest first;
equal totals share a place. In Elimination the players still in come before those who
went out, whatever the totals (an eliminated total never wins, C6). In Teams the two
teams are placed, not the players. Plain Python, no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

from .game import Game, Status


@dataclass(frozen=True, slots=True)
class Placing:
    """One line of the placings: the place (from 1), the seats (a team's members), the total."""

    place: int
    seats: tuple[int, ...]
    total: int
    team: int | None = None
    out: bool = False


def placings(game: Game) -> tuple[Placing, ...]:
    """The placings of a finished game (of a running one: its standings so far)."""
    if game.rules.teams:
        entries = [(team, game.team_members(team), game.team_total(team), False) for team in (0, 1)]
        winner_key: int | None = game.winning_team
    else:
        entries = [
            (seat, (seat,), game.total(seat), game.status(seat) is Status.OUT)
            for seat in range(game.players)
        ]
        winner_key = game.winner

    def rank(entry: tuple[int, tuple[int, ...], int, bool]) -> tuple[int, int, int]:
        key, _seats, total, out = entry
        return (0 if key == winner_key else 1, 1 if out else 0, -total)

    ordered = sorted(entries, key=lambda e: (rank(e), e[0]))
    result: list[Placing] = []
    for number, entry in enumerate(ordered, start=1):
        key, seats, total, out = entry
        place = number
        if result and rank(ordered[number - 2]) == rank(entry):
            place = result[-1].place  # equal totals share a place (never the winner's)
        result.append(Placing(place, seats, total, team=key if game.rules.teams else None, out=out))
    return tuple(result)
