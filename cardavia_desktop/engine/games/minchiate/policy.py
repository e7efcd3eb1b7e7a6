"""Fast rule-of-thumb choices on bitmasks: the heuristic player and the rollout policy of search."""

from __future__ import annotations

from ...cards import iter_bits
from . import rules as R

POWER_TRUMP = R.trump(36)
"""Trumps from T36 up are kept for capturing rather than given away."""


def winning_position(trick: list[tuple[int, int]], lead: int | None) -> int | None:
    """Position of the card currently winning an incomplete trick, None if only the MATTO."""
    best, best_key = None, -1
    for position, (_, card) in enumerate(trick):
        suit = R.SUIT_OF[card]
        key = R.STRENGTH[card] if suit == R.TRUMP or (suit == lead and suit != R.NO_SUIT) else -1
        if key > best_key:
            best, best_key = position, key
    return best


def beats(card: int, best: int, lead: int | None) -> bool:
    """True if ``card`` beats ``best`` (the current winner) in a trick whose suit is ``lead``."""
    suit = R.SUIT_OF[card]
    if suit == R.NO_SUIT:
        return False
    if suit == R.TRUMP:
        return R.SUIT_OF[best] != R.TRUMP or R.STRENGTH[card] > R.STRENGTH[best]
    return suit == lead and R.SUIT_OF[best] == lead and R.STRENGTH[card] > R.STRENGTH[best]


def _cheap_key(card: int) -> tuple[int, int, int]:
    """Least valuable first: points, then trumps after suit cards, then strength."""
    return (R.POINTS[card], 1 if R.SUIT_OF[card] == R.TRUMP else 0, R.STRENGTH[card])


def _smear_key(card: int) -> tuple[int, int]:
    """Most points to give a partner, but keep the top trumps for capturing."""
    keep = 1 if R.SUIT_OF[card] == R.TRUMP and card >= POWER_TRUMP else 0
    return (-keep, R.POINTS[card])


def lead_card(hand: int, legal: int) -> int:
    """A lead: a low card of the longest plain suit, else the cheapest trump."""
    plain = legal & ~R.TRUMP_MASK & ~R.MATTO_BIT & ~R.KINGS_MASK
    if plain:
        def length(card: int) -> int:
            return (hand & R.SUIT_MASKS[R.SUIT_OF[card]]).bit_count()
        return min(iter_bits(plain), key=lambda c: (-length(c), R.STRENGTH[c]))
    rest = legal & ~R.MATTO_BIT
    if not rest:
        return R.MATTO
    return min(iter_bits(rest), key=_cheap_key)


def choose_card(seat: int, hand: int, trick: list[tuple[int, int]], lead: int | None,
                legal: int) -> int:
    """The heuristic card for ``seat`` from its hand, the trick so far and the legal cards."""
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    position = winning_position(trick, lead) if trick else None
    if position is None:
        return lead_card(hand, legal)
    best_seat, best = trick[position]
    last = len(trick) == 3
    at_stake = sum(R.POINTS[c] for _, c in trick if c != R.MATTO)
    cards = [c for c in iter_bits(legal) if c != R.MATTO]
    if not cards:
        return R.MATTO
    if R.team_of(best_seat) == R.team_of(seat):
        safe = last or (R.SUIT_OF[best] == R.TRUMP and best >= R.trump(35))
        if safe:
            return max(cards, key=_smear_key)
        return min(cards, key=_cheap_key)
    winners = [c for c in cards if beats(c, best, lead)]
    if winners and (at_stake > 0 or last or any(R.POINTS[c] for c in winners)):
        if last:
            return min(winners, key=lambda c: (R.STRENGTH[c], -R.POINTS[c]))
        return max(winners, key=R.STRENGTH.__getitem__) if at_stake >= 10 else min(
            winners, key=lambda c: (R.STRENGTH[c], -R.POINTS[c]))
    loser = min(cards, key=_cheap_key)
    if legal & R.MATTO_BIT and R.POINTS[loser] > 0:
        return R.MATTO
    return loser


def discard_card(hand: int, legal: int) -> int:
    """A discard: plain zero-point cards of the shortest suit first (to make voids), trumps last."""
    def key(card: int) -> tuple[int, int, int]:
        suit = R.SUIT_OF[card]
        if suit == R.TRUMP:
            return (1, 0, R.STRENGTH[card])
        return (0, (hand & R.SUIT_MASKS[suit]).bit_count(), R.STRENGTH[card])
    return min(iter_bits(legal), key=key)
