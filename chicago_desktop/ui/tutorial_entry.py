"""The ways into the tutorial from the main window: Help → Learn by playing, the home screen's
button and the first start's offer.

:class:`TutorialEntry` keeps the main window's own code to a few lines: it adds the menu
action, builds the :class:`~.tutorial_screen.TutorialScreen` on first use (so start-up pays
nothing for it), shows it in the window's stack, leaves the lesson when another screen is
shown, and offers the tutorial once on the home screen (``Settings.tutorial_offered``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QBoxLayout

from ..i18n import _

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .tutorial_offer import TutorialOffer
    from .tutorial_screen import TutorialScreen


class TutorialEntry(QObject):
    """Help → Learn by playing, the home screen's button, the first-start offer."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._screen: TutorialScreen | None = None
        self.offer: TutorialOffer | None = None
        self.action = QAction(window)
        self.action.setObjectName("learn-by-playing")
        self.action.triggered.connect(self.show)
        window.addAction(self.action)
        window.help_menu.insertAction(window.rules_action, self.action)
        window.home.tutorial_requested.connect(self.show)
        window.stack.currentChanged.connect(self._on_screen_changed)

    @property
    def screen(self) -> TutorialScreen:
        """The tutorial screen (built on first use)."""
        if self._screen is None:
            from .tutorial_screen import TutorialScreen

            screen = TutorialScreen(self.window.store)
            screen.home_requested.connect(self.window.show_home)
            screen.announced.connect(self.window.set_status)
            self.window.stack.addWidget(screen)
            self._screen = screen
        return self._screen

    @property
    def built(self) -> bool:
        """True once the tutorial screen exists."""
        return self._screen is not None

    def show(self, game: str | None = None) -> TutorialScreen:
        """Open the tutorial's list of lessons (a match on the table is left); with ``game``
        (a preset, from its game details) its first lesson not completed is selected."""
        screen = self.screen
        self.window.show_home()  # leaves the match in progress, as every screen change does
        if self.offer is not None:
            self.offer.hide()
        screen.apply_preferences()
        self.window.stack.setCurrentWidget(screen)
        screen.show_menu()
        if isinstance(game, str):  # an action's "checked" flag is no game
            screen.menu.select_game(game)
        self.window.home_action.setEnabled(True)
        if screen.progress.notice:
            self.window.set_status(screen.progress.notice)
        return screen

    def _on_screen_changed(self, _index: int) -> None:
        if self._screen is not None and self.window.stack.currentWidget() is not self._screen:
            self._screen.leave()

    def offer_once(self) -> TutorialOffer | None:
        """On the very first start, offer the tutorial on the home screen (not again)."""
        store = self.window.store
        if store.get("tutorial_offered", True):
            return None
        store.update(tutorial_offered=True)
        from .tutorial_offer import TutorialOffer

        offer = TutorialOffer(self.window.home)
        offer.accepted.connect(self._start_first_lesson)
        layout = self.window.home.layout()
        if isinstance(layout, QBoxLayout):  # below the notices, above the dice
            layout.insertWidget(1, offer, 0, QtCore.Qt.AlignmentFlag.AlignHCenter)
        self.offer = offer
        offer.show()
        self.window.set_status(offer.text.text())
        return offer

    def _start_first_lesson(self) -> None:
        screen = self.show()
        screen.continue_where_left()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.action.setText(_("&Learn by playing"))
        self.action.setToolTip(_("Short lessons on a real table, from the first throw on"))
        if self.offer is not None:
            self.offer.retranslate_ui()
        if self._screen is not None:
            self._screen.retranslate_ui()
