"""The autosave's text, built one action at a time instead of from scratch after each.

The window autosaves after every action. Rebuilding the whole record (an object per
action, then JSON for each) made every save cost more as the match grew. This builder
keeps the JSON line of every action already written and only encodes the new ones; the
small head (rules, seats, seed) is encoded afresh each time, so it can never go stale.
The text is byte for byte what ``dumps_record(match_record_json(match, players))`` gives
(tests/storage/test_record_text.py), and it is still written whole and atomically, with
fsync: a crash at any moment leaves the previous save or this one.
"""

from __future__ import annotations

import json

from ..engine import Match
from ..records import PlayerInfo, action_to_json, record_to_json


class RecordText:
    """``dumps_record`` of a match in progress, kept up to date action by action."""

    def __init__(self) -> None:
        self._match: Match | None = None
        self._lines: list[str] = []

    def text(self, match: Match, players: tuple[PlayerInfo, ...]) -> str:
        """The record of ``match`` as ``dumps_record`` writes it."""
        actions = match.actions
        if match is not self._match or len(actions) < len(self._lines):
            self._match = match  # another match (or one rebuilt): start over
            self._lines = []
        self._lines.extend(
            "    " + json.dumps(action_to_json(a), ensure_ascii=False)
            for a in actions[len(self._lines) :]
        )
        head = record_to_json(
            match.rules, players, (), seed=match.seed, first_leader=match.first_leader
        )
        head.pop("actions", None)
        text = json.dumps(head, ensure_ascii=False, indent=2)
        if not self._lines:
            return text[:-2] + ',\n  "actions": []\n}\n'
        return text[:-2] + ',\n  "actions": [\n' + ",\n".join(self._lines) + "\n  ]\n}\n"
