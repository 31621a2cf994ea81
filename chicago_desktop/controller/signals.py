"""Emitting Qt signals from Python safely.

PySide6 6.12.0 on CPython 3.11 returns the result of ``SignalInstance.emit()`` (``True``)
without taking a reference to it, so every emit from Python code drops one reference of
``True``; after a few hundred emits the interpreter aborts with "bool_dealloc: deallocating
True or False". Every emit in the controller and the window goes through :func:`emit`,
which gives the reference back when (and only when) the running PySide6 has the bug.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any, Final

from PySide6.QtCore import QObject, Signal


class _Probe(QObject):
    ping = Signal()


def _emit_drops_a_reference() -> bool:
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(4):
        probe.ping.emit()
    lost = before - sys.getrefcount(True)
    for _ in range(max(0, lost)):
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))
    return lost >= 4


EMIT_DROPS_A_REFERENCE: Final = _emit_drops_a_reference()


def emit(signal: Any, *args: Any) -> None:
    """``signal.emit(*args)``, repairing the reference PySide6 6.12 drops."""
    result = signal.emit(*args)
    if EMIT_DROPS_A_REFERENCE and isinstance(result, bool):
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(result))
