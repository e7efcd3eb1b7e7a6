# ruff: noqa: E501  (SVG path data reads best unbroken)
"""The subjects only the Minchiate shows: the virtues, the four elements, the twelve signs of the
zodiac, the Trumpets and the Papi (Grand Duke, Western and Eastern Emperor), in the design
language of ``subjects.py``, which maps every subject key to its drawing."""

from __future__ import annotations

from collections.abc import Callable

from .emblem_parts import (
    crown,
    eagle,
    flames,
    heart,
    lily,
    orb,
    small_stars,
    waves,
)
from .svg import (
    BLUE,
    BROWN,
    GOLD,
    GOLD_DARK,
    GREEN,
    GREEN_DARK,
    GREY,
    LINE,
    RED,
    SKY,
    WHITE,
    circle,
    ellipse,
    group,
    path,
    place,
    rect,
)

Drawing = Callable[[], list[str]]


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
