"""The AT-SPI tests need Linux, Xvfb, a D-Bus session daemon, the AT-SPI bus and the
system's Python with PyGObject and the Atspi typelib (Debian: xvfb, dbus-daemon,
at-spi2-core, python3-gi, gir1.2-atspi-2.0).

They are marked ``atspi``. Elsewhere than on Linux they are skipped. Where the packages
are missing they are left out of a plain ``pytest`` run (a newcomer's machine) and said so
in the summary; asked for with ``-m atspi`` (CI, .ci/run, after installing the packages)
a missing package is an error, never a skip.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from typing import Any

import pytest

SYSTEM_PYTHON = "/usr/bin/python3"


def missing_tools() -> list[str]:
    """What the AT-SPI tests need and this machine lacks."""
    missing = [tool for tool in ("Xvfb", "dbus-daemon") if shutil.which(tool) is None]
    if not shutil.which(SYSTEM_PYTHON):
        missing.append(SYSTEM_PYTHON)
    else:
        probe = "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi"
        done = subprocess.run(
            [SYSTEM_PYTHON, "-c", probe], capture_output=True, text=True, check=False
        )
        if done.returncode != 0:
            missing.append("python3-gi and gir1.2-atspi-2.0 (the system Python's Atspi)")
    return missing


def pytest_collection_modifyitems(config: Any, items: list[pytest.Item]) -> None:
    atspi = [item for item in items if item.get_closest_marker("atspi")]
    if not atspi:
        return
    if not sys.platform.startswith("linux"):
        for item in atspi:
            item.add_marker(pytest.mark.skip(reason="AT-SPI is the Linux accessibility bus"))
        return
    asked = "atspi" in str(config.getoption("-m") or "")
    missing = missing_tools()
    if missing and not asked:
        # A plain run on a machine without the packages: left out, not skipped.
        config.hook.pytest_deselected(items=atspi)
        items[:] = [item for item in items if item not in atspi]
        config.stash[MISSING] = missing
    elif missing:
        config.stash[MISSING] = missing  # asked for: each test fails and says what


MISSING = pytest.StashKey[list[str]]()


def pytest_terminal_summary(terminalreporter: Any, config: Any) -> None:
    missing = config.stash.get(MISSING, None)
    if missing and "atspi" not in str(config.getoption("-m") or ""):
        terminalreporter.write_line(
            "AT-SPI tests left out (missing: " + ", ".join(missing) + "); "
            "install them and run: pytest -m atspi tests/ui/atspi"
        )
