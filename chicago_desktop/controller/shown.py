"""What the window shows of a match: the controller's read-only view of the shown state.

A mixin of :class:`~.game.GameController`, kept apart so the controller module holds only
input, pacing and signals. Everything here reads the :class:`~chicago_desktop.session.
ShownState` folded from the events released so far (which lags the session while events
are paced) or the session's rules; nothing here changes anything.
"""

from __future__ import annotations

from ..engine import (
    Call,
    CoasterPhase,
    RoundRanking,
    Rules,
    Status,
    TurnResult,
    rank_round,
    result_score,
)
from ..session import (
    GameSession,
    RoundOutcome,
    SeatResult,
    ShownState,
    StandingKind,
    standing_kinds,
    standing_limit,
)
from .pacing import MatchSettings


class ShownQueries:
    """The shown state of the controller's match, as properties the views read."""

    _shown: ShownState
    _session: GameSession | None
    _settings: MatchSettings | None
    _chicagos: frozenset[int]

    @property
    def rules(self) -> Rules | None:
        """The rules of the match, if any."""
        return self._session.rules if self._session is not None else None

    @property
    def shown_call(self) -> Call | None:
        """The call of the shown round, once made (R7)."""
        return self._shown.call

    @property
    def middle(self) -> int | None:
        """Coasters shown in the middle (R43), None without coasters."""
        return self._shown.middle

    @property
    def coaster_phase(self) -> CoasterPhase | None:
        """The shown coaster phase (R43 handing out, R45 clearing), None without coasters."""
        return self._shown.coaster_phase

    @property
    def search(self) -> tuple[int, bool] | None:
        """The shown search (index from 0, and whether it is the playoff), basic only (R42)."""
        return self._shown.search

    def shown_chicago(self, seat: int) -> bool:
        """True if ``seat`` threw a Chicago in the shown round (R20)."""
        return seat in self._chicagos

    def ranking_so_far(self) -> RoundRanking | None:
        """The engine's ranking of the shown round's finished results, in turn order."""
        s = self._session
        if s is None or not self._shown.results:
            return None
        order = [seat for seat in self._shown.order if seat in self._shown.results]
        results = [
            TurnResult(
                seat,
                self._shown.results[seat].dice,
                self._shown.results[seat].throws,
                seat in self._chicagos,
            )
            for seat in order
        ]
        return rank_round(s.rules, results, self._shown.call)

    @property
    def is_over(self) -> bool:
        """True once the end of the match has been shown."""
        return self._shown.over

    @property
    def winner(self) -> int | None:
        """The winner shown at the end, if any (R41)."""
        return self._shown.winner

    @property
    def loser(self) -> int | None:
        """The loser shown at the end, if any (R42, R45)."""
        return self._shown.loser

    @property
    def draw(self) -> bool:
        """True when the match ended in a draw (R41)."""
        return self._shown.draw

    @property
    def shown_seat(self) -> int | None:
        """Seat whose turn is shown."""
        return self._shown.seat

    @property
    def shown_faces(self) -> tuple[int, int, int] | None:
        """Dice as they lie in the shown turn (None before its first throw)."""
        return self._shown.faces

    @property
    def shown_throws(self) -> int:
        """Throws used in the shown turn."""
        return self._shown.throws

    @property
    def shown_cap(self) -> int:
        """Throws allowed in the shown turn."""
        return self._shown.cap

    @property
    def cap_setter(self) -> int | None:
        """The leader whose turn set the cap of the shown round (R5), once set."""
        return self._shown.cap_setter

    @property
    def shown_round(self) -> int:
        """Index of the shown rolling round, from 0."""
        return self._shown.round

    @property
    def shown_leader(self) -> int | None:
        """Leader of the shown round."""
        return self._shown.leader

    @property
    def round_order(self) -> tuple[int, ...]:
        """Turn order of the shown round."""
        return self._shown.order

    def round_result(self, seat: int) -> SeatResult | None:
        """A seat's finished result in the shown round, scored under the shown call.

        The leader's turn ends before the call is made (R7), so the score its TurnEnded
        carried is the fixed one; once the call is shown every result is worth what the
        call makes of it, the leader's own included.
        """
        result = self._shown.results.get(seat)
        if result is None or self._session is None:
            return result
        score = result_score(self._session.rules, result.dice, self._shown.call)
        return SeatResult(result.dice, result.throws, score)

    def shown_losses(self, seat: int) -> int:
        """Losses shown for a seat."""
        return self.shown_count(seat, StandingKind.LOSSES)

    def shown_count(self, seat: int, kind: StandingKind) -> int:
        """A shown counter of a seat: losses, tally marks or coasters."""
        counts = {
            StandingKind.LOSSES: self._shown.losses,
            StandingKind.TALLY_MARKS: self._shown.tally_marks,
            StandingKind.COASTERS: self._shown.coasters,
        }[kind]
        return counts[seat] if 0 <= seat < len(counts) else 0

    def shown_status(self, seat: int) -> Status:
        """Standing shown for a seat."""
        if 0 <= seat < len(self._shown.status):
            return self._shown.status[seat]
        return Status.PLAYING

    @property
    def standing_kind(self) -> StandingKind:
        """The counter the score sheet shows for the match's structure (R41-R45)."""
        s = self._session
        return standing_kinds(s.rules)[0] if s is not None else StandingKind.LOSSES

    def standing_limit(self) -> int | None:
        """The count that ends a seat's match for :attr:`standing_kind`, if any (R41)."""
        s = self._session
        if s is None:
            return self.losses_to_out
        return standing_limit(s.rules, self.standing_kind)

    @property
    def losses_to_out(self) -> int:
        """Losses that put a player out."""
        return self._settings.losses_to_out if self._settings is not None else 3

    @property
    def max_throws(self) -> int:
        """The leader's maximum throws."""
        return self._settings.max_throws if self._settings is not None else 3

    def shown_score(self) -> int | None:
        """The value of the shown dice as they lie (R6)."""
        if self._shown.faces is None or self._session is None:
            return None
        return self._session.score_of(self._shown.faces)

    def lowest_shown(self) -> tuple[int, tuple[int, ...]] | None:
        """The lowest result of the shown round so far and the seats that have it."""
        return self._shown.lowest()

    @property
    def last_outcome(self) -> RoundOutcome | None:
        """The last scored round shown, for the round report."""
        return self._shown.last_outcome
