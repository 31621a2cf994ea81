"""The exact heads-up match optimum against Medium, Easy or Hard in basic, bavarian,
tschigg and pub.

:mod:`.best_reply` does this for classic. Here each round is :class:`.heads_up_round.
HeadsUpRound` — the opponent's turns enumerated (Easy's random calls as a mixture), ours
solved for the match values of every way the round can end (the leader's call, R7, part
of the leader's decision) — and the match is solved over its heads-up states:

- basic (R42): a search of two is one rolling round; ``(searches played, our marks, its
  marks, who leads)``, the loser of a search leading the next, a tie after the last search
  played off in one more search (led by the loser of the last);
- bavarian, pub (R43-R45, three coasters): the handing-out phase ``(middle, ours,
  theirs)``, then the clearing phase, led by the player with more; a Chicago heads-up
  leaves one player, so it ends the match at once (R44);
- tschigg (three coasters passed back and forth, R45; sand R24, R46): rounds can leave
  everything as it was and coasters go back and forth, so the states cycle.

Every preset is solved by policy iteration (:func:`optimum_steps`), which for the
presets whose match cannot go back is the backward induction in its first pass.
:func:`hard_outcomes` and :func:`policy_score` give Hard's exact score for comparison.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from ..engine import MatchStructure, Rules
from .hard_ends import HardPlay
from .heads_up_round import (
    THEM,
    US,
    HeadsUpRound,
    Outcome,
    Payoff,
    _ours,
    _scale,
    best_call,
    medium_ends,
    medium_leader_call,
    removes_roller,
    round_outcome,
)
from .reply_table import shipped_values
from .steps import Steps

__all__ = [
    "ENDGAMES",
    "OPTIMA",
    "OPTIMA_BY",
    "THEM",
    "US",
    "HeadsUpRound",
    "MatchOptimum",
    "_ours",
    "_scale",
    "best_call",
    "hard_outcomes",
    "medium_ends",
    "medium_leader_call",
    "optimum",
    "optimum_steps",
    "policy_score",
    "reply_steps",
    "round_outcome",
]


# ------------------------------------------------------------------ the match
@dataclass
class MatchOptimum:
    """The heads-up match against the round's opponent (Medium, Easy or Hard): ``value[state]``
    our best match score."""

    rules: Rules
    round: HeadsUpRound
    value: dict[tuple[object, ...], float] = field(default_factory=dict)
    #: The clearing phase's round where the opponent plays it differently (Hard, whose
    #: objective changes with the phase, R45); None: :attr:`round` serves both phases.
    clearing_round: HeadsUpRound | None = None
    #: None: a match of two from its start. A number: the heads-up end of a larger coaster
    #: match, two players left in the clearing phase holding that many coasters between
    #: them in tschigg (R43: 2n - 1 for n players; passing keeps them all in play, R45),
    #: at most that many in bavarian and pub (put down, R45; gone with a Chicago, R44).
    coasters: int | None = None

    def starts(self) -> list[tuple[object, ...]]:
        """The states the match is solved from (:attr:`coasters`)."""
        if self.coasters is None:
            return [self.first(True), self.first(False)]
        n = self.coasters
        if self.rules.match is MatchStructure.COASTERS_PUT_DOWN:
            # Coasters leave the game (R45, R44): two left may hold any n or fewer.
            pairs = [(a, b) for a in range(1, n) for b in range(1, n - a + 1)]
        else:
            pairs = [(a, n - a) for a in range(1, n)]  # passing keeps all n in play (R45)
        return [("clear", a, b, lead) for a, b in pairs for lead in (True, False)]

    def round_of(self, state: tuple[object, ...]) -> HeadsUpRound:
        """The round played in ``state`` (its phase's, :attr:`clearing_round`)."""
        if state[0] == "clear" and self.clearing_round is not None:
            return self.clearing_round
        return self.round

    def rounds(self) -> tuple[HeadsUpRound, ...]:
        """Every distinct round of the match (a heads-up end: the clearing phase's only)."""
        if self.clearing_round is None:
            return (self.round,)
        if self.coasters is not None:
            return (self.clearing_round,)
        return (self.round, self.clearing_round)

    def start(self) -> float:
        """From the start of the match, the first leader by lot (R9)."""
        assert self.coasters is None, "a heads-up end has no start: read its states"
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
        """Every reachable state, found from :meth:`starts`."""
        seen: list[tuple[object, ...]] = []
        todo = self.starts()
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


def _round_policy(
    m: MatchOptimum, state: tuple[object, ...]
) -> Iterator[dict[Outcome, float] | None]:
    """Our outcome chances in ``state`` under the turns solved for :meth:`decision_payoff`;
    yields None after each solved turn, the chances last."""

    rnd = m.round_of(state)
    pay = m.decision_payoff(state)
    out: dict[Outcome, float] = {}
    scaled, _, _ = _scale(rnd.outcomes(), pay)
    v = dict(zip(rnd.outcomes(), scaled, strict=True))
    if state[-1]:
        _, table = rnd.lead_value(pay)
        for end, p in rnd.ends_of(table, rnd.rules.max_throws).items():
            call, _ = best_call(rnd, v, end)
            for o, q in rnd.end_chances(end[0], end[1], end[2], call).items():
                out[o] = out.get(o, 0.0) + p * q
        yield None
        yield out
        return
    for lead, p in rnd.lead_ends.items():
        for call, r in rnd.lead_calls(lead):
            _, reply = rnd.reply_value(pay, lead, call)
            if reply is None:
                o = _ours((0, None, True), False)
                out[o] = out.get(o, 0.0) + p * r
                continue
            outcome = rnd.reply_outcome(lead, call)
            for end, q in rnd.ends_of(reply, lead[1]).items():
                o = outcome[end]
                out[o] = out.get(o, 0.0) + p * r * q
            yield None
    yield out


def optimum_steps(
    rules: Rules,
    tol: float = 1e-12,
    rounds: int = 50,
    opponent: str = "medium",
    coasters: int | None = None,
) -> Steps[None]:
    """Solve :class:`MatchOptimum` by policy iteration, in steps of one solved turn.

    Each pass solves our turns state by state, nearest the end first, for the values known
    so far (a state's value is updated as soon as its turns are solved, so where the match
    cannot go back — basic, bavarian, pub — the first pass is the exact backward
    induction), takes our outcome chances under those turns and evaluates that policy
    exactly; passes repeat until no value moves by ``tol``. The result goes to ``OPTIMA``
    (against Medium) or ``OPTIMA_BY[opponent]``; with ``coasters``, the heads-up end of a
    larger coaster match (:attr:`MatchOptimum.coasters`), to ``ENDGAMES[opponent]``.
    """
    m = new_optimum(rules, opponent, coasters)
    m.value = {s: 0.5 for s in m.states_order}
    for rnd in m.rounds():
        yield from rnd.chances_steps()
    previous: dict[tuple[object, ...], float] | None = None
    for _ in range(rounds):
        for rnd in m.rounds():
            rnd.forget()
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
    _keep(m, opponent)


def new_optimum(rules: Rules, opponent: str, coasters: int | None = None) -> MatchOptimum:
    """An unsolved match against ``opponent``, its states in sweep order; against Hard
    with a round of its own for the clearing phase (a match of coasters, R43, R45)."""
    coaster_match = rules.match in (MatchStructure.COASTERS_PASS, MatchStructure.COASTERS_PUT_DOWN)
    if coasters is not None and (not coaster_match or coasters < 3):
        raise ValueError("a heads-up end is solved for a coaster match's clearing phase only")
    clearing = None
    if opponent == "hard" and rules.match is not MatchStructure.SEARCHES:
        clearing = HeadsUpRound(rules, opponent, clearing=True)
    m = MatchOptimum(
        rules, HeadsUpRound(rules, opponent), clearing_round=clearing, coasters=coasters
    )
    m.states_order = sorted(m.states(), key=_progress)
    return m


OPTIMA: dict[Rules, MatchOptimum] = {}
#: The solved matches per opponent level; ``OPTIMA`` is Medium's.
OPTIMA_BY: dict[str, dict[Rules, MatchOptimum]] = {"medium": OPTIMA, "easy": {}, "hard": {}}
#: The solved heads-up ends of larger coaster matches per opponent, by (rules, coasters).
ENDGAMES: dict[str, dict[tuple[Rules, int], MatchOptimum]] = {
    "medium": {},
    "easy": {},
    "hard": {},
}


def solved(rules: Rules, opponent: str, coasters: int | None = None) -> MatchOptimum | None:
    """The match solved against ``opponent`` so far (None: not built)."""
    if coasters is None:
        return OPTIMA_BY[opponent].get(rules)
    return ENDGAMES[opponent].get((rules, coasters))


def forget_solved(rules: Rules, opponent: str, coasters: int | None = None) -> None:
    """Drop a solved match (the build script and tests build afresh)."""
    if coasters is None:
        OPTIMA_BY[opponent].pop(rules, None)
    else:
        ENDGAMES[opponent].pop((rules, coasters), None)


def _keep(m: MatchOptimum, opponent: str) -> None:
    if m.coasters is None:
        OPTIMA_BY[opponent][m.rules] = m
    else:
        ENDGAMES[opponent][(m.rules, m.coasters)] = m


def optimum(rules: Rules, opponent: str = "medium", coasters: int | None = None) -> MatchOptimum:
    """The solved heads-up match against ``opponent`` (built on first use), with its
    policy; with ``coasters``, the heads-up end of a larger coaster match."""
    found = solved(rules, opponent, coasters)
    if found is None or not found.policy:
        for _ in optimum_steps(rules, opponent=opponent, coasters=coasters):
            pass
        found = solved(rules, opponent, coasters)
    assert found is not None
    return found


def reply_steps(rules: Rules, opponent: str = "medium", coasters: int | None = None) -> Steps[None]:
    """What Expert's decisions need of the solved match, in steps: the opponent's replies,
    the shipped match values where ``data/reply_tables.json`` has them for these rules and
    opponent (:mod:`.reply_table`: about 36 ms) and our leader's turn in each state, else
    the whole policy iteration (:func:`optimum_steps`). The policy's outcome chances are
    not kept in the first case (decisions do not read them; :func:`optimum` builds them
    when asked)."""
    m = new_optimum(rules, opponent, coasters)
    shipped = shipped_values(rules, m.states_order, opponent=opponent, coasters=coasters)
    if shipped is None:
        yield from optimum_steps(rules, opponent=opponent, coasters=coasters)
        return
    for rnd in m.rounds():
        yield from rnd.chances_steps()
    m.value, m.solved_for = shipped
    # Our leader's turn of each state, solved now rather than by the first decision there
    # (a few milliseconds each: the stop rows weigh every call's replies).
    for state in m.states_order:
        if state[-1]:
            m.round_of(state).lead_value(m.decision_payoff(state))
            yield
    _keep(m, opponent)


# ------------------------------------------------------------------ a fixed policy's score
def hard_outcomes(
    rules: Rules, clearing: bool, we_lead: bool, opponent: str = "medium"
) -> dict[Outcome, float]:
    """Hard's exact round outcome chances against Medium, Easy or Hard heads-up (every
    ranking and call, tschigg's clearing phase played for both chances included): Hard's
    turns and calls as :class:`.hard_ends.HardPlay` enumerates them, the opponent's as
    :class:`HeadsUpRound` does."""
    hard = HardPlay(rules, clearing)
    heads = HeadsUpRound(rules, opponent, clearing=clearing)
    out: dict[Outcome, float] = {}
    if we_lead:
        for (s, t, chic), p in hard.lead_ends().items():
            call = hard.leader_call((s, t, chic))
            for o, q in heads.end_chances(s, t, chic, call).items():
                out[o] = out.get(o, 0.0) + p * q
        return out
    for lead, p in heads.lead_ends.items():
        if lead[2] and removes_roller(rules):
            o = _ours((0, None, True), False)  # its Chicago ends the match (R44)
            out[o] = out.get(o, 0.0) + p
            continue
        for call, r in heads.lead_calls(lead):
            for end, q in hard.follow_ends(lead, call).items():
                o = _ours(round_outcome(rules, call, lead, end), False)
                out[o] = out.get(o, 0.0) + p * r * q
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
