"""One heads-up rolling round against Medium, Easy or Hard outside classic: the
opponent's turns enumerated, ours solved for given values of the round's outcomes
(:mod:`.preset_optimum` solves the match over them).

Medium (:mod:`.preset_policies`: keep the keepers, turn sixes when a one beats a six, R21,
R22; call what makes its result look best, R7, R24) never looks at the other result or
the match, so how its turn ends depends only on the call and the cap (R5): a forward pass
over the turn's states (:func:`medium_ends`). A round's outcome, seen from us, is
``(best, worst, cut)``: who is best and worst (``US``, ``THEM`` or None, R24) and whether
a Chicago ended the match (R44: heads-up a Chicago leaves one player). Our leader's value
of ending on a result is the largest over the legal calls of its expectation against
Medium's reply under that call with our throw count as its cap (R7).

Easy (:mod:`.easy_ends`) does not look at the other result either: its turn ends are one
distribution per call and cap too, and its call is Medium's but for three times in ten a
call at random, so against Easy a round led by it is a mixture over its calls
(:meth:`HeadsUpRound.lead_calls`), each one replied to on its own (we see the call before
we throw).

Hard (:mod:`.hard_ends`) does look at our result, and plays for its phase's objective
(R43, R45): its replies are one distribution per our result, call and cap, and a match
of coasters has one round for each phase (``clearing``). Its call is its own (R7).

Outcome chances do not depend on the match state; only the values do, and a turn solved
for values ``v`` is solved for every ``a + b v`` (``b > 0``), so solved turns are kept by
the values scaled to [0, 1].
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from operator import mul
from typing import Final

from ..engine import Call, ChicagoRule, Rules
from ..engine.scoring import is_fish
from .dice_space import KEPT_INDEX, STATES
from .easy_ends import easy_ends, mixed_ends
from .hard_ends import HardPlay
from .preset_policies import EASY_RANDOM_CALL, keepers, medium_call_for, ones_beat_sixes
from .round_keys import TOP, calls_of, key_function
from .turn_solver import STOP
from .turn_space import TurnSpace, turn_space
from .turn_values import End, SolvedTurn, end_distribution, solve

US: Final = 0
THEM: Final = 1

Outcome = tuple[int | None, int | None, bool]
"""(best, worst, cut) from our side: ``US``, ``THEM`` or None; cut = R44 ended the match."""

Payoff = Callable[[Outcome], float]

_Terms = tuple[tuple[float, ...], tuple[int, ...], tuple[Outcome, ...]]
"""The opponent's reply to one of our results under one call: chances, outcome numbers (in
:meth:`HeadsUpRound.outcomes`) and the outcomes, term by term."""


# ------------------------------------------------------------------ Medium, enumerated
def medium_choice(space: TurnSpace, post: int, left: int, call: Call | None) -> int:
    """Medium's choice in a state (module text of :mod:`.preset_policies`): STOP or the
    kept multiset it throws from (turning sixes is one more way to reach one, R21/R22)."""
    if left == 0:
        return STOP
    final, free = space.posts[post]
    keep = keepers(call)
    if space.turns[post] and ones_beat_sixes(call):
        if space.turns[post] == (KEPT_INDEX[(1, 1)],) and free == (6, 6, 6):
            return KEPT_INDEX[(1, 1)]  # R22: two held ones, the third thrown
        rest = list(free)
        rest.remove(6)
        rest.remove(6)  # one six turned into a held one, the other into the cup (R21)
        kept = tuple(sorted((*final, 1, *(f for f in rest if f in keep))))
        return KEPT_INDEX[kept]
    kept = tuple(sorted((*final, *(f for f in free if f in keep))))
    if len(kept) == 3:
        return STOP
    return KEPT_INDEX[kept]


def policy_ends(space: TurnSpace, cap: int, choose: Callable[[int, int], int]) -> dict[End, float]:
    """The chance of every way a turn of ``cap`` throws ends under ``choose(post, left)``:
    :func:`.easy_ends.mixed_ends` with one choice a state (the same sums: each chance
    times 1.0)."""
    return mixed_ends(space, cap, lambda post, left: {choose(post, left): 1.0})


@lru_cache(maxsize=64)
def medium_ends(rules: Rules, call: Call | None, cap: int) -> dict[End, float]:
    """How Medium's turn ends under ``call`` (None: as leader, before the call) and cap."""
    space = turn_space(rules)
    return policy_ends(space, cap, lambda post, left: medium_choice(space, post, left, call))


def medium_leader_call(rules: Rules, state: int) -> Call | None:
    """Medium's call on its result (:func:`.preset_policies.medium_call_for`)."""
    a, b, c = STATES[state]
    return medium_call_for(rules, (a, b, c))


# ------------------------------------------------------------------ one round of two
def removes_roller(rules: Rules) -> bool:
    """R44: a Chicago removes its roller (bavarian, pub); heads-up it ends the match."""
    return rules.chicago is ChicagoRule.REMOVES_ROLLER


def round_outcome(rules: Rules, call: Call | None, lead: End, follow: End | None) -> Outcome:
    """Best, worst and cut of a round of two, ``0`` the leader and ``1`` the follower."""
    cut = removes_roller(rules)
    if lead[2] and cut:
        return (0, None, True)
    assert follow is not None
    if follow[2] and cut:
        return (1, None, True)
    if call is not None and call.sand:
        fails_l = not lead[2] and not is_fish(STATES[lead[0]])
        fails_f = not follow[2] and not is_fish(STATES[follow[0]])
        succeeds_l = not lead[2] and not fails_l
        succeeds_f = not follow[2] and not fails_f
        if lead[2]:
            best: int | None = 0
        elif follow[2]:
            best = 1
        else:
            best = 1 if succeeds_f else 0 if succeeds_l else None
        worst = 1 if fails_f else 0 if fails_l else None
        return (best, worst, False)
    key, _ = key_function(rules, call)
    kl = TOP if lead[2] else key(lead[0], lead[1])
    kf = TOP if follow[2] else key(follow[0], follow[1])
    return (1, 0, False) if kf > kl else (0, 1, False)


def _ours(outcome: Outcome, we_lead: bool) -> Outcome:
    """An outcome of leader 0 / follower 1 turned into ``US`` / ``THEM``."""
    if we_lead:
        return outcome
    best, worst, cut = outcome
    flip = {0: THEM, 1: US, None: None}
    return (flip[best], flip[worst], cut)


#: The opponents a heads-up round is enumerated against: their turn ends per call and cap.
OPPONENT_ENDS: Final = {"medium": medium_ends, "easy": easy_ends}
#: Every opponent a heads-up round can be played against: Hard's turns depend on our
#: result and the coaster phase (:mod:`.hard_ends`).
OPPONENTS: Final = (*OPPONENT_ENDS, "hard")


@dataclass
class HeadsUpRound:
    """The round of two against Medium (or Easy, ``opponent``) for one preset's rules: its
    outcome chances (enumerated once) and our solved turns, kept by the scaled outcome
    values."""

    rules: Rules
    opponent: str = "medium"
    #: The coaster phase the round is played in (R43, R45): only Hard's turns depend on it.
    clearing: bool = False
    space: TurnSpace = field(init=False)
    lead_chances: dict[tuple[int, int, Call | None], dict[Outcome, float]] = field(
        default_factory=dict
    )
    _lead_ends: dict[End, float] = field(default_factory=dict)
    _solved: dict[tuple[object, ...], tuple[float, SolvedTurn | None]] = field(default_factory=dict)
    #: The turns of the previous policy-iteration pass (:meth:`forget`): a turn solved for
    #: the same scaled values again is the same turn (near the end some 40% are).
    _before: dict[tuple[object, ...], tuple[float, SolvedTurn | None]] = field(default_factory=dict)
    _outcomes: tuple[Outcome, ...] = ()
    _ends: dict[tuple[int, int], dict[End, float]] = field(default_factory=dict)
    _their_keyed: dict[tuple[object, ...], list[tuple[int | None, float]]] = field(
        default_factory=dict
    )
    #: Per opponent leader result and call: the outcome (its number in :meth:`outcomes`)
    #: of each of our results per throws-left level, of our Chicago per level, and by our
    #: end.
    _replies: dict[
        tuple[End, Call | None], tuple[list[list[int]], list[int], dict[End, Outcome]]
    ] = field(default_factory=dict)
    #: Per our result and call: the opponent's reply as (chances, outcome numbers), in the order
    #: of :meth:`end_chances`.
    _lead_terms: dict[tuple[int, int], list[_Terms]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.opponent not in OPPONENTS:
            raise ValueError(f"no heads-up round against {self.opponent!r}")
        self.space = turn_space(self.rules)
        self._hard = HardPlay(self.rules, self.clearing) if self.opponent == "hard" else None
        if self._hard is None:
            self._their_ends = OPPONENT_ENDS[self.opponent]
        found: set[Outcome] = set()
        for we_lead in (True, False):
            for o in self._raw_outcomes():
                found.add(_ours(o, we_lead))
        self._outcomes = tuple(sorted(found, key=repr))

    @property
    def lead_ends(self) -> dict[End, float]:
        """How the opponent's turn ends as the leader (before its call); Hard's is solved
        on first use (:meth:`chances_steps` asks for it in steps of its own)."""
        if not self._lead_ends:
            self._solve_lead_ends()
        return self._lead_ends

    def _solve_lead_ends(self) -> None:
        if self._hard is not None:
            self._lead_ends = self._hard.lead_ends()
        else:
            self._lead_ends = self._their_ends(self.rules, None, self.rules.max_throws)

    def outcomes(self) -> tuple[Outcome, ...]:
        """Every outcome a round can have (both seats)."""
        return self._outcomes

    def _raw_outcomes(self) -> Iterator[Outcome]:
        yield (0, 1, False)
        yield (1, 0, False)
        if removes_roller(self.rules):
            yield (0, None, True)
            yield (1, None, True)
        if any(c is not None and c.sand for c in calls_of(self.rules)):
            for best in (0, 1, None):
                for worst in (0, 1, None):
                    if best != worst or best is None:
                        yield (best, worst, False)

    # -------------------------------------------------------------- we lead
    def end_chances(
        self, state: int, throws: int, chicago: bool, call: Call | None
    ) -> dict[Outcome, float]:
        """Outcome chances (leader 0) of our result under ``call`` against the opponent."""
        lead = (state, throws, chicago)
        if chicago and removes_roller(self.rules):
            return {(0, None, True): 1.0}
        memo = (state if not chicago else -1, throws, call)
        found = self.lead_chances.get(memo)
        if found is None:
            found = {}
            o: Outcome
            beats = None if self._hard is None else self._hard.beats(lead, call)
            if beats is not None:
                # Hard beats us or not (R31, R32): the chance its turn is solved for
                found = {
                    o: q
                    for o, q in (((1, 0, False), beats), ((0, 1, False), 1.0 - beats))
                    if q > 0.0
                }
            elif call is not None and call.sand:
                for end, q in self._follow_ends(lead, call, throws).items():
                    o = round_outcome(self.rules, call, lead, end)
                    found[o] = found.get(o, 0.0) + q
            else:
                # :func:`round_outcome` without sand, each of Medium's ends keyed once
                key, _ = key_function(self.rules, call)
                ours = TOP if chicago else key(state, throws)
                for theirs, q in self._their_keys(call, throws, lead):
                    if theirs is None:
                        o = (1, None, True)  # its Chicago ends the match (R44)
                    else:
                        o = (1, 0, False) if theirs > ours else (0, 1, False)
                    found[o] = found.get(o, 0.0) + q
            self.lead_chances[memo] = found
        return found

    def _follow_ends(self, lead: End, call: Call | None, cap: int) -> dict[End, float]:
        """How the opponent's turn ends replying to our ``lead`` (Hard's depends on it)."""
        if self._hard is not None:
            return self._hard.follow_ends(lead, call)
        return self._their_ends(self.rules, call, cap)

    def _their_keys(self, call: Call | None, cap: int, lead: End) -> list[tuple[int | None, float]]:
        """The opponent's ends as a follower under ``call`` and ``cap`` replying to our
        ``lead`` (only Hard's depend on it), each as its ranking key (None: a Chicago that
        ends the match, R44) and chance, in the order of its ends."""
        # Medium's and Easy's ends are one per call and cap; Hard's depend on our result's
        # key too (:meth:`.HardPlay.follow_key`), so the same distribution is keyed once.
        memo = (call, cap) if self._hard is None else self._hard.follow_key(lead, call)
        found = self._their_keyed.get(memo)
        if found is None:
            ends = self._follow_ends(lead, call, cap)
            key, _ = key_function(self.rules, call)
            cut = removes_roller(self.rules)
            found = [
                (None if chic and cut else TOP if chic else key(s, t), q)
                for (s, t, chic), q in ends.items()
            ]
            self._their_keyed[memo] = found
        return found

    def chances_steps(self) -> Iterator[None]:
        """Enumerate the opponent's replies to every result and call, eight results a step
        (Hard's leader turns first, each a step of its own)."""
        if self._hard is not None:
            yield from self._hard.lead_steps()
        self._solve_lead_ends()
        yield
        for c in calls_of(self.rules):
            for t in range(1, self.rules.max_throws + 1):
                for s in range(len(STATES)):
                    self.end_chances(s, t, False, c)
                    if s % 8 == 7:
                        yield
                self.end_chances(0, t, True, c)
                yield

    def _terms(self, state: int, throws: int, chicago: bool) -> list[_Terms]:
        """Per legal call, the opponent's reply to our result as chances, outcome numbers and
        outcomes, in the order of :meth:`end_chances`."""
        memo = (state if not chicago else -1, throws)
        found = self._lead_terms.get(memo)
        if found is None:
            index = {o: i for i, o in enumerate(self._outcomes)}
            found = []
            for c in calls_of(self.rules):
                items = self.end_chances(state, throws, chicago, c).items()
                outs = tuple(o for o, _ in items)
                found.append((tuple(q for _, q in items), tuple(index[o] for o in outs), outs))
            self._lead_terms[memo] = found
        return found

    def lead_value(self, payoff: Payoff) -> tuple[float, SolvedTurn]:
        """Our value as leader and the solved turn (ending = the best call)."""
        scaled, lo, span = _scale(self.outcomes(), payoff)
        memo = ("lead", scaled)
        found = self._solved.get(memo) or self._kept(memo)
        if found is None:
            # Each end is worth its best call: the sum over the opponent's replies of chance
            # times value, term by term in the order of :meth:`end_chances`.
            get = scaled.__getitem__
            cap = self.rules.max_throws
            stop: list[list[float]] = []
            chic: list[float] = []
            for left in range(cap):
                t = cap - left
                row = []
                for s in range(len(STATES)):
                    row.append(
                        max(
                            sum(map(mul, qs, map(get, os)))
                            for qs, os, _ in self._terms(s, t, False)
                        )
                    )
                stop.append(row)
                chic.append(
                    max(sum(map(mul, qs, map(get, os))) for qs, os, _ in self._terms(0, t, True))
                )
            solved = solve(self.space, stop, chic)
            found = (solved.starts[cap], solved)
            self._solved[memo] = found
        value, table = found
        assert table is not None
        return lo + span * value, table

    # -------------------------------------------------------------- the opponent leads
    def lead_calls(self, lead: End) -> tuple[tuple[Call | None, float], ...]:
        """The opponent's calls on its leader result ``lead`` with their chances (R7):
        Medium's one call, or Easy's — Medium's call, but for three times in ten one of the
        calls at random (:func:`.preset_policies.easy`)."""
        mine = self._their_call(lead)
        if self.opponent != "easy" or mine is None:
            return ((mine, 1.0),)
        calls = [c for c in calls_of(self.rules) if c is not None]
        chances = dict.fromkeys(calls, EASY_RANDOM_CALL / len(calls))
        chances[mine] += 1.0 - EASY_RANDOM_CALL
        return tuple(chances.items())

    def _their_call(self, lead: End) -> Call | None:
        """The opponent's call on its leader result ``lead``: Hard's, or Medium's (Easy's
        when it does not draw one)."""
        if self._hard is not None:
            return self._hard.leader_call(lead)
        return medium_leader_call(self.rules, STATES.index((1, 1, 1)) if lead[2] else lead[0])

    def reply_value(
        self, payoff: Payoff, lead: End, call: Call | None = None
    ) -> tuple[float, SolvedTurn | None]:
        """Our value replying to the opponent's leader result ``lead`` under its ``call``
        (by default the opponent's own call) and the solved turn."""
        if lead[2] and removes_roller(self.rules):
            return payoff(_ours((0, None, True), False)), None
        if call is None:
            call = self._their_call(lead)
        scaled, lo, span = _scale(self._outcomes, payoff)
        memo = ("reply", lead if not lead[2] else (-1, lead[1], True), call, scaled)
        found = self._solved.get(memo) or self._kept(memo)
        if found is None:
            cap = lead[1]
            rows, chic_rows, _ = self._reply_outcomes(lead, call)
            get = scaled.__getitem__
            stop = [list(map(get, row)) for row in rows]
            chic = list(map(get, chic_rows))
            solved = solve(self.space, stop, chic)
            found = (solved.starts[cap], solved)
            self._solved[memo] = found
        value, table = found
        return lo + span * value, table

    def _reply_outcomes(
        self, lead: End, call: Call | None
    ) -> tuple[list[list[int]], list[int], dict[End, Outcome]]:
        """Our outcome (from our side) replying to the opponent's ``lead`` under ``call``:
        numbers in :meth:`outcomes` per throws-left level and result, and per level for
        our Chicago; and the outcome of each of our ends (kept per leader result)."""
        norm = (lead if not lead[2] else (-1, lead[1], True), call)
        found = self._replies.get(norm)
        if found is None:
            index = {o: i for i, o in enumerate(self._outcomes)}
            cap = lead[1]
            by_end: dict[End, Outcome] = {}
            rows: list[list[int]] = []
            chic: list[int] = []
            for left in range(cap):
                t = cap - left
                row = []
                for s in range(len(STATES)):
                    o = _ours(round_outcome(self.rules, call, lead, (s, t, False)), False)
                    by_end[(s, t, False)] = o
                    row.append(index[o])
                rows.append(row)
                o = _ours(round_outcome(self.rules, call, lead, (0, t, True)), False)
                by_end[(0, t, True)] = o
                chic.append(index[o])
            found = self._replies[norm] = (rows, chic, by_end)
        return found

    def reply_outcome(self, lead: End, call: Call | None = None) -> dict[End, Outcome]:
        """Our outcome (from our side) of each of our ends replying to the opponent's
        ``lead`` under its ``call`` (by default the opponent's own call)."""
        if call is None:
            call = self._their_call(lead)
        return self._reply_outcomes(lead, call)[2]

    def ends_of(self, table: SolvedTurn, cap: int) -> dict[End, float]:
        """:func:`.turn_values.end_distribution` of one of our solved turns, kept with it
        (the same turn recurs in other match states of a policy-iteration pass)."""
        memo = (id(table), cap)
        found = self._ends.get(memo)
        if found is None:
            found = self._ends[memo] = end_distribution(table, cap)
        return found

    def _kept(self, memo: tuple[object, ...]) -> tuple[float, SolvedTurn | None] | None:
        """A turn of the previous pass solved for the same values, kept for this one."""
        found = self._before.get(memo)
        if found is not None:
            self._solved[memo] = found
        return found

    def forget(self) -> None:
        """Start a new policy-iteration pass: the solved turns become the previous pass's
        (read by :meth:`_kept`), those of the pass before are dropped."""
        self._before = self._solved
        self._solved = {}
        alive = {id(table) for _, table in self._before.values()}
        # keyed by the turns' identity: only while they are kept
        self._ends = {k: v for k, v in self._ends.items() if k[0] in alive}

    def follow_value(self, payoff: Payoff) -> float:
        """Our value when the opponent leads: over its results and calls, our best reply."""
        return sum(
            p * q * self.reply_value(payoff, lead, call)[0]
            for lead, p in self.lead_ends.items()
            for call, q in self.lead_calls(lead)
        )

    def value(self, payoff: Payoff, we_lead: bool) -> float:
        """Our best value of a round with outcome values ``payoff``."""
        return self.lead_value(payoff)[0] if we_lead else self.follow_value(payoff)


def _scale(outcomes: tuple[Outcome, ...], payoff: Payoff) -> tuple[tuple[float, ...], float, float]:
    values = [payoff(o) for o in outcomes]
    lo, hi = min(values), max(values)
    span = hi - lo
    if span < 1e-15:
        return tuple(0.0 for _ in values), lo, 0.0
    return tuple(round((v - lo) / span, 12) for v in values), lo, span


def best_call(round_: HeadsUpRound, v: dict[Outcome, float], end: End) -> tuple[Call | None, float]:
    """Our best call on our result ``end`` (R7) for outcome values ``v``; ties go to the
    earlier call in :func:`.round_values.calls_of`'s order (values rounded to 12 digits)."""
    best: tuple[Call | None, float] | None = None
    get = v.__getitem__
    terms = round_._terms(end[0], end[1], end[2])
    for c, (qs, _, outs) in zip(calls_of(round_.rules), terms, strict=True):
        x = sum(map(mul, qs, map(get, outs)))  # each q * v[o], in end_chances's order
        if best is None or round(x, 12) > round(best[1], 12):
            best = (c, x)
    assert best is not None
    return best
