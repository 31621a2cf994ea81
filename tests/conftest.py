"""Test-wide settings: Qt renders offscreen and no test ever touches the real user folders."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Until a test sets its own, every game folder lives in a throwaway directory.
os.environ["CHICAGO_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="chicago-tests-")


@pytest.fixture
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh folder for settings, statistics and saves, for this test only."""
    monkeypatch.setenv("CHICAGO_DESKTOP_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"
