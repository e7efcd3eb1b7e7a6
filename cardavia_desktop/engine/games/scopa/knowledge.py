"""What one Scopa seat knows, parsed from its observation, and worlds sampled consistently."""

from __future__ import annotations

import random
from typing import Any

from ...cards import iter_bits
from .model import World
from .rules import BIT, FULL_MASK, PACK


class Knowledge:
    """What one seat knows, parsed once from its observation (masks and counts)."""

    __slots__ = (
        "dealer",
        "hand",
        "last",
        "opp_size",
        "piles",
        "scope",
        "seat",
        "stock_size",
        "table",
        "unseen",
    )

    def __init__(self, observation: dict[str, Any]) -> None:
        self.seat: int = observation["seat"]
        self.dealer: int = observation["dealer"]
        self.hand = PACK.mask(observation["hand"])
        self.table = PACK.mask(observation["table"])
        self.piles = [PACK.mask(observation["piles"][0]), PACK.mask(observation["piles"][1])]
        self.scope: list[int] = list(observation["scope"])
        self.last: int | None = observation["last_capturer"]
        self.opp_size: int = observation["opponent_hand_size"]
        self.stock_size: int = observation["stock_size"]
        self.unseen = FULL_MASK & ~(self.hand | self.table | self.piles[0] | self.piles[1])
        """Cards in the opponent's hand or the stock: every other card has been seen."""

    def sample(self, rng: random.Random) -> World:
        """A world consistent with the observation: the unseen cards dealt at random."""
        cards = list(iter_bits(self.unseen))
        rng.shuffle(cards)
        opp = 0
        for card in cards[: self.opp_size]:
            opp |= BIT[card]
        hands = [0, 0]
        hands[self.seat] = self.hand
        hands[1 - self.seat] = opp
        return World(
            hands,
            self.table,
            cards[self.opp_size :],
            self.piles[:],
            self.scope[:],
            self.last,
            self.seat,
            self.dealer,
        )
