"""Game records (shared/RECORDS.md): read, validate, write, replay. Plain Python, no Qt."""

from ..seats import LEVELS, MAX_NAME_LENGTH
from .errors import RecordError, UnsupportedRecord
from .model import (
    FORMAT,
    MAX_ACTIONS,
    MAX_RECORD_BYTES,
    VERSION,
    GameRecord,
    PlayerInfo,
    action_to_json,
    dumps_record,
    parse_action,
    parse_record,
    record_to_json,
)
from .replay import (
    ReplayedMatch,
    load_record,
    match_record_json,
    outcome_json,
    outcome_text_json,
    replay_record,
)

__all__ = [
    "FORMAT",
    "LEVELS",
    "MAX_ACTIONS",
    "MAX_NAME_LENGTH",
    "MAX_RECORD_BYTES",
    "VERSION",
    "GameRecord",
    "PlayerInfo",
    "RecordError",
    "ReplayedMatch",
    "UnsupportedRecord",
    "action_to_json",
    "dumps_record",
    "load_record",
    "match_record_json",
    "outcome_json",
    "outcome_text_json",
    "parse_action",
    "parse_record",
    "record_to_json",
    "replay_record",
]
