"""Which presets the window can play today; the engine, records and CLI play all of R40.

Kept apart from the engine (which plays every preset) so that the window's own limit is
stated once: the autosave refuses to resume, and File ▸ Open refuses to play on, a record of
a preset the window has no widgets for yet, instead of showing a table that cannot work.
"""

from __future__ import annotations

from typing import Final

#: Presets the window's table, CPU seats and tutorial handle.
WINDOW_PRESETS: Final = frozenset({"classic"})
