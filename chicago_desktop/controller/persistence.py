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

Saving never stops the game, nor the window: locks are waited for a quarter of a second
at most (``storage.lock.WINDOW_TIMEOUT``). A failure (read-only folder, disk full, the
statistics file locked by another copy) becomes one sentence on :attr:`problem` for the
status bar, and play goes on. A finished match the statistics cannot take is never
dropped: it waits in the statistics' pending queue (or in memory), and is recorded by a
later retry or the next successful save.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QObject, QTimer, Signal

from ..i18n import _
from ..storage.record_text import RecordText

if TYPE_CHECKING:
    from ..engine import Match
    from ..records import PlayerInfo
    from ..storage.statistics import MatchEntry, NotRecorded
    from .game import GameController

#: How often matches the statistics could not take are offered to them again.
RETRY_MS: Final = 15_000


def save_reason(exc: BaseException) -> str:
    """A short reason for a failed save, as the system words it."""
    if isinstance(exc, TimeoutError):
        return _("another copy of Chicago is using the file")
    return str(exc.strerror or exc) if isinstance(exc, OSError) else str(exc)


class AutosaveWriter:
    """Writes the autosave after an action and says once, not after every throw, when it
    cannot; play goes on either way. Shared by the three-dice and the Chicago 2–12
    persistence, which differ only in the record text they hand over."""

    def __init__(self, problem: Callable[[str], None]) -> None:
        self._problem = problem
        self._failed = False

    def save(self, text: str) -> None:
        """Replace the autosave with ``text`` (atomically, with fsync)."""
        from ..storage.autosave import save_autosave

        try:
            save_autosave(text)
        except (OSError, TimeoutError) as exc:
            if not self._failed:
                self._failed = True
                self._problem(
                    _("The match could not be saved for resuming later: {reason}").format(
                        reason=save_reason(exc)
                    )
                )
            return
        self._failed = False


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
        self._autosave = AutosaveWriter(self.problem.emit)
        self._last_record: dict[str, object] | None = None
        self._last_match: tuple[Match, tuple[PlayerInfo, ...]] | None = None
        self._text = RecordText()
        self._unrecorded: list[MatchEntry] = []
        self._told_not_recorded = False
        self._retry = QTimer(self)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self.retry_recording)
        controller.match_started.connect(self._on_started)
        controller.action_applied.connect(self._on_action)
        controller.event_shown.connect(self._on_event)

    @property
    def last_record(self) -> dict[str, object] | None:
        """The record of the current match, or of the last one after leaving the table.

        Built when asked for (export), never on every state change.
        """
        current = self._c.record_json()
        if current is not None:
            return current
        if self._last_record is None and self._last_match is not None:
            from ..records import match_record_json

            self._last_record = match_record_json(*self._last_match)
        return self._last_record

    @property
    def has_record(self) -> bool:
        """True when :attr:`last_record` has a record to give, without building it."""
        return self._c.match is not None or self._last_match is not None

    def _remember(self) -> None:
        """Keep the current match (not its record: that is built only when asked for)."""
        match = self._c.match
        if match is not None:
            self._last_match = (match, self._c.players)
            self._last_record = None

    # ------------------------------------------------------------- reactions
    def _on_started(self) -> None:
        self._live = False
        self._remember()

    def _on_action(self) -> None:
        self._remember()
        self._live = True
        match = self._c.match
        if match is None or not self._enabled():
            return
        # Only the new action is encoded; the file is still replaced whole, with fsync.
        self._autosave.save(self._text.text(match, self._c.players))

    def _on_event(self, event: object) -> None:
        from ..engine import MatchEnded

        if isinstance(event, MatchEnded):
            self._on_ended()

    def _on_ended(self) -> None:
        match, players, record = self._c.match, self._c.players, self._c.record_json()
        self._remember()
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

        The window's thread never waits long for the statistics lock (``WINDOW_TIMEOUT``).
        A match the statistics cannot take now goes to their pending queue (and the
        autosave is cleared: the match is safe there); when even the queue fails it stays
        in memory and in the autosave. Either way the player is told once, and a timer
        tries again every :data:`RETRY_MS` until the matches are recorded.
        """
        from ..storage.autosave import clear_autosave
        from ..storage.lock import WINDOW_TIMEOUT
        from ..storage.statistics import NotRecorded, record_and_save
        from ..storage.statistics.model import match_entry

        if any(not p.is_cpu for p in players):
            finished_at = self._clock()
            try:
                stats = record_and_save(
                    match,
                    players,
                    finished_at,
                    timeout=WINDOW_TIMEOUT,
                    also=tuple(self._unrecorded),
                )
            except NotRecorded as exc:
                if exc.kept:
                    self._unrecorded.clear()
                else:
                    self._unrecorded.append(match_entry(match, players, finished_at))
                self._not_recorded(exc)
                if not exc.kept:
                    return
            else:
                self._recorded(stats)
        try:
            clear_autosave(record=record)
        except (OSError, TimeoutError) as exc:
            self.problem.emit(
                _("The saved match could not be removed: {reason}").format(reason=save_reason(exc))
            )
            return
        self.autosave_cleared.emit()

    @property
    def unrecorded(self) -> int:
        """Finished matches held in memory because neither the statistics nor the queue
        could take them."""
        return len(self._unrecorded)

    def _not_recorded(self, exc: NotRecorded) -> None:
        if not self._told_not_recorded:  # once: the player cannot do more about it
            self._told_not_recorded = True
            self.problem.emit(
                _(
                    "The result could not be added to your statistics yet: {reason}. "
                    "It is kept and will be added as soon as saving works again."
                ).format(reason=save_reason(exc.cause))
            )
        if not self._retry.isActive():
            self._retry.start()

    def _recorded(self, stats: object) -> None:
        self._unrecorded.clear()
        self._retry.stop()
        self.statistics_changed.emit(stats)

    def retry_recording(self) -> bool:
        """Try again to record the matches kept back; True when they are in the file now."""
        from ..storage.lock import WINDOW_TIMEOUT
        from ..storage.statistics import NotRecorded, Statistics, save_entries
        from ..storage.statistics.model import add_entries

        try:
            stats = save_entries(
                add_entries(Statistics(), tuple(self._unrecorded)), timeout=WINDOW_TIMEOUT
            )
        except NotRecorded as exc:
            if exc.kept:
                self._unrecorded.clear()
            return False
        self._recorded(stats)
        return True
