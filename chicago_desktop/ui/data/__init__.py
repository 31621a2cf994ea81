"""Files the window ships: the players' rules page (rules_players.md) and its translations.

The page is written for players; the project's rules decisions are docs/rules.md (developers).
"""
