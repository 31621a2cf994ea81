"""Benchmark: exact strength of the levels, per rolling round and per heads-up match.

Run: ``python benchmarks/ai_strength.py [--players 2-6] [--losses 2,3,5] [--json]``.

Nothing here is sampled. Per round, :func:`chicago_desktop.ai.evaluation.round_loss_rates`
weights every throw and every mixed choice of Easy exactly. A level's loss rate "against"
another is its chance of taking the loss with every other seat played by that other level,
averaged over the level's position in the turn order (so the leader's edge is shared out
fairly). Heads-up matches are an exact Markov chain over the loss counts and who leads
(:func:`~chicago_desktop.ai.evaluation.heads_up_match`), the first leader drawn by lot;
"score" counts a draw as half a win. Match-dependent levels (Expert) are evaluated with
every player at zero losses in the per-round tables.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from chicago_desktop.ai import LEVELS
from chicago_desktop.ai.evaluation import heads_up_match, match_score, round_loss_rates


def loss_against(level: str, other: str, players: int, max_throws: int) -> float:
    """``level``'s loss rate with every other seat ``other``, averaged over its position."""
    total = 0.0
    for pos in range(players):
        seats = [other] * players
        seats[pos] = level
        total += round_loss_rates(seats, max_throws=max_throws)[pos]
    return total / players


def one_of_each(levels: tuple[str, ...], max_throws: int) -> dict[str, float]:
    """Each level's loss rate at a table of one of each, averaged over the rotations."""
    n = len(levels)
    out = dict.fromkeys(levels, 0.0)
    for shift in range(n):
        order = levels[shift:] + levels[:shift]
        for level, rate in zip(order, round_loss_rates(list(order), max_throws), strict=True):
            out[level] += rate / n
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default="2-6", help="range of table sizes, e.g. 2-4")
    parser.add_argument("--max-throws", type=int, default=3)
    parser.add_argument("--losses", default="2,3,5", help="settings to solve, or 'none'")
    parser.add_argument(
        "--expert-up-to", type=int, default=4, help="largest table to include Expert in"
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    low, high = (int(v) for v in args.players.split("-"))
    result: dict[str, object] = {"max_throws": args.max_throws}
    rounds: dict[str, dict[str, dict[str, float]]] = {}
    started = time.perf_counter()
    for n in range(low, high + 1):
        levels = [lv for lv in LEVELS if lv != "expert" or n <= args.expert_up_to]
        rounds[str(n)] = {
            level: {other: loss_against(level, other, n, args.max_throws) for other in levels}
            for level in levels
        }
        if not args.json:
            print(f"\nPer-round loss rate, {n} players (row level, every other seat = column):")
            print("          " + "".join(f"{o:>9}" for o in levels))
            for level in levels:
                row = rounds[str(n)][level]
                print(f"  {level:<8}" + "".join(f"{100 * row[o]:8.2f}%" for o in levels))
            sys.stdout.flush()
    result["round_loss"] = rounds
    table = one_of_each(("easy", "medium", "hard", "expert"), args.max_throws)
    result["one_of_each_4_round_loss"] = table
    if not args.json:
        print("\nOne of each at 4 players, per-round loss rate (rotations averaged):")
        for level, rate in table.items():
            print(f"  {level:<8} {100 * rate:6.2f}%")
    # "expert:L" is Expert told that its opponent is level L: the exact best reply to L
    # (chicago_desktop.ai.best_reply), or against Expert the equilibrium; "stop160" is the
    # reference rule "stop on 160 or more, else keep 1s and 6s".
    pairs = [
        ("hard", "medium"),
        ("expert:medium", "medium"),
        ("expert:expert", "medium"),
        ("medium", "easy"),
        ("hard", "easy"),
        ("expert:easy", "easy"),
        ("expert:expert", "easy"),
        ("expert:stop160", "stop160"),
        ("expert:expert", "stop160"),
        ("expert:hard", "hard"),
        ("expert:expert", "hard"),
        ("expert:expert", "expert:expert"),
    ]
    matches: dict[str, dict[str, dict[str, float]]] = {}
    settings = [] if args.losses == "none" else [int(v) for v in args.losses.split(",")]
    for losses in settings:
        matches[str(losses)] = {}
        if not args.json:
            print(f"\nHeads-up matches, {losses} losses to be out (exact):")
        for a, b in pairs:
            win, draw = heads_up_match(a, b, losses, args.max_throws)
            score = match_score(win, draw)
            matches[str(losses)][f"{a}-{b}"] = {"win": win, "draw": draw, "score": score}
            if not args.json:
                print(
                    f"  {a:>14} vs {b:<14} wins {100 * win:6.2f}%  draws {100 * draw:5.2f}%"
                    f"  score {100 * score:6.2f}%"
                )
    result["heads_up"] = matches
    result["seconds"] = time.perf_counter() - started
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"\n({result['seconds']:.0f} s)")


if __name__ == "__main__":
    main()
