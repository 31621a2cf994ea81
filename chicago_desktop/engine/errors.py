"""Named errors of the engine.

Every illegal action raises a subclass of :class:`IllegalAction` that carries the number of
the rule it breaks (RULES.md), so records can report "action 7 breaks R5" and the window can
explain a refusal. The engine always validates before it changes anything, so a raised
error means the state is exactly as it was.
"""

from __future__ import annotations

from collections.abc import Mapping


class ChicagoError(Exception):
    """Base of every error the engine raises on purpose."""


class InvalidRules(ChicagoError, ValueError):
    """A rules configuration or preset setting that RULES.md R40 does not allow."""


class UnsupportedRules(ChicagoError):
    """A preset the engine knows but cannot play as a whole match yet."""


class IllegalAction(ChicagoError, ValueError):
    """An action the rules forbid in the current state; ``rule`` names the rule broken.

    ``message`` is the one-line English reason of the machine output (records, ``replay``);
    ``code`` names the reason and ``values`` its numbers, so that a window can say it in
    the player's language (positions in ``values`` count from 0, as the record does).
    """

    def __init__(
        self,
        message: str,
        rule: str,
        *,
        code: str = "",
        values: Mapping[str, int | str] | None = None,
    ) -> None:
        super().__init__(f"{message} ({rule})")
        self.rule = rule
        self.reason = message
        self.code = code
        self.values: dict[str, int | str] = dict(values or {})


class ThrowNotAllowed(IllegalAction):
    """A throw that is past the cap, after the turn, or not the expected next action."""


class HoldNotAllowed(IllegalAction):
    """A hold set that releases a final die, holds the die in the cup, or holds all three."""


class InvalidFaces(IllegalAction):
    """Dice faces outside 1-6, or the wrong number of faces for the dice thrown."""


class StopNotAllowed(IllegalAction):
    """Stopping before the first throw, right after turning sixes, or outside a turn."""


class CallNotAllowed(IllegalAction):
    """A call in a preset without calls, at the wrong moment, or of a kind not offered."""


class TurnSixesNotAllowed(IllegalAction):
    """Turning sixes where the preset forbids it or the dice do not allow it (R21, R22)."""


class MatchOver(IllegalAction):
    """Any action after the match has ended."""


class DiceExhausted(ChicagoError):
    """A scripted dice source has no faces left."""
