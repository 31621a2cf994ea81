"""Cost: the test suite's everyday run (the README's ``python -m pytest``), against the
one-minute budget, with a yardstick of the machine's speed beside it.

Run: ``python benchmarks/suite_time.py [--runs 5] [--full]`` from the checkout, with the
project's virtual environment (its Python runs pytest).

The machine this project is measured on changes speed from one day to the next by a
factor of two or more, so a suite time alone says little. Each round therefore times,
in fresh processes one after the other:

- the suite as CI runs it (both cores, the bytecode cache on, the offscreen platform):
  wall time, and the CPU time of pytest and everything it started;
- the yardstick: 10,000 classic Hard-Hard matches of ``chicago-desktop simulate`` (the
  engine and the AI, the code most tests exercise), CPU time.

It prints each round, then the median of the suite's wall time with a 95% interval for
it (from the order statistics; with five rounds the range, a 94% interval), the medians
of its CPU time and of the yardstick, and the suite's wall time in yardsticks (median of
the rounds' ratios), the figure to compare across machines and sessions.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench_stats import median_interval

ROOT = Path(__file__).resolve().parent.parent
YARDSTICK = [
    "-m",
    "chicago_desktop.cli",
    "simulate",
    "--players",
    "hard,hard",
    "--games",
    "10000",
    "--seed",
    "1",
    "--json",
]


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _timed(args: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    """Wall and CPU seconds of one child (and its children), and its output's last line."""
    cpu, start = _children_cpu(), time.perf_counter()
    done = subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, check=False
    )
    wall, cpu = time.perf_counter() - start, _children_cpu() - cpu
    if done.returncode != 0:
        sys.exit(f"{' '.join(args)} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    lines = done.stdout.strip().splitlines()
    return wall, cpu, lines[-1] if lines else ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--full", action="store_true", help="time pytest --full instead")
    args = parser.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as CI runs the suite (.ci/run)
    suite = ["-m", "pytest", "-q", *(["--full"] if args.full else [])]
    walls, cpus, sticks, ratios = [], [], [], []
    for i in range(args.runs):
        wall, cpu, last = _timed(suite, env)
        _, stick, _ = _timed(YARDSTICK, env)
        walls.append(wall)
        cpus.append(cpu)
        sticks.append(stick)
        ratios.append(wall / stick)
        print(
            f"round {i + 1}: suite {wall:.1f} s wall, {cpu:.1f} s CPU ({last}); "
            f"yardstick {stick:.2f} s CPU",
            flush=True,
        )
    med, (lo, hi) = statistics.median(walls), median_interval(walls)
    print(
        f"{'full' if args.full else 'everyday'} run: median {med:.1f} s wall [{lo:.1f}, {hi:.1f}], "
        f"CPU median {statistics.median(cpus):.1f} s; yardstick median "
        f"{statistics.median(sticks):.2f} s; suite = {statistics.median(ratios):.1f} yardsticks "
        f"(range {min(ratios):.1f}-{max(ratios):.1f})"
    )


if __name__ == "__main__":
    main()
