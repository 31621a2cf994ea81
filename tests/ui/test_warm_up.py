"""The AI's tables built between events (controller/warm_up.py), and CPU turns waiting
for them instead of blocking the window."""

from __future__ import annotations

import time
from collections.abc import Generator
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from chicago_desktop.controller import GameController, MatchSettings, WarmUp
from chicago_desktop.controller import game as game_module
from chicago_desktop.engine import ScriptedDice
from chicago_desktop.records import PlayerInfo

from .conftest import ScriptedCpu


def _steps(log: list[int], count: int, pause_s: float = 0.0) -> Generator[None, None, None]:
    for i in range(count):
        if pause_s:
            time.sleep(pause_s)
        log.append(i)
        yield


def test_the_work_is_spread_over_several_turns_of_the_event_loop(qtbot: Any) -> None:
    done: list[int] = []
    seen_midway: list[int] = []  # how far the work was each time another timer got its turn
    other = QTimer()
    other.setInterval(0)
    other.timeout.connect(lambda: seen_midway.append(len(done)))
    warm = WarmUp(lambda: _steps(done, 40, pause_s=0.001))  # 40 steps of 1 ms, 4 ms slices
    other.start()
    with qtbot.waitSignal(warm.finished, timeout=5000):
        warm.start()
        assert warm.running and not warm.done
    other.stop()
    assert done == list(range(40))
    assert warm.done and not warm.running and warm.error is None
    assert len({n for n in seen_midway if 0 < n < 40}) >= 3  # served between slices


def test_finish_does_the_rest_at_once(qtbot: Any) -> None:
    done: list[int] = []
    warm = WarmUp(lambda: _steps(done, 1000))
    warm.start()
    warm.finish()
    assert done == list(range(1000)) and warm.done and not warm.running
    warm.start()  # once only
    assert not warm.running


def test_a_failing_build_ends_quietly(qtbot: Any) -> None:
    def broken() -> Generator[None, None, None]:
        yield
        raise ValueError("no tables today")

    warm = WarmUp(broken)
    with qtbot.waitSignal(warm.finished, timeout=5000):
        warm.start()
    assert isinstance(warm.error, ValueError) and warm.done and not warm.running


def test_a_cpu_turn_waits_for_the_warm_up_and_the_window_keeps_serving_events(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    building = {"now": True}
    asked = {"times": 0}

    def warming_up(rules: Any = None) -> bool:
        asked["times"] += 1
        return building["now"]

    monkeypatch.setattr(game_module, "warming_up", warming_up)
    cpu = ScriptedCpu()
    c = GameController(cpu_factory=lambda level, seed: cpu, speed="instant")
    players = (PlayerInfo("Ben", "cpu", "easy"), PlayerInfo("Anna"))
    c.new_match(MatchSettings(players, 3, 3), dice=ScriptedDice([4, 5, 6] * 20), first_leader=0)
    served = {"ticks": 0}
    app = QApplication.instance()
    assert app is not None
    # Until the CPU's step has asked again a few times (every WARM_UP_POLL_MS), not for a
    # fixed time; the deadline is only a watchdog against a step that stopped asking.
    deadline = time.monotonic() + 30
    while asked["times"] < 4:
        assert time.monotonic() < deadline, "the CPU's step stopped asking"
        app.processEvents()
        served["ticks"] += 1
    assert cpu.decided == []  # nothing decided while the tables are built
    assert served["ticks"] > 10
    building["now"] = False
    qtbot.waitUntil(lambda: c.awaiting_human, timeout=5000)
    assert cpu.decided  # and the CPU played once they were ready
    assert c.shown_seat == 1


def test_a_match_of_another_preset_with_a_hard_cpu_builds_its_values_between_events(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A cold preset's round values (R40) are built in steps before the AI's Hard decides,
    so the first decision cannot block the window for a second; classic needs none."""
    from chicago_desktop.controller import warm_up as warm_up_module

    done: list[int] = []
    asked: list[tuple[str, int]] = []

    def fake_steps(rules: Any, players: int) -> Any:
        asked.append((rules.preset, players))
        return lambda: _steps(done, 30, pause_s=0.001)

    monkeypatch.setattr(warm_up_module, "_preset_steps", fake_steps)
    monkeypatch.setattr(warm_up_module, "_builds", {})
    decided: list[bool] = []
    from chicago_desktop.controller.cpu import make_cpu as real

    class Watching:
        def __init__(self, level: str, seed: int | None) -> None:
            self.player = real(level, seed)

        def decide(self, match: Any) -> Any:
            decided.append(warm_up_module.warming_up())
            return self.player.decide(match)

    monkeypatch.setattr(game_module, "make_cpu", Watching)
    c = GameController(speed="instant")
    players = (PlayerInfo("Ben", "cpu", "hard"), PlayerInfo("Anna"))
    c.new_match(
        MatchSettings(players, 3, 3, preset="bavarian"),
        dice=ScriptedDice([4, 5, 6] * 20),
        first_leader=0,
    )
    assert asked == [("bavarian", 2)]
    qtbot.waitUntil(lambda: c.awaiting_human, timeout=10_000)
    assert done == list(range(30))  # built before the CPU's turn was played
    assert decided and not any(decided)  # no decision while building
    c.new_match(MatchSettings(players, 3, 3), dice=ScriptedDice([4, 5, 6] * 20), first_leader=0)
    assert asked == [("bavarian", 2)]  # classic: nothing more to build here


def test_heads_up_replies_build_between_events(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Expert's exact best reply (ai/preset_reply.py, R45) is built in steps, and only where
    Expert plays it: two seats, the other one Medium or Hard (a person counts as Hard) in
    tschigg, or Easy in any preset but classic."""
    from chicago_desktop.ai import preset_optimum
    from chicago_desktop.controller import warm_up as warm_up_module
    from chicago_desktop.engine import preset

    done: list[int] = []
    asked: list[tuple[str, str]] = []

    def fake_steps(rules: Any, opponent: str = "medium") -> Generator[None, None, None]:
        asked.append((rules.preset, opponent))
        yield from _steps(done, 20)

    monkeypatch.setattr(preset_optimum, "reply_steps", fake_steps)
    monkeypatch.setattr(warm_up_module, "_builds", {})
    tschigg = preset("tschigg")
    assert warm_up_module.start_expert_warm_up(tschigg, ("expert", "expert")) is None
    assert warm_up_module.start_expert_warm_up(preset("pub"), ("medium", "expert")) is None
    assert warm_up_module.start_expert_warm_up(preset("pub"), ("expert", "hard")) is None
    assert warm_up_module.start_expert_warm_up(preset("basic"), ("expert", None)) is None
    warm = warm_up_module.start_expert_warm_up(tschigg, ("medium", "expert"))
    assert warm is not None and warm.running and warm_up_module.warming_up()
    warm.finish()
    assert asked == [("tschigg", "medium")] and done == list(range(20)) and warm.done
    assert warm_up_module.start_expert_warm_up(tschigg, ("expert", "medium")) is warm
    easy = warm_up_module.start_expert_warm_up(preset("pub"), ("easy", "expert"))
    assert easy is not None and easy is not warm
    easy.finish()
    # Against Hard and against a person (taken as Hard): one build of the reply to Hard.
    hard = warm_up_module.start_expert_warm_up(tschigg, ("expert", "hard"))
    assert hard is not None and hard not in (warm, easy)
    assert warm_up_module.start_expert_warm_up(tschigg, (None, "expert")) is hard
    hard.finish()
    assert asked == [("tschigg", "medium"), ("pub", "easy"), ("tschigg", "hard")]


def test_a_larger_tschigg_table_builds_the_heads_up_end_replies_behind_everything(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """R43, R45: at a tschigg table of four, the reply at the heads-up end of the match
    (seven coasters left between two) is built for each other level replied to, a person
    counting as Hard, in the background: nothing waits for it."""
    from chicago_desktop.ai import preset_optimum
    from chicago_desktop.controller import warm_up as warm_up_module
    from chicago_desktop.engine import preset

    asked: list[tuple[str, str, int | None]] = []

    def fake_steps(
        rules: Any, opponent: str = "medium", coasters: int | None = None
    ) -> Generator[None, None, None]:
        asked.append((rules.preset, opponent, coasters))
        yield from _steps([], 5)

    monkeypatch.setattr(preset_optimum, "reply_steps", fake_steps)
    monkeypatch.setattr(warm_up_module, "_builds", {})
    tschigg = preset("tschigg")
    warm_up_module.start_expert_warm_up(tschigg, ("expert", "hard", None, "expert"))
    ends = [w for key, w in warm_up_module._builds.items() if _is_endgame(key)]
    assert len(ends) == 1 and all(w.background and w.running for w in ends)
    assert not warm_up_module.warming_up(tschigg)
    for w in ends:
        w.finish()
    assert asked == [("tschigg", "hard", 7)]
    warm_up_module.start_expert_warm_up(tschigg, ("medium", "expert", "easy"))
    for key, w in list(warm_up_module._builds.items()):
        if _is_endgame(key):
            w.finish()
    assert sorted(asked[1:]) == [("tschigg", "easy", 5), ("tschigg", "medium", 5)]
    # Pub has no heads-up end replied to (R44, R45).
    monkeypatch.setattr(warm_up_module, "_builds", {})
    warm_up_module.start_expert_warm_up(preset("pub"), ("expert", "hard", "hard"))
    assert not [key for key in warm_up_module._builds if _is_endgame(key)]


def _is_endgame(key: object) -> bool:
    return isinstance(key, tuple) and key[0] == "endgame"


def _is_both(key: object) -> bool:
    return isinstance(key, tuple) and key[0] == "both"


def _is_later(key: object) -> bool:
    return isinstance(key, tuple) and key[0] == "later rounds"


def test_preset_full_table_with_a_known_medium_builds_experts_reply_between_events(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Outside classic, a table of three or more with Expert and a known Medium builds the
    Expert leader's reply (ai/preset_full_reply.py) in steps; without a Medium, nothing."""
    from chicago_desktop.ai import preset_full_reply
    from chicago_desktop.controller import warm_up as warm_up_module
    from chicago_desktop.engine import preset

    done: list[int] = []
    asked: list[tuple[str, tuple[str | None, ...]]] = []

    def fake_steps(rules: Any, table: Any) -> Generator[None, None, None]:
        asked.append((rules.preset, tuple(table)))
        yield from _steps(done, 5)

    monkeypatch.setattr(preset_full_reply, "reply_steps", fake_steps)
    monkeypatch.setattr(warm_up_module, "_builds", {})
    pub = preset("pub")
    assert warm_up_module.start_expert_warm_up(pub, ("expert", "hard", None)) is None
    warm = warm_up_module.start_expert_warm_up(pub, ("expert", "medium", None))
    assert warm is not None and warm.running
    warm.finish()
    assert asked == [("pub", ("expert", "medium", None))] and done == list(range(5))
    easy = warm_up_module.start_expert_warm_up(pub, ("hard", "easy", "expert"))
    assert easy is not None
    easy.finish()
    assert asked[-1] == ("pub", ("hard", "easy", "expert"))


def test_the_smaller_rounds_of_a_known_table_build_in_the_background(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Expert leader's chances for every smaller round (R42 searches, R45 clearing,
    R44) are built behind the full round's, and no decision waits for them: neither a
    match of those rules nor a Dice Round host counts them as warming up."""
    from chicago_desktop.ai import preset_full_reply
    from chicago_desktop.controller import warm_up as warm_up_module
    from chicago_desktop.engine import preset

    full: list[int] = []
    later: list[int] = []

    def full_steps(rules: Any, table: Any) -> Generator[None, None, None]:
        yield from _steps(full, 3)

    def later_steps(rules: Any, table: Any) -> Generator[None, None, None]:
        yield from _steps(later, 400)

    from chicago_desktop.ai import preset_optimum

    ends: list[int] = []

    def end_steps(rules: Any, level: str, coasters: int | None = None) -> Generator[None]:
        yield from _steps(ends, 2)

    monkeypatch.setattr(preset_full_reply, "reply_steps", full_steps)
    monkeypatch.setattr(preset_full_reply, "later_round_steps", later_steps)
    monkeypatch.setattr(preset_optimum, "reply_steps", end_steps)
    monkeypatch.setattr(warm_up_module, "_builds", {})
    bavarian = preset("bavarian")
    warm = warm_up_module.start_expert_warm_up(bavarian, ("expert", "medium", "easy", None))
    assert warm is not None and warm.running
    assert warm_up_module.warming_up(bavarian)
    warm.finish()
    # Behind it: the smaller rounds, the reply at the heads-up end to the Easy seat, and
    # the clearing phase's chance of not being worst before the person, played as a Hard
    # chasing the best (R45, ai/chase_chain.py).
    builds = warm_up_module._builds
    behind = [key for key, w in builds.items() if w.background]
    assert len(behind) == 3
    assert any(_is_endgame(key) for key in behind) and any(_is_later(key) for key in behind)
    assert ("chase later", bavarian, ("expert", "medium", "easy", None)) in behind
    background = [w for key, w in builds.items() if _is_later(key)]
    assert len(background) == 1 and background[0].running
    assert not warm_up_module.warming_up(bavarian) and not warm_up_module.warming_up()
    qtbot.waitUntil(lambda: not background[0].running, timeout=10_000)
    assert later == list(range(400)) and full == list(range(3))


def test_a_background_build_waits_while_a_waited_for_build_runs(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Idle time goes to the builds a CPU decision waits for first: a background build
    started beside one takes no slice until it is done, then runs on its own."""
    from chicago_desktop.controller import warm_up as warm_up_module

    monkeypatch.setattr(warm_up_module, "_builds", {})
    waited_log: list[int] = []
    behind_log: list[int] = []
    seen: list[int] = []  # how far the background build was at each waited-for step

    def waited_steps() -> Generator[None, None, None]:
        for step in _steps(waited_log, 30, pause_s=0.002):
            seen.append(len(behind_log))
            yield step

    behind = warm_up_module._started(
        "behind", lambda: _steps(behind_log, 30, pause_s=0.002), background=True
    )
    waited = warm_up_module._started("waited", waited_steps)
    qtbot.waitUntil(lambda: waited.done, timeout=10_000)
    assert waited_log == list(range(30)) and set(seen) == {0}
    qtbot.waitUntil(lambda: behind.done, timeout=10_000)
    assert behind_log == list(range(30))


def test_classic_full_table_with_a_known_medium_builds_experts_reply_between_events(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At a classic table of four, Expert's reply to a known Medium (ai/full_table_reply.py)
    is built in steps for the levels at the table (R41 match, R30 round); a table of the same
    size with other levels is another build."""
    from chicago_desktop.ai import full_table_reply
    from chicago_desktop.controller import warm_up as warm_up_module
    from chicago_desktop.engine import preset

    asked: list[list[tuple[tuple[str, ...], int]]] = []
    done: list[int] = []

    def fake_steps(chains: Any = ()) -> Generator[None, None, None]:
        asked.append(list(chains))
        yield from _steps(done, 5)

    monkeypatch.setattr(full_table_reply, "reply_steps", fake_steps)
    monkeypatch.setattr(warm_up_module, "_builds", {})
    classic = preset("classic")
    warm = warm_up_module.start_expert_warm_up(classic, ("expert", "medium", None, "hard"))
    assert warm is not None and warm.running
    warm.finish()
    assert warm.done and done == list(range(5))
    assert asked == [full_table_reply.table_chains(("expert", "medium", None, "hard"), 3)]
    other = warm_up_module.start_expert_warm_up(classic, ("expert", "hard", "hard", "hard"))
    assert other is not None and other is not warm
    other.finish()
    assert len(asked) == 1  # nobody to reply to: only the match model is built


def test_coaster_standings_are_built_between_events_only_for_an_expert(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Expert's coaster model (ai/coaster_model.py, R43-R45) is built in steps when an
    Expert sits at a bavarian, tschigg or pub table, and not for other levels, other
    structures or a review's hints (preset_table_steps no longer builds it)."""
    from chicago_desktop.ai import coaster_model
    from chicago_desktop.controller import warm_up as warm_up_module
    from chicago_desktop.engine import preset

    done: list[int] = []
    asked: list[tuple[str, int]] = []

    def fake_steps(rules: Any, players: int) -> Generator[None, None, None]:
        asked.append((rules.preset, players))
        yield from _steps(done, 6)

    monkeypatch.setattr(coaster_model, "coaster_model_steps", fake_steps)
    monkeypatch.setattr(warm_up_module, "_builds", {})
    assert warm_up_module.start_coaster_warm_up(preset("pub"), ("hard", "hard", None)) is None
    assert warm_up_module.start_coaster_warm_up(preset("basic"), ("expert", "hard")) is None
    warm = warm_up_module.start_coaster_warm_up(preset("tschigg"), ("expert", "hard", "hard"))
    assert warm is not None and warm.running and warm_up_module.warming_up()
    warm.finish()
    assert asked == [("tschigg", 3)] and done == list(range(6)) and warm.done


def test_with_a_person_seated_and_hints_shown_the_window_prepares_the_hints(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A preset match (R40) with a person seated and hints shown starts the round values'
    build with the match, so the first hint is ready by the time it is asked for; an Easy
    CPU does not wait for that build (its fixed rule reads no tables), a Hard one would."""
    from chicago_desktop.controller import warm_up as warm_up_module

    from .conftest import make_window

    done: list[int] = []
    release = [False]

    def held_back() -> Generator[None, None, None]:
        while not release[0]:
            yield
        yield from _steps(done, 5)

    monkeypatch.setattr(warm_up_module, "_preset_steps", lambda rules, players: held_back)
    monkeypatch.setattr(warm_up_module, "_builds", {})
    win = make_window(qtbot)
    players = (PlayerInfo("Cora", "cpu", "easy"), PlayerInfo("Anna"), PlayerInfo("Ben"))
    win.start_match(
        MatchSettings(players, preset="pub"), dice=ScriptedDice([4, 5, 6] * 20), first_leader=0
    )
    (build,) = warm_up_module._builds.values()
    assert build.running
    qtbot.waitUntil(lambda: win.controller.awaiting_human, timeout=10_000)
    assert build.running and not done  # Easy played its turn while the build went on
    release[0] = True
    qtbot.waitUntil(lambda: build.done, timeout=10_000)
    assert done == list(range(5))
    # Hints turned off: a new match prepares nothing.
    monkeypatch.setattr(warm_up_module, "_builds", {})
    win.table.set_show_hints(False)
    win.start_match(
        MatchSettings(players, preset="pub"), dice=ScriptedDice([4, 5, 6] * 20), first_leader=0
    )
    assert not warm_up_module._builds


def test_a_cpu_waits_only_for_the_builds_its_match_reads(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """warming_up(rules) counts the builds a match of those rules reads: classic's tables
    for classic, the builds of the same rules for a preset (R40); another preset's build,
    say one an earlier match's hint started, holds no CPU up."""
    from chicago_desktop.controller import warm_up as warm_up_module
    from chicago_desktop.engine import preset

    def forever() -> Generator[None, None, None]:
        while True:
            yield

    monkeypatch.setattr(warm_up_module, "_preset_steps", lambda rules, players: forever)
    monkeypatch.setattr(warm_up_module, "_builds", {})
    pub, bavarian, classic = preset("pub"), preset("bavarian"), preset("classic")
    build = warm_up_module.start_preset_warm_up(pub, 4)
    assert build is not None and build.running
    assert warm_up_module.warming_up() and warm_up_module.warming_up(pub)
    assert not warm_up_module.warming_up(bavarian) and not warm_up_module.warming_up(classic)
    build._end()  # stop the endless build
    assert not warm_up_module.warming_up(pub)


def test_a_hint_asked_while_its_values_are_built_says_so_then_comes(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Hot seat in pub (R40), the round values still being built: the hint's place says it
    is being worked out, and the hint replaces it once the values are there."""
    from chicago_desktop.controller import warm_up as warm_up_module

    from .conftest import make_window

    release = [False]

    def held_back() -> Generator[None, None, None]:
        while not release[0]:
            yield

    monkeypatch.setattr(warm_up_module, "_preset_steps", lambda rules, players: held_back)
    monkeypatch.setattr(warm_up_module, "_builds", {})
    win = make_window(qtbot)
    people = (PlayerInfo("Anna"), PlayerInfo("Ben"), PlayerInfo("Cleo"))
    win.start_match(MatchSettings(people, preset="pub"), dice=ScriptedDice([2, 3, 5]))
    qtbot.waitUntil(lambda: win.controller.awaiting_human, timeout=10_000)
    win.table.ask_hint()
    label = win.table.hint_label
    assert label.isVisible() and label.text() == "Working out the hint…"
    release[0] = True
    qtbot.waitUntil(lambda: label.text().startswith("Hint:"), timeout=10_000)


def test_tschiggs_clearing_chances_build_in_the_background_until_an_expert_needs_them(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """R43, R45: at a tschigg table with an Expert and a Hard seat (a person counts as
    Hard) Expert's clearing-phase chances (ai/both_chain.py) are built in the background:
    nothing waits for them while the coasters are handed out. Once an Expert must decide in
    the clearing phase, it waits for the build (passing_build_running), which then no longer
    yields to other builds; other presets and tables without a Hard seat build nothing."""
    from chicago_desktop.ai import both_chain
    from chicago_desktop.controller import warm_up as warm_up_module
    from chicago_desktop.engine import preset

    asked: list[tuple[str, tuple[str | None, ...]]] = []

    def fake_steps(rules: Any, table: Any) -> Generator[None, None, None]:
        asked.append((rules.preset, tuple(table)))
        yield from _steps([], 5)

    monkeypatch.setattr(both_chain, "table_steps", fake_steps)
    monkeypatch.setattr(warm_up_module, "_builds", {})
    tschigg = preset("tschigg")
    warm_up_module.start_expert_warm_up(tschigg, ("expert", "hard", None))
    (key, build), *others = [(k, w) for k, w in warm_up_module._builds.items() if _is_both(k)]
    assert key == ("both", tschigg, ("expert", "hard", None)) and not others
    assert build.running and build.background
    # Only the background builds run: nothing holds a CPU up while coasters are handed out.
    assert all(w.background for w in warm_up_module._builds.values() if w.running)
    assert not warm_up_module.warming_up(tschigg)
    assert not warm_up_module.passing_build_running(preset("pub"))
    assert warm_up_module.passing_build_running(tschigg)  # an Expert waits now
    assert not build.background and warm_up_module.warming_up(tschigg)
    build.finish()
    assert asked == [("tschigg", ("expert", "hard", None))]
    assert not warm_up_module.passing_build_running(tschigg)
    for w in warm_up_module._builds.values():
        w._end()  # the real background builds started with it: not this test's
    warm_up_module.start_expert_warm_up(tschigg, ("expert", "medium", "easy"))
    warm_up_module.start_expert_warm_up(preset("pub"), ("expert", "hard", "hard"))
    assert [k for k in warm_up_module._builds if _is_both(k)] == [key]
    for w in warm_up_module._builds.values():
        w._end()


def test_an_expert_cpu_waits_in_tschiggs_clearing_phase_while_its_chances_build(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The controller holds an Expert's turn in tschigg's clearing phase (R45) while its
    chances there are built, and only then: not a Hard seat's turn, not while the coasters
    are handed out (R43), not once the build is done."""
    from types import SimpleNamespace

    from chicago_desktop.controller import warm_up as warm_up_module
    from chicago_desktop.engine import Match, preset
    from tests.ai.test_both_chain import THREE

    running = {"now": True}
    monkeypatch.setattr(warm_up_module, "passing_build_running", lambda rules: running["now"])
    c = GameController(speed="instant")
    seats = (
        PlayerInfo("Ben", "cpu", "expert"),
        PlayerInfo("Cleo", "cpu", "hard"),
        PlayerInfo("Anna"),
    )
    c._settings = MatchSettings(seats, preset="tschigg")
    m = Match(preset("tschigg"), 3, dice=ScriptedDice(), seed=0, first_leader=0)
    handing_out = SimpleNamespace(current_seat=0, match=m)
    c._session = handing_out  # type: ignore[assignment]
    assert not c._expert_waits()  # R43: nothing waits while coasters are handed out
    for action in THREE:
        m.apply(action)
    c._session = SimpleNamespace(current_seat=0, match=m)  # type: ignore[assignment]
    assert c._expert_waits()  # the clearing phase's leader is the Expert, seat 0
    c._session = SimpleNamespace(current_seat=1, match=m)  # type: ignore[assignment]
    assert not c._expert_waits()  # Hard reads its own round tables
    c._session = SimpleNamespace(current_seat=0, match=m)  # type: ignore[assignment]
    running["now"] = False
    assert not c._expert_waits()


def test_a_classic_expert_at_a_larger_table_builds_its_heads_up_replies_in_the_background(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """R41: a classic match of three or more may come down to the Expert and one other
    seat, where Expert plays the exact best reply to that seat's level (a person taken as
    Hard; ai/best_reply.py). Each distinct level at the table is built in the background
    from the match's start, in this setting, so that the first heads-up decision does not
    build it on the window's thread; nothing waits for it until then
    (heads_up_build_running), and another Expert's seat needs none (the equilibrium)."""
    from chicago_desktop.ai import tables
    from chicago_desktop.controller import warm_up as warm_up_module
    from chicago_desktop.engine import preset

    asked: list[tuple[object, ...]] = []

    def fake_expert_steps(*args: Any) -> Generator[None, None, None]:
        asked.append(args)
        yield from _steps([], 5)

    monkeypatch.setattr(tables, "expert_steps", fake_expert_steps)
    monkeypatch.setattr(warm_up_module, "_builds", {})
    five = preset("classic", losses_to_out=5)
    levels = ("easy", "expert", None, "medium", "expert", "easy")
    warm_up_module.start_expert_warm_up(five, levels)
    ends = {
        k: w
        for k, w in warm_up_module._builds.items()
        if isinstance(k, tuple) and k[:2] == ("expert", 2)
    }
    # The same builds as a match of two would start (a person: None, the reply to Hard).
    assert set(ends) == {("expert", 2, 5, 3, level) for level in ("easy", None, "medium")}
    assert all(w.running and w.background for w in ends.values())
    waited = [k for k, w in warm_up_module._builds.items() if w.running and not w.background]
    assert waited == [("expert", 6, 5, 3, None, levels)]  # the full table's own build only
    assert not warm_up_module.heads_up_build_running(preset("classic"), "easy")  # 3 losses
    assert not warm_up_module.heads_up_build_running(five, "expert")
    assert warm_up_module.heads_up_build_running(five, None)  # a person: the reply to Hard
    assert not ends[("expert", 2, 5, 3, None)].background
    # A match of two started meanwhile waits for the same build, no longer in the background.
    assert (
        warm_up_module.start_expert_warm_up(five, ("expert", "easy"))
        is ends[("expert", 2, 5, 3, "easy")]
    )
    assert not ends[("expert", 2, 5, 3, "easy")].background
    assert ends[("expert", 2, 5, 3, "medium")].background
    for w in warm_up_module._builds.values():
        w.finish()
    assert not warm_up_module.heads_up_build_running(five, None)
    # Each built once, by the AI's own steps (a person's seat: the reply to Hard, ai/tables.py).
    assert sorted((a for a in asked if a[0] == 2), key=repr) == sorted(
        ((2, 5, 3, level, ()) for level in ("easy", None, "medium")), key=repr
    )


def test_an_expert_cpu_waits_when_a_classic_match_comes_down_to_two_while_its_reply_builds(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The controller holds a classic Expert's turn once a larger match has come down to
    it and one other seat (R41) while its best reply to that seat is built, and only then:
    not while three are in the match, not a Medium seat's turn, not once the build is done;
    the reply asked for is to the other seat's level (a person: None, taken as Hard)."""
    from types import SimpleNamespace

    from chicago_desktop.controller import warm_up as warm_up_module
    from chicago_desktop.engine import Match, Stop, Throw, preset

    running = {"now": True}
    asked: list[str | None] = []

    def fake_running(rules: Any, opponent: str | None) -> bool:
        asked.append(opponent)
        return running["now"]

    monkeypatch.setattr(warm_up_module, "heads_up_build_running", fake_running)
    c = GameController(speed="instant")
    seats = (PlayerInfo("Ben", "cpu", "expert"), PlayerInfo("Anna"), PlayerInfo("Cleo", "cpu"))
    c._settings = MatchSettings(seats, preset="classic")
    m = Match(preset("classic"), 3, dice=ScriptedDice(), seed=0, first_leader=0)
    c._session = SimpleNamespace(current_seat=0, match=m)  # type: ignore[assignment]
    assert not c._expert_waits() and asked == []  # three in the match: no reply read
    for _ in range(3):  # seat 2 takes three losses and is out (R41)
        for i in range(3):
            m.apply(Throw(faces=(2, 3, 4) if i == 2 else (1, 5, 5)))
            if i == 0:
                m.apply(Stop())
    assert m.in_game() == (0, 1) and m.current_seat == 0
    assert c._expert_waits() and asked == [None]
    c._settings = MatchSettings(
        (seats[0], PlayerInfo("Anna", "cpu", "easy"), seats[2]), preset="classic"
    )
    assert c._expert_waits() and asked == [None, "easy"]
    c._settings = MatchSettings((seats[0], PlayerInfo("Anna", "cpu"), seats[2]), preset="classic")
    assert c._expert_waits() and asked[-1] == "medium"  # a CPU without a level plays Medium
    running["now"] = False
    assert not c._expert_waits()
    c._settings = MatchSettings((PlayerInfo("Ben", "cpu", "medium"), *seats[1:]), preset="classic")
    assert not c._expert_waits() and len(asked) == 4  # a Medium seat reads no reply


def test_a_party_host_builds_what_its_expert_seats_read_and_holds_their_turns_for_it(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The host's window plays a Dice Round's CPU seats (R70): an Expert seat's builds are
    started with the party (here tschigg's clearing-phase chances, R45, for the table's
    levels, a joined person taken as Hard), again when a seat is handed to the CPU (R75:
    its level may read other tables), and a CPU seat's turn waits while
    ``expert_waits`` says so, for that seat and those levels."""
    from types import SimpleNamespace

    from chicago_desktop.ai import both_chain
    from chicago_desktop.controller import warm_up as warm_up_module
    from chicago_desktop.engine import preset
    from chicago_desktop.net import HostCore, parse_seats_spec
    from chicago_desktop.ui.party.transport import QtHost

    def fake_steps(rules: Any, table: Any) -> Generator[None, None, None]:
        yield from _steps([], 5)

    monkeypatch.setattr(both_chain, "table_steps", fake_steps)
    monkeypatch.setattr(warm_up_module, "_builds", {})
    tschigg = preset("tschigg")
    core = HostCore(tschigg, parse_seats_spec("cpu:expert,cpu:hard,remote,remote"), "ABC234")
    host = QtHost(core)
    try:
        both = [k for k in warm_up_module._builds if _is_both(k)]
        assert both == [("both", tschigg, ("expert", "hard", None, None))]
        core._handed_levels[3] = "medium"  # as hand_to_cpu records it
        host._notify()
        both = [k for k in warm_up_module._builds if _is_both(k)]
        assert ("both", tschigg, ("expert", "hard", None, "medium")) in both
        for w in warm_up_module._builds.values():
            w._end()
        waits = {"now": True}
        asked: list[tuple[object, ...]] = []

        def fake_waits(match: Any, seat: int | None, levels: Any) -> bool:
            asked.append((match, seat, tuple(levels)))
            return waits["now"]

        monkeypatch.setattr(warm_up_module, "expert_waits", fake_waits)
        assert core.cpu_ready()  # no match yet: nothing to hold
        match = object()
        core.session = SimpleNamespace(match=match, current_seat=0)  # type: ignore[assignment]
        assert not core.cpu_ready()
        assert asked == [(match, 0, ("expert", "hard", None, "medium"))]
        waits["now"] = False
        assert core.cpu_ready()
    finally:
        host.close()
        for w in warm_up_module._builds.values():
            w._end()


def test_a_chicago_2_12_party_never_holds_its_cpu_seats_for_the_ais_tables(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """R60, R70: in a Dice Round of Chicago 2–12 a CPU only throws and reads no table, so
    the host's window builds none for it and never holds its CPU seats, even while a build
    of the three-dice game (the classic tables the game starts at launch) runs."""
    from chicago_desktop.controller import warm_up as warm_up_module
    from chicago_desktop.net import HostCore, parse_seats_spec
    from chicago_desktop.two_to_twelve import Rules as TwelveRules
    from chicago_desktop.ui.party.transport import QtHost

    monkeypatch.setattr(warm_up_module, "_builds", {})
    classic = warm_up_module._started("classic", lambda: _steps([], 50))
    core = HostCore(TwelveRules(), parse_seats_spec("cpu:expert,remote"), "TWL234")
    host = QtHost(core)
    try:
        assert list(warm_up_module._builds) == ["classic"] and classic.running
        assert warm_up_module.warming_up()
        assert core.cpu_ready()
    finally:
        host.close()
        classic._end()
