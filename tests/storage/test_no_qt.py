"""The storage layer is plain Python: it loads and saves with PySide6 unimportable."""

from __future__ import annotations

from pathlib import Path

from tests.qt_blocked import run_without_qt


def test_storage_needs_no_qt(home: Path) -> None:
    out = run_without_qt(  # the child inherits the test's CHICAGO_DESKTOP_HOME
        """
        from chicago_desktop.storage import autosave, atomic, document, lock, paths, settings
        from chicago_desktop.storage import statistics
        settings.save_settings(settings.Settings(cpu_speed="fast"))
        assert settings.load_settings().value.cpu_speed == "fast"
        assert statistics.load_statistics().value == statistics.Statistics()
        assert autosave.load_autosave().value is None
        print("plain")
        """
    )
    assert out == "plain"
    assert (home / "config" / "settings.json").exists()  # the child used the test's folder
