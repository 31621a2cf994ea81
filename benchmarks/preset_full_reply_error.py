"""Accuracy: Expert's chance of not being worst at a full table where Hard chases the best,
against a brute force.

Run: ``python benchmarks/preset_full_reply_error.py`` (about 30 s).

In basic (R42) a Hard seat plays for the best, so its decisions depend on the best so far.
The old chain (still :meth:`preset_full_reply._Reply.chain`, and :mod:`.round_values`'
all-Hard avoid chain) took Hard's link from its avoid table; since session 11 the chance of
not being worst comes from :mod:`chicago_desktop.ai.chase_chain`, a chain over the best so
far with Hard's real end distribution against it. This prints the true ``p_avoid_loss``
(every dice outcome through the engine, each seat's real policy: the brute force of
``tests/ai/test_preset_full_reply.py``) and the error of the numbers Expert uses now, of
the old reply chain and of the old all-Hard number:

- the leader's first three calls (R7) on one result at cap two (R5) at three seats,
  Medium and Hard after it (in both orders);
- the second of four at cap two under "ones 100 · sixes 60 · high" (R31), two Hard after
  it, stopping on three results (the all-Hard source, :class:`.weighted_turn.HardAfter`).
"""

from __future__ import annotations

import sys
from pathlib import Path

# The brute force is the tests' (tests/ai/test_preset_full_reply.py), imported as the
# test suite imports it: from the project's root, as the package ``tests``.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from chicago_desktop.ai.dice_space import STATE_INDEX, state_of
from chicago_desktop.ai.preset_full_reply import later_levels, reply_chances, reply_of
from chicago_desktop.ai.round_hints import AVOID, model_of, result_keys, round_options
from chicago_desktop.ai.weighted_turn import HardAfter
from chicago_desktop.engine import Action, Call, MakeCall, Stop, Throw
from tests.ai.test_preset_full_reply import Brute


def _leader_calls(worst: dict[str, float]) -> None:
    for levels in ({1: "medium", 2: "hard"}, {1: "hard", 2: "medium"}):
        brute = Brute("basic", 3, levels, 0)
        acts: list[Action] = [
            Throw(faces=(2, 3, 5)),
            Throw(hold=frozenset(), faces=(2, 2, 6)),
            Stop(),
        ]
        m = brute.match(acts)
        lv = later_levels(m, [None, levels[1], levels[2]])
        assert lv is not None
        chances = reply_chances(m, lv)
        assert chances is not None
        today = round_options(m)
        model = model_of(m)
        reply = reply_of(model)
        first = m.results[0]
        for (action, avoid, _), o in list(zip(chances, today, strict=True))[:3]:
            assert isinstance(action, MakeCall)
            true = brute._expect(acts, m, action)[0]
            key, _ = model.keys(action.call)
            k = key(state_of(first.dice), first.throws)
            old = 1.0 - reply.chain((AVOID, action.call, first.throws), lv, k, 0)
            what = f"leader of 3 before {','.join(lv)}, {action.call}"
            _report(worst, what, true, now=avoid, old=old, hard=o.p_avoid_loss)


def _second_of_four(worst: dict[str, float]) -> None:
    call = Call(ones=100, sixes=60, high=True)
    lead: list[Action] = [
        Throw(faces=(1, 6, 3)),
        Throw(hold=frozenset({0}), faces=(6, 5)),
        Stop(),
        MakeCall(call),
    ]
    brute = Brute("basic", 4, {2: "hard", 3: "hard"}, 1)
    for ours in ((2, 3, 4), (1, 2, 4), (2, 2, 3)):
        m = brute.match([*lead, Throw(faces=ours)])
        model = model_of(m)
        keys, _ = result_keys(model, m, call)
        line = (AVOID, call, 2)
        state = STATE_INDEX[tuple(sorted(ours))]
        now = HardAfter(model).follower_rows(line, min(keys), 2, 0, max(keys))[0][1][state]
        old = model.follower_stop(line, min(keys), 2, 0)[0][1][state]
        true = brute.value([*lead, Throw(faces=ours), Stop()])[0]
        what = f"second of 4 before hard,hard, stop on {ours}"
        _report(worst, what, true, now=now, old=old, hard=old)


def _report(
    worst: dict[str, float], what: str, true: float, *, now: float, old: float, hard: float
) -> None:
    for name, v in (("now", now), ("old reply", old), ("old all-Hard", hard)):
        worst[name] = max(worst.get(name, 0.0), abs(v - true))
    print(
        f"{what}: true p_avoid {true:.4f}, now {now - true:+.1e}, old reply chain "
        f"{old - true:+.4f}, old all-Hard {hard - true:+.4f}",
        flush=True,
    )


def main() -> None:
    worst: dict[str, float] = {}
    _leader_calls(worst)
    _second_of_four(worst)
    print("largest error: " + ", ".join(f"{k} {v:.2g}" for k, v in worst.items()))


if __name__ == "__main__":
    main()
