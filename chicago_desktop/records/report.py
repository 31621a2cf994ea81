"""The readable account of a replayed match, for ``chicago-desktop replay FILE``.

The account is written from the engine's own events (RoundScored, LossTaken, CoasterTaken,
…), so it never recounts a rule itself and reads right for every preset. Every sentence
goes through :mod:`chicago_desktop.i18n` with named placeholders, so the report reads
naturally in each language the program ships.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import (
    Call,
    CoasterPassed,
    CoasterPutDown,
    CoasterTaken,
    Event,
    LeaderChosen,
    LossTaken,
    Match,
    MatchStructure,
    Phase,
    PhaseChanged,
    PlayerOut,
    PlayerSafe,
    PlayerWon,
    RoundScored,
    RoundStarted,
    RoundSummary,
    RoundWithoutEffect,
    SearchLost,
    SearchStarted,
    TallyMarkTaken,
)
from ..i18n import _, ngettext
from ..texts import dice_text, level_name, names_text, preset_name, status_text, throws_text
from .model import PlayerInfo


def call_text(call: Call | None) -> str:
    """A call as the window shows it (R7), e.g. 'Ones 100 · sixes 60 · High'."""
    if call is None:
        return ""
    if call.sand:
        return _("Sand")
    direction = _("High") if call.high else _("Low")
    return _("Ones {ones} · sixes {sixes} · {direction}").format(
        ones=call.ones, sixes=call.sixes, direction=direction
    )


def _names(players: Sequence[PlayerInfo], seats: Sequence[int]) -> str:
    return names_text([players[s].name for s in seats])


def seat_label(player: PlayerInfo) -> str:
    """A seat with its kind, e.g. 'Ben (CPU, hard)'."""
    if player.is_cpu:
        return _("{name} (CPU, {level})").format(name=player.name, level=level_name(player.level))
    return _("{name} (human)").format(name=player.name)


def round_text(summary: RoundSummary, players: Sequence[PlayerInfo]) -> list[str]:
    """The lines of one rolling round: leader and cap, call, results, best and worst."""
    leader = players[summary.leader].name
    lines = [
        _("Round {number} — {leader} leads, cap {cap}").format(
            number=summary.index + 1, leader=leader, cap=summary.cap
        )
    ]
    if summary.call is not None:
        lines.append("  " + _("Call: {call}").format(call=call_text(summary.call)))
    width = max(len(players[r.seat].name) for r in summary.results)
    for r in summary.results:
        throws = throws_text(r.throws)
        line = f"  {players[r.seat].name:<{width}}  {dice_text(r.dice)}  {r.score:>3}  ({throws})"
        if r.chicago:
            line += "  " + _("Chicago!")
        lines.append(line)
    if summary.cut_short:
        lines.append(
            "  "
            + _("The round ends at once: {name} threw a Chicago.").format(
                name=players[summary.results[-1].seat].name
            )
        )
    if summary.best:
        lines.append("  " + _("Best: {names}").format(names=_names(players, summary.best)))
    if summary.worst:
        lines.append("  " + _("Worst: {names}").format(names=_names(players, summary.worst)))
    return lines


def _header(match: Match, players: Sequence[PlayerInfo]) -> list[str]:
    rules = match.rules
    lines = [
        ngettext(
            "Chicago — {preset}, {count} player",
            "Chicago — {preset}, {count} players",
            match.players,
        ).format(preset=preset_name(rules.preset), count=match.players),
        ngettext(
            "At most {throws} throw per turn.",
            "At most {throws} throws per turn.",
            rules.max_throws,
        ).format(throws=rules.max_throws),
    ]
    if rules.losses_to_out is not None:
        limit = rules.losses_to_out
        lines.append(
            ngettext(
                "A player is out after {losses} loss.",
                "A player is out after {losses} losses.",
                limit,
            ).format(losses=limit)
        )
    if rules.searches is not None:
        lines.append(
            ngettext(
                "{count} search; whoever has the most tally marks after it loses the match.",
                "{count} searches; whoever has the most tally marks after them loses the match.",
                rules.searches,
            ).format(count=rules.searches)
        )
    coasters = rules.starting_coasters(match.players)
    if coasters is not None:
        if rules.match is MatchStructure.COASTERS_PASS:
            text = ngettext(
                "{count} coaster in the middle; in the clearing phase the best passes one "
                "to the worst.",
                "{count} coasters in the middle; in the clearing phase the best passes one "
                "to the worst.",
                coasters,
            )
        else:
            text = ngettext(
                "{count} coaster in the middle; in the clearing phase the best puts one down.",
                "{count} coasters in the middle; in the clearing phase the best puts one down.",
                coasters,
            )
        lines.append(text.format(count=coasters))
    lines += [
        _("Seats in clockwise order: {seats}").format(
            seats=", ".join(seat_label(p) for p in players)
        ),
        _("First leader: {name}").format(name=players[match.first_leader].name),
        "",
    ]
    return lines


def event_line(event: Event, match: Match, players: Sequence[PlayerInfo]) -> str | None:
    """What one consequence of a round says, or None for an event the report leaves out.

    Public: the replay viewer's steps (review/stepping.py) word the same events the same way.
    """

    def name(seat: int) -> str:
        return players[seat].name

    match event:
        case LossTaken(seat=seat, losses=count):
            limit = match.rules.losses_to_out or 0
            return ngettext(
                "{name} now has {count} of {limit} possible loss.",
                "{name} now has {count} of {limit} possible losses.",
                limit,
            ).format(name=name(seat), count=count, limit=limit)
        case PlayerOut(seat=seat):
            if match.rules.losses_to_out is not None:
                return _("{name} is out.").format(name=name(seat))
            return _("{name} has lost the match.").format(name=name(seat))
        case PlayerSafe(seat=seat):
            return _("{name} is safe for the rest of the search.").format(name=name(seat))
        case SearchLost(seat=seat):
            return _("{name} is the last one left and has lost the search.").format(name=name(seat))
        case TallyMarkTaken(seat=seat, marks=marks):
            return ngettext(
                "{name} takes a tally mark ({count} in all).",
                "{name} takes a tally mark ({count} in all).",
                marks,
            ).format(name=name(seat), count=marks)
        case SearchStarted(index=index, players=members, playoff=playoff):
            if playoff:
                return _("Tied for the most tally marks, {names} play one more search.").format(
                    names=_names(players, members)
                )
            return _("Search {number} begins.").format(number=index + 1)
        case CoasterTaken(seat=seat, middle=middle):
            return ngettext(
                "{name} takes a coaster from the middle ({count} left there).",
                "{name} takes a coaster from the middle ({count} left there).",
                middle,
            ).format(name=name(seat), count=middle)
        case PhaseChanged():
            return _("The middle is empty: the clearing phase begins.")
        case CoasterPutDown(seat=seat):
            return _("{name} puts a coaster down.").format(name=name(seat))
        case CoasterPassed(giver=giver, receiver=receiver):
            return _("{giver} passes a coaster to {receiver}.").format(
                giver=name(giver), receiver=name(receiver)
            )
        case RoundWithoutEffect():
            return _("No coaster changes hands this round.")
        case PlayerWon(seat=seat, by_chicago=by_chicago):
            if by_chicago:
                return _("{name} threw a Chicago and has won.").format(name=name(seat))
            return _("{name} holds no coaster and has won.").format(name=name(seat))
        case LeaderChosen(seat=seat):
            return _("{name} leads next.").format(name=name(seat))
    return None


def _standing(match: Match, seat: int) -> str:
    """A seat's count in the match's own unit: losses, tally marks or coasters."""
    structure = match.rules.match
    if structure is MatchStructure.LOSSES:
        count = match.losses(seat)
        return ngettext("{count} loss", "{count} losses", count).format(count=count)
    if structure is MatchStructure.SEARCHES:
        count = match.tally_marks(seat)
        return ngettext("{count} tally mark", "{count} tally marks", count).format(count=count)
    count = match.coasters(seat)
    return ngettext("{count} coaster", "{count} coasters", count).format(count=count)


def match_text(match: Match, players: Sequence[PlayerInfo], events: Sequence[Event]) -> str:
    """The whole account: header, every completed round with what followed, the outcome.

    ``events`` are the replay's events in order (:class:`~.replay.ReplayedMatch`).
    """
    lines = _header(match, players)
    pending: list[str] = []  # said during a round (a Chicago roller leaving), shown after it
    in_round = False  # a round has been scored: its consequences follow, indented
    playing = False  # between a round's start and its scoring
    for event in events:
        if isinstance(event, RoundStarted):
            playing = True
            continue
        if isinstance(event, RoundScored):
            if in_round:
                lines.append("")
            lines.extend(round_text(event.summary, players))
            lines.extend("  " + text for text in pending)
            pending.clear()
            in_round, playing = True, False
            continue
        text = event_line(event, match, players)
        if text is None:
            continue
        if playing:
            pending.append(text)
        else:
            lines.append("  " + text if in_round else text)
    if in_round:
        lines.append("")
    if pending:
        lines += [*pending, ""]
    if not match.is_over and match.current_seat is not None:
        name = players[match.current_seat].name
        number = match.round_index + 1
        if match.phase is Phase.CALL:
            text = _("The match goes on: {name} is to make the call in round {number}.")
        else:
            text = _("The match goes on: {name} is to play in round {number}.")
        lines += [text.format(name=name, number=number), ""]
    lines.append(_("Standings:"))
    width = max(len(p.name) for p in players)
    for seat, player in enumerate(players):
        count = _standing(match, seat)
        lines.append(f"  {player.name:<{width}}  {count:<14}  {status_text(match.status(seat))}")
    lines.append("")
    if match.winner is not None:
        lines.append(_("Outcome: {name} wins.").format(name=players[match.winner].name))
    elif match.draw:
        lines.append(_("Outcome: a draw — everyone left went out in the same round."))
    elif match.loser is not None:
        lines.append(
            _("Outcome: {name} has lost the match.").format(name=players[match.loser].name)
        )
    else:
        lines.append(_("Outcome: not finished yet."))
    return "\n".join(lines)
