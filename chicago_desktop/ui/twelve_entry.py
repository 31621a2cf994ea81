"""Chicago 2–12 (R60) in the main window: its screen, controller and autosave, built on use.

The main window knows only :class:`TwelveEntry`: the setup hands it a
:class:`~chicago_desktop.controller.TwelveSettings` to play, and
:class:`~chicago_desktop.ui.saved_games.SavedGames` hands it a record to resume or open
and asks it for the record to export. Leaving the screen stops the game's pacing; the game
stays, so *Export record…* still finds it and Play again (the Game menu's *Rematch*, which
asks first while the game is unfinished) repeats it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from ..controller import TwelveSettings
    from ..controller.twelve import TwelveController
    from ..controller.twelve_persistence import TwelvePersistence
    from ..two_to_twelve.records import TwelveRecord
    from .main_window import MainWindow
    from .twelve_screen import TwelveScreen


class TwelveEntry(QObject):
    """The Chicago 2–12 part of one main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._controller: TwelveController | None = None
        self._screen: TwelveScreen | None = None
        self.persistence: TwelvePersistence | None = None
        #: True while the game played or shown last is a Chicago 2–12 game (for Export).
        self.latest = False
        window.stack.currentChanged.connect(self._screen_changed)

    # ------------------------------------------------------- built on demand
    @property
    def controller(self) -> TwelveController:
        """The game's controller (built on first use)."""
        if self._controller is None:
            from ..controller.twelve import TwelveController
            from ..controller.twelve_persistence import TwelvePersistence

            controller = TwelveController(self)
            persistence = TwelvePersistence(controller, self, enabled=lambda: not self.window.demo)
            persistence.problem.connect(self.window.set_status)
            persistence.autosave_cleared.connect(self.window.saved.refresh_resume)
            persistence.statistics_changed.connect(self.window.saved.statistics_recorded)
            controller.state_changed.connect(self.window.saved.update_actions)
            controller.state_changed.connect(self.window._update_actions)  # Rematch (Ctrl+R)
            self._controller = controller
            self.persistence = persistence
        return self._controller

    @property
    def screen(self) -> TwelveScreen:
        """The game's screen (built on first use)."""
        if self._screen is None:
            from .twelve_screen import TwelveScreen

            screen = TwelveScreen(self.controller)
            # Play again is the Game menu's Rematch (Ctrl+R): the same seats and variations.
            screen.play_again_requested.connect(self.window.rematch)
            screen.home_requested.connect(self.window.show_home)
            screen.announced.connect(self.window.set_status)
            self.window.stack.addWidget(screen)
            # Throw (or pass on) and Skip ahead in the Game menu, in place of the table's.
            self.window.screen_actions.add_twelve([screen.throw_action, screen.skip_action])
            self._screen = screen
        return self._screen

    @property
    def built(self) -> bool:
        """True once a game of Chicago 2–12 was started or shown in this window."""
        return self._controller is not None

    # ------------------------------------------------------------------ play
    def _prepare(self) -> None:
        self.apply_preferences(build=True)
        self.latest = True

    def apply_preferences(self, *, build: bool = False) -> None:
        """The CPU speed and reduced motion of the preferences (also while a game runs)."""
        if not build and self._controller is None:
            return
        store = self.window.store
        self.controller.set_speed(str(store.get("cpu_speed", "normal")))
        reduced = bool(store.get("reduced_motion", False))
        for die in self.screen.dice:
            die.set_reduced_motion(reduced)

    def start(self, settings: TwelveSettings, **kwargs: Any) -> None:
        """Play ``settings`` on the game's screen; kwargs go to ``new_game`` (tests: dice)."""
        self._prepare()
        self.show()
        self.controller.new_game(settings, **kwargs)
        self.show()  # the keyboard on Throw, now that it can be pressed
        self.window.saved.update_actions()

    def restore(self, record: TwelveRecord, **kwargs: Any) -> None:
        """Show a checked record's game where it stands (resume, File → Open)."""
        self._prepare()
        self.controller.restore(record, **kwargs)
        self.show()
        self.window.saved.update_actions()

    def show(self) -> None:
        """Bring the game's screen up, with the keyboard on its main button."""
        screen = self.screen
        self.window.stack.setCurrentWidget(screen)
        if self.controller.is_over:
            screen.again_button.setFocus()
        else:
            screen.throw_button.setFocus()

    @property
    def last_record(self) -> dict[str, object] | None:
        """The record of the game being played or last played, for Export."""
        return self._controller.record_json() if self._controller is not None else None

    def _screen_changed(self, _index: int) -> None:
        if self._screen is not None and self.window.stack.currentWidget() is not self._screen:
            self.controller.abandon()  # pacing stops; the game stays for Export

    def retranslate_ui(self) -> None:
        """Set the screen's texts in the current language."""
        if self._screen is not None:
            self._screen.retranslate_ui()
