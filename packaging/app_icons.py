"""Render the app icon's PNG sizes from ``resources/icons/cardavia.svg`` with Qt, and pack them.

    python packaging/app_icons.py OUT_DIR

Writes ``OUT_DIR/hicolor/<n>x<n>/apps/cardavia.png`` for every hicolor size, plus
``cardavia.ico`` (Windows) and ``cardavia.icns`` (macOS) built from those PNGs. Nothing binary is
committed: the SVG is the only source. ICO and ICNS are written here (a few lines each, PNG
entries) so neither Pillow nor a Qt image plugin is needed at build time.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "cardavia.svg"
ICON_NAME = "cardavia"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""Sizes of the freedesktop hicolor theme that desktops look up (apps/ context)."""
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
_app: object = None

ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}
"""ICNS element type of each PNG size (macOS 10.7+ reads PNG data in these)."""


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a transparent ``size`` x ``size`` PNG (bytes)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode the {size}px icon as PNG")
    buffer.close()
    return bytes(data.data())


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    if png[:8] != b"\x89PNG\r\n\x1a\n" or png[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    width, height = struct.unpack(">II", png[16:24])
    return width, height


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows ``.ico`` holding the given square PNGs (PNG entries, Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS ``.icns`` holding the given PNGs under their ICNS element types."""
    body = b""
    for size in sorted(pngs):
        if size in ICNS_TYPES:
            body += ICNS_TYPES[size] + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    if not body:
        raise ValueError("no PNG of an ICNS size")
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_all(out_dir: Path, svg: Path = SVG) -> dict[int, Path]:
    """Write the hicolor PNGs, ``cardavia.ico`` and ``cardavia.icns`` under ``out_dir``."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    global _app
    if QGuiApplication.instance() is None:
        _app = QGuiApplication([sys.argv[0]])  # kept alive for the whole process
    pngs = {size: render_png(svg, size) for size in HICOLOR_SIZES}
    written: dict[int, Path] = {}
    for size, data in pngs.items():
        target = out_dir / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        written[size] = target
    (out_dir / f"{ICON_NAME}.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (out_dir / f"{ICON_NAME}.icns").write_bytes(icns_bytes(pngs))
    return written


def main(argv: list[str] | None = None) -> int:
    """Command line: render every icon into the folder given."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    for size, path in render_all(Path(args[0])).items():
        print(f"icon {size:>3}px  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
