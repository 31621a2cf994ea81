"""Benchmark: what saving and loading cost the window's thread.

Run: ``python benchmarks/storage_io.py [--matches 10000] [--json]``.

Everything runs in a temporary folder (CHICAGO_DESKTOP_HOME), never in the real home.

- Autosave: a long classic match (6 seats, 5 losses) played at random; ``save_autosave``
  after every action is timed (median and 99th percentile), then ``load_autosave`` of the
  final record (parse and replay through the engine). Then the cost of one more action at
  50 and at 400 actions, the old way (rebuild the whole record) and the window's way now
  (``RecordText``, incremental), text alone and with the write: medians with a 95%
  confidence interval of the median over ``--repeat`` runs.
- Settings: ``save_settings`` and ``load_settings`` of a full settings value.
- Statistics: a log of ``--matches`` matches with a human seat (distinct ids and days, the
  rounds of 200 random matches); file size, ``save_statistics`` (lock, re-read, merge,
  write), ``load_statistics``, and the queries a Statistics window runs for one player.

Each write forces data to disk (fsync of file and folder), so the numbers depend on the
disk; they show whether work must leave the window's thread, not absolute speed.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics as stats_module
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

from chicago_desktop.engine import Match, RandomDice, preset
from chicago_desktop.records import PlayerInfo, match_record_json
from chicago_desktop.storage.paths import ENV_VAR

SEATS = (
    PlayerInfo("Anna", "human"),
    PlayerInfo("Ben", "cpu", "hard"),
    PlayerInfo("Cleo", "cpu", "easy"),
    PlayerInfo("Dora", "human"),
    PlayerInfo("Eve", "cpu", "expert"),
    PlayerInfo("Finn", "cpu", "medium"),
)


def _random_action(match: Match, rng: random.Random, stop_rate: float = 0.35) -> None:
    if match.may_stop() and rng.random() < stop_rate:
        match.stop()
        return
    turn = match.turn
    holdable = sorted(match.holdable())
    hold = [p for p in holdable if rng.random() < 0.4][:2] if turn and turn.throws else []
    match.throw(hold if match.may_throw(hold) else [])


def _timed(fn: Callable[[], object], repeat: int = 1) -> float:
    """Median seconds of ``repeat`` calls."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return stats_module.median(times)


def median_ci(samples: list[float]) -> tuple[float, float, float]:
    """Median and its distribution-free 95% confidence interval (order statistics)."""
    ordered = sorted(samples)
    n = len(ordered)
    half = 1.96 * math.sqrt(n) / 2
    low = max(0, math.floor(n / 2 - half))
    high = min(n - 1, math.ceil(n / 2 + half))
    return stats_module.median(ordered), ordered[low], ordered[high]


def _match_with_actions(count: int, seed: int) -> Match:
    """A long classic match (6 seats, 5 losses) played at random until ``count`` actions.

    Players seldom stop early here, so a match reaches 400 actions (a long evening).
    """
    rng = random.Random(seed)
    while True:
        match = Match(preset("classic", losses_to_out=5), 6, dice=RandomDice(seed), seed=seed)
        while not match.is_over and len(match.actions) < count:
            _random_action(match, rng, stop_rate=0.02)
        if len(match.actions) == count and not match.is_over:
            return match
        seed += 1000  # ended too early: another match
        if seed > 100_000:
            raise RuntimeError(f"no random match reached {count} actions")


def bench_autosave_per_action(seed: int, repeat: int) -> dict[str, float]:
    """The cost of the autosave after one more action, at 50 and at 400 actions.

    ``rebuild`` is what every action cost before issue 11: the whole record object, then
    ``dumps_record`` of all of it. ``incremental`` is the window's way now
    (``RecordText``: only the new action is encoded). ``encode`` is the text alone,
    ``save`` the text plus the atomic write (fsync of file and folder).
    """
    from chicago_desktop.records import dumps_record
    from chicago_desktop.storage.autosave import save_autosave
    from chicago_desktop.storage.record_text import RecordText

    out: dict[str, float] = {}
    for count in (50, 400):
        match = _match_with_actions(count, seed)
        warm = RecordText()
        warm.text(match, SEATS)  # the window's builder already holds the earlier actions
        variants: dict[str, Callable[[], str]] = {
            "rebuild": lambda m=match: dumps_record(match_record_json(m, SEATS)),
            "incremental": lambda m=match, w=warm: _one_more_line(w, m),
        }
        for name, build in variants.items():
            encode = [_timed(build) for _ in range(repeat)]
            save = [_timed(lambda b=build: save_autosave(b())) for _ in range(repeat)]
            for what, samples in (("encode", encode), ("save", save)):
                median, low, high = median_ci(samples)
                key = f"autosave_{count}_{name}_{what}"
                out[key + "_median_ms"] = 1000 * median
                out[key + "_ci95_low_ms"] = 1000 * low
                out[key + "_ci95_high_ms"] = 1000 * high
    return out


def _one_more_line(builder: object, match: Match) -> str:
    """The incremental builder's work for one new action: drop the last line, add it again."""
    from chicago_desktop.storage.record_text import RecordText

    assert isinstance(builder, RecordText)
    builder._lines.pop()  # the cached lines of the earlier actions stay
    return builder.text(match, SEATS)


def bench_autosave(seed: int) -> dict[str, float]:
    from chicago_desktop.storage.autosave import load_autosave, save_autosave
    from chicago_desktop.storage.record_text import RecordText

    rng = random.Random(seed)
    match = Match(preset("classic", losses_to_out=5), 6, dice=RandomDice(seed), seed=seed)
    builder = RecordText()
    times: list[float] = []
    while not match.is_over:
        _random_action(match, rng)
        if match.is_over:
            break
        start = time.perf_counter()
        save_autosave(builder.text(match, SEATS))
        times.append(time.perf_counter() - start)
    times.sort()
    return {
        "autosave_actions": len(times),
        "autosave_save_median_ms": 1000 * stats_module.median(times),
        "autosave_save_p99_ms": 1000 * times[int(0.99 * (len(times) - 1))],
        "autosave_load_ms": 1000 * _timed(load_autosave, 5),
    }


def bench_settings() -> dict[str, float]:
    from chicago_desktop.storage.settings import (
        GameSetup,
        SeatSetup,
        Settings,
        load_settings,
        save_settings,
    )

    value = Settings(
        language="de",
        last_setup=GameSetup(tuple(SeatSetup(p.name, p.type, p.level or "medium") for p in SEATS)),
        window_geometry="AdnQywADAAAAAAGQAAAA" * 4,
    )
    return {
        "settings_save_ms": 1000 * _timed(lambda: save_settings(value), 20),
        "settings_load_ms": 1000 * _timed(load_settings, 20),
    }


def bench_statistics(count: int, seed: int) -> dict[str, float]:
    from chicago_desktop.storage.paths import statistics_path
    from chicago_desktop.storage.statistics import (
        Statistics,
        figures_by_opponents,
        figures_by_preset,
        load_statistics,
        loss_rate_by_position,
        result_distribution,
        save_statistics,
        wins_over_time,
    )
    from chicago_desktop.storage.statistics.model import add_entries, match_entry

    rng = random.Random(seed)
    t0 = datetime(2020, 1, 1, tzinfo=UTC)
    templates = []
    for k in range(200):
        players = rng.randint(2, 6)
        match = Match(preset("classic"), players, dice=RandomDice(k), seed=k)
        while not match.is_over:
            _random_action(match, rng)
        templates.append(match_entry(match, SEATS[:players], t0))
    entries = tuple(
        replace(templates[i % len(templates)], id=f"{i:032x}", finished_at=t0 + timedelta(hours=i))
        for i in range(count)
    )
    log = add_entries(Statistics(), entries)

    def queries() -> None:
        figures_by_preset(log, "Anna")
        figures_by_opponents(log, "Anna")
        wins_over_time(log, "Anna")
        result_distribution(log, "Anna")
        loss_rate_by_position(log, "Anna")

    out = {
        "statistics_matches": count,
        "statistics_save_ms": 1000 * _timed(lambda: save_statistics(log), 3),
    }
    out["statistics_file_kib"] = statistics_path().stat().st_size / 1024
    out["statistics_load_ms"] = 1000 * _timed(load_statistics, 3)
    out["statistics_queries_ms"] = 1000 * _timed(queries, 3)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10_000, help="matches in the statistics")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--repeat", type=int, default=200, help="saves timed per autosave figure (50/400)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="chicago-bench-") as folder:
        os.environ[ENV_VAR] = str(Path(folder))
        results: dict[str, float] = {}
        results.update(bench_settings())
        results.update(bench_autosave(args.seed))
        results.update(bench_autosave_per_action(args.seed, args.repeat))
        results.update(bench_statistics(args.matches, args.seed))
    if args.json:
        print(json.dumps(results, indent=2))
        return
    for key, value in results.items():
        print(f"{key:<28} {value:>10.2f}" if isinstance(value, float) else f"{key:<28} {value:>10}")


if __name__ == "__main__":
    main()
