"""Subcommands of ``chicago-desktop``; each module has ``add_parser`` and ``run``."""
