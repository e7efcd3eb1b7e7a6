"""Scopa move heuristics on int masks: card worth, sweep risk, the greedy and policy scores.

Scores are in deal-point units (a scopa or a prize is about 1). They read only what the mover
knows: its hand, the table, the cards it has not seen (``unseen``) and the opponent's hand size.
"""

from __future__ import annotations

from functools import lru_cache
from math import comb

from ...cards import iter_bits
from .rules import (
    BIT,
    DECK_SIZE,
    DIAMONDS_MASK,
    SETTEBELLO,
    VALUE,
    VALUE_MASK,
    capture_options,
    cards_of,
)

SCOPA = 1.0
"""Worth of a sweep."""
CAPTURE_BASE = 0.05
"""Small bonus for any capture (tempo, last-capturer chances)."""

CARD_WORTH = 0.045
"""Worth of any card taken: one towards the 21 needed for the cards prize."""
DIAMOND_WORTH = 0.12
"""Worth of a Diamond taken, on top (towards the Diamonds prize)."""
SETTEBELLO_WORTH = 0.85
"""Worth of the settebello taken, on top (its own prize)."""
PRIMIERA_WORTH = {7: 0.22, 6: 0.12, 1: 0.07, 5: 0.03}
"""Worth of a card towards the primiera, by value, on top."""


def _card_worth(card: int) -> float:
    worth = CARD_WORTH
    if BIT[card] & DIAMONDS_MASK:
        worth += DIAMOND_WORTH
    if card == SETTEBELLO:
        worth += SETTEBELLO_WORTH
    worth += PRIMIERA_WORTH.get(VALUE[card], 0.0)
    return worth


WORTH: tuple[float, ...] = tuple(_card_worth(card) for card in range(DECK_SIZE))
"""Rough value of owning each card at the end of the deal."""

HOLD_PROB: tuple[tuple[tuple[float, ...], ...], ...] = tuple(
    tuple(
        tuple(
            0.0
            if unseen == 0 or n == 0 or k == 0
            else 1.0
            if n > unseen
            else 1.0 - comb(unseen - n, min(k, unseen)) / comb(unseen, min(k, unseen))
            for k in range(4)
        )
        for n in range(5)
    )
    for unseen in range(DECK_SIZE + 1)
)
"""``HOLD_PROB[u][n][k]``: chance that k cards drawn from u unseen include one of n given cards."""

MEMO_ENTRIES = 20_000
"""``lru_cache`` size of the two sums below: ~200 bytes an entry (link, key, result), so
≤ 4 MB each (docs/engine.md, "Caches"). Pure functions: the bound changes no result."""


@lru_cache(maxsize=MEMO_ENTRIES)
def table_sum(mask: int) -> int:
    """Sum of capture values of a mask (cached: tables repeat a lot in playouts)."""
    return sum(VALUE[card] for card in iter_bits(mask))


@lru_cache(maxsize=MEMO_ENTRIES)
def mask_worth(mask: int) -> float:
    """Sum of ``WORTH`` over a mask (cached)."""
    return sum(WORTH[card] for card in iter_bits(mask))


def greedy_score(card: int, captured: int, table: int, last_play: bool) -> float:
    """Baseline: take the most valuable set (sweeps first), else shed the least useful card."""
    if captured:
        sweep = not (table & ~captured) and not last_play
        return 10.0 + (SCOPA * 5 if sweep else 0.0) + mask_worth(captured | BIT[card])
    return -WORTH[card] + VALUE[card] * 0.001


def policy_score(
    card: int, captured: int, table: int, unseen: int, opp_hand: int, last_play: bool
) -> float:
    """Capture gains minus the chance-weighted loss of what the move leaves on the table."""
    if captured:
        score = CAPTURE_BASE + mask_worth(captured | BIT[card])
        rest = table & ~captured
        if not rest:
            return score + (0.0 if last_play else SCOPA)
    else:
        rest = table | BIT[card]
        if opp_hand:
            same = (unseen & VALUE_MASK[VALUE[card]]).bit_count()
            taken = HOLD_PROB[unseen.bit_count()][same][opp_hand]
            score = -WORTH[card] * (0.35 + 0.65 * taken)
        else:
            score = -WORTH[card] * 0.35
    if opp_hand:
        total = table_sum(rest)
        if total <= 10:
            n = (unseen & VALUE_MASK[total]).bit_count()
            if n:
                score -= HOLD_PROB[unseen.bit_count()][n][opp_hand] * (SCOPA + mask_worth(rest))
    return score


def best_policy_move(
    hand: int, table: int, unseen: int, opp_hand: int, last_play: bool
) -> tuple[int, int]:
    """The move with the best :func:`policy_score` (first on ties): the playout policy, inlined."""
    hold = HOLD_PROB[unseen.bit_count()]
    best = (0, 0)
    best_score = -1e9
    for card in cards_of(hand):
        bit = BIT[card]
        value = VALUE[card]
        options = capture_options(value, table)
        if not options:
            rest = table | bit
            if opp_hand:
                same = (unseen & VALUE_MASK[value]).bit_count()
                score = -WORTH[card] * (0.35 + 0.65 * hold[same][opp_hand])
            else:
                score = -WORTH[card] * 0.35
            if opp_hand:
                total = table_sum(rest)
                if total <= 10:
                    n = (unseen & VALUE_MASK[total]).bit_count()
                    if n:
                        score -= hold[n][opp_hand] * (SCOPA + mask_worth(rest))
            if score > best_score:
                best_score, best = score, (card, 0)
            continue
        for captured in options:
            gained = captured | bit
            score = CAPTURE_BASE + mask_worth(gained)
            rest = table & ~captured
            if not rest:
                if not last_play:
                    score += SCOPA
            elif opp_hand:
                total = table_sum(rest)
                if total <= 10:
                    n = (unseen & VALUE_MASK[total]).bit_count()
                    if n:
                        score -= hold[n][opp_hand] * (SCOPA + mask_worth(rest))
            if score > best_score:
                best_score, best = score, (card, captured)
    return best
