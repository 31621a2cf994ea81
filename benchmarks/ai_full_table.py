"""Benchmark: Expert at a full table and heads-up, sampled, in every preset (issue 13).

Run: ``python benchmarks/ai_full_table.py [--presets classic,basic] [--players 4,6]
[--games 10000] [--heads-up 0] [--seed 1] [--paired] [--json]``.

- Full table: ``--games`` matches of one Expert and ``players - 1`` Hard seats, the seats
  rotating from game to game (:func:`~chicago_desktop.ai.selfplay.simulate`; every CPU
  knows the levels at the table). Expert's share of games won with a 95% Wilson interval,
  against its fair share: ``1/n`` of the decided games in classic (one winner, or a draw,
  R41), ``(n - 1)/n`` elsewhere (one loser, R42, R45: every other player has won).
- Paired (``--paired``, the one-loser presets): every game is played twice with the same
  game seed (the same first leader and dice stream), once with the Expert and once with a
  Hard in its seat. Until the Expert first decides otherwise than Hard would, the two
  games are the same game, so the difference ``D`` of the seat's results (won or not) is
  zero in most games. With every seat Hard and the seats rotating over a multiple of
  ``n`` games, the seat's expected share is exactly the fair share ``(n - 1)/n`` (the
  table is symmetric and has one loser, R45, R42), so ``fair + mean(D)`` is an unbiased
  estimate of the Expert's share (a control variate with common random numbers) whose 95%
  interval, ``mean(D) +- 1.96 sd(D)/sqrt(N)``, is many times narrower than the plain one.
  Both are printed.
- Heads-up (``--heads-up N``): N matches each of Expert against Hard and against Medium,
  seats rotating.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from typing import Any

from chicago_desktop.ai.selfplay import game_seed, play_match, simulate, wilson
from chicago_desktop.engine import preset

PRESETS = ("classic", "basic", "bavarian", "tschigg", "pub")


def table_run(name: str, players: int, games: int, seed: int) -> dict[str, Any]:
    levels = ("expert",) + ("hard",) * (players - 1)
    started = time.perf_counter()
    result = simulate(levels, games, seed, rules=preset(name))
    seconds = time.perf_counter() - started
    expert = next(r for r in result.levels if r.level == "expert")
    if name == "classic":
        fair = (games - result.draws) / games / players
    else:
        fair = (players - 1) / players
    low, high = expert.interval()
    return {
        "preset": name,
        "players": players,
        "games": games,
        "seconds": round(seconds, 1),
        "draws": result.draws,
        "expert_wins": expert.wins,
        "expert_share": expert.win_rate,
        "ci95": [low, high],
        "fair_share": fair,
        "clear_of_fair": low > fair,
    }


def paired_run(name: str, players: int, games: int, seeds: list[int]) -> dict[str, Any]:
    """The paired estimate of the module text (one-loser presets only), ``games`` games
    of each seed pooled (distinct seeds play distinct games)."""
    if name == "classic":
        raise SystemExit("--paired: classic has draws (R41); its fair share is not a constant")
    games -= games % players  # every seat equally often: the all-Hard share is exact
    rules = preset(name)
    levels = ("expert",) + ("hard",) * (players - 1)
    hard = ("hard",) * players
    started = time.perf_counter()
    won_expert = won_hard = 0
    diffs = [0, 0, 0]  # D = -1, 0, +1
    for seed in seeds:
        for g in range(games):
            table = [levels[(i + g) % players] for i in range(players)]
            seat = table.index("expert")
            e = int(play_match(table, game_seed(seed, g), rules=rules).loser != seat)
            h = int(play_match(hard, game_seed(seed, g), rules=rules).loser != seat)
            won_expert += e
            won_hard += h
            diffs[e - h + 1] += 1
    games *= len(seeds)
    seconds = time.perf_counter() - started
    fair = (players - 1) / players
    mean = (diffs[2] - diffs[0]) / games
    var = ((diffs[2] + diffs[0]) / games - mean * mean) * games / (games - 1)
    half = 1.959964 * math.sqrt(var / games)
    low, high = wilson(won_expert, games)
    return {
        "preset": name,
        "players": players,
        "games": games,
        "seeds": seeds,
        "games_won": {
            "expert": won_expert,
            "hard": won_hard,
            "d_minus": diffs[0],
            "d_plus": diffs[2],
        },
        "seconds": round(seconds, 1),
        "expert_share": won_expert / games,
        "ci95": [low, high],
        "hard_same_seeds": won_hard / games,
        "games_differing": diffs[0] + diffs[2],
        "paired_share": fair + mean,
        "paired_ci95": [fair + mean - half, fair + mean + half],
        "fair_share": fair,
        "clear_of_fair": fair + mean - half > fair,
    }


def heads_up_run(name: str, other: str, games: int, seed: int) -> dict[str, Any]:
    result = simulate(("expert", other), games, seed, rules=preset(name))
    expert = next(r for r in result.levels if r.level == "expert")
    score = (expert.wins + 0.5 * result.draws) / games
    return {
        "preset": name,
        "pairing": f"expert-{other}",
        "games": games,
        "expert_wins": expert.wins,
        "draws": result.draws,
        "score": score,
        "ci95_wins": list(wilson(expert.wins, games)),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presets", default=",".join(PRESETS))
    parser.add_argument("--players", default="4,6")
    parser.add_argument("--games", type=int, default=10_000, help="0: heads-up only")
    parser.add_argument("--heads-up", type=int, default=0)
    parser.add_argument("--paired", action="store_true", help="the paired estimate")
    parser.add_argument(
        "--seed", default="1", help="a seed, or with --paired several (31,32), pooled"
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows: list[dict[str, Any]] = []
    for name in args.presets.split(","):
        for n in (int(v) for v in args.players.split(",")) if args.games else ():
            if args.paired:
                seeds = [int(v) for v in args.seed.split(",")]
                row = paired_run(name, n, args.games, seeds)
                rows.append(row)
                if not args.json:
                    low, high = row["paired_ci95"]
                    plow, phigh = row["ci95"]
                    print(
                        f"{name:<9} {n} players, {row['games']} paired games "
                        f"({row['seconds']} s, {row['games_differing']} differ): Expert "
                        f"{100 * row['paired_share']:.2f}% [{100 * low:.2f}, {100 * high:.2f}] "
                        f"paired (plain {100 * row['expert_share']:.2f}% "
                        f"[{100 * plow:.2f}, {100 * phigh:.2f}]; Hard on the same seeds "
                        f"{100 * row['hard_same_seeds']:.2f}%), "
                        f"fair {100 * row['fair_share']:.2f}%, "
                        f"{'clear' if row['clear_of_fair'] else 'NOT clear'}",
                        flush=True,
                    )
                continue
            row = table_run(name, n, args.games, int(args.seed))
            rows.append(row)
            if not args.json:
                low, high = row["ci95"]
                print(
                    f"{name:<9} {n} players, {row['games']} games ({row['seconds']} s): Expert "
                    f"{100 * row['expert_share']:.2f}% [{100 * low:.2f}, {100 * high:.2f}], "
                    f"fair {100 * row['fair_share']:.2f}%, "
                    f"{'clear' if row['clear_of_fair'] else 'NOT clear'}",
                    flush=True,
                )
        if args.heads_up:
            for other in ("hard", "medium"):
                row = heads_up_run(name, other, args.heads_up, int(args.seed))
                rows.append(row)
                if not args.json:
                    print(
                        f"{name:<9} heads-up expert vs {other}: score "
                        f"{100 * row['score']:.2f}% (wins {row['expert_wins']}, "
                        f"draws {row['draws']} of {row['games']})",
                        flush=True,
                    )
    if args.json:
        print(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
