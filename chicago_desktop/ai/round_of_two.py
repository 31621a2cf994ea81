"""Expert's exact best reply in a basic rolling round of two, in a match of any size.

A basic search ends with a rolling round of two (R42: the best of each round is safe and
sits out, so a search of n players has rounds of n, n - 1, ..., 2), and a playoff among
two tied players is one such round. Whatever the standing, that round has two outcomes:
the winner is safe, the loser takes the search's tally mark and leads the next search (no
sand in basic, and its Chicago does not remove its roller: R40, R44). Being best is then
never worth less than being worst, whatever the standing (where both are worth the same,
the match no longer depends on the round and every choice is as good), so the best reply
for the match is the best reply for the round: the largest chance of being best against
the other player's own policy. :class:`.heads_up_round.HeadsUpRound` enumerates that
policy (Medium's and Easy's turn ends depend only on the call and the cap; their calls are
theirs, R7), and our turn is solved for the chance of being best, as leader (each end
worth its best call, our throw count the cap, R5) or replying to the result and call in
front of us.

This covers a basic match of two seats against Medium too, where Expert used to keep
Hard's play (Hard is within 0.1 points of that optimum, docs/ai.md): every round of such a
match is a round of two, so playing each one as its best reply is the match's optimum.
Against Easy a match of two is already played from the solved match
(:mod:`.preset_reply`), which makes the same choices. Against Hard, or a person taken as
Hard (:func:`.preset_reply.played_by`), Hard's own play is the best reply in a round of
two (the leader's tables assume the Hard follower it faces), so nothing here runs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..engine import Action, Match, MatchStructure, Rules
from .heads_up_round import THEM, US, HeadsUpRound, Outcome
from .preset_reply import play, played_by
from .steps import Steps

#: The levels whose rounds of two Expert replies to in basic (Hard is its own best reply).
REPLIED: Final = ("easy", "medium")

#: The two outcomes of a basic round of two, from our side (best, worst, cut).
_WIN: Final[Outcome] = (US, THEM, False)
_LOSE: Final[Outcome] = (THEM, US, False)

_ROUNDS: dict[tuple[Rules, str], HeadsUpRound] = {}


def _pay(outcome: Outcome) -> float:
    """A round of two is worth being best (module text)."""
    return 1.0 if outcome == _WIN else 0.0


def opponent(match: Match, table: Sequence[str | None] | None, seat: int) -> str | None:
    """The level the seat's Expert replies to in the current rolling round of a basic
    match (R42): the round has two players, ``seat`` one of them, and the other plays a
    level in :data:`REPLIED` (a person is taken as Hard: None). None elsewhere."""
    if table is None or match.rules.match is not MatchStructure.SEARCHES:
        return None
    order = match.round_state.order
    if len(order) != 2 or seat not in order:
        return None
    played = played_by(table, order[0] if order[1] == seat else order[1])
    return played if played in REPLIED else None


def levels_replied(rules: Rules, table: Sequence[str | None]) -> list[str]:
    """The levels at a basic table of ``table``'s seats whose rounds of two an Expert seat
    may reply to (:func:`opponent`), in a fixed order: what the window builds for it."""
    if rules.match is not MatchStructure.SEARCHES or "expert" not in table:
        return []
    return [level for level in REPLIED if level in table]


def heads_up(rules: Rules, level: str) -> HeadsUpRound:
    """The round of two against ``level`` (its chances filled on use or by
    :func:`build_steps`), one per rules and level."""
    found = _ROUNDS.get((rules, level))
    if found is None:
        found = _ROUNDS[(rules, level)] = HeadsUpRound(rules, level)
        if set(found.outcomes()) != {_WIN, _LOSE}:
            del _ROUNDS[(rules, level)]
            raise ValueError("a round of two with more than two outcomes")  # not basic
    return found


def build_steps(rules: Rules, level: str) -> Steps[None]:
    """The opponent's replies to every result and call, then our leader's turn, in steps
    (about 70 ms against Medium, 200 ms against Easy, in steps of a few ms)."""
    rnd = heads_up(rules, level)
    yield from rnd.chances_steps()
    rnd.lead_value(_pay)
    yield


def decide(match: Match, level: str) -> Action:
    """The action of the player to move in a basic round of two against ``level``
    (:func:`opponent`): the best reply for the chance of being best."""
    return play(match, heads_up(match.rules, level), _pay)
