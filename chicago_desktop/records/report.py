"""The readable account of a replayed match, for ``chicago-desktop replay FILE``.

Every sentence goes through :mod:`chicago_desktop.i18n` with named placeholders, so the
report reads naturally in each language the program ships.
"""

from __future__ import annotations

from ..engine import Call, Match, RoundSummary
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


def _names(players: tuple[PlayerInfo, ...], seats: tuple[int, ...]) -> str:
    return names_text([players[s].name for s in seats])


def seat_label(player: PlayerInfo) -> str:
    """A seat with its kind, e.g. 'Ben (CPU, hard)'."""
    if player.is_cpu:
        return _("{name} (CPU, {level})").format(name=player.name, level=level_name(player.level))
    return _("{name} (human)").format(name=player.name)


def round_text(summary: RoundSummary, players: tuple[PlayerInfo, ...], match: Match) -> list[str]:
    """The lines of one rolling round."""
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
        lines.append(
            f"  {players[r.seat].name:<{width}}  {dice_text(r.dice)}  {r.score:>3}  ({throws})"
        )
    if summary.best:
        lines.append("  " + _("Best: {names}").format(names=_names(players, summary.best)))
    if summary.worst:
        worst = summary.worst
        if len(worst) > 1:
            lines.append(
                "  "
                + _("Worst: {names} tie at the bottom and each take a loss.").format(
                    names=_names(players, worst)
                )
            )
        else:
            lines.append(
                "  " + _("Worst: {name} takes a loss.").format(name=players[worst[0]].name)
            )
    return lines


def match_text(match: Match, players: tuple[PlayerInfo, ...]) -> str:
    """The whole account: header, every completed round, standings and outcome."""
    rules = match.rules
    limit = rules.losses_to_out or 0
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
        ngettext(
            "A player is out after {losses} loss.",
            "A player is out after {losses} losses.",
            limit,
        ).format(losses=limit),
        _("Seats in clockwise order: {seats}").format(
            seats=", ".join(seat_label(p) for p in players)
        ),
        _("First leader: {name}").format(name=players[match.first_leader].name),
        "",
    ]
    losses_so_far = [0] * match.players
    rounds = match.rounds
    for i, summary in enumerate(rounds):
        lines.extend(round_text(summary, players, match))
        for seat in summary.worst:
            losses_so_far[seat] += 1
            count = losses_so_far[seat]
            lines.append(
                "  "
                + ngettext(
                    "{name} now has {count} of {limit} possible loss.",
                    "{name} now has {count} of {limit} possible losses.",
                    limit,
                ).format(name=players[seat].name, count=count, limit=limit)
            )
            if count >= limit:
                lines.append("  " + _("{name} is out.").format(name=players[seat].name))
        if i + 1 < len(rounds) or not match.is_over:
            nxt = rounds[i + 1].leader if i + 1 < len(rounds) else match.leader
            lines.append("  " + _("{name} leads next.").format(name=players[nxt].name))
        lines.append("")
    if not match.is_over and match.current_seat is not None:
        lines.append(
            _("The match goes on: {name} is to play in round {number}.").format(
                name=players[match.current_seat].name, number=match.round_index + 1
            )
        )
        lines.append("")
    lines.append(_("Standings:"))
    width = max(len(p.name) for p in players)
    for seat, player in enumerate(players):
        count = match.losses(seat)
        losses = ngettext("{count} loss", "{count} losses", count).format(count=count)
        lines.append(f"  {player.name:<{width}}  {losses:<10}  {status_text(match.status(seat))}")
    lines.append("")
    if match.winner is not None:
        lines.append(_("Outcome: {name} wins.").format(name=players[match.winner].name))
    elif match.draw:
        lines.append(_("Outcome: a draw — everyone left went out in the same round."))
    else:
        lines.append(_("Outcome: not finished yet."))
    return "\n".join(lines)
