"""What an Expert seat of a preset match reads beyond the preset's round values, as named
builds in steps.

The window runs them between its events (``controller/warm_up.py``), and the latency
benchmark runs them at once before it times decisions (``benchmarks/ai_latency.py``). Both
read this one list, so the benchmark times what the window builds. Each build's steps
look up the build function when they start, not when the list is made (tests replace
them).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import Rules
from . import both_chain, chase_chain, preset_full_reply, preset_optimum, round_of_two
from .preset_reply import endgame_builds, replied_level
from .steps import Steps
from .table_rounds import REPLIED


@dataclass(frozen=True, slots=True)
class Build:
    """One build: its key in the window's registry, its steps, and whether a decision
    waits for it (``background`` False) or it only saves a later decision the time."""

    key: tuple[object, ...]
    steps: Callable[[], Steps[None]]
    background: bool = False


def preset_expert_builds(rules: Rules, levels: Sequence[str | None]) -> list[Build]:
    """The builds for the Expert seats of a match of ``rules`` whose seats play ``levels``
    (None for a person), the one a decision waits for first. There are these kinds:

    - heads-up, the exact best reply where Expert plays one (:mod:`.preset_reply`);
    - at a full table with a known Medium or Easy, the Expert leader's reply chances
      (:mod:`.preset_full_reply`);
    - behind that, the smaller rounds' chances;
    - in a coaster preset, the reply at the heads-up end of the match to each other level
      at the table (:func:`.preset_reply.endgame`);
    - at a full table in basic and the clearing phase of bavarian and pub, the chance of
      not being worst before Hard players chasing the best (:mod:`.chase_chain`; basic's
      full round waited for, the rest in the background);
    - at a full table in tschigg, the chances before Hard players who play for both in
      the clearing phase (:mod:`.both_chain`, R45): in the background, done long before
      that phase begins;
    - in basic, the reply in a round of two to each Medium or Easy level at the table
      (:mod:`.round_of_two`): in the background at a larger table, where the first such
      round is a search's last.
    """
    table = tuple(levels)
    if "expert" not in table or rules.preset == "classic":
        return []
    out: list[Build] = []
    opponent = replied_level(rules, table, table.index("expert"))
    if opponent is not None:
        out.append(
            Build(("reply", rules, opponent), lambda: preset_optimum.reply_steps(rules, opponent))
        )
    elif len(table) >= 3 and any(level in REPLIED for level in table):
        out.append(
            Build(("full reply", rules, table), lambda: preset_full_reply.reply_steps(rules, table))
        )
        out.append(
            Build(
                ("later rounds", rules, table),
                lambda: preset_full_reply.later_round_steps(rules, table),
                background=True,
            )
        )
    # Before Hard players chasing the best (R42; R45's clearing phase), the exact chance of
    # not being worst (:mod:`.chase_chain`): basic's full round first, the rest (smaller
    # rounds, the clearing phase) in the background; only where there is something to build.
    first, later = chase_chain.has_builds(rules, table)
    if first:
        out.append(Build(("chase", rules, table), lambda: chase_chain.first_steps(rules, table)))
    if later:
        out.append(
            Build(
                ("chase later", rules, table),
                lambda: chase_chain.later_steps(rules, table),
                background=True,
            )
        )
    if both_chain.has_builds(rules, table):
        out.append(
            Build(
                ("both", rules, table),
                lambda: both_chain.table_steps(rules, table),
                background=True,
            )
        )
    for level, coasters in endgame_builds(rules, table):
        out.append(
            Build(
                ("endgame", rules, level, coasters),
                _endgame_steps(rules, level, coasters),
                background=True,
            )
        )
    for level in round_of_two.levels_replied(rules, table):
        if level != opponent:  # a match of two against Easy reads its solved match
            out.append(
                Build(
                    ("round of two", rules, level),
                    _round_of_two_steps(rules, level),
                    background=len(table) > 2,
                )
            )
    return out


def _round_of_two_steps(rules: Rules, level: str) -> Callable[[], Steps[None]]:
    return lambda: round_of_two.build_steps(rules, level)


def _endgame_steps(rules: Rules, level: str, coasters: int) -> Callable[[], Steps[None]]:
    return lambda: preset_optimum.reply_steps(rules, level, coasters)
