"""What goes into the frozen bundle, as plain rules the spec file applies to PyInstaller's lists.

PyInstaller's hooks collect generously: every Qt plugin of a used module, Qt's catalogs in
every language, Babel's 1,100 locales. This module says what the game keeps, so the rules
can be read (and tested, tests/test_packaging.py) without running a build:

- the Qt modules the game imports (QtCore, QtGui, QtWidgets) and nothing built for QML,
  Quick, Designer, WebEngine, networking or SVG;
- the Qt plugins a desktop needs to show the window (xcb, Wayland, offscreen for CI;
  Windows and Cocoa; input methods; the desktop portal theme) and no kiosk back-ends,
  image formats or TLS;
- Babel's locale data for the shipped languages and the locales they inherit from;
- Qt's ``qtbase_<lang>.qm`` for the shipped languages (the only Qt catalog the game loads,
  see chicago_desktop/ui/language.py);
- the game's data with compiled ``.mo`` catalogs instead of the ``.po`` sources;
- on Linux, only the shared libraries something kept still links to (so the libraries of
  a dropped plugin, GTK's for the GTK theme plugin, leave with it).

Imports nothing from PyInstaller at module level; :func:`linked_closure` takes the
dependency reader as an argument.
"""

from __future__ import annotations

import fnmatch
from collections.abc import Callable, Iterable, Sequence
from pathlib import PurePosixPath
from typing import Final

#: Every language the game ships (chicago_desktop.i18n.LANGUAGES, kept in step by a test).
LANGUAGES: Final = ("en", "de", "fr", "ja", "es", "it", "zh_CN", "ko")

#: Babel identifiers the game asks for (chicago_desktop.i18n: _BABEL_IDS, _NAME_IDS), with
#: every locale each inherits from. Babel reads ``zh_Hans_CN`` on top of ``zh_Hans``, ``zh``
#: and ``root``; a test checks that Babel finds every one of them.
BABEL_LOCALES: Final = frozenset(
    {"root", "en", "de", "fr", "ja", "es", "it", "ko", "zh", "zh_Hans", "zh_Hans_CN"}
)

#: Python modules never bundled: Qt modules the game does not import (PyInstaller would
#: follow PySide6's own references to them), tools for development and building.
EXCLUDED_MODULES: Final = (
    "PySide6.QtNetwork",
    "PySide6.QtDBus",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtSvg",
    "PySide6.QtSvgWidgets",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtQuickControls2",
    "PySide6.QtQuickTest",
    "PySide6.QtDesigner",
    "PySide6.QtUiTools",
    "PySide6.QtHelp",
    "PySide6.QtPrintSupport",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtConcurrent",
    "PySide6.QtXml",
    "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets",
    "PySide6.QtWebEngineQuick",
    "tkinter",
    "unittest",
    "pydoc",
    "doctest",
    "lib2to3",
    "pytest",
    "hypothesis",
    "PyInstaller",
    # babel.messages falls back on pkg_resources for its extractors (never used here);
    # bundled, PyInstaller's runtime hook imports it at every start: 0.3 s of CPU.
    "pkg_resources",
    "setuptools",
    "distutils",
)

#: Qt plugin folders kept whole, or the plugins kept from a folder (file-name patterns).
#: Qt finds a platform plugin by name at start; the others are loaded when asked for.
KEPT_PLUGINS: Final = {
    "platforms": (
        "libqxcb.so",
        "libqwayland*.so",
        "libqoffscreen.so",
        "qwindows.dll",
        "qoffscreen.dll",
        "libqcocoa.dylib",
        "libqoffscreen.dylib",
    ),
    "platforminputcontexts": ("*compose*", "*ibus*"),
    "platformthemes": ("*xdgdesktopportal*",),
    "styles": ("*",),
    "xcbglintegrations": ("*",),
    # Title bars on Wayland desktops without server-side ones (GNOME); "adwaita" would
    # need QtSvg. The graphics integrations serve OpenGL windows, which the game has none of.
    "wayland-decoration-client": ("*bradient*",),
    "wayland-shell-integration": ("*",),
}

#: Qt libraries no kept module or plugin needs: libQt6<name>.so.6 (Linux), Qt6<name>.dll
#: (Windows), Qt<name>.framework (macOS).
DROPPED_QT_LIBRARIES: Final = (
    "Qml",
    "Quick",
    "Designer",
    "WebEngine",
    "Pdf",
    "VirtualKeyboard",
    "Svg",
    "Network",
    "OpenGL",
    "EglFS",
    "EglFs",
)


def _dropped_library(path: PurePosixPath) -> bool:
    return any(
        fnmatch.fnmatch(path.name, f"*Qt6{name}*")
        or any(fnmatch.fnmatch(part, f"Qt{name}*.framework") for part in path.parts)
        for name in DROPPED_QT_LIBRARIES
    )


#: Where the PySide6 wheels keep Qt's plugins, catalogs and QML: under PySide6/Qt/ on
#: Linux and macOS, directly under PySide6/ on Windows.
QT_PLUGIN_DIRS: Final = (
    PurePosixPath("PySide6", "Qt", "plugins"),
    PurePosixPath("PySide6", "plugins"),
)
QT_TRANSLATION_DIRS: Final = (
    PurePosixPath("PySide6", "Qt", "translations"),
    PurePosixPath("PySide6", "translations"),
)
QT_QML_DIRS: Final = (PurePosixPath("PySide6", "Qt", "qml"), PurePosixPath("PySide6", "qml"))
BABEL_LOCALE_DIR: Final = PurePosixPath("babel", "locale-data")


def _posix(dest: str) -> PurePosixPath:
    return PurePosixPath(dest.replace("\\", "/"))


def _under(path: PurePosixPath, folders: Iterable[PurePosixPath]) -> PurePosixPath | None:
    """The folder of ``folders`` that holds ``path``, if any."""
    return next((folder for folder in folders if path.is_relative_to(folder)), None)


def qt_catalogs(languages: Iterable[str] = LANGUAGES) -> frozenset[str]:
    """File names of Qt's catalogs the game loads: ``qtbase_<lang>.qm`` (English needs none)."""
    return frozenset(f"qtbase_{code}.qm" for code in languages if code != "en")


def keep_data(dest: str) -> bool:
    """Whether a data file at ``dest`` (its path inside the bundle) is kept."""
    path = _posix(dest)
    if _under(path, QT_TRANSLATION_DIRS):
        return path.name in qt_catalogs()
    if path.is_relative_to(BABEL_LOCALE_DIR):
        return path.suffix != ".dat" or path.stem in BABEL_LOCALES
    if _under(path, QT_QML_DIRS):
        return False
    if path.parts[:1] == ("chicago_desktop",):
        # The compiled .mo replaces the catalog sources (chicago_desktop/i18n: a .mo
        # with no .po beside it is used as it is).
        return path.suffix not in (".po", ".pot") and path.name != "py.typed"
    return True


def keep_binary(dest: str) -> bool:
    """Whether a shared library or plugin at ``dest`` is kept (before :func:`linked_closure`)."""
    path = _posix(dest)
    if _dropped_library(path):
        return False
    plugins = _under(path, QT_PLUGIN_DIRS)
    if plugins is not None:
        patterns = KEPT_PLUGINS.get(path.relative_to(plugins).parts[0], ())
        return any(fnmatch.fnmatch(path.name, pattern) for pattern in patterns)
    return _under(path, QT_QML_DIRS) is None


def is_root(dest: str, typecode: str) -> bool:
    """Whether an entry is loaded by something other than a link (the dynamic linker):
    the Python interpreter library, extension modules and Qt plugins. Everything else is a
    library that stays only while a root (or a library a root links to) needs it."""
    path = _posix(dest)
    return (
        typecode == "EXTENSION"
        or _under(path, QT_PLUGIN_DIRS) is not None
        or path.name.startswith("libpython")
        or path.name.startswith("python3")
    )


Entry = tuple[str, str, str]


def linked_closure(
    entries: Sequence[Entry],
    needed: Callable[[str], Iterable[str]],
) -> list[Entry]:
    """The entries that are roots (:func:`is_root`) or linked to from a kept entry.

    ``entries`` are PyInstaller's (dest, source, typecode) triples; ``needed(source)`` names
    the libraries a file links to (the DT_NEEDED sonames on Linux). A library is matched
    by its file name; a symbolic link (typecode SYMLINK) stays with the name it gives.
    """
    by_name: dict[str, list[Entry]] = {}
    for entry in entries:
        by_name.setdefault(_posix(entry[0]).name, []).append(entry)
    kept: set[Entry] = set()
    queue = [entry for entry in entries if is_root(entry[0], entry[2])]
    while queue:
        entry = queue.pop()
        if entry in kept:
            continue
        kept.add(entry)
        if entry[2] == "SYMLINK":
            continue
        for name in needed(entry[1]):
            queue.extend(by_name.get(PurePosixPath(name).name, ()))
    return [entry for entry in entries if entry in kept]


#: macOS names of the shipped languages (CFBundleLocalizations): Apple writes
#: Simplified Chinese as zh-Hans.
MACOS_LOCALIZATIONS: Final = ("en", "de", "fr", "ja", "es", "it", "zh-Hans", "ko")


def info_plist(version: str, bundle_id: str, executable: str) -> dict[str, object]:
    """The Info.plist entries of Chicago.app beyond those PyInstaller's BUNDLE writes.

    The localizations tell macOS which languages the app speaks, so its own menus and
    dialogs follow the game; NSRequiresAquaSystemAppearance false lets the app follow
    the dark appearance; NSHighResolutionCapable asks for Retina pixels.
    """
    return {
        "CFBundleName": "Chicago",
        "CFBundleDisplayName": "Chicago",
        "CFBundleExecutable": executable,
        "CFBundleIdentifier": bundle_id,
        "CFBundlePackageType": "APPL",
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": list(MACOS_LOCALIZATIONS),
        "CFBundleAllowMixedLocalizations": True,
        "LSApplicationCategoryType": "public.app-category.board-games",
        # Qt 6.10 and later run on macOS 13 or newer; raise with the PySide6 pin.
        "LSMinimumSystemVersion": "13.0",
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,
        "NSSupportsAutomaticGraphicsSwitching": True,
        "NSHumanReadableCopyright": "© The Chicago desktop authors. MIT licence.",
    }


def drop_dangling_links(entries: Sequence[Entry]) -> list[Entry]:
    """``entries`` less the symbolic links (SYMLINK: dest, relative target) whose target
    is not among the other entries any more (PyInstaller links Qt's libraries into the
    top folder; a dropped library's link would point at nothing)."""
    files = {_posix(e[0]) for e in entries if e[2] != "SYMLINK"}

    def target(entry: Entry) -> PurePosixPath:
        parts: list[str] = []
        for part in (_posix(entry[0]).parent / _posix(entry[1])).parts:
            if part == "..":
                parts.pop()
            elif part != ".":
                parts.append(part)
        return PurePosixPath(*parts)

    return [e for e in entries if e[2] != "SYMLINK" or target(e) in files]
