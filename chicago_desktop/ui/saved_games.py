"""What the window keeps between runs: Resume, statistics, record files and notices.

:class:`SavedGames` is the main window's part for everything stored on disk, kept out of
``main_window.py`` so the window stays small:

- after the first paint (:meth:`SavedGames.load_saved_state`) it reads the statistics and
  the autosave, shows the notices of files that storage had to set aside (once, in a
  dismissible banner on the home screen) and offers *Resume* when a match can be resumed;
- it attaches a :class:`~chicago_desktop.controller.persistence.MatchPersistence` to the
  controller (autosave after every action, statistics when a match ends, never for demos);
- it owns the *File* menu (*Open record…*, *Export record…*) and the *Statistics* window.

Chicago 2–12 games (R60) go the same ways: their autosave is offered by the same *Resume*,
*Open record…* reads either kind of record, and *Export record…* writes the record of
whichever game was played last; the window's :class:`~.twelve_entry.TwelveEntry` plays them.

Nothing here imports the engine or storage before it is needed, and the dialogs' classes
are looked up when first shown (PySide6 builds each class's enums on first use), so the
home screen is painted as fast as before.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6 import QtCore, QtWidgets
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from ..i18n import _

if TYPE_CHECKING:
    from datetime import datetime

    from PySide6.QtWidgets import QMessageBox

    from ..controller import GameController
    from ..controller.persistence import MatchPersistence
    from ..records import GameRecord, RecordError
    from ..storage.statistics import Statistics
    from ..two_to_twelve.records import TwelveRecord
    from .main_window import MainWindow
    from .statistics_window import StatisticsWindow


class SavedGames(QObject):
    """Resume, record files, statistics and notices for one main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.persistence: MatchPersistence | None = None
        self._statistics: Statistics | None = None
        self.statistics_window: StatisticsWindow | None = None
        self.record_error_box: QMessageBox | None = None
        self._resume_record: GameRecord | TwelveRecord | None = None
        self._loaded = False
        self._build_actions()
        window.home.statistics_requested.connect(self.show_statistics)
        window.home.resume.requested.connect(self.resume)
        window.stack.currentChanged.connect(self._screen_changed)

    # ------------------------------------------------------------------ build
    def _build_actions(self) -> None:
        w = self.window
        self.open_record_action = QAction(w)
        # Lists, not setShortcut: see MainWindow._build_actions.
        self.open_record_action.setShortcuts(QKeySequence.StandardKey.Open)
        self.open_record_action.triggered.connect(lambda _checked=False: self.open_record())
        self.export_record_action = QAction(w)
        self.export_record_action.setShortcuts([QKeySequence("Ctrl+E")])
        self.export_record_action.triggered.connect(lambda _checked=False: self.export_record())
        self.export_record_action.setEnabled(False)
        self.statistics_action = QAction(w)
        self.statistics_action.setShortcuts([QKeySequence("Ctrl+T")])
        self.statistics_action.triggered.connect(self.show_statistics)
        for act in (self.open_record_action, self.export_record_action, self.statistics_action):
            w.addAction(act)
        bar = w.menuBar()
        self.file_menu = QMenu(bar)
        self.file_menu.addAction(self.open_record_action)
        self.file_menu.addAction(self.export_record_action)
        bar.insertMenu(w.game_menu.menuAction(), self.file_menu)
        w.game_menu.insertAction(w.home_action, self.statistics_action)

    def attach(self, controller: GameController) -> None:
        """Save the controller's matches (called when the window adopts its controller)."""
        from ..controller.persistence import MatchPersistence

        persistence = MatchPersistence(controller, self, enabled=lambda: not self.window.demo)
        persistence.problem.connect(self.window.set_status)
        persistence.statistics_changed.connect(self.statistics_recorded)
        persistence.autosave_cleared.connect(self.refresh_resume)
        controller.state_changed.connect(self._update_actions)
        controller.match_started.connect(self._three_dice_started)
        self.persistence = persistence

    def _three_dice_started(self) -> None:
        self.window.twelve.latest = False  # Export now means this match

    def _update_actions(self) -> None:
        # has_record, not last_record: this runs on every state change, and building the
        # whole record only to see that there is one cost more as the match grew.
        self.export_record_action.setEnabled(
            (self.persistence is not None and self.persistence.has_record)
            or self.window.twelve.built
        )

    def update_actions(self) -> None:
        """Enable Export once there is a record to export (the Chicago 2–12 entry calls it)."""
        self._update_actions()

    # -------------------------------------------------------------- start-up
    def load_saved_state(self) -> None:
        """Read statistics and autosave, show notices once, offer Resume (after first paint)."""
        self.load_statistics()
        self.refresh_resume()

    def load_statistics(self) -> None:
        """Read the statistics and show the notices of files set aside (the first half of
        :meth:`load_saved_state`; :meth:`refresh_resume` is the other)."""
        from ..storage.statistics import load_statistics

        self._loaded = True
        store = self.window.store
        if store.notice:  # the settings file was set aside at start
            text = store.notice
            self.window.home.notices.add(lambda: text)
            store.notice = None  # shown here; nobody repeats it
        loaded = load_statistics()
        self._statistics = loaded.value
        if loaded.problem is not None:
            self.window.home.notices.add(loaded.problem.text)

    @property
    def statistics(self) -> Statistics:
        """The statistics as last loaded or saved."""
        if self._statistics is None:
            from ..storage.statistics import load_statistics

            loaded = load_statistics()
            self._statistics = loaded.value
            if loaded.problem is not None:
                self.window.home.notices.add(loaded.problem.text)
        return self._statistics

    def _screen_changed(self, _index: int) -> None:
        if self._loaded and self.window.stack.currentWidget() is self.window.home:
            self.refresh_resume()
        self._update_actions()

    def refresh_resume(self) -> None:
        """Offer the autosaved match on the home screen, if there is one to resume."""
        if self.window.demo:
            return
        from datetime import datetime

        from ..records import GameRecord, RecordError, replay_record
        from ..storage.autosave import load_autosave
        from ..storage.paths import autosave_path

        loaded = load_autosave()
        if loaded.problem is not None:
            self.window.home.notices.add(loaded.problem.text)
        record = loaded.value
        self._resume_record = record
        if record is None:
            self.window.home.resume.offer(None)
            return
        try:
            if isinstance(record, GameRecord):
                round_number = replay_record(record).match.round_index + 1
            else:
                round_number = _round_of(record)
            saved = datetime.fromtimestamp(autosave_path().stat().st_mtime)
        except (OSError, RecordError):
            self._resume_record = None
            self.window.home.resume.offer(None)
            return
        self.window.home.resume.offer(_resume_subtitle(record, round_number, saved))

    # ------------------------------------------------------------ resume/open
    @property
    def resume_record(self) -> GameRecord | TwelveRecord | None:
        """The saved match the home screen offers to resume, if any."""
        return self._resume_record

    def forget_resume(self) -> None:
        """The saved match was discarded (ui/unfinished.py): Resume offers nothing."""
        self._resume_record = None
        self.window.home.resume.offer(None)

    def resume(self) -> bool:
        """Continue the autosaved match at the table."""
        record = self._resume_record
        if record is None:
            return False
        if not self._show_record(record, None):
            return False
        self.window.set_status(_("The saved match goes on where it was left."))
        return True

    def _show_record(self, record: GameRecord | TwelveRecord, path: str | None) -> bool:
        from ..records import GameRecord, RecordError

        if not isinstance(record, GameRecord):  # Chicago 2–12 (R60): its own screen
            self.window.twelve.restore(record)
            return True
        try:
            self.window.controller.restore(record)
        except RecordError as exc:
            self.show_record_error(path, exc)
            return False
        self.window.show_table()
        return True

    def open_record(self, path: str | None = None) -> bool:
        """Load a record file and show its match; an unfinished one may be played on."""
        if path is None:
            path = self.choose_record_file(_("Open record"))
            if not path:
                return False
        from ..records import RecordError, load_record
        from ..two_to_twelve import records as twelve

        record: GameRecord | TwelveRecord
        try:
            data = twelve.read_file(path)
            decoded = twelve.decode(data)
            # A record that names its game is a Chicago 2–12 record (RECORDS.md).
            record = (
                twelve.parse_record(data) if twelve.is_two_to_twelve(decoded) else load_record(path)
            )
        except RecordError as exc:
            self.show_record_error(path, exc)
            return False
        if _unfinished(record):  # it would become the match played on: ask first (D16)
            return self.window.unfinished.confirm(lambda: self._open_loaded(record, path))
        return self._open_loaded(record, path)

    def _open_loaded(self, record: GameRecord | TwelveRecord, path: str) -> bool:
        if not self._show_record(record, path):
            return False
        over = (
            self.window.twelve.controller.is_over
            if _is_twelve(record)
            else self.window.controller.is_over
        )
        if over:
            self.window.set_status(_("Record opened: the match is over."))
        else:
            self.window.set_status(_("Record opened: the match can be played on."))
        return True

    # ------------------------------------------------------------ file dialogs
    def start_folder(self) -> str:
        """Where a file dialog starts: the folder last used (kept in the settings, so it
        outlives the run) while it exists, else the user's documents folder."""
        last = self.window.store.get("last_folder")
        if isinstance(last, str) and last and Path(last).is_dir():
            return last
        return documents_folder()

    def remember_folder(self, path: str) -> None:
        """Keep the folder of ``path`` (a record just opened or saved) for the next dialog."""
        folder = str(Path(path).resolve().parent)
        if folder != self.window.store.get("last_folder"):
            # A path the settings cannot hold (a lone surrogate) is simply not kept.
            with contextlib.suppress(ValueError):
                self.window.store.update(last_folder=folder)

    def choose_record_file(self, title: str) -> str:
        """Ask for a record to read (starting in :meth:`start_folder`); '' if cancelled."""
        path, _chosen = QtWidgets.QFileDialog.getOpenFileName(
            self.window,
            title,
            self.start_folder(),
            _("Chicago game records (*.json);;All files (*)"),
        )
        if path:
            self.remember_folder(path)
        return str(path or "")

    def show_record_error(self, path: str | None, exc: RecordError) -> QMessageBox:
        """Say why a record cannot be opened (non-blocking); nothing else changes."""
        if self.record_error_box is not None:
            self.record_error_box.close()
            self.record_error_box.deleteLater()
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(_("Open record"))
        from .record_errors import reason_text, refusal_text

        # Translated, actions counted from 1 (the machine output keeps its own line).
        box.setText(refusal_text(exc))
        details = reason_text(exc)
        box.setInformativeText(
            _("File: {file}\nReason: {reason}").format(file=path, reason=details)
            if path
            else _("Reason: {reason}").format(reason=details)
        )
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.record_error_box = box
        box.open()
        return box

    def export_record(self, path: str | None = None) -> bool:
        """Save the record of the current or last match as a JSON file, atomically."""
        if self.window.twelve.latest:
            record = self.window.twelve.last_record
        else:
            record = self.persistence.last_record if self.persistence is not None else None
        if record is None:
            self.window.set_status(_("There is no match to export yet."))
            return False
        if path is None:
            from datetime import datetime

            name = datetime.now().strftime("chicago-%Y%m%d-%H%M.json")
            start = str(Path(self.start_folder()) / name)
            path, _chosen = QtWidgets.QFileDialog.getSaveFileName(
                self.window,
                _("Export record"),
                start,
                _("Chicago game records (*.json)"),
            )
            if not path:
                return False
        if not path.lower().endswith(".json"):
            path += ".json"
        from ..records import dumps_record
        from ..storage.atomic import write_atomic

        self.remember_folder(path)
        try:
            write_atomic(Path(path), dumps_record(record).encode("utf-8"))
        except OSError as exc:
            self.window.set_status(
                _("The record could not be saved: {reason}").format(reason=exc.strerror or str(exc))
            )
            return False
        self.window.set_status(_("The record was saved as {file}.").format(file=path))
        return True

    # -------------------------------------------------------------- statistics
    def show_statistics(self) -> StatisticsWindow:
        """The Statistics window (one, reused)."""
        from .statistics_window import StatisticsWindow

        if self.statistics_window is None:
            win = StatisticsWindow(self.statistics, self.window)
            win.reset_done.connect(self._statistics_reset)
            self.statistics_window = win
        else:
            self.statistics_window.set_statistics(self.statistics)
        self.statistics_window.show()
        self.statistics_window.raise_()
        self.statistics_window.activateWindow()
        return self.statistics_window

    def statistics_recorded(self, stats: Statistics) -> None:
        """Show the statistics after a match or a game of Chicago 2–12 was recorded."""
        self._statistics = stats
        if self.statistics_window is not None:
            self.statistics_window.set_statistics(stats)

    def _statistics_reset(self, stats: Statistics) -> None:
        self._statistics = stats
        self.window.set_status(_("The statistics were reset."))

    # --------------------------------------------------------------- language
    def retranslate_ui(self) -> None:
        """Set every text of the menu, actions and windows kept here."""
        self.file_menu.setTitle(_("&File"))
        self.open_record_action.setText(_("&Open record…"))
        self.open_record_action.setToolTip(_("Show a saved game record and play it on"))
        self.export_record_action.setText(_("&Export record…"))
        self.export_record_action.setToolTip(
            _("Save the record of the current or last match as a file")
        )
        self.statistics_action.setText(_("Stat&istics…"))
        self.statistics_action.setToolTip(_("Figures and charts of your matches"))
        if self.statistics_window is not None:
            self.statistics_window.retranslate_ui()


def documents_folder() -> str:
    """The user's documents folder (Qt's DocumentsLocation, else platformdirs, else home)."""
    located = QtCore.QStandardPaths.writableLocation(
        QtCore.QStandardPaths.StandardLocation.DocumentsLocation
    )
    if located and Path(located).is_dir():
        return located
    try:
        import platformdirs

        folder = platformdirs.user_documents_dir()
    except Exception:  # an odd platform must not stop a file dialog from opening
        folder = ""
    if folder and Path(folder).is_dir():
        return folder
    return str(Path.home())


def _is_twelve(record: object) -> bool:
    """True for a Chicago 2–12 record (R60)."""
    from ..two_to_twelve.records import TwelveRecord

    return isinstance(record, TwelveRecord)


def _round_of(record: TwelveRecord) -> int:
    """The round a Chicago 2–12 record stands at, counted from 1."""
    from ..two_to_twelve.records import replay_record

    return replay_record(record).game.round_index + 1


def _unfinished(record: GameRecord | TwelveRecord) -> bool:
    """True for a record whose match can be played on (a bad one is reported later): it
    would take the autosave's place, whichever game it is (R60 shares the autosave)."""
    from ..records import GameRecord, RecordError, replay_record

    if not isinstance(record, GameRecord):
        from ..two_to_twelve import records as twelve

        try:
            return not twelve.replay_record(record).game.is_over
        except RecordError:
            return False
    try:
        return not replay_record(record).match.is_over
    except RecordError:
        return False


def _resume_subtitle(
    record: GameRecord | TwelveRecord, round_number: int, saved: datetime
) -> Callable[[], str]:
    """Who plays, which round, when it was saved: worded in the language of the moment."""
    from ..texts import names_text

    names = [p.name for p in record.players]
    moment = QtCore.QDateTime.fromSecsSinceEpoch(int(saved.timestamp()))

    def text() -> str:
        return _("{names} · round {round} · saved {when}").format(
            names=names_text(names),
            round=round_number,
            when=QtCore.QLocale().toString(moment, QtCore.QLocale.FormatType.ShortFormat),
        )

    return text
