"""Work done in steps: a generator that yields between short pieces and returns its result.

The table builders are written this way so the window can build the AI's tables on its own
thread between events, a few milliseconds at a time, instead of in a worker thread that
would compete with it for the GIL (see ``chicago_desktop/controller/warm_up.py``).
"""

from __future__ import annotations

import time
from collections.abc import Generator
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

#: A piece of work in steps: yields None between steps, returns the result.
Steps = Generator[None, None, T]


def run_steps(steps: Steps[T]) -> T:
    """Do every step at once and return the result."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            result: T = done.value
            return result


@dataclass(frozen=True, slots=True)
class StepTimes:
    """How a piece of work in steps went: what the benchmarks report of a table build."""

    steps: int
    wall_s: float
    cpu_s: float
    longest_step_s: float  # what one slice of the window's warm-up can cost


def time_steps(steps: Steps[object]) -> StepTimes:
    """Do every step at once, timing each (wall clock) and the whole (wall and CPU)."""
    cpu, start, longest, count = time.process_time(), time.perf_counter(), 0.0, 0
    while True:
        t = time.perf_counter()
        try:
            next(steps)
        except StopIteration:
            break
        longest = max(longest, time.perf_counter() - t)
        count += 1
    return StepTimes(count, time.perf_counter() - start, time.process_time() - cpu, longest)
