"""Build the game as a one-folder bundle for the system this runs on: dist/chicago-desktop/.

    .venv/bin/python packaging/build.py            # Linux, macOS (also dist/Chicago.app)
    .venv\\Scripts\\python packaging\\build.py       # Windows

Needs the ``package`` extra (``pip install -e ".[package]"``: PyInstaller) and nothing from
the network: everything comes from the installed virtual environment and the checkout.

Steps, each into ``build/bundle-assets/`` (generated, never committed):

1. compile the translation catalogs (.po) into .mo files, as the wheel build does (setup.py);
2. draw the icons from resources/chicago-desktop.svg (packaging/icons.py);
3. write the Windows version resource;
4. run PyInstaller on packaging/chicago-desktop.spec (what is kept: bundle_contents.py);
5. on Linux, add the desktop entry, AppStream metainfo and hicolor icons under
   ``dist/chicago-desktop/share/``, laid out as a system's /usr/share is.

Prints the bundle's size at the end. packaging/README.md says how to make the installers.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import bundle_contents  # noqa: E402
import icons  # noqa: E402

APP_ID = "io.github.chicago_desktop.Chicago"
NAME = "chicago-desktop"
RESOURCES = ROOT / "resources"

VERSION_INFO = """# Windows version resource of chicago-desktop.exe (written by packaging/build.py).
VSVersionInfo(
  ffi=FixedFileInfo(filevers={tuple}, prodvers={tuple}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
      StringStruct('CompanyName', 'The Chicago desktop authors'),
      StringStruct('FileDescription', 'Chicago, the three-dice pub game'),
      StringStruct('FileVersion', '{version}'),
      StringStruct('InternalName', 'chicago-desktop'),
      StringStruct('LegalCopyright', 'The Chicago desktop authors. MIT licence.'),
      StringStruct('OriginalFilename', 'chicago-desktop.exe'),
      StringStruct('ProductName', 'Chicago'),
      StringStruct('ProductVersion', '{version}')])]),
    VarFileInfo([VarStruct('Translation', [0x0409, 1200])])
  ]
)
"""


def version() -> str:
    """The game's version, as the package declares it (pyproject.toml reads the same)."""
    from chicago_desktop import __version__

    return __version__


def compile_catalogs(target: Path) -> list[Path]:
    """Every catalog of the package compiled to ``target/chicago_desktop/i18n/...mo``."""
    from chicago_desktop.i18n import CATALOG_DIR
    from chicago_desktop.i18n.compiling import compile_po

    written = []
    for po in sorted(CATALOG_DIR.glob("*/LC_MESSAGES/*.po")):
        language = po.parent.parent.name
        if language not in bundle_contents.LANGUAGES:
            continue
        mo = target / "chicago_desktop" / "i18n" / po.relative_to(CATALOG_DIR).with_suffix(".mo")
        mo.parent.mkdir(parents=True, exist_ok=True)
        mo.write_bytes(compile_po(po.read_bytes(), language))
        written.append(mo)
    return written


def version_resource(text_version: str) -> str:
    """The Windows version resource for ``text_version`` (four numbers, as Windows wants)."""
    numbers = [int(part) for part in text_version.split(".") if part.isdigit()][:4]
    numbers += [0] * (4 - len(numbers))
    return VERSION_INFO.replace("{tuple}", repr(tuple(numbers))).replace("{version}", text_version)


def folder_size(folder: Path) -> int:
    """Bytes of the files under ``folder`` (symbolic links not followed, not counted)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def install_linux_share(bundle: Path, assets: Path) -> None:
    """Desktop entry, metainfo and hicolor icons under ``bundle/share`` (as /usr/share)."""
    share = bundle / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    shutil.copy2(RESOURCES / f"{APP_ID}.desktop", share / "applications")
    shutil.copy2(RESOURCES / f"{APP_ID}.metainfo.xml", share / "metainfo")
    shutil.copytree(assets / "icons" / "hicolor", share / "icons" / "hicolor", dirs_exist_ok=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="build folder")
    args = parser.parse_args(argv)
    started = time.monotonic()
    assets = args.work / "bundle-assets"
    shutil.rmtree(assets, ignore_errors=True)
    assets.mkdir(parents=True)

    the_version = version()
    catalogs = compile_catalogs(assets / "catalogs")
    print(f"catalogs: {len(catalogs)} compiled")
    made = icons.generate(RESOURCES / "chicago-desktop.svg", assets / "icons", APP_ID)
    print(f"icons: {len(made)} files")
    (assets / "version_info.txt").write_text(version_resource(the_version), "utf-8")

    env = dict(
        os.environ,
        CHICAGO_BUNDLE_ASSETS=str(assets),
        CHICAGO_BUNDLE_VERSION=the_version,
        # PyInstaller imports the package to find its modules: keep any user folder out.
        QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
    )
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level=WARN",
        f"--distpath={args.dist}",
        f"--workpath={args.work / 'pyinstaller'}",
        str(HERE / "chicago-desktop.spec"),
    ]
    subprocess.run(command, check=True, env=env, cwd=ROOT)

    bundle = args.dist / NAME
    if sys.platform.startswith("linux"):
        install_linux_share(bundle, assets)
    size = folder_size(bundle)
    print(f"bundle: {bundle} — {size / 1e6:.1f} MB on disk")
    if sys.platform == "darwin":
        print(f"app: {args.dist / 'Chicago.app'}")
    print(f"built in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
