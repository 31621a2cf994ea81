"""The main window: home, setup and table in one stack, menus, status line, dialogs."""

from __future__ import annotations

import base64
import contextlib
import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6 import QtCore
from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QStackedWidget, QWidget

from ..i18n import _, current_language
from .home import HomeScreen
from .saved_games import SavedGames
from .screen_actions import ScreenActions
from .status_line import StatusLine
from .theme import ASK_SCHEME_BEFORE_PAINT, apply_theme, watch_system_scheme
from .tutorial_entry import TutorialEntry
from .unfinished import UnfinishedMatch

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from ..controller import GameController, MatchSettings
    from ..controller.pacing import TwelveSettings
    from .preferences import SettingsStore
    from .setup import SetupScreen
    from .table import TableScreen

DEMO_LEVELS = ("easy", "medium", "hard", "expert")
DEMO_NAMES = ("Anna", "Ben", "Cora", "Dan")


class MainWindow(QMainWindow):
    """One window for the whole game.

    Only the home screen is built before the window is first painted; the controller, the
    setup and the table are built on first use (or by :meth:`finish_start` right after the
    first paint), so the window appears as fast as an empty one would.
    """

    demo_finished = Signal(str)  # the outcome sentence, when a demo match ends

    def __init__(
        self,
        store: SettingsStore | None = None,
        controller: GameController | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("main-window")
        if store is None:
            from .preferences import SettingsStore

            store = SettingsStore()
        self.store = store
        self._controller: GameController | None = None
        self._setup_screen: SetupScreen | None = None
        self._table: TableScreen | None = None
        self._dialogs: dict[str, QDialog] = {}
        self._demo = False

        self.stack = QStackedWidget()
        self.home = HomeScreen()
        self.stack.addWidget(self.home)
        self.setCentralWidget(self.stack)

        self.status_line = StatusLine()  # elides a long sentence, all of it in its tooltip
        self.status_line.setObjectName("status-line")
        self.statusBar().addWidget(self.status_line, 1)

        self._build_actions()
        self._build_menus()
        # The table's and the 2–12 screen's play entries of the Game menu, by screen shown.
        self.screen_actions = ScreenActions(self.game_menu, self._table_actions_anchor, self)
        self.saved = SavedGames(self)  # Resume, statistics, record files, notices
        self.unfinished = UnfinishedMatch(self)  # asks before a match is replaced (D16)
        self.home.new_game_requested.connect(self.show_setup)
        self.home.rules_requested.connect(self.show_rules)
        self.home.about_requested.connect(self.show_about)
        self.tutorial = TutorialEntry(self)  # Help → Learn by playing, home button, offer
        from .party.entry import PartyEntry

        self.party = PartyEntry(self)  # Dice Round: Host a party / Join a party (R70)
        from .replay_entry import ReplayEntry

        self.replay = ReplayEntry(self)  # File → Replay a record…, the replay viewer
        from .twelve_entry import TwelveEntry

        self.twelve = TwelveEntry(self)  # Chicago 2–12 (R60): its screen, built on use
        if controller is not None:
            self._adopt_controller(controller)
        self.apply_preferences(ask_scheme=ASK_SCHEME_BEFORE_PAINT)  # else after it (theme.py)
        self.resize(1100, 720)
        self._restore_geometry()
        self.retranslate_ui()
        self.stack.setCurrentWidget(self.home)
        self.home.new_game_button.setFocus()
        self._update_actions()
        # A sentence of the screen just left is not kept on the next one (issue 15).
        self.stack.currentChanged.connect(lambda _index: self.set_status(""))
        self.stack.currentChanged.connect(lambda _index: self._update_actions())

    # ------------------------------------------------------- built on demand
    def _adopt_controller(self, controller: GameController) -> None:
        self._controller = controller
        if controller.parent() is None:
            controller.setParent(self)  # ends with the window, timers included
        controller.set_speed(str(self.store.get("cpu_speed", "normal")))
        controller.set_round_end_pause(str(self.store.get("round_end", "wait")))
        controller.state_changed.connect(self._update_actions)
        controller.event_shown.connect(self._on_event)
        self.saved.attach(controller)

    @property
    def controller(self) -> GameController:
        """The game controller (built on first use)."""
        if self._controller is None:
            from ..controller import GameController

            self._adopt_controller(GameController(self))
        assert self._controller is not None
        return self._controller

    @property
    def setup_screen(self) -> SetupScreen:
        """The new-game screen (built on first use)."""
        if self._setup_screen is None:
            from .setup import SetupScreen

            screen = SetupScreen()
            screen.back_requested.connect(self.show_home)
            screen.start_requested.connect(
                lambda settings: self.unfinished.confirm(lambda: self.start_match(settings))
            )
            screen.tutorial_requested.connect(self.tutorial.show)
            self.stack.addWidget(screen)
            self._setup_screen = screen
        return self._setup_screen

    @property
    def table(self) -> TableScreen:
        """The table screen (built on first use)."""
        if self._table is None:
            from .table import TableScreen

            table = TableScreen(self.controller)
            table.new_game_requested.connect(self.request_new_game)
            table.rematch_requested.connect(self.rematch)
            table.announced.connect(self.set_status)
            self.stack.addWidget(table)
            self.screen_actions.add_table(
                [
                    table.throw_action,
                    table.turn_sixes_action,
                    table.stop_action,
                    table.call_action,
                    table.hint_action,
                    table.skip_action,
                    *table.hold_actions,  # hold or release each die (keys 1, 2, 3)
                    table.moments.continue_action,
                    table.moments.finish_action,
                ],
                play=(table.throw_action, table.skip_action),  # 2–12 has its own of these
            )
            self._table = table
            self._apply_table_preferences()
        return self._table

    def finish_start(
        self, *, in_steps: bool = False, then: Callable[[], object] | None = None
    ) -> None:
        """Read the saved state, follow the system's scheme and build the remaining screens
        (right after the first paint).

        With ``in_steps`` each of them (20-60 ms, most of it importing what the screen
        needs) runs on a turn of its own of the event loop, so the window answers between
        them; whatever the player asks for first is built on demand anyway. The colour
        scheme comes first (it may change every colour), then what the home screen shows
        (notices, Resume), then the screens, then ``then`` (``--demo`` starts its match).
        """
        app = QApplication.instance()
        steps: list[Callable[[], object]] = [
            lambda: watch_system_scheme(app) if isinstance(app, QApplication) else None,
            # The engine (about 35 ms to import) on its own: the statistics, Resume and both
            # screens need it, and with it each of them stays a short step.
            lambda: importlib.import_module("chicago_desktop.engine"),
            self.saved.load_statistics,
            self.saved.refresh_resume,
            lambda: self.setup_screen,
            lambda: self.table,
        ]
        if then is not None:
            steps.append(then)
        if not in_steps:
            for step in steps:
                step()
            return

        # A zero-interval timer, not chained single shots: Qt delivers those as posted
        # events, all in one go, so the window would not answer between the steps.
        timer = QTimer(self)
        timer.setInterval(0)

        def next_build() -> None:
            step = steps.pop(0)
            if not steps:
                timer.stop()
                timer.deleteLater()
            step()  # a failing piece is reported by the error hook; the rest still runs

        timer.timeout.connect(next_build)
        timer.start()

    # ------------------------------------------------------------------ build
    def _build_actions(self) -> None:
        # Shortcuts are given as lists (setShortcuts): PySide6's setShortcut overloads make
        # it build its Qt namespace, which the first paint avoids (see first_paint.py).
        standard = QKeySequence.StandardKey
        self.new_game_action = QAction(self)
        self.new_game_action.setShortcuts(standard.New)
        self.new_game_action.triggered.connect(self.request_new_game)
        self.rematch_action = QAction(self)
        self.rematch_action.setShortcuts([QKeySequence("Ctrl+R")])
        self.rematch_action.triggered.connect(self.rematch)
        self.home_action = QAction(self)
        self.home_action.triggered.connect(self.show_home)
        self.preferences_action = QAction(self)
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        prefs = QKeySequence.keyBindings(standard.Preferences)
        self.preferences_action.setShortcuts(prefs or [QKeySequence("Ctrl+,")])
        self.preferences_action.triggered.connect(self.show_preferences)
        self.quit_action = QAction(self)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.setShortcuts(
            QKeySequence.keyBindings(standard.Quit) or [QKeySequence("Ctrl+Q")]
        )
        self.quit_action.triggered.connect(self.close)
        self.rules_action = QAction(self)
        self.rules_action.setShortcuts(standard.HelpContents)
        self.rules_action.triggered.connect(self.show_rules)
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        for act in (
            self.new_game_action,
            self.rematch_action,
            self.home_action,
            self.preferences_action,
            self.quit_action,
            self.rules_action,
            self.about_action,
        ):
            self.addAction(act)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.new_game_action)
        self.game_menu.addAction(self.rematch_action)
        self.game_menu.addAction(self.home_action)
        self.game_menu.addSeparator()
        # The table's actions (Throw, Stop, Hint, Skip ahead) go here when it is built.
        self._table_actions_anchor = self.game_menu.addSeparator()
        self.game_menu.addAction(self.preferences_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

    # ---------------------------------------------------------------- screens
    def show_home(self) -> None:
        """Back to the home screen (an unfinished match is left)."""
        if self._controller is not None:
            self._controller.abandon()
        self.stack.setCurrentWidget(self.home)
        self.home.new_game_button.setFocus()
        self._update_actions()

    def request_new_game(self) -> None:
        """New game: the setup, after asking if a match is running at the table (D16)."""
        self.unfinished.confirm(self.show_setup, saved_too=False)

    def show_setup(self) -> None:
        """The new-game form, filled with the last setup."""
        self.controller.abandon()
        self.setup_screen.set_settings(self.store.last_setup())
        self.stack.setCurrentWidget(self.setup_screen)
        self.setup_screen.start_button.setFocus()
        self._update_actions()

    def start_match(self, settings: MatchSettings | TwelveSettings, **kwargs: Any) -> None:
        """Play ``settings`` (remembered for next time); kwargs go to new_match (tests)."""
        if not self._demo:
            self.store.remember_setup(settings)
        from ..controller.pacing import TwelveSettings

        if isinstance(settings, TwelveSettings):  # Chicago 2–12 (R60): a screen of its own
            self.twelve.start(settings, **kwargs)
            self._update_actions()
            return
        self.stack.setCurrentWidget(self.table)
        self.controller.new_match(settings, **kwargs)
        self.table.focus_play()  # a named control: Throw, or the scoreboard
        self._update_actions()

    def show_table(self) -> None:
        """The table as the controller shows it (a resumed or opened match)."""
        self.stack.setCurrentWidget(self.table)
        self.table.focus_play()
        self._update_actions()

    @property
    def demo(self) -> bool:
        """True in a demo session (``--demo``): nothing is saved or recorded."""
        return self._demo

    def rematch(self) -> None:
        """The same seats and settings again (Play again, Ctrl+R), after asking if the match
        is still running (D16); on the Chicago 2–12 screen its game's seats and variations."""
        settings: MatchSettings | TwelveSettings | None
        if self.current_screen() == "twelve":
            settings = self.twelve.controller.settings
        else:
            settings = self.controller.settings
        if settings is None:
            return
        self.unfinished.confirm(lambda: self.start_match(settings), saved_too=False)

    def start_demo(self, speed: str | None = None, *, preset: str = "classic") -> None:
        """A match of ``preset`` (R40) with every seat played by the CPU."""
        self._demo = True
        self.controller.set_round_end_pause("auto")  # nobody to press Next round
        if speed:
            self.controller.set_speed(speed)
        from ..controller import MatchSettings
        from ..records import PlayerInfo

        players = tuple(
            PlayerInfo(name, "cpu", level)
            for name, level in zip(DEMO_NAMES, DEMO_LEVELS, strict=True)
        )
        self.start_match(MatchSettings(players, 3, 3, preset=preset))

    def _on_event(self, event: object) -> None:
        from ..engine import MatchEnded  # loaded with the controller, after the first paint

        if isinstance(event, MatchEnded):
            self._on_match_ended()

    def _on_match_ended(self) -> None:
        self._update_actions()
        if self._demo:
            self.demo_finished.emit(self.outcome_text())

    def outcome_text(self) -> str:
        """The end of the match in one sentence."""
        c = self.controller
        rounds = c.shown_round + 1
        if c.winner is not None:
            return _("{name} wins the match after {rounds} rounds.").format(
                name=c.players[c.winner].name, rounds=rounds
            )
        if c.loser is not None:
            return _("{name} loses the match after {rounds} rounds.").format(
                name=c.players[c.loser].name, rounds=rounds
            )
        return _("The match is a draw after {rounds} rounds.").format(rounds=rounds)

    def _update_actions(self) -> None:
        c = self._controller
        on_table = self._table is not None and self.stack.currentWidget() is self._table
        on_twelve = self.current_screen() == "twelve" and self.twelve.built
        rematch = on_table and c is not None and c.settings is not None
        if on_twelve:  # Chicago 2–12 (R60): the same seats and variations again
            rematch = self.twelve.controller.settings is not None
        self.rematch_action.setEnabled(rematch)
        self.home_action.setEnabled(self.stack.currentWidget() is not self.home)
        self.screen_actions.set_twelve_shown(on_twelve)

    def set_status(self, text: str) -> None:
        """The status line: each result as it happens."""
        self.status_line.setText(text)  # its accessible description too (status_line.py)
        self._status_language = current_language()

    # ---------------------------------------------------------------- dialogs
    def _open(self, key: str, dialog: QDialog) -> QDialog:
        old = self._dialogs.get(key)
        if old is not None:
            old.close()
            old.deleteLater()
        self._dialogs[key] = dialog
        dialog.open()
        return dialog

    def show_rules(self) -> QDialog:
        """The players' rules, in a window of their own beside this one (not modal: the
        game goes on, and the window stays open while playing)."""
        from .replay_entry import place_beside
        from .rules_window import RulesWindow

        rules = self._dialogs.get("rules")
        if rules is None:
            rules = RulesWindow(self)
            self._dialogs["rules"] = rules
            place_beside(rules, self)
        rules.show()
        rules.raise_()
        rules.activateWindow()
        return rules

    def open_replay(self, record: object = None) -> QDialog | None:
        """Show a record in the replay viewer, throw by throw; ``record`` is a record, its
        JSON object or text, or a path (None: ask for a file). The end-of-match screen
        calls this with the record of the match just played."""
        return self.replay.open(record)

    def show_about(self) -> QDialog:
        """About the program."""
        from .dialogs import AboutDialog

        return self._open("about", AboutDialog(self))

    def show_preferences(self) -> QDialog:
        """The Preferences dialog."""
        from .dialogs import PreferencesDialog

        dialog = PreferencesDialog(
            self,
            cpu_speed=str(self.store.get("cpu_speed", "normal")),
            reduced_motion=bool(self.store.get("reduced_motion", False)),
            show_hints=bool(self.store.get("show_hints", True)),
            theme=str(self.store.get("dark_mode", "system")),
            language=self.store.get("language"),
            round_end=str(self.store.get("round_end", "wait")),
        )
        dialog.applied.connect(self._apply_preference_values)
        return self._open("preferences", dialog)

    def show_error(self, report: str) -> QDialog:
        """The error dialog with the report and the record of the match."""
        from .dialogs import ErrorDialog

        try:
            record = self._controller.record_text() if self._controller is not None else ""
        except Exception:  # the record must not hide the original error
            record = ""
        return self._open("error", ErrorDialog(report, record, self))

    def _apply_preference_values(self, values: dict[str, object]) -> None:
        language = values.get("language", self.store.get("language"))
        language_changed = language != self.store.get("language")
        self.store.update(**values)
        self.apply_preferences()
        if language_changed:  # else a --lang given on the command line stays in force
            from .language import apply_language

            apply_language(language if isinstance(language, str) else None)

    def apply_preferences(self, *, ask_scheme: bool = True) -> None:
        """Speed, motion, hints and colours from the settings (``ask_scheme``: see
        :func:`.theme.apply_theme`)."""
        if not self._demo and self._controller is not None:
            self._controller.set_speed(str(self.store.get("cpu_speed", "normal")))
            self._controller.set_round_end_pause(str(self.store.get("round_end", "wait")))
        self._apply_table_preferences()
        self.twelve.apply_preferences()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            theme = str(self.store.get("dark_mode", "system"))
            apply_theme(app, theme, ask_scheme=ask_scheme)

    def _apply_table_preferences(self) -> None:
        if self._table is not None:
            self._table.set_reduced_motion(bool(self.store.get("reduced_motion", False)))
            self._table.set_show_hints(bool(self.store.get("show_hints", True)))

    # --------------------------------------------------------------- geometry
    def _restore_geometry(self) -> None:
        saved = self.store.get("window_geometry")
        if not saved:
            return
        with contextlib.suppress(ValueError, TypeError):
            self.restoreGeometry(QtCore.QByteArray(base64.b64decode(str(saved), validate=True)))

    def save_geometry(self) -> None:
        """Remember the window's size and position."""
        data = bytes(self.saveGeometry().data())
        self.store.update(window_geometry=base64.b64encode(data).decode("ascii"))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.save_geometry()
        if self._controller is not None:
            self._controller.abandon()
        super().closeEvent(event)

    # --------------------------------------------------------------- language
    def retranslate_ui(self) -> None:
        """Set every text of the window, its menus and its screens (dialogs and other
        windows are reached by ``ui.language.retranslate_all``)."""
        self.setWindowTitle(_("Chicago"))
        self.game_menu.setTitle(_("&Game"))
        self.help_menu.setTitle(_("&Help"))
        self.new_game_action.setText(_("&New game…"))
        self.rematch_action.setText(_("&Rematch"))
        self.home_action.setText(_("&Main menu"))
        self.preferences_action.setText(_("&Preferences…"))
        self.quit_action.setText(_("&Quit"))
        self.rules_action.setText(_("&Rules"))
        self.about_action.setText(_("&About Chicago"))
        self.status_line.setAccessibleName(_("Status"))
        if getattr(self, "_status_language", None) not in (None, current_language()):
            self.set_status("")  # a sentence in the language just left
        self.stack.setAccessibleName(_("Game"))
        self.home.retranslate_ui()
        self.tutorial.retranslate_ui()
        self.saved.retranslate_ui()
        self.replay.retranslate_ui()
        self.twelve.retranslate_ui()
        if self._setup_screen is not None:
            self._setup_screen.retranslate_ui()
        if self._table is not None:
            self._table.retranslate_ui()
        self.party.retranslate_ui()

    def current_screen(self) -> str:
        """'home', 'setup', 'table' or 'tutorial' (tests, screenshots)."""
        current = self.stack.currentWidget()
        return current.objectName() if current is not None else ""
