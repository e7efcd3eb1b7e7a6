"""Scopa rules as data and pure functions: the pack, values, legal captures and deal scoring.

Cards are ints ``rank * 4 + suit`` (suits ``D H C S``, ranks ``A 2 … 7 J Q K``), so the pack
order is capture-value order and every value owns one 4-bit block of a card mask. Everything here
works on int masks; codes appear only in :func:`deal_score_payload` (event data).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Pack, iter_bits

GAME_ID = "scopa"
SUITS = "DHCS"
"""Diamonds (the denari), Hearts, Clubs, Spades: suit index = position here."""
RANKS = ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")
"""A = Asso, J = Fante, Q = Regina, K = Re; capture value = position + 1."""

PACK = Pack(f"{suit}{rank}" for rank in RANKS for suit in SUITS)
DECK_SIZE = 40
FULL_MASK = PACK.full_mask
HAND_SIZE = 3
TABLE_SIZE = 4
ROUNDS = 6
PLAYS_PER_DEAL = 36
TARGET = 11
"""Match target: a total of at least 11 that is also the higher total, checked after a deal."""

FORCE_CAPTURING_CARD = False
"""A-000-1: the *played card* must capture if it can; a non-capturing card may still be played."""

PRIMIERA_BY_RANK = (16, 12, 13, 14, 15, 18, 21, 10, 10, 10)
"""§1.3 primiera values per rank (A 2 3 4 5 6 7 J Q K)."""

VALUE: tuple[int, ...] = tuple(card // 4 + 1 for card in range(DECK_SIZE))
"""Capture value of each card: A=1 … 7=7, J=8, Q=9, K=10."""
SUIT_OF: tuple[int, ...] = tuple(card % 4 for card in range(DECK_SIZE))
PRIMIERA: tuple[int, ...] = tuple(PRIMIERA_BY_RANK[card // 4] for card in range(DECK_SIZE))
BIT: tuple[int, ...] = tuple(1 << card for card in range(DECK_SIZE))

VALUE_MASK: tuple[int, ...] = (0, *(0b1111 << (4 * (value - 1)) for value in range(1, 11)))
"""Cards of each capture value (index 1..10; index 0 is empty)."""
BELOW_MASK: tuple[int, ...] = (0, *((1 << (4 * (value - 1))) - 1 for value in range(1, 11)))
"""Cards of capture value strictly below each value."""
SUIT_MASK: tuple[int, ...] = tuple(
    sum(1 << (rank * 4 + suit) for rank in range(10)) for suit in range(4)
)
DIAMONDS_MASK = SUIT_MASK[0]
SEVENS_MASK = VALUE_MASK[7]
KINGS_MASK = VALUE_MASK[10]
SETTEBELLO = PACK.index("D7")
SETTEBELLO_BIT = 1 << SETTEBELLO


def _suit_best_table() -> dict[int, int]:
    """Best primiera value of every pattern of one suit, keyed by the Diamonds-aligned mask."""
    table: dict[int, int] = {}
    for pattern in range(1 << 10):
        mask = sum(1 << (rank * 4) for rank in range(10) if pattern >> rank & 1)
        table[mask] = max(
            (PRIMIERA_BY_RANK[rank] for rank in range(10) if pattern >> rank & 1), default=0
        )
    return table


_SUIT_BEST = _suit_best_table()
CACHE_ENTRIES = 20_000
"""Entries of each memo below before it starts again empty: ~120 bytes an entry (measured
with ``search.cache.deep_size``), so ≤ 2.5 MB
each (docs/engine.md, "Caches"). Pure functions of their key: the bound changes no result."""
_CAPTURE_CACHE: dict[int, tuple[int, ...]] = {}
_CARDS_CACHE: dict[int, tuple[int, ...]] = {}


def cards_of(mask: int) -> tuple[int, ...]:
    """The card indices in ``mask``, lowest first (cached: hands and tables repeat)."""
    cards = _CARDS_CACHE.get(mask)
    if cards is None:
        cards = tuple(iter_bits(mask))
        if len(_CARDS_CACHE) >= CACHE_ENTRIES:
            _CARDS_CACHE.clear()
        _CARDS_CACHE[mask] = cards
    return cards


def card_code(card: int) -> str:
    """Code of a card index, e.g. ``"D7"``."""
    return PACK.codes[card]


def codes(mask: int) -> list[str]:
    """Codes of the cards in ``mask``, in pack order (capture value, then suit D H C S)."""
    return [PACK.codes[card] for card in iter_bits(mask)]


def mask_value(mask: int) -> int:
    """Sum of the capture values of the cards in ``mask``."""
    return sum(VALUE[card] for card in iter_bits(mask))


def _sum_groups(value: int, below: int) -> tuple[int, ...]:
    """Every subset of ``below`` (cards all worth less than ``value``) summing to ``value``."""
    cards = list(iter_bits(below))
    values = [VALUE[card] for card in cards]
    groups: list[int] = []
    stack = [(0, 0, 0)]
    count = len(cards)
    while stack:
        start, total, mask = stack.pop()
        for j in range(start, count):
            new_total = total + values[j]
            if new_total > value:
                break  # values ascend: later cards overshoot too
            new_mask = mask | (1 << cards[j])
            if new_total == value:
                groups.append(new_mask)
            else:
                stack.append((j + 1, new_total, new_mask))
    groups.sort()
    return tuple(groups)


def capture_options(value: int, table: int) -> tuple[int, ...]:
    """Every legal capture set (mask) for a played card of ``value``; empty if it cannot capture.

    §1.5: if table cards share the value, exactly one of them (each is an option); otherwise
    every group of two or more cards summing to the value.

    >>> [codes(m) for m in capture_options(7, PACK.mask(["D7", "S3", "H4"]))]
    [['D7']]
    """
    singles = table & VALUE_MASK[value]
    if singles:
        return tuple(1 << card for card in cards_of(singles))
    below = table & BELOW_MASK[value]
    if not below:
        return ()
    key = below << 4 | value
    groups = _CAPTURE_CACHE.get(key)
    if groups is None:
        groups = _sum_groups(value, below)
        if len(_CAPTURE_CACHE) >= CACHE_ENTRIES:
            _CAPTURE_CACHE.clear()
        _CAPTURE_CACHE[key] = groups
    return groups


def legal_moves(hand: int, table: int, force_capturing_card: bool = False) -> list[tuple[int, int]]:
    """All legal ``(card, captured mask)`` moves; a mask of 0 places the card on the table."""
    moves: list[tuple[int, int]] = []
    placing: list[tuple[int, int]] = []
    for card in cards_of(hand):
        options = capture_options(VALUE[card], table)
        if options:
            moves.extend((card, option) for option in options)
        else:
            placing.append((card, 0))
    if force_capturing_card and moves:
        return moves
    return moves + placing


def primiera(pile: int) -> int | None:
    """Primiera total of a pile, or ``None`` when a suit is missing (§1.7)."""
    total = 0
    for suit in range(4):
        best = _SUIT_BEST[(pile >> suit) & DIAMONDS_MASK]
        if not best:
            return None
        total += best
    return total


def primiera_best(pile: int) -> list[int | None]:
    """The card giving each suit's best primiera value (suits D H C S), ``None`` if absent."""
    best: list[int | None] = []
    for suit in range(4):
        cards = [card for card in iter_bits(pile & SUIT_MASK[suit])]
        best.append(max(cards, key=lambda c: (PRIMIERA[c], -c)) if cards else None)
    return best


def _majority(a: int, b: int) -> int | None:
    return 0 if a > b else 1 if b > a else None


def _primiera_winner(p0: int | None, p1: int | None) -> int | None:
    if p0 is None or p1 is None:
        return 0 if p1 is None and p0 is not None else 1 if p0 is None and p1 is not None else None
    return _majority(p0, p1)


def deal_points(pile0: int, pile1: int, scope0: int, scope1: int) -> tuple[int, int]:
    """Fast deal points (scope + the four prizes) of both seats, for search."""
    points = [scope0, scope1]
    for winner in (
        _majority(pile0.bit_count(), pile1.bit_count()),
        _majority((pile0 & DIAMONDS_MASK).bit_count(), (pile1 & DIAMONDS_MASK).bit_count()),
        0 if pile0 & SETTEBELLO_BIT else 1 if pile1 & SETTEBELLO_BIT else None,
        _primiera_winner(primiera(pile0), primiera(pile1)),
    ):
        if winner is not None:
            points[winner] += 1
    return points[0], points[1]


@dataclass(frozen=True)
class DealScore:
    """The §1.7 breakdown of one deal for both seats."""

    cards: tuple[int, int]
    diamonds: tuple[int, int]
    settebello: int | None
    """Seat holding D7 (``None`` only in partial positions)."""
    primiera: tuple[int | None, int | None]
    """Primiera totals, ``None`` for a pile missing a suit."""
    scope: tuple[int, int]
    prizes: dict[str, int | None]
    """Seat winning each prize (``cards``, ``diamonds``, ``settebello``, ``primiera``) or None."""
    points: tuple[int, int]


def score_deal(piles: tuple[int, int] | list[int], scope: tuple[int, int] | list[int]) -> DealScore:
    """Score a finished deal from both capture piles and scopa counts."""
    pile0, pile1 = piles
    cards = (pile0.bit_count(), pile1.bit_count())
    diamonds = ((pile0 & DIAMONDS_MASK).bit_count(), (pile1 & DIAMONDS_MASK).bit_count())
    settebello = 0 if pile0 & SETTEBELLO_BIT else 1 if pile1 & SETTEBELLO_BIT else None
    prim = (primiera(pile0), primiera(pile1))
    prizes = {
        "cards": _majority(*cards),
        "diamonds": _majority(*diamonds),
        "settebello": settebello,
        "primiera": _primiera_winner(*prim),
    }
    points = [scope[0], scope[1]]
    for winner in prizes.values():
        if winner is not None:
            points[winner] += 1
    return DealScore(
        cards, diamonds, settebello, prim, (scope[0], scope[1]), prizes, (points[0], points[1])
    )


def primiera_payload(pile: int) -> dict[str, Any]:
    """Event data for one pile's primiera: best card and value per suit, and the total."""
    best = primiera_best(pile)
    return {
        "cards": {SUITS[s]: None if c is None else card_code(c) for s, c in enumerate(best)},
        "values": {SUITS[s]: 0 if c is None else PRIMIERA[c] for s, c in enumerate(best)},
        "total": primiera(pile),
    }


def deal_score_payload(
    piles: tuple[int, int] | list[int], scope: tuple[int, int] | list[int]
) -> dict[str, Any]:
    """The prize breakdown as JSON data (used by ``deal_end`` and the observation's tally)."""
    score = score_deal(piles, scope)
    return {
        "cards": list(score.cards),
        "diamonds": list(score.diamonds),
        "settebello": score.settebello,
        "primiera": [primiera_payload(piles[0]), primiera_payload(piles[1])],
        "scope": list(score.scope),
        "prizes": dict(score.prizes),
        "points": list(score.points),
    }
