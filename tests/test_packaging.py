"""The packaging rules without a build: what the bundle keeps, the icons, the metadata.

The build itself (PyInstaller, a minute) runs in .ci/run, which starts the bundle and
compares its replay with the venv's; these tests keep the rules it applies honest.
"""

from __future__ import annotations

import importlib.util
import struct
import sys
import xml.etree.ElementTree as ET
from configparser import ConfigParser
from pathlib import Path
from types import ModuleType

import pytest

from chicago_desktop import i18n

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
RESOURCES = ROOT / "resources"
APP_ID = "io.github.chicago_desktop.Chicago"


def _load(name: str) -> ModuleType:
    """A module of packaging/ (not a package: the build runs its files as scripts)."""
    spec = importlib.util.spec_from_file_location(f"_packaging_{name}", PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


contents = _load("bundle_contents")
icons = _load("icons")


def test_the_bundle_ships_the_games_languages() -> None:
    assert contents.LANGUAGES == i18n.LANGUAGES
    assert contents.qt_catalogs() == {f"qtbase_{c}.qm" for c in i18n.LANGUAGES if c != "en"}


def test_every_babel_locale_the_game_reads_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With only the kept locale files, everything the game asks Babel still works in
    every language: names of languages, numbers, percentages."""
    import shutil

    from babel import localedata

    source = Path(localedata._dirname)
    for name in contents.BABEL_LOCALES:
        assert contents.keep_data(f"babel/locale-data/{name}.dat")
        shutil.copy(source / f"{name}.dat", tmp_path)
    assert not contents.keep_data("babel/locale-data/pt_BR.dat")
    assert not contents.keep_data("babel/locale-data/zh_Hant.dat")
    monkeypatch.setattr(localedata, "_dirname", str(tmp_path))
    monkeypatch.setattr(localedata, "_cache", {})
    monkeypatch.setattr(localedata, "_dict_cache", {})
    localedata.locale_identifiers.cache_clear()
    try:
        for code in i18n.LANGUAGES:
            i18n.set_language(code)
            here = i18n.babel_locale()
            assert str(here) != "en" or code == "en"
            for other in i18n.LANGUAGES:
                assert i18n.language_name(other) != other or other == "en"
                assert i18n.babel_locale(other).get_display_name(here)
            assert i18n.format_decimal(1234.5)
            assert i18n.format_percent(0.71, digits=1)
    finally:
        i18n.set_language("en")
        localedata.locale_identifiers.cache_clear()


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/translations/qtbase_de.qm", True),
        ("PySide6/Qt/translations/qtbase_zh_CN.qm", True),
        ("PySide6/Qt/translations/qtbase_ru.qm", False),
        ("PySide6/Qt/translations/qt_de.qm", False),
        ("PySide6/Qt/translations/qtdeclarative_de.qm", False),
        ("PySide6\\translations\\qtbase_ja.qm", True),
        ("PySide6\\translations\\qtbase_pl.qm", False),
        ("PySide6/qml/QtQuick/qmldir", False),
        ("PySide6/Qt/qml/QtQuick/qmldir", False),
        ("chicago_desktop/i18n/de/LC_MESSAGES/chicago.mo", True),
        ("chicago_desktop/i18n/de/LC_MESSAGES/chicago.po", False),
        ("chicago_desktop/i18n/chicago.pot", False),
        ("chicago_desktop/ui/data/rules_players.ja.md", True),
        ("chicago_desktop\\ui\\data\\rules_players.md", True),
        ("chicago_desktop/ai/data/reply_tables.json", True),
    ],
)
def test_data_files(dest: str, kept: bool) -> None:
    assert contents.keep_data(dest) is kept


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/lib/libQt6Widgets.so.6", True),
        ("PySide6/Qt/lib/libQt6Qml.so.6", False),
        ("PySide6/Qt/lib/libQt6Network.so.6", False),
        ("PySide6/Qt6Quick.dll", False),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6\\plugins\\platforms\\qwindows.dll", True),
        ("PySide6\\plugins\\platforms\\qdirect2d.dll", False),
        ("PySide6\\plugins\\styles\\qmodernwindowsstyle.dll", True),
        ("PySide6\\plugins\\imageformats\\qjpeg.dll", False),
        ("PySide6\\Qt6Network.dll", False),
        ("PySide6\\Qt6Widgets.dll", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork", False),
        ("PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets", True),
        ("PySide6/Qt/lib/libQt6EglFsKmsSupport.so.6", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/Qt/plugins/wayland-decoration-client/libbradient.so", True),
        ("PySide6/Qt/plugins/wayland-decoration-client/libadwaita.so", False),
        ("libxcb-cursor.so.0", True),
    ],
)
def test_binaries(dest: str, kept: bool) -> None:
    assert contents.keep_binary(dest) is kept


def test_only_linked_libraries_stay() -> None:
    """A library stays while a root (extension, plugin, libpython) links to it, directly
    or through another kept library; the libraries of nothing kept leave."""
    entries = [
        ("PySide6/QtGui.abi3.so", "/s/QtGui", "EXTENSION"),
        ("libQt6Gui.so.6", "/s/libQt6Gui", "BINARY"),
        ("libfreetype.so.6", "/s/libfreetype", "BINARY"),
        ("libpng16.so.16", "/s/libpng", "BINARY"),
        ("libcairo.so.2", "/s/libcairo", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/s/qxcb", "BINARY"),
        ("libxcb-cursor.so.0", "/s/xcb-cursor", "BINARY"),
        ("libpython3.11.so.1.0", "/s/libpython", "BINARY"),
        ("liblzma.so.5", "/s/lzma", "BINARY"),
    ]
    links = {
        "/s/QtGui": ["libQt6Gui.so.6", "libc.so.6"],
        "/s/libQt6Gui": ["libfreetype.so.6"],
        "/s/libfreetype": ["libpng16.so.16"],
        "/s/qxcb": ["libxcb-cursor.so.0"],
    }
    kept = contents.linked_closure(entries, lambda source: links.get(source, []))
    assert [e[0] for e in kept] == [
        "PySide6/QtGui.abi3.so",
        "libQt6Gui.so.6",
        "libfreetype.so.6",
        "libpng16.so.16",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "libxcb-cursor.so.0",
        "libpython3.11.so.1.0",
    ]


def test_links_to_dropped_libraries_are_dropped() -> None:
    entries = [
        ("PySide6/Qt/lib/libQt6Core.so.6", "/s/core", "BINARY"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
        ("a/b/link", "../../PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
    ]
    kept = contents.drop_dangling_links(entries)
    assert [e[0] for e in kept] == ["PySide6/Qt/lib/libQt6Core.so.6", "libQt6Core.so.6", "a/b/link"]


def test_info_plist_is_complete() -> None:
    plist = contents.info_plist("1.2.3", APP_ID, "chicago-desktop")
    assert plist["CFBundleShortVersionString"] == "1.2.3"
    assert plist["CFBundleIdentifier"] == APP_ID
    assert plist["NSRequiresAquaSystemAppearance"] is False
    assert plist["NSHighResolutionCapable"] is True
    assert len(plist["CFBundleLocalizations"]) == len(i18n.LANGUAGES)


@pytest.fixture(scope="module")
def icon_files(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("icons")
    icons.generate(RESOURCES / "chicago-desktop.svg", out, APP_ID)
    return out


@pytest.mark.usefixtures("qapp")
def test_icons_have_every_size(icon_files: Path) -> None:
    from PySide6.QtGui import QImage

    for size in icons.HICOLOR_SIZES:
        image = QImage(str(icon_files / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
    assert (icon_files / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert len(list((icon_files / "window").glob("*.png"))) == len(icons.WINDOW_SIZES)


def test_ico_directory_points_at_each_png(icon_files: Path) -> None:
    data = (icon_files / "chicago-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    for index, size in enumerate(sorted(icons.ICO_SIZES)):
        width, height, _c, _r, _p, _b, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        assert width == height == (0 if size == 256 else size)
        png = data[offset : offset + length]
        assert png.startswith(b"\x89PNG")
        assert struct.unpack_from(">II", png, 16) == (size, size)


def test_icns_holds_each_type_with_its_size(icon_files: Path) -> None:
    data = (icon_files / "chicago-desktop.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    found = []
    offset = 8
    while offset < len(data):
        kind, length = data[offset : offset + 4], struct.unpack_from(">I", data, offset + 4)[0]
        png = data[offset + 8 : offset + length]
        found.append((kind, struct.unpack_from(">I", png, 16)[0]))
        offset += length
    assert found == [(kind, size) for kind, size in icons.ICNS_TYPES]


@pytest.mark.usefixtures("qapp")
def test_the_16_px_icon_is_drawn_on_whole_pixels(icon_files: Path) -> None:
    """At 16 px the pips are whole dark pixels on white faces (not a grey blur) and the
    one is red: the three dice read as dice."""
    from PySide6.QtGui import QColor, QImage

    image = QImage(str(icon_files / "window" / "chicago-desktop-16.png"))

    def at(x: int, y: int) -> QColor:
        return image.pixelColor(x, y)

    for x, y in [(2, 10), (4, 12), (12, 10), (11, 11), (10, 12)]:  # the two and the three
        assert at(x, y).lightness() < 40
        assert at(x + 1, y).lightness() > 240 or at(x - 1, y).lightness() > 240
    red = at(7, 3)
    assert red.red() > 180 and red.green() < 60 and red.blue() < 60


def test_desktop_entry_names_the_icon_and_command() -> None:
    entry = ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(RESOURCES / f"{APP_ID}.desktop", encoding="utf-8")
    group = entry["Desktop Entry"]
    assert group["Exec"] == "chicago-desktop"
    assert group["Icon"] == APP_ID
    for code in i18n.LANGUAGES[1:]:
        assert group[f"Comment[{code}]"]
        assert group[f"GenericName[{code}]"]


def test_metainfo_has_a_summary_per_language_and_existing_screenshots() -> None:
    root = ET.parse(RESOURCES / f"{APP_ID}.metainfo.xml").getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    assert root.findtext("id") == APP_ID
    summaries = {s.get(lang, "en") for s in root.findall("summary")}
    assert summaries == set(i18n.LANGUAGES)
    images = [i.text or "" for i in root.iter("image")]
    assert images
    for url in images:
        assert (ROOT / "docs" / "screenshots" / url.rsplit("/", 1)[-1]).is_file(), url
    from chicago_desktop import __version__

    assert root.find("releases/release").get("version") == __version__  # type: ignore[union-attr]
    assert root.find("content_rating").get("type") == "oars-1.1"  # type: ignore[union-attr]


@pytest.mark.usefixtures("qapp")
def test_the_window_icon_of_a_checkout_is_the_svg() -> None:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from chicago_desktop.ui import app

    assert app.window_icon_files() == [RESOURCES / "chicago-desktop.svg"]
    application = QApplication.instance()
    assert isinstance(application, QApplication)
    try:
        assert app.set_window_icon(application)
        assert not application.windowIcon().isNull()
    finally:
        application.setWindowIcon(QIcon())
