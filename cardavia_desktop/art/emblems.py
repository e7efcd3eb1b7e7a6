# ruff: noqa: E501  (SVG path data reads best unbroken)
"""Lobby emblems: one medallion per game, drawn with the cards' own pieces and palette."""

from __future__ import annotations

from collections.abc import Iterator

from . import emblem_parts, minchiate_subjects, subjects, suits
from .svg import (
    BLUE,
    BROWN,
    GOLD,
    GOLD_DARK,
    GREEN,
    GREEN_DARK,
    LINE,
    PAPER,
    RED,
    WHITE,
    circle,
    document,
    path,
    place,
    rect,
)


def _card(x: float, y: float, turn: float, inner: list[str]) -> str:
    """A small card (28 × 42) with ``inner`` drawn in its 100 × 100 box."""
    return place(
        [rect(0, 0, 28, 42, 3, fill=PAPER, stroke=LINE, width=1.8), place(inner, 3, 10, 0.22)],
        x,
        y,
        1.0,
        turn,
    )


def scopa() -> list[str]:
    """A broom (the scopa) beside the settebello it sweeps up."""
    return [
        place([_card(0, 0, 0, [suits.pip("diamond")])], 14, 20, 1.45, -10),
        path("M92 14 L 58 66", stroke=BROWN, width=6),
        path("M52 58 L 68 70 L 56 92 L 36 80 Z", fill=GOLD, stroke=GOLD_DARK, width=2),
        path("M48 66 L 42 82 M54 70 L 48 86 M60 74 L 54 88", stroke=GOLD_DARK, width=1.5),
    ]


def piedicavallo() -> list[str]:
    """The Alps above Piedicavallo and the Angel's trumpet (the top trump there)."""
    return [
        path("M8 78 L 34 40 L 46 56 L 62 30 L 92 78 Z", fill="#9aa7b4", stroke=LINE),
        path(
            "M28 48 L 34 40 L 40 48 L 36 46 Z M56 38 L 62 30 L 68 40 L 62 37 Z",
            fill=WHITE,
            stroke=None,
        ),
        path("M8 78 L 92 78 L 92 86 L 8 86 Z", fill=GREEN, stroke=GREEN_DARK, width=2),
        place(subjects.sun(), 66, 6, 0.26),
    ]


def minchiate() -> list[str]:
    """The Florentine lily between the Trumpets, Minchiate's highest trump."""
    return [place(minchiate_subjects.trumpets(), 10, 8, 0.8), emblem_parts.lily(50, 58, 44)]


def schnapsen() -> list[str]:
    """The marriage: Herz and Eichel under a crown."""
    return [
        place([suits.pip("heart")], 12, 38, 0.4),
        place([suits.pip("acorn")], 48, 36, 0.42),
        *emblem_parts.crown(34, 16, 32),
    ]


def lockbet() -> list[str]:
    """A padlock on a stack of chips."""
    chips = [
        path(
            f"M20 {y} C 20 {y - 6}, 80 {y - 6}, 80 {y} L 80 {y + 6} C 80 {y + 12}, 20 {y + 12}, 20 {y + 6} Z",
            fill=colour,
            stroke=LINE,
            width=2,
        )
        for y, colour in ((80, RED), (72, BLUE), (64, RED))
    ]
    return [
        *chips,
        path("M38 40 L 38 28 C 38 12, 62 12, 62 28 L 62 40", stroke=LINE, width=6),
        path("M38 40 L 38 28 C 38 12, 62 12, 62 28 L 62 40", stroke="#c9d3dc", width=3),
        rect(30, 38, 40, 28, 4, fill=GOLD, stroke=GOLD_DARK),
        circle(50, 50, 4, fill=LINE, stroke=None),
        path("M50 52 L 50 60", stroke=LINE, width=3),
    ]


GAMES = {
    "scopa": scopa,
    "piedicavallo": piedicavallo,
    "minchiate": minchiate,
    "schnapsen": schnapsen,
    "lockbet": lockbet,
}
"""Game id → its emblem."""


def every_emblem() -> Iterator[tuple[str, str]]:
    """``(file name, SVG)`` of each game's emblem: a paper medallion with a brass rim."""
    for game, draw in GAMES.items():
        body = [
            circle(50, 50, 47, fill=PAPER, stroke=GOLD_DARK, width=3),
            circle(50, 50, 42, fill="none", stroke=GOLD, width=1.5),
            place(draw(), 10, 10, 0.8),
        ]
        yield f"{game}.svg", document(100, 100, body, game)
