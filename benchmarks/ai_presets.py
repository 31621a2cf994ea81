"""Benchmark: the CPU levels in every preset — table builds, decision latency, self-play.

Run: ``python benchmarks/ai_presets.py [--presets basic,pub] [--players 4]
[--latency-games 30] [--heads-up 2000] [--table 0] [--seed 1] [--json]``.

- Table builds: :func:`~chicago_desktop.ai.preset_tables.preset_table_steps` for matches of
  up to ``--players`` seats, timed in this process (total and the longest single step).
- Decision latency: every ``decide`` call of every level in ``--latency-games`` matches of
  ``--players`` seats (levels rotating round the table), after the tables are built;
  median and 99th percentile in milliseconds.
- Heads-up self-play: ``--heads-up`` matches of Hard vs Medium, Medium vs Easy and
  Expert vs Hard (seats rotate), timed end to end, with win shares and 95% Wilson
  intervals. ``--table N`` adds N matches of ``--players`` seats, Expert against Hard.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from chicago_desktop.ai import LEVELS, make_player
from chicago_desktop.ai.preset_tables import preset_table_steps
from chicago_desktop.ai.selfplay import game_seed, simulate
from chicago_desktop.ai.steps import time_steps
from chicago_desktop.engine import Match, RandomDice, preset

PRESETS = ("classic", "basic", "bavarian", "tschigg", "pub")


def build(name: str, players: int) -> dict[str, float]:
    done = time_steps(preset_table_steps(preset(name), players))
    return {
        "seconds": done.wall_s,
        "steps": done.steps,
        "longest_step_ms": done.longest_step_s * 1000,
    }


def latency(name: str, players: int, games: int, seed: int) -> dict[str, dict[str, float]]:
    times: dict[str, list[float]] = {level: [] for level in LEVELS}
    for g in range(games):
        s = game_seed(seed, g)
        table = [LEVELS[(i + g) % len(LEVELS)] for i in range(players)]
        match = Match(preset(name), players, dice=RandomDice(s), seed=s)
        cpus = [make_player(level, s * 8 + i) for i, level in enumerate(table)]
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            t = time.perf_counter()
            action = cpus[seat].decide(match)
            times[table[seat]].append(time.perf_counter() - t)
            match.apply(action)
    out: dict[str, dict[str, float]] = {}
    for level, ts in times.items():
        if not ts:
            continue  # fewer seats and games than levels: this one did not play
        ts.sort()
        out[level] = {
            "decisions": len(ts),
            "median_ms": statistics.median(ts) * 1000,
            "p99_ms": ts[int(0.99 * (len(ts) - 1))] * 1000,
        }
    return out


def selfplay(name: str, levels: tuple[str, ...], games: int, seed: int) -> dict[str, Any]:
    started = time.perf_counter()
    result = simulate(levels, games, seed, rules=preset(name))
    seconds = time.perf_counter() - started
    return {
        "levels": list(levels),
        "games": games,
        "seconds": seconds,
        "draws": result.draws,
        "win_rate": {r.level: r.win_rate for r in result.levels},
        "ci95": {r.level: list(r.interval()) for r in result.levels},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--presets", default=",".join(PRESETS))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--latency-games", type=int, default=30)
    parser.add_argument("--heads-up", type=int, default=2000)
    parser.add_argument("--table", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    report: dict[str, Any] = {}
    for name in args.presets.split(","):
        entry: dict[str, Any] = {"build": build(name, args.players)}
        entry["latency"] = latency(name, args.players, args.latency_games, args.seed)
        if args.heads_up:
            entry["heads_up"] = [
                selfplay(name, pair, args.heads_up, args.seed)
                for pair in (("hard", "medium"), ("medium", "easy"), ("expert", "hard"))
            ]
        if args.table:
            table = ("expert",) + ("hard",) * (args.players - 1)
            entry["table"] = selfplay(name, table, args.table, args.seed)
        report[name] = entry
        if not args.json:
            print(name, json.dumps(entry, indent=1), flush=True)
    if args.json:
        print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
