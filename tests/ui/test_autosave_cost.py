"""Issue 11, item 7: playing does not rebuild the whole record after every state change.

Before the fix each action built the full record twice or more (the autosave, and the
File menu checking that there is a record to export), so each action cost more as the
match grew. Counted here, not timed: the benchmark (benchmarks/storage_io.py) times it.
"""

from __future__ import annotations

from typing import Any

import pytest

from chicago_desktop.records import parse_record
from chicago_desktop.storage.paths import autosave_path

from .saved_helpers import make_window, settle, start_win_match


def test_actions_do_not_rebuild_the_record(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(qtbot)
    start_win_match(window)
    settle(qtbot, window)
    c = window.controller
    built = []
    real = type(c).record_json

    def counted(self: Any) -> Any:
        built.append(1)
        return real(self)

    monkeypatch.setattr(type(c), "record_json", counted)
    actions = 0
    while c.awaiting_human and not c.is_over:
        assert c.throw()
        settle(qtbot, window)
        actions += 1
    assert actions >= 2 and c.is_over
    # Once, when the match ends (its record goes to the statistics); before the fix at
    # least one full record per action and per state change.
    assert len(built) == 1
    assert window.saved.export_record_action.isEnabled()
    saved = parse_record(autosave_path().read_bytes())  # the autosave is still complete
    assert c.match is not None and len(saved.actions) == len(c.match.actions)
