"""The engine, records, session and command line never import Qt (STYLE.md: the boundary holds)."""

from __future__ import annotations

from tests.qt_blocked import run_without_qt


def test_plain_python_packages_import_without_qt() -> None:
    out = run_without_qt(
        """
        import chicago_desktop.engine, chicago_desktop.records, chicago_desktop.i18n
        import chicago_desktop.ai, chicago_desktop.cli, chicago_desktop.texts
        import chicago_desktop.two_to_twelve, chicago_desktop.two_to_twelve.records
        import chicago_desktop.session, chicago_desktop.review, chicago_desktop.commands.review
        import chicago_desktop.net, chicago_desktop.net.aio, chicago_desktop.net.discovery
        import chicago_desktop.commands.host, chicago_desktop.commands.join
        from chicago_desktop.session import GameSession, Seat
        from chicago_desktop.engine import Match, ScriptedDice, preset
        m = Match(preset("classic"), 2, dice=ScriptedDice([1, 1, 1, 2, 2, 2]), first_leader=0)
        m.throw(); m.stop(); m.throw()
        assert m.losses(1) == 1
        s = GameSession(preset("basic"), (Seat("A"), Seat("B")), dice=ScriptedDice([1, 2, 3]))
        from chicago_desktop.engine import Throw
        s.submit(s.current_seat, Throw())
        assert s.snapshot().faces == (1, 2, 3)
        try:
            import PySide6  # noqa: F401
        except ImportError:
            print("blocked")
        """
    )
    assert out == "blocked"
