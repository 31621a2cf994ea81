"""Hard's decisions outside classic, read from memos instead of derived again each time.

:func:`.round_hints.best_option` lists every option of the player to move with both of its
exact chances, which is what a hint shows. Hard needs only the winner, and the same
position against the same solved turn comes back in match after match: self-play spent
most of its time listing options it had listed before. :func:`best_action` keeps each
answer in the solved turn it was read from (``SolvedTurn.picks``), keyed by everything
the choice depends on besides that table, so a decision is a few dictionary look-ups; a
miss asks :func:`.round_hints.pick_choice` — the very function a hint ranks with — so a
memo can only repeat its answer, never change it.

What a turn's choice depends on, for one table: the final-held faces and the free faces as
multisets (positions change the action, not the choice), the throws used and whether a
throw is owed after turning sixes (R21); with the "both" objective (tschigg's clearing)
the second table too, checked by identity.
"""

from __future__ import annotations

import threading
from typing import Final

from ..engine import Match, MatchStructure, Phase, Throw
from ..engine.turn import Turn
from .dice_space import FACES_STATE
from .round_hints import (
    AVOID,
    BEST,
    BOTH,
    HintAction,
    RoundOption,
    _hold_positions,
    best_option,
    model_of,
    objective_of,
    pick_choice,
    turn_table,
)
from .turn_values import SolvedTurn

_START: Final = Throw()

Faces = tuple[int, ...]
_Pick = tuple[SolvedTurn | None, HintAction | None, Faces]
"""A memo's entry: the second table it was read with, the action or the faces to hold."""
_Where = tuple[tuple[int, int, int] | None, frozenset[int], frozenset[int]]


class _Split:
    """How the dice lie, (faces, final, cup), as the choice sees it: a small number for
    the multisets of final and free faces, and the throw holding each multiset of them."""

    __slots__ = ("number", "throws")

    def __init__(self, number: int) -> None:
        self.number = number
        self.throws: dict[Faces, Throw] = {}


#: (faces, final, cup) -> its split: a few thousand at most (216 faces, 8 final, 4 cups).
_SPLITS: dict[_Where, _Split] = {}
#: (final faces, free faces) -> the number their splits share.
_NUMBERS: dict[tuple[Faces, Faces], int] = {}
_NUMBERING = threading.Lock()
#: The tables of the last turn read: (match, round, results so far, objective, tables).
_last: list[tuple[object, int, int, str, SolvedTurn | None, SolvedTurn | None]] = [
    (None, -1, -1, "", None, None)
]


def best_action(match: Match) -> HintAction:
    """The action :func:`.round_hints.best_option` would return (what Hard plays)."""
    phase = match.phase
    if phase is Phase.CALL:
        return best_call(match)
    turn = match.turn
    if phase is not Phase.TURN or turn is None:
        return best_option(match).action  # raises NotDecidable
    if turn.throws == 0:
        return _START  # R2: the first throw of a turn throws all three dice
    if match.rules.match is MatchStructure.LOSSES:
        return best_option(match).action  # classic: R30's own tables (hints only)
    rnd = match.round_state
    reading = _round[0]
    if reading.match is not match or reading.index != rnd.index:
        reading = _round[0] = _RoundReading(match, rnd.index)
    objective = reading.objective
    if rnd.results:
        first, other = _tables(match, objective)
    else:
        first, other = reading.leader_tables()
    if first is None:
        return best_option(match).action  # sand after a Chicago: nothing to memo
    where = (turn.faces, turn.final, turn.cup)
    split = _SPLITS.get(where)
    if split is None:
        split = _SPLITS[where] = _new_split(turn)
    # Throws used 1-3, and whether a throw is owed after turning sixes (R21).
    key: object = split.number * 8 + turn.throws * 2 + turn.must_throw
    if other is not None:
        key = (key, id(other))
    picks = first.picks
    found: _Pick | None = picks.get(key)
    if found is None or found[0] is not other:
        choice = pick_choice(match, objective)[0]
        found = picks[key] = (other, choice.action, choice.held)
    _, action, held = found
    if action is not None:
        return action
    throw = split.throws.get(held)
    if throw is None:
        throw = split.throws[held] = Throw(hold=_hold_positions(turn, held))
    return throw


class _RoundReading:
    """What stays the same for a whole rolling round: its objective, model and the
    leader's table(s); found again by the identity of the match and the round's number
    (a match only goes forward, and the coaster phase changes only between rounds, R43)."""

    __slots__ = ("index", "leader", "match", "model", "objective")

    def __init__(self, match: Match | None, index: int) -> None:
        self.match = match  # kept, so that its id is not reused while this reading lives
        self.index = index
        self.objective = ""
        self.leader: tuple[SolvedTurn | None, SolvedTurn | None] = (None, None)
        if match is None:
            return
        self.objective = objective_of(match)
        self.model = model_of(match)

    def leader_tables(self) -> tuple[SolvedTurn | None, SolvedTurn | None]:
        """The leader's table(s), solved on first use (a follower's reading never asks)."""
        if self.leader[0] is None:
            model, objective = self.model, self.objective
            if objective == BOTH:
                self.leader = (model.leader_turn(AVOID), model.leader_turn(BEST))
            else:
                self.leader = (model.leader_turn(objective), None)
        return self.leader


_round: list[_RoundReading] = [_RoundReading(None, -1)]


def best_call(match: Match) -> HintAction:
    """The leader's call of :func:`.round_hints.best_option`, kept in the round model by
    the objective and the leader's result as a multiset (what every call's chances are
    computed from)."""
    reading = _round[0]
    if reading.match is not match or reading.index != match.round_index:
        reading = _round[0] = _RoundReading(match, match.round_index)
    model = reading.model
    result = match.results[0]
    key = (reading.objective, FACES_STATE[result.dice], result.throws, result.chicago)
    found = model.call_picks.get(key)
    if found is None:
        found = model.call_picks[key] = best_option(match)
    assert isinstance(found, RoundOption)
    return found.action


def _tables(match: Match, objective: str) -> tuple[SolvedTurn | None, SolvedTurn | None]:
    """A follower's solved turn(s) for the objective, the same for every decision of a turn."""
    rnd = match.round_state
    done = len(rnd.results)
    last = _last[0]
    # The same match, round and number of results so far: the same turn (a match only goes
    # forward), so the same setting, cap, call and earlier results.
    if last[0] is match and last[1] == rnd.index and last[2] == done and last[3] == objective:
        return last[4], last[5]
    if objective == BOTH:
        first, other = turn_table(match, AVOID), turn_table(match, BEST)
    else:
        first, other = turn_table(match, objective), None
    _last[0] = (match, rnd.index, done, objective, first, other)
    return first, other


def _new_split(turn: Turn) -> _Split:
    faces = turn.faces
    assert faces is not None
    final = tuple(sorted(faces[p] for p in turn.final))
    free = tuple(sorted(faces[p] for p in range(3) if p not in turn.final and p not in turn.cup))
    with _NUMBERING:  # two threads must not give two multisets the same number
        number = _NUMBERS.setdefault((final, free), len(_NUMBERS))
    return _Split(number)


__all__ = ["best_action", "best_call"]
