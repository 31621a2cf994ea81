"""The shipped match values of Expert's heads-up replies (ai/reply_table.py): tschigg's
to Medium and pub's to Easy current, read back exactly, refused when wrong, and played as
the full build plays."""

from __future__ import annotations

import functools
import json
from dataclasses import replace
from pathlib import Path

import pytest

from chicago_desktop.ai import make_player, preset_reply
from chicago_desktop.ai.preset_optimum import (
    OPTIMA,
    OPTIMA_BY,
    HeadsUpRound,
    MatchOptimum,
    optimum_steps,
    reply_steps,
)
from chicago_desktop.ai.reply_table import TABLE_FILE, shipped_values
from chicago_desktop.ai.steps import run_steps
from chicago_desktop.engine import SEARCHES_CHOICES, Match, RandomDice, preset

TSCHIGG = preset("tschigg")


@functools.cache
def _full() -> MatchOptimum:
    """The whole policy iteration, once per worker (about a second)."""
    OPTIMA.pop(TSCHIGG, None)
    run_steps(optimum_steps(TSCHIGG))
    return OPTIMA.pop(TSCHIGG)


def _states() -> list[tuple[object, ...]]:
    return MatchOptimum(TSCHIGG, HeadsUpRound(TSCHIGG)).states()


def test_the_shipped_values_are_a_fresh_builds_bit_for_bit() -> None:
    """R43-R46 heads-up tschigg: the file holds exactly what the policy iteration gives
    today (regenerate with scripts/build_reply_tables.py when this fails)."""
    full = _full()
    shipped = shipped_values(TSCHIGG, _states())
    assert shipped is not None
    values, solved = shipped
    assert values == full.value
    assert solved == full.solved_for


def _write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "reply_tables.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


def test_a_wrong_file_is_refused_not_trusted(tmp_path: Path) -> None:
    """Untrusted input: every kind of damage gives None (the reply is then built the long
    way), never an exception or a half-read table."""
    good = json.loads(TABLE_FILE.read_text(encoding="utf-8"))
    states = _states()
    assert shipped_values(TSCHIGG, states, _write(tmp_path, good)) is not None
    rows = good["tables"][0]["states"]

    def variant(change: object) -> object:
        data = json.loads(json.dumps(good))
        return change(data) if callable(change) else change

    broken = [
        "{not json",
        [],
        {**good, "format": 2},
        {"format": 1},
        {"format": 1, "tables": [{**good["tables"][0], "fingerprint": "0" * 64}]},
        {"format": 1, "tables": [{**good["tables"][0], "states": rows[1:]}]},  # one missing
        {"format": 1, "tables": [{**good["tables"][0], "states": [*rows, rows[0]]}]},
        {
            "format": 1,
            "tables": [{**good["tables"][0], "states": [[rows[0][0], 1.5, 0.5], *rows[1:]]}],
        },
        {
            "format": 1,
            "tables": [{**good["tables"][0], "states": [[rows[0][0], True, 0.5], *rows[1:]]}],
        },
        {
            "format": 1,
            "tables": [
                {**good["tables"][0], "states": [[["clear", -1, 2, False], 0.5, 0.5], *rows[1:]]}
            ],
        },
        {"format": 1, "tables": [{**good["tables"][0], "states": [[rows[0][0], 0.5], *rows[1:]]}]},
    ]
    for data in broken:
        assert shipped_values(TSCHIGG, states, _write(tmp_path, variant(data))) is None
    assert shipped_values(TSCHIGG, states, tmp_path / "missing.json") is None
    # Other rules (one throw, R5) were not solved: the file does not apply to them.
    assert shipped_values(replace(TSCHIGG, max_throws=1), states) is None


def test_expert_plays_the_same_with_the_shipped_values() -> None:
    """The reply built from the shipped values decides exactly as the full build: every
    action of Expert against Medium in seeded matches (R7 calls and R24 sand included)."""
    table = ("expert", "medium")

    def actions(seed: int) -> list[object]:
        match = Match(TSCHIGG, 2, dice=RandomDice(seed), seed=seed)
        players = [make_player(level, seed * 8 + i, table) for i, level in enumerate(table)]
        out: list[object] = []
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            action = players[seat].decide(match)
            out.append(action)
            match.apply(action)
        return out

    OPTIMA.pop(TSCHIGG, None)
    run_steps(reply_steps(TSCHIGG))
    assert not OPTIMA[TSCHIGG].policy  # the light build: the shipped values were used
    light = [actions(seed) for seed in range(6)]
    OPTIMA[TSCHIGG] = _full()
    full = [actions(seed) for seed in range(6)]
    OPTIMA.pop(TSCHIGG, None)
    assert light == full
    assert preset_reply.replies(TSCHIGG, table, 0)


@pytest.mark.parametrize("name", ["basic", "bavarian", "pub"])
def test_no_shipped_values_where_expert_does_not_reply(name: str) -> None:
    """Against Medium only tschigg's reply is played (and shipped); elsewhere Expert plays
    Hard heads-up against Medium."""
    rules = preset(name)
    assert shipped_values(rules, MatchOptimum(rules, HeadsUpRound(rules)).states()) is None


def test_the_shipped_reply_to_easy_is_a_fresh_builds_bit_for_bit() -> None:
    """Pub heads-up against Easy (R43-R45, R44; its random calls play no part in pub's
    fixed scoring): the shipped entry is exactly a fresh policy iteration's (the other
    presets' entries, 2-26 s each to build, are checked the same way by
    ``scripts/build_reply_tables.py --check`` in CI)."""
    pub = preset("pub")
    states = MatchOptimum(pub, HeadsUpRound(pub, "easy")).states()
    OPTIMA_BY["easy"].pop(pub, None)
    run_steps(optimum_steps(pub, opponent="easy"))
    full = OPTIMA_BY["easy"].pop(pub)
    shipped = shipped_values(pub, states, opponent="easy")
    assert shipped is not None
    assert shipped == (full.value, full.solved_for)
    # An entry is for one opponent: Medium's reply in pub is not shipped (Hard plays it).
    assert shipped_values(pub, states) is None
    tschigg = MatchOptimum(TSCHIGG, HeadsUpRound(TSCHIGG, "easy")).states()
    assert shipped_values(TSCHIGG, tschigg, opponent="easy") != shipped_values(TSCHIGG, tschigg)


@pytest.mark.parametrize("name", ["basic", "bavarian", "tschigg", "pub"])
def test_the_reply_to_easy_is_shipped_for_every_setting(name: str) -> None:
    """Every setting a player can choose (R40: basic's searches) has its reply to Easy
    shipped, so no window has to run the policy iteration (up to 26 s)."""
    choices = SEARCHES_CHOICES if name == "basic" else (None,)
    for searches in choices:
        rules = preset(name, searches=searches)
        states = MatchOptimum(rules, HeadsUpRound(rules, "easy")).states()
        assert shipped_values(rules, states, opponent="easy") is not None, (name, searches)
