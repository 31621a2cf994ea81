"""The Chicago 2–12 lesson replayed through the two-dice game: every stated value agrees.

Like the three-dice lessons (test_lessons_engine.py), the lesson's scripted game is played
exactly as its page plays it and, at every step, what the step states (round, target, the
learner's last throw and its score, the totals, the phase, the winner) is compared with
:class:`~chicago_desktop.two_to_twelve.Game`; every text is rendered with no placeholder
left, and the chance a text quotes is the dice's own (R60).
"""

from __future__ import annotations

import re
import string
from fractions import Fraction

from chicago_desktop.tutorial import CATALOGUE, TWELVE_LESSON, entry
from chicago_desktop.tutorial.model import Continue
from chicago_desktop.tutorial.twelve import (
    ThrowFor,
    ThrowOnce,
    TwelveFacts,
    TwelveLesson,
    TwelveStep,
    check_step,
    instruction,
    params,
    walk,
)
from chicago_desktop.two_to_twelve import hit_chance


def test_every_stated_value_agrees_with_the_game() -> None:
    count = 0
    for moment in walk(TWELVE_LESSON):  # the walk also checks every die was thrown
        assert check_step(moment) == [], f"step {moment.index}"
        count += 1
    assert count == len(TWELVE_LESSON.steps)


def test_every_text_is_filled_and_quotes_the_dice_chance() -> None:
    for index, step in enumerate(TWELVE_LESSON.steps):
        values = params(TWELVE_LESSON, step)
        fields = {f for _, f, _, _ in string.Formatter().parse(step.text) if f}
        assert fields <= set(values), (index, fields - set(values))
        assert not re.search(r"\{\w+\}", instruction(TWELVE_LESSON, index).text())
        if step.facts is not None and step.facts.target is not None:
            chance = Fraction(int(values["ways"]), int(values["outcomes"]))  # type: ignore[arg-type]
            assert chance == hit_chance(step.facts.target, 2)
    assert params(TWELVE_LESSON, TWELVE_LESSON.steps[0])["first"] == 2
    assert params(TWELVE_LESSON, TWELVE_LESSON.steps[0])["last"] == 12


def test_the_lesson_shows_a_hit_a_miss_and_the_roll_off() -> None:
    seen: set[str] = set()
    for moment in walk(TWELVE_LESSON):
        facts = moment.step.facts
        if facts is None:
            continue
        if facts.score is not None and facts.score > 0:
            seen.add("hit")
        if facts.score == 0:
            seen.add("miss")
        if facts.phase == "rolloff":
            seen.add("rolloff")
        if facts.winner == "you":
            seen.add("won")
    assert seen == {"hit", "miss", "rolloff", "won"}
    kinds = {type(s.do) for s in TWELVE_LESSON.steps}
    assert kinds == {Continue, ThrowOnce, ThrowFor}


def test_a_wrong_statement_is_caught() -> None:
    """The check is real: a lesson that states a score the dice do not make fails."""
    steps = list(TWELVE_LESSON.steps)
    steps[2] = TwelveStep(steps[2].text, steps[2].do, TwelveFacts(dice=(1, 1), score=3))
    wrong = TwelveLesson("wrong", "t", "s", TWELVE_LESSON.seats, TWELVE_LESSON.dice, tuple(steps))
    problems = [p for m in walk(wrong) for p in check_step(m)]
    assert problems == ["score: stated 3, the game shows 2"]


def test_the_lesson_is_in_the_list_after_the_three_dice_games() -> None:
    assert CATALOGUE[-1] is TWELVE_LESSON
    assert entry("two-to-twelve") is TWELVE_LESSON
    assert not TWELVE_LESSON.is_practice
