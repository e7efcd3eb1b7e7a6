"""Contact sheets: every face of a pack on one PNG, rendered from the generated SVG with QtSvg.

The corner index letters of suit cards are the views' (``CardNames.index``, per language); the
sheet prints the English ones in the same place and size as CardView does, so a reviewer sees a
card as the table shows it.
"""

from __future__ import annotations

import os
from pathlib import Path

from . import emblems, packs, suits

INDEX_BOX = (0.045, 0.04, 0.22, 0.2)
"""x, y, width and font size of the corner index as fractions of the card width (CardView's
``indexBox``); y is a fraction of the height."""


def render(svg: str, width: int, height: int):
    """The SVG text rendered into a QImage of ``width`` × ``height`` (transparent outside)."""
    from PySide6.QtCore import QByteArray, QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def _app():
    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return QGuiApplication.instance() or QGuiApplication([])


def _index(
    painter, code: str, spec: packs.PackSpec, x: float, y: float, w: float, h: float, four: bool
) -> None:
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont

    suit, rank = code[0], code[1:]
    label = {"N": "Kn"}.get(rank, rank)
    font = QFont("DejaVu Serif")
    font.setBold(True)
    font.setPixelSize(max(9, round(w * (0.16 if len(label) > 1 else 0.2))))
    painter.setFont(font)
    painter.setPen(QColor(suits.ink(spec.suits[suit], four)))
    bx, by, bw, _size = INDEX_BOX
    box = QRectF(x + w * bx, y + h * by, w * bw, w * 0.25)
    painter.drawText(box, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), label)
    painter.save()
    painter.translate(x + w, y + h)
    painter.rotate(180)
    painter.drawText(
        QRectF(w * bx, h * by, w * bw, w * 0.25),
        int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
        label,
    )
    painter.restore()


def contact_sheets(folder: Path, width: int = 120) -> list[Path]:
    """Write ``<pack>.png`` (every face and the back) and ``emblems.png`` into ``folder``."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QImage, QPainter

    _app()
    folder.mkdir(parents=True, exist_ok=True)
    height = round(width * 1.5)
    gap, columns = 8, 14
    written = []
    for pack_id, spec in packs.PACKS.items():
        files = [*packs.faces(pack_id), ("back.svg", dict(packs.every_file())["back.svg"])]
        rows = -(-len(files) // columns)
        sheet = QImage(
            columns * (width + gap) + gap,
            rows * (height + gap) + gap,
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        sheet.fill(QColor("#1f5a41"))
        painter = QPainter(sheet)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        for i, (name, svg) in enumerate(files):
            x = gap + (i % columns) * (width + gap)
            y = gap + (i // columns) * (height + gap)
            painter.drawImage(QPointF(x, y), render(svg, width, height))
            code = Path(name).stem
            if code not in ("back", "MATTO") and not (code.startswith("T") and code[1:].isdigit()):
                _index(painter, code, spec, x, y, width, height, name.startswith("french-4c/"))
        painter.end()
        target = folder / f"{pack_id}.png"
        sheet.save(str(target))
        written.append(target)
    marks = list(emblems.every_emblem())
    sheet = QImage(len(marks) * 136 + 8, 144, QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(QColor("#1f5a41"))
    painter = QPainter(sheet)
    for i, (_name, svg) in enumerate(marks):
        painter.drawImage(QPointF(8 + i * 136, 8), render(svg, 128, 128))
    painter.end()
    target = folder / "emblems.png"
    sheet.save(str(target))
    written.append(target)
    return written
