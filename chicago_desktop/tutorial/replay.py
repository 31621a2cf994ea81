"""Replaying a lesson part through the rules engine, and checking what its steps state.

:func:`walk` plays a scripted part exactly as the window does: the CPU seats follow their
plans, the learner takes the action each step asks for, and every step is handed over at
the moment it would be shown (the CPU seats have played, the learner is to act or the match
is over). :func:`check_step` compares a step's stated values with the match at that moment.
The tests run both over every lesson, so no text can quote a number the engine disagrees
with; the window uses :func:`new_match_settings` to set up the same match.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass

from ..engine import (
    Action,
    Match,
    MatchStructure,
    Phase,
    Rules,
    ScriptedDice,
    SixesTurned,
    Status,
    called_score,
    fixed_score,
    preset,
)
from ..session import GameSession, Seat
from .model import (
    CallRound,
    Choose,
    Facts,
    HoldDice,
    Part,
    RoundFacts,
    Standing,
    Step,
    StopTurn,
    ThrowDice,
    TurnTwoSixes,
)


@dataclass(frozen=True, slots=True)
class Moment:
    """A step as it is shown: its index in the part, the match, the learner's held dice."""

    index: int
    step: Step
    match: Match
    held: frozenset[int]


class PlanExhausted(RuntimeError):
    """A CPU seat of a scripted part ran out of planned actions."""


def new_session(part: Part) -> GameSession:
    """The part's match with its scripted dice (a practice part has none).

    Every seat is a person's here: the CPU seats' planned actions are submitted for them
    by :func:`settle`, through the same input path as the learner's.
    """
    if part.dice is None:
        raise ValueError("a practice part has no scripted dice")
    return GameSession(
        part_rules(part),
        tuple(Seat(f"seat {i}") for i in range(len(part.seats))),
        seed=0,
        dice=ScriptedDice(part.dice),
        first_leader=part.first_leader,
    )


def part_rules(part: Part) -> Rules:
    """The rules of a part's match: its preset with the preset's own settings (R40)."""
    if part.preset == "classic":
        return preset("classic", max_throws=part.max_throws, losses_to_out=part.losses_to_out)
    if part.preset == "basic":
        return preset("basic", searches=part.searches)
    return preset(part.preset)


def new_match(part: Part) -> Match:
    """The part's match with its scripted dice, before anyone acts."""
    return new_session(part).match


def settle(session: GameSession, plans: dict[int, deque[Action]], learner: int) -> None:
    """Let the CPU seats play their plans until the learner is to act or the match is over."""
    while not session.is_over and session.current_seat != learner:
        seat = session.current_seat
        assert seat is not None
        plan = plans.get(seat)
        if not plan:
            raise PlanExhausted(f"seat {seat} has no planned action left")
        session.submit(seat, plan.popleft())


def walk(part: Part) -> Iterator[Moment]:
    """Every step of a scripted part at the moment it is shown, in order.

    The match is live: look at it before asking for the next moment. The learner's action
    of a throw or stop step is applied after the step is yielded.
    When the generator is exhausted, every planned action has been used (else
    :class:`PlanExhausted` or an assertion error says which is left).
    """
    session = new_session(part)
    match = session.match
    learner = part.learner
    plans = {i: deque(s.plan) for i, s in enumerate(part.seats) if not s.is_learner}
    held: frozenset[int] = frozenset()
    for index, step in enumerate(part.steps):
        settle(session, plans, learner)
        turn = match.turn
        if turn is None or turn.seat != learner or turn.throws == 0:
            held = frozenset()
        yield Moment(index, step, match, held)
        do = step.do
        if isinstance(do, ThrowDice):
            session.submit(learner, do.action)
            held = do.hold
        elif isinstance(do, StopTurn | CallRound):
            session.submit(learner, do.action)
        elif isinstance(do, TurnTwoSixes):
            # As the table shows it: the turned ones are held for good, the cup die is not.
            events = session.submit(learner, do.action)
            cup = next(e.cup for e in events if isinstance(e, SixesTurned))
            after = match.turn
            held = (held - cup) | (after.final if after is not None else frozenset())
        elif isinstance(do, HoldDice):
            held = do.hold
    settle(session, plans, learner)
    left = {seat: list(plan) for seat, plan in plans.items() if plan}
    assert not left, f"planned actions never used: {left}"


def check_facts(facts: Facts, match: Match, held: frozenset[int]) -> list[str]:
    """Where the table's state differs from the stated facts (empty when all agree)."""
    problems: list[str] = []
    turn = match.turn
    dice = turn.faces if turn is not None and turn.throws > 0 else None
    throws = turn.throws if turn is not None else None
    to_beat = match.lowest_so_far()
    if match.phase is Phase.CALL:  # the leader's result, before the call is made
        dice, throws, to_beat = match.results[0].dice, match.results[0].throws, None
    shown: dict[str, object] = {
        "dice": dice,
        "score": match.score_of(dice) if dice is not None else None,
        "to_beat": to_beat,
        "throws": throws,
        "cap": turn.cap if turn is not None else None,
        "held": held,
        "final": turn.final if turn is not None else None,
        "call": match.round_state.call,
    }
    for name, actual in shown.items():
        stated = getattr(facts, name)
        if stated is not None and stated != actual:
            problems.append(f"{name}: stated {stated!r}, the engine shows {actual!r}")
    if facts.dice is not None and facts.score is not None and match.rules.preset == "classic":
        worth = fixed_score(facts.dice)
        if worth != facts.score:
            problems.append(f"score: {facts.dice} is worth {worth}, not {facts.score}")
    return problems


def check_standing(stated: Standing, part: Part, match: Match) -> list[str]:
    """Where the match's standing differs from the stated one."""
    key = [s.key for s in part.seats]
    problems: list[str] = []
    if stated.middle is not None and match.middle != stated.middle:
        problems.append(f"middle: stated {stated.middle}, the engine has {match.middle}")
    if stated.coasters:
        coasters = tuple((key[s], match.coasters(s)) for s in range(match.players))
        if sorted(coasters) != sorted(stated.coasters):
            problems.append(f"coasters: stated {stated.coasters}, the engine has {coasters}")
    if stated.marks:
        marks = tuple((key[s], match.tally_marks(s)) for s in range(match.players))
        if sorted(marks) != sorted(stated.marks):
            problems.append(f"marks: stated {stated.marks}, the engine has {marks}")
    phase = match.coaster_phase.value if match.coaster_phase is not None else None
    if stated.phase is not None and phase != stated.phase:
        problems.append(f"phase: stated {stated.phase}, the engine has {phase}")
    for name, status in (("safe", Status.SAFE), ("won", Status.WON)):
        seats = getattr(stated, name)
        actual = tuple(k for s, k in enumerate(key) if match.status(s) is status)
        if seats is not None and sorted(seats) != sorted(actual):
            problems.append(f"{name}: stated {seats}, the engine has {actual}")
    loser = key[match.loser] if match.loser is not None else None
    if stated.loser is not None and loser != stated.loser:
        problems.append(f"loser: stated {stated.loser}, the engine has {loser}")
    return problems


def check_round(stated: RoundFacts, part: Part, match: Match) -> list[str]:
    """Where the last scored rolling round differs from the stated one."""
    if len(match.rounds) != stated.number:
        return [f"round: stated round {stated.number}, {len(match.rounds)} rounds were scored"]
    summary = match.rounds[-1]
    key = [s.key for s in part.seats]
    problems: list[str] = []
    scores = tuple((key[r.seat], r.score) for r in summary.results)
    if sorted(scores) != sorted(stated.scores):
        problems.append(f"scores: stated {stated.scores}, the engine has {scores}")
    worst = tuple(key[s] for s in summary.worst)
    if sorted(worst) != sorted(stated.worst):
        problems.append(f"worst: stated {stated.worst}, the engine has {worst}")
    best = tuple(key[s] for s in summary.best)
    if stated.best is not None and sorted(best) != sorted(stated.best):
        problems.append(f"best: stated {stated.best}, the engine has {best}")
    lowest = min(r.score for r in summary.results)
    if (stated.lowest is not None or match.rules.preset == "classic") and lowest != stated.lowest:
        problems.append(f"lowest: stated {stated.lowest}, the engine has {lowest}")
    if stated.call is not None and summary.call != stated.call:
        problems.append(f"call: stated {stated.call}, the engine has {summary.call}")
    if match.rules.match is MatchStructure.LOSSES or stated.losses:
        losses = tuple((key[s], match.losses(s)) for s in range(match.players))
        if sorted(losses) != sorted(stated.losses):
            problems.append(f"losses: stated {stated.losses}, the engine has {losses}")
    out = tuple(k for s, k in enumerate(key) if match.status(s) is Status.OUT)
    if sorted(out) != sorted(stated.out):
        problems.append(f"out: stated {stated.out}, the engine has {out}")
    if stated.leader_next is not None and (
        match.is_over or key[match.leader] != stated.leader_next
    ):
        problems.append(f"next leader: stated {stated.leader_next}")
    if stated.cap is not None and summary.cap != stated.cap:
        problems.append(f"cap: stated {stated.cap}, the engine has {summary.cap}")
    winner = key[match.winner] if match.winner is not None else None
    if winner != stated.winner:
        problems.append(f"winner: stated {stated.winner}, the engine has {winner}")
    if match.draw != stated.draw:
        problems.append(f"draw: stated {stated.draw}, the engine has {match.draw}")
    return problems


def check_step(part: Part, moment: Moment) -> list[str]:
    """Every stated value of a step against the engine at the moment it is shown."""
    step, match = moment.step, moment.match
    problems: list[str] = []
    if step.facts is not None:
        problems += check_facts(step.facts, match, moment.held)
    if step.round is not None:
        problems += check_round(step.round, part, match)
    if step.standing is not None:
        problems += check_standing(step.standing, part, match)
    for example in step.examples:
        worth = (
            called_score(example.dice, example.call)
            if example.call is not None
            else fixed_score(example.dice)
        )
        if worth != example.score:
            problems.append(f"example {example.key}: {example.dice} is worth {worth}")
    do = step.do
    if isinstance(do, Choose) and do.of:
        right = do.options[do.answer].value
        stated = getattr(step.facts, do.of, None) if step.facts is not None else None
        if right is None or stated is None or right != stated:
            problems.append(f"answer: option {right!r} should equal the stated {do.of} {stated!r}")
        values = [o.value for o in do.options]
        if len(set(values)) != len(values):
            problems.append("answer: two options are the same")
    if isinstance(do, ThrowDice) and not match.may_throw(do.hold):
        problems.append(f"throw holding {sorted(do.hold)} is not allowed here")
    if isinstance(do, StopTurn) and not match.may_stop():
        problems.append("stopping is not allowed here")
    if isinstance(do, TurnTwoSixes) and not match.may_turn_sixes():
        problems.append("turning sixes is not allowed here")
    if isinstance(do, CallRound) and match.phase is not Phase.CALL:
        problems.append("no call is due here")
    return problems
