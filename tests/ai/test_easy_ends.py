"""Easy's mixed policy outside classic (ai/easy_ends.py) against Easy itself.

Every draw of :func:`~chicago_desktop.ai.preset_policies.easy` is enumerated through the
engine: each ``rng.random()`` is an interval, split at every threshold Easy compares it
with (each side weighted by its length), each ``rng.choice`` takes every element. The
chance of every kept multiset (or of stopping) in every state after a throw must be the
model's, turning sixes followed by the hold Easy then makes on the engine's turned dice
(R21, R22; final holds R4).
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from chicago_desktop.ai import preset_policies
from chicago_desktop.ai.dice_space import KEPT_INDEX
from chicago_desktop.ai.easy_ends import easy_ends, easy_weights
from chicago_desktop.ai.heads_up_round import medium_ends
from chicago_desktop.ai.turn_solver import STOP
from chicago_desktop.ai.turn_space import turn_space
from chicago_desktop.engine import Call, Phase, Stop, Throw, TurnSixes, preset
from chicago_desktop.engine.turn import make_turn

TOL = 1e-12


class _Branch(Exception):
    def __init__(self, ways: int) -> None:
        self.ways = ways  # 2: a comparison of a draw; n: a choice among n


class _Draw:
    """One ``rng.random()`` known only as an interval: a comparison with a threshold inside
    it is a branch (taken both ways by the explorer), one outside it is decided."""

    def __init__(self, rng: _Scripted) -> None:
        self.rng = rng
        self.lo, self.hi = 0.0, 1.0

    def __lt__(self, threshold: float) -> bool:
        if threshold <= self.lo:
            return False
        if threshold >= self.hi:
            return True
        below = bool(self.rng.next(2))
        span = self.hi - self.lo
        if below:
            self.rng.weight *= (threshold - self.lo) / span
            self.hi = threshold
        else:
            self.rng.weight *= (self.hi - threshold) / span
            self.lo = threshold
        return below


class _Scripted:
    """Answers Easy's draws from ``path``; past its end, asks the explorer to branch.
    ``weight`` is the chance of the answers given so far."""

    def __init__(self, path: tuple[int, ...]) -> None:
        self.path = path
        self.at = 0
        self.weight = 1.0

    def next(self, ways: int) -> int:
        if self.at == len(self.path):
            raise _Branch(ways)
        value = self.path[self.at]
        self.at += 1
        return value

    def random(self) -> Any:
        return _Draw(self)

    def choice(self, seq: list[Any]) -> Any:
        self.weight /= len(seq)
        return seq[self.next(len(seq))]


def _actions(match: Any) -> dict[Any, float]:
    """Easy's action in ``match`` with the chance of each, every draw enumerated."""
    out: dict[Any, float] = {}
    stack: list[tuple[int, ...]] = [()]
    while stack:
        path = stack.pop()
        rng = _Scripted(path)
        try:
            action = preset_policies.easy(match, rng)  # type: ignore[arg-type]
        except _Branch as branch:
            stack.extend((*path, i) for i in range(branch.ways))
            continue
        out[action] = out.get(action, 0.0) + rng.weight
    return out


def _stub(turn: Any, call: Call | None) -> Any:
    return SimpleNamespace(phase=Phase.TURN, turn=turn, round_state=SimpleNamespace(call=call))


def _engine_weights(
    rules: Any, final: tuple[int, ...], free: tuple[int, ...], left: int, call: Call | None
) -> dict[int, float]:
    """Easy's kept multisets (or STOP) in a turn showing ``final`` + ``free``."""
    cap = 3
    faces = (*final, *free)
    held = frozenset(range(len(final)))
    turn = make_turn(
        rules,
        0,
        cap,
        (faces[0], faces[1], faces[2]),
        cap - left,
        held,
        held,
        frozenset(),
        False,
        False,
        False,
    )
    out: dict[int, float] = {}

    def add(choice: int, p: float) -> None:
        out[choice] = out.get(choice, 0.0) + p

    for action, p in _actions(_stub(turn, call)).items():
        if isinstance(action, Stop):
            add(STOP, p)
        elif isinstance(action, TurnSixes):
            turned = turn.turn_sixes()
            for after, q in _actions(_stub(turned, call)).items():
                assert isinstance(after, Throw)
                assert turned.faces is not None
                kept = tuple(sorted(turned.faces[i] for i in after.hold))
                add(KEPT_INDEX[kept], p * q)
        else:
            assert isinstance(action, Throw)
            kept = tuple(sorted(faces[i] for i in action.hold))
            add(STOP if len(kept) == 3 else KEPT_INDEX[kept], p)
    return out


CASES = [
    ("pub", None),  # fixed scoring, R22 three sixes, fish
    ("bavarian", None),  # the leader, judging by fixed scores before its call
    ("basic", Call(ones=1, sixes=6, high=False)),  # ones beat sixes: keepers 1 and 2
    ("tschigg", Call.sand_call()),  # R24: keepers 2-5, turning sixes still at random
]


@pytest.mark.parametrize(("name", "call"), CASES)
def test_easy_weights_are_easys_draws_in_every_state(name: str, call: Call | None) -> None:
    rules = preset(name)
    space = turn_space(rules)
    checked = turned = 0
    for post, (final, free) in enumerate(space.posts):
        if not final and free == (1, 1, 1):
            continue  # three ones thrown together are a Chicago: the turn is over (R20)
        want = _engine_weights(rules, final, free, 1, call)
        got = easy_weights(space, post, 1, call)
        assert set(got) == set(want), (final, free)
        for choice, p in want.items():
            assert abs(got[choice] - p) < TOL, (final, free, choice)
        checked += 1
        turned += bool(space.turns[post])
    assert checked > 200 and turned > 10


def test_easy_ends_sum_to_one_and_differ_from_medium() -> None:
    rules = preset("bavarian")
    call = Call(ones=100, sixes=60, high=True)
    ends = easy_ends(rules, call, 3)
    assert abs(sum(ends.values()) - 1.0) < TOL
    assert {t for _, t, _ in ends} == {1, 2, 3}
    one_throw = sum(p for (_, t, c), p in ends.items() if t == 1 and not c)
    medium_one = sum(p for (_, t, c), p in medium_ends(rules, call, 3).items() if t == 1 and not c)
    assert one_throw > medium_one  # Easy settles for a result more readily
