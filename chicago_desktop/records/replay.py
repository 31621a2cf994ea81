"""Replaying a record through the engine, and the replay outcome of RECORDS.md.

A record is applied to a fresh :class:`~chicago_desktop.engine.Match` action by action; the
first illegal action stops the replay with its index and rule, and the caller gets nothing
(never a half-applied match). :func:`outcome_json` builds exactly the ``--json`` object.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from ..engine import (
    DiceExhausted,
    DiceSource,
    Event,
    IllegalAction,
    Match,
    RandomDice,
    ScoredResult,
    Throw,
    UnsupportedRules,
)
from ..json_text import NotRegularFile, read_regular
from ..visible_text import quoted
from .errors import RecordError, UnsupportedRecord
from .model import (
    MAX_RECORD_BYTES,
    GameRecord,
    PlayerInfo,
    call_to_json,
    parse_record,
    record_to_json,
)


@dataclass
class ReplayedMatch:
    """A match rebuilt from a record, with the seats it was played by.

    ``events`` are every event of the replay in order (the match's opening ones first), so
    a report, a log or a view can show the match without replaying it a second time.
    """

    record: GameRecord
    match: Match
    events: tuple[Event, ...] = ()

    @property
    def players(self) -> tuple[PlayerInfo, ...]:
        """The seats of the record."""
        return self.record.players

    def to_json(self) -> dict[str, object]:
        """The record of the match as it stands now (further play included)."""
        return match_record_json(self.match, self.record.players, self.record.extra)


def match_record_json(
    match: Match, players: tuple[PlayerInfo, ...], extra: object = None
) -> dict[str, object]:
    """The record object of a match in progress or finished."""
    return record_to_json(
        match.rules,
        players,
        match.actions,
        seed=match.seed,
        first_leader=match.first_leader,
        extra=extra if isinstance(extra, dict) else None,
    )


def replay_record(record: GameRecord, dice: DiceSource | None = None) -> ReplayedMatch:
    """Apply every action of ``record``; the match is ready to go on with ``dice``."""
    try:
        match = Match(
            record.rules,
            len(record.players),
            dice=dice if dice is not None else RandomDice(),
            seed=record.seed,
            first_leader=record.first_leader,
        )
    except UnsupportedRules as exc:  # pragma: no cover - every R40 preset is playable
        raise UnsupportedRecord(str(exc)) from None
    events: list[Event] = list(match.opening_events)
    for index, action in enumerate(record.actions):
        if isinstance(action, Throw) and action.faces is None:  # pragma: no cover - parser
            raise RecordError("a throw without faces", index=index, rule="RECORDS")
        try:
            events.extend(match.apply(action))
        except IllegalAction as exc:
            raise RecordError(
                f"{exc.reason}", index=index, rule=exc.rule, code=exc.code, values=exc.values
            ) from None
        except DiceExhausted as exc:  # pragma: no cover - faces always given by records
            raise RecordError(str(exc), index=index, rule="RECORDS") from None
    return ReplayedMatch(record, match, tuple(events))


def load_record(path: str | Path) -> GameRecord:
    """Read and parse a record file, refusing oversized files before reading them."""
    p = Path(path)
    try:
        data = read_regular(p, MAX_RECORD_BYTES)  # a FIFO or a device is refused, not read
    except NotRegularFile:
        raise RecordError(f"{quoted(str(p))} is not a regular file") from None
    except OSError as exc:
        raise RecordError(f"cannot read {quoted(str(p))}: {exc.strerror or exc}") from None
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(f"the record is larger than {MAX_RECORD_BYTES // 1024} KiB")
    return parse_record(data)


def _result_json(r: ScoredResult) -> dict[str, object]:
    return {
        "seat": r.seat,
        "dice": list(r.dice),
        "throws": r.throws,
        "score": r.score,
        "chicago": r.chicago,
    }


def outcome_json(match: Match) -> dict[str, object]:
    """The replay object of RECORDS.md for a match in any state."""
    rounds = [
        {
            "leader": s.leader,
            "cap": s.cap,
            "call": call_to_json(s.call),
            "results": [_result_json(r) for r in s.results],
            "best": list(s.best),
            "worst": list(s.worst),
        }
        for s in match.rounds
    ]
    standings = [
        {
            "seat": seat,
            "losses": match.losses(seat),
            "tally_marks": match.tally_marks(seat),
            "coasters": match.coasters(seat),
            "status": match.status(seat).value,
        }
        for seat in range(match.players)
    ]
    return {
        "finished": match.is_over,
        "winner": match.winner,
        "loser": match.loser,
        "draw": match.draw,
        "rounds": rounds,
        "standings": standings,
    }


def outcome_text_json(match: Match) -> str:
    """The ``--json`` output: the outcome object, indented."""
    return json.dumps(outcome_json(match), indent=2)


__all__ = [
    "ReplayedMatch",
    "load_record",
    "match_record_json",
    "outcome_json",
    "outcome_text_json",
    "replay_record",
]
