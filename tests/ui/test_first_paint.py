"""The first paint leaves PySide6's ``Qt`` namespace and ``QStyle`` alone (ui/first_paint.py).

The start-up target (``benchmarks/ui_startup.py``: the window painted within 1.5 times an
empty PySide6 window) rests on it: the first use of ``Qt`` from Python makes PySide6 build
its ninety-odd enums (about 20 ms), of ``QStyle`` a dozen more. A fresh interpreter opens
the window as ``chicago-desktop --smoke-test`` does and reports which of them exist.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from chicago_desktop.ui.first_paint import centred, set_enum_property
from chicago_desktop.ui.theme import ASK_SCHEME_BEFORE_PAINT

PROBE = """
import json, sys
from chicago_desktop.cli import main
code = main(["--smoke-test", *sys.argv[1:]])
{extra}
import PySide6.QtCore as core, PySide6.QtWidgets as widgets
built = [n for m, n in ((core, "Qt"), (widgets, "QStyle")) if n in vars(m)]
late = sorted(m for m in sys.modules if m.startswith(("chicago_desktop.engine",
    "chicago_desktop.ai", "chicago_desktop.records", "chicago_desktop.controller",
    "chicago_desktop.ui.table", "chicago_desktop.ui.setup")))
print(json.dumps({{"code": code, "built": built, "late": late}}))
"""


def _probe(home: Path, *args: str, extra: str = "") -> list[dict[str, Any]]:
    """Every line the probe printed (JSON), its own report last."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CHICAGO_DESKTOP_HOME=str(home))
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(extra=extra), *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.strip().splitlines()]


@pytest.mark.parametrize("args", [(), ("--lang", "de"), ("--lang", "ja")])
def test_the_first_paint_builds_neither_qt_nor_qstyle(tmp_path: Path, args: tuple[str]) -> None:
    # On Windows the system's colour scheme (an enum of Qt) is asked before the first paint,
    # on purpose (theme.ASK_SCHEME_BEFORE_PAINT); QStyle is left alone everywhere.
    built = ["Qt"] if ASK_SCHEME_BEFORE_PAINT else []
    assert _probe(tmp_path, *args)[-1] == {"code": 0, "built": built, "late": []}


def test_a_saved_dark_theme_is_painted_dark_at_once() -> None:
    """A forced theme may use ``Qt`` (its colour scheme is an enum of it), and is applied
    before the first paint all the same."""
    from chicago_desktop.storage.settings import Settings, save_settings

    save_settings(Settings(dark_mode="dark"))  # into this test's CHICAGO_DESKTOP_HOME
    check = (
        "from PySide6.QtWidgets import QApplication\n"
        "from chicago_desktop.ui.theme import is_dark_palette\n"
        "print(json.dumps({'dark': is_dark_palette(QApplication.instance().palette())}))\n"
    )
    home = Path(os.environ["CHICAGO_DESKTOP_HOME"])
    assert _probe(home, extra=check)[-2] == {"dark": True}


def test_the_probe_sees_qt_once_it_is_touched(tmp_path: Path) -> None:
    """The check above can fail: touching ``Qt`` after the paint is reported."""
    assert _probe(tmp_path, extra="from PySide6.QtCore import Qt")[-1]["built"] == ["Qt"]


def test_an_enum_property_is_set_by_its_key_names(qtbot: Any) -> None:
    label = QLabel("Chicago")
    qtbot.addWidget(label)
    set_enum_property(label, "alignment", "AlignCenter")
    from PySide6.QtCore import Qt

    assert label.alignment() == Qt.AlignmentFlag.AlignCenter
    set_enum_property(label, "textInteractionFlags", "TextSelectableByMouse")
    assert label.textInteractionFlags() == Qt.TextInteractionFlag.TextSelectableByMouse


@pytest.mark.parametrize(("name", "keys"), [("alignmnet", "AlignCenter"), ("alignment", "Middle")])
def test_a_misspelt_property_or_key_is_an_error(qtbot: Any, name: str, keys: str) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    with pytest.raises(ValueError, match=name):
        set_enum_property(label, name, keys)
    assert label.dynamicPropertyNames() == []  # no stray property left behind


def test_centred_keeps_the_widget_at_its_width_in_the_middle(qtbot: Any) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    column = QVBoxLayout(host)
    label = QLabel("Chicago")
    column.addLayout(centred(label))
    host.resize(600, 100)
    host.show()
    qtbot.waitExposed(host)
    geometry = label.geometry()
    assert geometry.width() == label.sizeHint().width()
    assert abs(geometry.center().x() - host.rect().center().x()) <= 1
