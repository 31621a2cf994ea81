"""What self-play's speed relies on: no reference cycles, so the collector can rest."""

from __future__ import annotations

import gc

import pytest

from chicago_desktop.ai.selfplay import play_match, simulate
from chicago_desktop.engine import preset


@pytest.mark.parametrize("name", ["classic", "basic", "bavarian", "tschigg", "pub"])
def test_self_play_leaves_no_garbage_cycles(name: str) -> None:
    rules = preset(name)
    play_match(["hard", "easy"], 1, rules=rules)  # tables built first: they are kept
    gc.collect()
    # Everything alive now (the tables, the other tests' objects) is set aside, so that the
    # check below looks at what the matches made, not again at the whole of the heap.
    gc.freeze()
    collecting = gc.isenabled()
    gc.disable()
    try:
        for seed, levels in enumerate((["hard", "medium"], ["easy", "expert"], ["medium", "hard"])):
            play_match(levels, seed, rules=rules)
        assert gc.collect() == 0
    finally:
        gc.unfreeze()
        if collecting:
            gc.enable()


def test_simulate_restores_the_collector() -> None:
    assert gc.isenabled()
    simulate(("medium", "easy"), 2, 1)
    assert gc.isenabled()
    gc.disable()
    try:
        simulate(("medium", "easy"), 2, 1)
        assert not gc.isenabled()
    finally:
        gc.enable()
