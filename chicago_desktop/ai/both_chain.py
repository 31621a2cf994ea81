"""Expert's exact chances in tschigg's clearing phase before Hard players, who play for
both chances there.

In tschigg's clearing phase the best passes a coaster to the worst (R45), so Hard plays
its turn for ``p_best + p_avoid - 1`` (:func:`.round_hints.objective_for`): each option is
worth its value in the table for not being worst against the lowest so far plus its value
in the table for being best against the best so far (:func:`.hard_ends.hard_choices`).
Its decisions therefore depend on both the lowest ``l`` and the best ``h`` so far, and
:mod:`.round_values`' chains, which give every later player one of them, do not describe
it; :mod:`.chase_chain` (where Hard plays for the best alone) follows only the best.

Here both are followed. With strict keys (R31: equal keys rank the earlier player
higher; a Chicago ranks above every result, R20, and tschigg has no R44 cut) a result
``x`` at or below the lowest so far stays worst exactly when every later player ends
strictly above it, and while that holds the lowest stays ``x`` and only the best moves::

    G_j(b; x) = sum over j's ends e > x of D_j(x, b)[e] * G_{j+1}(max(b, e); x)

A result ``x`` above the best so far stays best exactly when every later player ends at
or below it, and while that holds the best stays ``x`` and only the lowest moves::

    H_j(l; x) = sum over j's ends e <= x of D_j(l, x)[e] * H_{j+1}(min(l, e); x)

Both are 1 after the last player. ``D_j(l, h)`` is how later player ``j``'s turn ends when
it faces lowest ``l`` and best ``h`` with its players-after count: Hard's own ranking of its
own two tables (:func:`.hard_ends.hard_ends`), or Medium's and Easy's fixed distributions
(they look at nothing but their dice and the call). A follower facing (``low``, ``high``)
reads ``G_0(high; x)`` for its results ``x <= low`` and ``H_0(low; x)`` for ``x > high``;
the leader, whose result is both, ``G_0(x; x)`` and ``H_0(x; x)``.

Under sand (R24) only failing, making sand and a Chicago count, and how Hard plays depends
only on whether a Chicago came before (then nobody else can be best): our failure stays
worst while nobody after fails, the Chicago flag the chain's state; our success stays best
while everybody after fails.

Every (lowest, best) pair is a distribution of its own: ``n (n + 1) / 2`` of them per
call, cap and players-after count (``n``, the keys of a call and cap, 17 to 41), about
0.1 ms each: Hard's choices are decided only in the states its own throws reach, pairs
whose choices agree share one forward pass, and that pass gathers each kept number's
chance before spreading its throw (:func:`_dense_ends`). The window builds them in steps
(:func:`table_steps`) long before the clearing phase begins (it follows at least
``2n - 1`` rounds of handing out, R43).
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Sequence
from typing import Final, NamedTuple

from ..engine import Call, CoasterPhase, Match, MatchStructure, Rules, is_fish
from .chase_chain import At, dense, universe
from .dice_space import STATES
from .easy_ends import easy_ends
from .hard_ends import hard_choices, hard_ends
from .heads_up_round import medium_ends
from .round_hints import AVOID, BEST, BOTH
from .round_keys import calls_of
from .round_values import RoundModel, Setting, round_model, round_rules
from .steps import Steps
from .table_rounds import HARD, Levels, expert_rounds
from .turn_space import EMPTY
from .turn_values import End, ends_of_choices

#: Hard's end distributions of one (rules, call, cap, players after), by pair index
#: (:func:`_pair`), built whole (:func:`_pairs_steps`).
_PAIRS: dict[tuple[object, ...], list[array[float]]] = {}
#: The chains G and H of one (rules, call, cap, later levels), by pair index.
_CHAINS: dict[tuple[object, ...], tuple[list[float], list[float]]] = {}
#: How a player's turn ends under sand: (fails, makes sand, Chicago).
_SAND: dict[tuple[object, ...], tuple[float, float, float]] = {}
_MAX_PAIRS: Final = 128  # pair sets kept (a table of six reads 120 at most)
_MAX_CHAINS: Final = 2048


def passes(match: Match) -> bool:
    """Whether the match is in tschigg's clearing phase, where Hard plays for both chances
    (R45: the best passes a coaster to the worst)."""
    return (
        match.rules.match is MatchStructure.COASTERS_PASS
        and match.coaster_phase is CoasterPhase.CLEARING
    )


def _pair(lo: int, hi: int) -> int:
    """The index of the pair (lowest ``lo``, best ``hi``), ``lo <= hi``, as key indices."""
    return hi * (hi + 1) // 2 + lo


def _share(model: RoundModel) -> tuple[object, ...]:
    """What every table here depends on beyond the call, cap and later players: the rules
    (tschigg's followers do not depend on the round's size, R44 not applying)."""
    return (model.setting.rules,)


# ---------------------------------------------------------------- distributions
def _pairs_steps(model: RoundModel, at: At, after: int) -> Steps[list[array[float]]]:
    """Hard's end distribution for every (lowest, best) pair, one pair a step; kept.

    Pairs whose choices agree share one enumeration (at two throws most of them do)."""
    memo = (*_share(model), at, after)
    found = _PAIRS.get(memo)
    if found is not None:
        return found
    call, cap = at
    keys, _ = universe(model, call, cap)
    n = len(keys)
    space = model.space
    out: list[array[float]] = []
    if cap == 1:  # nothing to decide: one throw, whatever the others did
        one = array("d", dense(model, call, cap, ends_of_choices(space, [{}], cap)))
        out = [one] * (n * (n + 1) // 2)
    else:
        by_choices: dict[tuple[object, ...], array[float]] = {}
        plan = _plan(model, call, cap)
        out_posts = space.out_posts
        # Hard's own tables against each lowest and each best (about half a millisecond
        # each to solve), one a step.
        avoid, best = [], []
        for k in keys:
            avoid.append(model.follower_turn((AVOID, call, cap), k, after, 0))
            yield
            best.append(model.follower_turn((BEST, call, cap), k, after, 0))
            yield
        for hi in range(n):
            for lo in range(hi + 1):
                tables = (avoid[lo], best[hi])
                choices: list[dict[int, int]] = [{}] * cap
                # From the first decision on, only the states Hard's own throws reach (a
                # third of them at one throw left): the others cannot change its ends.
                posts: Sequence[int] = space.first_posts
                for left in range(cap - 1, 0, -1):
                    choice = choices[left] = hard_choices(space, tables, BOTH, left, posts)
                    posts = sorted({p for k in set(choice.values()) for p in out_posts[k]})
                sig = tuple(tuple(c.items()) for c in choices)
                d = by_choices.get(sig)
                if d is None:
                    d = by_choices[sig] = _dense_ends(plan, choices, cap)
                out.append(d)
                yield
    if len(_PAIRS) >= _MAX_PAIRS:
        _PAIRS.clear()
    _PAIRS[memo] = out
    return out


class _Plan(NamedTuple):
    """What following a turn's chances to its ends reads, per call and cap, laid out for
    :func:`_dense_ends`: per kept number its throw's states, their chances and the chance
    of a Chicago; per throw number the key index of stopping in each state and of a
    Chicago there (-1: it cuts the round, R44, and so leaves no worst); per kept number
    the last throw's chances by key index, Chicago included."""

    throws: tuple[tuple[tuple[int, ...], tuple[float, ...], float], ...]
    stops: tuple[tuple[int, ...], ...]  # [used][post], ``used`` 1 .. cap - 1 (0 unused)
    chicagos: tuple[int, ...]  # [used]
    last: tuple[tuple[tuple[int, float], ...], ...]  # [kept]
    size: int


_PLANS: dict[tuple[object, ...], _Plan] = {}


def _plan(model: RoundModel, call: Call | None, cap: int) -> _Plan:
    """The :class:`_Plan` of ``call`` and ``cap`` (kept: one per call and cap, and per
    phase setting, which decides whether a Chicago cuts the round)."""
    s = model.setting
    cut = s.cuts(1)  # in these settings every Chicago cuts, or none does
    memo = (s.rules, s.removes_roller, s.clearing, cut, call, cap)
    found = _PLANS.get(memo)
    if found is not None:
        return found
    space = model.space
    keys, index = universe(model, call, cap)
    key, _ = model.keys(call)
    chicagos = tuple(
        -1 if cut or used == 0 else index[model.chicago_key(used)] for used in range(cap + 1)
    )
    stops = tuple(
        tuple(index[key(space.full[post], used)] for post in range(len(space.posts)))
        if used
        else ()
        for used in range(cap)
    )
    throws = tuple(
        (posts, probs, space.chicago[kept])
        for kept, (posts, probs) in enumerate(zip(space.out_posts, space.out_probs, strict=True))
    )
    last = []
    for posts, probs, chic in throws:
        merged: dict[int, float] = {}
        if chic and chicagos[cap] >= 0:
            merged[chicagos[cap]] = chic
        for post, q in zip(posts, probs, strict=True):
            i = index[key(space.full[post], cap)]
            merged[i] = merged.get(i, 0.0) + q
        last.append(tuple(merged.items()))
    found = _PLANS[memo] = _Plan(throws, stops, chicagos, tuple(last), len(keys))
    return found


def _dense_ends(plan: _Plan, choices: list[dict[int, int]], cap: int) -> array[float]:
    """How a turn of ``cap`` throws ends, as chances by key index, when ``choices[r]``
    maps each state that throws with ``r`` throws left to the kept number it throws from:
    :func:`.turn_values.ends_of_choices` followed by :func:`.chase_chain.dense`, with the
    chance of each kept number gathered before its throw is spread over its states (so a
    last throw is one short row per kept number). The sums are grouped differently, so
    values may differ from that path in the last bits (well inside the 1e-9 the tests hold
    the chains to); this runs once per distinct set of Hard's choices of every (lowest,
    best) pair, the bulk of the build."""
    out = [0.0] * plan.size
    throws, stops, chicagos = plan.throws, plan.stops, plan.chicagos
    mass: dict[int, float] = {EMPTY: 1.0}
    for used in range(1, cap):
        row = choices[cap - used]
        stop, chic_at = stops[used], chicagos[used]
        after: dict[int, float] = {}
        get = after.get
        for kept, m in mass.items():
            posts, probs, chic = throws[kept]
            if chic and chic_at >= 0:
                out[chic_at] += m * chic
            for post, q in zip(posts, probs, strict=True):
                thrown = row.get(post)
                if thrown is None:
                    out[stop[post]] += m * q
                else:
                    after[thrown] = get(thrown, 0.0) + m * q
        mass = after
    last = plan.last
    for kept, m in mass.items():
        for i, q in last[kept]:
            out[i] += m * q
    return array("d", out)


def _fixed(model: RoundModel, level: str, at: At) -> array[float]:
    """Medium's or Easy's end distribution (it ignores the others' results)."""
    call, cap = at
    ends = (easy_ends if level == "easy" else medium_ends)(model.rules, call, cap)
    return array("d", dense(model, call, cap, ends))


def _tails(d: Sequence[float]) -> list[float]:
    """``tails[i]``: the chance of ending on a key of index ``i`` or above."""
    out = [0.0] * (len(d) + 1)
    acc = 0.0
    for i in range(len(d) - 1, -1, -1):
        acc += d[i]
        out[i] = acc
    return out


# ---------------------------------------------------------------- the chains
def chains_steps(
    model: RoundModel, at: At, levels: Levels
) -> Steps[tuple[list[float], list[float]]]:
    """The chains ``G`` and ``H`` of the module text for the later players ``levels`` (in
    turn order, not empty), by pair index: ``G[(x, b)]`` the chance that our ``x`` stays
    worst with best so far ``b``; ``H[(l, x)]`` that our ``x`` stays best with lowest so far
    ``l``. Hard's distributions one a step, then each player's links one row a step; kept."""
    memo = (*_share(model), at, levels)
    found = _CHAINS.get(memo)
    if found is not None:
        return found
    rest: tuple[list[float], list[float]] | None = None
    if len(levels) > 1:
        rest = yield from chains_steps(model, at, levels[1:])
    level, after = levels[0], len(levels) - 1
    n = len(universe(model, *at)[0])
    if level == HARD:
        pairs = yield from _pairs_steps(model, at, after)
    else:
        one = _fixed(model, level, at)
        pairs = [one] * (n * (n + 1) // 2)
    worst = yield from _worst_links(pairs, n, rest[0] if rest else None)
    best = yield from _best_links(pairs, n, rest[1] if rest else None)
    found = (worst, best)
    if len(_CHAINS) >= _MAX_CHAINS:
        _CHAINS.clear()
    _CHAINS[memo] = found
    yield
    return found


def _worst_links(pairs: list[array[float]], n: int, nxt: list[float] | None) -> Steps[list[float]]:
    """``G_j`` from player ``j``'s distributions and ``G_{j+1}`` (None: it is the last),
    one best so far a step (a fraction of a millisecond each)."""
    out = [0.0] * len(pairs)
    tails_of: dict[int, list[float]] = {}
    for b in range(n):
        row = b * (b + 1) // 2
        for x in range(b + 1):
            d = pairs[row + x]
            tails = tails_of.get(id(d))
            if tails is None:
                tails = tails_of[id(d)] = _tails(d)
            if nxt is None:
                out[row + x] = tails[x + 1]
                continue
            # At or below b the best stays b; above it the end is the new best.
            v = (tails[x + 1] - tails[b + 1]) * nxt[row + x]
            for e in range(b + 1, n):
                p = d[e]
                if p:
                    v += p * nxt[e * (e + 1) // 2 + x]
            out[row + x] = v
        yield
    return out


def _best_links(pairs: list[array[float]], n: int, nxt: list[float] | None) -> Steps[list[float]]:
    """``H_j`` from player ``j``'s distributions and ``H_{j+1}`` (None: it is the last),
    one result of ours a step."""
    out = [0.0] * len(pairs)
    tails_of: dict[int, list[float]] = {}
    for x in range(n):
        row = x * (x + 1) // 2
        for lo in range(x + 1):
            d = pairs[row + lo]
            tails = tails_of.get(id(d))
            if tails is None:
                tails = tails_of[id(d)] = _tails(d)
            if nxt is None:
                out[row + lo] = tails[0] - tails[x + 1]
                continue
            # At or above lo (and at or below x) the lowest stays lo; below, the end is it.
            v = (tails[lo] - tails[x + 1]) * nxt[row + lo]
            for e in range(lo):
                p = d[e]
                if p:
                    v += p * nxt[row + e]
            out[row + lo] = v
        yield
    return out


def chains(model: RoundModel, at: At, levels: Levels) -> tuple[list[float], list[float]]:
    """:func:`chains_steps` at once."""
    steps = chains_steps(model, at, levels)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            result: tuple[list[float], list[float]] = done.value
            return result


# ---------------------------------------------------------------- our chances
def follower_rows(
    model: RoundModel, at: At, levels: Levels, mode: str, *, x: int, other: int
) -> tuple[list[list[float]], list[float]]:
    """A follower's exact chance of ``mode`` per throws left and result, and its
    Chicago's, facing key ``x`` for that chance (the lowest so far for not being worst, the
    best for being best) and ``other`` for the other one, ``levels`` after it (not under
    sand)."""
    call, cap = at
    key, _ = model.keys(call)
    _, index = universe(model, call, cap)
    worst, best = chains(model, at, levels)
    stop: list[list[float]] = []
    chic: list[float] = []
    if mode == AVOID:
        low, high = x, index[other]

        def value(k: int) -> float:
            # Above the lowest we are not worst whatever follows (R31).
            return 1.0 if k > low else 1.0 - worst[_pair(index[k], high)]

    else:
        high, low = x, index[other]

        def value(k: int) -> float:
            # At or below the best we are not best (R31: the earlier ranks higher).
            return 0.0 if k <= high else best[_pair(low, index[k])]

    for left in range(cap):
        t = cap - left
        stop.append([value(key(s, t)) for s in range(len(STATES))])
        chic.append(value(model.chicago_key(t)))
    return stop, chic


def leader_end(model: RoundModel, call: Call | None, levels: Levels, mode: str, end: End) -> float:
    """The leader's exact chance of ``mode`` on ``end`` (its throws the cap of everybody,
    R5) under ``call``, ``levels`` after it; sand included (R24)."""
    state, throws, chic = end
    if call is not None and call.sand:
        if chic:
            return 1.0  # R20: best, and no failure
        if is_fish(STATES[state]):  # made sand: not worst; best while all after fail
            return 1.0 if mode == AVOID else _sand_best(model, throws, levels)
        return 1.0 - _sand_worst(model, throws, levels, False) if mode == AVOID else 0.0
    key, _ = model.keys(call)
    _, index = universe(model, call, throws)
    i = index[model.chicago_key(throws) if chic else key(state, throws)]
    worst, best = chains(model, (call, throws), levels)
    if mode == AVOID:
        return 1.0 - worst[_pair(i, i)]
    return best[_pair(i, i)]


def sand_rows(
    model: RoundModel, cap: int, levels: Levels, mode: str, chicago_before: bool
) -> list[float]:
    """A follower's stop value of ``mode`` for each result under sand (R24), ``levels``
    after it, ``chicago_before`` whether an earlier player threw a Chicago (then nobody
    else is best); its own Chicago is worth 1 for not being worst (and for being best
    unless one came before)."""
    if mode == AVOID:
        fail = 1.0 - _sand_worst(model, cap, levels, chicago_before)
        return [1.0 if is_fish(s) else fail for s in STATES]
    made = 0.0 if chicago_before else _sand_best(model, cap, levels)
    return [made if is_fish(s) else 0.0 for s in STATES]


def _sand_ends(
    model: RoundModel, level: str, cap: int, after: int, chicago: bool
) -> tuple[float, float, float]:
    """(fails, makes sand, Chicago) of a later player's turn under sand: Hard for both
    chances (its best table none after a Chicago, R24), Medium and Easy as they play."""
    memo = (*_share(model), level, cap, after if level == HARD else 0, chicago and level == HARD)
    found = _SAND.get(memo)
    if found is None:
        call = Call.sand_call()
        if level == HARD:
            tables = (
                model.sand_turn(AVOID, after, cap),
                None if chicago else model.sand_turn(BEST, after, cap),
            )
            ends = hard_ends(model.space, tables, BOTH, cap)
        else:
            ends = (easy_ends if level == "easy" else medium_ends)(model.rules, call, cap)
        fails = made = chic = 0.0
        for (s, _, c), p in ends.items():
            if c:
                chic += p
            elif is_fish(STATES[s]):
                made += p
            else:
                fails += p
        found = _SAND[memo] = (fails, made, chic)
    return found


def _sand_worst(model: RoundModel, cap: int, levels: Levels, chicago: bool) -> float:
    """The chance that our failure stays worst: nobody after fails (R24: among failures
    the later is worse), a Chicago changing how the Hard players after it play."""
    if not levels:
        return 1.0
    _, made, chic = _sand_ends(model, levels[0], cap, len(levels) - 1, chicago)
    rest = levels[1:]
    out = made * _sand_worst(model, cap, rest, chicago)
    if chic:
        out += chic * _sand_worst(model, cap, rest, True)
    return out


def _sand_best(model: RoundModel, cap: int, levels: Levels) -> float:
    """The chance that our success stays best: everybody after fails (R24: among
    successes the later is better, and a Chicago ranks above them)."""
    out = 1.0
    for i, level in enumerate(levels):
        out *= _sand_ends(model, level, cap, len(levels) - 1 - i, False)[0]
    return out


# ---------------------------------------------------------------- builds
def _orders(table: Sequence[str | None]) -> Iterator[tuple[int, Levels]]:
    """Every round of three or more an Expert of ``table`` may play in, as (players, the
    levels after the Expert), where a Hard seat comes after it: as the leader the levels of
    :func:`.table_rounds.expert_rounds`, as a follower each of their beginnings (the seats
    between the Expert and the leader, in turn order)."""
    seen: set[tuple[int, Levels]] = set()
    for m, levels in expert_rounds(table):
        for k in range(len(levels), 0, -1):
            later = levels[:k]
            if HARD in later and (m, later) not in seen:
                seen.add((m, later))
                yield m, later


def has_builds(rules: Rules, table: Sequence[str | None]) -> bool:
    """Whether :func:`table_steps` builds anything: tschigg (R45's passing), three seats
    or more, an Expert, and a seat played as Hard in some round after it."""
    if rules.match is not MatchStructure.COASTERS_PASS or "expert" not in table:
        return False
    return len(table) >= 3 and next(_orders(table), None) is not None


def table_steps(rules: Rules, table: Sequence[str | None]) -> Steps[None]:
    """Every chain an Expert of ``table`` reads in tschigg's clearing phase before a Hard
    seat, for every call (R7; sand's are cheap and built on use) and cap (R5): Hard's
    distributions one a step (a millisecond at most), each player's links one row a step
    (a fraction of a millisecond). Run in the background from the match's start: several
    seconds in all (docs/benchmarks.md), done long before the clearing phase."""
    if not has_builds(rules, table):
        return
    # The largest rounds first: what a round of the whole table reads comes first.
    for m, later in sorted(set(_orders(table)), key=lambda r: (-r[0], -len(r[1]), r[1])):
        model = round_model(Setting(round_rules(rules), m, False, False))
        for call in calls_of(rules):
            if call is not None and call.sand:
                continue
            for cap in range(1, rules.max_throws + 1):
                yield from chains_steps(model, (call, cap), later)


__all__ = [
    "chains",
    "chains_steps",
    "follower_rows",
    "has_builds",
    "leader_end",
    "passes",
    "sand_rows",
    "table_steps",
]
