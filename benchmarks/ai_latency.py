"""Benchmark: table build time and CPU decision latency per level.

Run: ``python benchmarks/ai_latency.py [--games N] [--json]``.

- Table builds are timed in fresh child interpreters (a cold build each time): the round
  tables, each heads-up setting, and the whole ``warm_up()``.
- Decision latency: matches of one-of-each tables and heads-up pairs are played after
  ``warm_up()``; every ``decide`` call is timed with ``perf_counter_ns``. The first 200
  calls per level are discarded as warm-up (caches of the lazily solved replies fill).
  Median and 99th percentile per level are printed.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from collections import defaultdict

from chicago_desktop.ai import make_player, warm_up
from chicago_desktop.engine import Match, RandomDice, preset

CHILD = """
import json, time
t = time.perf_counter()
from chicago_desktop.ai.round_tables import build_round_tables
from chicago_desktop.ai.match_tables import build_heads_up
t = time.perf_counter(); build_round_tables(); out = {"round": time.perf_counter() - t}
for losses in (2, 3, 5):
    for throws in (1, 2, 3):
        t = time.perf_counter(); build_heads_up(losses, throws)
        out[f"heads_up_{losses}_{throws}"] = time.perf_counter() - t
print(json.dumps(out))
"""

CHILD_WARM = """
import json, time
from chicago_desktop.ai import warm_up
t = time.perf_counter(); warm_up(); print(json.dumps({"warm_up": time.perf_counter() - t}))
"""


def cold_builds(repeats: int) -> dict[str, float]:
    """Median over ``repeats`` child processes of each cold build, in seconds."""
    runs: dict[str, list[float]] = defaultdict(list)
    for _ in range(repeats):
        for code in (CHILD, CHILD_WARM):
            out = subprocess.run(
                [sys.executable, "-c", code], capture_output=True, text=True, check=True
            ).stdout
            for key, value in json.loads(out).items():
                runs[key].append(value)
    return {key: statistics.median(values) for key, values in runs.items()}


def decision_latency(games: int) -> dict[str, dict[str, float]]:
    """Median and 99th percentile of ``decide`` per level, in milliseconds."""
    warm_up()
    samples: dict[str, list[int]] = defaultdict(list)
    tables = [("easy", "medium", "hard", "expert"), ("expert", "hard"), ("hard", "medium")]
    for g in range(games):
        levels = tables[g % len(tables)]
        rot = g % len(levels)
        levels = levels[rot:] + levels[:rot]
        match = Match(preset("classic"), len(levels), dice=RandomDice(g), seed=g)
        players = [make_player(level, g * 8 + i) for i, level in enumerate(levels)]
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            t0 = time.perf_counter_ns()
            action = players[seat].decide(match)
            samples[levels[seat]].append(time.perf_counter_ns() - t0)
            match.apply(action)
    out = {}
    for level, values in samples.items():
        kept = sorted(values[200:])
        out[level] = {
            "decisions": len(kept),
            "median_ms": kept[len(kept) // 2] / 1e6,
            "p99_ms": kept[int(len(kept) * 0.99)] / 1e6,
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    builds = cold_builds(args.repeats)
    decide = decision_latency(args.games)
    if args.json:
        print(json.dumps({"builds_s": builds, "decide": decide}, indent=2))
        return
    print(f"Cold table builds (median of {args.repeats} fresh processes):")
    for key, value in builds.items():
        print(f"  {key:<16} {1000 * value:8.1f} ms")
    print("Decision latency after warm-up:")
    for level in ("easy", "medium", "hard", "expert"):
        row = decide[level]
        print(
            f"  {level:<7} median {row['median_ms']:.3f} ms  p99 {row['p99_ms']:.3f} ms"
            f"  ({row['decisions']} decisions)"
        )


if __name__ == "__main__":
    main()
