"""Lock & Bet: the shoe, ranks and groups, the showdown relation and the action-id space.

Rules: ``/work/shared/rules/lockbet.md``. A card is an ``int`` index into :data:`PACK`
(104 cards, two copies of a French deck); suits are cosmetic, only the rank matters.
"""

from __future__ import annotations

from ...cards import Pack

SUITS = ("S", "H", "D", "C")
RANK_NAMES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""Rank names in rank order; rank index 0 is the 2, rank index 12 the ace."""

NUM_RANKS = 13
TWO, ACE = 0, 12
COPIES = 2
STARTING_STACK = 20
TOTAL_CHIPS = 2 * STARTING_STACK
ANTE = 1

PACK = Pack(
    f"{suit}{rank}.{copy}" for copy in range(1, COPIES + 1) for suit in SUITS for rank in RANK_NAMES
)
"""The 104-card shoe, codes like ``SA.1`` and ``H10.2``."""

NUM_CARDS = len(PACK)
CARD_RANK: tuple[int, ...] = tuple(i % NUM_RANKS for i in range(NUM_CARDS))
"""Rank index (0 = 2 … 12 = A) of each card index."""

UP_FROM = RANK_NAMES.index("8")
"""Ranks 8, 9, 10, J, Q, K, A are UP; 2–7 are DOWN."""


def is_up(rank: int) -> bool:
    """True if a rank index belongs to the UP group (8 … A).

    >>> is_up(RANK_NAMES.index("8")), is_up(RANK_NAMES.index("7"))
    (True, False)
    """
    return rank >= UP_FROM


CARD_UP: tuple[bool, ...] = tuple(is_up(rank) for rank in CARD_RANK)


def compare_ranks(a: int, b: int) -> int:
    """+1 if rank ``a`` beats rank ``b``, -1 if it loses, 0 on a tie (2 beats A, §3.7).

    >>> compare_ranks(ACE, TWO), compare_ranks(TWO, ACE), compare_ranks(TWO, 1)
    (-1, 1, -1)
    """
    if a == b:
        return 0
    if a == TWO and b == ACE:
        return 1
    if a == ACE and b == TWO:
        return -1
    return 1 if a > b else -1


OUTCOME: tuple[tuple[int, ...], ...] = tuple(
    tuple(compare_ranks(a, b) for b in range(NUM_RANKS)) for a in range(NUM_RANKS)
)
"""``OUTCOME[a][b]``: +1 / 0 / -1 for rank ``a`` against rank ``b``."""


def card_rank_name(card: int) -> str:
    """Rank name of a card index (``"A"``, ``"10"`` …)."""
    return RANK_NAMES[CARD_RANK[card]]


def sort_cards(cards: list[int]) -> list[int]:
    """Cards in display order: by rank, then suit and copy (pack order)."""
    return sorted(cards, key=lambda card: (CARD_RANK[card], card))


def signal_of(cards: list[int]) -> dict[str, int]:
    """The public UP/DOWN signal of a player's current cards (§3.9)."""
    up = sum(1 for card in cards if CARD_UP[card])
    return {"up": up, "down": len(cards) - up}


# Action ids (fixed space; strings only at the Match edge).
LOCK_BASE = 0
"""``lock:<card>`` is the card index, 0 … 103."""
CHECK = NUM_CARDS
CALL = NUM_CARDS + 1
FOLD = NUM_CARDS + 2
ALLIN = NUM_CARDS + 3
BET_BASE = NUM_CARDS + 4
"""``bet:T`` is ``BET_BASE + T`` with 1 ≤ T ≤ :data:`TOTAL_CHIPS`."""
RAISE_BASE = BET_BASE + TOTAL_CHIPS + 1
"""``raise:T`` is ``RAISE_BASE + T``."""
NUM_ACTIONS = RAISE_BASE + TOTAL_CHIPS + 1

SIMPLE_ACTIONS = {"check": CHECK, "call": CALL, "fold": FOLD, "allin": ALLIN}
SIMPLE_NAMES = {action: name for name, action in SIMPLE_ACTIONS.items()}
