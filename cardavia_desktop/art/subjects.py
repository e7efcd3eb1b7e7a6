# ruff: noqa: E501  (SVG path data reads best unbroken)
"""The trump subjects as emblems: one simple drawing per subject in a 100 × 100 box.

One design language for every emblem: flat fills from a small palette, one dark outline
(``svg.LINE``, 2.5 units), a few shapes each, large enough to read on a card in the hand. Subjects
shared by the Tarocco Piemontese and the Minchiate (Death, the Wheel, the Sun…) are the same drawing
in both packs. ``SUBJECTS`` maps a subject key to its drawing; the packs (``packs.py``) list which
subject each trump number shows.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from .svg import (
    BLUE,
    BROWN,
    GOLD,
    GOLD_DARK,
    GREEN,
    GREEN_DARK,
    GREY,
    LINE,
    PURPLE,
    RED,
    SKIN,
    SKY,
    WHITE,
    circle,
    ellipse,
    fmt,
    group,
    path,
    place,
    rect,
    star_points,
)

Drawing = Callable[[], list[str]]


# --- shared pieces -------------------------------------------------------------------------------
def crown(x: float, y: float, w: float, fill: str = GOLD) -> list[str]:
    """A three-pointed crown whose band's top-left is (x, y), ``w`` wide."""
    h = w * 0.55
    d = (
        f"M{fmt(x)} {fmt(y + h)} L{fmt(x)} {fmt(y)} L{fmt(x + w * 0.25)} {fmt(y + h * 0.45)} "
        f"L{fmt(x + w * 0.5)} {fmt(y - h * 0.15)} L{fmt(x + w * 0.75)} {fmt(y + h * 0.45)} "
        f"L{fmt(x + w)} {fmt(y)} L{fmt(x + w)} {fmt(y + h)} Z"
    )
    return [
        path(d, fill=fill, stroke=GOLD_DARK, width=2),
        circle(x + w * 0.5, y - h * 0.15, w * 0.06, fill=RED, stroke=None),
    ]


def tiara(cx: float, y: float, w: float, tiers: int = 3) -> list[str]:
    """A papal tiara (``tiers`` crowns stacked), its top at ``y``."""
    out = [
        path(
            f"M{fmt(cx - w / 2)} {fmt(y + w * 1.1)} C {fmt(cx - w / 2)} {fmt(y + w * 0.2)}, "
            f"{fmt(cx - w * 0.2)} {fmt(y)}, {fmt(cx)} {fmt(y)} C {fmt(cx + w * 0.2)} {fmt(y)}, "
            f"{fmt(cx + w / 2)} {fmt(y + w * 0.2)}, {fmt(cx + w / 2)} {fmt(y + w * 1.1)} Z",
            fill=WHITE,
        )
    ]
    for i in range(tiers):
        ty = y + w * (0.35 + 0.3 * i)
        out.append(
            path(
                f"M{fmt(cx - w * 0.48)} {fmt(ty)} L{fmt(cx + w * 0.48)} {fmt(ty)}",
                stroke=GOLD,
                width=w * 0.1,
            )
        )
    out.append(
        path(
            f"M{fmt(cx)} {fmt(y - w * 0.25)} L{fmt(cx)} {fmt(y)} "
            f"M{fmt(cx - w * 0.1)} {fmt(y - w * 0.15)} L{fmt(cx + w * 0.1)} {fmt(y - w * 0.15)}",
            stroke=GOLD_DARK,
            width=2.5,
        )
    )
    return out


def head(cx: float, cy: float, r: float, beard: bool = False) -> list[str]:
    """A face: skin disc, two eyes, optionally a beard."""
    out = []
    if beard:
        out.append(
            path(
                f"M{fmt(cx - r)} {fmt(cy)} C {fmt(cx - r)} {fmt(cy + r * 2)}, "
                f"{fmt(cx + r)} {fmt(cy + r * 2)}, {fmt(cx + r)} {fmt(cy)} Z",
                fill="#d8d0c0",
            )
        )
    out.append(circle(cx, cy, r, fill=SKIN))
    out.append(circle(cx - r * 0.35, cy - r * 0.1, r * 0.11, fill=LINE, stroke=None))
    out.append(circle(cx + r * 0.35, cy - r * 0.1, r * 0.11, fill=LINE, stroke=None))
    return out


def small_stars(points: list[tuple[float, float]], r: float = 4.5) -> list[str]:
    """Little five-pointed gold stars."""
    return [
        path(star_points(x, y, r, r * 0.45), fill=GOLD, stroke=GOLD_DARK, width=1)
        for x, y in points
    ]


def heart(cx: float, cy: float, s: float, fill: str = RED) -> str:
    """A heart of size ``s`` centred at (cx, cy)."""

    def p(u: float, v: float) -> str:
        return f"{fmt(cx + (u - 50) * s / 100)} {fmt(cy + (v - 50) * s / 100)}"

    d = (
        f"M{p(50, 90)} C {p(22, 68)}, {p(5, 50)}, {p(5, 31)} C {p(5, 15)}, {p(17, 5)}, {p(30, 5)} "
        f"C {p(40, 5)}, {p(46, 11)}, {p(50, 20)} C {p(54, 11)}, {p(60, 5)}, {p(70, 5)} "
        f"C {p(83, 5)}, {p(95, 15)}, {p(95, 31)} C {p(95, 50)}, {p(78, 68)}, {p(50, 90)} Z"
    )
    return path(d, fill=fill, stroke=LINE, width=2.5)


def flames(cx: float, base: float, h: float, w: float) -> list[str]:
    """Three tongues of flame on ``base``."""
    out = []
    for dx, scale, fill in ((-w * 0.3, 0.7, RED), (w * 0.3, 0.75, RED), (0, 1.0, "#e8731c")):
        x0, top = cx + dx, base - h * scale
        half = w * 0.28 * (1.2 if dx == 0 else 1)
        out.append(
            path(
                f"M{fmt(x0 - half)} {fmt(base)} C {fmt(x0 - half * 1.3)} {fmt(base - h * scale * 0.5)}, "
                f"{fmt(x0)} {fmt(top + h * 0.2)}, {fmt(x0)} {fmt(top)} "
                f"C {fmt(x0 + half * 0.6)} {fmt(top + h * 0.35)}, {fmt(x0 + half * 1.4)} "
                f"{fmt(base - h * scale * 0.4)}, {fmt(x0 + half)} {fmt(base)} Z",
                fill=fill,
                stroke=RED,
                width=2,
            )
        )
    out.append(
        path(
            f"M{fmt(cx - w * 0.12)} {fmt(base)} C {fmt(cx - w * 0.14)} {fmt(base - h * 0.3)}, "
            f"{fmt(cx)} {fmt(base - h * 0.4)}, {fmt(cx)} {fmt(base - h * 0.5)} "
            f"C {fmt(cx + w * 0.08)} {fmt(base - h * 0.3)}, {fmt(cx + w * 0.14)} {fmt(base - h * 0.2)}, "
            f"{fmt(cx + w * 0.12)} {fmt(base)} Z",
            fill=GOLD,
            stroke=None,
        )
    )
    return out


def waves(
    y: float, x0: float = 10, x1: float = 90, amp: float = 5, n: int = 4, colour: str = BLUE
) -> str:
    """A wavy line from x0 to x1 at height y."""
    step = (x1 - x0) / n
    d = f"M{fmt(x0)} {fmt(y)}"
    for i in range(n):
        a = x0 + i * step
        d += f" Q {fmt(a + step / 4)} {fmt(y - amp)}, {fmt(a + step / 2)} {fmt(y)} T {fmt(a + step)} {fmt(y)}"
    return path(d, stroke=colour, width=4)


def sun_disc(cx: float, cy: float, r: float, rays: int = 12) -> list[str]:
    """A sun with straight and wavy rays and a calm face."""
    out = []
    for i in range(rays):
        a = math.radians(i * 360 / rays)
        r0, r1 = r * 1.1, r * (1.6 if i % 2 == 0 else 1.4)
        out.append(
            path(
                f"M{fmt(cx + r0 * math.cos(a))} {fmt(cy + r0 * math.sin(a))} "
                f"L{fmt(cx + r1 * math.cos(a))} {fmt(cy + r1 * math.sin(a))}",
                stroke=GOLD_DARK,
                width=3.5,
            )
        )
    out.append(circle(cx, cy, r, fill=GOLD, stroke=GOLD_DARK))
    out += [
        circle(cx - r * 0.35, cy - r * 0.15, r * 0.09, fill=LINE, stroke=None),
        circle(cx + r * 0.35, cy - r * 0.15, r * 0.09, fill=LINE, stroke=None),
        path(
            f"M{fmt(cx - r * 0.3)} {fmt(cy + r * 0.3)} Q {fmt(cx)} {fmt(cy + r * 0.5)}, "
            f"{fmt(cx + r * 0.3)} {fmt(cy + r * 0.3)}",
            stroke=GOLD_DARK,
            width=2,
        ),
    ]
    return out


def crescent(cx: float, cy: float, r: float) -> list[str]:
    """A crescent moon opening to the right, with a profile eye."""
    d = (
        f"M{fmt(cx)} {fmt(cy - r)} A {fmt(r)} {fmt(r)} 0 0 0 {fmt(cx)} {fmt(cy + r)} "
        f"A {fmt(r * 0.55)} {fmt(r)} 0 0 1 {fmt(cx)} {fmt(cy - r)} Z"
    )
    return [
        path(d, fill="#f2e6b0", stroke=GOLD_DARK, width=2.5),
        circle(cx - r * 0.72, cy - r * 0.1, r * 0.07, fill=LINE, stroke=None),
    ]


def globe(cx: float, cy: float, r: float) -> list[str]:
    """The world as a blue globe with land and its meridians."""
    return [
        circle(cx, cy, r, fill=SKY, stroke=BLUE),
        path(
            f"M{fmt(cx - r * 0.7)} {fmt(cy - r * 0.2)} C {fmt(cx - r * 0.4)} {fmt(cy - r * 0.6)}, "
            f"{fmt(cx)} {fmt(cy - r * 0.4)}, {fmt(cx + r * 0.1)} {fmt(cy)} C {fmt(cx + r * 0.3)} "
            f"{fmt(cy + r * 0.4)}, {fmt(cx - r * 0.3)} {fmt(cy + r * 0.6)}, {fmt(cx - r * 0.6)} "
            f"{fmt(cy + r * 0.3)} Z",
            fill=GREEN,
            stroke=GREEN_DARK,
            width=2,
        ),
        path(
            f"M{fmt(cx - r)} {fmt(cy)} L{fmt(cx + r)} {fmt(cy)} M{fmt(cx)} {fmt(cy - r)} "
            f"C {fmt(cx - r * 0.6)} {fmt(cy - r * 0.4)}, {fmt(cx - r * 0.6)} {fmt(cy + r * 0.4)}, "
            f"{fmt(cx)} {fmt(cy + r)}",
            stroke=BLUE,
            width=1.5,
        ),
    ]


def orb(cx: float, cy: float, r: float) -> list[str]:
    """A globus cruciger: a gold orb with a band and a cross."""
    return [
        circle(cx, cy, r, fill=GOLD, stroke=GOLD_DARK),
        path(
            f"M{fmt(cx - r)} {fmt(cy)} L{fmt(cx + r)} {fmt(cy)} M{fmt(cx)} {fmt(cy)} L{fmt(cx)} {fmt(cy + r)}",
            stroke=GOLD_DARK,
            width=2,
        ),
        path(
            f"M{fmt(cx)} {fmt(cy - r)} L{fmt(cx)} {fmt(cy - r * 1.9)} M{fmt(cx - r * 0.4)} "
            f"{fmt(cy - r * 1.5)} L{fmt(cx + r * 0.4)} {fmt(cy - r * 1.5)}",
            stroke=GOLD_DARK,
            width=3,
        ),
    ]


def eagle(cx: float, cy: float, s: float, fill: str = LINE) -> str:
    """A heraldic eagle, wings spread."""

    def p(u: float, v: float) -> str:
        return f"{fmt(cx + u * s)} {fmt(cy + v * s)}"

    d = (
        f"M{p(0, -0.55)} C {p(0.12, -0.55)}, {p(0.12, -0.35)}, {p(0.06, -0.3)} L{p(0.5, -0.5)} "
        f"L{p(0.42, -0.25)} L{p(0.55, -0.2)} L{p(0.38, 0)} L{p(0.45, 0.05)} L{p(0.15, 0.15)} "
        f"L{p(0.22, 0.5)} L{p(0, 0.32)} L{p(-0.22, 0.5)} L{p(-0.15, 0.15)} L{p(-0.45, 0.05)} "
        f"L{p(-0.38, 0)} L{p(-0.55, -0.2)} L{p(-0.42, -0.25)} L{p(-0.5, -0.5)} L{p(-0.06, -0.3)} "
        f"C {p(-0.12, -0.35)}, {p(-0.12, -0.55)}, {p(0, -0.55)} Z"
    )
    return path(d, fill=fill, stroke=LINE, width=1.5)


def lily(cx: float, cy: float, s: float, fill: str = RED) -> str:
    """The Florentine lily (giglio)."""

    def p(u: float, v: float) -> str:
        return f"{fmt(cx + u * s)} {fmt(cy + v * s)}"

    d = (
        f"M{p(0, -0.6)} C {p(0.18, -0.4)}, {p(0.14, -0.1)}, {p(0.06, 0.05)} "
        f"C {p(0.2, -0.25)}, {p(0.55, -0.35)}, {p(0.5, 0.02)} C {p(0.38, -0.1)}, {p(0.26, 0)}, {p(0.2, 0.12)} "
        f"L{p(0.3, 0.12)} L{p(0.3, 0.2)} L{p(0.08, 0.2)} L{p(0.12, 0.55)} L{p(-0.12, 0.55)} L{p(-0.08, 0.2)} "
        f"L{p(-0.3, 0.2)} L{p(-0.3, 0.12)} L{p(-0.2, 0.12)} C {p(-0.26, 0)}, {p(-0.38, -0.1)}, {p(-0.5, 0.02)} "
        f"C {p(-0.55, -0.35)}, {p(-0.2, -0.25)}, {p(-0.06, 0.05)} C {p(-0.14, -0.1)}, {p(-0.18, -0.4)}, {p(0, -0.6)} Z"
    )
    return path(d, fill=fill, stroke=RED if fill != RED else "#7a130d", width=1.5)


def figure(cx: float, top: float, h: float, robe: str, beard: bool = False) -> list[str]:
    """A standing person (head at ``top``), ``h`` tall, in a robe."""
    r = h * 0.11
    body = (
        f"M{fmt(cx - h * 0.26)} {fmt(top + h)} C {fmt(cx - h * 0.24)} {fmt(top + h * 0.55)}, "
        f"{fmt(cx - h * 0.16)} {fmt(top + h * 0.3)}, {fmt(cx)} {fmt(top + h * 0.26)} "
        f"C {fmt(cx + h * 0.16)} {fmt(top + h * 0.3)}, {fmt(cx + h * 0.24)} {fmt(top + h * 0.55)}, "
        f"{fmt(cx + h * 0.26)} {fmt(top + h)} Z"
    )
    return [path(body, fill=robe), *head(cx, top + r, r, beard)]


# --- the subjects --------------------------------------------------------------------------------
def juggler() -> list[str]:
    """The Bagatto / Papa I: a table with cups and a ball, his wand, his wide hat."""
    return [
        path("M30 10 C 20 22, 80 22, 70 10 C 64 4, 36 4, 30 10 Z", fill=RED),
        path("M22 22 C 40 14, 60 14, 78 22", fill="none", stroke=LINE, width=3),
        path("M66 26 L 88 6", stroke=BROWN, width=4),
        circle(89, 5, 3, fill=GOLD, stroke=GOLD_DARK, width=1.5),
        rect(12, 56, 76, 10, 2, fill=BROWN),
        path("M20 66 L 18 94 M80 66 L 82 94", stroke=BROWN, width=5),
        path("M22 56 L 25 40 L 37 40 L 40 56 Z", fill=GOLD, stroke=GOLD_DARK, width=2),
        path("M60 56 L 63 44 L 73 44 L 76 56 Z", fill=GOLD, stroke=GOLD_DARK, width=2),
        circle(50, 50, 6, fill=RED),
    ]


def popess() -> list[str]:
    """La Papessa: a domed double crown over an open book."""
    return [
        *tiara(50, 10, 34, tiers=2),
        path(
            "M16 62 C 30 56, 44 58, 50 64 C 56 58, 70 56, 84 62 L 84 90 C 70 84, 56 86, 50 92 "
            "C 44 86, 30 84, 16 90 Z",
            fill=WHITE,
        ),
        path(
            "M50 64 L 50 92 M24 70 L 42 70 M24 77 L 42 77 M58 70 L 76 70 M58 77 L 76 77",
            stroke=GREY,
            width=2,
        ),
    ]


def empress() -> list[str]:
    """L'Imperatrice: a crown over a shield with the eagle."""
    return [
        *crown(30, 6, 40),
        path(
            "M24 36 L 76 36 L 76 62 C 76 80, 60 90, 50 94 C 40 90, 24 80, 24 62 Z",
            fill=GOLD,
            stroke=GOLD_DARK,
        ),
        eagle(50, 62, 42),
    ]


def emperor() -> list[str]:
    """L'Imperatore: a crown and the orb with its cross; the sceptre."""
    return [
        *crown(26, 10, 48),
        path("M80 30 L 80 92", stroke=GOLD_DARK, width=5),
        circle(80, 28, 5, fill=GOLD, stroke=GOLD_DARK),
        *orb(46, 70, 18),
    ]


def pope() -> list[str]:
    """Il Papa: the triple tiara and the papal cross staff."""
    return [
        *tiara(42, 14, 40),
        path("M82 20 L 82 94 M72 30 L 92 30 M74 42 L 90 42", stroke=GOLD_DARK, width=4),
    ]


def love() -> list[str]:
    """Love / the Lovers: a winged heart pierced by Cupid's arrow."""
    return [
        path(
            "M30 44 C 14 30, 6 36, 4 24 C 14 28, 22 26, 32 36 Z M70 44 C 86 30, 94 36, 96 24 "
            "C 86 28, 78 26, 68 36 Z",
            fill=WHITE,
        ),
        heart(50, 54, 62),
        path("M14 84 L 86 22", stroke=BROWN, width=3.5),
        path("M86 22 L 76 24 L 82 30 Z", fill=GREY, stroke=LINE, width=1.5),
        path("M14 84 L 12 76 M14 84 L 22 86", stroke=RED, width=3),
    ]


def chariot() -> list[str]:
    """Il Carro: a two-wheeled triumphal car under its canopy."""
    return [
        path("M18 30 C 30 18, 70 18, 82 30 Z", fill=RED),
        path("M24 30 L 24 56 M76 30 L 76 56", stroke=GOLD_DARK, width=3),
        rect(14, 54, 72, 18, 3, fill=GOLD, stroke=GOLD_DARK),
        circle(30, 78, 14, fill=WHITE),
        circle(70, 78, 14, fill=WHITE),
        path("M30 64 L 30 92 M16 78 L 44 78 M70 64 L 70 92 M56 78 L 84 78", stroke=LINE, width=2),
        *small_stars([(50, 40)], 6),
    ]


def justice() -> list[str]:
    """La Giustizia: the upright sword and the balanced scales."""
    return [
        path("M50 6 L 55 16 L 54 70 L 46 70 L 45 16 Z", fill="#c9d3dc", stroke=BLUE, width=2.5),
        rect(36, 70, 28, 6, 2, fill=GOLD, stroke=GOLD_DARK),
        rect(47, 76, 6, 14, 1, fill=BROWN, stroke=LINE, width=1.5),
        path("M12 38 L 88 38", stroke=GOLD_DARK, width=3),
        path(
            "M12 38 L 4 60 M12 38 L 20 60 M88 38 L 80 60 M88 38 L 96 60",
            stroke=GOLD_DARK,
            width=1.5,
        ),
        path(
            "M2 60 Q 12 72, 22 60 Z M78 60 Q 88 72, 98 60 Z", fill=GOLD, stroke=GOLD_DARK, width=2
        ),
    ]


def hermit() -> list[str]:
    """L'Eremita: the lantern held high and the pilgrim's staff."""
    return [
        path("M30 8 L 30 94", stroke=BROWN, width=5),
        path("M52 14 L 72 14 L 76 22 L 48 22 Z", fill=BROWN, stroke=LINE, width=2),
        rect(50, 22, 24, 32, 3, fill="#f7dc8a", stroke=GOLD_DARK),
        path(
            "M62 28 C 56 36, 58 44, 62 48 C 66 44, 68 36, 62 28 Z",
            fill="#e8731c",
            stroke=RED,
            width=1.5,
        ),
        path("M48 54 L 76 54 L 72 60 L 52 60 Z", fill=BROWN, stroke=LINE, width=2),
        path("M62 8 L 62 14", stroke=LINE, width=2.5),
        path("M30 8 C 40 4, 52 4, 62 8", stroke=LINE, width=1.5),
    ]


def time() -> list[str]:
    """Il Tempo (the Hunchback, Minchiate): the hourglass and the old man's crutch."""
    return [
        path("M82 10 L 82 94 M72 12 L 92 12", stroke=BROWN, width=5),
        rect(18, 8, 44, 8, 2, fill=BROWN),
        rect(18, 84, 44, 8, 2, fill=BROWN),
        path(
            "M24 16 C 24 40, 48 42, 48 50 C 48 58, 24 60, 24 84 L 56 84 C 56 60, 32 58, 32 50 "
            "C 32 42, 56 40, 56 16 Z",
            fill="#e9f0f4",
            stroke=LINE,
        ),
        path("M30 84 C 34 72, 46 72, 50 84 Z M36 26 L 44 26 L 40 34 Z", fill=GOLD, stroke=None),
        path("M40 52 L 40 76", stroke=GOLD, width=2),
    ]


def wheel() -> list[str]:
    """La Ruota della Fortuna: the eight-spoked wheel on its stand."""
    spokes = " ".join(
        f"M50 48 L{fmt(50 + 34 * math.cos(math.radians(a)))} "
        f"{fmt(48 + 34 * math.sin(math.radians(a)))}"
        for a in range(0, 360, 45)
    )
    return [
        path("M24 94 L 50 48 L 76 94", stroke=BROWN, width=5),
        circle(50, 48, 36, fill=GOLD, stroke=GOLD_DARK, width=3),
        circle(50, 48, 30, fill=WHITE),
        path(spokes, stroke=BROWN, width=3.5),
        circle(50, 48, 7, fill=RED),
    ]


def fortitude() -> list[str]:
    """La Fortezza (Minchiate): the column she carries, broken at its top."""
    return [
        rect(22, 84, 56, 10, 1, fill=GREY, stroke=LINE),
        rect(28, 76, 44, 8, 1, fill=WHITE),
        path("M32 76 L 32 24 L 40 18 L 46 24 L 54 14 L 62 22 L 68 18 L 68 76 Z", fill=WHITE),
        path("M40 28 L 40 72 M50 24 L 50 72 M60 26 L 60 72", stroke=GREY, width=2),
    ]


def strength() -> list[str]:
    """La Forza (Tarocco Piemontese): the lion, its jaws held."""
    mane = star_points(50, 52, 42, 30, points=14)
    return [
        path(mane, fill="#c8862a", stroke=BROWN, width=2),
        circle(50, 52, 28, fill="#e9b55a", stroke=BROWN),
        circle(40, 46, 3.5, fill=LINE, stroke=None),
        circle(60, 46, 3.5, fill=LINE, stroke=None),
        path("M44 58 L 56 58 L 50 64 Z", fill=BROWN, stroke=LINE, width=1.5),
        path("M40 70 Q 50 76, 60 70", stroke=LINE, width=2.5),
        path("M50 64 L 50 70", stroke=LINE, width=2),
    ]


def hanged() -> list[str]:
    """L'Appeso / l'Impiccato: a man hanging by one foot from the gallows."""
    return [
        path("M14 94 L 14 10 L 86 10 L 86 94", stroke=BROWN, width=6),
        path("M50 10 L 50 24", stroke=LINE, width=2.5),
        path("M50 24 L 50 54 M50 24 L 40 38 L 50 46", stroke=BLUE, width=7),
        path("M36 52 C 36 48, 64 48, 64 52 L 60 74 L 40 74 Z", fill=RED),
        circle(50, 82, 9, fill=SKIN),
    ]


def death() -> list[str]:
    """La Morte: the skull and the scythe."""
    return [
        path("M22 94 L 78 8", stroke=BROWN, width=5),
        path(
            "M78 8 C 60 2, 34 8, 18 26 C 38 18, 58 16, 74 16 Z",
            fill="#c9d3dc",
            stroke=LINE,
            width=2,
        ),
        path(
            "M30 52 C 30 34, 70 34, 70 52 C 70 62, 64 66, 62 72 L 38 72 C 36 66, 30 62, 30 52 Z",
            fill=WHITE,
        ),
        circle(41, 54, 6, fill=LINE, stroke=None),
        circle(59, 54, 6, fill=LINE, stroke=None),
        path("M50 60 L 47 66 L 53 66 Z", fill=LINE, stroke=None),
        path(
            "M40 72 L 40 80 L 60 80 L 60 72 M45 72 L 45 80 M50 72 L 50 80 M55 72 L 55 80",
            fill=WHITE,
            stroke=LINE,
            width=2,
        ),
    ]


def temperance() -> list[str]:
    """La Temperanza: water poured from one jug into the other."""
    return [
        path(
            "M14 18 L 34 18 L 32 26 C 42 30, 42 50, 30 54 L 18 54 C 6 50, 6 30, 16 26 Z",
            fill=SKY,
            stroke=BLUE,
        ),
        path(
            "M56 56 L 84 56 L 80 62 C 92 66, 92 88, 78 92 L 62 92 C 48 88, 48 66, 60 62 Z",
            fill=GOLD,
            stroke=GOLD_DARK,
        ),
        path("M34 22 C 58 24, 66 40, 70 58", stroke=BLUE, width=4),
        path("M34 22 C 58 24, 66 40, 70 58", stroke=SKY, width=1.5),
    ]


def devil() -> list[str]:
    """Il Diavolo: a horned head with bat's wings."""
    return [
        path(
            "M30 48 C 18 30, 6 34, 2 20 C 8 40, 2 56, 16 62 C 20 56, 26 54, 32 58 Z "
            "M70 48 C 82 30, 94 34, 98 20 C 92 40, 98 56, 84 62 C 80 56, 74 54, 68 58 Z",
            fill=PURPLE,
        ),
        path(
            "M34 34 C 28 22, 30 12, 36 6 C 36 16, 40 24, 44 28 Z M66 34 C 72 22, 70 12, 64 6 "
            "C 64 16, 60 24, 56 28 Z",
            fill=WHITE,
        ),
        path(
            "M30 44 C 30 26, 70 26, 70 44 C 70 64, 60 80, 50 90 C 40 80, 30 64, 30 44 Z", fill=RED
        ),
        path("M38 44 L 46 48 M62 44 L 54 48", stroke=LINE, width=3.5),
        path("M40 64 Q 50 72, 60 64", stroke=LINE, width=2.5),
    ]


def tower(fire: bool = False) -> list[str]:
    """La Torre: the tower struck by lightning (``fire``: la Casa del Diavolo, in flames)."""
    out = [
        path("M30 94 L 34 34 L 66 34 L 70 94 Z", fill="#d9cdb4"),
        path(
            "M28 34 L 28 22 L 36 22 L 36 28 L 46 28 L 46 22 L 54 22 L 54 28 L 64 28 L 64 22 "
            "L 72 22 L 72 34 Z",
            fill="#d9cdb4",
        ),
        path(
            "M44 94 L 44 78 C 44 70, 56 70, 56 78 L 56 94 Z M46 46 L 54 46 L 54 58 L 46 58 Z",
            fill=LINE,
            stroke=None,
        ),
        path("M70 2 L 56 18 L 66 18 L 50 34", stroke=GOLD_DARK, width=6),
        path("M70 2 L 56 18 L 66 18 L 50 34", stroke=GOLD, width=3),
    ]
    if fire:
        out += flames(50, 22, 22, 30)
    return out


def hope() -> list[str]:
    """La Speranza: the anchor."""
    return [
        circle(50, 14, 7, fill="none", stroke=BLUE, width=4),
        path("M50 21 L 50 88 M34 34 L 66 34", stroke=BLUE, width=6),
        path("M14 60 C 16 80, 34 90, 50 90 C 66 90, 84 80, 86 60", stroke=BLUE, width=6),
        path("M8 66 L 14 56 L 22 64 Z M92 66 L 86 56 L 78 64 Z", fill=BLUE, stroke=BLUE, width=2),
    ]


def prudence() -> list[str]:
    """La Prudenza: the mirror and the serpent."""
    return [
        path("M40 58 L 40 94", stroke=BROWN, width=7),
        circle(40, 34, 26, fill=GOLD, stroke=GOLD_DARK),
        circle(40, 34, 19, fill="#d9e6ef", stroke=GREY),
        path("M32 24 L 44 20", stroke=WHITE, width=3),
        path("M88 94 C 60 92, 92 76, 72 70 C 56 66, 78 52, 82 44", stroke=GREEN_DARK, width=8),
        path("M88 94 C 60 92, 92 76, 72 70 C 56 66, 78 52, 82 44", stroke=GREEN, width=5),
        ellipse(83, 40, 6, 5, fill=GREEN, stroke=GREEN_DARK, width=2),
    ]


def faith() -> list[str]:
    """La Fede: the cross above the chalice."""
    return [
        path("M50 4 L 50 44 M38 16 L 62 16", stroke=GOLD_DARK, width=8),
        path("M50 4 L 50 44 M38 16 L 62 16", stroke=GOLD, width=4),
        path(
            "M26 48 L 74 48 C 74 64, 62 72, 50 72 C 38 72, 26 64, 26 48 Z",
            fill=GOLD,
            stroke=GOLD_DARK,
        ),
        path("M46 72 L 54 72 L 55 86 L 45 86 Z", fill=GOLD, stroke=GOLD_DARK, width=2),
        path("M30 94 C 32 84, 68 84, 70 94 Z", fill=GOLD, stroke=GOLD_DARK),
    ]


def charity() -> list[str]:
    """La Carità: the burning heart."""
    return [*flames(50, 40, 34, 36), heart(50, 62, 64)]


def fire() -> list[str]:
    """Il Fuoco: the flames."""
    return [*flames(50, 88, 78, 70), path("M14 92 L 86 92", stroke=BROWN, width=5)]


def water() -> list[str]:
    """L'Acqua: the waves and a fish."""
    return [
        path(
            "M22 40 C 36 22, 62 22, 74 40 C 62 58, 36 58, 22 40 Z M74 40 L 90 28 L 90 52 Z",
            fill=SKY,
            stroke=BLUE,
        ),
        circle(32, 38, 3, fill=LINE, stroke=None),
        waves(70),
        waves(84, amp=5),
        waves(56, 20, 80, 3, 3, SKY),
    ]


def earth() -> list[str]:
    """La Terra: the hill with its tree."""
    return [
        path("M4 94 C 20 62, 44 56, 60 64 C 76 72, 90 78, 96 94 Z", fill=GREEN, stroke=GREEN_DARK),
        path("M34 62 L 34 40", stroke=BROWN, width=5),
        circle(34, 30, 16, fill="#5fa03c", stroke=GREEN_DARK),
        path("M58 94 L 64 78 M80 94 L 78 84", stroke=GREEN_DARK, width=2.5),
    ]


def air() -> list[str]:
    """L'Aria: clouds, the wind and a bird in flight."""
    return [
        path(
            "M14 70 C 6 70, 6 56, 16 56 C 16 44, 34 42, 38 52 C 44 42, 62 44, 62 58 "
            "C 72 56, 76 70, 66 70 Z",
            fill=WHITE,
            stroke=BLUE,
        ),
        path("M40 30 Q 50 20, 58 30 Q 66 20, 76 30", stroke=LINE, width=3.5),
        path("M20 86 C 40 78, 60 92, 84 82 M30 94 C 46 88, 62 98, 78 92", stroke=SKY, width=3.5),
        path("M70 48 C 80 44, 90 48, 94 56", stroke=SKY, width=3),
    ]


ZODIAC_GLYPHS: dict[str, str] = {
    "libra": "M16 78 L 84 78 M16 62 L 34 62 C 26 50, 32 30, 50 30 C 68 30, 74 50, 66 62 L 84 62",
    "virgo": "M18 30 L 18 76 M18 40 C 20 26, 34 26, 34 40 L 34 76 M34 40 C 36 26, 50 26, 50 40 L 50 64 "
    "C 50 80, 66 84, 72 70 C 76 58, 64 52, 56 62 L 46 84",
    "scorpio": "M14 30 L 14 72 M14 40 C 16 26, 30 26, 30 40 L 30 72 M30 40 C 32 26, 46 26, 46 40 L 46 68 "
    "C 46 80, 56 82, 68 76 L 82 68 M72 62 L 82 68 L 76 78",
    "aries": "M50 86 L 50 44 M50 44 C 50 22, 30 14, 22 26 C 16 36, 26 46, 34 40 "
    "M50 44 C 50 22, 70 14, 78 26 C 84 36, 74 46, 66 40",
    "capricorn": "M14 26 L 28 74 L 40 28 C 44 54, 52 76, 64 78 C 80 80, 84 60, 72 56 C 62 52, 56 64, 60 74 "
    "C 62 82, 54 90, 44 90",
    "sagittarius": "M20 82 L 80 22 M52 22 L 80 22 L 80 50 M32 48 L 54 70",
    "cancer": "M20 42 C 30 24, 70 24, 82 38 M80 60 C 70 76, 30 76, 18 62 "
    "M36 42 A 8 8 0 1 1 20 42 A 8 8 0 1 1 36 42 M80 60 A 8 8 0 1 1 64 60 A 8 8 0 1 1 80 60",
    "pisces": "M24 16 C 42 34, 42 66, 24 84 M76 16 C 58 34, 58 66, 76 84 M28 50 L 72 50",
    "aquarius": "M14 44 L 26 34 L 38 44 L 50 34 L 62 44 L 74 34 L 86 44 "
    "M14 66 L 26 56 L 38 66 L 50 56 L 62 66 L 74 56 L 86 66",
    "leo": "M34 74 A 10 10 0 1 1 42 62 C 32 42, 38 18, 56 18 C 74 18, 78 40, 66 56 C 58 66, 58 80, 74 80",
    "taurus": "M50 62 m -20 0 a 20 20 0 1 0 40 0 a 20 20 0 1 0 -40 0 M18 18 C 24 40, 76 40, 82 18",
    "gemini": "M22 20 C 38 28, 62 28, 78 20 M22 80 C 38 72, 62 72, 78 80 M38 26 L 38 74 M62 26 L 62 74",
}
"""The twelve signs' glyphs, drawn as strokes."""

ZODIAC_FILL: dict[str, str] = {
    "aries": RED,
    "leo": RED,
    "sagittarius": RED,  # fire signs
    "taurus": GREEN,
    "virgo": GREEN,
    "capricorn": GREEN,  # earth signs
    "gemini": GOLD_DARK,
    "libra": GOLD_DARK,
    "aquarius": GOLD_DARK,  # air signs
    "cancer": BLUE,
    "scorpio": BLUE,
    "pisces": BLUE,  # water signs
}
"""Each sign in the colour of its element (the Minchiate's four elements precede the signs)."""


def zodiac(sign: str) -> Drawing:
    """A sign of the zodiac: its glyph in a starry medallion, in its element's colour."""

    def draw() -> list[str]:
        return [
            circle(50, 50, 46, fill="#fbf3dc", stroke=GOLD_DARK, width=2),
            *small_stars([(14, 14), (86, 14), (14, 86), (86, 86)], 5),
            place([path(ZODIAC_GLYPHS[sign], stroke=ZODIAC_FILL[sign], width=8)], 15, 15, 0.7),
        ]

    draw.__doc__ = f"The sign {sign}."
    return draw


def star() -> list[str]:
    """La Stella / le Stelle: the great eight-pointed star among small ones."""
    return [
        path(star_points(50, 48, 40, 16, points=8), fill=GOLD, stroke=GOLD_DARK, width=2.5),
        circle(50, 48, 8, fill=WHITE, stroke=GOLD_DARK, width=2),
        *small_stars([(12, 86), (88, 86), (50, 94), (12, 12), (88, 12)], 5),
    ]


def moon() -> list[str]:
    """La Luna: the crescent with its face, over the water."""
    return [
        *crescent(56, 42, 36),
        *small_stars([(84, 18), (88, 56), (20, 14)], 5),
        waves(90, 10, 90, 4, 4),
    ]


def sun() -> list[str]:
    """Il Sole: the radiant sun with its face."""
    return sun_disc(50, 50, 26)


def judgement() -> list[str]:
    """L'Angelo / il Giudizio: the angel's wings and the trumpet with its banner."""
    return [
        path(
            "M50 40 C 36 16, 14 14, 4 20 C 16 24, 24 34, 30 48 C 36 46, 44 44, 50 40 Z "
            "M50 40 C 64 16, 86 14, 96 20 C 84 24, 76 34, 70 48 C 64 46, 56 44, 50 40 Z",
            fill=WHITE,
        ),
        path("M20 90 L 72 54 L 80 44 L 86 56 L 76 60 Z", fill=GOLD, stroke=GOLD_DARK, width=2.5),
        path("M40 77 L 52 92 L 62 80 L 70 90 L 60 64 Z", fill=WHITE, stroke=RED, width=2.5),
        path("M48 80 L 58 76 M52 72 L 54 84", stroke=RED, width=2.5),
    ]


def world() -> list[str]:
    """Il Mondo: the world in its laurel wreath."""
    leaves = []
    for i in range(14):
        a = math.radians(i * 360 / 14)
        x, y = 50 + 42 * math.cos(a), 50 + 42 * math.sin(a)
        leaves.append(
            ellipse(x, y, 5, 9, fill=GREEN, stroke=GREEN_DARK, width=1.5).replace(
                "/>", f' transform="rotate({fmt(math.degrees(a))} {fmt(x)} {fmt(y)})"/>'
            )
        )
    return [*leaves, *globe(50, 50, 30)]


def trumpets() -> list[str]:
    """Le Trombe (Fame, Minchiate's highest): two crossed trumpets with a banner."""
    one = "M14 90 L 70 20 L 74 10 L 86 22 L 76 26 Z"
    return [
        path(one, fill=GOLD, stroke=GOLD_DARK, width=2.5),
        group([path(one, fill=GOLD, stroke=GOLD_DARK, width=2.5)], "translate(100 0) scale(-1 1)"),
        path(
            "M30 58 L 70 58 L 66 68 L 74 78 L 26 78 L 34 68 Z", fill=RED, stroke="#7a130d", width=2
        ),
        *small_stars([(50, 88)], 5),
    ]


def grand_duke() -> list[str]:
    """Papa II, the Grand Duke: the Florentine lily under the grand-ducal crown."""
    return [
        *crown(28, 12, 44),
        path("M28 26 C 40 32, 60 32, 72 26", stroke=GOLD_DARK, width=2),
        path("M22 40 L 78 40 L 78 64 C 78 80, 62 90, 50 94 C 38 90, 22 80, 22 64 Z", fill=WHITE),
        lily(50, 64, 40),
    ]


def western_emperor() -> list[str]:
    """Papa III, the Western Emperor: the crown over the eagle."""
    return [*crown(30, 8, 40), eagle(50, 64, 60)]


def eastern_emperor() -> list[str]:
    """Papa IV, the Eastern Emperor: the domed crown and the orb."""
    return [
        path("M28 40 C 28 18, 72 18, 72 40 Z", fill=GOLD, stroke=GOLD_DARK),
        rect(24, 38, 52, 10, 2, fill=RED),
        path("M50 6 L 50 20", stroke=GOLD_DARK, width=3),
        path("M30 48 L 30 60 M70 48 L 70 60", stroke=GOLD_DARK, width=3),
        circle(30, 62, 3, fill=RED, stroke=None),
        circle(70, 62, 3, fill=RED, stroke=None),
        *orb(50, 80, 13),
    ]


def fool() -> list[str]:
    """Il Matto: the jester's cap with its three bells."""
    return [
        path(
            "M20 78 C 18 54, 6 36, 4 22 C 20 30, 30 44, 36 60 C 38 36, 44 20, 50 6 "
            "C 56 20, 62 36, 64 60 C 70 44, 80 30, 96 22 C 94 36, 82 54, 80 78 Z",
            fill=RED,
            stroke="#5a1410",
        ),
        path(
            "M36 60 C 38 36, 44 20, 50 6 C 56 20, 62 36, 64 60 C 56 66, 44 66, 36 60 Z",
            fill=BLUE,
            stroke="#162a48",
            width=2,
        ),
        rect(16, 76, 68, 14, 2, fill=GOLD, stroke=GOLD_DARK, width=2),
        circle(4, 22, 6, fill=GOLD, stroke=GOLD_DARK, width=2),
        circle(50, 6, 6, fill=GOLD, stroke=GOLD_DARK, width=2),
        circle(96, 22, 6, fill=GOLD, stroke=GOLD_DARK, width=2),
    ]


SUBJECTS: dict[str, Drawing] = {
    "juggler": juggler,
    "popess": popess,
    "empress": empress,
    "emperor": emperor,
    "pope": pope,
    "love": love,
    "chariot": chariot,
    "justice": justice,
    "hermit": hermit,
    "time": time,
    "wheel": wheel,
    "fortitude": fortitude,
    "strength": strength,
    "hanged": hanged,
    "death": death,
    "temperance": temperance,
    "devil": devil,
    "tower": tower,
    "devil_house": lambda: tower(fire=True),
    "hope": hope,
    "prudence": prudence,
    "faith": faith,
    "charity": charity,
    "fire": fire,
    "water": water,
    "earth": earth,
    "air": air,
    "star": star,
    "moon": moon,
    "sun": sun,
    "judgement": judgement,
    "world": world,
    "trumpets": trumpets,
    "grand_duke": grand_duke,
    "western_emperor": western_emperor,
    "eastern_emperor": eastern_emperor,
    "fool": fool,
    **{sign: zodiac(sign) for sign in ZODIAC_GLYPHS},
}
"""Every subject key → its drawing in a 100 × 100 box."""
