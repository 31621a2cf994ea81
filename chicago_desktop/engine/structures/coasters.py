"""Coasters: the handing-out phase and the clearing phase, put down or passed (R43-R46)."""

from __future__ import annotations

from ..events import (
    CoasterPassed,
    CoasterPhase,
    CoasterPutDown,
    CoasterTaken,
    Event,
    PhaseChanged,
    RoundSummary,
    RoundWithoutEffect,
)
from ..frozen_values import builder
from ..rules import MatchStructure, Rules
from .base import Lots, Structure

# The events of every round's coaster, built by their slots (:mod:`..frozen_values`).
_coaster_taken = builder(CoasterTaken, ("seat", "coasters", "middle"))
_coaster_put_down = builder(CoasterPutDown, ("seat", "coasters"))
_coaster_passed = builder(CoasterPassed, ("giver", "receiver"))
_without_effect = builder(RoundWithoutEffect, ("index",))


class Coasters(Structure):
    """Coasters from the middle to the worst, then cleared by the best (R43, R45).

    Bavarian and pub put coasters down (they leave the game); tschigg passes them from the
    best to the worst. The last player holding coasters has lost the match.
    """

    end_rule = "R45"

    def __init__(self, rules: Rules, players: int, lots: Lots) -> None:
        super().__init__(rules, players, lots)
        middle = rules.starting_coasters(players)
        assert middle is not None
        self.middle = middle
        self.passes = rules.match is MatchStructure.COASTERS_PASS
        self.phase = CoasterPhase.HANDING_OUT

    def _key(self) -> tuple[object, ...]:
        return (self.middle, self.phase)

    def finish_round(self, summary: RoundSummary, events: list[Event]) -> int | None:
        """One rolling round's coaster: taken from the middle, put down or passed."""
        if self.phase is CoasterPhase.HANDING_OUT:
            return self._hand_out(summary, events)
        return self._clear(summary, events)

    def _hand_out(self, summary: RoundSummary, events: list[Event]) -> int | None:
        """R43: the worst takes a coaster; with the middle empty, the clearing begins."""
        st = self.standings
        if not summary.worst:
            # R46: nobody is worst (sand): nothing moves and the same leader leads again.
            events.append(_without_effect(summary.index))
            return self.lead(summary.leader, events)
        worst = summary.worst[0]
        st.coasters[worst] += 1
        self.middle -= 1
        events.append(_coaster_taken(worst, st.coasters[worst], self.middle))
        if self.middle > 0:
            return self.lead(worst, events)
        self.phase = CoasterPhase.CLEARING
        events.append(PhaseChanged(CoasterPhase.CLEARING))
        for seat in st.playing():
            if st.coasters[seat] == 0:
                self.player_won(seat, events)
        holders = st.playing()
        if len(holders) == 1:
            # R45: one player holds every coaster in play and has lost at once.
            self.lose_match(holders[0], events)
            return None
        most = max(st.coasters[s] for s in holders)
        tied = [s for s in holders if st.coasters[s] == most]
        leader = tied[0] if len(tied) == 1 else self.lots.draw(tied)
        return self.lead(leader, events)

    def _clear(self, summary: RoundSummary, events: list[Event]) -> int | None:
        """R45: the best puts a coaster down (or passes it to the worst); R46 otherwise."""
        st = self.standings
        best = summary.best[0] if summary.best else None
        worst = summary.worst[0] if summary.worst else None
        if not self.passes:
            assert best is not None
            st.coasters[best] -= 1
            events.append(_coaster_put_down(best, st.coasters[best]))
        elif best is not None and worst is not None:
            st.coasters[best] -= 1
            st.coasters[worst] += 1
            events.append(_coaster_passed(best, worst))
        else:
            events.append(_without_effect(summary.index))
        if best is not None and st.coasters[best] == 0:
            self.player_won(best, events)
        holders = st.playing()
        if len(holders) == 1:
            self.lose_match(holders[0], events)
            return None
        # R40: the worst leads next; with no worst the same leader leads again (R46).
        return self.lead(worst if worst is not None else summary.leader, events)

    # ------------------------------------------------------------ R44 rollers
    def roller_leaves(self, seat: int, events: list[Event]) -> bool:
        """R44: the roller has won and their coasters leave the game with them."""
        self.standings.coasters[seat] = 0
        self.player_won(seat, events, by_chicago=True)
        if len(self.standings.playing()) <= 1:
            return False
        return self.phase is CoasterPhase.HANDING_OUT

    def after_cut_round(
        self, summary: RoundSummary, roller: int, events: list[Event]
    ) -> int | None:
        """R44: the match is over if one player is left, else the same leader leads again."""
        playing = self.standings.playing()
        if len(playing) == 1:
            self.lose_match(playing[0], events)
            return None
        if summary.leader != roller:
            return self.lead(summary.leader, events)
        return self.lead(self.next_clockwise(roller), events)
