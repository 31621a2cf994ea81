"""What a round's outcomes are worth in a coaster match, by the coasters everybody holds.

Bavarian, tschigg and pub (R43-R45) are won by getting rid of coasters, so what ending a
rolling round worst, in between or best is worth depends on the whole standing: with one
coaster left, being best in the clearing phase wins the match at once (R45); with many, it
is one coaster of several; a player about to leave changes everybody's chances of being
the last one holding coasters. :mod:`.match_model` once priced every outcome at "one
coaster" whatever the standing. This module solves a model of the rest of the match
instead: the chance that we do *not* lose it (R45: the last player holding coasters loses;
everybody else has won), by

- everybody's coasters (us first, then the player who leads, then the rest sorted: the
  others are interchangeable but for their coasters and the lead),
- the coasters still in the middle (the handing-out phase, R43) — zero in the clearing
  phase.

Every rolling round of the model is played by Hard players: the leader ends worst and best
with the exact chances of the Hard leader of that round size and phase
(:func:`.match_model.leader_chances`), the followers share the rest evenly (the best, given
the worst, is the leader with its conditional chance, else a follower evenly), as the
classic model does. After the round:

- handing out (R43): the worst takes a coaster from the middle and leads next; with the
  middle empty, players without coasters have won, a player holding every coaster has lost
  at once, and the player with the most leads the clearing phase (a tie drawn evenly);
- clearing, bavarian and pub (R45): the best puts one coaster down (and leaves with none);
- clearing, tschigg (R45): the best passes one coaster to the worst; the coasters in play
  stay the same, so the states of a given number of holders form cycles, solved as one
  linear system each;
- the worst leads the next round (R40).

Left out of the model (rare, and documented in docs/ai.md): a Chicago removing its roller
(R44) and rounds without effect (R46).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from ..engine import (
    Action,
    ChicagoRule,
    CoasterPhase,
    MakeCall,
    Match,
    MatchStructure,
    Phase,
    Rules,
)
from ..engine.ranking import rank_round
from .match_model import leader_chances
from .round_hints import call_options
from .round_values import round_rules
from .steps import Steps

Weights = tuple[float, float]

#: The lead index of a state in which we lead.
ME: Final = -1

State = tuple[int, int, tuple[int, ...], int]
"""``(our coasters, the leader's coasters or ME, the rest sorted, middle)``."""


class CoasterModel:
    """The model of the module text for one preset's rules (memoised per instance)."""

    def __init__(self, rules: Rules) -> None:
        self.rules = round_rules(rules)
        self.removes = rules.chicago is ChicagoRule.REMOVES_ROLLER
        self.passes = rules.match is MatchStructure.COASTERS_PASS
        self._values: dict[State, float] = {}
        self._chances: dict[tuple[int, bool], tuple[float, float]] = {}

    # ------------------------------------------------------------ round model
    def leader_chances(self, players: int, clearing: bool) -> tuple[float, float]:
        """The Hard leader's (chance of ending worst, conditional chance of best given
        not worst) in a round of ``players`` in this phase."""
        key = (players, clearing)
        found = self._chances.get(key)
        if found is None:
            # Without R44 both phases play the same rounds (round_hints' settings).
            avoid, best = leader_chances(
                self.rules, players, self.removes, clearing and self.removes
            )
            worst = 1.0 - avoid
            found = (worst, min(1.0, best / avoid) if avoid > 0.0 else 0.0)
            self._chances[key] = found
        return found

    def outcomes(self, m: int, lead: int, clearing: bool) -> list[tuple[int, int, float]]:
        """``(worst, best, chance)`` of a round of ``m`` players led by index ``lead``."""
        lead_worst, lead_best = self.leader_chances(m, clearing)
        rows: list[tuple[int, int, float]] = []
        for w in range(m):
            p_w = lead_worst if w == lead else (1.0 - lead_worst) / (m - 1)
            for b in range(m):
                if b == w:
                    continue
                if m == 2 or w == lead:
                    p_b = 1.0 / (m - 1)
                elif b == lead:
                    p_b = lead_best
                else:
                    p_b = (1.0 - lead_best) / (m - 2)
                if p_w * p_b > 0.0:
                    rows.append((w, b, p_w * p_b))
        return rows

    # ------------------------------------------------------------ transitions
    def after(
        self, counts: list[int], lead: int, middle: int, w: int, b: int
    ) -> list[tuple[float, State | float]]:
        """The states after a round with worst ``w`` and best ``b`` (index 0 is us), each
        with its chance; a float instead of a state is a finished match's value for us."""
        counts = list(counts)
        if middle > 0:  # R43: handing out
            counts[w] += 1
            middle -= 1
            if middle > 0:
                return [(1.0, _state(counts, w, middle))]
            holders = [i for i, c in enumerate(counts) if c > 0]
            if 0 not in holders:
                return [(1.0, 1.0)]  # we hold none at the end of handing out: won
            if len(holders) == 1:
                return [(1.0, 0.0)]  # R45: we hold every coaster: lost at once
            most = max(counts[i] for i in holders)
            tied = [i for i in holders if counts[i] == most]
            kept = [counts[i] for i in holders]
            return [(1.0 / len(tied), _state(kept, holders.index(t), 0)) for t in tied]
        # R45: clearing
        counts[b] -= 1
        if self.passes:
            counts[w] += 1
        if counts[0] == 0:
            return [(1.0, 1.0)]
        holders = [i for i, c in enumerate(counts) if c > 0]
        if len(holders) == 1:
            return [(1.0, 0.0)]
        kept = [counts[i] for i in holders]
        return [(1.0, _state(kept, holders.index(w), 0))]

    def expand(self, state: State) -> list[tuple[float, State | float]]:
        """Every next state of ``state`` with its chance (after one rolling round)."""
        counts, lead = _counts(state)
        middle = state[3]
        rows: list[tuple[float, State | float]] = []
        for w, b, p in self.outcomes(len(counts), lead, middle == 0):
            for q, nxt in self.after(counts, lead, middle, w, b):
                rows.append((p * q, nxt))
        return rows

    # ------------------------------------------------------------ values
    def value(self, state: State) -> float:
        """Our chance of not losing the match from ``state`` (module text)."""
        found = self._values.get(state)
        if found is not None:
            return found
        if state[3] == 0 and self.passes:
            self._solve_cycle(sum(_counts(state)[0]), 1 + len(state[2]) + (state[1] != ME))
            return self._values[state]
        total = 0.0
        for p, nxt in self.expand(state):
            total += p * (nxt if isinstance(nxt, float) else self.value(nxt))
        self._values[state] = total
        return total

    def value_of(self, counts: list[int], lead: int, middle: int) -> float:
        """:meth:`value` of the standing ``counts`` (index 0 is us) led by ``lead``."""
        return self.value(_state(counts, lead, middle))

    def _solve_cycle(self, coasters: int, holders: int) -> None:
        """Tschigg's clearing phase: every state with ``holders`` players holding
        ``coasters`` in all. Passing keeps the total (R45), so these states reach one
        another; their values solve the linear system ``(I - P) v = b`` (``P`` the
        chances of moving within the class, ``b`` what leaving it is worth), solved
        exactly by elimination: the classes are small (at most a few hundred states),
        and a heads-up class is a slow random walk that iteration would need thousands
        of sweeps to settle."""
        states = _class_states(coasters, holders)
        index = {s: i for i, s in enumerate(states)}
        size = len(states)
        matrix = [[0.0] * (size + 1) for _ in range(size)]
        for i, s in enumerate(states):
            row = matrix[i]
            row[i] += 1.0
            for p, nxt in self.expand(s):
                if isinstance(nxt, float):
                    row[size] += p * nxt
                elif nxt in index:
                    row[index[nxt]] -= p
                else:  # fewer holders: solved first, through value()
                    row[size] += p * self.value(nxt)
        for v, s in zip(_eliminate(matrix), states, strict=True):
            self._values[s] = v

    # ------------------------------------------------------------ weights
    def weights(self, counts: list[int], lead: int, middle: int) -> Weights:
        """``(alpha, beta)`` for us (index 0) in the round now played, led by ``lead``:
        ``V_M - V_W`` and ``V_B - V_M`` (:mod:`.match_model`), from :meth:`values`."""
        v_w, v_m, v_b = self.values(counts, lead, middle)
        return v_m - v_w, v_b - v_m

    def values(self, counts: list[int], lead: int, middle: int) -> tuple[float, float, float]:
        """``(V_W, V_M, V_B)``: our chance of not losing the match after ending the round
        now played worst, in between or best, each the expectation over who else is
        worst or best under the round model above."""
        sums = {"W": 0.0, "B": 0.0, "M": 0.0}
        mass = {"W": 0.0, "B": 0.0, "M": 0.0}
        for w, b, p in self.outcomes(len(counts), lead, middle == 0):
            kind = "W" if w == 0 else "B" if b == 0 else "M"
            v = 0.0
            for q, nxt in self.after(counts, lead, middle, w, b):
                v += q * (nxt if isinstance(nxt, float) else self.value(nxt))
            sums[kind] += p * v
            mass[kind] += p
        v_w, v_b, v_m = (sums[k] / mass[k] if mass[k] > 0.0 else 0.0 for k in "WBM")
        if mass["M"] == 0.0:  # a round of two: nobody is in between
            v_m = v_b
        return v_w, v_m, v_b


def _eliminate(matrix: list[list[float]]) -> list[float]:
    """Solve the augmented system ``matrix`` (rows ``[A | b]``) by Gaussian elimination
    with partial pivoting. ``I - P`` of an absorbing chain is non-singular."""
    size = len(matrix)
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(matrix[r][col]))
        matrix[col], matrix[pivot] = matrix[pivot], matrix[col]
        head = matrix[col]
        lead = head[col]
        for r in range(col + 1, size):
            row = matrix[r]
            f = row[col] / lead
            if f != 0.0:
                for c in range(col, size + 1):
                    row[c] -= f * head[c]
    out = [0.0] * size
    for r in range(size - 1, -1, -1):
        row = matrix[r]
        total = row[size] - sum(row[c] * out[c] for c in range(r + 1, size))
        out[r] = total / row[r]
    return out


def _state(counts: list[int], lead: int, middle: int) -> State:
    """The canonical state: us first, then the leader (unless it is us), the rest sorted."""
    if lead == 0:
        return (counts[0], ME, tuple(sorted(counts[1:])), middle)
    rest = tuple(sorted(c for i, c in enumerate(counts) if i not in (0, lead)))
    return (counts[0], counts[lead], rest, middle)


def _counts(state: State) -> tuple[list[int], int]:
    """Counts (us first) and the leader's index of a canonical state."""
    me, leader, rest, _ = state
    if leader == ME:
        return [me, *rest], 0
    return [me, leader, *rest], 1


def _class_states(coasters: int, holders: int) -> list[State]:
    """Every clearing state of ``holders`` players with at least one coaster each,
    ``coasters`` in all."""
    found: list[State] = []
    for me in range(1, coasters - holders + 2):
        for rest in _partitions(coasters - me, holders - 1, coasters, 1):
            srt = rest[::-1]
            found.append((me, ME, srt, 0))
            for i, lead in enumerate(srt):
                if i > 0 and srt[i - 1] == lead:
                    continue
                found.append((me, lead, srt[:i] + srt[i + 1 :], 0))
    return found


def _standings(players: int, coasters: int, passes: bool) -> list[State]:
    """Every state of a match of ``players`` starting with ``coasters`` in the middle, in
    an order where each state's successors come first: the clearing phase by coasters in
    play (fewer first; tschigg keeps them all in play), then handing out by the middle
    (nearly empty first)."""
    out: list[State] = []
    totals = [coasters] if passes else list(range(2, coasters + 1))
    for total in totals:
        for holders in range(2, min(players, total) + 1):
            out.extend(_class_states(total, holders))
    for middle in range(1, coasters + 1):
        held = coasters - middle
        for counts in _compositions(held, players):
            out.append(_state(list(counts), 0, middle))
            for lead in range(1, players):
                out.append(_state(list(counts), lead, middle))
    return list(dict.fromkeys(out))


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way of ``parts`` players holding ``total`` coasters (zeros allowed), with us
    first and the others sorted (they are interchangeable)."""
    out: list[tuple[int, ...]] = []
    for me in range(total + 1):
        out.extend((me, *others[::-1]) for others in _partitions(total - me, parts - 1, total, 0))
    return out


def _partitions(total: int, parts: int, top: int, least: int) -> list[tuple[int, ...]]:
    """``total`` split into ``parts`` parts of ``least`` to ``top`` each, largest first.

    A module function, not a closure: a recursive closure is a reference cycle, and
    self-play runs with the cyclic collector off (ai/selfplay.py)."""
    if parts == 0:
        return [()] if total == 0 else []
    out: list[tuple[int, ...]] = []
    for first in range(min(top, total - least * (parts - 1)), least - 1, -1):
        out.extend((first, *tail) for tail in _partitions(total - first, parts - 1, first, least))
    return out


def coaster_model_steps(rules: Rules, players: int) -> Steps[None]:
    """Fill the model's values for matches of up to ``players`` in steps of a few dozen
    states (each a few milliseconds at most). Only Expert reads them, so the window
    builds them when an Expert is seated (``controller/warm_up.py``,
    ``start_coaster_warm_up``), after the round values they read; its first decision in
    a clearing phase then reads values instead of solving the match."""
    if rules.match not in (MatchStructure.COASTERS_PUT_DOWN, MatchStructure.COASTERS_PASS):
        return
    model = coaster_model(rules)
    for n in range(2, players + 1):
        model.leader_chances(n, False)
        model.leader_chances(n, True)
    for n in range(3, players + 1):
        start = rules.starting_coasters(n)
        assert start is not None
        for i, state in enumerate(_standings(n, start, model.passes)):
            model.value(state)
            if i % 24 == 23:
                yield
        yield


@lru_cache(maxsize=8)
def coaster_model(rules: Rules) -> CoasterModel:
    """The shared model of one preset's rules."""
    return CoasterModel(rules)


def heads_up_call(match: Match) -> Action | None:
    """Tschigg's call in a clearing round of two (R45, R24, R46): the call worth most to
    the match, or None where this does not apply (Hard's call stands).

    Heads-up a round has three outcomes for the leader: it passes a coaster (best), it
    receives one (worst), or nothing moves (R46). For the leader ``1 - p_avoid_loss`` is
    the chance of receiving (a follower who fails is the worse failure, one who succeeds
    the better success, R24; a follower's Chicago is best, R20). If the leader made sand
    (or any call but sand, where there is always a best and a worst), ``p_best`` is the
    chance of passing and nothing moving means both made sand (or the follower threw a
    Chicago): there is no worst and the leader leads again. If it called sand without
    having made it, it cannot be best; nothing moves when the follower fails too, and
    then the follower, the worse failure, leads next (R46). Keeping the lead is worth
    what the standing is, not half way between passing and receiving as Hard's
    ``p_best + p_avoid_loss`` counts it.
    """
    if match.rules.match is not MatchStructure.COASTERS_PASS:
        return None
    if match.coaster_phase is not CoasterPhase.CLEARING or match.phase is not Phase.CALL:
        return None
    order = match.round_state.order
    seat = match.current_seat
    if len(order) != 2 or seat is None or seat != match.round_state.leader:
        return None
    other = order[1] if order[0] == seat else order[0]
    mine, theirs = match.coasters(seat), match.coasters(other)
    model = coaster_model(match.rules)
    now = model.value_of([mine, theirs], 0, 0)
    handed = model.value_of([mine, theirs], 1, 0)  # the same coasters, the other leading
    v_b = 1.0 if mine == 1 else model.value_of([mine - 1, theirs + 1], 1, 0)
    v_w = 0.0 if theirs == 1 else model.value_of([mine + 1, theirs - 1], 0, 0)
    result = match.results[0]
    made_sand = result.chicago or not ({1, 6} & set(result.dice))
    best: tuple[float, Action] | None = None
    for option in call_options(match):
        action = option.action
        assert isinstance(action, MakeCall)
        receive = 1.0 - option.p_avoid_loss
        if action.call.sand and not made_sand:
            value = receive * v_w + option.p_avoid_loss * handed
        else:
            nothing = option.p_avoid_loss - option.p_best
            value = receive * v_w + nothing * now + option.p_best * v_b
        if best is None or value > best[0] + 1e-12:  # ties to the earlier call
            best = (value, action)
    assert best is not None
    return best[1]


def coaster_values(match: Match) -> tuple[float, float, float] | None:
    """``(V_W, V_M, V_B)`` for the player to move in a coaster match round of three or
    more, in either phase: its chance of not losing the match after ending the round
    worst, in between or best (module text); None in a round of two or without a player
    to move. In the handing-out phase (R43) only the worst moves, so ``V_M`` and ``V_B``
    differ only by whom the model lets be worst instead."""
    seat = match.current_seat
    if seat is None:
        return None
    order = match.round_state.order
    if len(order) <= 2:
        return None  # best and worst are one and the same outcome
    others = [s for s in order if s != seat]
    seats = [seat, *others]
    counts = [match.coasters(s) for s in seats]
    lead = seats.index(match.round_state.leader)
    middle = match.middle or 0
    model = coaster_model(match.rules)
    call = match.round_state.call
    results = match.results
    if len(results) == len(order) - 1 and not (call is not None and call.sand):
        # The last seat knows who is worst and best so far (R31, R32: adding its result
        # puts it at the bottom, at the top or in between, the others' order unchanged),
        # so each of its three outcomes is one standing, not an average over who else.
        ranked = rank_round(match.rules, results, call)
        low, high = seats.index(ranked.worst[0]), seats.index(ranked.best[0])

        def worth(w: int, b: int) -> float:
            total = 0.0
            for q, nxt in model.after(counts, lead, middle, w, b):
                total += q * (nxt if isinstance(nxt, float) else model.value(nxt))
            return total

        return worth(0, high), worth(low, high), worth(low, 0)
    return model.values(counts, lead, middle)


def coaster_weights(match: Match) -> Weights | None:
    """``(alpha, beta)`` for the player to move in a coaster match's clearing phase;
    None in the handing-out phase (only the worst matters there: Hard's ranking)."""
    if match.coaster_phase is not CoasterPhase.CLEARING:
        return None
    values = coaster_values(match)
    if values is None:
        return None
    v_w, v_m, v_b = values
    return v_m - v_w, v_b - v_m
