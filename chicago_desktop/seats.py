"""Facts about seats that the engine, records, settings, AI and window all check.

Plain constants in a module of their own, so that reading the settings at start-up does
not have to load the rules engine just to know how many players a match may have.
"""

from __future__ import annotations

from typing import Final

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 6
MAX_NAME_LENGTH: Final = 64
#: CPU levels, weakest first (RECORDS.md spells them so).
LEVELS: Final = ("easy", "medium", "hard", "expert")
