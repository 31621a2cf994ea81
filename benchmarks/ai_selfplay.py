"""Benchmark: self-play win rates and speed (sampled, with 95% Wilson intervals).

Run: ``python benchmarks/ai_selfplay.py [--heads-up 10000] [--table 20000] [--seed 1]``.

- Speed and strength heads-up: ``--heads-up`` matches of Hard vs Medium and of Expert vs
  Medium at 3 losses (seats rotate, first leader by lot), timed end to end including the
  one-off table build.
- The one-of-each 4-player table (easy, medium, hard, expert), ``--table`` matches.
- ``--speed classic,basic,...``: instead, issue 13's speed target: ``--heads-up`` matches
  of Hard against Hard in each preset, each run a fresh ``chicago-desktop simulate``
  process (table builds included, as a user runs it), ``--repeats`` times; the median
  wall and CPU seconds with a distribution-free 95% interval of the median (order
  statistics, six runs or more) and the winners' digest, which must not change between
  versions for the same seed.
The exact heads-up figures are in ai_strength.py; these runs show the same thing by play.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import resource
import statistics
import subprocess
import sys
import time
from dataclasses import asdict, dataclass

from bench_stats import median_interval

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


def speed(presets: list[str], games: int, seed: int, repeats: int) -> dict[str, object]:
    """Fresh ``simulate`` processes: wall and CPU seconds per preset."""
    out: dict[str, object] = {}
    for name in presets:
        walls: list[float] = []
        cpus: list[float] = []
        digest = ""
        for _ in range(repeats):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            started = time.perf_counter()
            text = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "chicago_desktop",
                    "simulate",
                    "--preset",
                    name,
                    "--players",
                    "hard,hard",
                    "--games",
                    str(games),
                    "--seed",
                    str(seed),
                    "--json",
                ],
                capture_output=True,
                text=True,
                check=True,
            ).stdout
            walls.append(time.perf_counter() - started)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
            digest = hashlib.sha256(text.encode()).hexdigest()[:16]
        out[name] = {
            "games": games,
            "wall_s": statistics.median(walls),
            "wall_ci95_s": median_interval(walls),
            "cpu_s": statistics.median(cpus),
            "cpu_ci95_s": median_interval(cpus),
            "runs": repeats,
            "cpu_runs_s": [round(c, 3) for c in cpus],
            "wall_runs_s": [round(w, 3) for w in walls],
            "output_digest": digest,
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--heads-up", type=int, default=10_000)
    parser.add_argument("--table", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--speed", default="", help="presets to time, comma-separated")
    parser.add_argument("--repeats", type=int, default=6)
    args = parser.parse_args()
    if args.speed:
        report = speed(args.speed.split(","), args.heads_up, args.seed, args.repeats)
        print(json.dumps(report, indent=2))
        return
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
