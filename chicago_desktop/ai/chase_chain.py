"""The exact chance of not ending worst when the Hard players after us chase the best.

Where a Hard follower plays for being best (basic, R42; the clearing phase of bavarian
and pub, R45: :func:`.weighted_turn.chases_best`), its decisions depend on the best so
far, not on the lowest. :mod:`.round_values`' avoid chain, which has every later player
face "lowest ``x``", then takes Hard's link from a table Hard never plays. With one player
after us session 8's ``last_chases_best`` (replaced by this) was exact; with two or more
the best so far moves while we stay worst, so the chain needs it as a state.

A result ``x`` at or below the lowest so far (above it we are not worst; R31: equal keys
rank the earlier player higher) stays worst exactly when every later player ends strictly
above ``x`` and no Chicago cuts the round (R44: in the clearing phase every Chicago cuts,
leaving no worst; in basic none does, R20 gives it a key above every result). So, later
players ``j`` in turn order, with ``b`` the best so far::

    g_j(b; x) = sum over j's ends e > x (not cutting) of D_j(b)[e] * g_{j+1}(max(b, e); x)

``g`` after the last player is 1, and ``D_j(b)`` is how player ``j``'s turn ends: Hard's
turn against best ``b`` with its players-after count (:func:`.hard_ends.hard_ends` on its
own table, exactly as Hard ranks its options), or Medium's and Easy's fixed distributions
(they look at nothing but their dice and the call). The Chicago count is no state here:
without R44 (basic) it changes nothing, and in the clearing phase the first Chicago ends
the round.

As a follower we face a fixed best ``b0`` (the chance for each of our keys is
``g_0(b0; x)``); as the leader our result is both lowest and best (``g_0(x; x)``). Every
table is kept per (rules, phase, call, cap, later levels, ``b0``) and built from the
distributions, which are kept per (rules, phase, call, cap, level, players after, ``b``):
a Hard distribution is one solved turn and one enumeration (0.5-1.7 ms), so a leader's
table for every call needs a few hundred of them, built in steps (:func:`leader_steps`)
by the window before an Expert leader decides.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator, Sequence
from typing import Final

from ..engine import Call, ChicagoRule, MatchStructure, Rules
from .dice_space import STATES
from .easy_ends import easy_ends
from .hard_ends import hard_ends
from .heads_up_round import medium_ends
from .round_hints import BEST
from .round_keys import calls_of
from .round_values import RoundModel, Setting, round_model, round_rules
from .steps import Steps
from .table_rounds import HARD, Levels, expert_rounds
from .turn_values import End

At = tuple[Call | None, int]
"""The call and cap of the turns of the rest of the round (R5, R7)."""

#: How a turn ends, by key: the keys of the universe (:func:`universe`)
#: as a dense vector of chances; the chance of a cutting Chicago (R44) is left out.
Dense = list[float]

_DISTS: dict[tuple[object, ...], Dense] = {}
_TABLES: dict[tuple[object, ...], list[float]] = {}
_UNIVERSES: dict[tuple[object, ...], tuple[list[int], dict[int, int]]] = {}
_MAX: Final = 1 << 15  # distributions kept at most
_MAX_TABLES: Final = 4096  # tables kept at most


def _share(model: RoundModel) -> tuple[object, ...]:
    """What the distributions depend on beyond the call, cap and players after: the rules
    and the phase (a follower's table does not depend on the round size here, the R44 count
    playing no part; :mod:`.round_values` shares its memos the same way)."""
    s = model.setting
    return (s.rules, s.removes_roller, s.clearing)


def universe(model: RoundModel, call: Call | None, cap: int) -> tuple[list[int], dict[int, int]]:
    """Every key a turn of ``cap`` throws can end on under ``call`` (results and Chicagos,
    R20/R32), ascending, and each key's index."""
    memo = (*_share(model), call, cap)
    found = _UNIVERSES.get(memo)
    if found is None:
        _, distinct = model.key_rows(call, cap)
        keys = sorted({*distinct, *(model.chicago_key(t) for t in range(1, cap + 1))})
        found = _UNIVERSES[memo] = (keys, {k: i for i, k in enumerate(keys)})
    return found


def dense(model: RoundModel, call: Call | None, cap: int, ends: dict[End, float]) -> Dense:
    """Turn ends as chances by key; a Chicago that cuts the round (R44: any in the
    clearing phase, none in basic) is dropped, since it leaves no worst."""
    keys, index = universe(model, call, cap)
    key, _ = model.keys(call)
    cut = model.setting.cuts(1)  # in these settings every Chicago cuts, or none does
    out = [0.0] * len(keys)
    for (s, t, chic), p in ends.items():
        if chic:
            if cut:
                continue
            out[index[model.chicago_key(t)]] += p
        else:
            out[index[key(s, t)]] += p
    return out


def distribution(model: RoundModel, level: str, at: At, b: int, after: int) -> Dense:
    """How a later player of ``level`` ends its turn facing best so far ``b`` with
    ``after`` players after it (Medium's and Easy's do not depend on ``b``); kept."""
    call, cap = at
    memo = _dist_key(model, level, at, b, after)
    found = _DISTS.get(memo)
    if found is None:
        if level == HARD:
            table = model.follower_turn((BEST, call, cap), b, after, 0)
            ends = hard_ends(model.space, (None, table), BEST, cap)
        elif level == "easy":
            ends = easy_ends(model.rules, call, cap)
        else:
            ends = medium_ends(model.rules, call, cap)
        found = dense(model, call, cap, ends)
        if len(_DISTS) >= _MAX:
            _DISTS.clear()
        _DISTS[memo] = found
    return found


def _dist_key(model: RoundModel, level: str, at: At, b: int, after: int) -> tuple[object, ...]:
    """The memo key of :func:`distribution` (Medium's and Easy's ends ignore ``b``)."""
    if level != HARD:
        return (*_share(model), level, *at)
    return (*_share(model), *at, b, after)


def _tails(d: Dense) -> list[float]:
    """``tails[i]``: the chance of ending on a key of index ``i`` or above (not cutting)."""
    out = [0.0] * (len(d) + 1)
    acc = 0.0
    for i in range(len(d) - 1, -1, -1):
        acc += d[i]
        out[i] = acc
    return out


def _chains(model: RoundModel, at: At, levels: Levels, lo: int, nx: int) -> list[list[float]]:
    """``g_1`` of the module text for every best so far of index ``>= lo``: row ``b`` holds
    ``g_1(b; x)`` for the keys ``x`` of index ``< min(nx, b + 1)`` (at or below the best).
    ``levels`` are the players from the second later one on (not empty)."""
    keys, _ = universe(model, *at)
    n = len(keys)
    m = len(levels)
    nxt: list[list[float]] = []
    for j in range(m - 1, -1, -1):
        after = m - 1 - j
        rows: list[list[float]] = [[] for _ in range(n)]
        for b in range(lo, n):
            d = distribution(model, levels[j], at, keys[b], after)
            tails = _tails(d)
            width = min(nx, b + 1)
            if j == m - 1:
                rows[b] = tails[1 : width + 1]
                continue
            rows[b] = _link(d, tails, b, width, nxt)
        nxt = rows
    return nxt


def _first(
    model: RoundModel, at: At, levels: Levels, b: int, *, width: int, rest: list[list[float]] | None
) -> list[float]:
    """``g_0(b; x)`` for the keys ``x`` of index ``< width``: the first later player faces
    best ``b``, ``rest`` is :func:`_chains` of the others (None: it is the last)."""
    keys, _ = universe(model, *at)
    d = distribution(model, levels[0], at, keys[b], len(levels) - 1)
    tails = _tails(d)
    if rest is None:
        return tails[1 : width + 1]
    return _link(d, tails, b, width, rest)


def _link(d: Dense, tails: list[float], b: int, width: int, nxt: list[list[float]]) -> list[float]:
    """One player's link of the chain facing best ``b``: for each of our keys ``x`` below
    ``width``, it ends strictly above ``x`` and the rest stay above too (``nxt``, by the
    best after it): at or below ``b`` the best stays ``b``; above, its end is the best."""
    here = nxt[b]
    above = tails[b + 1]
    row = [(tails[x + 1] - above) * here[x] for x in range(width)]
    for u in range(b + 1, len(d)):
        p = d[u]
        if p:
            later = nxt[u]
            for x in range(width):
                row[x] += p * later[x]
    return row


def follower_worst(model: RoundModel, at: At, levels: Levels, high: int) -> list[float]:
    """Our chance of staying worst for each key of :func:`universe` at or below the best
    so far ``high`` (by index), the later players ``levels`` in turn order; kept."""
    memo = ("f", *_share(model), at, levels, high)
    found = _TABLES.get(memo)
    if found is None:
        keys, _ = universe(model, *at)
        b0 = bisect_left(keys, high)
        if b0 == len(keys) or keys[b0] != high:
            raise ValueError(f"the best so far {high} is no key of this call and cap")
        rest = _chains(model, at, levels[1:], b0, b0 + 1) if len(levels) > 1 else None
        found = _first(model, at, levels, b0, width=b0 + 1, rest=rest)
        _keep(memo, found)
    return found


def leader_worst(model: RoundModel, at: At, levels: Levels) -> list[float]:
    """The leader's chance of staying worst for each key of :func:`universe` (our result
    then the lowest and the best so far), the later players ``levels``; kept."""
    memo = ("l", *_share(model), at, levels)
    found = _TABLES.get(memo)
    if found is None:
        keys, _ = universe(model, *at)
        n = len(keys)
        rest = _chains(model, at, levels[1:], 0, n) if len(levels) > 1 else None
        found = [_first(model, at, levels, x, width=x + 1, rest=rest)[x] for x in range(n)]
        _keep(memo, found)
    return found


def _keep(memo: tuple[object, ...], table: list[float]) -> None:
    if len(_TABLES) >= _MAX_TABLES:
        _TABLES.clear()
    _TABLES[memo] = table


def distribution_steps(model: RoundModel, at: At, levels: Levels, lo: int = 0) -> Iterator[None]:
    """Every Hard distribution a table over ``levels`` reads for best so far of index
    ``>= lo``, one a step (a millisecond or two each)."""
    keys, _ = universe(model, *at)
    m = len(levels)
    for j, level in enumerate(levels):
        if level != HARD:
            continue
        for b in range(lo, len(keys)):
            if _dist_key(model, level, at, keys[b], m - 1 - j) not in _DISTS:
                distribution(model, level, at, keys[b], m - 1 - j)
                yield


def leader_steps(model: RoundModel, levels: Levels) -> Steps[None]:
    """Everything a leader of ``model``'s round before ``levels`` reads of these chances,
    for every call (R7) and every cap its throw count may set (R5): the distributions one
    a step, then each (call, cap)'s table a step."""
    for call in calls_of(model.rules):
        for cap in range(1, model.max_throws + 1):
            yield from distribution_steps(model, (call, cap), levels)
            leader_worst(model, (call, cap), levels)
            yield


def avoid_rows(
    model: RoundModel, at: At, levels: Levels, low: int, high: int
) -> tuple[list[list[float]], list[float]]:
    """A follower's exact chance of not being worst, per throws left and result and for
    its Chicago, the lowest so far ``low`` and the best ``high``, ``levels`` after it.

    Above ``low`` it is not worst whatever follows (R31); at or below, one minus the chance
    of staying worst (:func:`follower_worst`), the best so far still ``high``. Its own
    Chicago cuts the round in the clearing phase (R44: no worst)."""
    call, cap = at
    key, _ = model.keys(call)
    _, index = universe(model, call, cap)
    worst = follower_worst(model, at, levels, high)
    stop = [
        [
            1.0 if (k := key(s, cap - left)) > low else 1.0 - worst[index[k]]
            for s in range(len(STATES))
        ]
        for left in range(cap)
    ]
    cut = model.setting.cuts(1)  # our own Chicago cuts the round (R44): no worst
    chic: list[float] = []
    for left in range(cap):
        k = model.chicago_key(cap - left)
        chic.append(1.0 if cut or k > low else 1.0 - worst[index[k]])
    return stop, chic


def leader_not_worst(model: RoundModel, call: Call | None, levels: Levels, end: End) -> float:
    """The leader's exact chance of not being worst on ``end`` (its throws the cap of
    everybody, R5) under ``call``, ``levels`` after it (not under sand)."""
    state, throws, chic = end
    if chic and model.setting.cuts(1):
        return 1.0  # R44: a cutting Chicago leaves no worst
    key, _ = model.keys(call)
    k = model.chicago_key(throws) if chic else key(state, throws)
    _, index = universe(model, call, throws)
    return 1.0 - leader_worst(model, (call, throws), levels)[index[k]]


def _chasing_rounds(rules: Rules) -> tuple[bool, bool] | None:
    """The (R44 applies, clearing) phase whose rounds have Hard chase the best, or None:
    basic's every round (R42), the clearing phase of bavarian and pub (R45); tschigg's
    Hard plays for both chances there, its handing-out phase (R43) avoids the worst."""
    if rules.match is MatchStructure.SEARCHES:
        return False, False
    if (
        rules.chicago is ChicagoRule.REMOVES_ROLLER
        and rules.match is MatchStructure.COASTERS_PUT_DOWN
    ):
        return True, True
    return None


def _hard_rounds(table: Sequence[str | None]) -> Iterator[tuple[int, Levels]]:
    """The rounds an Expert of ``table`` may lead with a seat played as Hard after it."""
    return ((m, levels) for m, levels in expert_rounds(table) if HARD in levels)


def has_builds(rules: Rules, table: Sequence[str | None]) -> tuple[bool, bool]:
    """Whether :func:`first_steps` and :func:`later_steps` have anything to build for an
    Expert of ``table``: rounds where Hard chases the best (R42; R45's clearing phase) and
    a seat played as Hard after it in one of them (a person counts as Hard)."""
    phase = _chasing_rounds(rules)
    n = len(table)
    if phase is None or n < 3 or "expert" not in table:
        return False, False
    rounds = list(_hard_rounds(table))
    if phase == (False, False):
        return True, any(m < n for m, _ in rounds)
    return False, bool(rounds)


def first_steps(rules: Rules, table: Sequence[str | None]) -> Steps[None]:
    """What an Expert of ``table`` reads first in basic (R42): every Hard end distribution
    a round of the full table reads (every call, cap, best so far and players after, so
    a follower's table is a fraction of a millisecond, :func:`follower_worst`), then the
    leader's tables of the full round; one distribution or table a step (at most a few
    milliseconds; 0.5-2.5 s in all at four to six seats). The window runs them before CPU
    turns (``controller/warm_up.py``); elsewhere the clearing phase comes later, so
    :func:`later_steps` builds it in the background."""
    phase = _chasing_rounds(rules)
    n = len(table)
    if phase != (False, False) or n < 3 or "expert" not in table:
        return
    model = round_model(Setting(round_rules(rules), n, *phase))
    full = (HARD,) * (n - 1)
    for call in calls_of(rules):
        for cap in range(1, rules.max_throws + 1):
            yield from distribution_steps(model, (call, cap), full)
    for m, levels in _hard_rounds(table):
        if m == n:
            yield from leader_steps(model, levels)


def later_steps(rules: Rules, table: Sequence[str | None]) -> Steps[None]:
    """The rest, in the background: every smaller round's leader tables in basic, and in
    bavarian and pub the clearing phase's distributions and leader tables of every round
    an Expert may lead (a round reached before reads what it needs at once)."""
    phase = _chasing_rounds(rules)
    n = len(table)
    if phase is None or n < 3 or "expert" not in table:
        return
    for m, levels in _hard_rounds(table):
        if phase == (False, False) and m == n:
            continue  # :func:`first_steps`
        model = round_model(Setting(round_rules(rules), m, *phase))
        yield from leader_steps(model, levels)
