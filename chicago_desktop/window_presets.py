"""Which presets the window can play today; the engine, records and CLI play all of R40.

Kept apart from the engine (which plays every preset) so that the window's own limit is
stated once: the autosave refuses to resume, and File ▸ Open refuses to play on, a record of
a preset the window has no widgets for yet, instead of showing a table that cannot work.
"""

from __future__ import annotations

from typing import Final

from .engine.rules import PRESET_NAMES

#: Presets the window's table and CPU seats handle: every preset of R40 (issue 14). The
#: name stays so that a later preset can be offered by the engine before the window.
WINDOW_PRESETS: Final = frozenset(PRESET_NAMES)
