"""One player's turn (R1-R5, R20-R22) as an immutable value.

Every action returns a new :class:`Turn`; an illegal one raises before anything is built.
That makes "the state is unchanged after a refusal" hold by construction, and lets the AI
explore positions without copying.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Final

from .errors import (
    HoldNotAllowed,
    InvalidFaces,
    StopNotAllowed,
    ThrowNotAllowed,
    TurnSixesNotAllowed,
)
from .frozen_values import slot_setters
from .rules import ChicagoRule, HoldPolicy, Rules, TurnSixes
from .scoring import check_face

POSITIONS: Final = (0, 1, 2)
ALL_POSITIONS: Final = frozenset(POSITIONS)
EMPTY: Final[frozenset[int]] = frozenset()
CHICAGO: Final = (1, 1, 1)  # three ones (R20), a Chicago when thrown at once


def normalise_hold(hold: Iterable[int]) -> frozenset[int]:
    """Validate a hold as a set of die positions 0-2 (R1)."""
    if type(hold) is frozenset:  # the usual case (an action's hold): a set of positions
        if not hold:
            return EMPTY
        if hold <= ALL_POSITIONS and all(type(p) is int for p in hold):
            return hold
    out: set[int] = set()
    for pos in hold:
        if type(pos) is not int or pos not in ALL_POSITIONS:
            raise HoldNotAllowed(
                f"die position {pos!r} does not exist",
                "R1",
                code="no_such_die",
                values={"position": repr(pos)},
            )
        if pos in out:
            raise HoldNotAllowed(
                f"die position {pos} is held twice",
                "R1",
                code="held_twice",
                values={"position": pos},
            )
        out.add(pos)
    return frozenset(out)


@dataclass(frozen=True, slots=True)
class Turn:
    """The state of one turn.

    ``final`` holds the positions that can no longer be thrown this turn: under the
    ``final`` policy every die that was held for a throw (R4), and in every policy the one
    made by turning sixes (R21). ``cup`` is the die (or dice) sent back into the cup by
    turning sixes; they must be thrown next.
    """

    rules: Rules
    seat: int
    cap: int
    faces: tuple[int, int, int] | None = None
    throws: int = 0
    final: frozenset[int] = field(default_factory=frozenset)
    held_last: frozenset[int] = field(default_factory=frozenset)
    cup: frozenset[int] = field(default_factory=frozenset)
    must_throw: bool = False
    chicago: bool = False
    ended: bool = False

    @classmethod
    def start(cls, rules: Rules, seat: int, cap: int) -> Turn:
        """A turn before its first throw (the same value as ``Turn(rules, seat, cap)``)."""
        return make_turn(rules, seat, cap, None, 0, EMPTY, EMPTY, EMPTY, False, False, False)

    # ----------------------------------------------------------------- queries
    @property
    def throws_left(self) -> int:
        """Throws still allowed under the cap."""
        return 0 if self.ended else self.cap - self.throws

    def may_throw(self) -> bool:
        """True if some throw is legal now (R3, R5)."""
        return not self.ended and self.throws < self.cap

    def may_stop(self) -> bool:
        """True if the player may end the turn now (R3, R21)."""
        return not self.ended and self.throws >= 1 and not self.must_throw

    def holdable(self) -> frozenset[int]:
        """Positions that may be held for the next throw (none before the first throw)."""
        if not self.may_throw() or self.throws == 0:
            return frozenset()
        return ALL_POSITIONS - self.cup

    def releasable(self) -> frozenset[int]:
        """Positions that may be thrown again at the next throw (R4)."""
        if not self.may_throw():
            return frozenset()
        return ALL_POSITIONS - self.final

    def check_hold(self, hold: Iterable[int]) -> frozenset[int]:
        """Validate a hold for the next throw and return it as a set; raise if illegal."""
        if self.ended:
            raise ThrowNotAllowed("the turn is over", "R3", code="turn_over")
        if self.throws >= self.cap:
            raise ThrowNotAllowed(
                f"the cap of {self.cap} throws is reached",
                "R5",
                code="cap_reached",
                values={"cap": self.cap},
            )
        held = normalise_hold(hold)
        if self.throws == 0:
            if held:
                raise HoldNotAllowed(
                    "the first throw of a turn throws all three dice", "R2", code="first_throw_all"
                )
            return held
        if held == ALL_POSITIONS:
            raise HoldNotAllowed(
                "holding all three dice means stopping, not throwing", "R3", code="hold_all_three"
            )
        if held & self.cup:
            raise HoldNotAllowed(
                "the die in the cup after turning sixes must be thrown", "R21", code="cup_held"
            )
        missing = self.final - held
        if missing:
            pos = min(missing)
            rule = "R4" if self.rules.hold_policy is HoldPolicy.FINAL else "R21"
            raise HoldNotAllowed(
                f"die {pos} is final-held and may not be released",
                rule,
                code="final_released",
                values={"position": pos},
            )
        return held

    def may_throw_with(self, hold: Iterable[int]) -> bool:
        """True if a throw holding exactly ``hold`` is legal now."""
        try:
            self.check_hold(hold)
        except (ThrowNotAllowed, HoldNotAllowed):
            return False
        return True

    def sixes_turnable(self) -> bool:
        """True if turning sixes is legal now (R21, R22)."""
        return self._sixes_error() is None

    def _sixes_error(self) -> TurnSixesNotAllowed | None:
        if self.rules.turn_sixes is TurnSixes.OFF:
            return TurnSixesNotAllowed("this preset does not turn sixes", "R21", code="no_sixes")
        if self.ended or self.faces is None:
            return TurnSixesNotAllowed("there are no dice to turn", "R21", code="no_dice_to_turn")
        if self.must_throw:
            return TurnSixesNotAllowed(
                "after turning sixes the next action is a throw", "R21", code="throw_after_sixes"
            )
        if self.throws >= self.cap:
            return TurnSixesNotAllowed(
                "turning sixes needs a throw left", "R21", code="sixes_need_throw"
            )
        if len(self.free_sixes()) < 2:
            return TurnSixesNotAllowed(
                "two sixes that are not final-held are needed", "R21", code="sixes_needed"
            )
        return None

    def free_sixes(self) -> tuple[int, ...]:
        """Positions showing a six that are not final-held, ascending."""
        if self.faces is None:
            return ()
        return tuple(p for p in POSITIONS if self.faces[p] == 6 and p not in self.final)

    # ----------------------------------------------------------------- actions
    def throw(self, hold: Iterable[int], faces: Iterable[int]) -> Turn:
        """Throw every die not in ``hold`` and show ``faces`` on them (ascending positions)."""
        return self.thrown(self.check_hold(hold), faces)

    def thrown(self, held: frozenset[int], faces: Iterable[int]) -> Turn:
        """:meth:`throw` with a hold that :meth:`check_hold` has already returned."""
        new = tuple(faces)
        if not held:
            thrown: tuple[int, ...] = POSITIONS
        else:
            thrown = tuple(p for p in POSITIONS if p not in held)
        if len(new) != len(thrown):
            raise InvalidFaces(
                f"{len(thrown)} dice are thrown but {len(new)} faces are given",
                "R2",
                code="faces_count",
                values={"thrown": len(thrown), "given": len(new)},
            )
        for f in new:
            if type(f) is not int or not 1 <= f <= 6:
                try:
                    check_face(f)
                except ValueError as exc:
                    raise InvalidFaces(
                        str(exc), "R1", code="face_range", values={"face": repr(f)}
                    ) from None
        return self.placed(held, thrown, new)

    def placed(self, held: frozenset[int], thrown: tuple[int, ...], new: tuple[int, ...]) -> Turn:
        """:meth:`thrown` once its faces are known to be good: ``new`` shows one face 1-6
        for each of the positions ``thrown`` (the ones not ``held``)."""
        if len(new) == 3:
            result = (new[0], new[1], new[2])
        else:
            current = list(self.faces) if self.faces is not None else [0, 0, 0]
            for pos, face in zip(thrown, new, strict=True):
                current[pos] = face
            result = (current[0], current[1], current[2])
        throws = self.throws + 1
        rules = self.rules
        final = self.final | held if rules.hold_policy is HoldPolicy.FINAL else self.final
        chicago = rules.chicago is not ChicagoRule.OFF and not held and result == CHICAGO
        # Built directly, not by dataclasses.replace: a throw is the engine's hottest path.
        return make_turn(
            rules,
            self.seat,
            self.cap,
            result,
            throws,
            final,
            held,
            EMPTY,
            False,
            chicago,
            chicago or throws >= self.cap,
        )

    def stop(self) -> Turn:
        """End the turn by choice (R3)."""
        if self.ended:
            raise StopNotAllowed("the turn is already over", "R3", code="turn_over")
        if self.throws == 0:
            raise StopNotAllowed("a turn starts with a throw", "R3", code="stop_first")
        if self.must_throw:
            raise StopNotAllowed(
                "after turning sixes the next action is a throw", "R21", code="throw_after_sixes"
            )
        return make_turn(
            self.rules,
            self.seat,
            self.cap,
            self.faces,
            self.throws,
            self.final,
            self.held_last,
            self.cup,
            self.must_throw,
            self.chicago,
            True,
        )

    def turn_sixes(self) -> Turn:
        """Turn two sixes into a held one (R21), or three into two held ones (R22)."""
        error = self._sixes_error()
        if error is not None:
            raise error
        assert self.faces is not None
        sixes = self.free_sixes()
        faces = list(self.faces)
        turned = 2 if self.rules.turn_sixes is TurnSixes.TWO_AND_THREE and len(sixes) == 3 else 1
        ones, cup = sixes[:turned], sixes[turned]
        for pos in ones:
            faces[pos] = 1
        return replace(
            self,
            faces=(faces[0], faces[1], faces[2]),
            final=self.final | frozenset(ones),
            cup=frozenset({cup}),
            must_throw=True,
        )


_new = object.__new__
(
    _set_rules,
    _set_seat,
    _set_cap,
    _set_faces,
    _set_throws,
    _set_final,
    _set_held_last,
    _set_cup,
    _set_must_throw,
    _set_chicago,
    _set_ended,
) = slot_setters(
    Turn,
    (
        "rules",
        "seat",
        "cap",
        "faces",
        "throws",
        "final",
        "held_last",
        "cup",
        "must_throw",
        "chicago",
        "ended",
    ),
)


def make_turn(  # noqa: PLR0917 - the fields in order, like the constructor
    rules: Rules,
    seat: int,
    cap: int,
    faces: tuple[int, int, int] | None,
    throws: int,
    final: frozenset[int],
    held_last: frozenset[int],
    cup: frozenset[int],
    must_throw: bool,
    chicago: bool,
    ended: bool,
) -> Turn:
    """``Turn(...)`` with every field given, built twice as fast (:mod:`.frozen_values`)."""
    turn: Turn = _new(Turn)
    _set_rules(turn, rules)
    _set_seat(turn, seat)
    _set_cap(turn, cap)
    _set_faces(turn, faces)
    _set_throws(turn, throws)
    _set_final(turn, final)
    _set_held_last(turn, held_last)
    _set_cup(turn, cup)
    _set_must_throw(turn, must_throw)
    _set_chicago(turn, chicago)
    _set_ended(turn, ended)
    return turn
