"""The engine, records and AI never import Qt (STYLE.md: the boundary cannot erode).

A child interpreter makes PySide6 unimportable, then imports the plain-Python packages and
replays a record; any Qt import on that path fails the test.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

CHILD = textwrap.dedent(
    """
    import importlib.abc, sys

    class Block(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name == "PySide6" or name.startswith(("PySide6.", "shiboken6")):
                raise ImportError("Qt is blocked in this test: " + name)
            return None

    sys.meta_path.insert(0, Block())
    import chicago_desktop.engine, chicago_desktop.records, chicago_desktop.i18n
    import chicago_desktop.ai, chicago_desktop.cli
    from chicago_desktop.engine import Match, ScriptedDice, preset
    m = Match(preset("classic"), 2, dice=ScriptedDice([1, 1, 1, 2, 2, 2]), first_leader=0)
    m.throw(); m.stop(); m.throw()
    assert m.losses(1) == 1
    try:
        import PySide6  # noqa: F401
    except ImportError:
        print("blocked")
    """
)


def test_plain_python_packages_import_without_qt() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=120, check=False
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "blocked"
