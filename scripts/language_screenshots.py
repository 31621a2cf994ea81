"""Screenshots of every screen and dialog in each language, to check that nothing clips.

    QT_QPA_PLATFORM=offscreen python scripts/language_screenshots.py [OUTPUT_DIR] [CODE ...]

Writes OUTPUT_DIR/<code>/<screen>-light.png (default folder: /tmp/chicago-languages) for
the given languages (default: all), through scripts/screenshots.py's scenes. Japanese,
Chinese and Korean need a CJK font on the machine (Debian: fonts-noto-cjk).
"""

from __future__ import annotations

import importlib.util
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CHICAGO_DESKTOP_HOME", tempfile.mkdtemp(prefix="chicago-shots-"))

from PySide6.QtWidgets import QApplication

from chicago_desktop.i18n import LANGUAGES
from chicago_desktop.ui.language import apply_language

HERE = Path(__file__).resolve().parent


def _scenes():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("chicago_screenshots", HERE / "screenshots.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main() -> int:
    args = sys.argv[1:]
    out = Path(args[0]) if args else Path(tempfile.gettempdir()) / "chicago-languages"
    codes = args[1:] or list(LANGUAGES)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")
    scenes = _scenes()
    for code in codes:
        folder = out / code
        folder.mkdir(parents=True, exist_ok=True)
        apply_language(code, app)
        scenes.shoot(app, folder, "light")
        if hasattr(scenes, "shoot_saved_games"):  # Resume, Statistics
            scenes.shoot_saved_games(app, folder, "light")
    apply_language("en", app)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
