"""The window's language: our catalogs, Qt's own strings, locale formats, open windows.

:func:`apply_language` is the one way to change language while the game runs. It sets the
language of :mod:`chicago_desktop.i18n`, makes ``QLocale.setDefault`` follow, replaces the
``QTranslator`` holding Qt's own ``qtbase_<lang>.qm`` (standard dialog buttons, context
menus of text fields), picks a font with the right Han glyphs for Chinese, Japanese and
Korean, and then calls :func:`retranslate_all`, which asks every open
top-level window (the main window, its dialogs, any other window) to set its texts again
through its ``retranslate_ui()``.
"""

from __future__ import annotations

from PySide6 import QtCore, QtGui
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QTranslator
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from .. import i18n

#: Object name of the translator for Qt's own strings, a child of the application.
QT_TRANSLATOR_NAME = "chicago-qt-translations"
#: Application property keeping the font the application had before any language.
BASE_FONT_PROPERTY = "chicago-base-font"
#: Fonts that draw a CJK language's own forms of the Han characters (they differ between
#: Chinese, Japanese and Korean). The first installed one follows the UI font, ahead of
#: the system's fallback, which may otherwise draw Chinese with Japanese glyphs.
CJK_FONTS = {
    "ja": (
        "Noto Sans CJK JP",
        "Source Han Sans JP",
        "Yu Gothic UI",
        "Meiryo UI",
        "Hiragino Sans",
        "Hiragino Kaku Gothic ProN",
    ),
    "zh_CN": (
        "Noto Sans CJK SC",
        "Source Han Sans SC",
        "Microsoft YaHei UI",
        "Microsoft YaHei",
        "PingFang SC",
        "Hiragino Sans GB",
    ),
    "ko": (
        "Noto Sans CJK KR",
        "Source Han Sans KR",
        "Malgun Gothic",
        "Apple SD Gothic Neo",
    ),
}


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
    info = QtCore.QLibraryInfo  # looked up here: English, the usual start, never needs it
    return info.path(info.LibraryPath.TranslationsPath)


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


def apply_script_font(app: QApplication, code: str) -> QFont:
    """The application font for ``code``: the UI font, then the first installed font of
    :data:`CJK_FONTS` for Japanese, Chinese and Korean; the UI font alone otherwise."""
    base = app.property(BASE_FONT_PROPERTY)
    if not isinstance(base, QFont):
        base = QFont(app.font())
        app.setProperty(BASE_FONT_PROPERTY, base)
    font = QFont(base)
    preferred = None
    if code in CJK_FONTS:  # listing the installed fonts takes about 10 ms: only when needed
        installed = set(QtGui.QFontDatabase.families())
        preferred = next((f for f in CJK_FONTS[code] if f in installed), None)
    if preferred is not None:
        font.setFamilies([*(base.families() or [base.family()]), preferred])
    if font != app.font():
        app.setFont(font)
    return font


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
    if isinstance(app, QApplication):
        apply_script_font(app, language)
        if not app.topLevelWidgets():
            # At start there is no window yet: widgets made from now on take the default
            # locale and the font, and Qt delivers the LanguageChange it posted on its own.
            return language
    # Widgets take the new default locale on a LocaleChange; Qt's own widgets (button
    # boxes, menus) re-translate on the LanguageChange it posts, and take the font on an
    # ApplicationFontChange. Deliver them now, so our retranslate_ui() has the last word.
    QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LocaleChange))
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LocaleChange)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.ApplicationFontChange)
    retranslate_all(app)
    return language
