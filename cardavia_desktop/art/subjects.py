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

from .emblem_parts import (
    crescent,
    crown,
    eagle,
    flames,
    globe,
    heart,
    orb,
    small_stars,
    sun_disc,
    tiara,
    waves,
)
from .minchiate_subjects import (
    ZODIAC_GLYPHS,
    air,
    charity,
    earth,
    eastern_emperor,
    faith,
    fire,
    grand_duke,
    hope,
    prudence,
    trumpets,
    water,
    western_emperor,
    zodiac,
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
    PURPLE,
    RED,
    SKIN,
    SKY,
    WHITE,
    circle,
    ellipse,
    fmt,
    path,
    rect,
    star_points,
)

Drawing = Callable[[], list[str]]


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
