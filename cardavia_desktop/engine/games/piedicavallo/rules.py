"""Tarocchi di Piedicavallo: the 62-card pack, its tables, and the pure rule functions.

A card is an ``int`` index into :data:`PACK`; a set of cards is an ``int`` bitmask. Indices run
low → high *in trick-taking rank* inside each suit, so the highest card of a suit (or of the
trumps) in a mask is simply its highest set bit:

=========  ==============================================  =======
indices    cards (low → high)                              suit id
=========  ==============================================  =======
0–9        S5 S6 S7 S8 S9 S10 SJ SN SQ SK                  0 (S)
10–19      B5 … BK (as Swords)                             1 (B)
20–29      C6 C5 C4 C3 C2 CA CJ CN CQ CK                   2 (C)
30–39      D6 … DK (as Cups)                               3 (D)
40–60      T1 … T21                                        4 (T)
61         MATTO                                           5 (none)
=========  ==============================================  =======

Spec: ``rules/piedicavallo.md`` §2.3–2.7 (the numbers in comments refer to it).
"""

from __future__ import annotations

from collections.abc import Iterable

from ...cards import Pack, iter_bits

GAME_ID = "piedicavallo"

DISCARD, PLAY, OVER = "discard", "play", "over"
"""The phases: the dealer's discard, the 15 tricks, the end."""

PLAYERS = 4
TEAMS: tuple[tuple[int, int], tuple[int, int]] = ((0, 2), (1, 3))
HAND_SIZE = 15
DEALER_HAND_SIZE = 17
DISCARD_SIZE = 2
TRICKS = 15
TOTAL_POINTS = 114

SUITS = ("S", "B", "C", "D")
TRUMP = 4
"""Suit id of the trumps; ``SUIT_LETTERS[TRUMP] == "T"``."""
NO_SUIT = 5
"""Suit id of the Matto, which belongs to no suit."""
SUIT_LETTERS = ("S", "B", "C", "D", "T")

_LONG_RANKS = ("5", "6", "7", "8", "9", "10", "J", "N", "Q", "K")  # Swords, Batons (2.3)
_ROUND_RANKS = ("6", "5", "4", "3", "2", "A", "J", "N", "Q", "K")  # Cups, Coins: A high (A-001-8)

CODES: tuple[str, ...] = (
    *(suit + rank for suit in "SB" for rank in _LONG_RANKS),
    *(suit + rank for suit in "CD" for rank in _ROUND_RANKS),
    *(f"T{number}" for number in range(1, 22)),
    "MATTO",
)
PACK = Pack(CODES)
DECK_SIZE = len(CODES)  # 62

T1 = PACK.index("T1")
T21 = PACK.index("T21")
MATTO = PACK.index("MATTO")
MATTO_BIT = 1 << MATTO

SUIT_OF: tuple[int, ...] = tuple(min(i // 10, TRUMP) if i != MATTO else NO_SUIT for i in range(62))
RANK_OF: tuple[int, ...] = tuple(i % 10 if i < 40 else i - 39 for i in range(62))
"""Rank inside the card's suit: 0–9 for suit cards (9 = King), 1–21 for trumps (the number)."""
SUIT_MASKS: tuple[int, ...] = (
    *(((1 << 10) - 1) << (10 * suit) for suit in range(4)),
    ((1 << 21) - 1) << 40,
    MATTO_BIT,
)
TRUMPS_MASK = SUIT_MASKS[TRUMP]
SUIT_CARDS_MASK = (1 << 40) - 1
KINGS_MASK = sum(1 << (10 * suit + 9) for suit in range(4))
HONOURS_MASK = (1 << T1) | (1 << T21)
"""T1 and T21: the two trumps worth 5 points that may never be discarded."""
PLAIN_TRUMPS_MASK = TRUMPS_MASK & ~HONOURS_MASK
"""T2–T20."""
UNDISCARDABLE_MASK = KINGS_MASK | HONOURS_MASK | MATTO_BIT
NON_KING_SUIT_MASK = SUIT_CARDS_MASK & ~KINGS_MASK
FULL_MASK = PACK.full_mask

_FACE_POINTS = {9: 5, 8: 4, 7: 3, 6: 2}  # K, Q (Donna), N (Cavallo), J (Fante)
POINTS: tuple[int, ...] = tuple(
    5 if i in (T1, T21, MATTO) else _FACE_POINTS.get(RANK_OF[i], 1) if i < 40 else 1
    for i in range(62)
)

CATEGORIES = ("kings", "honours", "matto", "queens", "knights", "jacks", "trumps", "numerals")
"""Point categories of §2.3's table, in its order (``honours`` = T1 and T21)."""
_CATEGORY_MASKS: tuple[tuple[str, int], ...] = (
    ("kings", KINGS_MASK),
    ("honours", HONOURS_MASK),
    ("matto", MATTO_BIT),
    ("queens", sum(1 << (10 * s + 8) for s in range(4))),
    ("knights", sum(1 << (10 * s + 7) for s in range(4))),
    ("jacks", sum(1 << (10 * s + 6) for s in range(4))),
    ("trumps", PLAIN_TRUMPS_MASK),
    ("numerals", sum(((1 << 6) - 1) << (10 * s) for s in range(4))),
)


def points_of(mask: int) -> int:
    """Card points of the cards in ``mask`` (simply added card by card, A-001-5)."""
    return sum(POINTS[i] for i in iter_bits(mask))


def points_by_category(mask: int) -> dict[str, int]:
    """Card points of ``mask`` split by the categories of §2.3's table."""
    return {name: points_of(mask & category) for name, category in _CATEGORY_MASKS}


def team_of(seat: int) -> int:
    """Team index of a seat: 0 = NS (seats 0, 2), 1 = EW (seats 1, 3)."""
    return seat & 1


def next_seat(seat: int) -> int:
    """The seat to the right, i.e. next in the anticlockwise order S → E → N → W."""
    return (seat + 1) % PLAYERS


# --- Discard (2.4) -----------------------------------------------------------------------------


def discard_problem(hand: int, pair: int) -> tuple[str, int] | None:
    """Why discarding ``pair`` (two cards of ``hand``) breaks §2.4.2, or ``None`` if legal.

    Returns ``("undiscardable", card)`` for a King, T1, T21 or the Matto, or
    ``("trump_discard_restricted", card)`` when a trump is discarded although the remaining
    15 cards hold a non-King suit card *and* a trump (neither condition A nor B).
    """
    blocked = pair & UNDISCARDABLE_MASK
    if blocked:
        return "undiscardable", blocked.bit_length() - 1
    trumps = pair & TRUMPS_MASK
    if trumps:
        rest = hand & ~pair
        condition_a = not rest & NON_KING_SUIT_MASK
        condition_b = not rest & TRUMPS_MASK
        if not (condition_a or condition_b):
            return "trump_discard_restricted", trumps.bit_length() - 1
    return None


def legal_discards(hand: int) -> list[int]:
    """All legal two-card discards of a 17-card ``hand``, as masks, in ascending order."""
    cards = list(iter_bits(hand))
    pairs = [
        (1 << a) | (1 << b)
        for n, a in enumerate(cards)
        for b in cards[n + 1 :]
        if discard_problem(hand, (1 << a) | (1 << b)) is None
    ]
    return sorted(pairs)


# --- Play (2.5) and trick resolution (2.6) ----------------------------------------------------


def lead_suit(cards: Iterable[int]) -> int | None:
    """Suit to follow (L) of a trick in progress: the first non-Matto card's suit, else ``None``.

    The leader's card sets L; when the Matto is led the second card sets it (A-001-3).
    """
    for card in cards:
        if card != MATTO:
            return SUIT_OF[card]
    return None


def legal_play_mask(hand: int, suit: int | None) -> int:
    """Cards of ``hand`` that may be played to a trick whose suit to follow is ``suit``.

    ``suit`` ``None`` means the player leads or sets the suit after a led Matto: any card.
    Otherwise: a card of L or the Matto; if void in L, a trump or the Matto; else any card.
    """
    if suit is None:
        return hand
    follow = hand & SUIT_MASKS[suit]
    if follow:
        return follow | (hand & MATTO_BIT)
    trumps = hand & TRUMPS_MASK
    if trumps:
        return trumps | (hand & MATTO_BIT)
    return hand


def winning_card(cards: Iterable[int]) -> int | None:
    """The card currently winning a trick (highest trump, else highest of L); never the Matto."""
    cards = [card for card in cards if card != MATTO]
    if not cards:
        return None
    suit = SUIT_OF[cards[0]]
    trumps = [card for card in cards if SUIT_OF[card] == TRUMP]
    if trumps:
        return max(trumps)
    return max(card for card in cards if SUIT_OF[card] == suit)


# --- Scoring (2.7) -----------------------------------------------------------------------------


def final_piles(
    trick_piles: tuple[int, int],
    tricks_won: tuple[int, int],
    matto_team: int,
    dealer_team: int,
    discard: int,
) -> tuple[tuple[int, int], int, int]:
    """Apply §2.7: returns the two teams' final piles, the discard's team and the Matto's team.

    ``trick_piles`` are the cards each team took in tricks (the Matto excluded).
    """
    discard_team = dealer_team if tricks_won[dealer_team] else 1 - dealer_team
    if not tricks_won[matto_team]:
        matto_team = 1 - matto_team
    piles = list(trick_piles)
    piles[discard_team] |= discard
    piles[matto_team] |= MATTO_BIT
    return (piles[0], piles[1]), discard_team, matto_team
