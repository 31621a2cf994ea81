"""Cost: the builds of Expert's exact chances in tschigg's clearing phase before Hard
players, who play for both chances there (:mod:`chicago_desktop.ai.both_chain`, R45).

Run: ``python benchmarks/both_chain_builds.py [--sizes 3,4,6] [--table expert,hard,...]``,
each table in a fresh child process (cold, after the preset's round values, as the window
builds them first).

For a table of one Expert and ``n - 1`` Hard seats (or ``--table``) it prints the
window's whole background build (:func:`.both_chain.table_steps`: steps, wall and CPU
time, median and longest step), then, with every chain built, the time of the reads a
decision makes: a follower's rows (second of ``n``, both chances) and the leader's chances
of every end under every call (the weighted turn's :class:`LeaderChances`).

With ``--pieces`` it times instead each piece of that build alone, in a fresh child per
table size: one Hard player's links for one call and cap (its distributions for every
(lowest, best) pair, then its two chains), the later players' links already built, as CPU
time; per cap the median, the 95% interval of the median (order statistics) and the
longest, the figure the "< 300 ms each" budget of a table build is held to.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

from bench_stats import median_interval

CHILD = r"""
import json, statistics, sys, time
from chicago_desktop.engine import preset
from chicago_desktop.ai import both_chain
from chicago_desktop.ai.preset_tables import preset_table_steps
from chicago_desktop.ai.round_hints import AVOID, BEST
from chicago_desktop.ai.round_keys import calls_of
from chicago_desktop.ai.round_values import Setting, round_model, round_rules
from chicago_desktop.ai.steps import run_steps
from chicago_desktop.ai.chase_chain import universe
table = tuple(sys.argv[1].split(","))
n = len(table)
rules = preset("tschigg")
run_steps(preset_table_steps(rules, n))
steps = []
cpu, start = time.process_time(), time.perf_counter()
build = both_chain.table_steps(rules, table)
while True:
    t = time.perf_counter()
    try:
        next(build)
    except StopIteration:
        break
    steps.append(time.perf_counter() - t)
wall, cpu = time.perf_counter() - start, time.process_time() - cpu
model = round_model(Setting(round_rules(rules), n, False, False))
levels = tuple(lv if lv in ("medium", "easy") else "hard" for lv in table[1:])
follower, leader = [], []
for call in calls_of(rules):
    if call.sand:
        continue
    for cap in range(1, rules.max_throws + 1):
        keys, _ = universe(model, call, cap)
        for i in range(0, len(keys), max(1, len(keys) // 6)):
            for j in range(i, len(keys), max(1, len(keys) // 6)):
                for mode, x, other in ((AVOID, keys[i], keys[j]), (BEST, keys[j], keys[i])):
                    t = time.perf_counter()
                    both_chain.follower_rows(model, (call, cap), levels[1:] or levels,
                                             mode, x=x, other=other)
                    follower.append(time.perf_counter() - t)
t = time.perf_counter()
for call in calls_of(rules):
    for mode in (AVOID, BEST):
        for throws in range(1, rules.max_throws + 1):
            for s in range(56):
                both_chain.leader_end(model, call, levels, mode, (s, throws, False))
leader.append(time.perf_counter() - t)
print(json.dumps({"steps": len(steps), "wall": wall, "cpu": cpu,
                  "median": statistics.median(steps) if steps else 0.0,
                  "longest": max(steps) if steps else 0.0,
                  "follower": follower, "leader": leader}))
"""


PIECES = r"""
import json, sys, time
from chicago_desktop.engine import preset
from chicago_desktop.ai import both_chain
from chicago_desktop.ai.preset_tables import preset_table_steps
from chicago_desktop.ai.round_keys import calls_of
from chicago_desktop.ai.round_values import Setting, round_model, round_rules
from chicago_desktop.ai.steps import run_steps
n = int(sys.argv[1])
rules = preset("tschigg")
run_steps(preset_table_steps(rules, n))
model = round_model(Setting(round_rules(rules), n, False, False))
pieces = []
for call in calls_of(rules):
    if call is not None and call.sand:
        continue
    for cap in range(1, rules.max_throws + 1):
        # Each longer chain adds exactly one piece: the shorter ones are kept.
        for after in range(n - 1):
            cpu = time.process_time()
            both_chain.chains(model, (call, cap), ("hard",) * (after + 1))
            pieces.append((cap, after, time.process_time() - cpu))
print(json.dumps(pieces))
"""


def _pieces(size: int) -> None:
    out = subprocess.run(
        [sys.executable, "-c", PIECES, str(size)], capture_output=True, text=True, check=True
    ).stdout
    pieces: list[list[float]] = json.loads(out)
    for cap in sorted({int(c) for c, _, _ in pieces}):
        ms = [1000 * t for c, _, t in pieces if c == cap]
        med, (lo, hi) = statistics.median(ms), median_interval(ms)
        print(
            f"tschigg at {size} seats, cap {cap}: one Hard player's links, CPU median "
            f"{med:.1f} ms [{lo:.1f}, {hi:.1f}], longest {max(ms):.1f} ms ({len(ms)} pieces)",
            flush=True,
        )


def _child(table: str) -> dict[str, object]:
    out = subprocess.run(
        [sys.executable, "-c", CHILD, table], capture_output=True, text=True, check=True
    ).stdout
    result: dict[str, object] = json.loads(out)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="3,4,6")
    parser.add_argument("--table", action="append", default=[])
    parser.add_argument("--pieces", action="store_true", help="time each piece alone")
    args = parser.parse_args()
    if args.pieces:
        for n in args.sizes.split(","):
            _pieces(int(n))
        return
    tables = args.table or [
        ",".join(("expert", *("hard",) * (int(n) - 1))) for n in args.sizes.split(",")
    ]
    for table in tables:
        r = _child(table)
        follower = r["follower"]
        assert isinstance(follower, list)
        print(
            f"tschigg {table}: {r['steps']} steps, {float(r['wall']):.2f} s "
            f"(cpu {float(r['cpu']):.2f} s), median step {1000 * float(r['median']):.2f} ms, "
            f"longest {1000 * float(r['longest']):.1f} ms",
            flush=True,
        )
        print(
            f"  a follower's rows from them: median {1000 * statistics.median(follower):.2f}"
            f" ms, worst {1000 * max(follower):.2f} ms ({len(follower)} reads)"
        )
        leader = r["leader"]
        assert isinstance(leader, list)
        print(f"  the leader's chances of every end and call: {1000 * leader[0]:.0f} ms")


if __name__ == "__main__":
    main()
