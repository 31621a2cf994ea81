"""Building the first screen without PySide6's ``Qt`` namespace.

The first time Python touches PySide6's ``Qt`` namespace, PySide6 builds all of its ninety
or so enums as Python enums: about 20 ms on CPython 3.11, an eighth of the time an empty
PySide6 window takes to appear. The first screen painted (home, with its notices and Resume
offer) therefore leaves ``Qt`` alone; the table, the setup and the dialogs, built after the
first paint, use it freely. ``tests/ui/test_first_paint.py`` keeps it that way. (On Windows
the theme asks the system's colour scheme, an enum of ``Qt``, before the first paint all
the same: see ``theme.ASK_SCHEME_BEFORE_PAINT``.)

The two helpers here replace what the home screen would otherwise need ``Qt`` for: an enum
or flags property named the way Qt Designer files and style sheets name it (the
meta-object system turns the key names into the value in C++), and centring a widget in a
layout with stretches instead of an alignment flag.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QHBoxLayout, QWidget


def set_enum_property(obj: QObject, name: str, keys: str) -> None:
    """Set the enum or flags property ``name`` of ``obj`` to ``keys`` ("AlignCenter",
    "AlignLeft|AlignTop").

    Raises ValueError for an unknown property or key, so a typo fails at once instead of
    leaving the default in place.
    """
    if obj.metaObject().indexOfProperty(name) < 0 or not obj.setProperty(name, keys):
        raise ValueError(f"{type(obj).__name__} has no property {name!r} that takes {keys!r}")


def centred(widget: QWidget) -> QHBoxLayout:
    """A row holding ``widget`` at its preferred width, centred (as ``AlignHCenter`` would)."""
    row = QHBoxLayout()
    row.setContentsMargins(0, 0, 0, 0)
    row.addStretch(1)
    row.addWidget(widget)
    row.addStretch(1)
    return row
