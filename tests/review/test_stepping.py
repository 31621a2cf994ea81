"""Stepping through a record (chicago_desktop.review.stepping): one table state per action."""

from __future__ import annotations

from pathlib import Path

import pytest

from chicago_desktop.engine import Match, RandomDice, Stop, Throw
from chicago_desktop.i18n import set_language
from chicago_desktop.records import RecordError, load_record, replay_record
from chicago_desktop.review import RecordSteps, Stepper, step_lines
from chicago_desktop.review.stepping import round_ended
from chicago_desktop.session.snapshot import snapshot_of

GOLDEN = Path(__file__).parents[1] / "records" / "golden"
INVALID = Path(__file__).parents[1] / "records" / "invalid"
RECORDS = sorted(p for p in GOLDEN.glob("*.json") if not p.name.endswith(".expected.json"))


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_every_step_is_the_table_after_that_prefix(path: Path) -> None:
    """Step k is exactly the snapshot of the match replayed through action k - 1."""
    record = load_record(path)
    steps = RecordSteps(record)
    assert len(steps) == len(record.actions) + 1
    match = Match(
        record.rules,
        len(record.players),
        dice=RandomDice(),
        seed=record.seed,
        first_leader=record.first_leader,
    )
    assert steps[0].snapshot == snapshot_of(match) and steps[0].action is None
    for k, action in enumerate(record.actions, start=1):
        seat = match.current_seat
        events = tuple(match.apply(action))
        step = steps[k]
        assert step.action_index == k - 1 and step.action == action and step.seat == seat
        assert step.snapshot == snapshot_of(match)
        assert step.before == steps[k - 1].snapshot
        assert step.events == events
    assert steps[len(steps) - 1].snapshot.over == replay_record(record).match.is_over


def test_the_words_of_each_step() -> None:
    set_language("en")
    record = load_record(GOLDEN / "e3_e4_winner.json")
    steps = RecordSteps(record)
    players = record.players
    assert step_lines(steps[0], players, steps.match) == ["The match begins."]
    assert step_lines(steps[1], players, steps.match) == ["Anna throws: 1·4·2 = 106."]
    assert step_lines(steps[2], players, steps.match) == [
        "Anna keeps 1 and throws the other dice: 1·6·3 = 163."
    ]
    assert step_lines(steps[3], players, steps.match) == ["Anna stops with 1·6·3 = 163."]
    # Action 9 ends round 1 (Cleo stops): the round's outcome follows the action.
    end = next(s for s in steps.steps if round_ended(s) is not None)
    lines = step_lines(end, players, steps.match)
    assert lines[0].startswith("Cleo") and "Round 1 is over. Best: Cleo." in lines
    assert "Worst: Anna and Ben." in lines
    summary = round_ended(end)
    assert summary is not None and summary.worst == (0, 1)


def test_the_call_and_sand_are_worded() -> None:
    set_language("en")
    record = load_record(GOLDEN / "tschigg_sand_and_passing.json")
    steps = RecordSteps(record)
    texts = [step_lines(s, record.players, steps.match)[0] for s in steps.steps[1:6]]
    assert texts[2] == "Anna calls Sand."
    assert texts[3] == "Ben throws 1·3·4: no sand."  # R24: a one fails
    assert texts[4] == "Cora throws 5·5·2 and makes sand."


def test_a_record_that_breaks_a_rule_is_refused_whole() -> None:
    with pytest.raises(RecordError) as caught:
        RecordSteps(load_record(INVALID / "throw_past_cap.json"))
    assert caught.value.index == 3 and caught.value.rule == "R5"


def test_the_stepper_moves_and_clamps() -> None:
    s = Stepper(5)
    assert s.position == 0 and s.at_first and not s.at_last
    assert not s.previous() and s.position == 0  # nothing before the first step
    assert s.next() and s.position == 1
    assert s.last() and s.position == 4 and s.at_last
    assert not s.next() and s.position == 4
    assert s.previous() and s.position == 3
    assert s.first() and s.position == 0
    assert s.go(99) and s.position == 4
    assert s.go(-3) and s.position == 0
    assert Stepper(3, position=7).position == 2
    with pytest.raises(ValueError):
        Stepper(0)


def test_step_of_action_shows_the_table_before_it() -> None:
    record = load_record(GOLDEN / "e3_e4_winner.json")
    steps = RecordSteps(record)
    # The table before action 1 (Anna's hold) is step 1: her first throw lies on it.
    step = steps[steps.step_of_action(1)]
    assert step.snapshot.faces == (1, 4, 2) and step.snapshot.current_seat == 0
    assert isinstance(record.actions[1], Throw) and isinstance(record.actions[2], Stop)
