"""Self-play: matches of any preset with every seat a CPU player, for ``simulate`` and benchmarks.

Game ``g`` of a run with seed ``S`` uses its own seed (``S`` and ``g`` mixed), so any single
game can be replayed on its own; the levels rotate round the table from game to game so
that no level keeps a seat (the first leader is drawn by lot, R9).
"""

from __future__ import annotations

import gc
import math
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import Match, MatchStructure, RandomDice, Rules, preset
from .players import make_player

#: Mixes a run seed and a game number into one game seed (a large odd multiplier keeps
#: games of neighbouring runs apart).
SEED_STRIDE = 1_000_003


def game_seed(seed: int, game: int) -> int:
    """The seed of game number ``game`` of a run seeded ``seed``."""
    return seed * SEED_STRIDE + game


def play_match(
    levels: Sequence[str],
    seed: int,
    *,
    losses_to_out: int = 3,
    max_throws: int = 3,
    rules: Rules | None = None,
) -> Match:
    """Play one match to its end; seat ``i`` is a CPU of ``levels[i]``.

    The dice, the first leader and each player's noise all derive from ``seed``. Without
    ``rules`` the match is classic with the given settings.
    """
    if rules is None:
        rules = preset("classic", losses_to_out=losses_to_out, max_throws=max_throws)
    match = Match(rules, len(levels), dice=RandomDice(seed), seed=seed)
    players = [make_player(level, seed * 8 + i, levels) for i, level in enumerate(levels)]
    apply = match.apply
    while not match.is_over:
        seat = match.current_seat
        assert seat is not None
        apply(players[seat].decide(match))
    return match


@dataclass(frozen=True, slots=True)
class LevelResult:
    """How one level did over a run: ``seats`` is how many seats it had in every game."""

    level: str
    seats: int
    wins: int
    games: int
    losses: int = 0
    #: One loser and everybody else won (R42, R45), not one winner (classic, R41).
    one_loser: bool = False

    @property
    def win_rate(self) -> float:
        """Share of games won by a player of this level."""
        return self.wins / self.games if self.games else 0.0

    @property
    def per_seat(self) -> float:
        """Share of games won by one given seat of this level: with one winner a level's
        wins shared by its seats; with one loser (R42, R45) a seat wins unless it is the
        one that lost, so its share is one minus its part of the level's losses (two Hard
        seats heads-up: each wins half, though in every game one of them lost)."""
        if self.one_loser:
            return 1.0 - self.losses / self.games / self.seats if self.games else 0.0
        return self.win_rate / self.seats

    def interval(self, z: float = 1.959964) -> tuple[float, float]:
        """Wilson 95% confidence interval of :attr:`win_rate`."""
        return wilson(self.wins, self.games, z)


@dataclass(frozen=True, slots=True)
class RunResult:
    """The outcome of a self-play run."""

    levels: tuple[LevelResult, ...]
    games: int
    draws: int
    seed: int


def wilson(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """Wilson score interval: honest near 0 and 1, unlike the normal approximation."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def simulate(
    levels: Sequence[str],
    games: int,
    seed: int,
    *,
    losses_to_out: int = 3,
    max_throws: int = 3,
    rules: Rules | None = None,
) -> RunResult:
    """Play ``games`` matches, rotating the seats, and count each level's wins.

    Classic (R41) has one winner (or a draw). The other presets have one loser (R42, R45)
    and everybody else has won, so there a level's ``wins`` are the games in which none of
    its seats lost, and ``losses`` the games one of them lost.
    """
    if rules is None:
        rules = preset("classic", losses_to_out=losses_to_out, max_throws=max_throws)
    n = len(levels)
    wins: dict[str, int] = {}
    losses: dict[str, int] = {}
    draws = 0
    # Self-play makes no reference cycles (tests/ai/test_selfplay_speed.py checks it), so
    # the cyclic collector would only walk the AI's tables (hundreds of thousands of lists)
    # again and again: about 5-8% of a run. It is off for the run and restored after.
    collecting = gc.isenabled()
    gc.disable()
    try:
        for g in range(games):
            table = [levels[(i + g) % n] for i in range(n)]
            match = play_match(table, game_seed(seed, g), rules=rules)
            if match.loser is not None:
                level = table[match.loser]
                losses[level] = losses.get(level, 0) + 1
            elif match.winner is None:
                draws += 1
            else:
                level = table[match.winner]
                wins[level] = wins.get(level, 0) + 1
    finally:
        if collecting:
            gc.enable()
    distinct = list(dict.fromkeys(levels))
    has_loser = rules.match is not MatchStructure.LOSSES
    results = tuple(
        LevelResult(
            level,
            levels.count(level),
            games - losses.get(level, 0) if has_loser else wins.get(level, 0),
            games,
            losses.get(level, 0),
            has_loser,
        )
        for level in distinct
    )
    return RunResult(results, games, draws, seed)
