"""CPU opponents, hints and self-play for every preset (R40). Plain Python, no Qt.

The public contract the window codes against:

- :data:`LEVELS` and :func:`make_player` → :class:`CpuPlayer` with ``decide(match)``;
- :func:`hint` → :class:`Hint` (``seat``, ``objective``, ``options`` best first, ``best``)
  of :class:`HintOption` (``action``, ``p_avoid_loss``, ``p_best``);
- :func:`warm_up` (build every table once, thread-safe), :func:`warm_up_steps` (the same in
  steps of well under a millisecond) and :func:`tables_ready`.

How the levels play and how strong they are is written down in docs/ai.md.
"""

from .errors import NotDecidable, UnknownLevel
from .hints import Hint, HintOption, hint
from .players import LEVELS, CpuPlayer, make_player
from .tables import tables_ready, warm_up, warm_up_steps

__all__ = [
    "LEVELS",
    "CpuPlayer",
    "Hint",
    "HintOption",
    "NotDecidable",
    "UnknownLevel",
    "hint",
    "make_player",
    "tables_ready",
    "warm_up",
    "warm_up_steps",
]
