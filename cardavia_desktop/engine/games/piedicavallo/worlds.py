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

from ...cards import iter_bits
from ...search import InconsistentSlots
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


REJECTION_TRIES = 24
"""Uniform rejection sampling is tried this often before the constructive sampler."""


def _fits(counts: list[int], left: list[int]) -> bool:
    """Hall's condition: for every set U of slots, the cards allowed only in U fit in U."""
    n = len(left)
    size = 1 << n
    inside = counts[:]
    room = [0] * size
    for u in range(1, size):
        low = u & -u
        room[u] = room[u ^ low] + left[low.bit_length() - 1]
    for i in range(n):
        bit = 1 << i
        for u in range(size):
            if u & bit:
                inside[u] += inside[u ^ bit]
    return all(inside[u] <= room[u] for u in range(size))


def deal_slots(
    rng: random.Random, hidden: int, sizes: list[int], forbidden: list[int]
) -> list[int]:
    """Deal the ``hidden`` cards into slots of ``sizes`` cards, never a card a slot forbids.

    Uniform rejection sampling first; then card by card, each placement kept only if Hall's
    condition shows the rest can still be placed (so it never backtracks, never fails on a
    consistent input). Raises ``InconsistentSlots`` when no placement exists.
    """
    cards = list(iter_bits(hidden))
    n = len(sizes)
    if sum(sizes) != len(cards):
        raise InconsistentSlots(f"{len(cards)} hidden cards for {sum(sizes)} places")
    for _ in range(REJECTION_TRIES):
        rng.shuffle(cards)
        masks, start = [], 0
        for size, banned in zip(sizes, forbidden, strict=True):
            mask = sum(1 << c for c in cards[start : start + size])
            if mask & banned:
                break
            masks.append(mask)
            start += size
        else:
            return masks
    allowed = {c: sum(1 << i for i in range(n) if not forbidden[i] >> c & 1) for c in cards}
    counts = [0] * (1 << n)
    for card in cards:
        counts[allowed[card]] += 1
    left = list(sizes)
    if not _fits(counts, left):
        raise InconsistentSlots("no way to place the hidden cards within the constraints")
    masks = [0] * n
    for card in cards:
        counts[allowed[card]] -= 1
        options = [i for i in range(n) if allowed[card] >> i & 1 and left[i]]
        options.sort(key=lambda i: rng.random() ** (1.0 / left[i]), reverse=True)
        for i in options:
            left[i] -= 1
            if len(options) == 1 or _fits(counts, left):
                masks[i] |= 1 << card
                break
            left[i] += 1
        else:  # pragma: no cover - excluded by the Hall check above
            raise InconsistentSlots("placement failed")
    return masks


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
        sizes = [self.hand_sizes[s] for s in others]
        k = self.discard_trumps
        hidden_discard = k is not None and self.seat != self.dealer
        extra_sizes, extra_forbidden = [], []
        if hidden_discard:
            assert k is not None
            extra_sizes = [k, 2 - k]
            extra_forbidden = [FULL_MASK & ~PLAIN_TRUMPS_MASK, FULL_MASK & ~NON_KING_SUIT_MASK]
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
            banned = [forbidden[s] | (extra if s == self.dealer else 0) for s in others]
            try:
                parts = deal_slots(rng, self.hidden(), sizes + extra_sizes,
                                   banned + extra_forbidden)
            except InconsistentSlots:
                continue
            break
        else:  # pragma: no cover - the true deal is always consistent
            raise InconsistentSlots("no world fits this observation")
        hands = [0, 0, 0, 0]
        hands[self.seat] = self.hand
        for s, mask in zip(others, parts, strict=False):
            hands[s] = mask
        discard = self.own_discard
        for mask in parts[len(others):]:
            discard |= mask
        return hands, discard

