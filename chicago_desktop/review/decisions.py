"""*Review my decisions*: each decision of a seat next to Expert's, with the hint's exact chances.

A decision is an action of a seat where it had more than one option: a hold or a stop
after the first throw, turning sixes (R21, R22), the leader's call (R7, R24). The first
throw of a turn is no decision (all three dice are thrown, R2). For each decision the
match is replayed to just before it and asked two things:

- :func:`chicago_desktop.ai.hint` — every option with its exact chances and the round's
  objective (docs/ai.md): avoid the worst (classic, every handing-out phase), be the best
  (basic, bavarian and pub clearing), or both (tschigg clearing);
- the Expert CPU level (:func:`chicago_desktop.ai.make_player`) — what it would play.

``p_played`` and ``p_expert`` are the hint's value for the objective of the option played
and of Expert's option: the chance of avoiding the worst, the chance of being the best,
or for "both" p_best − p_worst (= p_best + p_avoid_loss − 1, the number the AI maximises;
it can be below 0). So the numbers are exactly those ``chicago-desktop hint`` prints on
the same prefix of the record. Expert plays Hard's round optimum except where it looks at
the whole classic match, so ``p_expert`` is usually the best chance of the round and can
be below ``p_played`` when Expert gives up a little of this round for the match.

The decisions that cost most come first: sorted by ``p_expert - p_played``, largest first,
ties by ``action_index`` (0-based, as in the record's JSON array and ``hint``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ai import Hint, HintOption, NotDecidable, hint, make_player
from ..ai.round_hints import objective_value
from ..engine import Action, MakeCall, Match, Phase, RandomDice, Stop, Throw, TurnSixes
from ..records import GameRecord, RecordError
from ..records.model import action_to_json


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of ``seat``: what was played, what Expert plays, and both chances."""

    action_index: int  # the record's action, counted from 0
    seat: int
    round_index: int  # the rolling round it was made in, counted from 0
    objective: str  # "avoid", "best" or "both" (docs/ai.md)
    played: HintOption
    expert: HintOption
    faces: tuple[int, int, int] | None  # the dice as they lay when deciding (None at a call)
    p_played: float
    p_expert: float

    @property
    def cost(self) -> float:
        """How much of the objective's chance the decision gave up against Expert's."""
        return self.p_expert - self.p_played

    @property
    def same_as_expert(self) -> bool:
        """True when the seat played Expert's option."""
        return self.played == self.expert


def _kept_faces(action: Throw, faces: tuple[int, int, int] | None) -> list[int]:
    assert faces is not None
    return sorted(faces[p] for p in action.hold)


def option_of(h: Hint, action: Action, match: Match) -> HintOption:
    """The hint's option that ``action`` is (holds compared by the faces they keep).

    Two holds of equal faces are one option of the hint (they lead to the same chances);
    raises :class:`~chicago_desktop.ai.NotDecidable` if ``action`` is none of them.
    """
    faces = match.turn.faces if match.turn is not None else None
    for option in h.options:
        chosen = option.action
        if isinstance(action, Throw) and isinstance(chosen, Throw):
            if _kept_faces(action, faces) == _kept_faces(chosen, faces):
                return option
        elif isinstance(action, MakeCall) and isinstance(chosen, MakeCall):
            if action.call == chosen.call:
                return option
        elif isinstance(action, Stop | TurnSixes) and type(action) is type(chosen):
            return option
    raise NotDecidable("the action is not one of the options")


def _decision(match: Match, index: int, action: Action) -> Decision | None:
    """The decision before ``action`` (the record's action ``index``), or None if none."""
    if match.phase is Phase.OVER:
        return None
    try:
        h = hint(match)
    except NotDecidable:
        return None
    if len(h.options) < 2:
        return None
    played = option_of(h, action, match)
    expert = option_of(h, make_player("expert").decide(match), match)
    objective = h.objective
    faces = match.turn.faces if match.turn is not None else None
    return Decision(
        action_index=index,
        seat=h.seat,
        round_index=match.round_index,
        objective=objective,
        played=played,
        expert=expert,
        faces=faces,
        p_played=objective_value(objective, played.p_avoid_loss, played.p_best),
        p_expert=objective_value(objective, expert.p_avoid_loss, expert.p_best),
    )


class Reviewer:
    """The review of ``seats`` in ``record``, one action at a time (the window's timer).

    A record that breaks a rule is refused at once, whole, with its first bad action
    (:class:`~chicago_desktop.records.RecordError`, as ``replay`` says it). Each
    :meth:`step` looks at one action; the hint of a decision takes a few milliseconds,
    so the window can answer between two steps.
    """

    def __init__(self, record: GameRecord, seats: frozenset[int]) -> None:
        from ..records import replay_record

        replay_record(record)  # refuse a bad record whole, before anything is reviewed
        self.record = record
        self.seats = seats
        self._match = Match(
            record.rules,
            len(record.players),
            dice=RandomDice(),
            seed=record.seed,
            first_leader=record.first_leader,
        )
        self._next = 0
        self._found: list[Decision] = []

    @property
    def done(self) -> bool:
        """True when every action has been looked at."""
        return self._next >= len(self.record.actions)

    @property
    def progress(self) -> tuple[int, int]:
        """Actions looked at, and how many there are."""
        return self._next, len(self.record.actions)

    def step(self) -> bool:
        """Look at the next action; True while more remain."""
        if self.done:
            return False
        index, action = self._next, self.record.actions[self._next]
        if self._match.current_seat in self.seats:
            decision = _decision(self._match, index, action)
            if decision is not None:
                self._found.append(decision)
        self._match.apply(action)
        self._next += 1
        return not self.done

    def run(self) -> tuple[Decision, ...]:
        """Every remaining step, then the decisions."""
        while self.step():
            pass
        return self.decisions()

    def decisions(self) -> tuple[Decision, ...]:
        """The decisions found so far, the costliest first (ties: earlier action first)."""
        return tuple(sorted(self._found, key=lambda d: (-d.cost, d.action_index)))


def review_match(record: GameRecord, seats: frozenset[int]) -> tuple[Decision, ...]:
    """The decisions of ``seats`` in ``record``, the costliest first."""
    return Reviewer(record, seats).run()


def seats_to_review(record: GameRecord, seat: int | None = None) -> frozenset[int]:
    """``seat`` alone (any kind), or every human seat when it is None."""
    if seat is not None:
        if not 0 <= seat < len(record.players):
            raise RecordError(f"there is no seat {seat} in this record")
        return frozenset({seat})
    return frozenset(i for i, p in enumerate(record.players) if not p.is_cpu)


def review_record(record: GameRecord, seat: int | None = None) -> tuple[Decision, ...]:
    """The decisions of ``seat``, or of every human seat when ``seat`` is None."""
    return review_match(record, seats_to_review(record, seat))


def option_action_json(option: HintOption) -> dict[str, object]:
    """An option as ``hint --json`` writes its action: {"hold": [...]}, {"stop": true}, …"""
    if isinstance(option.action, Throw):
        return {"hold": sorted(option.action.hold)}
    return action_to_json(option.action)


def decision_json(d: Decision) -> dict[str, object]:
    """One decision as ``review --json`` prints it."""
    return {
        "action_index": d.action_index,
        "seat": d.seat,
        "played": option_action_json(d.played),
        "expert": option_action_json(d.expert),
        "p_played": d.p_played,
        "p_expert": d.p_expert,
    }
