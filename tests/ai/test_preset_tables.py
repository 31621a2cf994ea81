"""The preset tables built in steps cover what decisions and hints need."""

from __future__ import annotations

import pytest

from chicago_desktop.ai import hint
from chicago_desktop.ai.preset_tables import preset_table_steps, settings_of
from chicago_desktop.ai.round_hints import model_of
from chicago_desktop.ai.round_values import round_model
from chicago_desktop.engine import Match, ScriptedDice, preset


# bavarian counts Chicagos (R44) in the handing-out phase; tschigg has sand (R24).
@pytest.mark.parametrize("name", ["bavarian", "tschigg"])
def test_steps_leave_nothing_for_a_leader_to_solve(name: str) -> None:
    rules = preset(name)
    steps = 0
    for _ in preset_table_steps(rules, 3):
        steps += 1
    assert steps > 100  # small pieces, not one block
    for setting, modes in settings_of(rules, 3):
        model = round_model(setting)
        solved = len(model._follow)
        for mode in modes:
            model.leader_turn(mode)
        assert len(model._follow) == solved  # every follower table was already there
    m = Match(rules, 3, dice=ScriptedDice([6, 6, 2]), first_leader=0)
    m.throw()
    model = model_of(m)
    solved = len(model._follow)
    assert len(hint(m).options) > 1
    assert len(model._follow) == solved


def test_settings_name_both_phases_only_where_a_chicago_cuts() -> None:
    """R44: only bavarian and pub play different rounds in the clearing phase."""
    assert len(settings_of(preset("bavarian"), 4)) == 6
    assert len(settings_of(preset("tschigg"), 4)) == 3
    assert len(settings_of(preset("basic"), 6)) == 5


def test_each_r44_count_a_follower_can_face_is_built_once() -> None:
    """R44 (bavarian's handing-out phase counts the Chicagos so far): the steps visit each
    canonical count once per follower, and every count 0..(earlier players) maps to one of
    them, so nothing a follower can face is left out."""
    rules = preset("bavarian")
    for setting, _ in settings_of(rules, 5):
        model = round_model(setting)
        n = setting.players
        for j in range(n - 1):
            counts = model.follower_counts(j)
            assert len(counts) == len(set(counts))
            reachable = range(min(n - j, n - 1)) if setting.counts_chicagos else range(1)
            assert {model._canon(c, j + 1) for c in reachable} == set(counts)
    six = round_model(settings_of(rules, 6)[-2][0])  # six seats, handing out
    assert not six.setting.clearing
    assert len(six.follower_counts(0)) < 5  # the counts that cannot cut collapse to one
