"""Expert's heads-up replies (to Medium and Hard in tschigg, to Easy in every preset but
classic), shipped solved: the match values their turns use.

Expert's exact best reply (:mod:`.preset_reply`) needs two things: the opponent's
enumerated replies (:meth:`.heads_up_round.HeadsUpRound.chances_steps`, about 36 ms) and
the match value of every heads-up match state that our turns are solved for
(``MatchOptimum.solved_for``, eight or twelve numbers). The second costs 0.6-26 s of
policy iteration (:func:`.preset_optimum.optimum_steps`; tschigg against Easy the most),
always with the same result for the same rules, so it is computed once by
``scripts/build_reply_tables.py`` and shipped in ``data/reply_tables.json``, one entry per
rules and opponent; a window then builds the reply in a few dozen milliseconds, and each
decision solves its turn for those values on first use (0.3 ms a turn).

The file is read like any other input: a wrong format, rules or an opponent that are not
the ones it was solved for (a fingerprint of the rules), a missing or extra state, or a
value that is not a finite probability (up to rounding) makes :func:`shipped_values`
return None, and the reply is then built the long way, in steps, exactly as before. Tests
check that the shipped values of the two cheapest tables are bit for bit what a fresh
build gives, and ``scripts/build_reply_tables.py --check`` (run by CI) checks them all.
"""

from __future__ import annotations

import hashlib
import json
import math
from pathlib import Path
from typing import Final

from ..engine import Rules

FORMAT: Final = 1
TABLE_FILE: Final = Path(__file__).with_name("data") / "reply_tables.json"

State = tuple[object, ...]

#: What a match value may be: a chance, give or take the rounding of the policy
#: iteration's sums (up to 5e-14 above 1 in basic's longer matches).
_CHANCE: Final = (-1e-9, 1.0 + 1e-9)


def fingerprint(rules: Rules) -> str:
    """A digest of every field of the rules: values solved for other rules do not apply."""
    return hashlib.sha256(repr(rules).encode("utf-8")).hexdigest()


def _state_from_json(raw: object) -> State | None:
    if not isinstance(raw, list) or not raw or not isinstance(raw[0], str):
        return None
    out: list[object] = [raw[0]]
    for item in raw[1:]:
        if isinstance(item, bool) or (isinstance(item, int) and 0 <= item <= 100):
            out.append(item)
        else:
            return None
    return tuple(out)


def encode(
    rules: Rules,
    values: dict[State, float],
    solved_for: dict[State, float],
    opponent: str = "medium",
    coasters: int | None = None,
) -> dict[str, object]:
    """The JSON entry of one rules' solved match against ``opponent`` (JSON writes a
    float's shortest exact repr, so reading it back gives the very same float); with
    ``coasters``, of the heads-up end of a larger tschigg match."""
    entry: dict[str, object] = {"fingerprint": fingerprint(rules), "opponent": opponent}
    if coasters is not None:
        entry["coasters"] = coasters
    entry["states"] = [[list(s), values[s], solved_for[s]] for s in sorted(values, key=repr)]
    return entry


def shipped_values(
    rules: Rules,
    states: list[State],
    path: Path = TABLE_FILE,
    opponent: str = "medium",
    coasters: int | None = None,
) -> tuple[dict[State, float], dict[State, float]] | None:
    """``(value, solved_for)`` for ``rules`` and ``opponent`` (and the heads-up end with
    ``coasters``, None: a match of two) from the shipped file, or None if the file is
    missing, unreadable, of another format, or not exactly for these rules, opponent,
    coasters and states."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    entries = data.get("tables")
    if not isinstance(entries, list):
        return None
    mark = fingerprint(rules)
    entry = next(
        (
            e
            for e in entries
            if isinstance(e, dict)
            and e.get("fingerprint") == mark
            and e.get("opponent") == opponent
            and e.get("coasters") == coasters
        ),
        None,
    )
    if entry is None or not isinstance(entry.get("states"), list):
        return None
    values: dict[State, float] = {}
    solved: dict[State, float] = {}
    for row in entry["states"]:
        if not isinstance(row, list) or len(row) != 3:
            return None
        state = _state_from_json(row[0])
        if state is None or state in values:
            return None
        v, s = row[1], row[2]
        if not all(
            isinstance(x, float) and math.isfinite(x) and _CHANCE[0] <= x <= _CHANCE[1]
            for x in (v, s)
        ):
            return None
        values[state] = v
        solved[state] = s
    if set(values) != set(states):
        return None
    return values, solved
