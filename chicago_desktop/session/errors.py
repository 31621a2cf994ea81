"""Named errors of the session, in the engine's family so callers catch one base."""

from __future__ import annotations

from ..engine import IllegalAction


class NotYourTurn(IllegalAction):
    """An action for a seat that is not the one to act (R8: turns go round in order).

    Raised before anything is applied: the match, the event log and the dice source are
    exactly as they were.
    """

    def __init__(self, seat: int, to_act: int | None) -> None:
        who = "nobody" if to_act is None else f"seat {to_act}"
        super().__init__(f"seat {seat} may not act now: {who} is to act", "R8")
        self.seat = seat
        self.to_act = to_act


class UnknownSeat(IllegalAction):
    """A seat number the session does not have."""

    def __init__(self, seat: object, players: int) -> None:
        super().__init__(f"seat {seat!r} is not one of the {players} seats", "R8")
        self.seat = seat
