"""An advisory lock between running copies of the game, for read-modify-write of one file.

Atomic writes keep every file whole, but two copies that each read, change and write the
same file would still lose one copy's change. Code that merges (statistics) or checks before
it deletes (the autosave) holds this lock around the read and the write.

The lock is taken on a separate ``<name>.lock`` file that is never deleted: deleting a lock
file lets a third process lock a fresh file while a second still holds the old one. The
operating system drops the lock when its holder dies, so a killed copy never blocks the
next. POSIX uses ``flock`` (which also excludes other threads with their own descriptor);
Windows locks the first byte with ``msvcrt``.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Final

#: Critical sections last milliseconds; waiting longer means another copy is stuck.
DEFAULT_TIMEOUT: Final = 10.0
#: The longest the window's thread waits for a lock (issue 11): held for milliseconds by a
#: healthy copy, so a longer wait means a stuck one, and the window must not freeze for it.
#: Callers on the window's thread pass this and try again later instead.
WINDOW_TIMEOUT: Final = 0.25
_POLL_SECONDS: Final = 0.01


def lock_path(path: Path) -> Path:
    """The lock file that guards ``path``."""
    return path.with_name(path.name + ".lock")


@contextmanager
def file_lock(path: Path, *, timeout: float = DEFAULT_TIMEOUT) -> Iterator[None]:
    """Hold the exclusive lock of ``path``; raise TimeoutError after ``timeout`` seconds."""
    fd = os.open(lock_path(path), os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + timeout
        while not _try_lock(fd):
            if time.monotonic() >= deadline:
                raise TimeoutError(f"{lock_path(path)} is held by another copy of the game")
            time.sleep(_POLL_SECONDS)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


if sys.platform == "win32":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
