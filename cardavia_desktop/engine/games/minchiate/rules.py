"""Minchiate: the 97-card pack, card points, trick order, combinations and rule switches.

Cards are ints (bit indices of :data:`PACK`): ``T1``…``T40`` are 0…39, ``MATTO`` is 40, then
the four suits S, B, C, D with 14 cards each in the code order ``K Q N J A 2 … 10``.
Everything here is pure tables and functions on bitmasks; the state lives in ``state.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...cards import Pack, iter_bits

# --- rule switches (shared/rules/minchiate.md, ambiguity table) --------------------------------
KING_RULE = True
"""A-003-3: first trick of a plain suit, after a trump: the holder of its King must play it."""
DEALER_ROBS_LIKE_CUTTER = True
"""A-003-2: the dealer robs counting cards or trumps above 20 (else counting cards, T29)."""
TENS_FOUR_AS_ONE = True
"""A-003-5: T10+T20+T30+T40 held together are one combination worth 25 (else both triples)."""

CUT_ROB_LIMIT = 13
"""The cutter robs at most 13 cards (97 − 84)."""
POINTS_PER_RESTO = 60
LAST_TRICK_BONUS = 10
BREAK_EVEN_CARDS = 42
"""Each pile card beyond 42 scores 1 point at the end."""
MATTO_BONUS = 5
HAND_SIZE = 21
TRICKS = 21
PLAYERS = 4

# --- the pack ------------------------------------------------------------------------------------
SUITS = ("S", "B", "C", "D")
"""Swords, Batons, Cups, Coins."""
RANK_CODES = ("K", "Q", "N", "J", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
TRUMP = 4
"""Suit id of the trumps (plain suits are 0…3); the MATTO has suit id ``NO_SUIT``."""
NO_SUIT = 5
SUIT_LETTERS = (*SUITS, "T")

PACK = Pack(
    [f"T{n}" for n in range(1, 41)]
    + ["MATTO"]
    + [f"{suit}{rank}" for suit in SUITS for rank in RANK_CODES]
)
DECK_SIZE = len(PACK)
MATTO = 40
MATTO_BIT = 1 << MATTO


def trump(number: int) -> int:
    """Card index of trump ``number`` (1…40).

    >>> PACK.code(trump(29))
    'T29'
    """
    return number - 1


def suit_card(suit: int, rank: str) -> int:
    """Card index of ``rank`` (a RANK_CODES entry) in plain suit ``suit`` (0…3)."""
    return 41 + 14 * suit + RANK_CODES.index(rank)


def _suit_of(card: int) -> int:
    if card < 40:
        return TRUMP
    if card == MATTO:
        return NO_SUIT
    return (card - 41) // 14


def _strength(card: int) -> int:
    if card < 40:
        return 100 + card + 1
    if card == MATTO:
        return 0
    suit, rank = divmod(card - 41, 14)
    code = RANK_CODES[rank]
    courts = {"K": 14, "Q": 13, "N": 12, "J": 11}
    if code in courts:
        return courts[code]
    number = 1 if code == "A" else int(code)
    # Coins and Cups: A highest numeral (10) down to 10 lowest (1); Swords and Batons: 10 … A.
    return 11 - number if SUITS[suit] in ("C", "D") else number


def _points(card: int) -> int:
    if card < 40:
        number = card + 1
        if number >= 36:
            return 10
        if number in (1, 10, 13, 20, 28) or 30 <= number <= 35:
            return 5
        if 2 <= number <= 5:
            return 3
        return 0
    if card == MATTO:
        return 5
    return 5 if RANK_CODES[(card - 41) % 14] == "K" else 0


SUIT_OF: tuple[int, ...] = tuple(_suit_of(c) for c in range(DECK_SIZE))
STRENGTH: tuple[int, ...] = tuple(_strength(c) for c in range(DECK_SIZE))
"""Trick-taking strength: compare only cards of one suit, or trumps (which beat every suit)."""
POINTS: tuple[int, ...] = tuple(_points(c) for c in range(DECK_SIZE))
"""Card points; T29 is 0 here (it is worth 5 only inside a combination)."""
T29 = trump(29)
COMBO_VALUE: tuple[int, ...] = tuple(5 if c == T29 else POINTS[c] for c in range(DECK_SIZE))

TRUMP_MASK = (1 << 40) - 1
SUIT_MASKS: tuple[int, ...] = tuple(((1 << 14) - 1) << (41 + 14 * s) for s in range(4))
KINGS: tuple[int, ...] = tuple(suit_card(s, "K") for s in range(4))
KINGS_MASK = sum(1 << k for k in KINGS)
COUNTING_MASK = sum(1 << c for c in range(DECK_SIZE) if POINTS[c] > 0)
ROBBABLE_MASK = COUNTING_MASK | sum(1 << trump(n) for n in range(21, 41))
DISCARDABLE_MASK = PACK.full_mask & ~COUNTING_MASK & ~(1 << T29)
LOW_SEQ = tuple(trump(n) for n in range(1, 6))
HIGH_SEQ = tuple(trump(n) for n in range(28, 41))


def dealer_robbable_mask() -> int:
    """Cards the dealer may rob from the Fola (per ``DEALER_ROBS_LIKE_CUTTER``)."""
    return ROBBABLE_MASK if DEALER_ROBS_LIKE_CUTTER else COUNTING_MASK | 1 << T29


def points_of(mask: int) -> int:
    """Sum of card points in ``mask`` (T29 = 0)."""
    return sum(POINTS[c] for c in iter_bits(mask & COUNTING_MASK))


def team_of(seat: int) -> int:
    """Team index of a seat: 0 = NS (seats 0, 2), 1 = EW (seats 1, 3)."""
    return seat & 1


# --- combinations (versicole) --------------------------------------------------------------------
@dataclass(frozen=True)
class Combo:
    """One whole combination a holding can contain."""

    kind: str
    """``sequence``, ``1_40_matto``, ``1_13_28``, ``10_20_30``, ``20_30_40``, ``10_20_30_40``,
    ``kings``."""
    mask: int
    value: int
    """Sum of the cards' combination values (T29 = 5), without the Matto bonus."""

    @property
    def has_matto(self) -> bool:
        """True if the MATTO is one of the combination's cards."""
        return bool(self.mask & MATTO_BIT)


def _mask(cards: list[int] | tuple[int, ...]) -> int:
    return sum(1 << c for c in cards)


def _build_combos() -> tuple[Combo, ...]:
    combos: list[Combo] = []

    def add(kind: str, cards: list[int] | tuple[int, ...]) -> None:
        combos.append(Combo(kind, _mask(cards), sum(COMBO_VALUE[c] for c in cards)))

    for seq in (LOW_SEQ, HIGH_SEQ):
        for start in range(len(seq)):
            for stop in range(start + 3, len(seq) + 1):
                add("sequence", seq[start:stop])
    add("1_40_matto", [trump(1), trump(40), MATTO])
    add("1_13_28", [trump(1), trump(13), trump(28)])
    add("10_20_30", [trump(10), trump(20), trump(30)])
    add("20_30_40", [trump(20), trump(30), trump(40)])
    add("10_20_30_40", [trump(10), trump(20), trump(30), trump(40)])
    for left_out in KINGS:
        add("kings", [k for k in KINGS if k != left_out])
    add("kings", KINGS)
    return tuple(combos)


COMBOS: tuple[Combo, ...] = _build_combos()
COMBO_INDEX: dict[int, int] = {combo.mask: i for i, combo in enumerate(COMBOS)}


def _runs(holding: int, seq: tuple[int, ...]) -> list[int]:
    runs: list[int] = []
    current: list[int] = []
    for card in (*seq, -1):
        if card >= 0 and holding >> card & 1:
            current.append(card)
            continue
        if len(current) >= 3:
            runs.append(_mask(current))
        current = []
    return runs


def combinations_in(holding: int) -> list[int]:
    """Indices into COMBOS of the whole combinations in ``holding`` (a hand or a pile mask)."""
    found = [COMBO_INDEX[m] for seq in (LOW_SEQ, HIGH_SEQ) for m in _runs(holding, seq)]
    for kind in ("1_40_matto", "1_13_28"):
        mask = next(c.mask for c in COMBOS if c.kind == kind)
        if holding & mask == mask:
            found.append(COMBO_INDEX[mask])
    tens = [next(c.mask for c in COMBOS if c.kind == k) for k in ("10_20_30", "20_30_40")]
    four = tens[0] | tens[1]
    if TENS_FOUR_AS_ONE and holding & four == four:
        found.append(COMBO_INDEX[four])
    else:
        found.extend(COMBO_INDEX[m] for m in tens if holding & m == m)
    kings = holding & KINGS_MASK
    if kings.bit_count() >= 3:
        found.append(COMBO_INDEX[kings])
    return found


def combo_points(index: int, holding: int) -> int:
    """Points of combination ``index`` in ``holding``: card values, +5 if the holding has the MATTO
    and the combination does not already contain it."""
    combo = COMBOS[index]
    bonus = MATTO_BONUS if holding & MATTO_BIT and not combo.has_matto else 0
    return combo.value + bonus


def combinations_points(holding: int) -> int:
    """Total points of every combination in ``holding``."""
    return sum(combo_points(i, holding) for i in combinations_in(holding))


# --- play ---------------------------------------------------------------------------------
def legal_play_mask(hand: int, lead: int | None, trump_played: bool, first_of_suit: bool) -> int:
    """Cards of ``hand`` that may be played to a trick whose suit to follow is ``lead``.

    ``lead`` is None while no suit is set (leading, or only the MATTO led); ``trump_played``
    says a trump is already in the trick; ``first_of_suit`` that no earlier trick had ``lead``
    as its suit to follow (King rule, §4.6).
    """
    if lead is None:
        return hand
    if lead != TRUMP:
        king_bit = 1 << KINGS[lead]
        if KING_RULE and first_of_suit and trump_played and hand & king_bit:
            return king_bit
        follow = hand & SUIT_MASKS[lead]
    else:
        follow = hand & TRUMP_MASK
    if follow:
        return follow | (hand & MATTO_BIT)
    trumps = hand & TRUMP_MASK
    if trumps:
        return trumps | (hand & MATTO_BIT)
    return hand


def king_rule_applies(hand: int, lead: int | None, trump_played: bool, first_of_suit: bool) -> bool:
    """True if the King rule forces this hand's King of ``lead`` now."""
    return (
        KING_RULE
        and lead is not None
        and lead != TRUMP
        and first_of_suit
        and trump_played
        and bool(hand >> KINGS[lead] & 1)
    )


TRICK_KEY: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        STRENGTH[c] if SUIT_OF[c] == TRUMP or (SUIT_OF[c] == lead and lead != NO_SUIT) else -1
        for c in range(DECK_SIZE)
    )
    for lead in range(NO_SUIT + 1)
)
"""``TRICK_KEY[lead][card]``: how strongly ``card`` contends for a trick whose suit to follow
is ``lead`` (``NO_SUIT`` while only the Matto is down): its strength if it is a trump or of the
led suit, else -1 (it cannot win). The one definition of who takes a trick: the highest key
(state, rollouts, endgame and hints all read it)."""


def winning_position(cards: Sequence[int], lead: int | None) -> int | None:
    """Position of the card winning a trick so far (complete or not) whose suit to follow is
    ``lead``; ``None`` while no card can win it (only the Matto is down)."""
    keys = TRICK_KEY[NO_SUIT if lead is None else lead]
    best, best_key = None, -1
    for position, card in enumerate(cards):
        key = keys[card]
        if key > best_key:
            best, best_key = position, key
    return best


def trick_winner_index(cards: Sequence[int], lead: int) -> int:
    """Position (0…3) of the winning card in a complete trick whose suit to follow is ``lead``."""
    position = winning_position(cards, lead)
    assert position is not None, "a complete trick has a card of the led suit"
    return position


def resolve_trick(
    trick: Sequence[tuple[int, int]], lead: int
) -> tuple[int, int, int, int, int | None]:
    """Settle a complete trick of ``(seat, card)``: ``(winner seat, its team, the cards it
    captures as a mask (never the Matto), the points it takes from the other team, the team
    whose Matto was played in it or None)``. The Matto stays with its own team's pile; it is
    lost (paid for at the end, §4.6) when that team does not win the trick. Hot: search calls
    it for every trick of every rollout (hence the one loop over ``TRICK_KEY``)."""
    keys = TRICK_KEY[lead]
    winner, best_key = trick[0][0], -1
    for seat, card in trick:
        key = keys[card]
        if key > best_key:
            winner, best_key = seat, key
    team = winner & 1
    captured = gain = 0
    matto_team = None
    for seat, card in trick:
        if card == MATTO:
            matto_team = seat & 1
            continue
        captured |= 1 << card
        if seat & 1 != team:
            gain += POINTS[card]
    return winner, team, captured, gain, matto_team


def discard_fallback_key(card: int) -> tuple[int, int]:
    """Fallback discard order when a robber lacks zero-point cards: lowest value, T29 last."""
    return (1 if card == T29 else 0, POINTS[card])


def legal_discard_mask(hand: int) -> int:
    """Cards of ``hand`` that may be discarded now (zero-point, not T29; fallback §4.5.6)."""
    allowed = hand & DISCARDABLE_MASK
    if allowed:
        return allowed
    best = min(discard_fallback_key(c) for c in iter_bits(hand))
    return sum(1 << c for c in iter_bits(hand) if discard_fallback_key(c) == best)


def matto_payment_card(pile: int) -> int:
    """The card a Matto team pays from its pile: the lowest zero-point suit card, else the lowest
    zero-point trump other than T29, else T29, else the lowest-point card (never the MATTO)."""
    pile &= ~MATTO_BIT
    suit_zero = pile & ~TRUMP_MASK & ~COUNTING_MASK
    if suit_zero:
        return min(iter_bits(suit_zero), key=lambda c: (STRENGTH[c], c))
    trump_zero = pile & TRUMP_MASK & ~COUNTING_MASK & ~(1 << T29)
    if trump_zero:
        return min(iter_bits(trump_zero))
    if pile >> T29 & 1:
        return T29
    return min(iter_bits(pile), key=lambda c: (POINTS[c], STRENGTH[c], c))


def team_end_score(pile: int, last_trick: bool) -> dict[str, Any]:
    """End-of-deal lump of one team (§4.10): pile points, pile combinations, cards beyond 42,
    last trick; as a breakdown with its ``total``."""
    combos = [
        {
            "kind": COMBOS[i].kind,
            "cards": PACK.codes_of(COMBOS[i].mask),
            "points": combo_points(i, pile),
        }
        for i in combinations_in(pile)
    ]
    size = pile.bit_count()
    parts: dict[str, Any] = {
        "card_points": points_of(pile),
        "combinations": combos,
        "combination_points": sum(c["points"] for c in combos),
        "cards": size,
        "extra_cards": max(0, size - BREAK_EVEN_CARDS),
        "last_trick": LAST_TRICK_BONUS if last_trick else 0,
    }
    parts["total"] = (
        parts["card_points"]
        + parts["combination_points"]
        + parts["extra_cards"]
        + parts["last_trick"]
    )
    return parts


def round_up_resti(difference: int) -> tuple[int | None, int]:
    """End rounding (§4.10): the team ahead and ``ceil(|D| / 60)`` resti; ``(None, 0)`` at 0.

    >>> round_up_resti(61), round_up_resti(-121), round_up_resti(0)
    ((0, 2), (1, 3), (None, 0))
    """
    if difference == 0:
        return None, 0
    return (0 if difference > 0 else 1), -(-abs(difference) // POINTS_PER_RESTO)


def sort_key(card: int) -> tuple[int, int]:
    """Display order for hands: trumps high to low, MATTO, then suits S B C D by strength."""
    suit = SUIT_OF[card]
    order = {TRUMP: 0, NO_SUIT: 1}.get(suit, 2 + suit)
    return (order, -STRENGTH[card])


def codes(mask: int) -> list[str]:
    """Card codes of ``mask`` in display order."""
    return [PACK.code(c) for c in sorted(iter_bits(mask), key=sort_key)]


PLAY_BASE = 0
"""Action ids: ``play:<card>`` is ``PLAY_BASE + card``, ``discard:<card>`` ``DISCARD_BASE +
card``, ``pass`` is ``PASS``, ``declare:<cards>`` ``DECLARE_BASE + `` its index in ``COMBOS``."""
DISCARD_BASE = DECK_SIZE
PASS = 2 * DECK_SIZE
DECLARE_BASE = PASS + 1
NUM_ACTIONS = DECLARE_BASE + len(COMBOS)

DISCARD, DECLARE, PLAY, OVER = "discard", "declare", "play", "over"
"""The phases: the robbers' discards, the declarations, the tricks, the end."""
