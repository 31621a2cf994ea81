"""Benchmark: heads-up Expert that believes its opponent is one level (or a person)
against opponents that really are each level (issue 13).

Expert's heads-up reply depends on what it is told about the other seat
(:func:`chicago_desktop.ai.preset_reply.replied_level`): told nothing useful, it plays its
own heads-up play (told "expert": Hard's turns and, in tschigg, its own heads-up calls);
told "hard", or facing a person in tschigg (taken as Hard), the exact best reply to Hard.
This measures what a belief costs or gains when it is wrong: the reply to Hard played
against Medium and Easy, say, beside the reply written for them.

Run: ``python benchmarks/ai_heads_up_belief.py [--preset tschigg] [--believed
hard,expert,medium,easy,person] [--against hard,medium,easy] [--games 3000] [--seed 9000]``.
Game ``g`` uses seed ``seed + g`` for the dice, the first leader (R9) and the players;
Expert sits at seat ``g % 2``. Each row is Expert's share of matches not lost, with a
95% Wilson interval.
"""

from __future__ import annotations

import argparse
import time

from chicago_desktop.ai.players import make_player
from chicago_desktop.ai.selfplay import wilson
from chicago_desktop.engine import Match, RandomDice, Rules, preset


def share(rules: Rules, believed: str | None, against: str, games: int, seed: int) -> float:
    """Expert's share of ``games`` matches against ``against``, told the other seat is
    ``believed`` (None: a person)."""
    kept = 0
    for g in range(games):
        game_seed = seed + g
        me = g % 2
        told: list[str | None] = [None, None]
        told[me], told[1 - me] = "expert", believed
        real: list[str | None] = [None, None]
        real[me], real[1 - me] = "expert", against
        match = Match(rules, 2, dice=RandomDice(game_seed), seed=game_seed)
        players = [
            make_player("expert", game_seed * 8 + me, told)
            if seat == me
            else make_player(against, game_seed * 8 + seat, real)
            for seat in range(2)
        ]
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            match.apply(players[seat].decide(match))
        kept += match.loser != me
    return kept / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="tschigg")
    parser.add_argument("--believed", default="hard,expert,medium,easy")
    parser.add_argument("--against", default="hard,medium,easy")
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=9000)
    args = parser.parse_args()
    rules = preset(args.preset)
    print(f"{args.preset}: Expert's share of {args.games} matches of two (95% Wilson interval)")
    for against in args.against.split(","):
        for name in args.believed.split(","):
            believed = None if name == "person" else name
            started = time.perf_counter()
            p = share(rules, believed, against, args.games, args.seed)
            low, high = wilson(round(p * args.games), args.games)
            print(
                f"  against {against:<6} told {name:<6} {100 * p:6.2f}% "
                f"[{100 * low:.2f}, {100 * high:.2f}]  ({time.perf_counter() - started:.1f} s)",
                flush=True,
            )


if __name__ == "__main__":
    main()
