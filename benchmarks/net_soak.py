"""Benchmark: Dice Round soak on 127.0.0.1 — bots, random disconnects, divergences, latency.

Run: ``python benchmarks/net_soak.py [--matches 200] [--seconds 300] [--seed 1] [--json]``.

Each match: a host (asyncio transport, port chosen by the system, loopback only) with one
CPU seat and two or three joined bots over real sockets; each bot's connection is cut at
a random moment with some probability and it comes back with its seat token (R75). At the
end every bot's copy must equal the host's record replayed: any difference is a
divergence (must be 0). The latency is from the host applying an action to each joined
computer having applied it to its copy ("every screen"). Bounded: stops after
``--matches`` or ``--seconds``, whichever comes first.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import time

from chicago_desktop.engine import PRESET_NAMES, preset
from chicago_desktop.net import ClientCore, HostCore, parse_seats_spec
from chicago_desktop.net.aio import AsyncHost, run_client
from chicago_desktop.records import outcome_json, parse_record, replay_record


async def _bot(
    name: str,
    port: int,
    level: str,
    *,
    host: HostCore,
    rng: random.Random,
    cut: float,
    stats: dict[str, int],
    applied_at: dict[int, float],
    latencies: list[float],
) -> ClientCore:
    core = ClientCore(name, "SOAK42", bot=level, bot_seed=rng.randrange(1 << 30))
    cut_after = rng.uniform(0.01, 0.2) if rng.random() < cut else None

    def seen(index: int) -> None:
        if index >= 0 and index in applied_at:
            latencies.append(time.perf_counter() - applied_at[index])

    attempts = 0
    while True:
        core.on_update = seen
        try:
            await asyncio.wait_for(run_client(core, "127.0.0.1", port, timeout=60), cut_after)
        except TimeoutError:
            core.connection_lost()
        refusal = core.refusal.code if core.refusal is not None else None
        attempts += 1
        if attempts > 5 or host.finished or host.stopped:
            return core
        if refusal == "token" or (core.phase == "lost" and core.token is None):
            token = None  # cut before the start (or before the welcome): join afresh (N2)
        elif core.phase == "lost":
            token = core.token
        else:
            return core
        stats["reconnects"] += 1
        await asyncio.sleep(0.01)
        core = ClientCore(name, "SOAK42", token=token, bot=level, bot_seed=rng.randrange(1 << 30))
        cut_after = None


async def _match(
    i: int, rng: random.Random, cut: float, stats: dict[str, int], latencies: list[float]
) -> None:
    name = PRESET_NAMES[i % len(PRESET_NAMES)]
    joined = 2 + i % 2
    host = HostCore(
        preset(name), parse_seats_spec("cpu:easy," + ",".join(["remote"] * joined)), "SOAK42"
    )
    applied_at: dict[int, float] = {}
    host.on_applied = lambda index, _seat: applied_at.__setitem__(index, time.perf_counter())
    server = AsyncHost(host, "127.0.0.1", 0)
    port = await server.start()
    levels = ("easy", "medium", "hard")
    bots = await asyncio.gather(
        *(
            _bot(
                f"B{j}",
                port,
                levels[j % 3],
                host=host,
                rng=rng,
                cut=cut,
                stats=stats,
                applied_at=applied_at,
                latencies=latencies,
            )
            for j in range(joined)
        )
    )
    # A seat whose computer never got its token back (cut before the welcome arrived after
    # the start) would wait for ever; as a host would, hand it to the CPU (R75).
    watch = asyncio.create_task(_watchdog(host, stats))
    await server.wait_closed(60)
    watch.cancel()
    await server.close()
    record = host.record_json()
    want = outcome_json(replay_record(parse_record(record)).match) if record else None
    stats["matches"] += 1
    stats["finished"] += int(host.finished)
    for bot in bots:
        stats["divergences"] += bot.divergences
        if bot.phase == "over":
            stats["divergences"] += int(bot.outcome() != want)
        else:
            stats["missed_end"] += 1  # cut as the match ended: its copy is not complete


async def _watchdog(host: HostCore, stats: dict[str, int]) -> None:
    last: object = None
    while True:
        await asyncio.sleep(2.0)
        now = None if host.session is None else len(host.session.match.actions)
        if now is not None and now == last:
            for seat, here in enumerate(host.present()):
                if not here:
                    host.hand_to_cpu(seat)
                    stats["handed_to_cpu"] += 1
        last = now


async def _soak(matches: int, seconds: float, seed: int, cut: float) -> dict[str, object]:
    rng = random.Random(seed)
    stats = {
        "matches": 0,
        "finished": 0,
        "divergences": 0,
        "reconnects": 0,
        "missed_end": 0,
        "handed_to_cpu": 0,
    }
    latencies: list[float] = []
    end = time.monotonic() + seconds
    for i in range(matches):
        if time.monotonic() > end:
            break
        await _match(i, rng, cut, stats, latencies)
    ms = sorted(x * 1000 for x in latencies)
    return {
        **stats,
        "deliveries": len(ms),
        "latency_ms_median": round(statistics.median(ms), 3) if ms else None,
        "latency_ms_p99": round(ms[int(0.99 * (len(ms) - 1))], 3) if ms else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=300.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cut", type=float, default=0.3, help="chance a bot's connection is cut")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = asyncio.run(_soak(args.matches, args.seconds, args.seed, args.cut))
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")


if __name__ == "__main__":
    main()
