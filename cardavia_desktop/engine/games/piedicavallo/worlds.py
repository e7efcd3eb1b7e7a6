"""What one seat knows (from its observation only) and worlds sampled consistently with it.

Public facts used: every card played, the voids they show (§2.8: not following L shows a void
in L; a non-trump, non-Matto card when void shows no trumps either), the announced number of
trumps in the discard with the discard's own restriction (only T2–T20 and non-King suit cards),
and what §2.4.2 implies about the dealer's kept hand once a trump was discarded (condition A:
only trumps, Kings and the Matto; condition B: no trump at all). The dealer knows its discard.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ...search import InconsistentSlots, Slot, deal_hidden
from .policy import update_voids
from .rules import (
    FULL_MASK,
    MATTO,
    NON_KING_SUIT_MASK,
    PACK,
    PLAIN_TRUMPS_MASK,
    SUIT_MASKS,
    TRUMPS_MASK,
    team_of,
)

CONDITION_B_PRIOR = 0.95
"""Chance that a trump discard left the dealer with no trumps (B) rather than only trumps (A)."""


def void_mask(voids: int) -> int:
    """The cards a seat with void set ``voids`` cannot hold."""
    return sum(SUIT_MASKS[suit] for suit in range(5) if voids >> suit & 1)


@dataclass
class Knowledge:
    """The int form of one observation, plus the voids it reveals."""

    seat: int
    dealer: int
    phase: str
    hand: int
    played: int
    """Every card played so far, the current trick included."""
    own_discard: int
    """The seat's own discard if it dealt (0 otherwise or before discarding)."""
    discard_trumps: int | None
    hand_sizes: list[int]
    leader: int
    trick: list[tuple[int, int]]
    voids: list[int]
    dealer_played: int
    trick_points: list[int]
    """Points each team took in finished tricks (the Matto excluded)."""
    tricks_won: list[int]
    matto_seat: int | None

    @classmethod
    def from_observation(cls, obs: dict[str, Any]) -> Knowledge:
        """Read an observation of ``PiedicavalloState.observation``."""
        voids = [0, 0, 0, 0]
        played = dealer_played = 0
        trick_points = [0, 0]
        matto_seat = None
        dealer = obs["dealer"]
        finished = [(t["cards"], t) for t in obs["tricks_played"]]
        for cards, record in [*finished, (obs["trick"], None)]:
            trick: list[tuple[int, int]] = []
            for entry in cards:
                seat, card = entry["seat"], PACK.index(entry["card"])
                trick.append((seat, card))
                update_voids(voids, trick)
                played |= 1 << card
                if seat == dealer:
                    dealer_played |= 1 << card
                if card == MATTO:
                    matto_seat = seat
            if record is not None:
                trick_points[team_of(record["winner"])] += record["points"]
        return cls(
            seat=obs["seat"], dealer=dealer, phase=obs["phase"], hand=PACK.mask(obs["hand"]),
            played=played, own_discard=PACK.mask(obs["discard"] or []),
            discard_trumps=obs["discard_trumps"], hand_sizes=list(obs["hand_sizes"]),
            leader=obs["leader"], trick=trick, voids=voids, dealer_played=dealer_played,
            trick_points=trick_points, tricks_won=list(obs["tricks_won"]), matto_seat=matto_seat,
        )

    @property
    def gone(self) -> int:
        """Cards this seat knows are out of the other hands: played, or its own discard."""
        return self.played | self.own_discard

    def hidden(self) -> int:
        """Cards this seat cannot see: the other hands and (unless it dealt) the discard."""
        return FULL_MASK & ~self.hand & ~self.gone

    def sample(self, rng: random.Random) -> tuple[list[int], int]:
        """A world: all four hands (masks) and the discard, consistent with the knowledge."""
        others = [s for s in range(4) if s != self.seat]
        forbidden = {s: void_mask(self.voids[s]) for s in others}
        discard_slots: list[Slot] = []
        k = self.discard_trumps
        hidden_discard = k is not None and self.seat != self.dealer
        if hidden_discard:
            assert k is not None
            discard_slots = [Slot(k, forbidden=FULL_MASK & ~PLAIN_TRUMPS_MASK),
                             Slot(2 - k, forbidden=FULL_MASK & ~NON_KING_SUIT_MASK)]
        conditions: list[int] = [0]
        if hidden_discard and k and self.dealer in forbidden:
            if self.dealer_played & NON_KING_SUIT_MASK:
                conditions = [TRUMPS_MASK, 0]
            elif self.dealer_played & TRUMPS_MASK:
                conditions = [NON_KING_SUIT_MASK, 0]
            elif rng.random() < CONDITION_B_PRIOR:
                conditions = [TRUMPS_MASK, NON_KING_SUIT_MASK, 0]
            else:
                conditions = [NON_KING_SUIT_MASK, TRUMPS_MASK, 0]
        for extra in conditions:
            slots = [
                Slot(self.hand_sizes[s],
                     forbidden=forbidden[s] | (extra if s == self.dealer else 0))
                for s in others
            ]
            try:
                parts = deal_hidden(rng, self.hidden(), slots + discard_slots)
            except InconsistentSlots:
                continue
            break
        else:  # pragma: no cover - the true deal is always consistent
            raise InconsistentSlots("no world fits this observation")
        hands = [0, 0, 0, 0]
        hands[self.seat] = self.hand
        for s, cards in zip(others, parts, strict=False):
            hands[s] = sum(1 << c for c in cards)
        discard = self.own_discard
        for cards in parts[len(others):]:
            discard |= sum(1 << c for c in cards)
        return hands, discard

