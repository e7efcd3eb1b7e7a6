# ruff: noqa: E501  (SVG path data reads best unbroken)
"""The pieces the emblems share (``subjects.py``, ``minchiate_subjects.py``, ``courts.py``):
crowns, heads, stars, flames, waves, discs, globes, birds and figures, each placed by its centre
and size in the 100 × 100 box, in the one design language of ``subjects.py``."""

from __future__ import annotations

import math

from .svg import (
    BLUE,
    GOLD,
    GOLD_DARK,
    GREEN,
    GREEN_DARK,
    LINE,
    RED,
    SKIN,
    SKY,
    WHITE,
    circle,
    fmt,
    path,
    star_points,
)


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
