"""The two games a party can play (R71): Chicago's presets (R40) and Chicago 2–12 (R60, R61).

The host and joined cores are written once; wherever the two games differ — how a
session is made or rebuilt from its record, how an action is read and written, which
events end a round or the match, what a CPU does, what ``replay --json`` prints — they
ask here. Each function dispatches on the value's type, so the cores never branch on a
game name of their own. A Chicago 2–12 action is the 2–12 record's only action, a throw
(``{"throw": []}`` as an intention: the host throws the dice, R73).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from ..engine import Action, DiceSource, IllegalAction, MatchEnded, RoundScored, Rules, Throw
from ..records import GameRecord, action_to_json, outcome_json, parse_action
from ..records import load_record as load_three_dice_record
from ..records import parse_record as parse_three_dice_record
from ..session import GameSession, Seat
from ..session.cpu import Decider, DeciderFactory
from ..two_to_twelve import GameEnded, RoundEnded
from ..two_to_twelve import Rules as TwelveRules
from ..two_to_twelve import Throw as TwelveThrow
from ..two_to_twelve.records import (
    GAME as TWELVE_GAME,
)
from ..two_to_twelve.records import (
    TwelveRecord,
    decode,
    is_two_to_twelve,
    read_file,
)
from ..two_to_twelve.records import parse_action as parse_twelve_action
from ..two_to_twelve.records import parse_record as parse_twelve_record
from ..two_to_twelve.session import TwelveSession

#: The session of a party: three dice or Chicago 2–12.
PartySession = GameSession | TwelveSession
PartyRules = Rules | TwelveRules
PartyRecord = GameRecord | TwelveRecord
PartyAction = Action | TwelveThrow

__all__ = [
    "TWELVE_GAME",
    "PartyAction",
    "PartyRecord",
    "PartyRules",
    "PartySession",
    "action_json",
    "check_seats",
    "cpu_action",
    "ends_match",
    "ends_round",
    "is_twelve",
    "load_party_record",
    "new_session",
    "outcome",
    "over_rule",
    "parse_party_action",
    "parse_party_record",
    "rules_json",
    "session_from_record",
    "submit",
    "without_faces",
]


def is_twelve(rules: PartyRules) -> bool:
    """True for the rules of Chicago 2–12."""
    return isinstance(rules, TwelveRules)


def check_seats(rules: PartyRules, seats: int) -> None:
    """Raise InvalidRules unless the game can be played by ``seats`` (Teams: even, R61)."""
    if isinstance(rules, TwelveRules):
        rules.check_players(seats)


def new_session(
    rules: PartyRules,
    seats: Sequence[Seat],
    *,
    seed: int,
    dice: DiceSource,
    deciders: DeciderFactory,
    extra: Mapping[str, object],
) -> PartySession:
    """A new match of ``rules`` for ``seats``."""
    if isinstance(rules, TwelveRules):
        return TwelveSession(rules, seats, seed=seed, dice=dice, extra=extra)
    return GameSession(rules, seats, seed=seed, dice=dice, deciders=deciders, extra=dict(extra))


def session_from_record(
    record: PartyRecord,
    *,
    dice: DiceSource | None = None,
    deciders: DeciderFactory | None = None,
    seats: Sequence[Seat] | None = None,
) -> PartySession:
    """The match of a checked record as it stands, going on with ``dice``."""
    if isinstance(record, TwelveRecord):
        return TwelveSession.from_record(record, dice=dice, seats=seats)
    return GameSession.from_record(record, dice=dice, deciders=deciders, seats=seats)


def parse_party_record(raw: Mapping[str, object]) -> PartyRecord:
    """A record object of either game, checked; RecordError otherwise."""
    if is_two_to_twelve(dict(raw)):
        return parse_twelve_record(raw)
    return parse_three_dice_record(raw)


def load_party_record(path: str | Path) -> PartyRecord:
    """A record file of either game (the host's ``--resume``, the window's saved party)."""
    obj = decode(read_file(path))
    if isinstance(obj, dict) and is_two_to_twelve(obj):
        return parse_twelve_record(obj)
    return load_three_dice_record(path)


def parse_party_action(session: PartySession, raw: object, index: int) -> PartyAction:
    """A record action of the session's game; RecordError naming ``index`` otherwise."""
    if isinstance(session, TwelveSession):
        return parse_twelve_action(raw, index)
    return parse_action(raw, index)


def action_json(action: PartyAction) -> dict[str, object]:
    """An action as its game's record writes it."""
    if isinstance(action, TwelveThrow):
        return {"throw": list(action.faces or ())}
    return action_to_json(action)


def without_faces(action: PartyAction) -> PartyAction | None:
    """A throw made ready for the host's dice; None if it brought faces of its own (R73)."""
    if isinstance(action, TwelveThrow):
        return None if action.faces else TwelveThrow(None)
    if isinstance(action, Throw):
        return None if action.faces else Throw(action.hold, None)
    return action


def submit(session: PartySession, seat: int, action: PartyAction) -> list[object]:
    """``session.submit`` for an action of its own game; IllegalAction (R8) otherwise."""
    if isinstance(session, TwelveSession):
        if not isinstance(action, TwelveThrow):
            raise IllegalAction("Chicago 2–12 has only throws", "R60")
        return list(session.submit(seat, action))
    if isinstance(action, TwelveThrow):
        raise IllegalAction("not an action of this game", "RECORDS")
    return list(session.submit(seat, action))


def ends_round(events: Sequence[object]) -> bool:
    """True when the events score a round (R74: it waits for Continue)."""
    return any(isinstance(e, RoundScored | RoundEnded) for e in events)


def ends_match(events: Sequence[object]) -> bool:
    """True when the events end the match."""
    return any(isinstance(e, MatchEnded | GameEnded) for e in events)


def over_rule(session: PartySession) -> str:
    """The rule that ended the match (for a refusal after the end)."""
    if isinstance(session, TwelveSession):
        return "R60"
    return session.match.structure.end_rule


def decider_for(rules: PartyRules, level: str, seed: int, make: DeciderFactory) -> Decider | None:
    """The decider of a seat handed to the CPU: none in Chicago 2–12, where a CPU simply
    throws (:func:`cpu_action`), else ``make(level, seed)``."""
    return None if is_twelve(rules) else make(level, seed)


def cpu_action(session: PartySession, decider: Decider | None) -> PartyAction:
    """What a seat handed to the CPU does now: its decider's choice, or a 2–12 throw."""
    if isinstance(session, TwelveSession):
        return TwelveThrow()
    if decider is None:
        raise ValueError("a three-dice seat handed to the CPU needs a decider")
    return decider.decide(session.match)


def outcome(session: PartySession) -> dict[str, object]:
    """The ``replay --json`` object of the session's match."""
    if isinstance(session, TwelveSession):
        return session.outcome_json()
    return outcome_json(session.match)


def rules_json(rules: PartyRules) -> dict[str, object]:
    """The rules as the ``party`` message shows them to every computer (R71)."""
    if isinstance(rules, TwelveRules):
        return {"game": TWELVE_GAME, **rules.settings()}
    return {"preset": rules.preset, **rules.settings()}
