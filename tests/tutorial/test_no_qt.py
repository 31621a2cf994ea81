"""The tutorial package is plain Python: it imports and runs with Qt made unimportable."""

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
    from chicago_desktop.tutorial import LESSONS, LessonRun, load_progress
    from chicago_desktop.tutorial.replay import check_step, walk
    for lesson in LESSONS:
        for part in lesson.parts:
            if not part.is_practice:
                for moment in walk(part):
                    assert not check_step(part, moment)
    run = LessonRun(LESSONS[0])
    print(run.instruction(None).text()[:7], load_progress().notice)
    """
)


def test_tutorial_imports_and_runs_without_qt() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=120, check=False
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "Welcome None"
