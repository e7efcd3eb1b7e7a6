"""Suit pips as vector parts in a 100 × 100 box, per kind (heart, bell, sword…), and their inks.

A pip is a list of parts ``(d, fill, stroke, width)``. Four-colour mode (for colour-blind players)
turns French Diamonds blue and Clubs green, as on four-colour poker decks; the German and Italian
packs already print four colours.
"""

from __future__ import annotations

from .svg import group, path

Part = tuple[str, str, str, float]

SHAPES: dict[str, list[Part]] = {
    "heart": [
        (
            "M50 90 C 22 68, 5 50, 5 31 C 5 15, 17 5, 30 5 C 40 5, 46 11, 50 20 "
            "C 54 11, 60 5, 70 5 C 83 5, 95 15, 95 31 C 95 50, 78 68, 50 90 Z",
            "#c3261d",
            "#7a130d",
            3,
        ),
        ("M28 16 C 20 18, 15 25, 16 33", "none", "#ef8a7f", 4),
    ],
    "bell": [
        ("M50 4 A 7 7 0 1 1 49.9 4 Z M50 8 A 3 3 0 1 0 50.1 8 Z", "#8a5a10", "none", 0),
        ("M50 18 A 39 39 0 1 1 49.9 18 Z", "#e2ad2a", "#8a5a10", 3),
        (
            "M13 48 C 30 43, 70 43, 87 48 L 88.8 56 C 70 51, 30 51, 11.2 56 Z",
            "#b3261e",
            "#7a130d",
            1.5,
        ),
        (
            "M50 70 A 5 5 0 1 1 49.9 70 Z M47.5 74 L 52.5 74 L 51.5 92 L 48.5 92 Z",
            "#3d2a0c",
            "none",
            0,
        ),
        ("M30 32 C 24 37, 22 42, 22 45", "none", "#f7dc8a", 4),
    ],
    "acorn": [
        ("M50 3 C 48 8, 48 12, 50 16", "none", "#5b3d16", 5),
        ("M28 46 C 26 72, 40 92, 50 97 C 60 92, 74 72, 72 46 Z", "#d4a03a", "#7a5416", 3),
        (
            "M18 46 C 16 26, 32 14, 50 14 C 68 14, 84 26, 82 46 C 62 52, 38 52, 18 46 Z",
            "#6b7d2a",
            "#3e4a14",
            3,
        ),
        ("M30 26 L 38 44 M42 20 L 46 46 M58 20 L 54 46 M70 26 L 62 44", "none", "#3e4a14", 2.5),
        ("M36 58 C 34 68, 38 78, 44 84", "none", "#f2d38a", 4),
    ],
    "leaf": [
        (
            "M50 3 C 64 18, 92 30, 92 56 C 92 75, 74 84, 55 79 L 57 97 L 43 97 L 45 79 "
            "C 26 84, 8 75, 8 56 C 8 30, 36 18, 50 3 Z",
            "#3f8a2c",
            "#1f4d14",
            3,
        ),
        (
            "M50 80 L 50 18 M50 64 L 28 50 M50 64 L 72 50 M50 46 L 33 34 M50 46 L 67 34",
            "none",
            "#1f4d14",
            3,
        ),
        ("M24 46 C 22 54, 23 62, 28 68", "none", "#9fd27f", 4),
    ],
    "diamond": [
        (
            "M50 4 C 60 22, 74 38, 88 50 C 74 62, 60 78, 50 96 C 40 78, 26 62, 12 50 "
            "C 26 38, 40 22, 50 4 Z",
            "#c3261d",
            "#7a130d",
            3,
        ),
    ],
    "spade": [
        (
            "M50 4 C 62 22, 94 38, 94 60 C 94 74, 82 82, 70 82 C 62 82, 56 78, 53 73 "
            "C 54 84, 58 92, 66 96 L 34 96 C 42 92, 46 84, 47 73 C 44 78, 38 82, 30 82 "
            "C 18 82, 6 74, 6 60 C 6 38, 38 22, 50 4 Z",
            "#1f1d1a",
            "#000000",
            2,
        ),
    ],
    "club": [
        (
            "M50 6 A 18 18 0 1 1 49.9 6 Z M28 38 A 18 18 0 1 1 27.9 38 Z "
            "M72 38 A 18 18 0 1 1 71.9 38 Z M46 50 L 54 50 C 54 74, 58 88, 68 96 "
            "L 32 96 C 42 88, 46 74, 46 50 Z",
            "#1f1d1a",
            "none",
            0,
        ),
    ],
    # Italian suits (tarot packs): Swords, Batons, Cups, Coins.
    "sword": [
        ("M50 2 L 56 14 L 55 68 L 45 68 L 44 14 Z", "#c9d3dc", "#2a4a78", 3),
        ("M50 12 L 50 64", "none", "#6f8aa8", 2),
        ("M24 66 C 36 70, 64 70, 76 66 L 76 75 C 64 79, 36 79, 24 75 Z", "#e2ad2a", "#8a5a10", 2.5),
        ("M46 77 L 54 77 L 54 90 L 46 90 Z", "#7a3f1c", "#3d2a0c", 2),
        ("M50 89 A 5.5 5.5 0 1 1 49.9 89 Z", "#e2ad2a", "#8a5a10", 2),
    ],
    "baton": [
        ("M40 8 C 40 2, 62 2, 60 9 L 57 92 C 57 98, 43 98, 43 92 Z", "#9a6a34", "#4d3112", 3),
        ("M41 30 L 59 28 M42 54 L 58 52 M43 76 L 57 75", "none", "#2f6a22", 4),
        (
            "M60 18 C 72 12, 80 16, 84 24 C 74 26, 66 24, 60 18 Z M40 42 C 28 36, 20 40, 16 48 "
            "C 26 50, 34 48, 40 42 Z",
            "#3f8a2c",
            "#1f4d14",
            2,
        ),
        ("M46 12 C 45 30, 46 60, 47 86", "none", "#d9ad74", 3),
    ],
    "cup": [
        ("M20 10 L 80 10 C 80 38, 66 52, 50 52 C 34 52, 20 38, 20 10 Z", "#e2ad2a", "#8a5a10", 3),
        ("M22 20 L 78 20", "none", "#b3261e", 4),
        (
            "M45 52 L 55 52 L 56 80 L 44 80 Z M50 60 A 6 6 0 1 1 49.9 60 Z",
            "#d4982a",
            "#8a5a10",
            2.5,
        ),
        ("M24 95 C 26 82, 74 82, 76 95 Z", "#e2ad2a", "#8a5a10", 3),
        ("M30 26 C 32 34, 36 40, 42 44", "none", "#f7dc8a", 4),
    ],
    "coin": [
        ("M50 4 A 46 46 0 1 1 49.9 4 Z", "#e2ad2a", "#8a5a10", 3),
        ("M50 18 A 32 32 0 1 1 49.9 18 Z", "none", "#8a5a10", 2.5),
        (
            "M50 26 L 56 44 L 74 50 L 56 56 L 50 74 L 44 56 L 26 50 L 44 44 Z",
            "#b3261e",
            "#7a130d",
            2,
        ),
        ("M50 46 A 4 4 0 1 1 49.9 46 Z", "#f7dc8a", "none", 0),
        ("M22 36 C 20 42, 20 48, 21 54", "none", "#f7dc8a", 4),
    ],
}

FAMILY_SUITS: dict[str, dict[str, str]] = {
    "german": {"H": "heart", "S": "bell", "E": "acorn", "L": "leaf"},
    "french": {"H": "heart", "D": "diamond", "C": "club", "S": "spade"},
    "italian": {"S": "sword", "B": "baton", "C": "cup", "D": "coin"},
}
"""Suit letter of a card code → pip kind, per pack family."""

INK: dict[str, str] = {
    "heart": "#a3201a",
    "bell": "#7a4e0c",
    "acorn": "#5b3d16",
    "leaf": "#245a18",
    "diamond": "#a3201a",
    "spade": "#1f1d1a",
    "club": "#1f1d1a",
    "sword": "#2a4a78",
    "baton": "#2f6a22",
    "cup": "#a3201a",
    "coin": "#7a4e0c",
}
"""Index (rank label) colour per kind, readable on the card face."""

FOUR_COLOUR: dict[str, tuple[str, str, str]] = {
    "diamond": ("#2760b0", "#143a70", "#1d4f99"),
    "club": ("#2c7a2f", "none", "#22662a"),
}
"""Four-colour mode: kind → (fill, stroke, ink)."""


def parts(kind: str, four_colour: bool = False) -> list[Part]:
    """The parts of one pip, recoloured in four-colour mode."""
    shape = SHAPES[kind]
    if four_colour and kind in FOUR_COLOUR:
        fill, stroke, _ink = FOUR_COLOUR[kind]
        return [(d, fill, stroke, width) for d, _f, _s, width in shape]
    return shape


def ink(kind: str, four_colour: bool = False) -> str:
    """The index colour of ``kind``."""
    if four_colour and kind in FOUR_COLOUR:
        return FOUR_COLOUR[kind][2]
    return INK[kind]


def pip(kind: str, four_colour: bool = False) -> str:
    """SVG of one pip in its 100 × 100 box."""
    return group(
        path(
            d,
            fill=fill,
            stroke=None if stroke == "none" or width <= 0 else stroke,
            width=width or 1,
        )
        for d, fill, stroke, width in parts(kind, four_colour)
    )
