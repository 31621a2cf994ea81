"""*File → Replay a record…* and ``MainWindow.open_replay``: the main window's part for the
replay viewer (:mod:`.replay_viewer`) and the review (:mod:`.review_dialog`).

Built with the main window, before its first paint, so it imports nothing but the action
and touches no ``Qt`` enum (``ui/first_paint.py``); the viewer, the records and the engine
are imported when a record is first shown.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from ..i18n import _

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .replay_viewer import ReplayViewer
    from .review_dialog import ReviewDialog


class ReplayEntry(QObject):
    """*File → Replay a record…*, and the viewer windows it opens (one at a time)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.viewer: ReplayViewer | None = None
        self.action = QAction(window)
        self.action.setShortcuts([QKeySequence("Ctrl+Shift+O")])
        self.action.triggered.connect(lambda _checked=False: self.open())
        window.addAction(self.action)
        menu = window.saved.file_menu
        menu.insertAction(window.saved.export_record_action, self.action)
        self.retranslate_ui()

    def open(self, source: object = None) -> ReplayViewer | None:
        """Show ``source`` (a record, its JSON, a path; None: ask for a file) in the viewer.

        A record that cannot be read or breaks a rule is explained in the same box as
        *Open record…* uses, and nothing else changes.
        """
        from ..records import RecordError
        from ..review import RecordSteps
        from .replay_viewer import ReplayViewer, record_of

        path: str | None = None
        if source is None:
            path = self.window.saved.choose_record_file(_("Replay a record"))
            if not path:
                return None
            source = Path(path)
        elif isinstance(source, str | Path) and not str(source).lstrip().startswith("{"):
            path = str(source)
        try:
            steps = RecordSteps(record_of(source))
        except RecordError as exc:
            self.window.saved.show_record_error(path, exc)
            return None
        if self.viewer is not None:
            self.viewer.close()
            self.viewer.deleteLater()
        viewer = ReplayViewer(steps, self.window)
        viewer.review_requested.connect(lambda: self.show_review(viewer))
        self.viewer = viewer
        place_beside(viewer, self.window)
        viewer.show()
        viewer.raise_()
        viewer.activateWindow()
        return viewer

    def show_review(self, viewer: ReplayViewer) -> ReviewDialog:
        """The decisions of the record's human seats; a row shows its step in the viewer."""
        from .review_dialog import ReviewDialog

        if viewer.review_dialog is None:
            dialog = ReviewDialog(viewer.steps.record, viewer)
            dialog.action_requested.connect(viewer.go_to_action)
            viewer.review_dialog = dialog
        dialog = viewer.review_dialog
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def retranslate_ui(self) -> None:
        """The menu entry in the current language."""
        self.action.setText(_("&Replay a record…"))
        self.action.setToolTip(_("Step through a saved game record, throw by throw"))


def place_beside(window: QWidget, anchor: QWidget) -> None:
    """Put ``window`` to the right of ``anchor`` where the screen has room, else its left,
    else over its right part, so the table stays in view while both are open."""
    screen = anchor.screen()
    frame = anchor.frameGeometry()
    if screen is None:
        return
    room = screen.availableGeometry()
    width = min(window.width(), room.width())
    height = min(window.height(), room.height())
    if frame.right() + width < room.right():
        x = frame.right() + 1
    elif frame.left() - width > room.left():
        x = frame.left() - width
    else:
        x = max(room.left(), room.right() - width)
    y = max(room.top(), min(frame.top(), room.bottom() - height))
    window.resize(width, height)
    window.move(x, y)
