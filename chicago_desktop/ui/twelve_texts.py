"""The sentences of the Chicago 2–12 screen (R60, R61), made when shown, in the language of
the moment: who throws, what a throw did, the roll-off, the end and its placings.

Kept apart from the screen so that the screen's module stays about widgets; plain Python
(the controller's values and the game's state in, text out).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import _, format_percent, ngettext
from ..records import PlayerInfo
from ..texts import dice_text, names_text
from ..two_to_twelve import (
    EliminationWaived,
    Event,
    Game,
    GameEnded,
    Phase,
    PlayerOut,
    RolloffStarted,
    RolloffThrown,
    RoundStarted,
    Thrown,
)
from ..two_to_twelve.odds import odds_percent, odds_text
from ..two_to_twelve.placings import placings
from ..two_to_twelve.report import team_name


def throw_sentence(name: str, dice: tuple[int, ...], target: int | None, score: int) -> str:
    """What one throw did: "Ben throws 3·4 = 7: a hit, 7 points." """
    shown = _("{dice} = {total}").format(dice=dice_text(dice), total=sum(dice))
    if target is None:
        # Translators: a throw of the roll-off (R60): only the total counts.
        return _("{name} throws {dice} in the roll-off.").format(name=name, dice=shown)
    if score:
        return _("{name} throws {dice}: a hit, {points} points.").format(
            name=name, dice=shown, points=score
        )
    # Translators: a throw that missed the round's target (R60), e.g. "Ben throws 1·6 = 7:
    # a miss, the target was 6."
    return _("{name} throws {dice}: a miss, the target was {target}.").format(
        name=name, dice=shown, target=target
    )


def odds_sentence(target: int, dice: int) -> str:
    """The exact chance of a hit: "Chance of hitting 7: 6/36 (16.7%)", the percentage as the
    language writes it (16,7 % in German)."""
    # Translators: {odds} is the count of ways to hit over all ways, e.g. 6/36; keep it.
    # {percent} is already written as a percentage ("16.7%"): add no % sign.
    return _("Chance of hitting {target}: {odds} ({percent})").format(
        target=target,
        odds=odds_text(target, dice),
        percent=format_percent(odds_percent(target, dice) / 100, digits=1),
    )


def odds_spoken(target: int, dice: int) -> str:
    """The odds for a screen reader: "6 of the 36 ways two dice can fall make 7"."""
    ways, total = odds_text(target, dice).split("/")
    return ngettext(
        "{ways} of the {total} ways the dice can fall makes {target}.",
        "{ways} of the {total} ways the dice can fall make {target}.",
        int(ways),
    ).format(ways=ways, total=total, target=target)


def round_text(game: Game) -> str:
    """ "Round 3 of 11", or where the game is once the rounds are over."""
    if game.phase is Phase.ROUNDS:
        return _("Round {number} of {count}").format(
            number=game.round_index + 1, count=len(game.targets)
        )
    if game.phase is Phase.ROLLOFF:
        return _("Roll-off, round {number}").format(number=len(game.rolloffs) + 1)
    return _("Game over")


def rolloff_text(game: Game, players: Sequence[PlayerInfo]) -> str:
    """Who is in the roll-off and what was thrown so far (R60; C2, C3), several lines."""
    lines: list[str] = []
    teams = game.rules.teams
    for done in game.rolloffs:
        parts = [_thrown_part(t.seat, t.dice, t.team, players) for t in done.throws]
        lines.append(
            _("Roll-off round {number}: {throws}.").format(
                number=done.index + 1, throws="; ".join(parts)
            )
        )
    if game.phase is Phase.ROLLOFF:
        field = game.rolloff_field
        if teams:
            who = names_text([team_name(t) for t in field])
            total = game.team_total(field[0])
        else:
            who = names_text([players[s].name for s in field])
            total = game.total(field[0])
        if game.rolloffs:
            line = _("{names} are still tied: they throw again, the highest total wins.").format(
                names=who
            )
        else:
            line = _("{names} are tied at {total}: each throws once more, the highest total wins.")
            line = line.format(names=who, total=total)
        lines.append(line)
        for t in game.rolloff_throws:
            lines.append(_thrown_part(t.seat, t.dice, t.team, players))
    return "\n".join(lines)


def _thrown_part(
    seat: int, dice: tuple[int, ...], team: int | None, players: Sequence[PlayerInfo]
) -> str:
    shown = _("{dice} = {total}").format(dice=dice_text(dice), total=sum(dice))
    if team is not None:
        # Translators: a team's roll-off throw, e.g. "Team 1 (Anna) 5·6 = 11".
        return _("{team} ({name}) {dice}").format(
            team=team_name(team), name=players[seat].name, dice=shown
        )
    return _("{name} {dice}").format(name=players[seat].name, dice=shown)


def teams_text(game: Game, players: Sequence[PlayerInfo]) -> str:
    """Who plays with whom in Teams (R61): "Team 1: Anna and Cora · Team 2: Ben and Dan"."""
    if not game.rules.teams:
        return ""
    return " · ".join(
        _("{team}: {names}").format(
            team=team_name(t), names=names_text([players[s].name for s in game.team_members(t)])
        )
        for t in (0, 1)
    )


def winner_text(game: Game, players: Sequence[PlayerInfo]) -> str:
    """The end in one sentence: who won, and how."""
    if game.winning_team is not None:
        members = names_text([players[s].name for s in game.team_members(game.winning_team)])
        return _("{team} wins: {names}.").format(team=team_name(game.winning_team), names=members)
    if game.winner is None:
        return ""
    name = players[game.winner].name
    if game.rules.elimination and len(game.in_game()) == 1:
        return _("{name} wins as the last player left.").format(name=name)
    if game.rolloffs:
        return _("{name} wins the roll-off and the game.").format(name=name)
    return _("{name} wins with {total} points.").format(name=name, total=game.total(game.winner))


def placings_text(game: Game, players: Sequence[PlayerInfo]) -> str:
    """One line per place: "1. Anna — 45 points", teams with their members."""
    lines = []
    for p in placings(game):
        if p.team is not None:
            who = _("{team} ({names})").format(
                team=team_name(p.team), names=names_text([players[s].name for s in p.seats])
            )
        else:
            who = players[p.seats[0]].name
        line = ngettext(
            "{place}. {who}: {total} point", "{place}. {who}: {total} points", p.total
        ).format(place=p.place, who=who, total=p.total)
        if p.out:
            line = _("{line} (out)").format(line=line)
        lines.append(line)
    return "\n".join(lines)


def event_sentence(event: Event, game: Game, players: Sequence[PlayerInfo]) -> str | None:
    """What the status line says for one event, or None for events said otherwise."""
    if isinstance(event, Thrown):
        return throw_sentence(players[event.seat].name, event.dice, event.target, event.score)
    if isinstance(event, RolloffThrown):
        t = event.throw
        return throw_sentence(players[t.seat].name, t.dice, None, 0)
    if isinstance(event, PlayerOut):
        return _("{name} is out: no score in {rounds} rounds in a row.").format(
            name=players[event.seat].name, rounds=event.rounds
        )
    if isinstance(event, EliminationWaived):
        return _("Everyone still in would go out, so nobody does: play goes on.")
    if isinstance(event, RolloffStarted):
        if event.index > 0:
            return _("Still tied: the roll-off goes on.")
        return _("A tie for the lead: a roll-off decides.")
    if isinstance(event, RoundStarted) and event.index > 0:
        return _("Round {number}: the target is {target}.").format(
            number=event.index + 1, target=event.target
        )
    if isinstance(event, GameEnded):
        return winner_text(game, players)
    return None
