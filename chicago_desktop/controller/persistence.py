"""Keeping the match safe: the autosave after every action, the statistics at the end.

:class:`MatchPersistence` listens to a :class:`~.game.GameController`. After each engine
action (``action_applied``) it replaces the autosave with the match's record, so a crash
or a kill loses at most the action in flight. When the end of a match has been shown it
records the match in the statistics (only matches with a human seat count; the storage
function checks) and then clears the autosave with the ended match's record, so another
running copy's match in progress survives.

Only a match that ended by an action played here is recorded: a finished record that is
merely *opened* shows its end without counting it again. Demo matches are neither saved nor
recorded (``enabled`` answers False for them).

Saving never stops the game: a failure (read-only folder, disk full, the statistics file
locked by another copy for too long) becomes one sentence on :attr:`problem` for the
status bar, and play goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ..i18n import _

if TYPE_CHECKING:
    from ..engine import Match
    from ..records import PlayerInfo
    from .game import GameController


def _reason(exc: BaseException) -> str:
    """A short reason for a failed save, as the system words it."""
    if isinstance(exc, TimeoutError):
        return _("another copy of Chicago is using the file")
    return str(exc.strerror or exc) if isinstance(exc, OSError) else str(exc)


class MatchPersistence(QObject):
    """The autosave and the statistics of the controller's matches."""

    #: A sentence for the status bar: a save failed (play goes on).
    problem = Signal(str)
    #: The statistics as the file now holds them, after a match was recorded.
    statistics_changed = Signal(object)
    #: A match ended and its autosave was cleared (the home screen stops offering it).
    autosave_cleared = Signal()

    def __init__(
        self,
        controller: GameController,
        parent: QObject | None = None,
        *,
        enabled: Callable[[], bool] = lambda: True,
        clock: Callable[[], datetime] = lambda: datetime.now().astimezone(),
    ) -> None:
        super().__init__(parent)
        self._c = controller
        self._enabled = enabled
        self._clock = clock
        self._live = False  # an action was played in this window since the match was shown
        self._autosave_failed = False
        self._last_record: dict[str, object] | None = None
        controller.match_started.connect(self._on_started)
        controller.action_applied.connect(self._on_action)
        controller.event_shown.connect(self._on_event)

    @property
    def last_record(self) -> dict[str, object] | None:
        """The record of the current match, or of the last one after leaving the table."""
        current = self._c.record_json()
        return current if current is not None else self._last_record

    # ------------------------------------------------------------- reactions
    def _on_started(self) -> None:
        self._live = False
        self._last_record = self._c.record_json()

    def _on_action(self) -> None:
        record = self._c.record_json()
        self._last_record = record
        self._live = True
        if record is None or not self._enabled():
            return
        from ..storage.autosave import save_autosave

        try:
            save_autosave(record)
        except (OSError, TimeoutError) as exc:
            if not self._autosave_failed:  # once, not after every throw
                self._autosave_failed = True
                self.problem.emit(
                    _("The match could not be saved for resuming later: {reason}").format(
                        reason=_reason(exc)
                    )
                )
            return
        self._autosave_failed = False

    def _on_event(self, event: object) -> None:
        from ..engine import MatchEnded

        if isinstance(event, MatchEnded):
            self._on_ended()

    def _on_ended(self) -> None:
        match, players, record = self._c.match, self._c.players, self._c.record_json()
        self._last_record = record
        if not self._live or not self._enabled() or match is None or record is None:
            return
        self._live = False
        # After the end has been painted: the save is small, but the end comes first.
        QTimer.singleShot(0, self, lambda: self.finish(match, players, record))

    def finish(
        self, match: Match, players: tuple[PlayerInfo, ...], record: dict[str, object]
    ) -> None:
        """Record the ended match in the statistics, then clear its autosave.

        If the statistics cannot be saved the autosave is kept: the next start records the
        finished match from it (``load_autosave``) and removes it.
        """
        from ..storage.autosave import clear_autosave
        from ..storage.statistics import record_and_save

        if any(not p.is_cpu for p in players):
            try:
                stats = record_and_save(match, players, self._clock())
            except (OSError, TimeoutError) as exc:
                self.problem.emit(
                    _("The result could not be added to your statistics: {reason}").format(
                        reason=_reason(exc)
                    )
                )
                return
            self.statistics_changed.emit(stats)
        try:
            clear_autosave(record=record)
        except (OSError, TimeoutError) as exc:
            self.problem.emit(
                _("The saved match could not be removed: {reason}").format(reason=_reason(exc))
            )
            return
        self.autosave_cleared.emit()
