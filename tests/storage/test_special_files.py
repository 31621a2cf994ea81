"""Issue 11, item 2: a FIFO or a folder in place of a stored file is a bad file, at once.

Before the fix, opening a FIFO waited for a writer forever: a FIFO ``settings.json`` hung
even ``--smoke-test``. Each loader runs in a thread here; if it is still blocked after a
while the test opens the FIFO for writing itself (which frees the reader) and fails.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from chicago_desktop.storage.autosave import load_autosave
from chicago_desktop.storage.document import Loaded
from chicago_desktop.storage.paths import (
    autosave_path,
    settings_path,
    statistics_path,
    tutorial_progress_path,
)
from chicago_desktop.storage.settings import load_settings
from chicago_desktop.storage.statistics import load_statistics, save_statistics
from chicago_desktop.storage.statistics.model import Statistics
from chicago_desktop.tutorial.progress import load_progress

LOADERS: dict[str, tuple[Callable[[], Path], Callable[[], Loaded[Any]]]] = {
    "autosave": (autosave_path, load_autosave),
    "settings": (settings_path, load_settings),
    "statistics": (statistics_path, load_statistics),
    "tutorial": (tutorial_progress_path, load_progress),
}


def _call_unblocked(fn: Callable[[], Any], fifo: Path) -> Any:
    result: list[Any] = []
    worker = threading.Thread(target=lambda: result.append(fn()), daemon=True)
    worker.start()
    worker.join(20)
    if worker.is_alive():  # blocked on the FIFO: release it so the test run can go on
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
        worker.join(20)
        pytest.fail(f"{fn.__name__} blocked on a FIFO")
    return result[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX feature")
@pytest.mark.parametrize("kind", sorted(LOADERS))
def test_a_fifo_is_set_aside_with_a_notice(kind: str) -> None:
    path_of, load = LOADERS[kind]
    path = path_of()
    os.mkfifo(path)
    loaded = _call_unblocked(load, path)
    assert loaded.notice is not None
    assert not path.exists()
    assert list(path.parent.glob(path.name + ".bad-*"))


@pytest.mark.parametrize("kind", sorted(LOADERS))
def test_a_folder_in_place_of_the_file_gives_a_notice(kind: str) -> None:
    path_of, load = LOADERS[kind]
    path = path_of()
    path.mkdir()
    loaded = load()
    assert loaded.notice is not None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX feature")
def test_saving_statistics_over_a_fifo_does_not_block() -> None:
    path = statistics_path()
    os.mkfifo(path)
    merged = _call_unblocked(lambda: save_statistics(Statistics()), path)
    assert merged == Statistics()
    assert path.is_file()
