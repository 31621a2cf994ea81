"""Cost: the builds of Expert's exact chance of not being worst before Hard players chasing
the best (:mod:`chicago_desktop.ai.chase_chain`; basic R42, the bavarian/pub clearing
phase R45).

Run: ``python benchmarks/chase_chain_builds.py [--presets basic,bavarian,pub]
[--sizes 4,6]``, each preset and size in a fresh child process (cold, after the preset's
round values, as the window builds them first).

For the leader of a full round of Hard players (the largest build: every call, R7, every
cap, R5, every best so far) it prints the steps of :func:`.chase_chain.leader_steps`, the
total, the median and longest step, and the median and worst time of one Hard end
distribution and of one (call, cap) table; then the cost of a follower's table (second of
``n``, every later seat Hard) for each call and best so far, which a decision builds on
first use if the leader's build did not.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

#: What both children do first: the preset's round values (as the window builds them
#: before these), then the round model of the leader of ``n`` (the clearing phase outside
#: basic, R45), every later player Hard.
PROLOGUE = r"""
import json, sys, time
from chicago_desktop.engine import preset
from chicago_desktop.ai import chase_chain
from chicago_desktop.ai.preset_tables import preset_table_steps
from chicago_desktop.ai.round_keys import calls_of
from chicago_desktop.ai.round_values import Setting, round_model, round_rules
from chicago_desktop.ai.steps import run_steps, time_steps
name, n = sys.argv[1], int(sys.argv[2])
rules = preset(name)
run_steps(preset_table_steps(rules, n))
removes = name != "basic"
model = round_model(Setting(round_rules(rules), n, removes, removes))
levels = ("hard",) * (n - 1)
"""

#: The leader's whole build, in the window's steps.
CHILD_STEPS = (
    PROLOGUE
    + r"""
st = time_steps(chase_chain.leader_steps(model, levels))
out = {"steps": st.steps, "wall": st.wall_s, "cpu": st.cpu_s, "longest": st.longest_step_s}
print(json.dumps(out))
"""
)

#: Its parts, each timed: a leader's (call, cap) table from its distributions, then (the
#: caches emptied) each Hard end distribution alone, then a follower's table from them.
CHILD = (
    PROLOGUE
    + r"""
tables, dists, followers = [], [], []
for call in calls_of(rules):
    for cap in range(1, rules.max_throws + 1):
        for _ in chase_chain.distribution_steps(model, (call, cap), levels):
            pass
        t = time.perf_counter()
        chase_chain.leader_worst(model, (call, cap), levels)
        tables.append(time.perf_counter() - t)
chase_chain._DISTS.clear()
chase_chain._TABLES.clear()
for call in calls_of(rules):
    for cap in range(2, rules.max_throws + 1):
        keys, _ = chase_chain.universe(model, call, cap)
        for after in range(n - 1):
            for b in keys:
                t = time.perf_counter()
                chase_chain.distribution(model, "hard", (call, cap), b, after)
                dists.append(time.perf_counter() - t)
for call in calls_of(rules):
    for cap in range(2, rules.max_throws + 1):
        keys, _ = chase_chain.universe(model, call, cap)
        for b in keys[:: max(1, len(keys) // 8)]:
            t = time.perf_counter()
            chase_chain.follower_worst(model, (call, cap), levels[1:], b)
            followers.append(time.perf_counter() - t)
print(json.dumps({"tables": tables, "dists": dists, "followers": followers}))
"""
)


def _child(code: str, *args: str) -> dict[str, object]:
    out = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, check=True
    ).stdout
    result: dict[str, object] = json.loads(out)
    return result


def _ms(values: object) -> str:
    assert isinstance(values, list)
    return f"median {1000 * statistics.median(values):.2f} ms, worst {1000 * max(values):.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presets", default="basic,bavarian,pub")
    parser.add_argument("--sizes", default="4,6")
    args = parser.parse_args()
    for name in args.presets.split(","):
        for n in (int(s) for s in args.sizes.split(",")):
            st = _child(CHILD_STEPS, name, str(n))
            print(
                f"{name} at {n}{' (clearing)' if name != 'basic' else ''}, leader before "
                f"{n - 1} Hard: {st['steps']} steps, {1000 * float(st['wall']):.0f} ms "
                f"(cpu {1000 * float(st['cpu']):.0f} ms), longest step "
                f"{1000 * float(st['longest']):.1f} ms",
                flush=True,
            )
            parts = _child(CHILD, name, str(n))
            print(f"  one Hard end distribution: {_ms(parts['dists'])}")
            print(f"  one leader (call, cap) table from them: {_ms(parts['tables'])}")
            print(f"  one follower table (second of {n}) from them: {_ms(parts['followers'])}")


if __name__ == "__main__":
    main()
