"""Coaching of the preset practice matches speaks the round's objective (docs/ai.md).

Each position is reached by real play with scripted dice; the coach's numbers are the hint
function's, and its sentence names what the round is played for: not taking a coaster
while coasters are handed out (R43), being the best and safe in a search (R42), being the
best and putting a coaster down when clearing (R45), both chances in tschigg's clearing
phase; calls (R7) and turned sixes (R21) are coached too.
"""

from __future__ import annotations

from chicago_desktop.ai import hint
from chicago_desktop.engine import (
    Call,
    CoasterPhase,
    MakeCall,
    Match,
    ScriptedDice,
    Status,
    Stop,
    Throw,
    TurnSixes,
    preset,
)
from chicago_desktop.i18n import format_percent
from chicago_desktop.tutorial.coach_presets import coach_preset
from chicago_desktop.tutorial.manager import practice_outcome
from chicago_desktop.tutorial.model import Outcome
from chicago_desktop.tutorial.values import option_for


def _match(name: str, dice: tuple[int, ...], actions: list[object], players: int = 2) -> Match:
    match = Match(preset(name), players, dice=ScriptedDice(dice), first_leader=0)
    for action in actions:
        match.apply(action)  # type: ignore[arg-type]
    return match


def _pct(p: float) -> str:
    return format_percent(min(99, max(1, round(100 * p))) / 100 if 0 < p < 1 else p)


def test_handing_out_coaches_not_taking_a_coaster() -> None:
    match = _match("bavarian", (1, 6, 6), [Throw()])
    said = coach_preset(match, Stop())
    assert said is not None and said.was_best
    text = said.message.text()
    assert text.startswith("Well played: that was the best play.")
    assert "The best play here was to stop." in text
    best = hint(match).best
    assert f"It gives a {_pct(best.p_avoid_loss)} chance of not taking a coaster" in text


def test_the_call_is_coached_with_its_chance() -> None:
    match = _match("bavarian", (1, 6, 6), [Throw(), Stop()])
    h = hint(match)
    worst = h.options[-1]
    assert isinstance(worst.action, MakeCall)
    said = coach_preset(match, worst.action)
    assert said is not None and not said.was_best
    text = said.message.text()
    assert "The best call here was ones 100 · sixes 60 · high." in text
    assert f"which gave {_pct(worst.p_avoid_loss)}" in text


def test_a_search_coaches_being_the_best() -> None:
    match = _match("basic", (2, 3, 2), [Throw()], players=3)
    h = hint(match)
    assert h.objective == "best"
    said = coach_preset(match, Throw(frozenset()))
    assert said is not None
    option = option_for(h, Throw(frozenset()), (2, 3, 2))
    assert option is not None and said.p_chosen == option.p_best
    assert "safe for the rest of the search" in said.message.text()


def test_turning_sixes_is_named() -> None:
    match = _match("bavarian", (3, 4, 2, 1, 1, 6, 6, 6, 1), [Throw(), Throw(), Stop()])
    match.apply(MakeCall(Call()))
    match.apply(Throw())
    said = coach_preset(match, TurnSixes())
    assert said is not None and said.was_best
    assert "turn two sixes into a one" in said.message.text()


def test_clearing_coaches_putting_a_coaster_down() -> None:
    # Bavarian, two players: three rounds hand the three coasters out, Ben takes two.
    dice = (1, 6, 6, 4, 3, 2, 1, 1, 5, 5, 5, 2, 1, 6, 6, 1, 2, 3, 6, 6, 5, 1, 3, 2, 1, 6, 5)
    plan = [Throw(), Stop(), MakeCall(Call()), Throw(), Throw(), Stop(), MakeCall(Call())]
    plan += [Throw(), Throw(), Stop(), MakeCall(Call()), Throw()]
    plan += [Throw(), Stop(), MakeCall(Call()), Throw(), Throw()]  # clearing: you lead
    match = _match("bavarian", dice, plan)
    assert match.coaster_phase is CoasterPhase.CLEARING
    assert match.current_seat == 0 and match.may_stop()
    said = coach_preset(match, Stop())
    assert said is not None
    assert "putting a coaster down" in said.message.text()


def test_practice_outcomes_of_every_structure() -> None:
    playing, out, won = Status.PLAYING, Status.OUT, Status.WON
    assert practice_outcome(0, playing, over=False) is None
    assert practice_outcome(0, out, over=False) is Outcome.LOST  # classic: out
    assert practice_outcome(0, won, over=False) is Outcome.WON  # coasters cleared, left
    assert practice_outcome(0, playing, over=True, winner=0) is Outcome.WON  # classic
    assert practice_outcome(0, out, over=True, winner=1) is Outcome.LOST
    assert practice_outcome(0, out, over=True, draw=True) is Outcome.DRAW
    assert practice_outcome(0, won, over=True, loser=2) is Outcome.WON  # basic, coasters
    assert practice_outcome(0, out, over=True, loser=0) is Outcome.LOST


def test_tschigg_clearing_coaches_both_chances() -> None:
    # Tschigg, two players: three coasters handed out (R43), then the clearing phase, in
    # which the best passes a coaster to the worst (R45): both chances matter.
    dice = (1, 6, 6, 4, 3, 2, 1, 1, 5, 5, 5, 2, 1, 6, 6, 1, 2, 3, 3, 2, 4, 6, 6, 5, 1, 6, 5)
    plan = [Throw(), Stop(), MakeCall(Call()), Throw(), Throw(), Stop(), MakeCall(Call())]
    plan += [Throw(), Throw(), Stop(), MakeCall(Call()), Throw()]
    plan += [Throw(), Throw(), Stop(), MakeCall(Call()), Throw()]  # Ben leads, two throws
    match = _match("tschigg", dice, plan)
    assert match.coaster_phase is CoasterPhase.CLEARING and match.current_seat == 0
    h = hint(match)
    assert h.objective == "both"
    said = coach_preset(match, Stop())
    assert said is not None
    text = said.message.text()
    assert "chance of being the best this round and passing a coaster on" in text
    assert "chance of being the worst and being handed one" in text
