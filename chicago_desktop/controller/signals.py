"""A guard against a reference-counting bug of PySide6 6.12.0 on CPython 3.11.

PySide6 6.12.0 returns ``None``, ``True`` and ``False`` from its wrappers (every void
method, ``processEvents()``, ``QTimer.start()``, ``Signal.emit()`` …) without taking a
reference, as if they were immortal objects; they are immortal only from CPython 3.12 on.
On 3.11 every such call drops one reference, and after a few thousand calls the
interpreter aborts with "none_dealloc: deallocating None" or "bool_dealloc".

:func:`guard_singletons` gives these three objects a reference count so large that no
session can use it up, which is what CPython 3.12 does for them anyway. It runs when this
module is imported (the controller and the window import it first) and does nothing on
3.12 and later. :func:`emit` remains the one way the project emits signals, so the guard
cannot be bypassed by an import order.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any, Final

#: Large enough that a session never drops this many references, small enough to be safe.
_RESERVE: Final = 1 << 40


def guard_singletons() -> bool:
    """Make None, True and False practically immortal on CPython < 3.12; True if done."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    for obj in (None, True, False):
        refcnt = ctypes.c_ssize_t.from_address(id(obj))
        if refcnt.value < _RESERVE:
            refcnt.value += _RESERVE
    return True


GUARDED: Final = guard_singletons()


def emit(signal: Any, *args: Any) -> None:
    """``signal.emit(*args)`` (see the module's note on PySide6 6.12)."""
    signal.emit(*args)
