"""Small helpers that write SVG text: every drawing in the art pipeline is made of these.

Pure Python, no Qt: the generator runs anywhere (``make build``, tests, a bare checkout).
Coordinates are plain numbers in the drawing's own box; ``fmt`` keeps the text short and stable.
"""

from __future__ import annotations

from collections.abc import Iterable

LINE = "#2c2824"
"""The one outline colour of every figure, emblem and pip detail."""
SKIN = "#f3dcc2"
GOLD = "#e2ad2a"
GOLD_DARK = "#8a5a10"
RED = "#b3261e"
RED_DARK = "#7a130d"
BLUE = "#2a4a78"
SKY = "#8fb3d9"
GREEN = "#3f8a2c"
GREEN_DARK = "#1f4d14"
PURPLE = "#5a2a6e"
BROWN = "#7a4a24"
GREY = "#8c8f94"
WHITE = "#fdfaf2"
PAPER = "#fdfaf2"


def fmt(value: float) -> str:
    """A number as short, stable SVG text: ``12``, ``12.5``, ``-0.25``."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attrs(**values: object) -> str:
    """SVG attributes from keyword arguments (``stroke_width`` → ``stroke-width``); None is left
    out."""
    parts = []
    for key, value in values.items():
        if value is None:
            continue
        if isinstance(value, float):
            value = fmt(value)
        parts.append(f'{key.replace("_", "-")}="{value}"')
    return " ".join(parts)


def path(
    d: str, fill: str = "none", stroke: str | None = LINE, width: float = 2.5, **extra: object
) -> str:
    """One ``<path>`` with round joins and caps."""
    values = attrs(fill=fill, stroke=stroke or "none", stroke_width=float(width), **extra)
    return f'<path d="{d}" {values} stroke-linejoin="round" stroke-linecap="round"/>'


def circle(
    cx: float,
    cy: float,
    r: float,
    fill: str = "none",
    stroke: str | None = LINE,
    width: float = 2.5,
    **extra: object,
) -> str:
    """One ``<circle>``."""
    values = attrs(
        cx=float(cx),
        cy=float(cy),
        r=float(r),
        fill=fill,
        stroke=stroke or "none",
        stroke_width=float(width),
        **extra,
    )
    return f"<circle {values}/>"


def ellipse(
    cx: float,
    cy: float,
    rx: float,
    ry: float,
    fill: str = "none",
    stroke: str | None = LINE,
    width: float = 2.5,
) -> str:
    """One ``<ellipse>``."""
    values = attrs(
        cx=float(cx),
        cy=float(cy),
        rx=float(rx),
        ry=float(ry),
        fill=fill,
        stroke=stroke or "none",
        stroke_width=float(width),
    )
    return f"<ellipse {values}/>"


def rect(
    x: float,
    y: float,
    w: float,
    h: float,
    rx: float = 0,
    fill: str = "none",
    stroke: str | None = LINE,
    width: float = 2.5,
    **extra: object,
) -> str:
    """One ``<rect>``."""
    values = attrs(
        x=float(x),
        y=float(y),
        width=float(w),
        height=float(h),
        rx=float(rx),
        fill=fill,
        stroke=stroke or "none",
        stroke_width=float(width),
        **extra,
    )
    return f"<rect {values}/>"


def text(
    x: float,
    y: float,
    content: str,
    size: float,
    fill: str,
    anchor: str = "middle",
    weight: str = "bold",
    spacing: float = 0,
) -> str:
    """One ``<text>`` in the cards' serif (DejaVu Serif ships with the app and with Debian)."""
    values = attrs(
        x=float(x),
        y=float(y),
        font_family="DejaVu Serif",
        font_size=float(size),
        font_weight=weight,
        fill=fill,
        text_anchor=anchor,
        letter_spacing=float(spacing) if spacing else None,
    )
    return f"<text {values}>{content}</text>"


def group(
    children: Iterable[str], transform: str | None = None, opacity: float | None = None
) -> str:
    """A ``<g>`` around ``children``, optionally moved and faded."""
    head = "<g" + (f' transform="{transform}"' if transform else "")
    head += f' opacity="{fmt(opacity)}"' if opacity is not None else ""
    return head + ">" + "".join(children) + "</g>"


def place(
    children: Iterable[str], x: float, y: float, scale: float = 1.0, rotate: float = 0.0
) -> str:
    """``children`` drawn in their own box, moved to (x, y), scaled, rotated about that point."""
    transform = f"translate({fmt(x)} {fmt(y)})"
    if rotate:
        transform += f" rotate({fmt(rotate)})"
    if scale != 1.0:
        transform += f" scale({fmt(scale)})"
    return group(children, transform)


def star_points(
    cx: float, cy: float, outer: float, inner: float, points: int = 5, turn: float = -90.0
) -> str:
    """Path data of a star polygon with ``points`` tips."""
    import math

    coords = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.radians(turn + i * 180.0 / points)
        coords.append(f"{fmt(cx + radius * math.cos(angle))} {fmt(cy + radius * math.sin(angle))}")
    return "M" + " L".join(coords) + " Z"


def document(width: float, height: float, body: Iterable[str], title: str) -> str:
    """A whole SVG file: fixed view box, its title for tools and screen readers, the body."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{fmt(width)}" height="{fmt(height)}" '
        f'viewBox="0 0 {fmt(width)} {fmt(height)}">'
        f"<title>{title}</title>\n" + "\n".join(body) + "\n</svg>\n"
    )
