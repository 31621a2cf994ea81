"""The AI plays a whole match, hints and simulates with Qt made unimportable."""

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
    from chicago_desktop.ai import hint, warm_up
    from chicago_desktop.ai.selfplay import play_match
    import chicago_desktop.commands.hint, chicago_desktop.commands.simulate
    warm_up()
    match = play_match(("easy", "medium", "hard", "expert"), 11)
    assert match.is_over
    print("ok")
    """
)


def test_ai_runs_without_qt() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=120, check=False
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "ok"
