"""One description per pack, and the faces, backs and pips drawn from it.

A pack names its family (French, German, Italian suits), its suits, its ranks, and its trumps'
subjects. ``faces(pack_id)`` yields ``(relative path, SVG text)`` for every face; the
file names follow ``views/cards/faces.js`` (the one mapping the views use):
``<folder>/<code>.svg``, ``back.svg`` (one back for every pack), ``pips/<kind>.svg``; four-colour
faces of the French Diamonds and Clubs in ``french-4c/``.

The corner index of a suit card (its rank letters, which differ per language: ``Q`` in English,
``D`` in German) is printed by the view over the image, from ``CardNames.index``; everything else
on the face, trumps' numbers included (Arabic digits in every language, as the packs print them),
is in the SVG.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from . import courts, subjects, suits
from .svg import (
    GOLD,
    GOLD_DARK,
    PAPER,
    PURPLE,
    document,
    fmt,
    group,
    path,
    place,
    rect,
    star_points,
    text,
)

WIDTH, HEIGHT = 200, 300
"""Every card's drawing box (the views' card aspect is 1.5)."""
RADIUS = 14
EDGE = "#cfc4ad"

CORNER_PIP = (31.0, 84.0, 28.0)
"""Centre x, centre y and size of the small suit pip under the corner index (QML prints the
index letters above it: CardView's ``indexBox``)."""

NARROW = frozenset({"sword", "baton"})
"""Pip kinds much taller than wide, drawn larger to weigh as much as the others."""

PIP_SPOTS: dict[str, list[tuple[float, float]]] = {
    "2": [(0.5, 0), (0.5, 1)],
    "3": [(0.5, 0), (0.5, 0.5), (0.5, 1)],
    "4": [(0, 0), (1, 0), (0, 1), (1, 1)],
    "5": [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    "6": [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    "7": [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    "8": [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    "9": [
        (0, 0),
        (1, 0),
        (0, 1 / 3),
        (1, 1 / 3),
        (0.5, 0.5),
        (0, 2 / 3),
        (1, 2 / 3),
        (0, 1),
        (1, 1),
    ],
    "10": [
        (0, 0),
        (0, 1 / 3),
        (0, 2 / 3),
        (0, 1),
        (0.5, 1 / 6),
        (0.5, 5 / 6),
        (1, 0),
        (1, 1 / 3),
        (1, 2 / 3),
        (1, 1),
    ],
}
"""Where the pips of a number card sit in the art box (column, row fractions), as printed."""


@dataclass(frozen=True)
class PackSpec:
    """What a pack holds and how it looks."""

    folder: str
    family: str
    """``french``, ``german`` or ``italian``: the suit signs and the court figures."""
    ranks: tuple[str, ...]
    trumps: tuple[tuple[str, str], ...] = ()
    """``(subject key, English name)`` of trump 1, 2, … in order."""
    matto: bool = False
    trump_tint: tuple[str, str] = ("#efe2f2", "#dcc4e4")
    trump_ink: str = PURPLE
    minchiate: bool = False

    @property
    def suits(self) -> dict[str, str]:
        """Suit letter → pip kind."""
        return suits.FAMILY_SUITS[self.family]

    def codes(self) -> list[str]:
        """Every card code of the pack (suit cards, then trumps, then the Matto)."""
        out = [suit + rank for suit in self.suits for rank in self.ranks]
        out += [f"T{n}" for n in range(1, len(self.trumps) + 1)]
        return out + (["MATTO"] if self.matto else [])


TAROCCO_PIEMONTESE: tuple[tuple[str, str], ...] = (
    ("juggler", "The Bagatto"),
    ("popess", "The Popess"),
    ("empress", "The Empress"),
    ("emperor", "The Emperor"),
    ("pope", "The Pope"),
    ("love", "The Lovers"),
    ("chariot", "The Chariot"),
    ("justice", "Justice"),
    ("hermit", "The Hermit"),
    ("wheel", "The Wheel of Fortune"),
    ("strength", "Strength"),
    ("hanged", "The Hanged Man"),
    ("death", "Death"),
    ("temperance", "Temperance"),
    ("devil", "The Devil"),
    ("tower", "The Tower"),
    ("star", "The Stars"),
    ("moon", "The Moon"),
    ("sun", "The Sun"),
    ("judgement", "The Angel"),
    ("world", "The World"),
)
"""The Tarocco Piemontese trumps 1–21 (il Bagatto … il Mondo), as Piedicavallo plays them."""

MINCHIATE: tuple[tuple[str, str], ...] = (
    ("juggler", "Papa I, the Juggler"),
    ("grand_duke", "Papa II, the Grand Duke"),
    ("western_emperor", "Papa III, the Western Emperor"),
    ("eastern_emperor", "Papa IV, the Eastern Emperor"),
    ("love", "Papa V, Love"),
    ("temperance", "Temperance"),
    ("fortitude", "Fortitude"),
    ("justice", "Justice"),
    ("wheel", "The Wheel of Fortune"),
    ("chariot", "The Chariot"),
    ("time", "Time"),
    ("hanged", "The Hanged Man"),
    ("death", "Death"),
    ("devil", "The Devil"),
    ("devil_house", "The House of the Devil"),
    ("hope", "Hope"),
    ("prudence", "Prudence"),
    ("faith", "Faith"),
    ("charity", "Charity"),
    ("fire", "Fire"),
    ("water", "Water"),
    ("earth", "Earth"),
    ("air", "Air"),
    ("libra", "Libra"),
    ("virgo", "Virgo"),
    ("scorpio", "Scorpio"),
    ("aries", "Aries"),
    ("capricorn", "Capricorn"),
    ("sagittarius", "Sagittarius"),
    ("cancer", "Cancer"),
    ("pisces", "Pisces"),
    ("aquarius", "Aquarius"),
    ("leo", "Leo"),
    ("taurus", "Taurus"),
    ("gemini", "Gemini"),
    ("star", "The Star"),
    ("moon", "The Moon"),
    ("sun", "The Sun"),
    ("world", "The World"),
    ("trumpets", "The Trumpets"),
)
"""The Florentine Minchiate trumps 1–40: the five Papi, the virtues, the elements, the twelve signs,
the Star, Moon, Sun, World and the Trumpets."""

ITALIAN_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K")

PACKS: dict[str, PackSpec] = {
    "german": PackSpec("german", "german", ("A", "10", "K", "O", "U")),
    "french": PackSpec(
        "french", "french", ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
    ),
    "tarot": PackSpec("tarot", "italian", ITALIAN_RANKS, TAROCCO_PIEMONTESE, matto=True),
    "minchiate": PackSpec(
        "minchiate",
        "italian",
        ITALIAN_RANKS,
        MINCHIATE,
        matto=True,
        trump_tint=("#f5ead0", "#e8d3a0"),
        trump_ink="#7a3f1c",
        minchiate=True,
    ),
}
"""Every pack the views name: ``tarot`` is the Tarocco Piemontese of Piedicavallo (62 of its
cards are played), ``minchiate`` the Florentine 97-card pack."""

ARIE_TINT = ("#f6dcd2", "#e9b4a4")
"""The Minchiate's last five trumps (the Arie: Star, Moon, Sun, World, Trumpets) on red, as
printed."""


# --- drawing -------------------------------------------------------------------------------------
def _gradient(ident: str, top: str, bottom: str) -> str:
    return (
        f'<defs><linearGradient id="{ident}" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/>'
        "</linearGradient></defs>"
    )


def _paper() -> list[str]:
    return [rect(0.75, 0.75, WIDTH - 1.5, HEIGHT - 1.5, RADIUS, fill=PAPER, stroke=EDGE, width=1.5)]


def _frame(colour: str) -> str:
    return rect(
        8,
        8,
        WIDTH - 16,
        HEIGHT - 16,
        9,
        fill="none",
        stroke=colour,
        width=1.5,
        stroke_opacity="0.18",
    )


def _pip_at(
    kind: str, four_colour: bool, x: float, y: float, size: float, turn: bool = False
) -> str:
    return place(
        [suits.pip(kind, four_colour)],
        x + (size if turn else 0),
        y + (size if turn else 0),
        size / 100,
        180 if turn else 0,
    )


def _corners(kind: str, four_colour: bool) -> list[str]:
    cx, cy, size = CORNER_PIP
    size *= 1.2 if kind in NARROW else 1.0
    return [
        _pip_at(kind, four_colour, cx - size / 2, cy - size / 2, size),
        _pip_at(kind, four_colour, WIDTH - cx - size / 2, HEIGHT - cy - size / 2, size, turn=True),
    ]


def suit_face(spec: PackSpec, suit: str, rank: str, four_colour: bool) -> list[str]:
    """The drawing of a suit card: paper, frame, corner pips, and its pips, ace or court."""
    kind = spec.suits[suit]
    ink = suits.ink(kind, four_colour)
    out = [*_paper(), _frame(ink), *_corners(kind, four_colour)]
    if rank in PIP_SPOTS:
        x0 = WIDTH * (0.3 if rank == "10" else 0.27)
        y0 = HEIGHT * 0.13
        w, h = WIDTH - 2 * x0, HEIGHT - 2 * y0
        spots = PIP_SPOTS[rank]
        # Fewer pips are drawn larger, as on printed cards; the slender Swords and Batons may
        # fill more of a column's width (they are a third as wide as they are tall).
        wide = 1.45 if kind in NARROW else 1.0
        size = (
            min(w * 0.32 * wide, h * 0.165)
            if len(spots) >= 8
            else min(w * 0.4 * wide, h * 0.2)
            if len(spots) >= 4
            else min(w * 0.46 * wide, h * 0.24)
        )
        for sx, sy in spots:
            out.append(
                _pip_at(
                    kind,
                    four_colour,
                    x0 + sx * (w - size),
                    y0 + sy * (h - size),
                    size,
                    turn=sy > 0.5,
                )
            )
    elif rank == "A":
        out += [
            path(
                "M100 80 A 62 62 0 1 1 99.9 80 Z",
                fill=ink,
                stroke=ink,
                width=1.5,
                fill_opacity="0.07",
                stroke_opacity="0.3",
            ),
            path(
                "M100 90 A 52 52 0 1 1 99.9 90 Z",
                fill="none",
                stroke=ink,
                width=1,
                stroke_opacity="0.25",
            ),
            _pip_at(kind, four_colour, 100 - 40, 150 - 40, 80),
        ]
    else:
        grad = f"court-{suit}{rank}"
        out += [
            _gradient(grad, _tint(ink, 0.05), _tint(ink, 0.16)),
            rect(
                46,
                38,
                108,
                224,
                8,
                fill=f"url(#{grad})",
                stroke=ink,
                width=1.5,
                stroke_opacity="0.4",
            ),
            place(
                courts.court(spec.family, rank, kind, four_colour, spec.minchiate), 44, 26.6, 1.12
            ),
        ]
    return out


def _tint(colour: str, alpha: float) -> str:
    """``colour`` laid over the paper at ``alpha``, as an opaque hex colour."""
    paper = [int(PAPER[i : i + 2], 16) for i in (1, 3, 5)]
    ink = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(
        f"{round(p + (c - p) * alpha):02x}" for p, c in zip(paper, ink, strict=True)
    )


TRUMP_INDEX = (14.0, 54.0, 50.0)
"""Left x, baseline y and font size of a trump's corner number."""


def trump_face(spec: PackSpec, number: int | None, index: bool = True) -> list[str]:
    """A trump (``number``) or the Matto (``None``): the corner numbers (unless not ``index``)
    and the subject's emblem."""
    subject = spec.trumps[number - 1][0] if number else "fool"
    top, bottom = ARIE_TINT if spec.minchiate and number and number >= 36 else spec.trump_tint
    if number is None:
        top, bottom = "#f3e6c4", "#e6cf94"
    grad = "trump-ground"
    out = [
        *_paper(),
        _frame(spec.trump_ink),
        _gradient(grad, top, bottom),
        rect(
            20,
            66,
            160,
            168,
            12,
            fill=f"url(#{grad})",
            stroke=spec.trump_ink,
            width=1.5,
            stroke_opacity="0.45",
        ),
        place(subjects.SUBJECTS[subject](), 30, 80, 1.4),
    ]
    x, baseline, size = TRUMP_INDEX
    if number is None:
        mark = [path(star_points(38, 36, 24, 10), fill=GOLD, stroke=GOLD_DARK, width=2)]
    else:
        digits = str(number)
        mark = [
            text(
                x,
                baseline,
                digits,
                size,
                spec.trump_ink,
                anchor="start",
                spacing=-3 if len(digits) > 1 else 0,
            )
        ]
    if index:
        out += [*mark, group(mark, f"rotate(180 {fmt(WIDTH / 2)} {fmt(HEIGHT / 2)})")]
    return out


def back() -> list[str]:
    """The back every pack shares (one look at every table, as before the images): a deep red
    ground, a cream frame, a fine lattice and a rosette."""
    ground, lattice, line = "#7c2d2a", "#a8473f", "#e9d9b4"
    out = [
        rect(
            0.75, 0.75, WIDTH - 1.5, HEIGHT - 1.5, RADIUS, fill=ground, stroke="#52201e", width=1.5
        ),
        rect(14, 14, WIDTH - 28, HEIGHT - 28, 9, fill="none", stroke=line, width=3.5),
    ]
    x0, y0, x1, y1 = 19.0, 19.0, WIDTH - 19.0, HEIGHT - 19.0
    w, h, step = x1 - x0, y1 - y0, 27.0
    d = []
    k = -h
    while k < w + h:
        t0, t1 = max(0.0, -k), min(h, w - k)
        if t1 > t0:
            d.append(f"M{fmt(x0 + k + t0)} {fmt(y0 + t0)} L{fmt(x0 + k + t1)} {fmt(y0 + t1)}")
            d.append(f"M{fmt(x0 + k + t0)} {fmt(y1 - t0)} L{fmt(x0 + k + t1)} {fmt(y1 - t1)}")
        k += step
    out.append(path(" ".join(d), stroke=lattice, width=2.2))
    out += [
        path("M100 94 L 156 150 L 100 206 L 44 150 Z", fill=ground, stroke=line, width=3.5),
        path("M100 110 L 140 150 L 100 190 L 60 150 Z", fill="none", stroke=line, width=1.5),
    ]
    out.append(path(star_points(100, 150, 26, 11, points=8), fill=line, stroke=None))
    return out


def _doc(body: list[str], title: str) -> str:
    return document(WIDTH, HEIGHT, body, title)


ENGLISH_RANKS = {
    "A": "Ace",
    "J": "Jack",
    "N": "Knight",
    "Q": "Queen",
    "K": "King",
    "O": "Ober",
    "U": "Unter",
}


def faces(pack_id: str) -> Iterator[tuple[str, str]]:
    """``(path relative to resources/cards, SVG)`` of every face of ``pack_id``."""
    spec = PACKS[pack_id]
    for code in spec.codes():
        if code == "MATTO":
            yield f"{spec.folder}/MATTO.svg", _doc(trump_face(spec, None), "The Matto")
        elif code.startswith("T") and code[1:].isdigit():
            number = int(code[1:])
            yield (
                f"{spec.folder}/{code}.svg",
                _doc(trump_face(spec, number), f"Trump {number}: {spec.trumps[number - 1][1]}"),
            )
        else:
            suit, rank = code[0], code[1:]
            title = f"{ENGLISH_RANKS.get(rank, rank)} of {spec.suits[suit]}"
            yield f"{spec.folder}/{code}.svg", _doc(suit_face(spec, suit, rank, False), title)
            if spec.family == "french" and spec.suits[suit] in suits.FOUR_COLOUR:
                yield (
                    f"french-4c/{code}.svg",
                    _doc(suit_face(spec, suit, rank, True), title + " (four colours)"),
                )


def pips() -> Iterator[tuple[str, str]]:
    """Every suit pip alone (the views' SuitPip), four-colour variants too."""
    for kind in suits.SHAPES:
        yield f"pips/{kind}.svg", document(100, 100, [suits.pip(kind)], kind)
        if kind in suits.FOUR_COLOUR:
            yield (
                f"pips/{kind}-4c.svg",
                document(100, 100, [suits.pip(kind, True)], kind + " (four colours)"),
            )


def every_file() -> Iterator[tuple[str, str]]:
    """Every file below resources/cards: all packs' faces, the back, the pips."""
    for pack_id in PACKS:
        yield from faces(pack_id)
    yield "back.svg", _doc(back(), "Card back")
    yield from pips()
