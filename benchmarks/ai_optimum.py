"""Benchmark: the exact heads-up match optimum against Medium, Easy or Hard per preset, and how
close Hard and Expert come to it (issue 13).

Run: ``python benchmarks/ai_optimum.py [--presets classic,basic,pub,bavarian,tschigg]
[--games 4000] [--seed 1] [--opponent medium|easy|hard] [--json]``. Against Easy (outside
classic) Expert plays the optimum itself (:mod:`chicago_desktop.ai.preset_reply`), so its
exact score is the optimum's; Hard's is exact as against Medium. Against Hard, Hard's own
score is one half by symmetry, and Expert plays the optimum in tschigg (and classic's best
reply), Hard elsewhere, where the optimum is within 0.004 points of it.

- *optimum*: the largest match score (wins plus half the draws) any player reaches against
  Medium heads-up, the first leader drawn by lot (R9), default settings (classic 3 losses
  and 3 throws, basic 3 searches). Classic: :mod:`chicago_desktop.ai.best_reply`; the
  others: :mod:`chicago_desktop.ai.preset_optimum` (exact).
- *Hard*, *Expert* exact: classic by :func:`~chicago_desktop.ai.evaluation.heads_up_match`;
  basic, bavarian and pub by Hard's solved turns against Medium's enumerated ones
  (:func:`~chicago_desktop.ai.preset_optimum.hard_outcomes`; Expert plays Hard there
  heads-up), tschigg's too (its clearing phase played for both chances, as
  :class:`~chicago_desktop.ai.hard_ends.HardPlay` enumerates it); tschigg's Expert plays
  the optimum itself.
- *sampled*: ``--games`` matches each of Hard and Expert against Medium, seats rotating
  (:func:`~chicago_desktop.ai.selfplay.simulate`), 95% Wilson interval; 0 skips them.

``--builds N`` instead times the optimum's build as the window runs it
(:func:`~chicago_desktop.ai.preset_optimum.optimum_steps`, in steps; tschigg's is Expert's
reply to Medium, ``controller/warm_up.py``), each of ``N`` runs in a fresh process: CPU
and wall seconds, steps, policy-iteration passes and the longest step; median and a
distribution-free 95% interval of the median (order statistics; with fewer than six runs
it is the range, which covers less than 95%).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from typing import Any

from bench_stats import median_interval

from chicago_desktop.ai.preset_optimum import hard_outcomes, optimum, policy_score
from chicago_desktop.ai.selfplay import simulate
from chicago_desktop.engine import preset

PRESETS = ("classic", "basic", "pub", "bavarian", "tschigg")


def exact(name: str, opponent: str = "medium") -> dict[str, float | None]:
    """The optimum and the exact scores of Hard and Expert (None where not exact)."""
    rules = preset(name)
    if opponent == "hard":
        # Hard against itself scores one half in every preset: the same play at both seats,
        # the first leader by lot (R9). Expert plays the reply where it is worth 0.3 points
        # (tschigg; classic's best reply to Hard, best_reply.py), elsewhere Hard itself.
        if name == "classic":
            from chicago_desktop.ai.tables import best_reply_tables

            best = best_reply_tables("hard", 3, 3).start()
            return {"optimum": best, "hard": 0.5, "expert": best}
        best = optimum(rules, "hard").start()
        return {"optimum": best, "hard": 0.5, "expert": best if name == "tschigg" else 0.5}
    if opponent != "medium":
        if name == "classic":
            raise SystemExit("classic's best replies: benchmarks/ai_strength.py")
        best = optimum(rules, opponent).start()
        hard = policy_score(
            rules, lambda clearing, lead: hard_outcomes(rules, clearing, lead, opponent)
        )
        return {"optimum": best, "hard": hard, "expert": best}
    if name == "classic":
        from chicago_desktop.ai.evaluation import heads_up_match, match_score
        from chicago_desktop.ai.tables import best_reply_tables

        best = best_reply_tables("medium", 3, 3).start()
        hard = match_score(*heads_up_match("hard", "medium", 3, 3))
        expert = match_score(*heads_up_match("expert:medium", "medium", 3, 3))
        return {"optimum": best, "hard": hard, "expert": expert}
    best = optimum(rules).start()
    hard = policy_score(rules, lambda clearing, lead: hard_outcomes(rules, clearing, lead))
    return {"optimum": best, "hard": hard, "expert": best if name == "tschigg" else hard}


def sampled(
    name: str, level: str, games: int, seed: int, opponent: str = "medium"
) -> dict[str, Any]:
    """``games`` matches of ``level`` against ``opponent``, seats rotating."""
    started = time.perf_counter()
    result = simulate([level, opponent], games, seed, rules=preset(name))
    mine = result.levels[0]
    score = (mine.wins + result.draws / 2) / games
    low, high = mine.interval()
    half = result.draws / 2 / games
    return {
        "score": score,
        "low": low + half,
        "high": high + half,
        "games": games,
        "seconds": time.perf_counter() - started,
    }


CHILD_BUILD = """
import json, sys
from chicago_desktop.ai.heads_up_round import HeadsUpRound
from chicago_desktop.ai.preset_optimum import optimum_steps
from chicago_desktop.ai.steps import time_steps
from chicago_desktop.engine import preset
passes = [0]
forget = HeadsUpRound.forget
def counted(self):
    passes[0] += 1
    forget(self)
HeadsUpRound.forget = counted  # one call at the start of every policy-iteration pass
done = time_steps(optimum_steps(preset(sys.argv[1])))
print(json.dumps({"cpu_s": done.cpu_s, "wall_s": done.wall_s,
                  "steps": done.steps, "passes": passes[0], "longest_step_s": done.longest_step_s}))
"""


def builds(presets: list[str], runs: int) -> dict[str, Any]:
    """Each preset's optimum built in steps, ``runs`` times in fresh processes."""
    out: dict[str, Any] = {}
    for name in presets:
        if name == "classic":
            continue
        rows = [
            json.loads(
                subprocess.run(
                    [sys.executable, "-c", CHILD_BUILD, name],
                    capture_output=True,
                    text=True,
                    check=True,
                ).stdout
            )
            for _ in range(runs)
        ]
        out[name] = {
            key: {
                "median": statistics.median(r[key] for r in rows),
                "ci95": median_interval([r[key] for r in rows]),
                "runs": [r[key] for r in rows],
            }
            for key in rows[0]
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presets", default=",".join(PRESETS))
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--opponent", default="medium", choices=("medium", "easy", "hard"))
    parser.add_argument(
        "--builds", type=int, default=0, help="only time the build in steps, N fresh runs"
    )
    args = parser.parse_args()
    if args.builds:
        timed = builds(args.presets.split(","), args.builds)
        if args.json:
            print(json.dumps(timed, indent=2))
            return
        print(f"Optimum builds in steps (median [95% interval] of {args.builds} fresh runs):")
        for name, row in timed.items():
            cpu, wall, step = row["cpu_s"], row["wall_s"], row["longest_step_s"]
            print(
                f"  {name:<9} cpu {1000 * cpu['median']:7.0f} ms"
                f" [{1000 * cpu['ci95'][0]:.0f}, {1000 * cpu['ci95'][1]:.0f}]"
                f"  wall {1000 * wall['median']:7.0f} ms"
                f"  steps {row['steps']['median']:.0f}  passes {row['passes']['median']:.0f}"
                f"  longest step {1000 * step['median']:.1f} ms"
                f" [{1000 * step['ci95'][0]:.1f}, {1000 * step['ci95'][1]:.1f}]"
            )
        return
    out: dict[str, Any] = {}
    for name in args.presets.split(","):
        started = time.perf_counter()
        row: dict[str, Any] = dict(exact(name, args.opponent))
        row["exact_seconds"] = time.perf_counter() - started
        if args.games:
            for level in ("hard", "expert"):
                if level != args.opponent:  # a level against itself: one half, exactly
                    row[f"{level}_sampled"] = sampled(
                        name, level, args.games, args.seed, args.opponent
                    )
        out[name] = row
        if not args.json:
            print(_line(name, row), flush=True)
    if args.json:
        print(json.dumps(out, indent=2))


def _points(x: float) -> str:
    """A difference in points, with no minus sign on a zero."""
    return f"{100 * x + 0.0:5.2f}" if abs(x) >= 5e-5 else " 0.00"


def _pct(x: float | None) -> str:
    return "    —  " if x is None else f"{100 * x:6.2f}%"


def _line(name: str, row: dict[str, Any]) -> str:
    best = row["optimum"]
    parts = [f"{name:<9} optimum {_pct(best)} ({row['exact_seconds']:.1f} s)"]
    for level in ("hard", "expert"):
        value = row[level]
        gap = "" if value is None else f" gap {_points(best - value)}"
        parts.append(f"{level} exact {_pct(value)}{gap}")
        s = row.get(f"{level}_sampled")
        if s is not None:
            parts.append(
                f"{level} sampled {100 * s['score']:.2f}% [{100 * s['low']:.2f}, "
                f"{100 * s['high']:.2f}] gap {_points(best - s['score'])}"
            )
    return " | ".join(parts)


if __name__ == "__main__":
    main()
