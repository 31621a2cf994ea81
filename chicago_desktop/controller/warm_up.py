"""Building the AI's tables on the window's own thread, between its events.

The tables take a few hundred milliseconds to build, once per run. Built in a worker
thread, they made the window stall for 250-350 ms when a match was played meanwhile
(``benchmarks/ui_stalls.py``, row "AI warming up"): a busy Python thread holds the GIL for
a whole switch interval (5 ms) every time the window's thread comes back from Qt into
Python, and drawing a screen does that hundreds of times. Here the build runs in slices of
at most :data:`SLICE_MS` on the window's thread, from a zero-delay timer, so every event
waiting is served between two slices. The AI builds in steps of well under a millisecond
(:func:`chicago_desktop.ai.tables.warm_up_steps`).

CPU turns wait while the warm-up runs (the controller polls, see ``game.py``); a hint
asked for meanwhile finishes the table being built (``ai/tables.py``), so no table is
ever built twice.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:  # importing the AI package is the first step, after the first paint
    from ..ai.steps import Steps
    from ..engine import Match, Rules

log = logging.getLogger(__name__)

#: Longest slice of building between two turns of the event loop.
SLICE_MS: Final = 4.0


def _ai_steps() -> Steps[None]:
    from .. import ai  # imported here, after the first paint

    yield  # the import above is a slice of its own
    yield from ai.warm_up_steps()


class WarmUp(QObject):
    """Runs a piece of work in steps, a slice at a time, whenever the event loop is idle."""

    finished = Signal()

    def __init__(
        self, steps: Callable[[], Steps[None]] = _ai_steps, *, background: bool = False
    ) -> None:
        super().__init__()
        #: Nobody waits for this build (:func:`warming_up`): what it makes is built on first
        #: use as well, it only saves that use the time.
        self.background = background
        self._make_steps = steps
        self._steps: Steps[None] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._slice)
        self.error: BaseException | None = None
        self.done = False

    @property
    def running(self) -> bool:
        """True from :meth:`start` until the work is done (or failed)."""
        return self._timer.isActive()

    def start(self) -> None:
        """Begin (once); the slices run while the event loop turns."""
        if self._steps is None and not self.done:
            self._steps = self._make_steps()
            self._timer.start()

    def finish(self) -> None:
        """Do the rest at once (benchmarks and tests that need the tables now)."""
        self.start()
        while self.running:
            self._slice(limit_ms=None)

    def _slice(self, limit_ms: float | None = SLICE_MS) -> None:
        if self._steps is None:
            return
        if self.background and limit_ms is not None and _waited_for():
            return  # behind every build a decision waits for: it gets the idle time first
        deadline = None if limit_ms is None else time.perf_counter() + limit_ms / 1000
        try:
            while deadline is None or time.perf_counter() < deadline:
                next(self._steps)
        except StopIteration:
            self._end()
        except Exception as exc:  # decisions and hints build what they need instead
            log.exception("building the AI's tables failed")
            self.error = exc
            self._end()

    def _end(self) -> None:
        self._timer.stop()
        self._steps = None
        self.done = True
        self.finished.emit()


#: Every build started this run, by what it builds: the classic tables (``"classic"``), a
#: preset's round values ``("preset", rules, players)``, Expert's classic extras
#: ``("expert", players, losses, throws, opponent)`` (at a full table with every seat's
#: level after it: the reply to known levels depends on them), its best replies outside
#: classic ``("reply", rules, opponent)`` and ``("full reply", rules, levels)``, and the coaster
#: presets' standings ``("coasters", rules, players)``; in the background (nobody waits for
#: them, :attr:`WarmUp.background`) the smaller rounds' ``("later rounds", rules, levels)``
#: and the coaster presets' heads-up ends ``("endgame", rules, level, coasters)``; basic's
#: rounds of two ``("round of two", rules, level)`` (in the background at a larger table). One
#: registry: a build is started once per run, and a CPU decision waits while one its match
#: reads runs (:func:`warming_up`).
_builds: dict[object, WarmUp] = {}


def _waited_for() -> bool:
    """True while a build that decisions wait for is running (background builds yield)."""
    return any(w.running and not w.background for w in _builds.values())


def _started(key: object, steps: Callable[[], Steps[None]], *, background: bool = False) -> WarmUp:
    """The build of ``key`` (made on first use from ``steps``), started if not done. Asked
    for as one a decision waits for (``background`` False), a build started in the
    background becomes one (:func:`_wait_for`)."""
    warm = _builds.get(key)
    if warm is None:
        warm = _builds[key] = WarmUp(steps, background=background)
    elif not background:
        _wait_for(warm)
    warm.start()
    return warm


def _wait_for(warm: WarmUp) -> bool:
    """Whether ``warm`` still runs; if so a decision now waits for it, so it no longer
    yields to the other builds (:attr:`WarmUp.background` off)."""
    if not warm.running:
        return False
    warm.background = False
    return True


def start_warm_up() -> WarmUp:
    """Start building the AI's tables between events (once per run); returns the builder."""
    return _started("classic", _ai_steps)


def _preset_steps(rules: Rules, players: int) -> Callable[[], Steps[None]]:
    def steps() -> Steps[None]:
        from ..ai.preset_tables import preset_table_steps

        yield
        yield from preset_table_steps(rules, players)

    return steps


def start_preset_warm_up(rules: Rules, players: int) -> WarmUp | None:
    """Build the round values a match of a preset other than classic needs, between events.

    A CPU leader's first decision in a cold preset solves the whole round (about a second
    on this machine); built here in steps of at most a few milliseconds (the longest seen
    15 ms), the window stays responsive while CPU turns wait for it. Once per run and
    preset setting (R40); classic's tables are :func:`start_warm_up`'s.
    """
    if rules.preset == "classic":
        return None
    return _started(("preset", rules, players), _preset_steps(rules, players))


def start_coaster_warm_up(rules: Rules, levels: tuple[str | None, ...]) -> WarmUp | None:
    """Build what Expert reads of a coaster match's standings (bavarian, tschigg, pub;
    ai/coaster_model.py: 43-295 ms for tables up to six), when an Expert is seated."""
    if "expert" not in levels or rules.starting_coasters(len(levels)) is None:
        return None
    players = len(levels)

    def steps() -> Steps[None]:
        from ..ai.coaster_model import coaster_model_steps

        yield from coaster_model_steps(rules, players)

    return _started(("coasters", rules, players), steps)


def start_expert_warm_up(rules: Rules, levels: tuple[str | None, ...]) -> WarmUp | None:
    """Build what the Expert seats of a match read beyond the default tables.

    ``levels`` has each seat's CPU level, None for a person. In classic, heads-up that is
    the exact best reply to the other seat's level (a person: Hard) in this setting, at a
    full table the match model and the reply to a known Easy or Medium — each up to half a
    second if its first decision built it.
    Outside classic, Expert's heads-up best reply where it plays one (ai/preset_reply.py).
    """
    if "expert" not in levels:
        return None
    if rules.preset != "classic":
        return _start_preset_reply(rules, levels)
    if len(levels) == 2:
        opponent = levels[1] if levels[0] == "expert" else levels[0]
        return _started(*_expert_build(rules, 2, opponent))
    waited = _started(*_expert_build(rules, len(levels), None, levels))
    # A larger match may come down to the Expert and any other seat (R41): the heads-up
    # reply to each level at the table, in the background (none to another Expert, whose
    # heads-up tables are the first warm-up's equilibrium).
    for level in dict.fromkeys(level for level in levels if level != "expert"):
        _started(*_expert_build(rules, 2, level), background=True)
    return waited


def _expert_build(
    rules: Rules, players: int, opponent: str | None, levels: tuple[str | None, ...] = ()
) -> tuple[tuple[object, ...], Callable[[], Steps[None]]]:
    """The registry key and the steps of a classic Expert's extras (ai/tables.py,
    ``expert_steps``): heads-up the best reply to ``opponent`` in ``rules``' setting (None:
    a person, taken as Hard), at a larger table those of every seat's ``levels``. Nothing
    of the AI is imported before the steps run (a match starts on the window's thread)."""
    losses = rules.losses_to_out or 3
    key = ("expert", players, losses, rules.max_throws, opponent)

    def steps() -> Steps[None]:
        from ..ai.tables import expert_steps

        yield from expert_steps(players, losses, rules.max_throws, opponent, levels)

    return (key if players == 2 else (*key, levels)), steps


def heads_up_build_running(rules: Rules, opponent: str | None) -> bool:
    """True while the best reply a classic Expert plays heads-up against ``opponent``
    (None: a person, taken as Hard) is still being built, in the background for a larger
    match that has come down to two (:func:`start_expert_warm_up`): the Expert's turn
    waits instead of building it on the window's thread (50-100 ms on a quick machine,
    several times that on a slow one)."""
    warm = _builds.get(_expert_build(rules, 2, opponent)[0])
    return warm is not None and _wait_for(warm)


def _start_preset_reply(rules: Rules, levels: tuple[str | None, ...]) -> WarmUp | None:
    """Outside classic, what the Expert seats read beyond the preset's round values
    (ai/expert_builds.py), each build started once; returns the one a decision waits for.

    Heads-up against Medium or Hard (tschigg; a person counts as Hard) or Easy: Expert's
    exact best reply (with the shipped match values, ai/reply_table.py, about 40 ms,
    against Hard 35-140 ms, Hard's own leader's turns included; without them 0.6-26 s of
    policy iteration, steps of one solved turn; docs/ai.md). At a full table with a known
    Medium or Easy: the Expert leader's reply chances (ai/preset_full_reply.py), and behind
    them, in the background, the smaller rounds' (a second or two of steps; a round reached
    before reads what it needs). In a coaster preset at a full table, also in the
    background, the reply at the heads-up end of the match to each other level at the
    table (ai/preset_reply.py, ``endgame``: 20-110 ms each with the shipped values)."""
    from ..ai.expert_builds import preset_expert_builds

    waited: WarmUp | None = None
    for build in preset_expert_builds(rules, levels):
        warm = _started(build.key, build.steps, background=build.background)
        if waited is None and not build.background:
            waited = warm
    return waited


def warming_up(rules: Rules | None = None) -> bool:
    """True while tables are being built: a decision now waits for them. With ``rules``,
    only the builds a match of those rules reads count: classic's tables and Expert's
    classic extras for classic, the builds of those very rules otherwise (a build for
    another preset, say one a hint of an earlier match started, does not hold a CPU up)."""
    waited = [(key, w) for key, w in _builds.items() if w.running and not w.background]
    if rules is None:
        return bool(waited)
    return any(_reads(key, rules) for key, _ in waited)


def passing_build_running(rules: Rules) -> bool:
    """True while Expert's chances of tschigg's clearing phase for a match of ``rules``
    are still being built (``("both", rules, levels)``, ai/both_chain.py). Nobody waits for
    them while the coasters are handed out (R43), which leaves the build a dozen rounds;
    an Expert deciding in the clearing phase (R45) reads them, so its turn waits instead of
    building them on the window's thread, and from then on the build no longer yields to
    other builds."""
    running = [
        _wait_for(warm)
        for key, warm in _builds.items()
        if isinstance(key, tuple) and key[:2] == ("both", rules)
    ]
    return any(running)


def expert_waits(match: Match, seat: int | None, levels: Sequence[str | None]) -> bool:
    """Whether ``seat``, to act in ``match``, is an Expert CPU (``levels``: each seat's CPU
    level, None for a person) whose background build it now reads is still running, so
    that its turn waits instead of building it on the window's thread: in tschigg's
    clearing phase (R45) its chances there (:func:`passing_build_running`); in classic, a
    larger match come down to two (R41), its best reply to the other seat
    (:func:`heads_up_build_running`)."""
    from ..engine import CoasterPhase, MatchStructure

    if seat is None or levels[seat] != "expert":
        return False
    if match.rules.match is MatchStructure.LOSSES:
        alive = match.in_game()
        if len(alive) != 2 or match.players == 2:
            return False
        other = alive[1] if alive[0] == seat else alive[0]
        return heads_up_build_running(match.rules, levels[other])
    return (
        match.rules.match is MatchStructure.COASTERS_PASS
        and match.coaster_phase is CoasterPhase.CLEARING
        and passing_build_running(match.rules)
    )


def _reads(key: object, rules: Rules) -> bool:
    """Whether a match of ``rules`` reads the build of ``key`` (see :data:`_builds`)."""
    if rules.preset == "classic":
        return key == "classic" or (isinstance(key, tuple) and key[0] == "expert")
    return isinstance(key, tuple) and len(key) > 1 and key[1] == rules
