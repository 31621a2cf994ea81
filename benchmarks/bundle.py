"""Bundle benchmark: the Linux one-folder bundle's size, and its start-up vs. the venv's.

    .venv/bin/python packaging/build.py        # first: dist/chicago-desktop/
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bundle.py [RUNS] [--no-compress]

Prints:

- the size on disk (every file's bytes; links not counted) and the number of files;
- the size compressed, as tar.xz (how a Linux bundle is shipped) and as zip (deflate);
- the start-up: ``dist/chicago-desktop/chicago-desktop --smoke-test`` against the venv's
  ``chicago-desktop --smoke-test``, each a fresh process timed from launch to exit,
  alternated for RUNS rounds (21 by default) after one unmeasured warm-up each (the
  venv writes its bytecode then, as an installed game has it). The median of each with a
  95 % interval (order statistics of the median), the ratio of the medians, and the
  median of the per-round ratios with a bootstrap 95 % interval.

Targets (issue 18): < 150 MB on disk, < 60 MB compressed, start within 1.2 times the venv.
"""

from __future__ import annotations

import math
import os
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "chicago-desktop"
TARGET_DISK_MB = 150
TARGET_COMPRESSED_MB = 60
TARGET_RATIO = 1.2


def files_of(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def disk_size(folder: Path) -> tuple[int, int]:
    """Bytes of every file under ``folder``, and how many files."""
    files = files_of(folder)
    return sum(p.stat().st_size for p in files), len(files)


def compressed_sizes(folder: Path) -> dict[str, int]:
    """Bytes of ``folder`` as .tar.xz (xz preset 6, as ``tar -cJf``) and as .zip (deflate)."""
    sizes = {}
    with tempfile.TemporaryDirectory() as scratch:
        archive = Path(scratch, "bundle.tar.xz")
        with tarfile.open(archive, "w:xz", preset=6) as tar:
            tar.add(folder, arcname=folder.name)
        sizes["tar.xz"] = archive.stat().st_size
        archive = Path(scratch, "bundle.zip")
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            for path in files_of(folder):
                zf.write(path, Path(folder.name, path.relative_to(folder)))
        sizes["zip"] = archive.stat().st_size
    return sizes


def launch_ms(command: list[str], env: dict[str, str]) -> float:
    start = time.monotonic()
    subprocess.run(command, env=env, check=True, capture_output=True)
    return (time.monotonic() - start) * 1000


def median_interval(values: list[float]) -> tuple[float, float]:
    """A distribution-free 95 % interval of the median: the order statistics around it
    whose ranks the binomial(n, 1/2) distribution puts 95 % between."""
    ordered = sorted(values)
    n = len(ordered)
    half = 1.96 * math.sqrt(n) / 2
    low = max(0, math.floor(n / 2 - half) - 1)  # ranks counted from 1, indices from 0
    high = min(n - 1, math.ceil(1 + n / 2 + half) - 1)
    return ordered[low], ordered[high]


def bootstrap_median(values: list[float], rounds: int = 4000) -> tuple[float, float]:
    """A bootstrap 95 % interval of the median of ``values`` (fixed seed)."""
    rng = random.Random(18)
    medians = sorted(statistics.median(rng.choices(values, k=len(values))) for _ in range(rounds))
    return medians[int(0.025 * rounds)], medians[int(0.975 * rounds) - 1]


def main(argv: list[str]) -> int:
    runs = next((int(a) for a in argv if a.isdigit()), 21)
    if not (BUNDLE / "chicago-desktop").is_file():
        print(f"no bundle at {BUNDLE}: run packaging/build.py first", file=sys.stderr)
        return 2
    venv_command = Path(sys.executable).parent / "chicago-desktop"

    size, count = disk_size(BUNDLE)
    print(f"bundle {BUNDLE}")
    print(
        f"on disk: {size / 1e6:.1f} MB ({size / 2**20:.1f} MiB), {count} files "
        f"— target < {TARGET_DISK_MB} MB"
    )
    if "--no-compress" not in argv:
        for kind, packed in compressed_sizes(BUNDLE).items():
            print(
                f"compressed, {kind}: {packed / 1e6:.1f} MB ({packed / 2**20:.1f} MiB) "
                f"— target < {TARGET_COMPRESSED_MB} MB"
            )

    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, CHICAGO_DESKTOP_HOME=home)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        bundle = [str(BUNDLE / "chicago-desktop"), "--smoke-test"]
        venv = [str(venv_command), "--smoke-test"]
        launch_ms(bundle, env)
        launch_ms(venv, env)
        times: dict[str, list[float]] = {"bundle": [], "venv": []}
        for _ in range(runs):
            times["bundle"].append(launch_ms(bundle, env))
            times["venv"].append(launch_ms(venv, env))
    print(f"start-up to exit, --smoke-test, {runs} alternated rounds:")
    for name in ("venv", "bundle"):
        low, high = median_interval(times[name])
        print(
            f"  {name:6}: median {statistics.median(times[name]):.0f} ms "
            f"(95 % interval {low:.0f}–{high:.0f} ms)"
        )
    ratio = statistics.median(times["bundle"]) / statistics.median(times["venv"])
    per_round = [b / v for b, v in zip(times["bundle"], times["venv"], strict=True)]
    low, high = bootstrap_median(per_round)
    print(
        f"  ratio of the medians: {ratio:.2f}; median of the per-round ratios "
        f"{statistics.median(per_round):.2f} (95 % interval {low:.2f}–{high:.2f}) "
        f"— target ≤ {TARGET_RATIO}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
