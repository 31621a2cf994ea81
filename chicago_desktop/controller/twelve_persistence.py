"""Keeping a Chicago 2–12 game safe: the autosave after every throw, cleared at the end.

The same autosave file, lock and atomic writes as the three-dice matches
(:mod:`chicago_desktop.storage.autosave`, which reads either kind of record back), so the
home screen offers *Resume* for whichever game was played last. Only a game played on in
this window is saved; an opened finished record is not touched. Demo sessions save nothing
(``enabled`` answers False). A failed save is one sentence on :attr:`problem`; play goes on.

When a game played here ends, :attr:`game_finished` carries its record (the statistics of
Chicago 2–12 hook in there) and the autosave is cleared if it still holds that game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ..i18n import _
from ..two_to_twelve import GameEnded
from .persistence import _reason
from .twelve import TwelveController


class TwelvePersistence(QObject):
    """The autosave of the games of one :class:`TwelveController`."""

    #: A sentence for the status bar: a save failed (play goes on).
    problem = Signal(str)
    #: A game played here ended: its record (a dict), after the end was shown.
    game_finished = Signal(object)
    #: The autosave was cleared at a game's end (the home screen stops offering it).
    autosave_cleared = Signal()

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
        self._failed = False
        controller.action_applied.connect(self._on_action)
        controller.event_shown.connect(self._on_event)

    def _on_action(self) -> None:
        if not self._enabled() or self._c.game is None:
            return
        from ..storage.autosave import save_autosave

        try:
            save_autosave(self._c.record_text())
        except (OSError, TimeoutError) as exc:
            if not self._failed:  # once, not after every throw
                self._failed = True
                self.problem.emit(
                    _("The match could not be saved for resuming later: {reason}").format(
                        reason=_reason(exc)
                    )
                )
            return
        self._failed = False

    def _on_event(self, event: object) -> None:
        if not isinstance(event, GameEnded) or not self._enabled():
            return
        record = self._c.record_json()
        if record is None:
            return
        self.game_finished.emit(record)
        from ..storage.autosave import clear_autosave

        try:
            clear_autosave(record=record)
        except (OSError, TimeoutError) as exc:
            self.problem.emit(
                _("The saved match could not be removed: {reason}").format(reason=_reason(exc))
            )
            return
        self.autosave_cleared.emit()
