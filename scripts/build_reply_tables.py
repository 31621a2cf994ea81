"""Write chicago_desktop/ai/data/reply_tables.json: the match values of Expert's exact
heads-up replies (to Medium and Hard in tschigg, to Easy in basic, bavarian, tschigg and
pub) for every preset and opponent where Expert plays one (ai/reply_table.py,
ai/preset_reply.py), and those of the heads-up end of a larger match (two players left
in the clearing phase, R43, R45): in tschigg with 5, 7, 9 or 11 coasters, in bavarian
and pub (against Easy) with up to 7.

Run after any change to the rules, the round values, a level's policy or the heads-up
optimum: ``python scripts/build_reply_tables.py`` (0.5-26 s a table, about 100 s in all;
basic against Easy for each of its search settings, R40).
``--check`` builds every table afresh and compares it with the shipped file bit for bit
instead (exit status 1 on any difference); CI runs it. ``tests/ai/test_reply_table.py``
checks the two cheapest tables the same way in every test run.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile

from chicago_desktop.ai.preset_optimum import forget_solved, optimum
from chicago_desktop.ai.preset_reply import REPLY_STRUCTURES, endgame_coasters
from chicago_desktop.ai.reply_table import FORMAT, TABLE_FILE, encode
from chicago_desktop.engine import PRESET_NAMES, SEARCHES_CHOICES, Rules, preset


def every_setting(name: str) -> list[Rules]:
    """The rules of every setting a player can choose for the preset (R40): basic's number
    of searches; the coaster presets have none."""
    if name == "basic":
        return [preset(name, searches=n) for n in SEARCHES_CHOICES]
    return [preset(name)]


def build() -> list[dict[str, object]]:
    """Every table, solved afresh."""
    tables = []
    for opponent, structures in REPLY_STRUCTURES.items():
        for name in PRESET_NAMES:
            for rules in every_setting(name):
                if name == "classic" or rules.match not in structures:
                    continue
                m = optimum(rules, opponent)
                tables.append(encode(rules, m.value, m.solved_for, opponent))
                forget_solved(rules, opponent)
                print(
                    f"{name} ({rules.settings()}) against {opponent}: {len(m.value)} states,"
                    f" start {m.start():.12f}"
                )
                # The heads-up ends of larger matches (the coaster presets, R43, R45).
                for coasters in endgame_coasters(rules):
                    m = optimum(rules, opponent, coasters)
                    tables.append(encode(rules, m.value, m.solved_for, opponent, coasters))
                    forget_solved(rules, opponent, coasters)
                    print(f"  its heads-up end with {coasters} coasters: {len(m.value)} states")
    return tables


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args()
    data = {"format": FORMAT, "tables": build()}
    if args.check:
        shipped = json.loads(TABLE_FILE.read_text(encoding="utf-8"))
        if shipped != data:
            print(f"{TABLE_FILE} is out of date: run scripts/build_reply_tables.py")
            return 1
        print(f"{TABLE_FILE}: every table as a fresh build gives, bit for bit")
        return 0
    text = json.dumps(data, indent=1) + "\n"
    TABLE_FILE.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=TABLE_FILE.parent, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(text)
    os.chmod(tmp, 0o644)  # mkstemp's file is private; the shipped file is read by all
    os.replace(tmp, TABLE_FILE)
    print(f"wrote {TABLE_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
