"""Never discard an unfinished match without asking (issue 15, docs/window.md D16).

A match is saved after every action (the autosave, offered by *Resume* on the home
screen), so leaving the table — the main menu, quitting — loses nothing: the match stays
the saved match. It is lost only when another match takes its place, and that is where
the window asks first:

- **New game** or **Play again** while a match is running at the table;
- **Play** in the setup while a saved match waits to be resumed;
- **Open record…** of an unfinished record (it would become the match played on) while a
  match is running or saved. A finished record only shows its end: nothing is replaced.

A Chicago 2–12 game (R60) shares the autosave with the three-dice matches, so it counts
as a running or saved match the same way.

The question is a window-modal :class:`QMessageBox` opened with ``open()`` (no nested
event loop), with the buttons *Discard match* and *Cancel*; Cancel, Escape and closing it
change nothing. *Discard match* removes the autosave, then goes on. Demo matches are never
saved, so a demo never asks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..i18n import _

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QPushButton

    from .main_window import MainWindow


class UnfinishedMatch(QObject):
    """Asks before the window replaces a running or saved match."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.box: QMessageBox | None = None
        self.discard_button: QPushButton | None = None

    def running(self) -> bool:
        """True while an unfinished match is on screen (not a demo): at the table, or a
        Chicago 2–12 game on its screen (it shares the autosave, R60)."""
        w = self.window
        if w.demo:
            return False
        screen = w.current_screen()
        if screen == "table":
            c = w._controller
            return c is not None and c.match is not None and not c.is_over
        if screen == "twelve" and w.twelve.built:
            twelve = w.twelve.controller
            return twelve.game is not None and not twelve.is_over
        return False

    def saved(self) -> bool:
        """True when a saved match waits to be resumed: the autosave is there (a finished
        match's autosave is removed when it ends, so the file is an unfinished match)."""
        if self.window.demo:
            return False
        from ..storage.paths import autosave_path

        try:
            return autosave_path().is_file()
        except OSError:
            return False

    def confirm(self, then: Callable[[], object], *, saved_too: bool = True) -> bool:
        """Run ``then`` now if nothing would be lost, else after *Discard match*.

        ``saved_too``: a saved match counts as well as a running one. Returns what ``then``
        returned, as a truth value, when it ran at once; False while the question is open.
        """
        running = self.running()
        if not running and not (saved_too and self.saved()):
            return bool(then())
        self._ask(then, running=running)
        return False

    def _ask(self, then: Callable[[], object], *, running: bool) -> None:
        # Looked up when first asked: the main window imports this module before its
        # first paint, which builds no dialog class (see first_paint.py).
        from PySide6.QtWidgets import QMessageBox

        if self.box is not None:
            self.box.close()
            self.box.deleteLater()
        box = QMessageBox(self.window)
        box.setObjectName("discard-match")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(_("Unfinished match"))
        if running:
            box.setText(_("This match is not finished. Discard it and start another?"))
        else:
            box.setText(_("A saved match is waiting to be resumed. Discard it and start another?"))
        box.setInformativeText(
            _(
                "A discarded match cannot be resumed. Cancel keeps it: play on, or find it"
                " under Resume on the main menu until another match starts."
            )
        )
        discard = box.addButton(_("&Discard match"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(_("Cancel"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)

        def answered(button: object) -> None:
            if button is discard:
                self.discard()
                then()

        box.buttonClicked.connect(answered)
        self.box = box
        self.discard_button = discard
        box.open()

    def discard(self) -> None:
        """Drop the running match and remove the saved one."""
        from ..storage.autosave import clear_autosave

        w = self.window
        if w._controller is not None:
            w._controller.abandon()
        try:
            clear_autosave()
        except (OSError, TimeoutError) as exc:
            w.set_status(
                _("The saved match could not be removed: {reason}").format(
                    reason=exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
                )
            )
        w.saved.forget_resume()
