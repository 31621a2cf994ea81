"""The exact heads-up match optimum against Medium in basic, bavarian, tschigg and pub.

:mod:`.best_reply` does this for classic. Here Medium's turns (:mod:`.preset_policies`:
keep the keepers, turn sixes when a one beats a six, call what makes its result look
best, R7) are *enumerated* — Medium never looks at the other results or at the match, so
the distribution of how its turn ends depends only on the call and the cap (R5) — and our
turns are *solved* (:func:`.turn_values.solve`) against the match values of every way the
round can end. The match is solved over its heads-up states:

- basic (R42): a search of two is one rolling round; ``(searches played, our marks, its
  marks, who leads)``, the loser of a search leading the next, a tie after the last search
  played off in one more search (led by the loser of the last);
- bavarian, pub (R43-R45, three coasters): the handing-out phase ``(middle, ours,
  theirs)``, then the clearing phase; a Chicago heads-up leaves one player, so it ends
  the match at once (R44);
- tschigg (three coasters passed back and forth, R45; sand R24, R46): rounds can leave
  everything as it was and coasters go back and forth, so the match is solved by value
  iteration over its states until nothing moves by more than 1e-12.

A round's outcome, seen from us, is ``(best, worst, cut)``: who is best and worst (``US``,
``THEM`` or ``None``, R24) and whether a Chicago ended the match (R44). The leader's call
(R7) is part of its decision: our value of ending a turn as leader is the largest over the
legal calls of the expectation over Medium's reply under that call with our throw count as
its cap. Medium's call is its own rule (:func:`.preset_policies.medium_call`).

Outcome chances do not depend on the match state; only the values do, and a turn solved
for values ``v`` is solved for every ``a + b v`` (``b > 0``), so solved turns are kept by
the values scaled to [0, 1]: in basic every round is the same two-outcome problem.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from ..engine import Call, ChicagoRule, MatchStructure, Rules, preset
from ..engine.scoring import is_fish
from .dice_space import KEPT_INDEX, STATES
from .preset_policies import keepers, ones_beat_sixes, result_percentile
from .round_values import SAND, TOP, calls_of, key_function
from .steps import Steps
from .turn_solver import STOP
from .turn_space import EMPTY, TurnSpace, turn_space
from .turn_values import End, SolvedTurn, solve

US: Final = 0
THEM: Final = 1

Outcome = tuple[int | None, int | None, bool]
"""(best, worst, cut) from our side: ``US``, ``THEM`` or None; cut = R44 ended the match."""

Payoff = Callable[[Outcome], float]


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
    """The chance of every way a turn of ``cap`` throws ends under ``choose(post, left)``."""
    out: dict[End, float] = {}
    level: dict[int, float] = {}

    def throw(kept: int, left_after: int, p: float) -> None:
        chicago = space.chicago[kept]
        if chicago:
            key = (0, cap - left_after, True)
            out[key] = out.get(key, 0.0) + p * chicago
        for post, q in zip(space.out_posts[kept], space.out_probs[kept], strict=True):
            level[post] = level.get(post, 0.0) + p * q

    throw(EMPTY, cap - 1, 1.0)
    for left in range(cap - 1, -1, -1):
        current, level = level, {}
        for post, p in current.items():
            choice = choose(post, left)
            if choice == STOP:
                key = (space.full[post], cap - left, False)
                out[key] = out.get(key, 0.0) + p
            else:
                throw(choice, left - 1, p)
    return out


@lru_cache(maxsize=64)
def medium_ends(rules: Rules, call: Call | None, cap: int) -> dict[End, float]:
    """How Medium's turn ends under ``call`` (None: as leader, before the call) and cap."""
    space = turn_space(rules)
    return policy_ends(space, cap, lambda post, left: medium_choice(space, post, left, call))


def medium_leader_call(rules: Rules, state: int) -> Call | None:
    """Medium's call on its result (:func:`.preset_policies.medium_call`)."""
    calls = [c for c in calls_of(rules) if c is not None]
    if not calls:
        return None
    a, b, c = STATES[state]
    dice = (a, b, c)
    if SAND in calls and is_fish(dice):
        return SAND
    strict = [k for k in calls if not k.sand]
    return max(strict, key=lambda k: (result_percentile(dice, k), -strict.index(k)))


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


@dataclass
class HeadsUpRound:
    """The round of two against Medium for one preset's rules: its outcome chances
    (enumerated once) and our solved turns, kept by the scaled outcome values."""

    rules: Rules
    space: TurnSpace = field(init=False)
    lead_chances: dict[tuple[int, int, Call | None], dict[Outcome, float]] = field(
        default_factory=dict
    )
    medium_lead: dict[End, float] = field(default_factory=dict)
    _solved: dict[tuple[object, ...], tuple[float, SolvedTurn | None]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.space = turn_space(self.rules)
        self.medium_lead = medium_ends(self.rules, None, self.rules.max_throws)

    def outcomes(self) -> tuple[Outcome, ...]:
        """Every outcome a round can have (both seats)."""
        found: set[Outcome] = set()
        for we_lead in (True, False):
            for o in self._raw_outcomes():
                found.add(_ours(o, we_lead))
        return tuple(sorted(found, key=repr))

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
        """Outcome chances (leader 0) of our result under ``call`` against Medium."""
        lead = (state, throws, chicago)
        if chicago and removes_roller(self.rules):
            return {(0, None, True): 1.0}
        memo = (state if not chicago else -1, throws, call)
        found = self.lead_chances.get(memo)
        if found is None:
            found = {}
            for end, q in medium_ends(self.rules, call, throws).items():
                o = round_outcome(self.rules, call, lead, end)
                found[o] = found.get(o, 0.0) + q
            self.lead_chances[memo] = found
        return found

    def chances_steps(self) -> Iterator[None]:
        """Enumerate Medium's replies to every result and call, one (call, cap) a step."""
        for c in calls_of(self.rules):
            for t in range(1, self.rules.max_throws + 1):
                for s in range(len(STATES)):
                    self.end_chances(s, t, False, c)
                self.end_chances(0, t, True, c)
                yield

    def lead_value(self, payoff: Payoff) -> tuple[float, SolvedTurn]:
        """Our value as leader and the solved turn (ending = the best call)."""
        scaled, lo, span = _scale(self.outcomes(), payoff)
        memo = ("lead", scaled)
        found = self._solved.get(memo)
        if found is None:
            v = dict(zip(self.outcomes(), scaled, strict=True))
            calls = calls_of(self.rules)
            cap = self.rules.max_throws
            stop: list[list[float]] = []
            chic: list[float] = []
            for left in range(cap):
                t = cap - left
                row = []
                for s in range(len(STATES)):
                    row.append(
                        max(
                            sum(q * v[o] for o, q in self.end_chances(s, t, False, c).items())
                            for c in calls
                        )
                    )
                stop.append(row)
                chic.append(
                    max(
                        sum(q * v[o] for o, q in self.end_chances(0, t, True, c).items())
                        for c in calls
                    )
                )
            solved = solve(self.space, stop, chic)
            found = (solved.starts[cap], solved)
            self._solved[memo] = found
        value, table = found
        assert table is not None
        return lo + span * value, table

    # -------------------------------------------------------------- Medium leads
    def reply_value(self, payoff: Payoff, lead: End) -> tuple[float, SolvedTurn | None]:
        """Our value replying to Medium's leader result ``lead`` and the solved turn."""
        call = medium_leader_call(self.rules, lead[0]) if not lead[2] else _chicago_call(self)
        if lead[2] and removes_roller(self.rules):
            return payoff(_ours((0, None, True), False)), None
        scaled, lo, span = _scale(self.outcomes(), payoff)
        memo = ("reply", lead if not lead[2] else (-1, lead[1], True), scaled)
        found = self._solved.get(memo)
        if found is None:
            v = dict(zip(self.outcomes(), scaled, strict=True))
            cap = lead[1]
            stop = []
            for left in range(cap):
                t = cap - left
                stop.append(
                    [
                        v[_ours(round_outcome(self.rules, call, lead, (s, t, False)), False)]
                        for s in range(len(STATES))
                    ]
                )
            chic = [
                v[_ours(round_outcome(self.rules, call, lead, (0, cap - left, True)), False)]
                for left in range(cap)
            ]
            solved = solve(self.space, stop, chic)
            found = (solved.starts[cap], solved)
            self._solved[memo] = found
        value, table = found
        return lo + span * value, table

    def forget(self) -> None:
        """Drop the solved turns (a new policy iteration solves for new values)."""
        self._solved.clear()

    def follow_value(self, payoff: Payoff) -> float:
        """Our value when Medium leads: over its results, our best reply."""
        return sum(p * self.reply_value(payoff, lead)[0] for lead, p in self.medium_lead.items())

    def value(self, payoff: Payoff, we_lead: bool) -> float:
        """Our best value of a round with outcome values ``payoff``."""
        return self.lead_value(payoff)[0] if we_lead else self.follow_value(payoff)


def _chicago_call(round_: HeadsUpRound) -> Call | None:
    return medium_leader_call(round_.rules, STATES.index((1, 1, 1)))


def _scale(outcomes: tuple[Outcome, ...], payoff: Payoff) -> tuple[tuple[float, ...], float, float]:
    values = [payoff(o) for o in outcomes]
    lo, hi = min(values), max(values)
    span = hi - lo
    if span < 1e-15:
        return tuple(0.0 for _ in values), lo, 0.0
    return tuple(round((v - lo) / span, 12) for v in values), lo, span


# ------------------------------------------------------------------ the match
@dataclass
class MatchOptimum:
    """The heads-up match against Medium: ``value[state]`` our best match score."""

    rules: Rules
    round: HeadsUpRound
    value: dict[tuple[object, ...], float] = field(default_factory=dict)

    def start(self) -> float:
        """From the start of the match, the first leader by lot (R9)."""
        return (self.value[self.first(True)] + self.value[self.first(False)]) / 2

    def first(self, we_lead: bool) -> tuple[object, ...]:
        if self.rules.match is MatchStructure.SEARCHES:
            return ("search", 0, 0, 0, we_lead)
        return ("hand", self.rules.starting_coasters(2), 0, 0, we_lead)

    def after(self, state: tuple[object, ...], o: Outcome) -> float | tuple[object, ...]:
        """The match value (a number) or the next state after outcome ``o``."""
        best, worst, cut = o
        if cut:
            return 1.0 if best == US else 0.0
        if state[0] in ("search", "playoff"):
            assert worst is not None
            if state[0] == "playoff":
                return 0.0 if worst == US else 1.0
            _, done, mu, mt, _ = state
            assert isinstance(done, int) and isinstance(mu, int) and isinstance(mt, int)
            mu, mt, done = mu + (worst == US), mt + (worst == THEM), done + 1
            lead = worst == US
            if done == self.rules.searches:
                if mu != mt:
                    return 1.0 if mu < mt else 0.0
                return ("playoff", lead)
            return ("search", done, mu, mt, lead)
        passing = self.rules.match is MatchStructure.COASTERS_PASS
        if state[0] == "hand":
            _, m, a, b, hand_lead = state
            assert isinstance(m, int) and isinstance(a, int) and isinstance(b, int)
            if worst is None:
                return ("hand", m, a, b, hand_lead)  # R46: nothing moves, the leader leads again
            a, b, m = a + (worst == US), b + (worst == THEM), m - 1
            if m:
                return ("hand", m, a, b, worst == US)
            if a == 0 or b == 0:
                return 1.0 if a == 0 else 0.0
            return ("clear", a, b, a > b)  # R45: the most coasters leads
        _, a, b, clear_lead = state
        assert isinstance(a, int) and isinstance(b, int)
        if passing:
            if best is None or worst is None:
                return ("clear", a, b, clear_lead if worst is None else worst == US)
            a += -1 if best == US else 1
            b += -1 if best == THEM else 1
        else:
            assert best is not None
            a -= best == US
            b -= best == THEM
        if a == 0 or b == 0:
            return 1.0 if a == 0 else 0.0
        return ("clear", a, b, clear_lead if worst is None else worst == US)

    def payoff(self, state: tuple[object, ...]) -> Payoff:
        def pay(o: Outcome) -> float:
            nxt = self.after(state, o)
            if isinstance(nxt, float):
                return nxt
            return self.value.get(nxt, 0.5)

        return pay

    def states(self) -> list[tuple[object, ...]]:
        """Every reachable state, found from the start."""
        seen: list[tuple[object, ...]] = []
        todo = [self.first(True), self.first(False)]
        outcomes = self.round.outcomes()
        while todo:
            s = todo.pop()
            if s in seen:
                continue
            seen.append(s)
            for o in outcomes:
                nxt = self.after(s, o)
                if not isinstance(nxt, float):
                    todo.append(nxt)
        return seen

    def evaluate(self, dist: dict[tuple[object, ...], dict[Outcome, float]]) -> None:
        """Set :attr:`value` to the exact values of fixed round outcome chances per state
        (value iteration until nothing moves by 1e-14; arithmetic only)."""
        for _ in range(100_000):
            change = 0.0
            for s in self.states_order:
                pay = self.payoff(s)
                v = sum(q * pay(o) for o, q in dist[s].items())
                change = max(change, abs(v - self.value.get(s, 0.5)))
                self.value[s] = v
            if change < 1e-14:
                return

    states_order: list[tuple[object, ...]] = field(default_factory=list)
    #: The values our solved turns were solved for (decisions read them, :func:`decide`).
    solved_for: dict[tuple[object, ...], float] = field(default_factory=dict)
    #: Our round outcome chances per state under the best reply.
    policy: dict[tuple[object, ...], dict[Outcome, float]] = field(default_factory=dict)

    def decision_payoff(self, state: tuple[object, ...]) -> Payoff:
        """The outcome values our solved turns in ``state`` were solved for."""

        def pay(o: Outcome) -> float:
            nxt = self.after(state, o)
            if isinstance(nxt, float):
                return nxt
            return self.solved_for[nxt]

        return pay


def _progress(state: tuple[object, ...]) -> tuple[int, ...]:
    """Order for the sweeps: states nearer the end first (exact in one sweep when the
    match cannot go back, as in basic, bavarian and pub)."""
    if state[0] == "playoff":
        return (-100,)
    if state[0] == "search":
        return (-int(state[1]),)  # type: ignore[call-overload]
    if state[0] == "hand":
        return (int(state[1]),)  # type: ignore[call-overload]
    return (-20 + int(state[1]) + int(state[2]),)  # type: ignore[call-overload]


def best_call(round_: HeadsUpRound, v: dict[Outcome, float], end: End) -> tuple[Call | None, float]:
    """Our best call on our result ``end`` (R7) for outcome values ``v``; ties go to the
    earlier call in :func:`.round_values.calls_of`'s order (values rounded to 12 digits)."""
    best: tuple[Call | None, float] | None = None
    for c in calls_of(round_.rules):
        x = sum(q * v[o] for o, q in round_.end_chances(end[0], end[1], end[2], c).items())
        if best is None or round(x, 12) > round(best[1], 12):
            best = (c, x)
    assert best is not None
    return best


def _round_policy(
    m: MatchOptimum, state: tuple[object, ...]
) -> Iterator[dict[Outcome, float] | None]:
    """Our outcome chances in ``state`` under the turns solved for :meth:`decision_payoff`;
    yields None after each solved turn, the chances last."""
    from .turn_values import end_distribution

    rnd = m.round
    pay = m.decision_payoff(state)
    out: dict[Outcome, float] = {}
    scaled, _, _ = _scale(rnd.outcomes(), pay)
    v = dict(zip(rnd.outcomes(), scaled, strict=True))
    if state[-1]:
        _, table = rnd.lead_value(pay)
        for end, p in end_distribution(table, rnd.rules.max_throws).items():
            call, _ = best_call(rnd, v, end)
            for o, q in rnd.end_chances(end[0], end[1], end[2], call).items():
                out[o] = out.get(o, 0.0) + p * q
        yield None
        yield out
        return
    for lead, p in rnd.medium_lead.items():
        _, reply = rnd.reply_value(pay, lead)
        if reply is None:
            o = _ours((0, None, True), False)
            out[o] = out.get(o, 0.0) + p
            continue
        call = medium_leader_call(rnd.rules, lead[0])
        for end, q in end_distribution(reply, lead[1]).items():
            o = _ours(round_outcome(rnd.rules, call, lead, end), False)
            out[o] = out.get(o, 0.0) + p * q
        yield None
    yield out


def optimum_steps(rules: Rules, tol: float = 1e-12, rounds: int = 50) -> Steps[None]:
    """Solve :class:`MatchOptimum` by policy iteration, in steps of one solved turn.

    Each pass solves our turns state by state, nearest the end first, for the values known
    so far (a state's value is updated as soon as its turns are solved, so where the match
    cannot go back — basic, bavarian, pub — the first pass is the exact backward
    induction), takes our outcome chances under those turns and evaluates that policy
    exactly; passes repeat until no value moves by ``tol``. The result goes to ``OPTIMA``.
    """
    m = MatchOptimum(rules, HeadsUpRound(rules))
    m.states_order = sorted(m.states(), key=_progress)
    m.value = {s: 0.5 for s in m.states_order}
    yield from m.round.chances_steps()
    previous: dict[tuple[object, ...], float] | None = None
    for _ in range(rounds):
        m.round.forget()
        m.solved_for = dict(m.value)  # the exact values of the last policy
        dist: dict[tuple[object, ...], dict[Outcome, float]] = {}
        for s in m.states_order:
            for piece in _round_policy(m, s):
                if piece is None:
                    yield
                else:
                    dist[s] = piece
            pay = m.decision_payoff(s)
            m.solved_for[s] = sum(q * pay(o) for o, q in dist[s].items())
        m.policy = dist
        m.evaluate(dist)
        yield
        if previous is not None and max(abs(m.value[s] - previous[s]) for s in previous) < tol:
            break
        previous = dict(m.value)
    OPTIMA[rules] = m


OPTIMA: dict[Rules, MatchOptimum] = {}


def optimum(rules: Rules) -> MatchOptimum:
    """The solved heads-up match against Medium (built on first use)."""
    if rules not in OPTIMA:
        for _ in optimum_steps(rules):
            pass
    return OPTIMA[rules]


def preset_rules(name: str) -> Rules:
    """A preset's default rules (R40)."""
    return preset(name)


__all__ = [
    "THEM",
    "US",
    "HeadsUpRound",
    "MatchOptimum",
    "medium_ends",
    "optimum",
    "optimum_steps",
    "round_outcome",
]


# ------------------------------------------------------------------ a fixed policy's score
def hard_outcomes(rules: Rules, clearing: bool, we_lead: bool) -> dict[Outcome, float]:
    """Hard's exact round outcome chances against Medium heads-up (strict and pub
    ranking; not sand), read from Hard's own solved turns (:mod:`.round_values`)."""
    from .round_hints import AVOID, BEST
    from .round_values import Setting, round_model, round_rules
    from .turn_values import end_distribution

    if rules.match is MatchStructure.SEARCHES:
        mode = BEST
    elif clearing:
        if rules.match is MatchStructure.COASTERS_PASS:
            raise ValueError("tschigg's clearing phase plays for both chances: sampled only")
        mode = BEST
    else:
        mode = AVOID
    removes = removes_roller(rules)
    model = round_model(Setting(round_rules(rules), 2, removes, clearing and removes))
    heads = HeadsUpRound(rules)
    out: dict[Outcome, float] = {}
    cap = rules.max_throws
    calls = calls_of(rules)
    if we_lead:
        for (s, t, chic), p in end_distribution(model.leader_turn(mode), cap).items():
            values = [model.leader_end(mode, c, s, t, chic) for c in calls]
            top = max(round(v, 12) for v in values)
            call = calls[next(i for i, v in enumerate(values) if round(v, 12) == top)]
            for o, q in heads.end_chances(s, t, chic, call).items():
                out[o] = out.get(o, 0.0) + p * q
        return out
    for lead, p in heads.medium_lead.items():
        s, t, chic = lead
        if chic and removes:
            o = _ours((0, None, True), False)
            out[o] = out.get(o, 0.0) + p
            continue
        call = medium_leader_call(rules, s)
        if call is not None and call.sand:
            table = model.sand_turn(mode, 0, t)
        else:
            key, _ = model.keys(call)
            x = TOP if chic else key(s, t)
            table = model.follower_turn((mode, call, t), x, 0, 1 if chic else 0)
        for end, q in end_distribution(table, t).items():
            o = _ours(round_outcome(rules, call, lead, end), False)
            out[o] = out.get(o, 0.0) + p * q
    return out


def policy_score(
    rules: Rules, outcomes: Callable[[bool, bool], dict[Outcome, float]], sweeps: int = 400
) -> float:
    """The match score of a policy whose round outcome chances are ``outcomes(clearing,
    we_lead)`` (the same in every state of a phase), by value iteration."""
    m = MatchOptimum(rules, HeadsUpRound(rules))
    m.states_order = sorted(m.states(), key=_progress)
    dist = {(c, w): outcomes(c, w) for c in (False, True) for w in (False, True)}
    for _ in range(sweeps):
        change = 0.0
        for s in m.states_order:
            pay = m.payoff(s)
            v = sum(q * pay(o) for o, q in dist[(s[0] == "clear", bool(s[-1]))].items())
            change = max(change, abs(v - m.value.get(s, 0.5)))
            m.value[s] = v
        if change < 1e-13:
            break
    return m.start()
