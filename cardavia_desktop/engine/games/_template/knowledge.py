"""What one seat knows from its observation, and worlds sampled consistently with it.

Known: its hand, every card played this deal, and the suits the opponent has shown it lacks
(it did not follow). Unknown: the opponent's hand among the cards not seen (six of them are
out of play each deal). ``sample`` deals the opponent a hand that fits.
"""

from __future__ import annotations

import random
from typing import Any

from ...cards import iter_bits
from .model import World
from .rules import DECK_SIZE, PACK, SUIT_MASK, suit_of


class Knowledge:
    """One seat's facts, parsed once from its observation (masks)."""

    def __init__(self, observation: dict[str, Any]) -> None:
        self.seat: int = observation["seat"]
        self.hand = PACK.mask(observation["hand"])
        self.opponent_size: int = observation["opponent_hand_size"]
        self.led = (
            (observation["trick"][0]["seat"], PACK.index(observation["trick"][0]["card"]))
            if observation["trick"]
            else None
        )
        self.tricks = list(observation["tricks"])
        played = 0
        self.void = 0
        """Cards the opponent cannot hold: the suits it failed to follow."""
        for trick in observation["tricks_played"]:
            first, second = (PACK.index(c["card"]) for c in trick["cards"])
            played |= 1 << first | 1 << second
            replier = trick["cards"][1]["seat"]
            if replier != self.seat and suit_of(second) != suit_of(first):
                self.void |= SUIT_MASK[suit_of(first)]
        if self.led is not None:
            played |= 1 << self.led[1]
        self.unseen = (1 << DECK_SIZE) - 1 & ~self.hand & ~played
        """Cards the opponent may hold (or that are out of play)."""
        self.to_play: int = observation["current_player"]

    def sample(self, rng: random.Random) -> World:
        """A world: the opponent's hand drawn from the unseen cards its voids allow (any unseen
        cards when none fit, which the observation never implies)."""
        allowed = list(iter_bits(self.unseen & ~self.void))
        if len(allowed) < self.opponent_size:
            allowed = list(iter_bits(self.unseen))
        opponent = sum(1 << card for card in rng.sample(allowed, self.opponent_size))
        hands = [0, 0]
        hands[self.seat], hands[1 - self.seat] = self.hand, opponent
        return World(hands, self.led, self.to_play, self.tricks[:])
