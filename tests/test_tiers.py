"""The suite's tiers (tests/tiers.py): what the everyday run leaves to the full run."""

from __future__ import annotations

import pytest

from tests import tiers


def test_the_example_counts_follow_the_run(request: pytest.FixtureRequest) -> None:
    # Read in this worker's process, as a Hypothesis decorator reads it at import.
    if request.config.getoption("--full"):
        assert tiers.examples(300) == 300 and tiers.examples(40) == 40
    else:
        assert tiers.examples(300) == 60 and tiers.examples(40) == tiers.FLOOR


def test_only_the_first_case_runs_every_time() -> None:
    cases = tiers.first_then_slow([1, pytest.param(2, id="two"), 3])
    assert [c.values for c in cases] == [(1,), (2,), (3,)]
    assert [[m.name for m in c.marks] for c in cases] == [[], ["slow"], ["slow"]]
    assert cases[1].id == "two"
    rows = tiers.first_then_slow([("a", 1), ("b", 2)], rows=True)
    assert [c.values for c in rows] == [("a", 1), ("b", 2)]


def test_the_everyday_run_leaves_out_only_the_slow_tests(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run of its own with the project's hooks: slow tests are left out (and counted)
    unless the run is full or asks for them by marker."""
    monkeypatch.delenv(tiers.FULL_ENV, raising=False)  # the inner --full sets it: undone
    pytester.makeconftest("from tests.conftest import *  # noqa: F403\n")
    pytester.makepyfile(
        test_sample="""
        import pytest
        from tests.tiers import slow

        def test_everyday(): pass

        @slow
        def test_full_only(): pass
        """
    )
    everyday = pytester.runpytest_inprocess("-p", "no:xdist")
    everyday.assert_outcomes(passed=1, deselected=1)
    everyday.stdout.fnmatch_lines(["*1 tests left to the full run*"])
    pytester.runpytest_inprocess("-p", "no:xdist", "--full").assert_outcomes(passed=2)
    pytester.runpytest_inprocess("-p", "no:xdist", "-m", "slow").assert_outcomes(
        passed=1, deselected=1
    )
