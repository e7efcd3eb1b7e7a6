"""Schnapsen constants: the 20-card pack, card points, rank order, suit masks, the action space.

A card is an index into :data:`PACK`: ``suit * 5 + rank`` with suits ``H S E L`` and ranks
``A 10 K O U`` from high to low, so within a suit a *lower* index is a *higher* card.
Rules: ``/work/shared/rules/schnapsen.md`` (§5); constants named after its sections.
"""

from __future__ import annotations

from ...cards import Pack
from ...contract import IllegalAction

SUITS = ("H", "S", "E", "L")
"""Herz, Schelln, Eichel, Laub (§0.3)."""
RANKS = ("A", "10", "K", "O", "U")
"""Daus, Zehner, König, Ober, Unter — high to low (§5.3)."""
RANK_POINTS = (11, 10, 4, 3, 2)
"""Card points per rank (§5.3)."""

ACE, TEN, KING, OBER, UNTER = range(5)

PACK = Pack(suit + rank for suit in SUITS for rank in RANKS)
NUM_CARDS = 20
FULL_MASK = PACK.full_mask

SUIT_OF: tuple[int, ...] = tuple(card // 5 for card in range(NUM_CARDS))
RANK_OF: tuple[int, ...] = tuple(card % 5 for card in range(NUM_CARDS))
POINTS: tuple[int, ...] = tuple(RANK_POINTS[card % 5] for card in range(NUM_CARDS))
BIT: tuple[int, ...] = tuple(1 << card for card in range(NUM_CARDS))
SUIT_MASK: tuple[int, ...] = tuple(0b11111 << (5 * suit) for suit in range(4))
BEATS_MASK: tuple[int, ...] = tuple(
    ((1 << (card % 5)) - 1) << (5 * (card // 5)) for card in range(NUM_CARDS)
)
"""Per card: the mask of the cards of its suit that rank higher (and so beat it)."""
PARTNER: tuple[int, ...] = tuple(
    card + 1 if card % 5 == KING else card - 1 if card % 5 == OBER else -1
    for card in range(NUM_CARDS)
)
"""Per card: its marriage partner (K ↔ O of the same suit), ``-1`` for other ranks."""
MARRIAGE_MASK = sum(BIT[card] for card in range(NUM_CARDS) if PARTNER[card] >= 0)
KING_MASK = sum(BIT[5 * suit + KING] for suit in range(4))
_LOW5: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(5) if pattern >> i & 1) for pattern in range(32)
)
CARDS_IN_SUIT: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(5 * suit + i for i in low) for low in _LOW5) for suit in range(8)
)
"""``CARDS_IN_SUIT[k][pattern]``: the indices of the set bits of a 5-bit ``pattern`` placed
at bits ``5k…5k+4`` (k up to 7 so that the 40 play/marry action bits also decode)."""


def cards_of(mask: int) -> list[int]:
    """The indices of the set bits of a card mask, ascending (a table lookup per suit).

    >>> cards_of(0b1000000000000000101)
    [0, 2, 18]
    """
    return [
        *CARDS_IN_SUIT[0][mask & 31],
        *CARDS_IN_SUIT[1][mask >> 5 & 31],
        *CARDS_IN_SUIT[2][mask >> 10 & 31],
        *CARDS_IN_SUIT[3][mask >> 15 & 31],
    ]


TRUMP_UNTER: tuple[int, ...] = tuple(5 * suit + UNTER for suit in range(4))

HAND_SIZE = 5
STOCK_SIZE = 10
"""Nine face-down cards on top of the face-up indicator (§5.4)."""
TARGET = 66
HALF = 33
"""Opponent's points at or above this cost the winner one game point fewer (§5.9)."""
MARRIAGE_POINTS = 20
TRUMP_MARRIAGE_POINTS = 40
MATCH_POINTS = 7
"""Each player counts down from here; the first at 0 wins the match (§5.2)."""
TOTAL_POINTS = 120

STRICT_EXCHANGE_VARIANT = False
"""A-004-6: ``True`` forbids exchanging and closing when only two cards are left in the stock."""

# The int action space: play card i, lead card i declaring its marriage, exchange, close.
PLAY = 0
MARRY = NUM_CARDS
EXCHANGE = 2 * NUM_CARDS
CLOSE = EXCHANGE + 1
NUM_ACTIONS = CLOSE + 1

REASONS = (
    "reached_66",
    "marriage_66",
    "closer_won",
    "closer_failed",
    "opponent_66_after_close",
    "last_trick",
)
"""Values of ``deal_end.reason``."""


def card_code(card: int) -> str:
    """Code of a card index.

    >>> card_code(0), card_code(19)
    ('HA', 'LU')
    """
    return PACK.codes[card]


def action_to_string(action: int) -> str:
    """Canonical string of an action id.

    >>> action_to_string(1), action_to_string(MARRY + 7), action_to_string(CLOSE)
    ('play:H10', 'marry:SK', 'close')
    """
    if PLAY <= action < MARRY:
        return "play:" + PACK.codes[action]
    if MARRY <= action < EXCHANGE:
        return "marry:" + PACK.codes[action - MARRY]
    if action == EXCHANGE:
        return "exchange"
    if action == CLOSE:
        return "close"
    raise ValueError(f"{action!r} is not a Schnapsen action id")


def string_to_action(text: str) -> int:
    """Parse ``play:<card>``, ``marry:<card>``, ``exchange`` or ``close`` into an action id.

    >>> string_to_action("marry:SK") == MARRY + 7
    True
    """
    if text == "exchange":
        return EXCHANGE
    if text == "close":
        return CLOSE
    verb, sep, argument = text.partition(":")
    if not sep or verb not in ("play", "marry"):
        raise IllegalAction(
            f"cannot read {text!r}: expected play:<card>, marry:<card>, exchange or close",
            "bad_syntax",
            text=text,
        )
    if argument not in PACK:
        raise IllegalAction(
            f"{argument!r} is not a Schnapsen card (codes like HA, S10, EK, LO, HU)",
            "unknown_card",
            card=argument,
        )
    card = PACK.index(argument)
    return card if verb == "play" else MARRY + card


def score_deal(
    reached: int | None,
    reason: str,
    last_winner: int,
    closer: int,
    close_opp_points: int,
    close_opp_had_trick: bool,
    points: list[int],
    tricks: list[int],
) -> tuple[int, int, str]:
    """Game points of a finished deal (§5.9): ``(winner, game_points, reason)``.

    ``reached`` is the seat that reached 66 (``None`` if all cards were played without it),
    ``reason`` its cause (``reached_66``/``marriage_66``/``last_trick``), ``last_winner`` the
    winner of the last trick, ``closer`` the closing seat or ``-1``.

    >>> score_deal(0, "reached_66", 0, -1, 0, False, [70, 33], [3, 2])
    (0, 1, 'reached_66')
    >>> score_deal(None, "last_trick", 1, 0, 20, True, [60, 60], [3, 2])
    (1, 2, 'closer_failed')
    """
    if closer >= 0:
        if reached == closer:
            if not close_opp_had_trick:
                return closer, 3, "closer_won"
            return closer, 2 if close_opp_points < HALF else 1, "closer_won"
        why = "closer_failed" if reached is None else "opponent_66_after_close"
        return 1 - closer, 2 if close_opp_had_trick else 3, why
    if reached is None:
        return last_winner, 1, "last_trick"
    loser = 1 - reached
    if tricks[loser] == 0:
        return reached, 3, reason
    return reached, 2 if points[loser] < HALF else 1, reason
