"""Matches of other presets played at the window reach the statistics, which filter and
break them down per preset (issue 14 item 6; R40)."""

from __future__ import annotations

from typing import Any

from chicago_desktop.controller import MatchSettings
from chicago_desktop.engine import ScriptedDice
from chicago_desktop.records import PlayerInfo
from chicago_desktop.storage.statistics import figures, presets_played

from .test_call_and_sixes import make_window, settle
from .test_every_preset import act_by_keys, faces

PLAYERS = (PlayerInfo("Anna"), PlayerInfo("Ben", "cpu", "easy"))


def test_matches_of_several_presets_are_recorded_and_filtered_per_preset(qtbot: Any) -> None:
    win = make_window(qtbot)
    win.finish_start()
    c = win.controller
    for seed, preset in enumerate(("basic", "bavarian", "pub")):
        win.start_match(
            MatchSettings(PLAYERS, preset=preset, searches=1), dice=ScriptedDice(faces(seed))
        )
        for _ in range(2000):
            settle(qtbot, win)
            if c.is_over:
                break
            act_by_keys(qtbot, win)
        assert c.is_over
        # Recorded right after the end is painted (a zero-delay timer).
        qtbot.waitUntil(lambda p=preset: p in presets_played(win.saved.statistics, "Anna"))
    stats = win.saved.statistics
    assert set(presets_played(stats, "Anna")) == {"basic", "bavarian", "pub"}
    sw = win.saved.show_statistics()
    offered = {sw.preset_box.itemData(i) for i in range(sw.preset_box.count())}
    assert offered == {None, "basic", "bavarian", "pub"}
    for preset in ("basic", "bavarian", "pub"):
        sw.choose("Anna", preset)
        assert figures(stats, "Anna", preset=preset).matches == 1
    assert sw.preset_model.rowCount() == 3  # one row per preset played
    sw.close()
