"""What one Schnapsen seat can infer from its observation (voids, cards shown) and deals
sampled consistently with it, as :class:`DealModel` worlds for the search."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...search import (
    Slot,
    deal_hidden,
)
from .model import DealModel
from .rules import (
    BEATS_MASK,
    BIT,
    FULL_MASK,
    PACK,
    SUIT_MASK,
    SUIT_OF,
    SUITS,
)


def cards_mask(codes: Sequence[str]) -> int:
    return PACK.mask(codes)


def opponent_constraints(observation: dict[str, Any]) -> int:
    """Cards the opponent cannot hold: voids and missing higher cards shown in strict tricks."""
    seat, trump = observation["seat"], SUITS.index(observation["trump"])
    tricks = observation["tricks_played"]
    closed = observation["closed_by"] is not None
    strict_from = (10 - observation["stock_size"]) // 2 if closed else 5
    forbidden = 0
    for trick in tricks[strict_from:]:
        (first, second) = trick["cards"]
        if second["seat"] == seat:
            continue
        led, played = PACK.index(first["card"]), PACK.index(second["card"])
        if SUIT_OF[played] != SUIT_OF[led]:
            forbidden |= SUIT_MASK[SUIT_OF[led]]
            if SUIT_OF[played] != trump:
                forbidden |= SUIT_MASK[trump]
        elif played > led:
            forbidden |= BEATS_MASK[led]
    return forbidden


def sample_world(observation: dict[str, Any], rng: random.Random) -> DealModel:
    """A complete deal consistent with what ``observation``'s seat has seen."""
    seat = observation["seat"]
    opp = 1 - seat
    hand = cards_mask(observation["hand"])
    played = cards_mask([c["card"] for t in observation["tricks_played"] for c in t["cards"]])
    played |= cards_mask([c["card"] for c in observation["trick"]])
    stock_size = observation["stock_size"]
    indicator = observation.get("indicator")
    bottom = PACK.index(indicator) if indicator and stock_size else -1
    hidden = FULL_MASK & ~hand & ~played & ~(BIT[bottom] if bottom >= 0 else 0)
    known = cards_mask(observation["revealed"]) & hidden
    forbidden = opponent_constraints(observation) & ~known
    slots = [
        Slot(observation["opponent_hand_size"], known, forbidden),
        Slot(stock_size - (bottom >= 0)),
    ]
    opp_cards, stock = deal_hidden(rng, hidden, slots)
    hands = [0, 0]
    hands[seat], hands[opp] = hand, sum(BIT[c] for c in opp_cards)
    if bottom >= 0:
        stock.append(bottom)
    world = DealModel(
        hands,
        tuple(stock),
        SUITS.index(observation["trump"]),
        observation["current_player"],
        observation.get("strict_exchange", False),
    )
    world.led = PACK.index(observation["trick"][0]["card"]) if observation["trick"] else -1
    world.points, world.pending = list(observation["points"]), list(observation["pending"])
    world.tricks = list(observation["tricks"])
    if observation["closed_by"] is not None:
        world.closed_by = observation["closed_by"]
        snapshot = observation["close_snapshot"]
        world.snap_points, world.snap_trick = (
            snapshot["opponent_points"],
            snapshot["opponent_had_trick"],
        )
    world.cap = [max(1, m) for m in observation["match_points"]]
    return world
