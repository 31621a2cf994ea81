"""Writing a file so that a crash never leaves half of it, and moving a bad file aside.

:func:`write_atomic` writes the new content to a temporary file in the same folder, forces
it to disk, and renames it over the old file; the rename is atomic on every platform the
game runs on, so a reader (or the next start after a power cut) sees either the old file or
the new one, never a mixture. The folder is synced too, so the rename itself survives a
crash where the operating system allows it.

A process killed between creating the temporary file and the rename leaves that file
behind; it has a name no reader looks at, and :func:`remove_stale_temporaries` tidies such
leftovers once they are old enough not to belong to a write still running in another copy.

:func:`set_aside` keeps a bad file for a bug report instead of deleting it, under a name
that says when it was set aside and never overwrites an earlier one.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from datetime import datetime

TEMP_SUFFIX: Final = ".tmp"
#: A temporary file older than this cannot belong to a write that is still going on.
STALE_AFTER_SECONDS: Final = 600.0
_REPLACE_RETRIES: Final = 20


def _temp_prefix(path: Path) -> str:
    return f".{path.name}."


def write_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` in one step; raise OSError if that cannot be done.

    On failure the old file is untouched and no temporary file is left behind.
    """
    folder = path.parent
    fd, temp_name = tempfile.mkstemp(prefix=_temp_prefix(path), suffix=TEMP_SUFFIX, dir=folder)
    temp = Path(temp_name)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        _replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    _sync_folder(folder)


def _replace(source: Path, target: Path) -> None:
    """``os.replace``, retried briefly on Windows where a reader may hold the target open."""
    for attempt in range(_REPLACE_RETRIES):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if sys.platform != "win32" or attempt == _REPLACE_RETRIES - 1:
                raise
            time.sleep(0.05)


def _sync_folder(folder: Path) -> None:
    """Make the rename durable; folders cannot be opened for syncing on Windows."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse to sync a folder; the rename is done all the same
    finally:
        os.close(fd)


def set_aside(path: Path, *, now: datetime | None = None) -> Path:
    """Rename ``path`` to ``<name>.bad-YYYYmmdd-HHMMSS[-n]`` beside it and return the new path.

    The first free name is taken, so an earlier bad file is never overwritten. Raises OSError
    (FileNotFoundError when another copy of the game set the same file aside first).
    """
    if now is None:
        from datetime import datetime  # only when a file is set aside, not at every start

        now = datetime.now()
    stamp = now.strftime("%Y%m%d-%H%M%S")
    base = f"{path.name}.bad-{stamp}"
    n = 0
    while (target := path.with_name(base if n == 0 else f"{base}-{n}")).exists():
        n += 1
    os.rename(path, target)
    return target


def remove_stale_temporaries(path: Path, *, older_than: float = STALE_AFTER_SECONDS) -> None:
    """Delete temporary files of ``path`` left by a process killed mid-write."""
    cutoff = time.time() - older_than
    try:
        candidates = list(path.parent.glob(f"{_temp_prefix(path)}*{TEMP_SUFFIX}"))
    except OSError:
        return
    for temp in candidates:
        with contextlib.suppress(OSError):
            if temp.stat().st_mtime < cutoff:
                temp.unlink()
