"""The AI plays a whole match, hints and simulates with Qt made unimportable."""

from __future__ import annotations

from tests.qt_blocked import run_without_qt
from tests.tiers import slow


@slow  # a whole match as a process; imports: tests/test_boundary.py
def test_ai_runs_without_qt() -> None:
    out = run_without_qt(
        """
        from chicago_desktop.ai import hint, warm_up
        from chicago_desktop.ai.selfplay import play_match
        import chicago_desktop.commands.hint, chicago_desktop.commands.simulate
        warm_up()
        match = play_match(("easy", "medium", "hard", "expert"), 11)
        assert match.is_over
        print("ok")
        """
    )
    assert out == "ok"
