"""Classic: losses and elimination (R41)."""

from __future__ import annotations

from ..events import Event, LossTaken, MatchEnded, PlayerOut, RoundSummary
from .base import Status, Structure


class Losses(Structure):
    """Every worst takes a loss; out at the limit; the last player left wins (R41)."""

    end_rule = "R41"

    def finish_round(self, summary: RoundSummary, events: list[Event]) -> int | None:
        """R41: losses, elimination, a winner or a draw; the best still in leads (D2)."""
        limit = self.rules.losses_to_out
        assert limit is not None
        st = self.standings
        for seat in summary.worst:
            st.losses[seat] += 1
            events.append(LossTaken(seat, st.losses[seat]))
            if st.losses[seat] >= limit:
                st.status[seat] = Status.OUT
                events.append(PlayerOut(seat))
        left = st.playing()
        if len(left) <= 1:
            self.over = True
            if left:
                self.winner = left[0]
                st.status[left[0]] = Status.WON
            else:
                self.draw = True
            events.append(MatchEnded(self.winner, None, self.draw))
            return None
        leader = next(s for s in summary.order if st.status[s] is Status.PLAYING)
        return self.lead(leader, events)
