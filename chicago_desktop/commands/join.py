"""``chicago-desktop join ADDRESS:PORT --code C --name N --bot LEVEL --headless``.

A joined computer without a window: a CPU of ``--bot`` level plays its seat, the host
throws the dice (R73), and this computer's own copy of the match is printed as the
``replay --json`` object when the match ends (exit 0). A refused join exits 2 with one
line; a host that stops or goes away exits 3 with one line (R75). ``--token-file`` keeps
the seat token, so the same computer started again takes its seat back.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path

from ..i18n import _
from ..seats import LEVELS


def _address(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise argparse.ArgumentTypeError(_("give the host as ADDRESS:PORT, e.g. 192.168.1.20:5000"))
    return host.strip("[]"), int(port)


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register the subcommand."""
    p = sub.add_parser(
        "join",
        help=_("join a Dice Round party on the local network"),
        description=_("Join a party with its code; a CPU plays this computer's seat."),
    )
    p.add_argument("address", type=_address, metavar="ADDRESS:PORT", help=_("the host"))
    p.add_argument("--code", required=True, help=_("the party code the host shows"))
    p.add_argument("--name", required=True, help=_("the name of this seat"))
    p.add_argument("--bot", choices=LEVELS, default="medium", help=_("the CPU level that plays"))
    p.add_argument("--seats", type=int, default=1, help=_("how many seats this computer takes"))
    p.add_argument("--token-file", metavar="FILE", help=_("keep the seat token here to rejoin"))
    p.add_argument("--seed", type=int, default=0, help=_("seed of the bot's decisions"))
    p.add_argument(
        "--timeout", type=float, default=3600.0, help=_("give up after this many seconds")
    )
    p.add_argument(
        "--think", type=float, default=0.0, metavar="SECONDS", help=_("wait before each move")
    )
    p.add_argument("--headless", action="store_true", help=_("join without a window"))
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Join and play; see the module docstring for the exit codes."""
    from ..net import ClientCore
    from ..net.aio import run_client
    from ..net.protocol import is_valid_name
    from ..storage.atomic import write_atomic

    if not args.headless:
        print(
            _("the join screen opens from the game's window; add --headless here"), file=sys.stderr
        )
        return 2
    if not is_valid_name(args.name):
        print(_("a name has 1 to 64 printable characters"), file=sys.stderr)
        return 2
    token_path = Path(args.token_file) if args.token_file else None
    token = None
    if token_path is not None and token_path.is_file():
        token = token_path.read_text(encoding="ascii", errors="replace").strip()[:64] or None
    core = ClientCore(
        args.name, args.code, token=token, seats=args.seats, bot=args.bot, bot_seed=args.seed
    )
    if token_path is not None:
        core.on_token = lambda t: write_atomic(token_path, t.encode("ascii"))
    address, port = args.address
    asyncio.run(run_client(core, address, port, timeout=args.timeout, think=args.think))
    if core.phase == "over" and core.session is not None:
        print(json.dumps(core.outcome(), indent=2))
        sys.stdout.flush()
        return 0
    if core.phase == "refused" and core.refusal is not None:
        print(
            _("the host refused to let this computer join: {reason}").format(
                reason=core.refusal.reason
            ),
            file=sys.stderr,
        )
        return 2
    print(_("the match stopped: {reason}").format(reason=core.reason or "?"), file=sys.stderr)
    return 3
