"""The one error a record reader raises: :class:`RecordError`, with a one-line message."""

from __future__ import annotations

from collections.abc import Mapping


class RecordError(ValueError):
    """A record that cannot be read or breaks a rule.

    ``index`` is the index of the first bad action (from 0) when an action is to blame, and
    ``rule`` the rule it breaks (RULES.md number, or ``RECORDS`` for the file format).

    ``code`` and ``values`` say the reason as data (an engine refusal's, see
    :class:`~chicago_desktop.engine.errors.IllegalAction`, or one of the reader's own), so
    a window can write it in the player's language; the message stays the one English line
    of the machine output (RECORDS.md, ``replay``'s exit-2 line).
    """

    def __init__(
        self,
        message: str,
        *,
        index: int | None = None,
        rule: str | None = None,
        code: str = "",
        values: Mapping[str, int | str] | None = None,
    ):
        text = message if index is None else f"action {index}: {message}"
        if rule is not None and not text.endswith(")"):
            text += " (RECORDS.md)" if rule == "RECORDS" else f" ({rule})"
        super().__init__(text)
        self.index = index
        self.rule = rule
        self.reason = message
        self.code = code
        self.values: dict[str, int | str] = dict(values or {})


class UnsupportedRecord(RecordError):
    """A well-formed record of a preset the engine cannot play yet."""
