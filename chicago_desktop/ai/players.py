"""CPU players: one object per seat that turns the engine state into a legal action.

A player reads the match through :func:`~.situation.read_situation`, asks its level's
policy (:mod:`.policies`) for weighted choices, and turns the chosen one into an engine
action: :class:`~chicago_desktop.engine.Stop`, or a
:class:`~chicago_desktop.engine.Throw` holding die positions. A noisy level draws from its
own seeded :class:`random.Random`, so the same seed and the same sequence of calls always
give the same actions and a game replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from ..engine import Action, Match, Rules, Stop, Throw
from ..seats import LEVELS as SEAT_LEVELS
from . import preset_full_reply, preset_policies, preset_reply, round_of_two
from .dice_space import positions_for
from .errors import UnknownLevel
from .full_table import preset_expert
from .policies import POLICIES, Choice, Distribution, Known, Policy, expert
from .situation import Situation, is_classic, read_situation
from .turn_solver import STOP

LEVELS: Final = SEAT_LEVELS  # the levels a record may name, each with a policy below
_FIRST_THROW: Final = Throw()


def action_for(sit: Situation, choice: Choice) -> Throw | Stop:
    """The engine action for a choice in this situation."""
    if choice == STOP:
        return Stop()
    assert sit.faces is not None
    return Throw(hold=positions_for(sit.faces, choice))


class CpuPlayer:
    """A CPU seat of a given level.

    :meth:`decide` is called only when it is this seat's turn (``match.turn`` is not None);
    it never changes the match. Decisions are table look-ups (:func:`~.tables.warm_up`
    builds the tables; the first decision builds them if nobody did).
    """

    def __init__(
        self, level: str, seed: int | None = None, table: Sequence[str | None] | None = None
    ) -> None:
        if level not in POLICIES:
            raise UnknownLevel(f"unknown CPU level {level!r}; expected one of {LEVELS}")
        self.level = level
        self.seed = seed
        # The level of every seat (None: a human), so Expert can reply to known policies.
        self.table = tuple(table) if table is not None else None
        self._policy: Policy = POLICIES[level]
        # The level's noise, seeded on first use: Hard and Medium never draw, and seeding a
        # generator costs more than a whole decision (self-play makes two players a match).
        self._noise_seed = seed
        self._noise: random.Random | None = None
        self._rules: Rules | None = None
        self._classic = False

    @property
    def _rng(self) -> random.Random:
        rng = self._noise
        if rng is None:
            rng = self._noise = random.Random(self._noise_seed)
        return rng

    def __repr__(self) -> str:
        return f"CpuPlayer({self.level!r}, seed={self.seed!r})"

    def know_table(self, table: Sequence[str | None]) -> None:
        """Learn every seat's level (None for a human), e.g. from the session."""
        self.table = tuple(table)

    def choose(self, sit: Situation, known: Known | None = None) -> Choice:
        """Pick a choice for a situation after the first throw (draws only if it must)."""
        options: Distribution = expert(sit, known) if known else self._policy(sit)
        if len(options) == 1:
            return options[0][0]
        draw = self._rng.random()
        for choice, weight in options:
            draw -= weight
            if draw < 0.0:
                return choice
        return options[-1][0]

    def decide(self, match: Match) -> Action:
        """The action of this seat in the match's current position (any preset, R40)."""
        turn = match.turn
        if turn is not None and turn.throws == 0:
            return _FIRST_THROW  # R2, every level and preset: nothing to read before it
        rules = match.rules
        if rules is not self._rules:  # the same rules object as last time: known already
            self._rules, self._classic = rules, is_classic(rules)
        if not self._classic:
            return self._decide_preset(match)
        sit = read_situation(match)
        known = self._known(match) if self.level == "expert" else None
        return action_for(sit, self.choose(sit, known))

    def _known(self, match: Match) -> Known | None:
        """The levels of the other players in :attr:`Situation.others` order."""
        if self.table is None:
            return None
        order = match.round_state.order
        seat = match.current_seat
        assert seat is not None
        position = order.index(seat)
        others = order[position + 1 :] + order[:position]
        return tuple(self.table[s] if s < len(self.table) else None for s in others)

    def _decide_preset(self, match: Match) -> Action:
        if self.level == "hard":  # the usual level first
            return preset_policies.hard(match)
        if self.level == "easy":
            return preset_policies.easy(match, self._rng)
        if self.level == "medium":
            return preset_policies.medium(match)
        # Expert, the one level left (checked when made)
        seat = match.current_seat
        if seat is not None:
            replied = preset_reply.replied_level(match.rules, self.table, seat)
            if replied is not None:
                return preset_reply.decide(match, seat, replied)
            end = preset_reply.endgame(match, self.table, seat)
            if end is not None:  # two left of a larger coaster match (R45)
                return preset_reply.decide(match, seat, *end)
            two = round_of_two.opponent(match, self.table, seat)
            if two is not None:  # a basic round of two (R42)
                return round_of_two.decide(match, two)
        reply = preset_full_reply.decide(match, self.table)  # known Medium or Easy after us
        return reply if reply is not None else preset_expert(match)


def make_player(
    level: str, seed: int | None = None, table: Sequence[str | None] | None = None
) -> CpuPlayer:
    """A CPU player of ``level`` (one of :data:`LEVELS`); ``seed`` drives its noise;
    ``table`` names every seat's level (None for a human) when the caller knows them."""
    return CpuPlayer(level, seed, table)
