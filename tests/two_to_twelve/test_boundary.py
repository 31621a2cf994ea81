"""The Chicago 2–12 package, its records and report never import Qt (STYLE.md boundary)."""

from __future__ import annotations

from pathlib import Path

from tests.qt_blocked import run_without_qt

GOLDEN = Path(__file__).parent / "golden"


def test_two_to_twelve_imports_and_replays_without_qt() -> None:
    record = GOLDEN / "teams_rolloff.json"
    out = run_without_qt(
        f"""
        import chicago_desktop.two_to_twelve
        import chicago_desktop.two_to_twelve.records, chicago_desktop.two_to_twelve.report
        import chicago_desktop.two_to_twelve.command, chicago_desktop.commands.replay
        from chicago_desktop.engine import ScriptedDice
        from chicago_desktop.two_to_twelve import Game, Rules
        from chicago_desktop.two_to_twelve.records import load_record, outcome_json, replay_record
        from chicago_desktop.two_to_twelve.report import game_text
        g = Game(Rules(), 2, dice=ScriptedDice([1, 1, 3, 4]))
        g.throw(); g.throw()
        assert g.totals == (2, 0)
        rec = load_record({str(record)!r})
        assert outcome_json(replay_record(rec).game)["winning_team"] == 0
        assert "Team 1 wins" in game_text(rec)
        try:
            import PySide6  # noqa: F401
        except ImportError:
            print("blocked")
        """
    )
    assert out == "blocked"
