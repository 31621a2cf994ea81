"""Work done in steps: a generator that yields between short pieces and returns its result.

The table builders are written this way so the window can build the AI's tables on its own
thread between events, a few milliseconds at a time, instead of in a worker thread that
would compete with it for the GIL (see ``chicago_desktop/controller/warm_up.py``).
"""

from __future__ import annotations

from collections.abc import Generator
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
