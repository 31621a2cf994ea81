"""Every lesson replayed through the rules engine: its stated numbers cannot drift.

Each scripted part is played exactly as the window plays it (CPU seats follow their plans,
the learner takes each step's action). At every step the values the step states (dice,
result, result to beat, throws, cap, held dice, the last round's scores, losers, losses,
who is out, winner, draw, quoted examples, the right answer of a question) are compared with
the engine, every claim that a play is the best one with the AI's hint function, and every
text is rendered to check that all its placeholders are filled.
"""

from __future__ import annotations

import re
import string

import pytest

from chicago_desktop.ai import hint
from chicago_desktop.engine import Call, Phase, Stop, Throw, is_fish
from chicago_desktop.tutorial import LESSONS, LessonRun
from chicago_desktop.tutorial.coach import chance_of
from chicago_desktop.tutorial.lessons import PRESET_ORDER
from chicago_desktop.tutorial.manager import NOT_THIS, WRONG_ANSWER
from chicago_desktop.tutorial.messages import Message
from chicago_desktop.tutorial.model import (
    CallRound,
    Choose,
    HoldDice,
    Lesson,
    Play,
    StopTurn,
    ThrowDice,
    TurnTwoSixes,
    Watch,
)
from chicago_desktop.tutorial.progress import _LESSON_ID
from chicago_desktop.tutorial.replay import Moment, check_step, walk
from chicago_desktop.tutorial.values import chance, decision_faces, option_for, same_play

SCRIPTED = [
    (lesson, number)
    for lesson in LESSONS
    for number, part in enumerate(lesson.parts)
    if not part.is_practice
]


def _ids(item: tuple[Lesson, int]) -> str:
    return f"{item[0].id}-{item[1]}"


@pytest.mark.parametrize("item", SCRIPTED, ids=[_ids(i) for i in SCRIPTED])
def test_every_stated_value_agrees_with_the_engine(item: tuple[Lesson, int]) -> None:
    lesson, number = item
    part = lesson.parts[number]
    count = 0
    for moment in walk(part):  # the match is live: check before the walk goes on
        assert check_step(part, moment) == [], f"{lesson.id} step {moment.index}"
        count += 1
    assert count == len(part.steps)  # and the walk checked that every CPU plan was used


def _render_all(moment: Moment, run: LessonRun) -> None:
    """Render every text of the step at this moment; no placeholder may be left."""
    step = moment.step
    match = moment.match
    texts = [step.text, step.why or "", step.otherwise or NOT_THIS, WRONG_ANSWER]
    texts += [r.text for r in step.replies]
    if isinstance(step.do, Choose):
        texts += [o.text for o in step.do.options if o.text]
    # A wrong attempt fills {p_chosen}: a throw holding nothing (or die 1 where nothing is
    # the wanted hold), or a stop where no throw is possible.
    # At the leader's call (R7) the wrong attempt is another call.
    wanted = step.do.hold if isinstance(step.do, ThrowDice) else None
    hold = frozenset({0}) if wanted == frozenset() else frozenset()
    attempt: ThrowDice | StopTurn | CallRound = (
        ThrowDice(hold) if match.may_throw(hold) else StopTurn()
    )
    if match.phase is Phase.CALL:
        other = Call(ones=1, sixes=6)
        attempt = CallRound(other if step.do != CallRound(other) else Call())
    params = run.params(match, attempt)
    for text in texts:
        if not text:
            continue
        fields = {f for _, f, _, _ in string.Formatter().parse(text) if f}
        missing = fields - set(params)
        assert not missing, f"{run.lesson.id} step {moment.index}: {missing} in {text!r}"
        rendered = Message(text, params).text()
        assert not re.search(r"\{\w+\}", rendered), rendered


@pytest.mark.parametrize("item", SCRIPTED, ids=[_ids(i) for i in SCRIPTED])
def test_every_text_has_its_placeholders_filled(item: tuple[Lesson, int]) -> None:
    lesson, number = item
    start = sum(len(p.steps) for p in lesson.parts[:number])
    for moment in walk(lesson.parts[number]):
        _render_all(moment, LessonRun(lesson, start + moment.index))


@pytest.mark.parametrize("item", SCRIPTED, ids=[_ids(i) for i in SCRIPTED])
def test_claimed_best_plays_are_the_hint_functions_best(item: tuple[Lesson, int]) -> None:
    lesson, number = item
    claims = 0
    for moment in walk(lesson.parts[number]):
        step, match = moment.step, moment.match
        faces = decision_faces(match)
        played = ThrowDice | StopTurn | CallRound | TurnTwoSixes
        chances_needed = bool(step.chances) or isinstance(step.do, played)
        if faces is None or not chances_needed:
            assert not step.best, f"step {moment.index} claims a best play before any throw"
            continue
        h = hint(match)
        if match.rules.preset == "classic":  # the classic tables, exactly as before
            assert isinstance(h.best.action, Throw | Stop)  # classic: no sixes, no call
        for name, action in step.chances:
            assert option_for(h, action, faces) is not None, f"{name} is not an option"
            if match.rules.preset == "classic":
                assert isinstance(action, Throw | Stop)
                assert chance_of(h, action, faces) is not None
        if step.best:
            assert isinstance(step.do, played)
            claims += 1
            assert same_play(h.best, step.do.action, faces), (
                f"{lesson.id} step {moment.index}: the hint's best is {h.best.action}"
            )
            wanted = option_for(h, step.do.action, faces)
            assert wanted is not None
            for name, action in step.chances:
                other = option_for(h, action, faces)
                assert other is not None
                assert chance(wanted, h.objective) > chance(other, h.objective), (
                    f"{name} is as good as the wanted play"
                )
    if any(isinstance(s.do, StopTurn) for s in lesson.parts[number].steps):
        assert claims > 0  # every lesson that asks to stop says why, with numbers


def test_lessons_cover_the_curriculum() -> None:
    ids = [lesson.id for lesson in LESSONS]
    assert ids == [
        *("reading", "holding", "stopping", "cap", "loss", "ending", "practice"),
        *("call", "searches", "practice-basic"),
        *("chicago", "final-holds", "sixes", "coasters", "practice-bavarian"),
        *("sand", "practice-tschigg"),
        *("fish", "three-sixes", "practice-pub"),
    ]
    assert len(set(ids)) == len(ids)
    for lesson in LESSONS:
        assert _LESSON_ID.fullmatch(lesson.id)
        assert lesson.steps, lesson.id
        for part in lesson.parts:
            assert sum(s.is_learner for s in part.seats) == 1
            assert part.preset == lesson.preset  # a lesson teaches one preset
    kinds = {type(s.do) for lesson in LESSONS for s in lesson.steps}
    assert {Choose, HoldDice, ThrowDice, StopTurn, CallRound, TurnTwoSixes, Watch, Play} <= kinds
    # Grouped by preset, classic first, each group ending with its practice match.
    presets = [lesson.preset for lesson in LESSONS]
    assert list(dict.fromkeys(presets)) == list(PRESET_ORDER)
    assert presets == sorted(presets, key=PRESET_ORDER.index)
    for preset in PRESET_ORDER:
        group = [lesson for lesson in LESSONS if lesson.preset == preset]
        assert group[-1].is_practice and not any(lesson.is_practice for lesson in group[:-1])
        seats = group[-1].parts[0].seats
        assert all(s.level == "easy" for s in seats if not s.is_learner)


def test_situations_the_brief_asks_for() -> None:
    """Stopping right and throwing right, the cap after one strong throw, a tie at the
    bottom, a player out, a winner and a draw all happen in the scripted matches."""
    seen: set[str] = set()
    for lesson, number in SCRIPTED:
        part = lesson.parts[number]
        for moment in walk(part):
            step = moment.step
            if step.best and isinstance(step.do, StopTurn):
                seen.add("stop is right")
            if step.best and isinstance(step.do, ThrowDice):
                seen.add("throw is right")
            held = step.facts.held if step.facts is not None else None
            if isinstance(step.do, HoldDice) and held and len(step.do.hold) < len(held):
                seen.add("release")
            rnd = step.round
            if rnd is not None:
                if len(rnd.worst) > 1:
                    seen.add("tie at the bottom")
                if rnd.cap == 1:
                    seen.add("cap of one")
                if rnd.out:
                    seen.add("out")
                if rnd.winner:
                    seen.add("winner")
                if rnd.draw:
                    seen.add("draw")
    assert seen == {
        "stop is right",
        "throw is right",
        "release",
        "tie at the bottom",
        "cap of one",
        "out",
        "winner",
        "draw",
    }


def test_preset_situations_the_issue_asks_for() -> None:
    """The leader's call (R7) and sand (R24), a Chicago (R20), turning two sixes (R21) and
    three (R22), a die held for good (R4), both coaster phases (R43, R45), a safe player and
    a tally mark (R42), a round of fish (R23) and one without a worst (R46) all happen in the
    scripted matches."""
    seen: set[str] = set()
    for lesson, number in SCRIPTED:
        part = lesson.parts[number]
        for moment in walk(part):
            step, match = moment.step, moment.match
            do = step.do
            if isinstance(do, CallRound) and step.best:
                seen.add("sand" if do.call.sand else "call")
            if isinstance(do, TurnTwoSixes) and step.best:
                turn = match.turn
                assert turn is not None and turn.faces is not None
                seen.add("three sixes" if turn.faces == (6, 6, 6) else "two sixes")
            if step.facts is not None and step.facts.final:
                seen.add("held for good")
            standing = step.standing
            if standing is not None:
                if standing.phase is not None:
                    seen.add(standing.phase)
                if standing.safe:
                    seen.add("safe")
                if any(count for _, count in standing.marks):
                    seen.add("tally mark")
            if match.rounds:
                results = match.rounds[-1].results
                if any(r.chicago for r in results):
                    seen.add("chicago")
                elif not match.rounds[-1].worst:  # R46: everybody made sand
                    seen.add("no worst")
                if match.rules.fish and all(is_fish(r.dice) for r in results):
                    seen.add("fish")
    assert seen == {
        "call",
        "sand",
        "two sixes",
        "three sixes",
        "held for good",
        "handing_out",
        "clearing",
        "safe",
        "tally mark",
        "chicago",
        "no worst",
        "fish",
    }
