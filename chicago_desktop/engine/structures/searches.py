"""Basic: searches and tally marks, with the playoff among the tied (R42)."""

from __future__ import annotations

from ..events import (
    Event,
    PlayerSafe,
    RoundSummary,
    SearchLost,
    SearchStarted,
    TallyMarkTaken,
)
from ..rules import Rules
from .base import Lots, Status, Structure


class Searches(Structure):
    """The best of each rolling round is safe; the last one left loses the search (R42)."""

    end_rule = "R42"

    def __init__(self, rules: Rules, players: int, lots: Lots) -> None:
        super().__init__(rules, players, lots)
        assert rules.searches is not None
        self.searches = rules.searches
        self.search = 0
        self.playoff = False
        self.members: tuple[int, ...] = tuple(range(players))

    def _key(self) -> tuple[object, ...]:
        return (self.search, self.playoff, self.members)

    def start(self, first_leader: int) -> list[Event]:
        """The first search, led by the first leader."""
        return [SearchStarted(0, first_leader, self.members, False)]

    def finish_round(self, summary: RoundSummary, events: list[Event]) -> int | None:
        """R42: the best is safe; the worst leads on, or the last one left takes a mark."""
        st = self.standings
        best = summary.best[0]
        st.status[best] = Status.SAFE
        events.append(PlayerSafe(best))
        left = [s for s in self.members if st.status[s] is Status.PLAYING]
        if len(left) > 1:
            return self.lead(summary.worst[0], events)
        loser = left[0]
        st.tally_marks[loser] += 1
        events.append(SearchLost(loser, self.search))
        events.append(TallyMarkTaken(loser, st.tally_marks[loser]))
        if self.playoff:
            self.lose_match(loser, events)
            return None
        self.search += 1
        if self.search < self.searches:
            return self._begin(tuple(range(self.players)), loser, False, events)
        most = max(st.tally_marks)
        tied = tuple(s for s in range(self.players) if st.tally_marks[s] == most)
        if len(tied) == 1:
            self.lose_match(tied[0], events)
            return None
        # R42 Decision: the tied play one more search, led by the last loser if tied,
        # otherwise by lot among the tied (D8).
        leader = loser if loser in tied else self.lots.draw(tied)
        return self._begin(tied, leader, True, events)

    def _begin(
        self, members: tuple[int, ...], leader: int, playoff: bool, events: list[Event]
    ) -> int:
        """A new search among ``members``; everybody else sits it out as safe (R42)."""
        st = self.standings
        for seat in range(self.players):
            st.status[seat] = Status.PLAYING if seat in members else Status.SAFE
        self.members = members
        self.playoff = playoff
        events.append(SearchStarted(self.search, leader, members, playoff))
        return self.lead(leader, events)
