"""The round log: what happened at the table, line by line, as data and as a Qt list model.

Lines are stored as :class:`LogEntry` values (an event key and named values), never as
sentences: each is written in the current language when shown. :class:`LogRecorder` turns
the controller's typed engine events into entries, choosing by the event's type, and the
round reports say what a round's structure did (losses R41, tally marks R42, coasters
R43-R45, rounds without effect R46).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from ..controller import GameController, RoundOutcome
from ..engine import (
    CallMade,
    CapSet,
    CoasterPassed,
    CoasterPutDown,
    CoasterTaken,
    DiceThrown,
    EndReason,
    Event,
    LossTaken,
    MatchEnded,
    PlayerOut,
    PlayerSafe,
    PlayerWon,
    RoundScored,
    RoundStarted,
    RoundWithoutEffect,
    SixesTurned,
    TallyMarkTaken,
    TurnEnded,
)
from ..i18n import _, current_language, join_sentences, ngettext
from ..records import PlayerInfo
from ..texts import call_text, dice_text, names_text

ModelIndex = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the round log as data: what happened (``event``) and its values.

    No sentence is stored: :meth:`text` writes it in the current language each time the
    line is shown, so switching language re-renders the whole log. ``event`` is a key of
    :data:`LOG_SENTENCES`; values are names, numbers and tuples of them.
    """

    event: str
    values: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, event: str, **values: Any) -> LogEntry:
        """An entry for ``event`` with named values, e.g. ``LogEntry.of("out", name="Ben")``."""
        if event not in LOG_SENTENCES:
            raise ValueError(f"no sentence for log event {event!r}")
        return cls(event, tuple(sorted(values.items())))

    @property
    def kind(self) -> str:
        """How the line is set: "round" and "end" lines in bold, "loss", or "event"."""
        return LOG_KINDS.get(self.event, "event")

    def value(self, name: str) -> Any:
        """One of the entry's values."""
        return dict(self.values)[name]

    def text(self) -> str:
        """The line in the current language."""
        return LOG_SENTENCES[self.event](dict(self.values))


def _positions(held: tuple[int, ...]) -> str:
    return ", ".join(str(p) for p in held)


#: One sentence per log event, made from the entry's values when shown.
LOG_SENTENCES: Final[dict[str, Callable[[dict[str, Any]], str]]] = {
    "lots": lambda v: _("Lots are drawn: {name} leads the first round.").format(name=v["name"]),
    "round": lambda v: _("Round {number} — {name} leads").format(
        number=v["number"], name=v["name"]
    ),
    "throw": lambda v: _("{name} throws {dice} = {score}").format(
        name=v["name"], dice=dice_text(v["dice"]), score=v["score"]
    ),
    "hold_and_throw": lambda v: ngettext(
        "{name} holds die {positions} and throws: {dice} = {score}",
        "{name} holds dice {positions} and throws: {dice} = {score}",
        len(v["held"]),
    ).format(
        name=v["name"], positions=_positions(v["held"]), dice=dice_text(v["dice"]), score=v["score"]
    ),
    "stop": lambda v: ngettext(
        "{name} stops at {score} after {count} throw.",
        "{name} stops at {score} after {count} throws.",
        v["throws"],
    ).format(name=v["name"], score=v["score"], count=v["throws"]),
    "no_throws_left": lambda v: _("{name} has no throws left and keeps {score}.").format(
        name=v["name"], score=v["score"]
    ),
    "cap": lambda v: ngettext(
        "{name} used {count} throw: the cap for the others is {count}.",
        "{name} used {count} throws: the cap for the others is {count}.",
        v["cap"],
    ).format(name=v["name"], count=v["cap"]),
    "loss": lambda v: _("{name} takes a loss with the lowest result, {score}.").format(
        name=v["name"], score=v["score"]
    ),
    "tie": lambda v: _("{names} tie for the lowest result with {score}: each takes a loss.").format(
        names=names_text(list(v["names"])), score=v["score"]
    ),
    "out": lambda v: _("{name} is out.").format(name=v["name"]),
    "draw": lambda v: _("Everyone left went out in the same round: the match is a draw."),
    "winner": lambda v: _("{name} wins the match!").format(name=v["name"]),
    "next_leader": lambda v: _("{name} leads the next round.").format(name=v["name"]),
    "game_over": lambda v: _("Game over: {name} wins.").format(name=v["name"]),
    "game_over_draw": lambda v: _("Game over: a draw."),
    "chicago": lambda v: _("{name} throws a Chicago: three ones in one throw!").format(
        name=v["name"]
    ),
    "call": lambda v: _("{name} calls: {call}.").format(name=v["name"], call=v["call"]),
    "sixes": lambda v: _("{name} turns sixes: {dice}").format(
        name=v["name"], dice=dice_text(v["dice"])
    ),
    "safe": lambda v: _("{name} is safe in this search.").format(name=v["name"]),
    "tally_mark": lambda v: _(
        "{name} loses the search and takes a tally mark ({count} in all)."
    ).format(name=v["name"], count=v["count"]),
    "coaster_taken": lambda v: ngettext(
        "{name} takes a coaster from the middle; {count} is left there.",
        "{name} takes a coaster from the middle; {count} are left there.",
        v["middle"],
    ).format(name=v["name"], count=v["middle"]),
    "clearing": lambda v: _("The middle is empty: now the coasters are cleared."),
    "coaster_put_down": lambda v: _("{name} puts a coaster down.").format(name=v["name"]),
    "coaster_passed": lambda v: _("{giver} passes a coaster to {receiver}.").format(
        giver=v["giver"], receiver=v["receiver"]
    ),
    "won": lambda v: _("{name} is out of danger and has won.").format(name=v["name"]),
    "no_effect": lambda v: _("Nobody is worst: the round changes nothing."),
    "loser": lambda v: _("{name} loses the match.").format(name=v["name"]),
    "game_over_loser": lambda v: _("Game over: {name} loses.").format(name=v["name"]),
}
LOG_KINDS: Final = {
    "lots": "round",
    "round": "round",
    "loss": "loss",
    "tie": "loss",
    "out": "loss",
    "draw": "loss",
    "winner": "loss",
    "next_leader": "loss",
    "game_over": "end",
    "game_over_draw": "end",
    "game_over_loser": "end",
    "safe": "loss",
    "tally_mark": "loss",
    "coaster_taken": "loss",
    "clearing": "loss",
    "coaster_put_down": "loss",
    "coaster_passed": "loss",
    "won": "loss",
    "no_effect": "loss",
    "loser": "loss",
}


#: The roles the round log answers: its text (shown, spoken, as a tip) and its font.
_FONT_ROLE: Final = int(Qt.ItemDataRole.FontRole)
_ROLES_SERVED: Final = frozenset(
    {
        int(Qt.ItemDataRole.DisplayRole),
        int(Qt.ItemDataRole.AccessibleTextRole),
        int(Qt.ItemDataRole.ToolTipRole),
        _FONT_ROLE,
    }
)


class RoundLogModel(QAbstractListModel):
    """What happened, line by line, newest last."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[LogEntry] = []
        # Each line's sentence, written once per language: the view asks every line's
        # text and font again whenever it lays its lines out (each new line), and writing
        # a sentence anew each time made that cost grow with the match.
        self._texts: list[str | None] = []
        self._language = current_language()

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ROLES_SERVED or not index.isValid():
            return None
        row = index.row()
        if not 0 <= row < len(self._entries):
            return None
        if role == _FONT_ROLE:
            if self.is_bold(row):
                font = QFont()
                font.setBold(True)
                return font
            return None
        return self.line(row)

    def line(self, row: int) -> str:
        """The text of line ``row`` in the current language (written once per language)."""
        language = current_language()
        if language != self._language:
            self._language = language
            self._texts = [None] * len(self._entries)
        text = self._texts[row]
        if text is None:
            text = self._texts[row] = self._entries[row].text()
        return text

    def is_bold(self, row: int) -> bool:
        """Whether line ``row`` is set in bold (a round's first line and the end)."""
        return self._entries[row].kind in ("round", "end")

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    def append(self, entry: LogEntry) -> None:
        """Add a line at the end."""
        row = len(self._entries)
        self.beginInsertRows(QModelIndex(), row, row)
        self._entries.append(entry)
        self._texts.append(None)
        self.endInsertRows()

    def clear(self) -> None:
        """Remove every line."""
        if not self._entries:
            return
        self.beginResetModel()
        self._entries.clear()
        self._texts.clear()
        self.endResetModel()

    def entries(self) -> list[LogEntry]:
        """Every line as data."""
        return list(self._entries)

    def texts(self) -> list[str]:
        """Every line as shown now (for tests and copying)."""
        return [e.text() for e in self._entries]

    def retranslate(self) -> None:
        """Ask the views to fetch every text again (each is written anew from its entry)."""
        self._texts = [None] * len(self._entries)
        if self._entries:
            self.dataChanged.emit(self.index(0), self.index(len(self._entries) - 1))


# ============================================================ sentences of play
def round_report(outcome: RoundOutcome, players: tuple[PlayerInfo, ...]) -> str:
    """Who takes a loss and why (ties included), who is out, who leads next (R30, R41)."""
    return join_sentences(round_report_parts(outcome, players))


def round_report_parts(outcome: RoundOutcome, players: tuple[PlayerInfo, ...]) -> list[str]:
    """The sentences of :func:`round_report`, one by one, in the current language."""
    return [entry.text() for entry in round_report_entries(outcome, players)]


def round_report_entries(outcome: RoundOutcome, players: tuple[PlayerInfo, ...]) -> list[LogEntry]:
    """The end of a round as log entries: what the structure did, the end or next leader.

    Classic's consequences are losses (R41): the loss or tie of the worst and who is out.
    The other structures report their own events (tally marks and safe players R42,
    coasters R43-R45, rounds without effect R46) in the order they happened.
    """
    entries: list[LogEntry] = []
    if any(isinstance(e, LossTaken) for e in outcome.effects) or not outcome.effects:
        entries.extend(_loss_entries(outcome, players))
    else:
        for event in outcome.effects:
            entries.extend(_effect_entries(event, players))
    if outcome.match_over:
        if outcome.draw:
            entries.append(LogEntry.of("draw"))
        elif outcome.winner is not None:
            entries.append(LogEntry.of("winner", name=players[outcome.winner].name))
        elif outcome.loser is not None:
            entries.append(LogEntry.of("loser", name=players[outcome.loser].name))
    elif outcome.next_leader is not None:
        entries.append(LogEntry.of("next_leader", name=players[outcome.next_leader].name))
    return entries


def _loss_entries(outcome: RoundOutcome, players: tuple[PlayerInfo, ...]) -> list[LogEntry]:
    """R41: the worst take a loss (every tied worst one each), and who is out."""
    s = outcome.summary
    by_seat = {r.seat: r for r in s.results}
    worst = list(s.worst)
    low = by_seat[worst[0]].score if worst else 0
    entries: list[LogEntry] = []
    if len(worst) == 1:
        entries.append(LogEntry.of("loss", name=players[worst[0]].name, score=low))
    elif worst:
        names = tuple(players[w].name for w in worst)
        entries.append(LogEntry.of("tie", names=names, score=low))
    for seat in outcome.out:
        entries.append(LogEntry.of("out", name=players[seat].name))
    return entries


def _effect_entries(event: Event, players: tuple[PlayerInfo, ...]) -> list[LogEntry]:
    """One consequence of a round outside classic, as log entries (R42-R46)."""
    match event:
        case PlayerSafe(seat=seat):
            return [LogEntry.of("safe", name=players[seat].name)]
        case TallyMarkTaken(seat=seat, marks=marks):
            return [LogEntry.of("tally_mark", name=players[seat].name, count=marks)]
        case CoasterTaken(seat=seat, middle=middle):
            entry = LogEntry.of("coaster_taken", name=players[seat].name, middle=middle)
            return [entry, LogEntry.of("clearing")] if middle == 0 else [entry]
        case CoasterPutDown(seat=seat):
            return [LogEntry.of("coaster_put_down", name=players[seat].name)]
        case CoasterPassed(giver=giver, receiver=receiver):
            return [
                LogEntry.of(
                    "coaster_passed", giver=players[giver].name, receiver=players[receiver].name
                )
            ]
        case PlayerWon(seat=seat):
            return [LogEntry.of("won", name=players[seat].name)]
        case RoundWithoutEffect():
            return [LogEntry.of("no_effect")]
        case PlayerOut(seat=seat):
            return [LogEntry.of("out", name=players[seat].name)]
    return []


class LogRecorder(QObject):
    """Writes the controller's events into a :class:`RoundLogModel` as sentences."""

    def __init__(self, controller: GameController, model: RoundLogModel) -> None:
        super().__init__(model)
        self._c = controller
        self._m = model
        c = controller
        c.match_started.connect(model.clear)
        c.lots_drawn.connect(self._lots)
        c.event_shown.connect(self.show_event)

    def show_event(self, event: Event) -> None:
        """The log lines of one shown event, chosen by its type (never by a string)."""
        match event:
            case RoundStarted(index=index, leader=leader):
                self._m.append(LogEntry.of("round", number=index + 1, name=self._name(leader)))
            case DiceThrown(seat=seat, faces=faces, held=held):
                self._thrown(seat, faces, held)
            case TurnEnded(seat=seat, throws=throws, score=score, reason=reason):
                self._ended(seat, throws, score, reason)
            case CapSet(leader=leader, cap=cap):
                self._m.append(LogEntry.of("cap", name=self._name(leader), cap=cap))
            case CallMade(seat=seat, call=call):
                self._m.append(LogEntry.of("call", name=self._name(seat), call=call_text(call)))
            case SixesTurned(seat=seat, faces=faces):
                self._m.append(LogEntry.of("sixes", name=self._name(seat), dice=faces))
            case RoundScored(summary=summary):
                outcome = self._c.last_outcome
                if outcome is not None and outcome.summary == summary:
                    for entry in round_report_entries(outcome, self._c.players):
                        self._m.append(entry)
            case MatchEnded():
                self._match_ended(event)
            case _:
                pass

    def _name(self, seat: int) -> str:
        players = self._c.players
        return players[seat].name if 0 <= seat < len(players) else "?"

    def _lots(self, seat: int) -> None:
        self._m.append(LogEntry.of("lots", name=self._name(seat)))

    def _thrown(self, seat: int, faces: tuple[int, ...], held: frozenset[int]) -> None:
        dice = tuple(int(f) for f in faces)
        score = self._c.shown_score()
        kept = tuple(sorted(int(p) + 1 for p in held))
        if kept:
            entry = LogEntry.of(
                "hold_and_throw", name=self._name(seat), held=kept, dice=dice, score=score
            )
        else:
            entry = LogEntry.of("throw", name=self._name(seat), dice=dice, score=score)
        self._m.append(entry)

    def _ended(self, seat: int, throws: int, score: int, reason: EndReason) -> None:
        match reason:
            case EndReason.STOPPED:
                entry = LogEntry.of("stop", name=self._name(seat), score=score, throws=throws)
            case EndReason.CHICAGO:
                entry = LogEntry.of("chicago", name=self._name(seat))
            case EndReason.CAP:
                entry = LogEntry.of("no_throws_left", name=self._name(seat), score=score)
        self._m.append(entry)

    def _match_ended(self, ended: MatchEnded) -> None:
        if ended.winner is not None:
            self._m.append(LogEntry.of("game_over", name=self._name(ended.winner)))
        elif ended.loser is not None:
            self._m.append(LogEntry.of("game_over_loser", name=self._name(ended.loser)))
        else:
            self._m.append(LogEntry.of("game_over_draw"))
