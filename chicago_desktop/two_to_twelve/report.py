"""The readable account of a Chicago 2–12 record, for ``chicago-desktop replay FILE``.

The record is played again through :class:`~.game.Game` so that the account can say, at the
end of each round, who went out and when Elimination was waived (R61), exactly as the
game decided it. Every sentence goes through :mod:`chicago_desktop.i18n`.
"""

from __future__ import annotations

from ..i18n import _, ngettext, pgettext
from ..records.model import PlayerInfo
from ..texts import dice_text, names_text
from .events import (
    EliminationWaived,
    Event,
    GameEnded,
    PlayerOut,
    RolloffEnded,
    RolloffStarted,
    RoundEnded,
)
from .game import Game, Status
from .records import TwelveRecord
from .rules import Order, Rules


def status_text(status: Status) -> str:
    """A seat's standing as the score sheet shows it."""
    if status is Status.OUT:
        return pgettext("player status", "Out")
    if status is Status.WON:
        return pgettext("player status", "Winner")
    if status is Status.LOST:
        # Translators: the standing of a player (or team member) who did not win Chicago 2–12.
        return pgettext("player status", "Lost")
    return pgettext("player status", "Playing")


def team_name(team: int) -> str:
    """A team as players call it: 'Team 1' (team 0 of the record) or 'Team 2'."""
    # Translators: a team in the Teams variation of Chicago 2–12; {number} is 1 or 2.
    return _("Team {number}").format(number=team + 1)


def variations_text(rules: Rules) -> str:
    """The variations in play, e.g. 'Variations: Reverse, Three dice', or none."""
    names = []
    if rules.order is Order.DOWN:
        names.append(_("Reverse"))
    if rules.dice == 3:
        names.append(_("Three dice"))
    if rules.teams:
        names.append(_("Teams"))
    if rules.elimination:
        names.append(_("Elimination"))
    if not names:
        return _("Variations: none, the plain game.")
    return _("Variations: {names}").format(names=", ".join(names))


def seat_label(player: PlayerInfo) -> str:
    """A seat with its kind, e.g. 'Ben (CPU)': a CPU here only throws, so no level."""
    if player.is_cpu:
        return _("{name} (CPU)").format(name=player.name)
    return _("{name} (human)").format(name=player.name)


def _header(game: Game, players: tuple[PlayerInfo, ...]) -> list[str]:
    rules = game.rules
    lines = [
        ngettext(
            "Chicago 2–12, {count} player",
            "Chicago 2–12, {count} players",
            game.players,
        ).format(count=game.players),
        variations_text(rules),
        _("Targets in order: {targets}").format(targets=", ".join(map(str, rules.targets))),
        _("Seats in order: {seats}").format(seats=", ".join(seat_label(p) for p in players)),
    ]
    if rules.teams:
        for team in (0, 1):
            names = [players[s].name for s in game.team_members(team)]
            lines.append(_("{team}: {names}").format(team=team_name(team), names=names_text(names)))
    lines.append("")
    return lines


def _event_lines(event: Event, game: Game, players: tuple[PlayerInfo, ...]) -> list[str]:
    """The lines an event adds to the account (most events add none of their own)."""
    if isinstance(event, RoundEnded):
        s = event.summary
        lines = [_("Round {number} — target {target}").format(number=s.index + 1, target=s.target)]
        width = max(len(players[r.seat].name) for r in s.results)
        for r in s.results:
            verdict = _("hit") if r.hit else _("miss")
            lines.append(
                f"  {players[r.seat].name:<{width}}  {dice_text(r.dice):<5}  {r.score:>2}  "
                f"({verdict})"
            )
        return lines
    if isinstance(event, PlayerOut):
        return [
            "  "
            + ngettext(
                "{name} is out: no score in {count} round in a row.",
                "{name} is out: no score in {count} rounds in a row.",
                event.rounds,
            ).format(name=players[event.seat].name, count=event.rounds)
        ]
    if isinstance(event, EliminationWaived):
        return [
            "  "
            + _("Nobody goes out: {names} would all have gone out at once.").format(
                names=names_text([players[s].name for s in event.seats])
            )
        ]
    if isinstance(event, RolloffStarted):
        if event.teams is not None:
            who = names_text([team_name(t) for t in event.teams])
        else:
            who = names_text([players[s].name for s in event.seats])
        return [
            "",
            _("Roll-off {number} between {names}").format(number=event.index + 1, names=who),
        ]
    if isinstance(event, RolloffEnded):
        width = max(len(players[t.seat].name) for t in event.rolloff.throws)
        lines = []
        for t in event.rolloff.throws:
            line = f"  {players[t.seat].name:<{width}}  {dice_text(t.dice):<5}  {t.total:>2}"
            if t.team is not None:
                line += "  " + _("(for {team})").format(team=team_name(t.team))
            lines.append(line)
        return lines
    if isinstance(event, GameEnded):
        return [""]
    return []


def _in_progress(game: Game, players: tuple[PlayerInfo, ...]) -> list[str]:
    """The throws of a round or roll-off round cut short, and who throws next."""
    seat = game.current_seat
    assert seat is not None
    lines: list[str] = []
    if game.target is not None:
        results = game.round_results
        if results:
            lines.append("")
            lines.append(
                _("Round {number} — target {target}, in progress").format(
                    number=game.round_index + 1, target=game.target
                )
            )
            lines.extend(
                f"  {players[r.seat].name}  {dice_text(r.dice)}  {r.score:>2}" for r in results
            )
        lines.append("")
        lines.append(
            _("The game goes on: {name} is to throw in round {number} (target {target}).").format(
                name=players[seat].name, number=game.round_index + 1, target=game.target
            )
        )
    else:
        lines.extend(
            f"  {players[t.seat].name}  {dice_text(t.dice)}  {t.total:>2}"
            for t in game.rolloff_throws
        )
        lines.append(_("The roll-off goes on: {name} is to throw.").format(name=players[seat].name))
    lines.append("")
    return lines


def game_text(record: TwelveRecord, players: tuple[PlayerInfo, ...] | None = None) -> str:
    """The whole account: header, every completed round and roll-off, standings, outcome.

    ``players`` may replace the record's seats for printing (names with control characters
    escaped, :func:`chicago_desktop.commands.output.visible_players`).
    """
    players = record.players if players is None else players
    game = Game(record.rules, len(players), seed=record.seed)
    lines = _header(game, players)
    for action in record.actions:
        for event in game.apply(action):
            lines.extend(_event_lines(event, game, players))
    if not game.is_over:
        lines.extend(_in_progress(game, players))
    lines.append(_("Standings:"))
    width = max(len(p.name) for p in players)
    for seat, player in enumerate(players):
        lines.append(
            f"  {player.name:<{width}}  {game.total(seat):>3}  {status_text(game.status(seat))}"
        )
    if game.rules.teams:
        lines.append(
            # Translators: e.g. "Team totals: Team 1 has 18, Team 2 has 22."
            _("Team totals: {first} has {first_total}, {second} has {second_total}.").format(
                first=team_name(0),
                first_total=game.team_total(0),
                second=team_name(1),
                second_total=game.team_total(1),
            )
        )
    lines.append("")
    if game.winner is not None:
        lines.append(_("Outcome: {name} wins.").format(name=players[game.winner].name))
    elif game.winning_team is not None:
        names = names_text([players[s].name for s in game.team_members(game.winning_team)])
        lines.append(
            _("Outcome: {team} wins ({names}).").format(
                team=team_name(game.winning_team), names=names
            )
        )
    else:
        lines.append(_("Outcome: not finished yet."))
    return "\n".join(lines)
