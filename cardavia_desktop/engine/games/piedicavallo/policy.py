"""The rule-based team policy: which card to play and what to discard, on int bitmasks.

It sees what one seat may see — its hand, the trick, the cards gone from play and the voids
shown — so the ``heuristic`` bot uses it directly and the search uses it as its fast rollout
policy inside sampled worlds. Partnership play: never fight a partner's safe trick but load
it with points; take an opponent's trick with the cheapest card that cannot be beaten; give
the opponents as few points as possible, and keep the Matto for a trick that would cost points.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import iter_bits, lowest_by
from .rules import (
    FULL_MASK,
    HONOURS_MASK,
    KINGS_MASK,
    MATTO,
    MATTO_BIT,
    NON_KING_SUIT_MASK,
    POINTS,
    RANK_OF,
    SUIT_MASKS,
    SUIT_OF,
    T1,
    TRUMP,
    TRUMPS_MASK,
    legal_discards,
    legal_play_mask,
    winning_card,
)

TRUMP_VOID = 1 << TRUMP
"""Bit of the trumps in a seat's void set (bits 0–3 are the suits)."""

STRENGTH: tuple[int, ...] = tuple(
    RANK_OF[c] + 10 if SUIT_OF[c] == TRUMP else RANK_OF[c] if c != MATTO else 0 for c in range(62)
)
"""Trick-taking power: suit cards 0–9, trumps 11–31."""


ABOVE: tuple[int, ...] = tuple(FULL_MASK & ~((2 << card) - 1) for card in range(62))
"""Per card, the mask of all cards with a higher index (higher rank within its suit)."""

OPPONENTS_TO_PLAY: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(s for s in ((seat + 1) % 4, (seat + 3) % 4) if (s - seat) % 4 < 4 - count)
        for count in range(4)
    )
    for seat in range(4)
)
"""Per seat and cards already in the trick, the opponents still to play after it."""


SECURE_FIRST: tuple[int, ...] = tuple(STRENGTH[c] - 2 * POINTS[c] for c in range(62))
"""For ``lowest_by``: the sure winner to take a trick with, most points for the least strength."""


def beatable(
    card: int, suit: int, opponents: tuple[int, ...], unseen: int, voids: Sequence[int]
) -> bool:
    """Whether one of ``opponents`` (still to play) might beat ``card``, given what is unseen."""
    unseen_suit = unseen & SUIT_MASKS[suit]
    trumps_out = unseen & TRUMPS_MASK
    higher = ABOVE[card]
    if SUIT_OF[card] == TRUMP:
        if not trumps_out & higher:
            return False
        short = suit == TRUMP or unseen_suit.bit_count() <= 2
        for seat in opponents:
            void = voids[seat]
            if not void & TRUMP_VOID and (short or void >> suit & 1):
                return True
        return False
    higher_out = unseen_suit & higher
    short = unseen_suit.bit_count() <= 3
    for seat in opponents:
        void = voids[seat]
        follows = not void >> suit & 1
        if higher_out and follows:
            return True
        if trumps_out and not void & TRUMP_VOID and (short or not follows):
            return True
    return False


DUMP_ORDER: tuple[tuple[int, int], ...] = tuple(
    (1 << c, c) for c in sorted(range(MATTO), key=lambda c: (POINTS[c], STRENGTH[c], c))
)
"""(bit, card) from the cheapest card to give away to the most expensive (Matto excluded)."""
FACES_BY_POINTS: tuple[tuple[int, int], ...] = tuple(
    (1 << c, c) for c in sorted(range(40), key=lambda c: (-POINTS[c], c)) if POINTS[c] >= 2
)
"""(bit, card) of the suit cards worth 2 points or more, the most valuable first."""


def _cheapest_dump(options: int, matto: int) -> int:
    for bit, card in DUMP_ORDER:
        if options & bit:
            if matto and POINTS[card] >= 3:
                return MATTO
            return card
    return MATTO


def choose_card(
    seat: int, hand: int, trick: list[tuple[int, int]], gone: int, voids: Sequence[int]
) -> int:
    """The heuristic's card for ``seat`` (``gone``: cards seen out of play, own discard too)."""
    cards = [card for _, card in trick]
    best = winning_card(cards)
    if best is None:
        return decide(seat, hand, len(trick), None, 0, 0, 0, gone, voids)
    winner = next(s for s, c in trick if c == best)
    stake = sum(POINTS[c] for c in cards if c != MATTO)
    suit = next(SUIT_OF[c] for c in cards if c != MATTO)
    return decide(seat, hand, len(trick), suit, best, winner, stake, gone, voids)


def decide(
    seat: int,
    hand: int,
    count: int,
    suit: int | None,
    best: int,
    winner: int,
    stake: int,
    gone: int,
    voids: Sequence[int],
) -> int:
    """``choose_card`` with the trick summarised: ``count`` cards played, suit to follow, the
    winning card and its seat, the points in it (the search keeps these up to date)."""
    legal = legal_play_mask(hand, suit)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    unseen = FULL_MASK & ~hand & ~gone
    options = legal & ~MATTO_BIT or legal
    if suit is None:
        return _lead(seat, hand, options, unseen, voids)
    opponents = OPPONENTS_TO_PLAY[seat][count]
    partner_wins = winner == seat ^ 2
    if partner_wins and not beatable(best, suit, opponents, unseen, voids):
        return _smear(options, best, suit)
    if SUIT_OF[best] == TRUMP:
        winners = options & TRUMPS_MASK & ABOVE[best]
    else:
        winners = (options & SUIT_MASKS[suit] & ABOVE[best]) | (options & TRUMPS_MASK)
    if winners:
        secure = 0
        rest = winners
        while rest:
            low = rest & -rest
            rest ^= low
            if not beatable(low.bit_length() - 1, suit, opponents, unseen, voids):
                secure |= low
        if secure:
            return lowest_by(secure, SECURE_FIRST)
        if not partner_wins and stake >= 4:
            return winners.bit_length() - 1
    return _cheapest_dump(options, legal & MATTO_BIT)


def _smear(options: int, best: int, suit: int) -> int:
    """Load a partner's safe trick: most points, sparing high trumps and sure winners."""

    def value(card: int) -> tuple[int, int]:
        rank = RANK_OF[card]
        cost = 0
        if SUIT_OF[card] == TRUMP and rank != 1:
            cost = rank // 2 + (6 if rank == 21 else 0)
        return 4 * POINTS[card] - cost, -STRENGTH[card]

    return max(iter_bits(options), key=value)


def _lead(seat: int, hand: int, options: int, unseen: int, voids: Sequence[int]) -> int:
    """Pick a lead: cash a master card, feed a partner's void, draw trumps when long, else low."""
    partner = seat ^ 2
    opponents = ((seat + 1) % 4, (seat + 3) % 4)
    opp_void = voids[opponents[0]] | voids[opponents[1]]
    trumps = options & TRUMPS_MASK
    trumps_out = unseen & TRUMPS_MASK
    # A master suit card with points, in a suit the opponents still follow.
    for bit, card in FACES_BY_POINTS:
        if not options & bit:
            continue
        suit = SUIT_OF[card]
        if opp_void >> suit & 1:
            continue
        out = unseen & SUIT_MASKS[suit]
        if not out & ABOVE[card] and out.bit_count() >= 4:
            return card
    # The top trump while the opponents may still hold trumps and I am long.
    if trumps and trumps_out and not voids[opponents[0]] & voids[opponents[1]] & TRUMP_VOID:
        top = trumps.bit_length() - 1
        if not trumps_out & ABOVE[top] and trumps.bit_count() >= 3:
            return top
    # A low card of a suit the partner trumps and the opponents follow.
    pv = voids[partner]
    if not pv & TRUMP_VOID:
        for suit in range(4):
            if pv >> suit & 1 and not opp_void >> suit & 1 and options & SUIT_MASKS[suit]:
                return min(iter_bits(options & SUIT_MASKS[suit]), key=lambda c: (POINTS[c], c))
    plain = options & ~TRUMPS_MASK & ~KINGS_MASK
    if trumps.bit_count() >= 7 or not plain:
        low = trumps & ~(1 << T1)
        if low:
            return (low & -low).bit_length() - 1
    if not plain:
        return _cheapest_dump(options, 0)

    def badness(card: int) -> tuple[int, int, int]:
        suit = SUIT_OF[card]
        length = (hand & SUIT_MASKS[suit]).bit_count()
        return 3 * POINTS[card] + (6 if opp_void >> suit & 1 else 0) - length, STRENGTH[card], card

    return min(iter_bits(plain), key=badness)


def _void_bonus(count: int, removed: int, king: bool) -> int:
    """A discard's bonus for one suit of ``count`` cards once ``removed`` are gone: 4 for a
    suit emptied, 1 for a singleton left that is not a King (``king``: the suit's King stays)."""
    left = count - removed
    if count and not left:
        return 4
    return 1 if left == 1 and not king else 0


def discard_value(hand: int, pair: int) -> float:
    """How good a discard is: points banked for the dealer's team, voids made, trumps kept."""
    rest = hand & ~pair
    value = float(sum(POINTS[c] for c in iter_bits(pair)))
    for suit in range(4):
        mask = SUIT_MASKS[suit]
        removed = (pair & mask).bit_count()
        value += _void_bonus((hand & mask).bit_count(), removed, bool(rest & mask & KINGS_MASK))
    if rest & TRUMPS_MASK:
        value -= 3 * (pair & TRUMPS_MASK).bit_count()
    return value


def best_discards(hand: int) -> list[int]:
    """Every legal discard of a 17-card ``hand`` that ``discard_value`` ranks first, ascending.

    The heuristic dealer's choice is one of them. When no trump may be discarded (two or more
    non-King suit cards, and trumps other than two plain ones) only pairs of non-King suit
    cards are legal and each is valued from its two suits' lengths; otherwise every legal pair
    is valued."""
    suit_cards = hand & NON_KING_SUIT_MASK
    trumps = hand & TRUMPS_MASK
    if suit_cards.bit_count() < 2 or (trumps.bit_count() <= 2 and not trumps & HONOURS_MASK):
        pairs = legal_discards(hand)
        values = [discard_value(hand, pair) for pair in pairs]
        top = max(values)
        return [pair for pair, value in zip(pairs, values, strict=True) if value == top]
    counts = [(hand & SUIT_MASKS[s]).bit_count() for s in range(4)]
    kings = [bool(hand & SUIT_MASKS[s] & KINGS_MASK) for s in range(4)]  # never discarded
    base = [_void_bonus(counts[s], 0, kings[s]) for s in range(4)]
    one = [_void_bonus(counts[s], 1, kings[s]) - base[s] for s in range(4)]
    two = [_void_bonus(counts[s], 2, kings[s]) - base[s] for s in range(4)]
    cards = list(iter_bits(suit_cards))
    best: list[int] = []
    top = -1
    for n, a in enumerate(cards):
        suit_a, points_a = SUIT_OF[a], POINTS[a]
        for b in cards[n + 1 :]:
            suit_b = SUIT_OF[b]
            value = points_a + POINTS[b]
            value += two[suit_a] if suit_a == suit_b else one[suit_a] + one[suit_b]
            if value > top:
                top, best = value, [(1 << a) | (1 << b)]
            elif value == top:
                best.append((1 << a) | (1 << b))
    return sorted(best)


def update_voids(voids: list[int], trick: list[tuple[int, int]]) -> None:
    """Record the voids shown by the last card of ``trick`` (which must be in progress)."""
    seat, card = trick[-1]
    if card == MATTO:
        return
    suit = next(SUIT_OF[c] for _, c in trick if c != MATTO)
    setter = next(s for s, c in trick if c != MATTO)
    if seat == setter or SUIT_OF[card] == suit:
        return
    voids[seat] |= 1 << suit
    if SUIT_OF[card] != TRUMP:
        voids[seat] |= TRUMP_VOID
