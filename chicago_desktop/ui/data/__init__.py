"""Files the window ships: the player rules document (a copy of docs/rules.md)."""
