"""Accuracy: the approximate chance of Expert's preset full-table reply, against a brute force.

Run: ``python benchmarks/preset_full_reply_error.py`` (about 15 s).

In basic (R42) a Hard seat plays for the best, so with Medium and Hard after Expert only
``p_best`` is exact (:mod:`chicago_desktop.ai.preset_full_reply`); ``p_avoid_loss`` takes
Hard's link from its avoid table. This prints, for the leader's first three calls (R7) on
one result at cap two (R5), the true ``p_avoid_loss`` (every dice outcome through the
engine, each seat's real policy: the brute force of ``tests/ai/test_preset_full_reply.py``)
and the error of the reply's number and of today's all-Hard number.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "ai"))

from test_preset_full_reply import Brute

from chicago_desktop.ai.preset_full_reply import later_levels, reply_chances
from chicago_desktop.ai.round_hints import round_options
from chicago_desktop.engine import Action, MakeCall, Stop, Throw


def main() -> None:
    worst = {"reply": 0.0, "today": 0.0}
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
        for (action, avoid, _), o in list(zip(chances, today, strict=True))[:3]:
            assert isinstance(action, MakeCall)
            true = brute._expect(acts, m, action)[0]
            worst["reply"] = max(worst["reply"], abs(avoid - true))
            worst["today"] = max(worst["today"], abs(o.p_avoid_loss - true))
            print(
                f"after {','.join(lv)}, {action.call}: true p_avoid {true:.4f}, reply "
                f"{avoid - true:+.4f}, today's all-Hard {o.p_avoid_loss - true:+.4f}",
                flush=True,
            )
    print(f"largest error: reply {worst['reply']:.4f}, today's {worst['today']:.4f}")


if __name__ == "__main__":
    main()
