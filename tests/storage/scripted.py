"""Scripted classic matches whose figures are worked out by hand in the tests.

With ``max_throws=1`` every turn is one throw that ends the turn, so a match is just the
list of results in turn order; ScriptedDice feeds them and ``first_leader`` fixes who starts.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from chicago_desktop.engine import Match, ScriptedDice, preset
from chicago_desktop.records import PlayerInfo

Dice = tuple[int, int, int]

ANNA = PlayerInfo("Anna", "human")
CLEO = PlayerInfo("Cleo", "human")
DORA = PlayerInfo("Dora", "human")
BEN_HARD = PlayerInfo("Ben", "cpu", "hard")
BEN_EASY = PlayerInfo("Ben", "cpu", "easy")
EVE_EASY = PlayerInfo("Eve", "cpu", "easy")

#: Anna (seat 0) against one opponent; Anna wins. Rounds, with the fixed scores:
#:   R0 Anna leads: Anna 1-1-1 (300), Ben 2-3-4 (9)    -> Ben worst, Anna leads next
#:   R1 Anna leads: Anna 6-6-6 (180), Ben 1-1-2 (202)  -> Anna worst, Ben leads next
#:   R2 Ben leads:  Ben 2-2-3 (7),    Anna 5-5-5 (15)  -> Ben worst, second loss, out
WIN: tuple[Dice, ...] = ((1, 1, 1), (2, 3, 4), (6, 6, 6), (1, 1, 2), (2, 2, 3), (5, 5, 5))
#: Anna loses: R0 Anna 2-2-2 (6) vs 3-3-3 (9); R1 opponent leads 4-4-4 (12), Anna 2-3-2 (7).
LOSS: tuple[Dice, ...] = ((2, 2, 2), (3, 3, 3), (4, 4, 4), (2, 3, 2))
#: A draw: both lowest twice (6 and 6, then 9 and 9), both out in the same round.
DRAW: tuple[Dice, ...] = ((2, 2, 2), (2, 2, 2), (3, 3, 3), (3, 3, 3))
#: Three seats: seat 0 goes out first, then seats 1 and 2 go out together (a draw for them).
#:   R0 0 leads: 6, 15, 12 -> seat 0 worst; R1 1 leads: 15, 12, seat 0 7 -> seat 0 out;
#:   R2 1 leads: 9, 9 -> both worst; R3 1 leads: 6, 6 -> both out.
THREE_DRAW: tuple[Dice, ...] = (
    (2, 2, 2), (5, 5, 5), (4, 4, 4),
    (5, 5, 5), (4, 4, 4), (2, 2, 3),
    (3, 3, 3), (3, 3, 3),
    (2, 2, 2), (2, 2, 2),
)  # fmt: skip


def scripted_match(
    turns: Sequence[Dice], players: int = 2, *, seed: int = 0, first_leader: int = 0
) -> Match:
    """Play ``turns`` (one throw each) in a classic match, out after 2 losses."""
    rules = preset("classic", max_throws=1, losses_to_out=2)
    dice = ScriptedDice([face for result in turns for face in result])
    match = Match(rules, players, dice=dice, seed=seed, first_leader=first_leader)
    for _ in turns:
        match.throw()
    return match


def random_match_actions(match: Match, rng: random.Random, limit: int = 400) -> int:
    """Play random legal actions (holds, stops) until the match ends; return how many."""
    count = 0
    while not match.is_over and count < limit:
        random_action(match, rng)
        count += 1
    return count


def random_action(match: Match, rng: random.Random) -> None:
    """One random legal action of the current player."""
    if match.may_stop() and rng.random() < 0.35:
        match.stop()
        return
    holdable = sorted(match.holdable())
    hold = [p for p in holdable if rng.random() < 0.4] if match.turn and match.turn.throws else []
    if len(hold) == 3:
        hold = hold[:2]
    if not match.may_throw(hold):
        hold = []
    match.throw(hold)
