"""What the benchmark scripts share: the distribution-free interval of a median.

Imported as ``bench_stats`` by the scripts beside it (``python benchmarks/x.py`` puts this
folder first on the module path).
"""

from __future__ import annotations

import math


def median_interval(values: list[float], z: float = 1.959964) -> tuple[float, float]:
    """A distribution-free 95% interval of the median of ``values`` (order statistics:
    ranks ``n/2 -+ z sqrt(n)/2``; below six values it is the whole range, which covers
    less than 95%)."""
    ordered = sorted(values)
    n = len(ordered)
    half = z * math.sqrt(n) / 2
    low = max(0, math.floor(n / 2 - half))
    high = min(n - 1, math.ceil(n / 2 + half))
    return ordered[low], ordered[high]
