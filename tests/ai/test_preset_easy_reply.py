"""Expert at a full table outside classic replying to known Easy seats
(ai/preset_full_reply.py, ai/easy_ends.py), against the brute force of
:mod:`.test_preset_full_reply` with Easy's noisy rule played through the engine, every
draw enumerated (:func:`.test_easy_ends._actions`)."""

from __future__ import annotations

import pytest

from chicago_desktop.ai.preset_full_reply import later_levels, reply_chances
from chicago_desktop.engine import Action, Match, Stop, Throw

from .test_easy_ends import _actions as easy_actions
from .test_preset_full_reply import Brute


class EasyBrute(Brute):
    """:class:`.test_preset_full_reply.Brute` where a seat may also play Easy."""

    def __init__(self, name: str, players: int, levels: dict[int, str], me: int) -> None:
        super().__init__(name, players, levels, me)
        self.easy: dict[tuple[object, ...], dict[Action, float]] = {}

    def _node(self, actions: list[Action], m: Match) -> tuple[float, float]:
        seat = m.current_seat
        if seat is None or seat == self.me or self.levels[seat] != "easy":
            return super()._node(actions, m)
        turn = m.turn
        assert turn is not None
        # Easy sees its turn and the call only: its enumerated draws are kept per both.
        call = m.round_state.call
        where = (turn.faces, turn.final, turn.cup, turn.throws, turn.cap, turn.must_throw, call)
        found = self.easy.get(where)
        if found is None:
            found = self.easy[where] = easy_actions(m)
        avoid = best = 0.0
        for action, p in found.items():
            a, b = self._expect(actions, m, action)
            avoid += p * a
            best += p * b
        return avoid, best


def test_pub_follower_before_easy_exact() -> None:
    """Pub, the second of three with one throw left under a cap of two (R5), Easy after it
    with its whole two-throw turn (noisy stops and holds, R22 turning at random): both
    chances exact for stopping and for throwing one die (R20, R32, R44 included: Easy's
    Chicago on its first throw)."""
    brute = EasyBrute("pub", 3, {2: "easy"}, 1)
    lead: list[Action] = [Throw(faces=(2, 3, 5)), Throw(hold=frozenset(), faces=(4, 4, 6)), Stop()]
    actions = [*lead, Throw(faces=(1, 6, 5))]
    m = brute.match(actions)
    levels = later_levels(m, [None, None, "easy"])
    assert levels == ("easy",)
    chances = reply_chances(m, levels)
    assert chances is not None
    compared = 0
    for action, avoid, best in chances:
        if isinstance(action, Stop) or (isinstance(action, Throw) and len(action.hold) == 2):
            want = brute._expect(actions, m, action)
            assert (avoid, best) == pytest.approx(want, abs=1e-9), action
            compared += 1
    assert compared == 4  # stop; hold 1·6, 1·5 or 6·5
