"""Every storage test runs with its user folders inside its own tmp_path.

The environment variable moves all three folders; the XDG variables and HOME are pointed
there too, so even code that ignored the variable could not reach the real home.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from chicago_desktop.storage.paths import ENV_VAR


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The folder that holds config/, data/ and state/ for this test."""
    root = tmp_path / "home"
    monkeypatch.setenv(ENV_VAR, str(root))
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / "user" / var.lower()))
    return root
