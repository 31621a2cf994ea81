"""The ``chicago-desktop`` command: the window by default, and the subcommands.

Subcommands live in :mod:`chicago_desktop.commands`; each registers its own parser, so this
module only wires them together and stays free of Qt until the window is asked for.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from . import __version__
from .i18n import _, available_languages
from .visible_text import visible

#: The presets --demo plays (RULES.md R40), written out so that parsing the command line
#: imports no engine; tests/ui/test_entry_points.py checks them against the engine's.
DEMO_PRESETS = ("classic", "basic", "bavarian", "tschigg", "pub")

#: Subcommand modules under chicago_desktop.commands, in the order --help lists them.
SUBCOMMANDS = ("replay", "hint", "review", "simulate", "host", "join")


def build_parser(commands: Sequence[str] = SUBCOMMANDS) -> argparse.ArgumentParser:
    """The argument parser, with the parsers of ``commands`` registered.

    Registering a subcommand imports its module (and with it the engine, records or AI),
    so :func:`main` registers only the one named on the command line, or all of them for
    ``--help``; opening the window imports none of them.
    """
    parser = argparse.ArgumentParser(
        prog="chicago-desktop",
        description=_("Chicago, the three-dice pub game. Without a command, opens the game."),
    )
    parser.add_argument("--version", action="version", version=f"chicago-desktop {__version__}")
    parser.add_argument("--lang", metavar="CODE", help=_("language of the game, e.g. de or ja"))
    parser.add_argument(
        "--demo", action="store_true", help=_("watch a match with every seat played by the CPU")
    )
    parser.add_argument(
        "--preset",
        choices=DEMO_PRESETS,
        default="classic",
        help=_("with --demo: the game the CPUs play"),
    )
    parser.add_argument(
        "--speed",
        choices=("slow", "normal", "fast", "instant"),
        help=_("pace of CPU turns"),
    )
    parser.add_argument(
        "--quit-at-end", action="store_true", help=_("with --demo: print the outcome and exit")
    )
    parser.add_argument(
        "--smoke-test", action="store_true", help=_("open, paint the main window once and exit")
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMANDS:
        if name not in commands:
            # A bare entry, so that a mistyped command is answered with the real choices
            # ("choose from replay, hint, simulate") without importing any of them.
            sub.add_parser(name)
            continue
        try:
            module = importlib.import_module(f"chicago_desktop.commands.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"chicago_desktop.commands.{name}":
                raise
            continue
        module.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``chicago-desktop`` scripts and of ``python -m chicago_desktop``.

    Output cut short by the reader (``chicago-desktop replay FILE | head``) ends the
    program quietly with status 1 instead of a ``BrokenPipeError`` traceback.
    """
    try:
        return _main(argv)
    except BrokenPipeError:
        _silence_stdout()
        return 1


def _silence_stdout() -> None:
    """Point standard output at the null device, so the flush at exit cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no real file behind sys.stdout (a test's capture)
        pass


def _main(argv: Sequence[str] | None) -> int:
    from .i18n import match_language, set_language

    raw = list(sys.argv[1:] if argv is None else argv)
    named = [arg for arg in raw if arg in SUBCOMMANDS][:1]
    wants_help = any(arg in ("-h", "--help") for arg in raw)
    parser = build_parser(named or (SUBCOMMANDS if wants_help else ()))
    args = parser.parse_args(raw)
    if args.lang is not None:
        code = match_language([args.lang])
        if code is None:
            parser.error(
                # Translators: {code} is what was typed after --lang; {languages} lists codes.
                _("unknown language '{code}'; choose from {languages}").format(
                    code=visible(args.lang), languages=", ".join(available_languages())
                )
            )
        set_language(code)
    if args.quit_at_end and not args.demo:
        parser.error(_("--quit-at-end works only with --demo"))
    run = getattr(args, "run", None)
    if run is not None:
        return int(run(args))
    try:
        ui_app = importlib.import_module("chicago_desktop.ui.app")
    except ModuleNotFoundError as exc:
        if exc.name != "chicago_desktop.ui.app":
            raise
        print(_("The game window is not part of this version yet; try 'chicago-desktop --help'."))
        return 0
    return int(ui_app.run(args))


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
