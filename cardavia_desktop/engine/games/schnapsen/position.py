"""Positions: build a Schnapsen deal in progress from explicit cards, and a one-line notation.

``place`` fills a fresh state's cards (used by ``SchnapsenState.from_position``, e.g. for a
world the AI sampled); the notation (style.md §12) serves tests and debugging.

Space-separated ``key=value`` fields, cards as codes joined by commas, ``-`` for none::

    h0=HA,H10,SK,EO,LU h1=SA,S10,EK,LK,HU stock=EA,SU lead=0 trump=S pts=30,20 tricks=1,1

``h0``/``h1`` hands; ``stock`` top first with the face-up indicator last (``-`` once
exhausted); ``lead`` the seat on lead; ``trump`` (needed only with an empty stock); optional
``trick`` (card led to the trick in progress), ``pts``, ``pend``, ``tricks`` (pairs, seat 0
first), ``closed=<seat>:<opponent points>:<opponent had a trick 0/1>``, ``dealer``, ``mp``
(match points left).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from .rules import BIT, FULL_MASK, MATCH_POINTS, PACK, SUIT_OF, SUITS

if TYPE_CHECKING:
    from .state import SchnapsenState


def to_card(card: int | str) -> int:
    """A card index from an index or a code."""
    return PACK.index(card) if isinstance(card, str) else card


def to_mask(cards: int | Iterable[int | str]) -> int:
    """A card mask from a mask or an iterable of indices/codes."""
    if isinstance(cards, int):
        return cards
    mask = 0
    for card in cards:
        mask |= BIT[to_card(card)]
    return mask


def place(
    state: SchnapsenState,
    hands: Sequence[int | Iterable[int | str]],
    stock: Sequence[int | str],
    leader: int,
    trump: int | str | None,
    trick: int | str | None,
) -> None:
    """Put the cards of a deal in progress into ``state``; ``ValueError`` if inconsistent."""
    if leader not in (0, 1):
        raise ValueError("leader must be 0 or 1")
    if len(hands) != 2:
        raise ValueError("give two hands, seat 0 first")
    state.leader = leader
    state.hands = [to_mask(hand) for hand in hands]
    state.stock = tuple(to_card(card) for card in stock)
    if len(state.stock) % 2:
        raise ValueError("the stock always holds an even number of cards")
    if trump is None:
        if not state.stock:
            raise ValueError("trump is required when the stock is empty")
        state.trump = SUIT_OF[state.stock[-1]]
    else:
        state.trump = SUITS.index(trump) if isinstance(trump, str) else trump
        if state.stock and SUIT_OF[state.stock[-1]] != state.trump:
            raise ValueError("the indicator (last stock card) is not of the trump suit")
    state.indicator = state.stock[-1] if state.stock else -1
    state.lead_card = -1 if trick is None else to_card(trick)
    held = 0
    for group in (*state.hands, *(BIT[card] for card in state.stock)):
        if held & group:
            raise ValueError("a card is in two places")
        held |= group
    if state.lead_card >= 0 and held & BIT[state.lead_card]:
        raise ValueError("the card led to the trick is also in a hand or the stock")
    state.played = FULL_MASK & ~held


_KEYS = (
    "h0",
    "h1",
    "stock",
    "lead",
    "trump",
    "trick",
    "pts",
    "pend",
    "tricks",
    "closed",
    "dealer",
    "mp",
)


def to_notation(state: SchnapsenState) -> str:
    """The one-line notation of ``state``'s current deal."""
    codes = PACK.codes

    def cards(items: list[str]) -> str:
        return ",".join(items) or "-"

    def pair(values: list[int]) -> str:
        return f"{values[0]},{values[1]}"

    fields = [
        f"h0={cards(PACK.codes_of(state.hands[0]))}",
        f"h1={cards(PACK.codes_of(state.hands[1]))}",
        f"stock={cards([codes[c] for c in state.stock[state.stock_pos :]])}",
        f"lead={state.leader}",
        f"trump={SUITS[state.trump]}",
    ]
    if state.lead_card >= 0:
        fields.append(f"trick={codes[state.lead_card]}")
    fields += [
        f"pts={pair(state.points)}",
        f"pend={pair(state.pending)}",
        f"tricks={pair(state.tricks)}",
    ]
    if state.closed_by >= 0:
        fields.append(
            f"closed={state.closed_by}:{state.close_opp_points}:{int(state.close_opp_had_trick)}"
        )
    fields += [f"dealer={state.dealer}", f"mp={pair(state.match_points)}"]
    return " ".join(fields)


def from_notation(
    cls: type[SchnapsenState], text: str, stop_at_deal_end: bool = True
) -> SchnapsenState:
    """Build a deal in progress of ``cls`` (the state class or a variant) from its notation
    (module docstring); the class is passed in so that this module never imports ``state``."""
    fields: dict[str, str] = {}
    for item in text.split():
        key, sep, value = item.partition("=")
        if not sep or key not in _KEYS or key in fields:
            raise ValueError(f"bad notation field {item!r}; keys are {', '.join(_KEYS)}")
        fields[key] = value
    for key in ("h0", "h1", "stock", "lead"):
        if key not in fields:
            raise ValueError(f"notation lacks {key}=")

    def cards(value: str) -> list[str]:
        return [] if value == "-" else value.split(",")

    def pair(key: str, default: tuple[int, int]) -> tuple[int, int]:
        if key not in fields:
            return default
        first, second = fields[key].split(",")
        return int(first), int(second)

    closed_by, opp_points, opp_trick = None, 0, False
    if "closed" in fields:
        seat, points, had = fields["closed"].split(":")
        closed_by, opp_points, opp_trick = int(seat), int(points), had == "1"
    return cls.from_position(
        [cards(fields["h0"]), cards(fields["h1"])],
        cards(fields["stock"]),
        leader=int(fields["lead"]),
        trump=fields.get("trump"),
        trick=fields.get("trick"),
        dealer=int(fields["dealer"]) if "dealer" in fields else None,
        points=pair("pts", (0, 0)),
        pending=pair("pend", (0, 0)),
        tricks=pair("tricks", (0, 0)),
        closed_by=closed_by,
        close_opponent_points=opp_points,
        close_opponent_had_trick=opp_trick,
        match_points=pair("mp", (7, 7)),
        stop_at_deal_end=stop_at_deal_end,
    )


def build_position(
    cls: type[SchnapsenState],
    hands: Sequence[int | Iterable[int | str]],
    stock: Sequence[int | str],
    *,
    leader: int,
    trump: int | str | None = None,
    trick: int | str | None = None,
    dealer: int | None = None,
    points: Sequence[int] = (0, 0),
    pending: Sequence[int] = (0, 0),
    tricks: Sequence[int] = (0, 0),
    closed_by: int | None = None,
    close_opponent_points: int = 0,
    close_opponent_had_trick: bool = False,
    revealed: Sequence[int | Iterable[int | str]] = (0, 0),
    match_points: Sequence[int] = (MATCH_POINTS, MATCH_POINTS),
    deal_number: int = 1,
    stop_at_deal_end: bool = True,
    seed: int = 0,
) -> SchnapsenState:
    """Build a deal in progress from explicit cards (ints or codes), e.g. a sampled world.

    ``stock`` lists the cards still in the stock top first, the face-up indicator last
    (empty once exhausted; then ``trump`` is required). ``trick`` is the card ``leader``
    led to the trick in progress, if any. With ``stop_at_deal_end`` the state stops when
    this deal ends (``deal_over()``) instead of dealing the next one.
    """
    state = cls(random.Random(seed), 1 - leader if dealer is None else dealer)
    place(state, hands, stock, leader, trump, trick)
    state.deal_number = deal_number
    state.stop_at_deal_end = stop_at_deal_end
    state.match_points = list(match_points)
    state.points, state.pending, state.tricks = list(points), list(pending), list(tricks)
    state.revealed = [to_mask(cards) for cards in revealed]
    if closed_by is not None:
        state.closed_by = closed_by
        state.close_opp_points = close_opponent_points
        state.close_opp_had_trick = close_opponent_had_trick
    return state
