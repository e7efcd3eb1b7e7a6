# ruff: noqa: E501  (SVG path data reads best unbroken)
"""Court figures in a 100 × 200 box, per pack family, in one design language.

Every figure is a full-length person (the Knight rides) in a flat-coloured robe, one dark
outline, a skin-toned face, and holds or wears its suit sign; the families differ by what they
wear and carry, as their printed packs do:

- French (Scopa, Lock & Bet): the King crowned with a sceptre and a beard, the Queen crowned with
  long hair and a flower, the Jack in a feathered beret with a halberd.
- German (Schnapsen): the König crowned with the suit at his chest, the Ober in a broad feathered
  hat holding the suit up high, the Unter in a small cap holding it low.
- Italian (both tarot packs): the Re crowned holding his suit up, the Donna/Regina veiled and
  crowned, the Cavallo a rider in a plumed helmet on his horse, the Fante in a cap; in the
  Minchiate the Cavallo is half man, half horse and the Fante of Cups and Coins is a woman (the
  Fantina), as on the Florentine pack.
"""

from __future__ import annotations

from .emblem_parts import crown, head
from .suits import pip
from .svg import (
    BLUE,
    BROWN,
    GOLD,
    GOLD_DARK,
    GREEN,
    GREY,
    LINE,
    PURPLE,
    RED,
    SKIN,
    WHITE,
    circle,
    ellipse,
    path,
    place,
)

ROBE = "M14 198 C 14 140, 24 102, 50 95 C 76 102, 86 140, 86 198 Z"
HAIR_LONG = "M31 66 C 28 96, 34 112, 26 124 L 74 124 C 66 112, 72 96, 69 66 Z"

PALETTE: dict[str, dict[str, str]] = {
    "french": {"king": RED, "queen": BLUE, "jack": "#3d7a3a"},
    "german": {"king": RED, "ober": "#3d7a3a", "unter": "#b86a2a"},
    "italian": {"king": PURPLE, "queen": RED, "knight": BLUE, "jack": "#3d7a3a", "maid": "#c8557a"},
}
"""Robe colour per family and role."""


def _held(kind: str, four_colour: bool, x: float, y: float, size: float) -> str:
    """The suit sign, ``size`` wide, centred at (x, y)."""
    return place([pip(kind, four_colour)], x - size / 2, y - size / 2, size / 100)


def _person(robe: str, beard: bool = False, hair: bool = False, trim: str = GOLD) -> list[str]:
    out = []
    if hair:
        out.append(path(HAIR_LONG, fill=BROWN))
    out += [
        path(ROBE, fill=robe),
        path("M36 99 Q 50 114 64 99", stroke=trim, width=4),
        path("M46 108 L 54 108 L 56 198 L 44 198 Z", fill=trim, stroke=GOLD_DARK, width=1.5),
        *head(50, 72, 17, beard=beard),
    ]
    return out


def _arm(robe: str, shoulder: tuple[float, float], hand: tuple[float, float]) -> list[str]:
    """A sleeve from ``shoulder`` to ``hand`` (outlined, in the robe's colour) and the hand."""
    d = f"M{shoulder[0]} {shoulder[1]} L{hand[0]} {hand[1]}"
    return [
        path(d, stroke=LINE, width=13),
        path(d, stroke=robe, width=8),
        circle(*hand, 6, fill=SKIN),
    ]


def _feather(x: float, y: float, colour: str = WHITE) -> str:
    return path(
        f"M{x} {y} C {x + 10} {y - 16}, {x + 22} {y - 20}, {x + 32} {y - 26}",
        stroke=colour,
        width=5,
    )


def king(family: str, kind: str, four_colour: bool) -> list[str]:
    """King / König / Re."""
    robe = PALETTE[family]["king"]
    out = [*_person(robe, beard=True), *crown(32, 40, 36)]
    if family == "french":
        out += [
            path("M84 150 L 84 70", stroke=GOLD_DARK, width=5),
            circle(84, 64, 7, fill=GOLD, stroke=GOLD_DARK),
            *_arm(robe, (66, 112), (84, 150)),
            _held(kind, four_colour, 50, 146, 30),
        ]
    elif family == "german":
        out += [_held(kind, four_colour, 50, 140, 36)]
    else:
        out += [*_arm(robe, (64, 110), (80, 126)), _held(kind, four_colour, 80, 104, 32)]
    return out


def queen(family: str, kind: str, four_colour: bool) -> list[str]:
    """Queen / Donna / Regina."""
    robe = PALETTE[family]["queen"]
    out = [*_person(robe, hair=True)]
    if family == "italian":
        out.append(
            path(
                "M30 60 C 30 40, 70 40, 70 60 L 74 120 L 66 120 L 64 66 L 36 66 L 34 120 L 26 120 Z",
                fill=WHITE,
            )
        )
    out += crown(35, 44, 30)
    if family == "french":
        out += [
            path("M18 150 L 22 106", stroke=GREEN, width=3),
            circle(22, 102, 7, fill=RED),
            circle(22, 102, 3, fill=GOLD, stroke=None),
            *_arm(robe, (34, 112), (18, 150)),
            _held(kind, four_colour, 54, 146, 30),
        ]
    else:
        out += [*_arm(robe, (36, 112), (24, 140)), _held(kind, four_colour, 24, 118, 30)]
    return out


def jack(family: str, kind: str, four_colour: bool, maid: bool = False) -> list[str]:
    """Jack / Fante (``maid``: the Minchiate's Fantina)."""
    robe = PALETTE[family]["maid" if maid else "jack"]
    out = [*_person(robe, hair=maid, trim=WHITE if maid else GOLD)]
    if maid:
        out.append(
            path(
                "M34 58 C 40 46, 60 46, 66 58 C 58 54, 42 54, 34 58 Z",
                fill=GOLD,
                stroke=GOLD_DARK,
                width=2,
            )
        )
        out += [*_arm(robe, (64, 112), (78, 150)), _held(kind, four_colour, 78, 128, 30)]
    elif family == "french":
        out += [
            path("M30 62 C 28 46, 70 44, 72 60 C 60 54, 42 56, 30 62 Z", fill=RED),
            _feather(64, 52),
            path("M18 190 L 18 60", stroke=BROWN, width=4),
            path("M18 60 L 10 74 L 18 80 M18 60 L 28 70 L 18 76", fill=GREY, stroke=LINE, width=2),
            *_arm(robe, (34, 112), (18, 140)),
            _held(kind, four_colour, 56, 150, 30),
        ]
    else:
        out += [
            path("M33 62 C 33 48, 67 48, 67 62 Z", fill=RED),
            *_arm(robe, (64, 114), (78, 172)),
            _held(kind, four_colour, 78, 150, 30),
        ]
    return out


def ober(kind: str, four_colour: bool) -> list[str]:
    """The German Ober: broad feathered hat, the suit held up high."""
    return [
        *_person(PALETTE["german"]["ober"]),
        path("M24 62 C 30 40, 70 40, 76 62 Z", fill=LINE),
        _feather(62, 46, GOLD),
        *_arm(PALETTE["german"]["ober"], (64, 108), (78, 84)),
        _held(kind, four_colour, 78, 36, 34),
    ]


def unter(kind: str, four_colour: bool) -> list[str]:
    """The German Unter: a small cap, the suit held low."""
    return [
        *_person(PALETTE["german"]["unter"]),
        path("M34 64 C 34 46, 66 46, 66 64 Z", fill=RED),
        circle(50, 48, 4, fill=GOLD, stroke=GOLD_DARK, width=1.5),
        *_arm(PALETTE["german"]["unter"], (36, 112), (30, 160)),
        _held(kind, four_colour, 30, 178, 34),
    ]


HORSE = "#a0692e"


def _horse_body() -> list[str]:
    return [
        path("M86 146 C 96 150, 98 168, 94 184", stroke=LINE, width=5),
        path(
            "M34 160 L 30 196 M44 162 L 46 196 M70 162 L 66 196 M82 158 L 88 194",
            stroke=HORSE,
            width=7,
        ),
        path(
            "M34 160 L 30 196 M44 162 L 46 196 M70 162 L 66 196 M82 158 L 88 194",
            stroke=LINE,
            width=1,
        ),
        ellipse(58, 150, 30, 15, fill=HORSE),
    ]


def knight(kind: str, four_colour: bool, centaur: bool = False) -> list[str]:
    """The Cavallo: a rider on his horse (``centaur``: the Minchiate's half-man, half-horse)."""
    rider = PALETTE["italian"]["knight"]
    out = _horse_body()
    if centaur:
        out += [
            path("M26 152 C 24 126, 30 112, 42 108 C 54 112, 60 126, 58 152 Z", fill=rider),
            *head(42, 92, 13, beard=True),
            path("M28 88 C 28 70, 56 70, 56 88 Z", fill=GREY),
            path("M42 74 C 44 60, 54 56, 62 56", stroke=RED, width=4),
            *_arm(rider, (32, 116), (20, 124)),
            _held(kind, four_colour, 20, 104, 28),
        ]
        return out
    out += [
        path(
            "M34 146 C 26 130, 24 118, 20 110 C 16 104, 6 106, 4 114 C 2 120, 10 122, 14 120 "
            "C 18 128, 22 138, 30 156 Z",
            fill=HORSE,
        ),
        path("M20 110 L 18 100 L 25 106", fill=HORSE),
        circle(11, 112, 1.6, fill=LINE, stroke=None),
        path("M44 136 L 74 136 L 72 160 L 46 160 Z", fill=GOLD, stroke=GOLD_DARK, width=2),
        path("M46 140 C 46 118, 50 104, 60 100 C 70 104, 74 118, 74 140 Z", fill=rider),
        *head(60, 86, 12),
        path("M47 84 C 47 66, 73 66, 73 84 Z", fill=GREY),
        path("M60 70 C 64 58, 74 54, 82 56", stroke=RED, width=4),
        *_arm(rider, (68, 108), (82, 118)),
        _held(kind, four_colour, 84, 98, 28),
    ]
    return out


def court(
    family: str, rank: str, kind: str, four_colour: bool = False, minchiate: bool = False
) -> list[str]:
    """The figure for ``rank`` (K Q N J, or the German K O U) of a suit of kind ``kind``."""
    if family == "german":
        return {
            "K": lambda: king("german", kind, four_colour),
            "O": lambda: ober(kind, four_colour),
            "U": lambda: unter(kind, four_colour),
        }[rank]()
    if rank == "K":
        return king(family, kind, four_colour)
    if rank == "Q":
        return queen(family, kind, four_colour)
    if rank == "N":
        return knight(kind, four_colour, centaur=minchiate)
    if rank == "J":
        return jack(family, kind, four_colour, maid=minchiate and kind in ("cup", "coin"))
    raise ValueError(f"no court {rank!r} in the {family} family")
