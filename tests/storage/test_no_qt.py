"""The storage layer is plain Python: it loads and saves with PySide6 unimportable."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

CHILD = textwrap.dedent(
    """
    import importlib.abc, sys

    class Block(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name == "PySide6" or name.startswith(("PySide6.", "shiboken6")):
                raise ImportError("Qt is blocked in this test: " + name)
            return None

    sys.meta_path.insert(0, Block())
    from chicago_desktop.storage import autosave, atomic, document, lock, paths, settings
    from chicago_desktop.storage import statistics
    settings.save_settings(settings.Settings(cpu_speed="fast"))
    assert settings.load_settings().value.cpu_speed == "fast"
    assert statistics.load_statistics().value == statistics.Statistics()
    assert autosave.load_autosave().value is None
    print("plain")
    """
)


def test_storage_needs_no_qt(home: Path) -> None:
    proc = subprocess.run(  # the child inherits the test's CHICAGO_DESKTOP_HOME
        [sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=120, check=False
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "plain"
    assert (home / "config" / "settings.json").exists()  # the child used the test's folder
