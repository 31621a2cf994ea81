"""What a CPU player reads from the engine before it decides, in one small value.

Every level decides from the same :class:`Situation`, read from a live
:class:`~chicago_desktop.engine.Match` by :func:`read_situation`. Only classic rules are
supported (R40: fixed scoring, releasable holds, no Chicago, no turning sixes, ranking R30):
the tables assume exactly those rules, so anything else is refused rather than misplayed.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import (
    ChicagoRule,
    HoldPolicy,
    Match,
    MatchStructure,
    Ranking,
    Rules,
    Scoring,
    TurnSixesRule,
)
from .dice_space import state_of
from .errors import NotDecidable


def is_classic(rules: Rules) -> bool:
    """True if the rules are the classic ones the tables were built for (R40)."""
    return (
        rules.scoring is Scoring.FIXED
        and rules.hold_policy is HoldPolicy.RELEASABLE
        and rules.chicago is ChicagoRule.OFF
        and rules.turn_sixes is TurnSixesRule.OFF
        and rules.ranking is Ranking.CLASSIC
        and rules.match is MatchStructure.LOSSES
        and rules.losses_to_out is not None
    )


@dataclass(frozen=True, slots=True)
class Situation:
    """The decision-relevant part of a classic match at a player's turn.

    ``state`` is the multiset number of the faces (None before the first throw), ``left``
    the throws still allowed, ``after`` the players still to throw after this one,
    ``lowest`` the lowest result so far (None for the leader). For the match level:
    ``losses`` and ``others`` (the losses of every other player in the game, in turn order
    after this one: the rest of this round first).
    """

    seat: int
    faces: tuple[int, int, int] | None
    state: int | None
    throws: int
    cap: int
    left: int
    is_leader: bool
    players: int
    after: int
    lowest: int | None
    max_throws: int
    losses_to_out: int
    losses: int
    others: tuple[int, ...]
    leader_score: int | None
    leader_throws: int | None
    best_score: int | None
    results: tuple[tuple[int, int], ...]  # (score, throws) of this round so far, in order

    @property
    def heads_up(self) -> bool:
        """True when only two players are left in the match."""
        return len(self.others) == 1


def read_situation(match: Match) -> Situation:
    """Read the current player's situation; raise :class:`NotDecidable` if there is none."""
    if not is_classic(match.rules):
        raise NotDecidable(f"the CPU plays classic rules only, not {match.rules.preset}")
    turn = match.turn
    seat = match.current_seat
    if turn is None or seat is None:
        raise NotDecidable("no player is to throw or stop")
    assert match.rules.losses_to_out is not None
    order = match.round_state.order
    position = order.index(seat)
    later = order[position + 1 :]
    earlier = order[:position]
    others_seats = later + tuple(s for s in earlier)
    results = tuple((match.score_of(r.dice), r.throws) for r in match.results)
    leader = results[0] if results else None
    return Situation(
        seat=seat,
        faces=turn.faces,
        state=state_of(turn.faces) if turn.faces is not None and turn.throws > 0 else None,
        throws=turn.throws,
        cap=turn.cap,
        left=turn.throws_left,
        is_leader=not match.cap_is_set,
        players=len(order),
        after=match.players_after_current(),
        lowest=match.lowest_so_far(),
        max_throws=match.rules.max_throws,
        losses_to_out=match.rules.losses_to_out,
        losses=match.losses(seat),
        others=tuple(match.losses(s) for s in others_seats),
        leader_score=leader[0] if leader else None,
        leader_throws=leader[1] if leader else None,
        best_score=match.best_so_far(),
        results=results,
    )
