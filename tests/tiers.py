"""The suite's two tiers: the everyday run and the full run (README, docs/benchmarks.md).

``pytest`` is the everyday run a developer waits for, under a minute on a 2-core machine
(docs/benchmarks.md, ``benchmarks/suite_time.py``): every test file and every kind of
check, the exhaustive ones on their first case, each lesson and each preset's whole match
once (by keys and by mouse in turn), one monkey seed, and Hypothesis's fuzzers and
property tests on a fifth of their examples. ``pytest --full`` is everything: the other
cases of the exhaustive checks (the AI against brute-force enumerations of every dice
outcome through the engine), the other input way, the other monkey seeds, the tests that
run whole matches as separate processes (the headless network, killed savers, the demo,
the AI without Qt) and every fuzzer at its full example count. CI runs both (.ci/run),
so nothing here goes unchecked before it lands; the everyday run only leaves the repeats
and the long runs to it.

Why not all of it every time: the full run takes about 1.7 times as long, and most of that
is the same checks again on more cases. What a tier leaves out is said in the summary of
every everyday run, never silently.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from typing import Any, Final

import pytest

#: Set (to "1") for the whole run and its xdist workers by ``--full`` (tests/conftest.py),
#: before any test module is imported, so that :func:`examples` reads it at import.
FULL_ENV: Final = "CHICAGO_TESTS_FULL"

#: The everyday run gives a Hypothesis test this share of its examples, at least FLOOR.
SHARE: Final = 5
FLOOR: Final = 12

#: A test only the full run runs (``pytest --full``; CI).
slow = pytest.mark.slow


def full() -> bool:
    """Whether this is the full run (``--full``)."""
    return os.environ.get(FULL_ENV) == "1"


def examples(count: int) -> int:
    """A Hypothesis test's ``max_examples``: ``count`` in the full run, a fifth of it (at
    least :data:`FLOOR`) in the everyday run. The fuzzers and property tests stay in the
    everyday run, each on fewer random inputs; CI's full run gives every one its count."""
    return count if full() else max(FLOOR, count // SHARE)


def first_then_slow(
    cases: Iterable[Any], *, rows: bool = False, ids: Sequence[str] | None = None
) -> list[Any]:
    """Cases of an exhaustive check for ``parametrize``: the first in both runs, the others
    only in the full run. With ``rows`` each case is a tuple of the arguments (several
    names parametrized), else one argument; a ``pytest.param`` keeps its id and marks."""
    out: list[Any] = []
    for i, case in enumerate(cases):
        marks: tuple[Any, ...] = () if i == 0 else (slow,)
        if hasattr(case, "values") and hasattr(case, "marks"):  # already a pytest.param
            out.append(pytest.param(*case.values, marks=(*case.marks, *marks), id=case.id))
            continue
        values = tuple(case) if rows else (case,)
        name = None if ids is None else ids[i]
        out.append(pytest.param(*values, marks=marks, id=name))
    return out
