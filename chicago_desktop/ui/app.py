"""Starting the window: ``chicago-desktop`` without a subcommand (see cli.py)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import MutableMapping
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

APP_NAME = "Chicago"
ORGANIZATION = "chicago-desktop"
#: The desktop entry's name (resources/), which Wayland matches windows to.
APP_ID = "io.github.chicago_desktop.Chicago"


#: Qt's switch that turns off the thread pool its raster engine hands large fills to.
NO_FILL_POOL = "QT_NO_GUI_THREADPOOL"


def serial_fills(environ: MutableMapping[str, str] = os.environ) -> bool:
    """Keep Qt's painting on the window's own thread where its fill pool cannot help; True
    when it was switched off here. Called before the QApplication exists.

    Qt's raster engine splits every fill of 96 scan lines or more (the felt, a die, a
    table's rows) among a pool of ``max(1, cores // 4)`` threads and waits for them. Below
    eight cores that pool is one thread: the same fill done serially on another thread,
    plus a hand-off and a wake-up each time. On a 2-core machine the lesson and whole-match
    window tests took 21 s of CPU without the pool against 23-26 s with it; the pixels are
    the same. Whoever sets the variable themselves (to anything) is left alone.
    """
    if NO_FILL_POOL in environ or (os.cpu_count() or 1) >= 8:
        return False
    environ[NO_FILL_POOL] = "1"
    return True


def window_icon_files() -> list[Path]:
    """The images of the window icon: the PNGs a bundle carries (packaging/icons.py draws
    them into chicago_desktop/ui/icons/), else the SVG source of a checkout, else none
    (an installed wheel: the desktop's icon theme has it)."""
    here = Path(__file__).resolve().parent
    pngs = sorted((here / "icons").glob("chicago-desktop-*.png"))
    if pngs:
        return pngs
    source = here.parents[1] / "resources" / "chicago-desktop.svg"
    return [source] if source.is_file() else []


def set_window_icon(app: QApplication) -> bool:
    """Give every window the game's icon; False when there is none to give."""
    from PySide6.QtGui import QIcon

    files = window_icon_files()
    icon = QIcon()
    for file in files:
        icon.addFile(str(file))
    if icon.isNull():
        return False
    app.setWindowIcon(icon)
    return True


def run(args: argparse.Namespace) -> int:
    """Open the window; --smoke-test, --demo, --preset, --speed and --quit-at-end as in
    cli.py."""
    # The settings (plain Python) are read before PySide6 is imported: once it is, PySide6
    # reads the source of every module imported after it, looking for its feature imports.
    from .preferences import SettingsStore

    store = SettingsStore()

    serial_fills()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .language import apply_language
    from .main_window import MainWindow

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setDesktopFileName(APP_ID)

    # --lang CODE wins over the saved setting for this run and is never saved; no setting
    # (None) means the system's language. Qt's own strings and QLocale follow.
    language = getattr(args, "lang", None) or store.get("language")
    apply_language(language if isinstance(language, str) else None, app)
    window = MainWindow(store)

    window.show()
    app.processEvents()
    window.repaint()
    if getattr(args, "smoke_test", False):
        app.processEvents()
        window.hide()
        return 0
    # After the first paint (2-5 ms of reading images it need not wait for), and before
    # the event loop runs, so the title bar and task bar have it from their first turn.
    set_window_icon(app)

    from .errors import ErrorHook

    quit_at_end = bool(getattr(args, "quit_at_end", False)) and bool(getattr(args, "demo", False))
    hook = ErrorHook(window.show_error, fatal=quit_at_end).install()
    exit_code = {"value": 0}
    if quit_at_end:

        def finished(outcome: str) -> None:
            print(outcome, flush=True)
            QTimer.singleShot(0, app.quit)

        window.demo_finished.connect(finished)

        def failed_check() -> None:
            if hook.reports:
                exit_code["value"] = 1
                app.quit()

        check = QTimer(window)
        check.timeout.connect(failed_check)
        check.start(200)

    from ..controller import start_warm_up

    demo = bool(getattr(args, "demo", False))
    speed = getattr(args, "speed", None)
    if not demo:
        window.tutorial.offer_once()  # the very first start offers Learn by playing

    def then() -> None:
        """Once the screens are built (steps of their own, so the window answers)."""
        start_warm_up()  # the AI's tables, between events
        if demo:
            window.start_demo(speed, preset=str(getattr(args, "preset", None) or "classic"))
        elif speed:
            window.controller.set_speed(speed)

    window.finish_start(in_steps=True, then=then)
    try:
        code = app.exec()
    finally:
        hook.uninstall()
    return exit_code["value"] or int(code)
