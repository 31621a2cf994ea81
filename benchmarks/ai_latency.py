"""Benchmark: CPU decision latency per level × preset × table size, and the table builds.

Run: ``python benchmarks/ai_latency.py [--presets classic,pub] [--sizes 2,4,6]
[--games 40] [--repeats 3] [--json]``.

- Table builds, each in a fresh child interpreter (cold): the classic round tables and
  each heads-up setting, the whole classic ``warm_up()``, and for every other preset and
  table size the round values the window builds in steps before a CPU seat decides
  (``preset_table_steps``, as ``controller/warm_up.py`` runs them): total, and the longest
  single step (what one slice of the window's warm-up can cost). ``--units N`` instead
  times each unit of those round values on its own (one seat count 2..N, one coaster
  phase, one objective), in the order the window builds them, ``--repeats`` fresh
  processes per preset: the median CPU time of each piece with a distribution-free 95%
  interval (order statistics; under six runs it is the range, which covers less), and
  the longest single step; ``--json`` for every run's figures.
- Decision latency: for each preset and table size, after the same warm-up the window
  does, ``--games`` matches with the levels rotating round the table; every ``decide`` is
  timed, all of them (lazily solved replies included). Median, 99th percentile and a
  distribution-free 95% interval of the median (order statistics), in milliseconds, both
  wall-clock (what the window waits) and the thread's CPU time (what the code costs on a
  machine shared with other work). ``--known``: every CPU is told the levels at the table,
  as a session does, and a match first builds the Expert extras the window builds for it
  (classic: ``expert_steps``, the match model and the reply to known Easy and Medium seats;
  the other presets: the coaster standings, the heads-up reply, and at a full table the
  leader's reply chances of every round size, which the window builds in the background).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from typing import Any

from bench_stats import median_interval

from chicago_desktop.ai import LEVELS, make_player, warm_up
from chicago_desktop.ai.preset_tables import preset_table_steps
from chicago_desktop.ai.steps import run_steps
from chicago_desktop.ai.tables import expert_steps
from chicago_desktop.engine import Match, RandomDice, preset

PRESETS = ("classic", "basic", "bavarian", "tschigg", "pub")

CHILD = """
import json, time
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

CHILD_PRESET = """
import json, sys
from chicago_desktop.ai.preset_tables import preset_table_steps
from chicago_desktop.ai.steps import time_steps
from chicago_desktop.engine import preset
done = time_steps(preset_table_steps(preset(sys.argv[1]), int(sys.argv[2])))
print(json.dumps({"total": done.wall_s, "longest_step": done.longest_step_s, "steps": done.steps}))
"""


CHILD_UNITS = """
import json, sys
from chicago_desktop.ai.preset_tables import model_steps, settings_of
from chicago_desktop.ai.round_values import round_model
from chicago_desktop.ai.steps import time_steps
from chicago_desktop.engine import preset
out = []
for setting, modes in settings_of(preset(sys.argv[1]), int(sys.argv[2])):
    model = round_model(setting)
    for mode in modes:  # model_steps does the modes one after the other: the same work
        done = time_steps(model_steps(model, (mode,), largest=setting.players == int(sys.argv[2])))
        out.append({"players": setting.players, "clearing": setting.clearing, "mode": mode,
                    "cpu_s": done.cpu_s, "wall_s": done.wall_s,
                    "steps": done.steps, "longest_step_s": done.longest_step_s})
print(json.dumps(out))
"""


def build_units(presets: list[str], players: int, repeats: int = 1) -> dict[str, Any]:
    """Each unit of a preset's round values on its own, in the order the window builds
    them (``repeats`` fresh processes per preset): one seat count, phase and objective;
    per unit every run's figures and the median CPU time with its interval."""
    out: dict[str, Any] = {}
    for name in presets:
        if name == "classic":
            continue
        runs = []
        for _ in range(repeats):
            text = subprocess.run(
                [sys.executable, "-c", CHILD_UNITS, name, str(players)],
                capture_output=True,
                text=True,
                check=True,
            ).stdout
            runs.append(json.loads(text))
        units = []
        for i, first in enumerate(runs[0]):
            cpu = sorted(run[i]["cpu_s"] for run in runs)
            unit = {k: first[k] for k in ("players", "clearing", "mode", "steps")}
            unit["cpu_s"] = statistics.median(cpu)
            unit["cpu_ci95_s"] = median_interval(cpu)
            unit["cpu_runs_s"] = [run[i]["cpu_s"] for run in runs]
            unit["longest_step_s"] = statistics.median(run[i]["longest_step_s"] for run in runs)
            units.append(unit)
        out[name] = units
    return out


def print_units(units: dict[str, Any], repeats: int) -> None:
    """The pieces as docs/ai.md tabulates them: CPU ms, avoid / best, per seat count."""
    print(
        f"Round-value pieces, CPU ms (median [95% interval] of {repeats} fresh runs),"
        " avoid / best; longest step (median), ms:"
    )
    for name, rows in units.items():
        for clearing in (False, True):
            phase = [u for u in rows if u["clearing"] == clearing]
            if not phase:
                continue
            cells = []
            for n in sorted({u["players"] for u in phase}):
                pair = [u for u in phase if u["players"] == n]
                cells.append(
                    f"{n}: "
                    + " / ".join(
                        f"{1000 * u['cpu_s']:.0f} [{1000 * u['cpu_ci95_s'][0]:.0f},"
                        f" {1000 * u['cpu_ci95_s'][1]:.0f}]"
                        for u in pair
                    )
                )
            longest = max(u["longest_step_s"] for u in phase)
            label = f"{name}, {'clearing' if clearing else 'handing out / every round'}"
            print(f"  {label:<38} " + " | ".join(cells) + f" | step {1000 * longest:.0f}")


def _child(code: str, *args: str) -> dict[str, float]:
    out = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, check=True
    ).stdout
    result: dict[str, float] = json.loads(out)
    return result


def cold_builds(repeats: int, presets: list[str], sizes: list[int]) -> dict[str, Any]:
    """Median over ``repeats`` child processes of each cold build, in seconds."""
    runs: dict[str, list[float]] = defaultdict(list)
    for _ in range(repeats):
        for code in (CHILD, CHILD_WARM):
            for key, value in _child(code).items():
                runs[key].append(value)
        for name in presets:
            if name == "classic":
                continue
            for n in sizes:
                for key, value in _child(CHILD_PRESET, name, str(n)).items():
                    runs[f"{name}_{n}_{key}"].append(value)
    return {key: statistics.median(values) for key, values in runs.items()}


def _summary(values: list[float]) -> dict[str, Any]:
    values.sort()
    return {
        "median_ms": statistics.median(values) * 1000,
        "ci95_ms": [v * 1000 for v in median_interval(values)],
        "p99_ms": values[int(0.99 * (len(values) - 1))] * 1000,
        "max_ms": values[-1] * 1000,
    }


def _preset_expert_steps(rules: Any, table: list[str]) -> Any:
    """What the window builds for the Expert seats of a preset match before (and, in the
    background, while) it is played: the coaster standings (``start_coaster_warm_up``)
    and the builds of :func:`chicago_desktop.ai.expert_builds.preset_expert_builds`, the
    same list ``controller/warm_up.py`` starts."""
    from chicago_desktop.ai.coaster_model import coaster_model_steps
    from chicago_desktop.ai.expert_builds import preset_expert_builds

    yield from coaster_model_steps(rules, len(table))
    for build in preset_expert_builds(rules, table):
        yield from build.steps()


def decision_latency(
    name: str, players: int, games: int, seed: int, known: bool = False
) -> dict[str, Any]:
    """Every ``decide`` of every level in ``games`` matches of ``players`` seats.

    With ``known`` every CPU is told the levels at the table (as a session does), and the
    classic Expert extras are built before each match as the window's
    ``start_expert_warm_up`` does (the match model, the reply to known levels)."""
    rules = preset(name)
    warm_up()  # the classic tables, as the window builds them after its first paint
    if name != "classic":
        run_steps(preset_table_steps(rules, players))  # as start_preset_warm_up does
    wall: dict[str, list[float]] = defaultdict(list)
    cpu: dict[str, list[float]] = defaultdict(list)
    for g in range(games):
        s = seed * 1_000_003 + g
        table = [LEVELS[(i + g) % len(LEVELS)] for i in range(players)]
        match = Match(rules, players, dice=RandomDice(s), seed=s)
        if known and name == "classic":
            opponent = None
            if players == 2 and "expert" in table:
                opponent = table[1 - table.index("expert")]
            run_steps(expert_steps(players, 3, rules.max_throws, opponent, table))
        elif known and "expert" in table:
            run_steps(_preset_expert_steps(rules, table))
        cpus = [
            make_player(level, s * 8 + i, table if known else None) for i, level in enumerate(table)
        ]
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            c0, t0 = time.thread_time_ns(), time.perf_counter_ns()
            action = cpus[seat].decide(match)
            t1, c1 = time.perf_counter_ns(), time.thread_time_ns()
            wall[table[seat]].append((t1 - t0) / 1e9)
            cpu[table[seat]].append((c1 - c0) / 1e9)
            match.apply(action)
    return {
        level: {
            "decisions": len(wall[level]),
            "wall": _summary(wall[level]),
            "cpu": _summary(cpu[level]),
        }
        for level in LEVELS
        if wall[level]
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presets", default=",".join(PRESETS))
    parser.add_argument("--sizes", default="2,4,6")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-builds", action="store_true")
    parser.add_argument(
        "--known", action="store_true", help="every CPU knows the levels at the table"
    )
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--units", type=int, default=0, help="only time each round-value unit up to N seats"
    )
    args = parser.parse_args()
    presets = args.presets.split(",")
    if args.units:
        units = build_units(presets, args.units, args.repeats)
        if args.json:
            print(json.dumps(units, indent=1))
        else:
            print_units(units, args.repeats)
        return
    sizes = [int(n) for n in args.sizes.split(",")]
    builds = {} if args.no_builds else cold_builds(args.repeats, presets, sizes)
    decide = {
        f"{name}/{n}": decision_latency(name, n, args.games, args.seed, args.known)
        for name in presets
        for n in sizes
    }
    if args.json:
        print(json.dumps({"builds_s": builds, "decide": decide}, indent=1))
        return
    if builds:
        print(f"Cold table builds (median of {args.repeats} fresh processes):")
        for key, value in builds.items():
            if key.endswith("steps"):  # a count, not seconds
                print(f"  {key:<28} {value:9.0f}")
            else:
                print(f"  {key:<28} {1000 * value:9.1f} ms")
    print("Decision latency after the window's warm-up (ms; wall, then thread CPU):")
    print(f"  {'preset/size':<12} {'level':<7} {'n':>6}  median [95% CI]  p99  |  cpu median  p99")
    for key, levels in decide.items():
        for level, row in levels.items():
            w, c = row["wall"], row["cpu"]
            print(
                f"  {key:<12} {level:<7} {row['decisions']:>6}  {w['median_ms']:.3f}"
                f" [{w['ci95_ms'][0]:.3f}, {w['ci95_ms'][1]:.3f}]  {w['p99_ms']:.3f}"
                f"  |  {c['median_ms']:.3f}  {c['p99_ms']:.3f}"
            )


if __name__ == "__main__":
    main()
