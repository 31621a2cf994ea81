"""The lesson manager: what each attempt gets (applied or refused, and what is said)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from chicago_desktop.ai import hint
from chicago_desktop.engine import Match, ScriptedDice, Stop, Throw, preset
from chicago_desktop.tutorial import LESSONS, LessonRun, Outcome, PracticeResult, lesson
from chicago_desktop.tutorial.coach import chance_of
from chicago_desktop.tutorial.manager import NOT_THIS, WRONG_ANSWER, practice_summary
from chicago_desktop.tutorial.messages import Message, percent
from chicago_desktop.tutorial.model import (
    Continue,
    HoldDice,
    OnStop,
    OnThrow,
    StopTurn,
    ThrowDice,
)
from chicago_desktop.tutorial.replay import Moment, walk


def at(lesson_id: str, index: int) -> Iterator[tuple[LessonRun, Moment]]:
    """The run and the live match at step ``index`` of a lesson's first part."""
    item = lesson(lesson_id)
    for moment in walk(item.parts[0]):
        if moment.index == index:
            yield LessonRun(item, index), moment
            return
    raise AssertionError("no such step")


def text(message: object) -> str:
    assert isinstance(message, Message)
    return message.text()


def test_the_wanted_throw_is_applied_and_explained() -> None:
    for run, m in at("stopping", 2):
        assert isinstance(run.step.do, ThrowDice)
        verdict = run.attempt(m.match, m.held, ThrowDice())
        assert verdict.allow and verdict.done
        h = hint(m.match)
        assert m.match.turn is not None and m.match.turn.faces is not None
        p_best = chance_of(h, Throw(), m.match.turn.faces)
        assert p_best is not None
        assert text(verdict.message) == (
            f"Right: throwing all three gives a {percent(p_best).text()} chance of avoiding the"
            " loss; stopping would give 0%."
        )


def test_a_wrong_action_is_refused_with_the_lessons_feedback() -> None:
    for run, m in at("stopping", 2):
        stop = run.attempt(m.match, m.held, StopTurn())
        assert not stop.allow and not stop.done
        assert text(stop.message) == (
            "Stopping now means taking the loss: 10 is below 106 and nobody plays after you"
            " (0% chance of avoiding the loss). Throw again instead."
        )
        keep = run.attempt(m.match, m.held, ThrowDice(frozenset({0})))
        assert not keep.allow
        h = hint(m.match)
        p_keep = chance_of(h, Throw(frozenset({0})), (5, 3, 2))
        assert p_keep is not None
        assert f"your choice gives {percent(p_keep).text()}" in text(keep.message)


def test_a_reply_for_exactly_this_hold_comes_before_one_for_any_throw() -> None:
    for run, m in at("loss", 6):
        replies = [r for r in run.step.replies if isinstance(r, OnThrow)]
        assert [r.hold for r in replies] == [None]
        verdict = run.attempt(m.match, m.held, ThrowDice(frozenset({0, 1})))
        assert verdict.message is not None and "Your choice gives" in text(verdict.message)
        assert any(isinstance(r, OnStop) for r in run.step.replies)


def test_without_a_reply_the_general_feedback_is_given() -> None:
    for run, m in at("ending", 2):  # a stop step that has no reply for holds
        verdict = run.attempt(m.match, m.held, HoldDice(frozenset({0})))
        assert verdict.allow and not verdict.done and verdict.message is None
    for run, m in at("holding", 3):  # throw holding the 1: no stop reply? (there is one)
        assert text(run.attempt(m.match, m.held, StopTurn()).message) == (
            "Not yet: throw the other two dice first."
        )
    for run, m in at("ending", 1):  # the first throw: no replies at all
        run_step = run.step
        assert run_step.replies == ()
        verdict = run.attempt(m.match, m.held, ThrowDice(frozenset({1})))
        assert text(verdict.message) == NOT_THIS


def test_hold_steps_complete_when_the_hold_matches() -> None:
    for run, m in at("holding", 2):
        assert run.step.do == HoldDice(frozenset({0}))
        wrong = run.attempt(m.match, frozenset(), HoldDice(frozenset({1})))
        assert wrong.allow and not wrong.done  # a free toggle, with a word
        assert text(wrong.message) == "Hold only the 1: click another held die again to release it."
        right = run.attempt(m.match, frozenset(), HoldDice(frozenset({0})))
        assert right.allow and right.done
        assert (
            text(right.message) == "The 1 is held: it carries a lock and stays put when you throw."
        )
        throw = run.attempt(m.match, frozenset(), ThrowDice())
        assert not throw.allow
        assert text(throw.message) == "First hold the 1: click the first die or press 1."


def test_questions_and_continue() -> None:
    item = lesson("reading")
    run = LessonRun(item, 3)
    wrong = run.answer(0)
    assert not wrong.done
    assert (
        text(wrong.message)
        == "That is just the pips added up. But a 1 counts 100, not 1. Try again."
    )
    right = run.answer(1)
    assert right.done and text(right.message) == "Right: 100 + 4 + 2 = 106."
    assert run.option_labels() == ("7", "106", "142")
    assert not run.proceed().done  # a question is not passed by Continue
    first = LessonRun(item, 0)
    assert isinstance(first.step.do, Continue)
    assert first.proceed().done and first.proceed().message is None
    assert first.answer(0) == first.answer(1)  # not a question: nothing happens
    assert not first.attempt(Match(preset("classic"), 2), frozenset(), ThrowDice()).allow
    other = LessonRun(lesson("loss"), 2)
    assert text(other.answer(1).message).startswith("No: nothing makes Cora's result")
    assert WRONG_ANSWER  # the general answer feedback exists for questions without replies


def test_runs_advance_across_parts_and_finish() -> None:
    item = lesson("ending")
    run = LessonRun(item)
    first_part = len(item.parts[0].steps)
    starts = []
    while not run.finished:
        if run.advance():
            starts.append(run.index)
    assert starts == [first_part]
    assert run.index == len(item.steps)
    resumed = LessonRun(item, first_part + 2)
    assert resumed.part_number == 1 and resumed.part_start == first_part
    assert len(resumed.replay_steps()) == 2
    assert LessonRun(item, 10_000).index == len(item.steps) - 1  # a bad saved step is clamped


def test_practice_coaching_counts_decisions() -> None:
    item = lesson("practice")
    run = LessonRun(item, 1)
    match = Match(preset("classic"), 3, dice=ScriptedDice([1, 4, 2, 6, 3]), first_leader=0)
    first = run.attempt(match, frozenset(), ThrowDice())
    assert first.allow and not first.done and first.message is None  # no decision yet
    match.throw()
    best = hint(match).best.action
    assert isinstance(best, Stop | Throw)  # classic: no sixes to turn, no call
    wanted = StopTurn() if isinstance(best, Stop) else ThrowDice(best.hold)
    said = run.attempt(match, frozenset(), wanted)
    assert said.allow and not said.done and said.best is True
    assert "Well played" in said.message.text()  # type: ignore[union-attr]
    held = run.attempt(match, frozenset(), HoldDice(frozenset({0})))
    assert held.allow and held.message is None
    worse = run.attempt(match, frozenset(), ThrowDice(frozenset({1, 2})))
    assert worse.allow and worse.best is False
    assert "You held die 2 (4) and die 3 (2) and threw the rest" in worse.message.text()  # type: ignore[union-attr]
    assert run.decisions == 2 and run.best_choices == 1
    result = run.end_practice(Outcome.WON)
    assert result == PracticeResult(Outcome.WON, 2, 1)
    assert practice_summary(result).text() == (
        "You won the practice match! You made the best play in 1 of your 2 decisions."
    )
    one = PracticeResult(Outcome.LOST, 1, 1)  # the singular form
    assert practice_summary(one).text() == (
        "You are out of the practice match this time."
        " You made the best play in 1 of your 1 decision."
    )


def test_practice_results_are_ranked() -> None:
    lost = PracticeResult(Outcome.LOST, 10, 10)
    draw = PracticeResult(Outcome.DRAW, 10, 2)
    won_few = PracticeResult(Outcome.WON, 10, 3)
    won_many = PracticeResult(Outcome.WON, 10, 8)
    assert draw.better_than(lost) and won_few.better_than(draw)
    assert won_many.better_than(won_few) and not won_few.better_than(won_many)
    assert lost.better_than(None)


@pytest.mark.parametrize("item", LESSONS, ids=[i.id for i in LESSONS])
def test_every_title_and_summary_is_a_sentence(item: object) -> None:
    from chicago_desktop.tutorial import Lesson

    assert isinstance(item, Lesson)
    assert item.title and item.title[0].isupper()
    assert item.summary.endswith(".")


def test_a_stop_wanted_after_chances_is_only_claimed_when_stop_is_legal() -> None:
    for item in LESSONS:
        for part in item.parts:
            if part.is_practice:
                continue
            for moment in walk(part):
                if isinstance(moment.step.do, StopTurn):
                    assert moment.match.may_stop()
                    assert Stop() == moment.step.do.action


def test_percentages_are_honest_and_written_for_the_language() -> None:
    from chicago_desktop.i18n import current_language, set_language

    assert [percent(p).value for p in (0.0, 1e-12, 0.004, 0.5621, 0.996, 1 - 1e-12, 1.0)] == [
        0,
        0,
        1,
        56,
        99,
        100,
        100,
    ]
    before = current_language()
    try:
        set_language("de")
        assert percent(0.5621).text() == "56\u00a0%"
    finally:
        set_language(before)
    assert percent(0.5621).text() == "56%"
