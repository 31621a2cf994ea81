"""Benchmark: self-play win rates and speed (sampled, with 95% Wilson intervals).

Run: ``python benchmarks/ai_selfplay.py [--heads-up 10000] [--table 20000] [--seed 1]``.

- Speed and strength heads-up: ``--heads-up`` matches of Hard vs Medium and of Expert vs
  Medium at 3 losses (seats rotate, first leader by lot), timed end to end including the
  one-off table build.
- The one-of-each 4-player table (easy, medium, hard, expert), ``--table`` matches.
The exact heads-up figures are in ai_strength.py; these runs show the same thing by play.
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import asdict, dataclass

from chicago_desktop.ai.selfplay import simulate


@dataclass(frozen=True)
class Run:
    """One timed self-play run."""

    levels: tuple[str, ...]
    games: int
    draws: int
    seconds: float
    win_rate: dict[str, float]
    ci95: dict[str, tuple[float, float]]


def run(levels: tuple[str, ...], games: int, seed: int, losses: int) -> Run:
    started = time.perf_counter()
    result = simulate(levels, games, seed, losses_to_out=losses)
    elapsed = time.perf_counter() - started
    return Run(
        levels,
        games,
        result.draws,
        elapsed,
        {r.level: r.win_rate for r in result.levels},
        {r.level: r.interval() for r in result.levels},
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--heads-up", type=int, default=10_000)
    parser.add_argument("--table", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    runs = [
        run(("hard", "medium"), args.heads_up, args.seed, 3),
        run(("expert", "medium"), args.heads_up, args.seed, 3),
        run(("easy", "medium", "hard", "expert"), args.table, args.seed, 3),
    ]
    if args.json:
        print(json.dumps([asdict(r) for r in runs], indent=2))
        return
    for r in runs:
        print(f"{' vs '.join(r.levels)}: {r.games} matches in {r.seconds:.1f} s, {r.draws} draws")
        for level, rate in r.win_rate.items():
            low, high = r.ci95[level]
            print(f"  {level:<7} {100 * rate:5.1f}%  (95% CI {100 * low:.1f}-{100 * high:.1f}%)")


if __name__ == "__main__":
    main()
