"""Benchmark: Expert at a full table against known weaker levels (issue 13).

Run: ``python benchmarks/ai_full_table_reply.py [--tables medium,medium,medium
easy,medium,hard] [--games 20000] [--seed 1] [--preset classic] [--json]`` (``--games 0``:
the exact part only). ``--preset`` plays another preset's rules (basic, bavarian, tschigg,
pub: :mod:`chicago_desktop.ai.preset_full_reply`); the script imports only self-play, so
the same file runs on ``main`` for the paired comparison. ``--latency GAMES`` times
Expert's decisions against the table instead (after the warm-up, the first 20 matches
left out).

Each table is one Expert and the named levels (every CPU knows the levels at the table,
:func:`~chicago_desktop.ai.selfplay.simulate`), the seats rotating from game to game, in
the classic default setting (3 losses, 3 throws). It prints every level's share of games
won with a 95% Wilson interval and Expert's fair share, ``1/n`` of the decided games (one
winner or a draw, R41). Run it on ``main`` and on a branch to compare: with ``--winners
FILE`` each run writes every game's winner, and ``--compare BEFORE AFTER`` pairs two such
runs game by game (the same seeds play the same dice until a decision differs, so the
paired difference is far sharper than two separate intervals).

``--exact`` adds, on this branch, the exact round of an Expert *leader* of four (no sampling):
its chance of avoiding the loss, of being best, and ``alpha * p_avoid + beta * p_best`` with
the weights of the first round (everybody three lives), for Expert assuming Hard after it
(as before) and replying to the levels it knows (now), both evaluated against what the
later players really play (:mod:`chicago_desktop.ai.full_table_reply`, exact by its tests).
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import time
from pathlib import Path
from typing import Any

from chicago_desktop.ai.selfplay import game_seed, play_match, wilson
from chicago_desktop.engine import preset

TABLES = ("medium,medium,medium", "easy,medium,hard")


def table_run(
    others: tuple[str, ...],
    games: int,
    seed: int,
    winners: list[str] | None = None,
    rules: Any = None,
) -> dict[str, Any]:
    """``games`` matches, seats rotating as :func:`~chicago_desktop.ai.selfplay.simulate`
    rotates them (the same games); each game's winning level (or "draw") goes to
    ``winners`` if given, for a paired comparison of two runs."""
    levels = ("expert", *others)
    n = len(levels)
    started = time.perf_counter()
    wins: dict[str, int] = dict.fromkeys(levels, 0)
    draws = 0
    collecting = gc.isenabled()
    gc.disable()  # as simulate does: self-play makes no reference cycles
    try:
        for g in range(games):
            table = [levels[(i + g) % n] for i in range(n)]
            match = play_match(table, game_seed(seed, g), rules=rules)
            if rules is not None:  # a preset has one loser (R42, R45): its losses counted
                loser = table[match.loser] if match.loser is not None else None
                outcome = f"loser:{loser}"
                if loser is None:
                    draws += 1
                else:
                    wins[loser] += 1
            elif match.winner is None:
                draws += 1
                outcome = "draw"
            else:
                outcome = table[match.winner]
                wins[outcome] += 1
            if winners is not None:
                winners.append(outcome)
    finally:
        if collecting:
            gc.enable()
    seconds = time.perf_counter() - started
    fair = (games - draws) / games / n
    shares = {}
    for level, won in wins.items():
        low, high = wilson(won, games)
        shares[level] = {"wins": won, "share": won / games, "ci95": [low, high]}
    return {
        "table": ",".join(levels),
        "counts": "wins" if rules is None else "losses",
        "games": games,
        "seed": seed,
        "seconds": round(seconds, 1),
        "draws": draws,
        "fair_share": fair,
        "levels": shares,
    }


def _score(outcome: str) -> int:
    """Expert's result of one game: it won (classic) or did not lose (a preset)."""
    if outcome.startswith("loser:"):
        return int(outcome != "loser:expert")
    return int(outcome == "expert")


def paired(before: list[str], after: list[str]) -> tuple[float, float, float, int]:
    """Expert's share (of games won; in a preset, not lost) after minus before over the
    same games, with a 95% interval (normal,
    on the per-game differences), and how many games changed Expert's result."""
    diffs = [_score(a) - _score(b) for b, a in zip(before, after, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    half = 1.959964 * math.sqrt(var / n)
    return mean, mean - half, mean + half, sum(1 for d in diffs if d)


def exact_leader(others: tuple[str, ...]) -> dict[str, Any]:
    """The exact leader round of Expert before (assuming Hard) and now (module text)."""
    from collections import defaultdict
    from math import prod

    from chicago_desktop.ai.dice_space import OUT_PROBS, OUT_STATES, SCORE_INDEX, STATE_SCORE
    from chicago_desktop.ai.evaluation import base_situation
    from chicago_desktop.ai.full_table_reply import best_chain, later_levels, reach
    from chicago_desktop.ai.match_model import classic_weights
    from chicago_desktop.ai.policies import expert
    from chicago_desktop.ai.turn_solver import STOP

    n = len(others) + 1
    start = base_situation(players=n, max_throws=3, cap=3, position=0)
    levels = later_levels(start, others)
    assert levels is not None
    alpha, beta = classic_weights(3, (3,) * (n - 1), 3)
    row: dict[str, Any] = {"table": ",".join(("expert", *others)), "alpha": alpha, "beta": beta}
    for name, known in (("before", ("hard",) * (n - 1)), ("now", others)):
        ends: dict[tuple[int, int], float] = defaultdict(float)
        mass = dict(zip(OUT_STATES[0], OUT_PROBS[0], strict=True))
        for throws in range(1, 4):
            nxt: dict[int, float] = defaultdict(float)
            for state, p in mass.items():
                if throws == 3:
                    ends[(STATE_SCORE[state], throws)] += p
                    continue
                sit = start.__class__(
                    **{
                        **{f: getattr(start, f) for f in start.__slots__},
                        "state": state,
                        "throws": throws,
                        "left": 3 - throws,
                    }
                )
                ((choice, _),) = expert(sit, known)
                if choice == STOP:
                    ends[(STATE_SCORE[state], throws)] += p
                    continue
                for s2, q in zip(OUT_STATES[choice], OUT_PROBS[choice], strict=True):
                    nxt[s2] += p * q
            mass = nxt
        k = len(levels)
        avoid = sum(
            p * (1 - prod(reach(lv, t, k - 1 - i, x) for i, lv in enumerate(levels)))
            for (x, t), p in ends.items()
        )
        best = sum(
            p * best_chain(levels, t)[SCORE_INDEX[x] * 3 + t - 1][SCORE_INDEX[x]]
            for (x, t), p in ends.items()
        )
        row[name] = {"p_avoid": avoid, "p_best": best, "value": alpha * avoid + beta * best}
    return row


def exact_preset_leader(name: str, others: tuple[str, ...]) -> dict[str, Any]:
    """The exact first-round leader of ``name`` before known ``others``: the chance the
    structure's objective maximises (avoid the worst, R43; basic: be best, R42), for Hard's
    play (what Expert played there before) and for the reply, both against what the later
    players really play (:mod:`chicago_desktop.ai.preset_full_reply`, exact by its tests)."""
    from chicago_desktop.ai.preset_full_reply import reply_of
    from chicago_desktop.ai.round_keys import calls_of
    from chicago_desktop.ai.round_values import AVOID, BEST, Setting, round_model, round_rules
    from chicago_desktop.ai.table_rounds import HARD, REPLIED
    from chicago_desktop.ai.turn_values import end_distribution
    from chicago_desktop.engine import ChicagoRule, MatchStructure

    rules = preset(name)
    mode = BEST if rules.match is MatchStructure.SEARCHES else AVOID
    n = len(others) + 1
    removes = rules.chicago is ChicagoRule.REMOVES_ROLLER
    model = round_model(Setting(round_rules(rules), n, removes, False))
    reply = reply_of(model)
    levels = tuple(lv if lv in REPLIED else HARD for lv in others)
    calls = calls_of(rules)
    before = 0.0
    for end, p in end_distribution(model.leader_turn(mode), rules.max_throws).items():
        hard = [round(model.leader_end(mode, c, *end), 12) for c in calls]
        call = calls[hard.index(max(hard))]  # Hard's call: ties to the earlier (R7)
        before += p * reply.leader_end(mode, levels, call, end)
    now = reply.leader_table(mode, levels).starts[rules.max_throws]
    return {
        "preset": name,
        "table": ",".join(("expert", *others)),
        "mode": mode,
        "before": before,
        "now": now,
    }


def latency(rules: Any, others: tuple[str, ...], games: int, skip: int = 20) -> dict[str, Any]:
    """Expert's decision times (ms, wall) against ``others`` in ``games`` matches after the
    preset warm-up, the first ``skip`` matches left out (what a decision meets once the
    caches of a session are warm): median, 99th percentile and the longest."""
    from chicago_desktop.ai import make_player
    from chicago_desktop.ai.preset_tables import preset_table_steps
    from chicago_desktop.ai.steps import run_steps
    from chicago_desktop.engine import Match, RandomDice

    levels = ("expert", *others)
    n = len(levels)
    run_steps(preset_table_steps(rules, n))
    times: list[float] = []
    for g in range(games):
        table = [levels[(i + g) % n] for i in range(n)]
        match = Match(rules, n, dice=RandomDice(g), seed=g)
        players = [make_player(lv, g * 8 + i, table) for i, lv in enumerate(table)]
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            started = time.perf_counter()
            action = players[seat].decide(match)
            if table[seat] == "expert" and g >= skip:
                times.append((time.perf_counter() - started) * 1e3)
            match.apply(action)
    times.sort()
    return {
        "table": ",".join(levels),
        "decisions": len(times),
        "median_ms": times[len(times) // 2],
        "p99_ms": times[int(0.99 * len(times))],
        "max_ms": times[-1],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", nargs="+", default=list(TABLES))
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--preset", default="classic", help="the rules played (R40)")
    parser.add_argument("--exact", action="store_true")
    parser.add_argument(
        "--latency", type=int, default=0, metavar="GAMES", help="time Expert's decisions"
    )
    parser.add_argument(
        "--winners", type=Path, help="write each game's winning level there (one JSON list)"
    )
    parser.add_argument(
        "--compare", type=Path, nargs=2, metavar=("BEFORE", "AFTER"), help="pair two --winners"
    )
    args = parser.parse_args()
    rows: list[dict[str, Any]] = []
    if args.compare:
        before, after = (json.loads(p.read_text()) for p in args.compare)
        for table in before:
            mean, low, high, changed = paired(before[table], after[table])
            print(
                f"{table}: Expert after - before {100 * mean:+.3f} points "
                f"[{100 * low:+.3f}, {100 * high:+.3f}] over {len(before[table])} paired "
                f"games ({changed} changed Expert's result)"
            )
        return
    all_winners: dict[str, list[str]] = {}
    if args.latency:
        for spec in args.tables:
            row = latency(preset(args.preset), tuple(spec.split(",")), args.latency)
            rows.append(row)
            if not args.json:
                print(
                    f"{row['table']} ({args.preset}) Expert latency, {row['decisions']} "
                    f"decisions: median {row['median_ms']:.3f} ms, p99 {row['p99_ms']:.3f} ms, "
                    f"max {row['max_ms']:.1f} ms",
                    flush=True,
                )
        return
    if args.exact and args.preset != "classic":
        for spec in args.tables:
            row = exact_preset_leader(args.preset, tuple(spec.split(",")))
            rows.append(row)
            if not args.json:
                print(
                    f"{row['table']} ({args.preset}) leader of the first round, exact "
                    f"{row['mode']}: Hard's play {row['before']:.6f}, reply {row['now']:.6f} "
                    f"({row['now'] - row['before']:+.6f})",
                    flush=True,
                )
    elif args.exact:
        for spec in args.tables:
            row = exact_leader(tuple(spec.split(",")))
            rows.append(row)
            if not args.json:
                b, a = row["before"], row["now"]
                print(
                    f"{row['table']} leader, exact (alpha {row['alpha']:.4f}, beta "
                    f"{row['beta']:.4f}): p_avoid {b['p_avoid']:.5f} -> {a['p_avoid']:.5f}, "
                    f"p_best {b['p_best']:.5f} -> {a['p_best']:.5f}, value "
                    f"{b['value']:.5f} -> {a['value']:.5f}",
                    flush=True,
                )
    rules = None if args.preset == "classic" else preset(args.preset)
    for spec in args.tables if args.games else ():
        winners: list[str] = []
        row = table_run(tuple(spec.split(",")), args.games, args.seed, winners, rules)
        row["preset"] = args.preset
        all_winners[row["table"]] = winners
        rows.append(row)
        if not args.json:
            parts = ", ".join(
                f"{level} {100 * s['share']:.2f}% [{100 * s['ci95'][0]:.2f}, "
                f"{100 * s['ci95'][1]:.2f}]"
                for level, s in row["levels"].items()
            )
            print(
                f"{row['table']} ({args.preset}): {row['games']} games, seed {row['seed']} "
                f"({row['seconds']} s), draws {row['draws']}, {row['counts']}: {parts}; "
                f"Expert's fair share {100 * row['fair_share']:.2f}%",
                flush=True,
            )
    if args.winners:
        args.winners.write_text(json.dumps(all_winners))
    if args.json:
        print(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
