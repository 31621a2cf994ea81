"""The window's language: our catalogs, Qt's own strings, locale formats, open windows.

:func:`apply_language` is the one way to change language while the game runs. It sets the
language of :mod:`chicago_desktop.i18n`, makes ``QLocale.setDefault`` follow, replaces the
``QTranslator`` holding Qt's own ``qtbase_<lang>.qm`` (standard dialog buttons, context
menus of text fields), and then calls :func:`retranslate_all`, which asks every open
top-level window (the main window, its dialogs, any other window) to set its texts again
through its ``retranslate_ui()``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from .. import i18n

#: Object name of the translator for Qt's own strings, a child of the application.
QT_TRANSLATOR_NAME = "chicago-qt-translations"


def system_language() -> str:
    """The system's language if the game has it: Qt's system locale (which knows the
    settings of Windows and macOS), then the environment, else English."""
    found = i18n.match_language(QLocale.system().uiLanguages())
    return found or i18n.system_language()


def resolve_language(setting: str | None) -> str:
    """The language a setting stands for: the language itself, or the system's for None."""
    if setting:
        return i18n.match_language([setting]) or i18n.SOURCE_LANGUAGE
    return system_language()


def qt_translations_path() -> str:
    """Where Qt's own ``.qm`` catalogs are installed."""
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def qt_translator(app: QCoreApplication) -> QTranslator | None:
    """The translator installed for Qt's own strings, if any."""
    return app.findChild(QTranslator, QT_TRANSLATOR_NAME)


def install_qt_translations(app: QCoreApplication, code: str) -> QTranslator | None:
    """Replace the translator of Qt's own strings with the one for ``code``.

    English needs none; a language whose ``qtbase`` catalog is missing keeps Qt's English.
    """
    old = qt_translator(app)
    if old is not None:
        app.removeTranslator(old)
        old.setObjectName("")
        old.deleteLater()
    if code == i18n.SOURCE_LANGUAGE:
        return None
    translator = QTranslator(app)
    if not translator.load(QLocale(code), "qtbase", "_", qt_translations_path()):
        translator.deleteLater()
        return None
    translator.setObjectName(QT_TRANSLATOR_NAME)
    app.installTranslator(translator)
    return translator


def retranslate_all(app: QCoreApplication | None = None) -> int:
    """Ask every open top-level window to set its texts again; returns how many did.

    Each window's ``retranslate_ui()`` covers its own children (the main window its
    screens and menus); windows of their own (dialogs, other windows) are reached here.
    """
    app = app if app is not None else QCoreApplication.instance()
    if not isinstance(app, QApplication):
        return 0
    count = 0
    for widget in app.topLevelWidgets():
        retranslate = getattr(widget, "retranslate_ui", None)
        if callable(retranslate):
            retranslate()
            count += 1
    return count


def apply_language(setting: str | None, app: QCoreApplication | None = None) -> str:
    """Switch the game to ``setting`` (a language code; None: the system's language).

    Returns the language now in use. Safe without a QApplication (then only our catalogs
    and the default QLocale change).
    """
    language = i18n.set_language(resolve_language(setting))
    QLocale.setDefault(QLocale(language))
    app = app if app is not None else QCoreApplication.instance()
    if app is None:
        return language
    install_qt_translations(app, language)
    # Widgets take the new default locale on a LocaleChange; Qt's own widgets (button
    # boxes, menus) re-translate on the LanguageChange it posts. Deliver both now, so our
    # retranslate_ui() below has the last word.
    QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LocaleChange))
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LocaleChange)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    retranslate_all(app)
    return language
