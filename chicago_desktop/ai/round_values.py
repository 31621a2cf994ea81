"""Exact values of a rolling round for every preset: avoiding the worst, or being the best.

One :class:`RoundModel` per rolling-round setting (rules, players in the round, and whether
a Chicago cuts the round short, R44). Every player plays for the same objective, and the
value of a player's result is exact by the argument of :mod:`.round_tables`, in its
strict form (R31, R32, and the classic best of R30: equal results go to the earlier
player, so a result is a *key*, larger is better, and a tie ranks the earlier player
higher):

- *Worst*: a player ending on key ``x`` at or below the lowest so far stays the worst as
  long as every later player ends strictly above ``x``; while that holds the lowest so far
  is still ``x``, so every later player faces "lowest ``x``, ``j`` players after me, ``c``
  Chicagos so far" whatever came before. ``worst(x, j, c, cap)`` is the chance of staying
  worst with ``j`` players to come, built from ``j = 0`` upwards together with the solved
  turns of the players who face that situation.
- *Best*: mirrored — a player ending above the best so far stays best while every later
  player ends at or below it.

A Chicago (R20) has the key :data:`TOP`, above every result and every call; in pub, where R20
orders two Chicagos of a round by R32 (fewer throws first), one key per throw from ``TOP`` up
(:meth:`RoundModel.chicago_key`), so a follower's Chicago is valued per throws-left level,
like its other results. In bavarian and
pub (R44) a Chicago cuts the round short in the clearing phase, or when it leaves one player
in the match (in the handing-out phase: the ``n - 1``-th Chicago of a round of ``n``): its
roller is then the best and there is no worst. That is why the number of Chicagos so far,
``c``, is part of a situation.

Sand (R24) has its own, simpler model (:meth:`RoundModel.sand_values`): a failure is worst
exactly when nobody after fails, a success best exactly when nobody after succeeds or throws
a Chicago, whatever came before.

The leader calls after its own last throw (R7): its value of ending is the largest over
the calls. Its throw count is the followers' cap (R5).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Final

from ..engine import Call, Ranking, Rules, is_fish
from .dice_space import STATES
from .round_keys import KeyFn, Line, calls_of, chicago_key, key_function
from .round_memo import Keep, MemoLine, RulesMemos, keep_of, stop_digest
from .turn_space import TurnSpace, turn_space
from .turn_values import Policy, SolvedTurn, policy_seconds, solve, solve_policy

NO_CUT: Final = -(1 << 10)
"""The R44 count of a situation in which no Chicago can cut the round any more."""

AVOID: Final = "avoid_loss"
BEST: Final = "best"

N_STATES: Final = len(STATES)
RECENT_TURNS: Final = 256  # solved follower turns kept for decisions (and their picks)


def round_rules(rules: Rules) -> Rules:
    """The rules without the match's own settings (losses, searches), which no rolling
    round depends on, so every such setting shares one model."""
    return replace(rules, losses_to_out=None, searches=None)


@dataclass(frozen=True, slots=True)
class Setting:
    """A rolling round's setting: rules, players in it, and the R44 cut."""

    rules: Rules
    players: int
    removes_roller: bool  # R44 applies
    clearing: bool  # the coaster clearing phase (R45)

    @property
    def counts_chicagos(self) -> bool:
        """True if whether a Chicago cuts depends on how many came before it (R44)."""
        return self.removes_roller and not self.clearing

    def cuts(self, chicagos: int) -> bool:
        """Does the ``chicagos``-th Chicago of the round cut it short (R44)?"""
        if not self.removes_roller:
            return False
        return self.clearing or chicagos >= self.players - 1


_Memo = dict[tuple[object, ...], Any]
_Shared = tuple[_Memo, _Memo, _Memo, _Memo, dict[object, Any]]
_SHARED: dict[tuple[Rules, bool, bool], _Shared] = {}
_BY_RULES: dict[Rules, RulesMemos] = {}  # shared by both phases and every round size


class RoundModel:
    """The exact round values of one setting, computed on demand and kept."""

    def __init__(self, setting: Setting) -> None:
        self.setting = setting
        self.rules = setting.rules
        self.space: TurnSpace = turn_space(setting.rules)
        self.max_throws = setting.rules.max_throws
        # Read by every memo look-up (:meth:`_canon`): kept as plain attributes rather
        # than recomputed from the setting each time.
        self._counts = setting.counts_chicagos
        self._players = setting.players
        self._last_cut = setting.players - 1
        self._pub = setting.rules.ranking is Ranking.PUB
        self._keys: dict[Call | None, tuple[KeyFn, bool]] = {}
        self._key_rows: dict[tuple[Call | None, int], tuple[list[list[int]], list[int]]] = {}
        self._stop_of: dict[tuple[int, int, int], tuple[list[float], list[int]]] = {}
        # Followers' values do not depend on the number of players except through the R44
        # count, so every round size of the same rules and phase shares them (the memo keys
        # name the count, where it still matters, by the Chicagos left to a cut: see
        # :meth:`_seconds_of`).
        shared = _SHARED.setdefault(
            (setting.rules, setting.removes_roller, setting.clearing), ({}, {}, {}, {}, {})
        )
        self._chain, self._follow, self._sand, self._by_stops, self._lines = shared
        self._by_rules = by_rules = _BY_RULES.setdefault(setting.rules, RulesMemos())
        self._turn_ids, self._keep = by_rules.turns, by_rules.keeps
        self._leaders: dict[str, SolvedTurn] = {}
        self._turns: dict[tuple[object, ...], SolvedTurn] = {}
        #: The leader's best call by objective and result (:func:`.round_hints.best_action`).
        self.call_picks: dict[tuple[object, ...], object] = {}
        #: Whether a larger round of the same rules may follow (:meth:`_solve_content`
        #: then also keeps the twin of each split turn); a build of the largest round of
        #: a match turns it off for its duration.
        self.twins = True

    def _check(self, mode: str) -> None:
        if mode == AVOID and self.rules.ranking is Ranking.CLASSIC:
            # R30: every lowest score loses, which the strict chain does not model; classic
            # avoids the loss with :mod:`.round_tables`.
            raise ValueError("classic avoids the loss with its own round tables")

    # ------------------------------------------------------------------ keys
    def chicago_key(self, throws: int) -> int:
        """The key of a Chicago that came on throw ``throws`` (R20): :data:`TOP`, or in pub
        (R32: fewer throws rank better, also between two Chicagos) ``TOP`` plus one for
        each throw fewer than four, so that every key ``>= TOP`` is a Chicago."""
        return chicago_key(self.rules, throws)

    def _chicago_row(self, ln: MemoLine) -> list[int]:
        """The key of a Chicago at each throws-left level of the line's turn (cached)."""
        row = ln.chicagos
        if row is None:
            row = ln.chicagos = [self.chicago_key(ln.cap - left) for left in range(ln.cap)]
        return row

    def _chicago_keeps(self, ln: MemoLine, x: int) -> tuple[float, ...]:
        """Per throws-left level: 1.0 where a follower's Chicago leaves the earlier player
        at ``x`` in place (avoid: the Chicago ranks above ``x``; best: it does not), else
        0.0."""
        if ln.mode == AVOID:
            return tuple(1.0 if k > x else 0.0 for k in self._chicago_row(ln))
        return tuple(0.0 if k > x else 1.0 for k in self._chicago_row(ln))

    def keys(self, call: Call | None) -> tuple[KeyFn, bool]:
        """The key function under ``call`` (cached)."""
        found = self._keys.get(call)
        if found is None:
            found = key_function(self.rules, call)
            self._keys[call] = found
        return found

    def key_rows(self, call: Call | None, cap: int) -> tuple[list[list[int]], list[int]]:
        """The key of every result for each throws-left level of a turn of ``cap`` throws
        (one row shared by every level where the key ignores the throws), and the distinct
        keys in them; cached, as every follower turn under the call reads them."""
        found = self._key_rows.get((call, cap))
        if found is None:
            key, by_throws = self.keys(call)
            first = [key(s, cap) for s in range(N_STATES)]
            rows = [first]
            for left in range(1, cap):
                rows.append([key(s, cap - left) for s in range(N_STATES)] if by_throws else first)
            found = rows, sorted({k for row in rows for k in row})
            self._key_rows[(call, cap)] = found
        return found

    def _line(self, line: Line) -> MemoLine:
        """The interned ``line`` (shared by the models that share the memos)."""
        found: MemoLine | None = self._lines.get(line)
        if found is None:
            # numbers unique in the shared registry: its size when each entry is added
            turn = self._turn_ids.setdefault((line[1], line[2]), len(self._turn_ids))
            found = self._lines[line] = MemoLine(line, len(self._lines), turn)
        return found

    def _rows(self, ln: MemoLine) -> tuple[list[list[int]], list[int]]:
        """:meth:`key_rows` of the line's call and cap, kept on the line."""
        rows = ln.rows
        if rows is None:
            rows = ln.rows = self.key_rows(ln.call, ln.cap)
        return rows

    def keep_rows(self, line: Line, x: int) -> Keep:
        """Per result and throws-left level: 1.0 where a follower's result keeps the
        earlier player's place (worst at or best above ``x``), else 0.0; and their digest.
        Cached per line and ``x``, read by every follower turn facing them (never
        changed)."""
        return self._keep_rows(self._line(line), x)

    def _keep_rows(self, ln: MemoLine, x: int) -> Keep:
        # shared by every model of the same rules: the rows depend on the objective, the
        # call's keys and ``x`` alone
        memo = (ln.turn, ln.mode == AVOID, x)
        found = self._keep.get(memo)
        if found is None:
            found = self._keep[memo] = keep_of(self._rows(ln)[0], ln.mode == AVOID, x)
        return found

    # ----------------------------------------------------------- strict chains
    def chain(self, line: Line, x: int, j: int, c: int) -> float:
        """Chance that the current worst (``line`` avoid) or best (``line`` best) at key
        ``x`` keeps that place through ``j`` more players, ``c`` Chicagos so far."""
        return self._chain_of(self._line(line), x, j, c)

    def _chain_of(self, ln: MemoLine, x: int, j: int, c: int) -> float:
        if j == 0:
            return 1.0
        if not self._counts:
            c, cut = 0, 0
        elif c + j >= self._last_cut:  # :meth:`_canon`, inline
            cut = c - self._last_cut  # as in :meth:`_seconds_of`
        else:
            c, cut = NO_CUT, NO_CUT
        memo = (ln.key, x, j, cut)
        found: float | None = self._chain.get(memo)
        if found is not None:
            return found
        # ``chicago``: the next player's Chicagos that keep the place, where they change
        # the R44 count (a later Chicago keeps the worst in place, being above them, and
        # leaves the best in place only when the best is a Chicago that ranks as high).
        keep, chicago = self._seconds_of(ln, x, j - 1, c)
        out = keep * self._chain_of(ln, x, j - 1, c)
        if chicago:
            if not self.setting.cuts(c + 1):
                out += chicago * self._chain_of(ln, x, j - 1, c + 1)
            else:
                # R44 with R20/R31/R32: a Chicago that cuts the round after an earlier
                # one that ranks above it leaves that earlier Chicago the best; nobody
                # throws after it.
                out += chicago
        self._chain[memo] = out
        return out

    def follower_stop(
        self, line: Line, x: int, j: int, c: int
    ) -> tuple[list[list[float]], list[float], tuple[tuple[float, ...], ...], list[float]]:
        """Stop values of a follower facing key ``x`` (lowest or best so far) and the
        per-result indicator of "the earlier player keeps their place" (non-Chicago)."""
        mode, _, cap = line
        self._check(mode)
        ln = self._line(line)
        values, chic = self._stop_values(ln, x, j, c)
        return (
            self._stop_rows(ln, values),
            chic,
            self._keep_rows(ln, x)[0],
            [0.0] * cap,
        )

    def _stop_rows(self, ln: MemoLine, values: list[float]) -> list[list[float]]:
        """Per throws-left level, the stop value of every result, from ``values`` (one
        per distinct key, :meth:`key_rows`)."""
        rows, distinct = self._rows(ln)
        get = dict(zip(distinct, values, strict=True)).__getitem__
        stop: list[list[float]] = []
        for ks in rows:
            stop.append(stop[-1] if stop and ks is rows[0] else list(map(get, ks)))
        return stop

    def _stop_values(self, ln: MemoLine, x: int, j: int, c: int) -> tuple[list[float], list[float]]:
        """A follower's value of ending on each distinct key (:meth:`key_rows`), and on a
        Chicago at each throws-left level, facing ``x`` with ``j`` after and ``c``
        Chicagos so far."""
        mode = ln.mode
        distinct = self._rows(ln)[1]
        # Every ``x`` of the same line, ``j`` and ``c`` reads the same chain values: each
        # is read from :meth:`chain` once, kept in one list per key order with the bound
        # of the part filled (avoid: the keys below it, at or below some x; best: the
        # keys from it up, above some x), filled in increasing key order as needed.
        n = len(distinct)
        entry = self._stop_of.get((ln.key, j, c))
        if entry is None:
            entry = self._stop_of[(ln.key, j, c)] = ([0.0] * n, [0 if mode == AVOID else n])
        chain = self._chain_of
        known, bound = entry
        at = bisect_right(distinct, x)
        if mode == AVOID:  # keys above x keep the place; at or below, the chain decides
            for i in range(bound[0], at):
                known[i] = 1.0 - chain(ln, distinct[i], j, c)
            bound[0] = max(bound[0], at)
            values = known[:at]
            values += [1.0] * (n - at)
        else:
            for i in range(at, bound[0]):
                known[i] = chain(ln, distinct[i], j, c)
            bound[0] = min(bound[0], at)
            values = [0.0] * at
            values += known[at:]
        chic: list[float] = []
        by_key: dict[int, float] = {}
        cuts = self.setting.cuts(c + 1)
        for k in self._chicago_row(ln):
            v = by_key.get(k)
            if v is None:
                if cuts:
                    # R44: no worst; the roller is best unless an earlier Chicago ranks
                    # above.
                    v = 1.0 if mode == AVOID or k > x else 0.0
                elif mode == AVOID:
                    v = 1.0 - chain(ln, k, j, c + 1) if k <= x else 1.0
                else:
                    v = chain(ln, k, j, c + 1) if k > x else 0.0
                by_key[k] = v
            chic.append(v)
        return values, chic

    def _canon(self, c: int, throwing: int) -> int:
        """``c`` if the R44 count can still matter with ``throwing`` players to throw,
        else one value for "no Chicago can cut this round" (so equal tables are shared)."""
        if not self._counts:
            return 0
        return c if c + throwing >= self._last_cut else NO_CUT

    def follower_counts(self, j: int) -> list[int]:
        """The distinct R44 counts (:meth:`_canon`) a follower with ``j`` after can face:
        at most one Chicago per earlier player; where no Chicago can cut the round any
        more, one count stands for all."""
        if not self._counts:
            return [0]
        n = self._players
        return list(dict.fromkeys(self._canon(c, j + 1) for c in range(min(n - j, n - 1))))

    def _split(self, ln: MemoLine, x: int, j: int, c: int) -> tuple[bool, tuple[float, ...]]:
        """Whether a follower's Chicagos that keep the earlier player's place must be
        counted apart from the rest of "keeps the place" (they change the R44 count, or
        cut the round), and which Chicagos keep it, per throws-left level
        (:meth:`_chicago_keeps`)."""
        keeps = self._chicago_keeps(ln, x)
        if self.setting.cuts(c + 1):
            # R44: a cutting Chicago ends the round: no worst, and an earlier best Chicago
            # that ranks above it stays best, with nobody after.
            if ln.mode == AVOID or not any(keeps):
                return False, (0.0,) * ln.cap
            return True, keeps
        if any(keeps) and self._canon(c + 1, j) != self._canon(c, j):
            return True, keeps
        return False, keeps

    def follower_turn(self, line: Line, x: int, j: int, c: int) -> SolvedTurn:
        """The solved turn of a follower facing key ``x`` with ``j`` after.

        The last few are kept: a turn's decisions read the same table after each throw.
        """
        c = self._canon(c, j + 1)
        memo = (line, x, j, c)
        found = self._turns.get(memo)
        if found is None:
            found = self._solve_follower(line, x, j, c)
            if len(self._turns) >= RECENT_TURNS:
                self._turns.pop(next(k for k in self._turns if k[0] != "sand"))
            self._turns[memo] = found
        return found

    def _solve_follower(self, line: Line, x: int, j: int, c: int) -> SolvedTurn:
        stop, chic, keep, _ = self.follower_stop(line, x, j, c)
        split, chicago_keeps = self._split(self._line(line), x, j, c)
        return self._solve_stops(
            line[2], stop, chic, keep, split=split, chicago_keeps=chicago_keeps
        )

    def _solve_stops(
        self,
        cap: int,
        stop: list[list[float]],
        chic: list[float],
        keep: Sequence[Sequence[float]],
        *,
        split: bool,
        chicago_keeps: Sequence[float],
    ) -> SolvedTurn:
        if split:
            chicago = ([[0.0] * N_STATES] * cap, chicago_keeps)
            seconds = [(keep, [0.0] * cap), chicago]
        else:
            seconds = [(keep, chicago_keeps)]
        return solve(self.space, stop, chic, seconds)

    def follower_seconds(self, line: Line, x: int, j: int, c: int) -> tuple[float, float]:
        """(chance the earlier player keeps their place, chance of a Chicago counted apart)
        for a follower; a Chicago that keeps the place without changing the R44 count is
        in the first."""
        return self._seconds_of(self._line(line), x, j, c)

    def follower_steps(self, line: Line, keys: Sequence[int], j: int, c: int) -> Iterator[None]:
        """:meth:`follower_seconds` for each ``x`` in ``keys``, one step each (a build's
        inner loop: the line is interned once for all of them)."""
        ln = self._line(line)
        seconds = self._seconds_of
        for x in keys:
            seconds(ln, x, j, c)
            yield

    def _seconds_of(self, ln: MemoLine, x: int, j: int, c: int) -> tuple[float, float]:
        if not self._counts:
            c, cut = 0, 0
        elif c + j + 1 >= self._last_cut:  # :meth:`_canon`, inline
            # The memos name the R44 count only as ``c - (players - 1)``, minus the
            # Chicagos still to come before one cuts the round: every rule of the round
            # reads count and size together that way (a Chicago cuts when the count
            # reaches ``players - 1``, the count matters while ``c + throwing >= players -
            # 1``), so a round one seat larger with one Chicago more faces the very same
            # follower turns and finds them built (at six seats, every follower but the
            # first).
            cut = c - self._last_cut
        else:
            c, cut = NO_CUT, NO_CUT
        memo = (ln.key, x, j, cut)
        found: tuple[float, float] | None = self._follow.get(memo)
        if found is None:
            # Many situations (other round sizes, other R44 counts) give a follower the
            # very same stop values: the solved turn depends on nothing else (the "keeps
            # the place" rows on the line and ``x`` alone), so each distinct one is solved
            # once.
            self._check(ln.mode)
            values, chic = self._stop_values(ln, x, j, c)
            split = self._split(ln, x, j, c)
            keep = self._keep_rows(ln, x)
            digest = stop_digest(values, chic)
            content = (ln.turn, *split, keep[1], digest)
            found = self._by_stops.get(content)
            if found is None:
                found = self._solve_content(
                    ln, x, values=values, chic=chic, keep=keep, digest=digest, split=split
                )
                self._by_stops[content] = found
            self._follow[memo] = found
        return found

    def _solve_content(
        self,
        ln: MemoLine,
        x: int,
        *,
        values: list[float],
        chic: list[float],
        keep: Keep,
        digest: bytes,
        split: tuple[bool, tuple[float, ...]],
    ) -> tuple[float, float]:
        """Solve a follower's turn for :meth:`_seconds_of` (only its secondary starts).

        A turn whose Chicago is counted apart (``split``) has the same stop values, and so
        the same policy, as the turn where a Chicago keeps the earlier player's place
        instead, which a round one seat larger asks for (measured: bavarian's handing-out
        pieces at four to six seats solve a third fewer turns). Its "keeps the place"
        start is one more sum over that policy, taken here and kept under its own content
        (the same sums a solve of its own takes, so the same number).
        """
        cap = ln.cap
        rows, keep_digest = keep
        twin: tuple[object, ...] | None = None
        if self.twins and split[0]:
            twin = (ln.turn, False, split[1], keep_digest, digest)
            if twin in self._by_stops:
                twin = None
        zeros = [0.0] * cap
        if twin is not None:
            apart = ([[0.0] * N_STATES] * cap, split[1])
            seconds = [(rows, zeros), apart, (rows, split[1])]
        elif split[0]:
            seconds = [(rows, zeros), ([[0.0] * N_STATES] * cap, split[1])]
        else:
            seconds = [(rows, split[1])]
        starts = policy_seconds(self.space, self._policy(ln, values, chic, digest), seconds)
        if twin is not None:
            self._by_stops[twin] = (starts[2], 0.0)
        return (starts[0], starts[1] if split[0] else 0.0)

    def _policy(
        self, ln: MemoLine, values: list[float], chic: list[float], digest: bytes
    ) -> Policy:
        """The optimal policy of a follower's turn with these stop values (one per distinct
        key, and a Chicago's), solved once for every model of the same rules
        (:meth:`.RulesMemos.policy`)."""
        return self._by_rules.policy(
            (ln.turn, digest), lambda: solve_policy(self.space, self._stop_rows(ln, values), chic)
        )

    # ------------------------------------------------------------------ sand
    def sand_chain(self, mode: str, j: int, cap: int) -> float:
        """Under sand: a failure stays worst (avoid) / a success stays best (best) through
        ``j`` more players."""
        out = 1.0
        for i in range(j):
            out *= self._sand_pass(mode, i, cap)
        return out

    def sand_pass(self, mode: str, i: int, cap: int) -> float:
        """The chance that a Hard follower with ``i`` after it passes under sand: does not
        fail (avoid) / neither succeeds nor throws a Chicago (best); one link of
        :meth:`sand_chain`, read on its own by :mod:`.preset_full_reply`."""
        return self._sand_pass(mode, i, cap)

    def _sand_pass(self, mode: str, i: int, cap: int) -> float:
        memo = (mode, i * 8 + cap)
        found = self._sand.get(memo)
        if found is None:
            table = self._solve_sand(mode, i, cap)
            found = (table.second_starts[0][cap],)
            self._sand[memo] = found
        return found[0]

    def sand_turn(self, mode: str, j: int, cap: int) -> SolvedTurn:
        """A follower's turn under sand with ``j`` after (no Chicago earlier, for best)."""
        memo = ("sand", mode, j, cap)
        found = self._turns.get(memo)
        if found is None:
            found = self._solve_sand(mode, j, cap)
            self._turns[memo] = found  # a handful per setting: kept for good
        return found

    def _solve_sand(self, mode: str, j: int, cap: int) -> SolvedTurn:
        stop_row: list[float] = []
        pass_row: list[float] = []
        if mode == AVOID:
            worst = self.sand_chain(mode, j, cap)
            for s in STATES:
                sand = is_fish(s)
                stop_row.append(1.0 if sand else 1.0 - worst)
                pass_row.append(1.0 if sand else 0.0)  # does not fail
            chic, pass_chic = 1.0, 1.0
        else:
            best = self.sand_chain(mode, j, cap)
            for s in STATES:
                sand = is_fish(s)
                stop_row.append(best if sand else 0.0)
                pass_row.append(0.0 if sand else 1.0)  # neither sand nor Chicago
            chic, pass_chic = 1.0, 0.0
        return solve(
            self.space,
            [stop_row] * cap,
            [chic] * cap,
            [([pass_row] * cap, [pass_chic] * cap)],
        )

    # ------------------------------------------------------------------ leader
    def leader_end(
        self, mode: str, call: Call | None, state: int, throws: int, chicago: bool
    ) -> float:
        """The leader's value of ending on a result under ``call``."""
        n = self.setting.players
        if chicago and self.setting.cuts(1):
            return 1.0
        if call is not None and call.sand:
            if chicago:
                return 1.0
            sand = is_fish(STATES[state])
            chain = self.sand_chain(mode, n - 1, throws)
            if mode == AVOID:
                return 1.0 if sand else 1.0 - chain
            return chain if sand else 0.0
        key, _ = self.keys(call)
        k = self.chicago_key(throws) if chicago else key(state, throws)
        chain = self.chain((mode, call, throws), k, n - 1, 1 if chicago else 0)
        return 1.0 - chain if mode == AVOID else chain

    def leader_turn(self, mode: str) -> SolvedTurn:
        """The leader's solved turn: each end is worth its best call (R7)."""
        found = self._leaders.get(mode)
        if found is None:
            found = self._solve_leader(mode)
            self._leaders[mode] = found
        return found

    def _solve_leader(self, mode: str) -> SolvedTurn:
        self._check(mode)
        calls = calls_of(self.rules)
        stop: list[list[float]] = []
        chic: list[float] = []
        for left in range(self.max_throws):
            t = self.max_throws - left
            stop.append(
                [
                    max(self.leader_end(mode, call, s, t, False) for call in calls)
                    for s in range(N_STATES)
                ]
            )
            chic.append(max(self.leader_end(mode, call, 0, t, True) for call in calls))
        return solve(self.space, stop, chic)


@lru_cache(maxsize=64)
def round_model(setting: Setting) -> RoundModel:
    """The (cached) model of a setting."""
    return RoundModel(setting)
