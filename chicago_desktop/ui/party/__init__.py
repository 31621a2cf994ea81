"""Dice Round in the window: host and join screens, the shared table, the Qt transport."""
