"""Fast rule-of-thumb choices on bitmasks: the heuristic player and the rollout policy of search."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import iter_bits, lowest_by
from . import rules as R

if TYPE_CHECKING:
    from .state import MinchiateState

POWER_TRUMP = R.trump(36)
"""Trumps from T36 up are kept for capturing rather than given away."""


def winning_position(trick: list[tuple[int, int]], lead: int | None) -> int | None:
    """Position of the card currently winning an incomplete trick, None if only the MATTO."""
    return R.winning_position([card for _, card in trick], lead)


def _above(card: int) -> int:
    suit = R.SUIT_OF[card]
    if suit == R.NO_SUIT:
        return 0
    higher = sum(
        1 << c
        for c in range(R.DECK_SIZE)
        if R.SUIT_OF[c] == suit and R.STRENGTH[c] > R.STRENGTH[card]
    )
    return higher if suit == R.TRUMP else higher | R.TRUMP_MASK


ABOVE: tuple[int, ...] = tuple(_above(c) for c in range(R.DECK_SIZE))
"""Cards that beat ``c`` when ``c`` is winning a trick (it is then a trump or of the led suit)."""
CHEAP: tuple[int, ...] = tuple(
    R.POINTS[c] * 1000 + (200 if R.SUIT_OF[c] == R.TRUMP else 0) + R.STRENGTH[c]
    for c in range(R.DECK_SIZE)
)
"""Least valuable first: points, then trumps after suit cards, then strength."""
SMEAR: tuple[int, ...] = tuple(
    (-100 if R.SUIT_OF[c] == R.TRUMP and c >= POWER_TRUMP else 0) + R.POINTS[c]
    for c in range(R.DECK_SIZE)
)
"""Most points to give a partner, but keep the top trumps for capturing."""
SMEAR_FIRST: tuple[int, ...] = tuple(-v for v in SMEAR)
"""``SMEAR`` negated, for ``lowest_by``: the best card to smear first."""
STRONGEST_FIRST: tuple[int, ...] = tuple(-v for v in R.STRENGTH)
"""Strength negated, for ``lowest_by``: the strongest card first."""
CHEAP_WIN: tuple[int, ...] = tuple(
    R.STRENGTH[c] * 100 + 10 - R.POINTS[c] for c in range(R.DECK_SIZE)
)
"""Weakest winning card first, the one with more points among equals."""


def beats(card: int, best: int) -> bool:
    """True if ``card`` beats ``best``, the card winning the trick so far."""
    return bool(ABOVE[best] >> card & 1)


def lead_card(hand: int, legal: int) -> int:
    """A lead: a low card of the longest plain suit, else the cheapest trump."""
    plain = legal & ~R.TRUMP_MASK & ~R.MATTO_BIT & ~R.KINGS_MASK
    if plain:
        lengths = [(hand & mask).bit_count() for mask in R.SUIT_MASKS]
        return min(
            iter_bits(plain), key=lambda c: (14 - lengths[R.SUIT_OF[c]]) * 1000 + R.STRENGTH[c]
        )
    rest = legal & ~R.MATTO_BIT
    if not rest:
        return R.MATTO
    return lowest_by(rest, CHEAP)


def choose_card(
    seat: int, hand: int, trick: list[tuple[int, int]], lead: int | None, legal: int
) -> int:
    """The heuristic card for ``seat`` from its hand, the trick so far and the legal cards."""
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    position = winning_position(trick, lead) if trick else None
    if position is None:
        return lead_card(hand, legal)
    best_seat, best = trick[position]
    last = len(trick) == 3
    playable = legal & ~R.MATTO_BIT
    if not playable:
        return R.MATTO
    if (best_seat ^ seat) & 1 == 0:
        if last or (R.SUIT_OF[best] == R.TRUMP and best >= R.trump(35)):
            return lowest_by(playable, SMEAR_FIRST)
        return lowest_by(playable, CHEAP)
    winners = playable & ABOVE[best]
    if winners:
        at_stake = 0
        for _, c in trick:
            at_stake += R.POINTS[c] if c != R.MATTO else 0
        if at_stake > 0 or last or winners & R.COUNTING_MASK:
            if not last and at_stake >= 10:
                return lowest_by(winners, STRONGEST_FIRST)
            return lowest_by(winners, CHEAP_WIN)
    loser = lowest_by(playable, CHEAP)
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


def fast_rollout(st: MinchiateState) -> tuple[int, int]:
    """Play a play-phase state to the end with ``choose_card`` for every seat, on local copies
    and without events; return (net resti NS − EW, total NS − EW points before rounding).

    Same rules as ``MinchiateState`` (tests check the two agree); ``st`` is left unchanged.
    """
    hands = list(st.hands)
    trick = list(st.trick)
    lead, trump_played, first, followed = st.lead, st.trump_played, st.first_of_suit, st.followed
    piles, won = list(st.piles), list(st.tricks_won)
    number, seat = len(st.tricks), st.to_play
    diff, settled = st.difference, st.resti[0] - st.resti[1]
    matto_seat, matto_lost = st.matto_seat, st.matto_lost
    suit_of = R.SUIT_OF
    last_team = 0
    while number < R.TRICKS:
        hand = hands[seat]
        legal = R.legal_play_mask(hand, lead, trump_played, first)
        card = choose_card(seat, hand, trick, lead, legal)
        hands[seat] = hand & ~(1 << card)
        trick.append((seat, card))
        suit = suit_of[card]
        if card == R.MATTO:
            matto_seat = seat
        elif lead is None:
            lead = suit
            first = suit != R.TRUMP and not followed >> suit & 1
            if suit != R.TRUMP:
                followed |= 1 << suit
        if suit == R.TRUMP:
            trump_played = True
        if len(trick) < 4:
            seat = (seat + 1) & 3
            continue
        assert lead is not None  # four cards hold at least three besides the Matto
        best_seat, team, captured, gain, matto_team = R.resolve_trick(trick, lead)
        piles[team] |= captured
        if matto_team is not None:
            piles[matto_team] |= R.MATTO_BIT
            if matto_team != team:
                matto_lost = True
        won[team] += 1
        if gain:
            diff += gain if team == 0 else -gain
            while diff >= R.POINTS_PER_RESTO:
                diff -= R.POINTS_PER_RESTO
                settled += 1
            while diff <= -R.POINTS_PER_RESTO:
                diff += R.POINTS_PER_RESTO
                settled -= 1
        number += 1
        trick = []
        lead, trump_played, first = None, False, False
        seat = best_seat
        last_team = team
    if matto_lost and matto_seat is not None:
        owner = matto_seat & 1
        card = R.matto_payment_card(piles[owner]) if won[owner] else R.MATTO
        piles[owner] &= ~(1 << card)
        piles[1 - owner] |= 1 << card
    diff += (
        R.team_end_score(piles[0], last_team == 0)["total"]
        - R.team_end_score(piles[1], last_team == 1)["total"]
    )
    to_team, rounded = R.round_up_resti(diff)
    net = settled + (rounded if to_team == 0 else -rounded)
    return net, R.POINTS_PER_RESTO * settled + diff
