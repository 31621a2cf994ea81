"""Print an application's AT-SPI tree as JSON lines, one per accessible object.

    /usr/bin/python3 read_tree.py APP_NAME

Run with the system's Python: it needs PyGObject and the Atspi typelib (Debian:
python3-gi, gir1.2-atspi-2.0), not the game's virtual environment. Each line holds the
object's path of indexes, role, name, description, states, text and relations; the exit
status is 3 when the application is not on the bus.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import gi  # type: ignore[import-not-found]

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # type: ignore[import-not-found]  # noqa: E402

MAX_NODES = 4000


def states(node: Any) -> list[str]:
    found = node.get_state_set().get_states()
    return sorted(Atspi.StateType(s).value_nick for s in found)


def text_of(node: Any) -> str | None:
    text = node.get_text_iface()
    if text is None:
        return None
    return str(text.get_text(0, text.get_character_count()))


def relations(node: Any) -> list[list[str]]:
    out = []
    for relation in node.get_relation_set() or []:
        kind = relation.get_relation_type().value_nick
        for i in range(relation.get_n_targets()):
            out.append([kind, relation.get_target(i).get_name() or ""])
    return out


def main() -> int:
    name = sys.argv[1]
    desktop = Atspi.get_desktop(0)
    app = None
    for i in range(desktop.get_child_count()):
        child = desktop.get_child_at_index(i)
        if child is not None and child.get_name() == name:
            app = child
    if app is None:
        return 3
    stack: list[tuple[tuple[int, ...], Any]] = [((), app)]
    count = 0
    while stack and count < MAX_NODES:
        path, node = stack.pop()
        count += 1
        try:
            line = {
                "path": list(path),
                "role": node.get_role_name(),
                "name": node.get_name() or "",
                "description": node.get_description() or "",
                "states": states(node),
                "text": text_of(node),
                "relations": relations(node),
            }
            children = node.get_child_count()
        except Exception as error:  # an object gone while read: say so, go on
            print(json.dumps({"path": list(path), "error": str(error)}))
            continue
        print(json.dumps(line, ensure_ascii=False))
        for i in reversed(range(children)):
            child = node.get_child_at_index(i)
            if child is not None:
                stack.append(((*path, i), child))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
