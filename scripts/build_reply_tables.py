"""Write chicago_desktop/ai/data/reply_tables.json: the match values of Expert's exact
heads-up reply to Medium for every preset where Expert plays it (ai/reply_table.py).

Run after any change to the rules, the round values or the heads-up optimum:
``python scripts/build_reply_tables.py`` (about a second a preset); the test
``tests/ai/test_reply_table.py`` fails while the shipped file is out of date.
"""

from __future__ import annotations

import json
import os
import tempfile

from chicago_desktop.ai.preset_optimum import OPTIMA, optimum
from chicago_desktop.ai.preset_reply import REPLY_STRUCTURES
from chicago_desktop.ai.reply_table import FORMAT, TABLE_FILE, encode
from chicago_desktop.engine import PRESET_NAMES, preset


def main() -> None:
    tables = []
    for name in PRESET_NAMES:
        rules = preset(name)
        if rules.match not in REPLY_STRUCTURES:
            continue
        m = optimum(rules)
        tables.append(encode(rules, m.value, m.solved_for))
        OPTIMA.pop(rules, None)
        print(f"{name}: {len(m.value)} states, start {m.start():.12f}")
    text = json.dumps({"format": FORMAT, "tables": tables}, indent=1) + "\n"
    TABLE_FILE.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=TABLE_FILE.parent, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(text)
    os.replace(tmp, TABLE_FILE)
    print(f"wrote {TABLE_FILE}")


if __name__ == "__main__":
    main()
