"""Expert's heads-up best reply to Medium, Easy or Hard outside classic, read from
:mod:`.preset_optimum`.

Where Hard (which Expert plays heads-up outside classic) is more than 0.3 points below the
exact match optimum against its opponent — against Medium in tschigg (5.1 points;
basic, bavarian and pub are within 0.1), against Easy in every preset (0.8-1.2 points in
basic, bavarian and pub), against Hard itself in tschigg (ten points: 59.98% for the
optimum; in basic and bavarian Hard is already its own best reply, in pub within 0.004
points; docs/ai.md) — Expert told that its one opponent is that level, or facing a person
in tschigg (taken as Hard, :data:`.policies.ASSUMED_LEVEL`), plays the optimum:
every decision of its turns is read from the turn solved for the values of the round's
outcomes in the current match state, and its call (R7, R24) is the one of largest
expected value against the opponent's reply. In a match of two seats (three coasters,
R43), and once two players are left in the clearing phase of a larger coaster match
(:func:`endgame`): in tschigg they hold all 2n - 1 coasters between them (R45), in
bavarian and pub up to n + 1 (coasters put down, R45, or gone with a Chicago, R44).

The tables are built by :func:`.preset_optimum.reply_steps` (the window runs them in
steps, ``controller/warm_up.py``; the match values are shipped, :mod:`.reply_table`); a
decision without them builds them at once. Against Easy a round it leads is replied to
under the call it really made (Easy sometimes calls at random, R7).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..engine import (
    MAX_PLAYERS,
    Action,
    CoasterPhase,
    MakeCall,
    Match,
    MatchStructure,
    Phase,
    Rules,
    Throw,
)
from .dice_space import state_of
from .errors import NotDecidable
from .heads_up_round import HeadsUpRound, Payoff
from .policies import ASSUMED_LEVEL
from .preset_optimum import MatchOptimum, _scale, best_call, reply_steps, solved
from .round_hints import _action, _value, turn_choices
from .steps import run_steps

#: Per opponent level, the structures whose heads-up match Expert plays as the exact best
#: reply to it.
REPLY_STRUCTURES: Final = {
    "medium": (MatchStructure.COASTERS_PASS,),
    "easy": (
        MatchStructure.SEARCHES,
        MatchStructure.COASTERS_PUT_DOWN,
        MatchStructure.COASTERS_PASS,
    ),
    "hard": (MatchStructure.COASTERS_PASS,),
}

# A person is taken to play :data:`.policies.ASSUMED_LEVEL` (Hard), as in classic: in
# tschigg the reply to Hard also does better than Expert's own heads-up play against Medium
# and Easy (docs/ai.md), so that costs nothing against the weaker levels.


def replied_level(rules: Rules, table: Sequence[str | None] | None, seat: int) -> str | None:
    """The level the seat's Expert plays the best reply to (two seats, the other a level
    it replies to in these rules; a person is taken as Hard), or None."""
    if table is None or len(table) != 2:  # classic's structure is in no entry: best_reply.py
        return None
    return _replied(rules.match, table[1 - seat])


def played_by(table: Sequence[str | None], seat: int) -> str:
    """The level a seat is taken to play: its CPU level, or for a person (None, or a seat
    the table does not name) :data:`.policies.ASSUMED_LEVEL`."""
    level = table[seat] if seat < len(table) else None
    return ASSUMED_LEVEL if level is None else level


def _replied(structure: MatchStructure, level: str | None) -> str | None:
    """The level replied to in ``structure`` for a seat of ``level`` (None: a person, taken
    as :data:`.policies.ASSUMED_LEVEL`), or None where Expert plays no reply to it."""
    played = ASSUMED_LEVEL if level is None else level
    return played if structure in REPLY_STRUCTURES.get(played, ()) else None


def replies(rules: Rules, table: Sequence[str | None] | None, seat: int) -> bool:
    """True if the seat's Expert plays the best reply (:func:`replied_level`)."""
    return replied_level(rules, table, seat) is not None


def endgame_coasters(rules: Rules) -> tuple[int, ...]:
    """The heads-up ends solved for larger matches, by their coasters (R43, R45): in
    tschigg one per table size, the 2n - 1 coasters that passing keeps in play between the
    two left; in bavarian and pub, where coasters leave the game, one end holding up to
    the largest table's n + 1 between them; none in basic and classic."""
    if rules.match is MatchStructure.COASTERS_PASS:
        return tuple(2 * n - 1 for n in range(3, MAX_PLAYERS + 1))
    if rules.match is MatchStructure.COASTERS_PUT_DOWN:
        return (MAX_PLAYERS + 1,)
    return ()


def _end_of(rules: Rules, coasters: int) -> int | None:
    """The solved end that two players holding ``coasters`` between them are in."""
    ends = endgame_coasters(rules)
    if rules.match is MatchStructure.COASTERS_PUT_DOWN:
        return ends[0] if ends and 2 <= coasters <= ends[0] else None
    return coasters if coasters in ends else None


def endgame_builds(rules: Rules, table: Sequence[str | None]) -> list[tuple[str, int]]:
    """Every (level, coasters) whose heads-up end an Expert of a larger coaster match may
    reach (:func:`endgame`): each other level replied to, with its end's coasters."""
    if len(table) <= 2 or "expert" not in table:
        return []
    n = rules.starting_coasters(len(table))
    end = None if n is None else _end_of(rules, n)
    if end is None:
        return []
    levels = {_replied(rules.match, level) for level in table}
    return [(level, end) for level in sorted(lv for lv in levels if lv is not None)]


def endgame(match: Match, table: Sequence[str | None] | None, seat: int) -> tuple[str, int] | None:
    """The level the seat's Expert plays the best reply to at the heads-up end of a larger
    coaster match, and the coasters of the solved end it is in: two players left in the
    clearing phase (R45), the other a level replied to in these rules (a person taken as
    Hard). None elsewhere."""
    if table is None or len(table) <= 2 or not endgame_coasters(match.rules):
        return None
    if match.coaster_phase is not CoasterPhase.CLEARING:
        return None
    other = _other_left(match, seat)
    if other is None:
        return None
    level = _replied(match.rules.match, played_by(table, other))
    end = _end_of(match.rules, match.coasters(seat) + match.coasters(other))
    if level is None or end is None:
        return None  # not a state the shipped ends have
    return level, end


def _other_left(match: Match, seat: int) -> int | None:
    """The one other player left in the match with ``seat`` (None: not two left)."""
    left = match.in_game()
    if len(left) != 2 or seat not in left:
        return None
    return left[0] if left[1] == seat else left[1]


def match_state(match: Match, seat: int) -> tuple[object, ...]:
    """The heads-up match state of :class:`.preset_optimum.MatchOptimum` for ``seat`` (in a
    larger match, against the one other player left)."""
    other = 1 - seat if match.players == 2 else _other_left(match, seat)
    assert other is not None, "not two left"  # the heads-up end of a larger match
    lead = match.leader == seat
    if match.rules.match is MatchStructure.SEARCHES:
        if match.in_playoff:
            return ("playoff", lead)
        index = match.search_index
        assert index is not None
        return ("search", index, match.tally_marks(seat), match.tally_marks(other), lead)
    a, b = match.coasters(seat), match.coasters(other)
    if match.coaster_phase is CoasterPhase.CLEARING:
        return ("clear", a, b, lead)
    return ("hand", match.middle, a, b, lead)


def tables(rules: Rules, opponent: str = "medium", coasters: int | None = None) -> MatchOptimum:
    """The solved match (built now if nobody built it in steps)."""
    found = solved(rules, opponent, coasters)
    if found is None:
        run_steps(reply_steps(rules, opponent, coasters))
        found = solved(rules, opponent, coasters)
        assert found is not None
    return found


def decide(
    match: Match, seat: int, opponent: str = "medium", coasters: int | None = None
) -> Action:
    """Expert's action: the exact best reply to ``opponent`` in the current match state
    (with ``coasters``: at the heads-up end of a larger coaster match, :func:`endgame`)."""
    if match.phase is Phase.OVER:
        raise NotDecidable("the match is over")
    turn = match.turn
    if turn is not None and turn.throws == 0:
        return Throw()  # R2: nothing to read before the first throw
    m = tables(match.rules, opponent, coasters)
    state = match_state(match, seat)
    return play(match, m.round_of(state), m.decision_payoff(state))


def play(match: Match, rnd: HeadsUpRound, pay: Payoff) -> Action:
    """The best action of the player to move in a round of two against ``rnd``'s opponent,
    the round's outcomes worth ``pay`` (from the mover's side): the call of largest
    expected value (R7, R24), else the option of largest value of the turn solved for
    them, as leader (every end worth its best call, R5) or replying to the leader's result
    under the call it made."""
    turn = match.turn
    if turn is not None and turn.throws == 0:
        return Throw()  # R2: the first throw throws all three dice
    results = match.results
    if match.phase is Phase.CALL:
        first = results[0]
        scaled, _, _ = _scale(rnd.outcomes(), pay)
        v = dict(zip(rnd.outcomes(), scaled, strict=True))
        call, _ = best_call(rnd, v, (state_of(first.dice), first.throws, first.chicago))
        assert call is not None
        return MakeCall(call)
    if not results:
        _, table = rnd.lead_value(pay)
    else:
        first = results[0]
        lead = (state_of(first.dice), first.throws, first.chicago)
        _, reply = rnd.reply_value(pay, lead, match.round_state.call)
        if reply is None:  # pragma: no cover - a Chicago heads-up ends the round (R44)
            raise NotDecidable("nothing to decide after the leader's Chicago")
        table = reply
    choices = turn_choices(match)
    values = [round(_value(table, match, c), 12) for c in choices]
    best = max(values)
    return _action(match, choices[values.index(best)])
