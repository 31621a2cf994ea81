"""Keeping a Chicago 2–12 game safe: the autosave after every throw, cleared at the end.

The same autosave file, lock and atomic writes as the three-dice matches
(:mod:`chicago_desktop.storage.autosave`, which reads either kind of record back), so the
home screen offers *Resume* for whichever game was played last. Only a game played on in
this window is saved; an opened finished record is not touched. Demo sessions save nothing
(``enabled`` answers False). A failed save is one sentence on :attr:`problem`; play goes on.

When a game played here ends with a human seat it goes into the statistics (the same file
and pending queue as three-dice matches, :func:`~chicago_desktop.storage.statistics.
record_twelve_game`) and the autosave is cleared if it still holds that game. When
neither the statistics nor their queue can take the game, the autosave keeps it (nothing
is lost) and the player is told.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ..i18n import _
from ..two_to_twelve import GameEnded
from .persistence import AutosaveWriter, save_reason
from .twelve import TwelveController


class TwelvePersistence(QObject):
    """The autosave of the games of one :class:`TwelveController`."""

    #: A sentence for the status bar: a save failed (play goes on).
    problem = Signal(str)
    #: The autosave was cleared at a game's end (the home screen stops offering it).
    autosave_cleared = Signal()
    #: The statistics after a finished game was recorded (the window shows these).
    statistics_changed = Signal(object)

    def __init__(
        self,
        controller: TwelveController,
        parent: QObject | None = None,
        *,
        enabled: Callable[[], bool] = lambda: True,
    ) -> None:
        super().__init__(parent)
        self._c = controller
        self._enabled = enabled
        self._autosave = AutosaveWriter(self.problem.emit)
        controller.action_applied.connect(self._on_action)
        controller.event_shown.connect(self._on_event)

    def _on_action(self) -> None:
        if self._enabled() and self._c.game is not None:
            self._autosave.save(self._c.record_text())

    def _on_event(self, event: object) -> None:
        if not isinstance(event, GameEnded) or not self._enabled():
            return
        record = self._c.record_json()
        if record is None:
            return
        if not self._record_statistics():
            return  # the autosave keeps the game: it is not lost
        from ..storage.autosave import clear_autosave

        try:
            clear_autosave(record=record)
        except (OSError, TimeoutError) as exc:
            self.problem.emit(
                _("The saved match could not be removed: {reason}").format(reason=save_reason(exc))
            )
            return
        self.autosave_cleared.emit()

    def _record_statistics(self) -> bool:
        """Add the finished game to the statistics; False only when it is nowhere safe yet.

        The window's thread never waits long for the statistics lock (``WINDOW_TIMEOUT``);
        a game the file cannot take now goes to the pending queue, as a three-dice match.
        """
        from datetime import datetime

        from ..storage.lock import WINDOW_TIMEOUT
        from ..storage.statistics import NotRecorded, Statistics, record_twelve_game, save_entries

        game = self._c.game
        players = self._c.players
        if game is None or not any(not p.is_cpu for p in players):
            return True
        entry = record_twelve_game(Statistics(), game, players, datetime.now().astimezone())
        try:
            stats = save_entries(entry, timeout=WINDOW_TIMEOUT)
        except NotRecorded as exc:
            self.problem.emit(
                _(
                    "The result could not be added to your statistics yet: {reason}. "
                    "It is kept and will be added as soon as saving works again."
                ).format(reason=save_reason(exc.cause))
            )
            return exc.kept
        self.statistics_changed.emit(stats)
        return True
