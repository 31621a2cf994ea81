"""Writing the felt's lines from the controller's shown state: the round and its leader,
throws and cap, whose turn, the dice's value, what to beat, what to do next, the call bar
and where the match stands, and the banner (the Chicago, a round's report, the lots);
and what each line is, for screen readers.

Split from :mod:`.table` along the seam between *reacting* and *writing*: the table's
handlers react to the controller's events (they announce, set the dice and remember what
the banner reports), and this module writes every line afresh from the shown state on
each refresh and language change. The sentences themselves are :mod:`.table_texts`'s.
Functions of the table, as in :mod:`.table_lower`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import _
from ..texts import dice_text, kind_text
from . import table_texts
from .round_log import round_report

if TYPE_CHECKING:
    from .table import TableScreen


def update_felt(self: TableScreen) -> None:
    """Every line of the felt from the controller's shown state, the banner last."""
    c = self.controller
    players = c.players
    if not players:
        for label in (
            self.round_label,
            self.cap_label,
            self.turn_label,
            self.kind_label,
            self.value_label,
            self.beat_label,
            self.prompt_label,
        ):
            label.clear()
        self.banner.hide()
        return
    leader = self._name(c.shown_leader)
    self.round_label.setText(
        _("Round {number} · {name} leads").format(number=c.shown_round + 1, name=leader)
    )
    seat = c.shown_seat
    if c.is_over:
        self.cap_label.clear()
        if c.winner is not None:
            self.turn_label.setText(_("{name} wins the match!").format(name=self._name(c.winner)))
            self.kind_label.setText(_("The last player left in the game."))
        elif c.loser is not None:  # basic, the coaster presets (R42, R45)
            self.turn_label.setText(_("{name} loses the match.").format(name=self._name(c.loser)))
            self.kind_label.setText(_("Everyone else has won."))
        else:
            self.turn_label.setText(_("The match is a draw."))
            self.kind_label.setText(_("Everyone left went out in the same round."))
    elif seat is None:
        self.cap_label.clear()
        self.turn_label.setText(_("Drawing lots…"))
        self.kind_label.clear()
    else:
        player = players[seat]
        done = c.round_result(seat)
        if done is not None and not c.awaiting_human and self._previewing != seat:
            # The turn is over; the table waits a moment before the next one.
            self.turn_label.setText(
                _("{name} keeps {score}").format(name=player.name, score=done.score)
            )
        elif c.away_text(seat):
            self.turn_label.setText(c.away_text(seat))
        elif player.is_cpu:
            self.turn_label.setText(_("{name} is playing").format(name=player.name))
        else:
            self.turn_label.setText(_("{name}, your turn").format(name=player.name))
        self.kind_label.setText(kind_text(player))
        self.cap_label.setText(table_texts.cap_text(c))

    faces = c.shown_faces
    if seat is None and not c.is_over:
        self.value_label.clear()
    elif faces is None:
        self.value_label.setText(_("No dice thrown yet"))
    else:
        self.value_label.setText(
            _("{dice} = {score}").format(dice=dice_text(faces), score=c.shown_score())
        )
    self.beat_label.setText(table_texts.beat_text(c))
    self.prompt_label.setText(table_texts.prompt_text(c))
    call = c.shown_call
    self.call_label.setText(
        table_texts.call_bar_text(call, c.shown_cap) if call is not None and not c.is_over else ""
    )
    self.call_label.setVisible(bool(self.call_label.text()))
    self.state_label.setText(table_texts.match_state_text(c) if not c.is_over else "")
    self.state_label.setVisible(bool(self.state_label.text()))
    # The hint's line is kept while hints are offered (nothing moves when one comes).
    self.hint_label.setVisible(self._show_hints)
    update_banner(self)


def update_banner(self: TableScreen) -> None:
    """The banner: the Chicago, the last round's report or the lots drawn."""
    c = self.controller
    text = ""
    if self._banner_outcome is not None:
        number = self._banner_outcome.summary.index + 1
        text = _("Round {number}: {report}").format(
            number=number, report=round_report(self._banner_outcome, c.players)
        )
    elif self._banner_lots is not None:
        text = _("Lots are drawn: {name} leads the first round.").format(
            name=self._name(self._banner_lots)
        )
    chicago = self._chicago_text()
    if chicago:
        text = f"{chicago}\n{text}" if text else chicago
    self.banner.setText(text)
    self.banner.setVisible(bool(text))
    self.banner.setAccessibleDescription(
        _("Round result") if self._banner_outcome else _("Drawing lots for the first leader")
    )


def retranslate_felt(self: TableScreen) -> None:
    """The felt's accessible name, and what each of its lines is."""
    self.felt.setAccessibleName(_("Table"))
    # A label's accessible name is its text (and changes with it) when no fixed name
    # is set: what each line is goes in its description (issue 15).
    for label, what in (
        (self.turn_label, _("Whose turn")),
        (self.value_label, _("Value of the dice")),
        (self.beat_label, _("Result to beat")),
        (self.prompt_label, _("What to do next")),
        (self.cap_label, _("Throws and cap")),
        (self.hint_label, _("Hint")),
    ):
        label.setAccessibleName("")
        label.setAccessibleDescription(what)
