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
from ..engine.round_state import RoundState
from ..engine.scoring import fixed_score
from .dice_space import FACES_STATE
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
    """Read the current player's situation; raise :class:`NotDecidable` if there is none.

    Everything but the dice and the throws is the same for every decision of a turn, so
    that part is read once per turn (:class:`_TurnReading`) and only the dice are read
    for each decision; self-play used to spend most of its time reading the same round.
    """
    rules = match.rules
    if rules is not _classic_rules[0]:
        if not is_classic(rules):
            raise NotDecidable(f"the CPU plays classic rules only, not {rules.preset}")
        _classic_rules[0] = rules
    turn = match.turn
    seat = match.current_seat
    if turn is None or seat is None:
        raise NotDecidable("no player is to throw or stop")
    rnd = match.round_state
    reading = _last[0]
    if not reading.same_turn(match, rnd, seat):
        reading = _last[0] = _TurnReading(match, rnd, seat)
    faces = turn.faces
    throws = turn.throws
    return Situation(
        reading.seat,
        faces,
        FACES_STATE[faces] if faces is not None and throws > 0 else None,
        throws,
        turn.cap,
        turn.throws_left,
        *reading.rest,
    )


_Rest = tuple[
    bool,
    int,
    int,
    int | None,
    int,
    int,
    int,
    tuple[int, ...],
    int | None,
    int | None,
    int | None,
    tuple[tuple[int, int], ...],
]
"""The fields of a :class:`Situation` from ``is_leader`` on, in order."""


class _TurnReading:
    """The part of a :class:`Situation` that stays the same for the whole of one turn:
    it is found again by the identity of the match, its round's results and the seat."""

    __slots__ = ("match", "rest", "results", "round_index", "seat")

    rest: _Rest

    def __init__(self, match: Match | None, rnd: RoundState | None, seat: int) -> None:
        self.match = match
        self.seat = seat
        if match is None or rnd is None:
            self.results: tuple[object, ...] = ()
            self.round_index = -1
            self.rest = (True, 0, 0, None, 0, 0, 0, (), None, None, None, ())
            return
        self.results = rnd.results
        self.round_index = rnd.index
        rules = match.rules
        assert rules.losses_to_out is not None
        order = rnd.order
        position = order.index(seat)
        others_seats = order[position + 1 :] + order[:position]
        results = tuple((fixed_score(r.dice), r.throws) for r in rnd.results)
        leader = results[0] if results else None
        scores = [score for score, _ in results]
        self.rest = (
            not match.cap_is_set,
            len(order),
            len(order) - len(rnd.results) - 1,
            min(scores) if scores else None,
            rules.max_throws,
            rules.losses_to_out,
            match.losses(seat),
            tuple(match.losses(s) for s in others_seats),
            leader[0] if leader else None,
            leader[1] if leader else None,
            max(scores) if scores else None,
            results,
        )

    def same_turn(self, match: Match, rnd: RoundState, seat: int) -> bool:
        """True if this reading is of the turn now being played in ``match``."""
        return (
            self.match is match
            and self.results is rnd.results
            and self.round_index == rnd.index
            and self.seat == seat
        )


#: The last turn read (one is enough: a turn's decisions come one after another), and the
#: last rules found classic, so neither is read again for the next decision.
_last: list[_TurnReading] = [_TurnReading(None, None, -1)]
_classic_rules: list[Rules | None] = [None]
