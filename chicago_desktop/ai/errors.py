"""Named errors of the CPU players and the hint function."""

from __future__ import annotations


class NotDecidable(ValueError):
    """There is no decision to make: no turn in progress, or rules the AI does not play."""


class UnknownLevel(ValueError):
    """A CPU level name that is not one of :data:`chicago_desktop.ai.LEVELS`."""
