"""The rules of the template game, "High Trick": pack, constants and pure rule functions.

Two players, twelve cards (spades and hearts, 2 to 7: the French pack's art and names). Each
deal the dealer shuffles and deals three cards to each player (the other six stay face down,
out of play); the non-dealer leads.
A player must follow the led suit if able; the higher card of the led suit takes the trick,
and its taker leads the next. Each trick is a point. The match ends after a deal once a player
has ``TARGET`` points or more and more than the other; the deal passes to the other player.

Everything here works on ints (a card is its index in ``PACK``, a set of cards a bitmask) so
search can call it cheaply; codes (``"S4"``) appear only at the edges.
"""

from __future__ import annotations

from ...cards import Pack

GAME_ID = "template"
SUITS = ("S", "H")
RANKS = 6
PACK = Pack(f"{suit}{rank}" for suit in SUITS for rank in range(2, RANKS + 2))
DECK_SIZE = len(PACK)
HAND_SIZE = 3
TARGET = 5
"""Points that end the match (with a lead) after a deal."""
SUIT_MASK = tuple(((1 << RANKS) - 1) << (RANKS * s) for s in range(len(SUITS)))
"""The cards of each suit, as masks."""


def suit_of(card: int) -> int:
    """The suit index of ``card``."""
    return card // RANKS


def rank_of(card: int) -> int:
    """The rank (2–7) of ``card``."""
    return card % RANKS + 2


def legal_mask(hand: int, led: int | None) -> int:
    """The cards of ``hand`` that may be played: any when leading, else the led suit if the
    hand holds one, else any."""
    if led is None:
        return hand
    return hand & SUIT_MASK[suit_of(led)] or hand


def trick_winner(lead_seat: int, led: int, reply: int) -> int:
    """The seat that takes a trick led by ``lead_seat`` with ``led`` and answered with
    ``reply``: the reply wins only with a higher card of the led suit."""
    beats = suit_of(reply) == suit_of(led) and reply > led
    return 1 - lead_seat if beats else lead_seat
