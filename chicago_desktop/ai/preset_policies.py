"""The four levels in the presets other than classic (R40): every decision of a turn and
the leader's call.

Classic keeps its own policies (:mod:`.policies`), unchanged. Here a decision is read
straight from the engine's :class:`~chicago_desktop.engine.Match`:

- **Medium** — a fixed rule. It keeps the *keepers*: the two faces worth most in the
  direction played (1 and 6 while the call is not known yet and under fixed scoring; 1
  and 2 under "ones 1 · low"; ...; under sand every face but 1 and 6, R24), throws the
  rest, and stops when every die it may throw is a keeper. It turns two sixes (R21, R22)
  whenever a one is worth more than a six in the direction played. As leader it calls
  what makes its own result look best: sand if it made sand, otherwise the call under
  which the fewest results of a throw of three dice beat its own.
- **Easy** — Medium's habits with noise: now and then it keeps only its best keeper or
  one face more, settles for a result too readily, turns sixes or not at random, and
  sometimes calls at random. Its noise comes from the player's seeded generator.
- **Hard** — the exact optimum of the rolling round for the structure's objective
  (:mod:`.round_hints`, docs/ai.md).
- **Expert** — :func:`.full_table.preset_expert`: in a round of three or more it plays
  its turn for what the round's outcomes are worth to the match (:mod:`.match_model`,
  :mod:`.weighted_turn`; in bavarian and pub a Chicago wins the match, R44); heads-up it
  plays Hard or its exact reply to a known level, and in the handing-out phase Hard's
  ranking but for the Chicago.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Final

from ..engine import Action, Call, MakeCall, Match, Phase, Rules, Stop, Throw, TurnSixes
from ..engine.scoring import called_score, fixed_face_value, fixed_score, is_fish
from ..engine.turn import Turn
from .dice_space import EMPTY_KEPT, OUT_PROBS, OUT_STATES, STATES
from .errors import NotDecidable
from .round_keys import SAND, calls_of
from .round_picks import best_action


@lru_cache(maxsize=1)
def _throw_chances() -> tuple[float, ...]:
    """Chances of the 56 results of one throw of three dice, for Medium's call."""
    probs = dict(zip(OUT_STATES[EMPTY_KEPT], OUT_PROBS[EMPTY_KEPT], strict=True))
    return tuple(probs.get(i, 0.0) for i in range(len(STATES)))


def face_value(face: int, call: Call | None) -> int:
    """A face's value in the direction played: larger is better (fixed scoring if None)."""
    if call is None:
        return fixed_face_value(face)
    value = call.face_value(face)
    return value if call.high else -value


def keepers(call: Call | None) -> frozenset[int]:
    """The faces Medium keeps: the two worth most in the direction played, or under sand
    every face that is neither a one nor a six (R24)."""
    if call is not None and call.sand:
        return frozenset({2, 3, 4, 5})
    ranked = sorted(range(1, 7), key=lambda f: -face_value(f, call))
    return frozenset(ranked[:2])


def ones_beat_sixes(call: Call | None) -> bool:
    """True if a one is worth more than a six in the direction played (not under sand)."""
    if call is not None and call.sand:
        return False
    return face_value(1, call) > face_value(6, call)


def _free(turn: Turn) -> list[int]:
    return [p for p in range(3) if p not in turn.final and p not in turn.cup]


def hold_action(turn: Turn, wanted: set[int]) -> Throw | Stop:
    """Throw holding the final dice and the wanted free ones; all three held means stop."""
    hold = frozenset(turn.final) | frozenset(p for p in _free(turn) if p in wanted)
    if len(hold) == 3:
        return Stop()
    return Throw(hold=hold)


def keeper_positions(turn: Turn, keep: frozenset[int]) -> set[int]:
    """Free positions whose face is in ``keep``."""
    assert turn.faces is not None
    return {p for p in _free(turn) if turn.faces[p] in keep}


def round_call(match: Match) -> Call | None:
    """The call the current turn is played under (None for the leader, or fixed scoring)."""
    return match.round_state.call


def result_percentile(dice: tuple[int, int, int], call: Call | None) -> float:
    """Chance that one throw of three dice gives a result strictly worse than ``dice``."""
    return _percentile(tuple(sorted(dice)), call)


@lru_cache(maxsize=4096)
def _percentile(dice: tuple[int, ...], call: Call | None) -> float:
    chances = _throw_chances()
    if call is not None and call.sand:
        sand = is_fish(dice)
        return (
            sum(p for s, p in zip(STATES, chances, strict=True) if not is_fish(s)) if sand else 0.0
        )
    mine = _directed(dice, call)
    return sum(p for s, p in zip(STATES, chances, strict=True) if _directed(s, call) < mine)


def _directed(dice: tuple[int, ...], call: Call | None) -> int:
    if call is None:
        return fixed_score(dice)
    value = called_score(dice, call)
    return value if call.high else -value


def medium_call_for(rules: Rules, dice: tuple[int, int, int]) -> Call | None:
    """Medium's call on the leader's ``dice``: sand if they made sand (R24), else the call
    that makes the result look best; None in a preset without a call. The one home of the
    rule: the exact best reply to Medium (:mod:`.heads_up_round`) reads it too."""
    calls = [c for c in calls_of(rules) if c is not None]
    if not calls:
        return None
    if SAND in calls and is_fish(dice):
        return SAND
    strict = [c for c in calls if not c.sand]
    return max(strict, key=lambda c: (result_percentile(dice, c), -strict.index(c)))


def medium_call(match: Match) -> Call:
    """Sand if the leader made sand (R24), else the call that makes its result look best."""
    call = medium_call_for(match.rules, match.results[0].dice)
    assert call is not None  # asked only at the call (R7)
    return call


def medium(match: Match) -> Action:
    """The fixed rule (module text)."""
    if match.phase is Phase.CALL:
        return MakeCall(medium_call(match))
    turn = _turn(match)
    if turn.throws == 0:
        return Throw()
    call = round_call(match)
    if turn.sixes_turnable() and ones_beat_sixes(call):
        return TurnSixes()
    action = hold_action(turn, keeper_positions(turn, keepers(call)))
    if isinstance(action, Stop) and not turn.may_stop():
        return Throw(hold=frozenset(turn.final))  # pragma: no cover - a cup die is free
    return action


#: Easy's habits: its holds, and how readily it settles for a result.
EASY_TURN_SIXES: Final = 0.5
EASY_RANDOM_CALL: Final = 0.3
#: A hold's draw below this keeps only the best keeper; below :data:`EASY_ONE_MORE` (and
#: not that) one die more. :mod:`.easy_ends` reads the same numbers.
EASY_SINGLE_KEEPER: Final = 0.15
EASY_ONE_MORE: Final = 0.3


def easy_stop_chance(percentile: float) -> float:
    """Easy's chance of stopping on a result beating ``percentile`` of all throws."""
    if percentile >= 0.9:
        return 0.7
    if percentile >= 0.75:
        return 0.45
    if percentile >= 0.5:
        return 0.2
    return 0.05


def easy(match: Match, rng: random.Random) -> Action:
    """A casual player (module text); every draw comes from ``rng``."""
    if match.phase is Phase.CALL:
        calls = [c for c in calls_of(match.rules) if c is not None]
        if rng.random() < EASY_RANDOM_CALL:
            return MakeCall(rng.choice(calls))
        return MakeCall(medium_call(match))
    turn = _turn(match)
    if turn.throws == 0:
        return Throw()
    assert turn.faces is not None
    call = round_call(match)
    if turn.sixes_turnable() and rng.random() < EASY_TURN_SIXES:
        return TurnSixes()
    if turn.may_stop():
        pct = result_percentile(turn.faces, call if call is not None else _leader_guess(match))
        if rng.random() < easy_stop_chance(pct):
            return Stop()
    keep = keepers(call)
    draw = rng.random()
    wanted = keeper_positions(turn, keep)
    if draw < EASY_SINGLE_KEEPER and wanted:
        # Only its single best keeper.
        best = max(wanted, key=lambda p: face_value(turn.faces[p], call))  # type: ignore[index]
        wanted = {best}
    elif draw < EASY_ONE_MORE:
        others = [p for p in _free(turn) if p not in wanted]
        if others:
            wanted = {*wanted, rng.choice(others)}
    action = hold_action(turn, wanted)
    if isinstance(action, Stop) and not turn.may_stop():
        return Throw(hold=frozenset(turn.final))  # pragma: no cover - a cup die is free
    return action


def _leader_guess(match: Match) -> Call | None:
    """What a leader judges its dice by before calling: fixed scoring."""
    return None


def hard(match: Match) -> Action:
    """The exact round optimum for the structure's objective."""
    return best_action(match)  # raises NotDecidable once the match is over


def _turn(match: Match) -> Turn:
    turn = match.turn
    if turn is None:
        raise NotDecidable("no player is to throw or stop")
    return turn
