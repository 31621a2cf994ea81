"""``chicago-desktop simulate``: CPU-against-CPU matches of any preset and each level's win rate.

Example: ``chicago-desktop simulate --players expert,medium,easy,easy --games 1000 --seed 7``.
Seats rotate from game to game; each level's share of games won is printed with a 95%
(Wilson) confidence interval. The same seed always gives the same games.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..ai import LEVELS
from ..ai.selfplay import RunResult, simulate
from ..engine import (
    LOSSES_TO_OUT_CHOICES,
    MAX_PLAYERS,
    MAX_THROWS_CHOICES,
    MIN_PLAYERS,
    PRESET_NAMES,
    SEARCHES_CHOICES,
    InvalidRules,
    Rules,
    preset,
)
from ..i18n import _, format_percent, ngettext
from ..texts import level_name
from ..visible_text import visible


def _players(text: str) -> list[str]:
    """The levels of ``--players``: one per seat, in any case; an empty entry is refused
    (``expert,,easy`` is a typo, not a two-seat match)."""
    levels = [p.strip().lower() for p in text.split(",")]
    if "" in levels:
        raise argparse.ArgumentTypeError(
            # Translators: {text} is the whole --players value as typed, e.g. expert,,easy.
            _("an empty seat in '{text}': give one level between each pair of commas").format(
                text=visible(text)
            )
        )
    if not MIN_PLAYERS <= len(levels) <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(
            _("give {low} to {high} levels separated by commas").format(
                low=MIN_PLAYERS, high=MAX_PLAYERS
            )
        )
    for level in levels:
        if level not in LEVELS:
            raise argparse.ArgumentTypeError(
                _("unknown level '{level}'; choose from {levels}").format(
                    level=visible(level)[:40], levels=", ".join(LEVELS)
                )
            )
    return levels


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(_("expected a whole number of at least 1"))
    return value


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register the subcommand."""
    p = sub.add_parser(
        "simulate",
        help=_("play matches CPU against CPU and print win rates"),
        description=_(
            "Play matches of a preset between CPU levels, rotating the seats, and print "
            "each level's win rate with its 95 percent confidence interval."
        ),
    )
    p.add_argument(
        "--players",
        type=_players,
        required=True,
        metavar="LEVELS",
        help=_("one level per seat, e.g. expert,medium,easy,easy"),
    )
    p.add_argument(
        "--preset",
        choices=PRESET_NAMES,
        default="classic",
        help=_("the rules to play (RULES.md R40)"),
    )
    p.add_argument("--games", type=_positive, default=1000, help=_("number of matches"))
    p.add_argument("--seed", type=int, default=0, help=_("seed of the whole run"))
    p.add_argument(
        "--losses",
        type=int,
        choices=LOSSES_TO_OUT_CHOICES,
        default=None,
        help=_("losses to be out (classic)"),
    )
    p.add_argument(
        "--max-throws",
        type=int,
        choices=MAX_THROWS_CHOICES,
        default=None,
        help=_("maximum throws of the leader (classic)"),
    )
    p.add_argument(
        "--searches",
        type=int,
        choices=SEARCHES_CHOICES,
        default=None,
        help=_("searches in a match (basic)"),
    )
    p.add_argument("--json", action="store_true", help=_("print the result as JSON"))
    p.set_defaults(run=run)


def rules_of(args: argparse.Namespace) -> Rules:
    """The preset and its settings from the command line (settings of another preset are
    ignored, as in records)."""
    return preset(
        args.preset,
        max_throws=args.max_throws,
        losses_to_out=args.losses,
        searches=args.searches,
    )


def result_json(result: RunResult, args: argparse.Namespace) -> dict[str, object]:
    """The ``--json`` object."""
    rules = rules_of(args)
    return {
        "preset": rules.preset,
        "rules": rules.settings(),
        "players": list(args.players),
        "games": result.games,
        "seed": result.seed,
        "losses_to_out": rules.losses_to_out,
        "max_throws": rules.max_throws,
        "searches": rules.searches,
        "draws": result.draws,
        "levels": [
            {
                "level": r.level,
                "seats": r.seats,
                "wins": r.wins,
                "losses": r.losses,
                "win_rate": r.win_rate,
                "ci95": list(r.interval()),
                "win_rate_per_seat": r.per_seat,
            }
            for r in result.levels
        ],
    }


def result_text(result: RunResult) -> str:
    """The readable summary, one line per level."""
    lines = [
        ngettext("{count} match", "{count} matches", result.games).format(count=result.games)
        + " · "
        + ngettext("{count} draw", "{count} draws", result.draws).format(count=result.draws)
    ]
    width = max(len(level_name(r.level)) for r in result.levels)
    for r in result.levels:
        low, high = r.interval()
        line = _("{level} wins {rate} (confidence interval {confidence}: {low} to {high})").format(
            level=f"{level_name(r.level):<{width}}",
            rate=format_percent(r.win_rate, digits=1),
            confidence=format_percent(0.95),
            low=format_percent(low, digits=1),
            high=format_percent(high, digits=1),
        )
        if r.seats > 1:
            line += " " + ngettext(
                "over {seats} seat, {rate} per seat", "over {seats} seats, {rate} per seat", r.seats
            ).format(seats=r.seats, rate=format_percent(r.per_seat, digits=1))
        lines.append(line)
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Run the matches and print the win rates."""
    try:
        rules = rules_of(args)
    except InvalidRules as exc:
        print(_("invalid settings: {reason}").format(reason=exc), file=sys.stderr)
        return 2
    result = simulate(args.players, args.games, args.seed, rules=rules)
    if args.json:
        print(json.dumps(result_json(result, args), indent=2))
    else:
        print(result_text(result))
    sys.stdout.flush()
    return 0
