"""``chicago-desktop host … --headless``: host a Dice Round party without a window (R70-R75).

Example: ``chicago-desktop host --preset classic --seats cpu:hard,remote,remote --port 5000
--code ABC234 --headless``; ``--game 2-12`` (with ``--three-dice``, ``--reverse``,
``--teams``, ``--elimination``) hosts Chicago 2–12 instead (R60, R61). The host listens
on ``--bind`` (127.0.0.1 unless told otherwise) only while the party is open, starts once
every seat is taken, plays the CPU seats, throws every die (R73), autosaves the record to
``--save`` after every action, and prints the ``replay --json`` object of the match when
it ends. ``--resume FILE`` opens the party again from such a record; the joined computers
come back with their seat tokens.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..engine import InvalidRules, preset
from ..engine.rules import LOSSES_TO_OUT_CHOICES, MAX_THROWS_CHOICES, PRESET_NAMES, SEARCHES_CHOICES
from ..i18n import _

if TYPE_CHECKING:
    from ..net.games import PartyRules


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register the subcommand."""
    p = sub.add_parser(
        "host",
        help=_("host a Dice Round party on the local network"),
        description=_(
            "Host a party: other computers join with the party code, the host's game throws "
            "the dice, and the outcome is printed as JSON when the match ends."
        ),
    )
    p.add_argument(
        "--game",
        choices=("chicago", "2-12"),
        default="chicago",
        help=_("Chicago with three dice (a --preset), or Chicago 2–12"),
    )
    p.add_argument(
        "--preset", choices=PRESET_NAMES, default="classic", help=_("the three-dice game")
    )
    p.add_argument(
        "--max-throws", type=int, choices=MAX_THROWS_CHOICES, help=_("throws of the leader")
    )
    p.add_argument("--losses", type=int, choices=LOSSES_TO_OUT_CHOICES, help=_("losses to be out"))
    p.add_argument("--searches", type=int, choices=SEARCHES_CHOICES, help=_("searches of a match"))
    twelve = p.add_argument_group(_("Chicago 2–12 (with --game 2-12)"))
    twelve.add_argument("--three-dice", action="store_true", help=_("three dice, targets 3 to 18"))
    twelve.add_argument("--reverse", action="store_true", help=_("targets from high to low"))
    twelve.add_argument("--teams", action="store_true", help=_("two teams, pooled totals"))
    twelve.add_argument(
        "--elimination", action="store_true", help=_("out after four scoreless rounds in a row")
    )
    p.add_argument(
        "--seats",
        default="cpu:medium,remote",
        metavar="SPEC",
        help=_("the seats, e.g. cpu:hard,remote,remote"),
    )
    p.add_argument("--bind", default="127.0.0.1", metavar="ADDRESS", help=_("address to listen on"))
    p.add_argument("--port", type=int, default=0, help=_("port to listen on (0: any free port)"))
    p.add_argument("--code", help=_("the party code (made up when not given)"))
    p.add_argument("--save", metavar="FILE", help=_("autosave the match record to this file"))
    p.add_argument("--resume", metavar="FILE", help=_("resume the party from a saved record"))
    p.add_argument(
        "--auto-continue",
        type=float,
        metavar="SECONDS",
        help=_("go on by itself this long after a round is scored"),
    )
    p.add_argument(
        "--timeout", type=float, default=3600.0, help=_("give up after this many seconds")
    )
    p.add_argument("--discover", action="store_true", help=_("announce the party on the network"))
    p.add_argument("--headless", action="store_true", help=_("host without a window"))
    p.set_defaults(run=run)


def _fail(message: str) -> int:
    print(message, file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    """Host until the match ends: 0 and the outcome JSON; 2 with one line on bad input."""
    from ..net import HostCore, new_code, parse_seats_spec
    from ..net.games import load_party_record
    from ..net.protocol import is_valid_code, normalise_code
    from ..records import RecordError

    if not args.headless:
        return _fail(_("the host screen opens from the game's window; add --headless here"))
    code = normalise_code(args.code) if args.code else new_code()
    if not is_valid_code(code):
        return _fail(_("a party code has 4 to 12 letters and digits"))
    try:
        if args.resume:
            record = load_party_record(args.resume)
            core = HostCore(record.rules, (), code, resume=record, auto_continue=args.auto_continue)
        else:
            core = HostCore(
                _rules(args), parse_seats_spec(args.seats), code, auto_continue=args.auto_continue
            )
    except (InvalidRules, RecordError, ValueError) as exc:
        return _fail(_("cannot host: {reason}").format(reason=exc))
    if args.save:
        from ..net.autosave import keep_record

        keep_record(core, Path(args.save))
    try:
        return asyncio.run(_serve(core, args))
    except OSError as exc:
        return _fail(_("cannot listen: {reason}").format(reason=exc.strerror or exc))


def _rules(args: argparse.Namespace) -> PartyRules:
    """The rules the options name: a three-dice preset (R40) or Chicago 2–12 (R60, R61)."""
    if args.game == "2-12":
        from ..two_to_twelve import Order
        from ..two_to_twelve import Rules as TwelveRules

        return TwelveRules(
            3 if args.three_dice else 2,
            Order.DOWN if args.reverse else Order.UP,
            teams=args.teams,
            elimination=args.elimination,
        )
    return preset(
        args.preset, max_throws=args.max_throws, losses_to_out=args.losses, searches=args.searches
    )


async def _serve(core: object, args: argparse.Namespace) -> int:
    from ..net import HostCore
    from ..net.aio import AsyncHost
    from ..net.games import outcome

    assert isinstance(core, HostCore)
    server = AsyncHost(core, args.bind, args.port)
    port = await server.start()
    # Translators: the first line the headless host prints; tests and scripts read the port.
    print(
        _("listening on {address} port {port} with party code {code}").format(
            address=args.bind, port=port, code=core.code
        ),
        file=sys.stderr,
        flush=True,
    )
    announcer = None
    if args.discover:  # pragma: no cover - multicast; never started in tests (docs/network.md)
        from ..net.discovery import Announcer

        announcer = Announcer(f"Chicago {core.code}", args.bind, port, core.party_json())
        announcer.start()
    try:
        finished = await server.wait_closed(args.timeout)
    finally:
        if announcer is not None:  # pragma: no cover
            announcer.stop()
        await server.close()
    if not finished or core.session is None or not core.finished:
        print(_("the party ended before the match did"), file=sys.stderr)
        return 3
    print(json.dumps(outcome(core.session), indent=2))
    sys.stdout.flush()
    return 0
