"""What an Expert seat reads beyond the default tables is built in steps, not in its first
decision (the window's thread never blocks; issue 13: table builds off the window's path)."""

from __future__ import annotations

from chicago_desktop.ai import match_model
from chicago_desktop.ai.match_model import classic_model_steps, classic_weights
from chicago_desktop.ai.tables import _registry, expert_steps


def test_the_full_table_model_is_in_the_memo_after_its_steps() -> None:
    steps = sum(1 for _ in classic_model_steps(5, 3, 2))
    assert steps > 10  # in many small steps, not one
    before = match_model.classic_value.cache_info()
    # Every state a decision at this table can ask for is there: no new computation.
    for me in (1, 2, 3):
        for others in ((3, 3, 3, 3), (1, 2, 3), (2,), (1, 1, 3, 2)):
            classic_weights(me, others, 2)
    after = match_model.classic_value.cache_info()
    assert after.hits > before.hits  # the decisions read the model …
    assert after.misses == before.misses  # … and found every state in it


def test_the_heads_up_best_reply_to_the_known_level_is_built_by_the_steps() -> None:
    key = ("easy", 2, 2)
    assert sum(1 for _ in expert_steps(2, 2, 2, "easy")) > 5
    build = _registry.best_reply[key]
    assert build.result is not None
    # Again: nothing left to build.
    assert sum(1 for _ in expert_steps(2, 2, 2, "easy")) == 0


def test_against_another_expert_nothing_more_is_built() -> None:
    assert list(expert_steps(2, 3, 3, "expert")) == []
