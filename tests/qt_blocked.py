"""Run Python code in a child interpreter where PySide6 cannot be imported.

The engine, records, AI, storage and tutorial must stay plain Python (STYLE.md: the
boundary cannot erode); each of their boundary tests runs its code through this.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

BLOCK = textwrap.dedent(
    """
    import importlib.abc, sys

    class Block(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name == "PySide6" or name.startswith(("PySide6.", "shiboken6")):
                raise ImportError("Qt is blocked in this test: " + name)
            return None

    sys.meta_path.insert(0, Block())
    """
)


def run_without_qt(body: str) -> str:
    """Run ``body`` with Qt blocked; fail with its stderr if it fails, else return stdout."""
    proc = subprocess.run(
        [sys.executable, "-c", BLOCK + textwrap.dedent(body)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.strip()
