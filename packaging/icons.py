"""Every icon file of the packages, drawn from resources/chicago-desktop.svg.

    .venv/bin/python packaging/icons.py OUTPUT_FOLDER

Writes (generated, never committed):

- ``hicolor/<n>x<n>/apps/<app id>.png`` for the sizes desktops ask for, and
  ``hicolor/scalable/apps/<app id>.svg`` (the Linux icon theme layout);
- ``window/chicago-desktop-<n>.png``, the window icon the bundle carries
  (chicago_desktop/ui/app.py);
- ``chicago-desktop.ico`` (Windows: PNG images in an ICO container, 16–256 px);
- ``chicago-desktop.icns`` (macOS: PNG images in an ICNS container, 16–1024 px).

16 px images come from resources/chicago-desktop-16.svg, the same drawing redrawn on
whole pixels (a scaled-down drawing blurs the pips at that size). Uses Qt's SVG renderer
from PySide6-Essentials, so no other dependency; the ICO and ICNS
containers are a few headers around PNG data, written here.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

#: The hicolor theme's sizes (the Freedesktop icon theme spec; 16–512 as desktops use).
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
#: Sizes drawn from the pixel-by-pixel drawing (resources/chicago-desktop-16.svg).
SMALL_SIZES = (16,)
#: Sizes of the window icon (title bars, task bars, Alt+Tab).
WINDOW_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: Sizes in the Windows icon (Explorer shows up to 256).
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
#: ICNS element types holding PNG data, and the pixel size of each (Apple's icns types;
#: the @2x types are the same pixels for Retina screens).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def _application() -> object:
    """A QGuiApplication for Qt's painting (offscreen unless a platform is set)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication(sys.argv[:1])


def render_png(svg: Path, size: int) -> bytes:
    """``svg`` drawn at ``size`` × ``size`` pixels, as PNG bytes (transparent background)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _application()
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG image")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise OSError("Qt could not write a PNG image")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file holding each PNG of ``pngs`` (size → PNG bytes), smallest first."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    directory = b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 stands for 256 in an ICO directory
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + directory + b"".join(pngs[size] for size in sizes)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file with one PNG element per :data:`ICNS_TYPES` entry."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def source_for(svg: Path, size: int) -> Path:
    """The drawing for ``size``: the pixel-by-pixel one (``<name>-16.svg``) at 16 px and
    twice that, where it exists; the main one otherwise."""
    small = svg.with_name(f"{svg.stem}-16{svg.suffix}")
    return small if size in SMALL_SIZES and small.is_file() else svg


def generate(svg: Path, out: Path, app_id: str) -> list[Path]:
    """Write every icon file into ``out`` (see the module docstring); returns them."""
    sizes = sorted({*HICOLOR_SIZES, *WINDOW_SIZES, *ICO_SIZES, *(s for _k, s in ICNS_TYPES)})
    pngs = {size: render_png(source_for(svg, size), size) for size in sizes}
    written: list[Path] = []

    def write(path: Path, data: bytes) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written.append(path)

    for size in HICOLOR_SIZES:
        write(out / "hicolor" / f"{size}x{size}" / "apps" / f"{app_id}.png", pngs[size])
    scalable = out / "hicolor" / "scalable" / "apps" / f"{app_id}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    written.append(scalable)
    for size in WINDOW_SIZES:
        write(out / "window" / f"chicago-desktop-{size}.png", pngs[size])
    write(out / "chicago-desktop.ico", ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    write(out / "chicago-desktop.icns", icns_bytes(pngs))
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: icons.py OUTPUT_FOLDER", file=sys.stderr)
        return 2
    root = Path(__file__).resolve().parents[1]
    made = generate(root / "resources" / "chicago-desktop.svg", Path(args[0]), APP_ID)
    print(f"{len(made)} icon files in {args[0]}")
    return 0


APP_ID = "io.github.chicago_desktop.Chicago"

if __name__ == "__main__":
    raise SystemExit(main())
