"""Determinisation: deal the cards a seat cannot see into hidden places, consistently.

A *slot* is one hidden place (an opponent's hand, the stock, a partner's hand) with the
number of unseen cards it still holds, the cards known to be there (shown marriage partners,
an exchanged card) and the cards that cannot be there (a void shown by failing to follow).
The sampler is game-independent: games turn their observation into slots.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import iter_bits

REJECTION_TRIES = 64
"""Uniform rejection sampling is tried this often before the constructive fallback."""


@dataclass(frozen=True)
class Slot:
    """One hidden place: ``size`` cards in all, ``known`` among them, never ``forbidden``."""

    size: int
    """Total cards in this place, known ones included."""
    known: int = 0
    """Mask of cards known to be here."""
    forbidden: int = 0
    """Mask of cards that cannot be here (a void, a card shown elsewhere)."""


class InconsistentSlots(ValueError):
    """No assignment of the hidden cards satisfies the slots."""


def deal_hidden(rng: random.Random, hidden: int, slots: Sequence[Slot]) -> list[list[int]]:
    """Return, per slot, its cards (known ones included) in random order.

    ``hidden`` is the mask of every card the seat cannot place for sure, known ones included;
    each card of it lands in exactly one slot. Uniform over consistent assignments when
    rejection sampling succeeds (it nearly always does), otherwise a consistent assignment
    built most-constrained-first.
    """
    known_all = 0
    for slot in slots:
        if slot.known & known_all:
            raise InconsistentSlots("a card is known to be in two places")
        if slot.known & slot.forbidden:
            raise InconsistentSlots("a card is known to be in a place it cannot be")
        if slot.known.bit_count() > slot.size:
            raise InconsistentSlots("a place holds more known cards than its size")
        known_all |= slot.known
    if known_all & ~hidden:
        raise InconsistentSlots("a known card is not among the hidden cards")
    free = list(iter_bits(hidden & ~known_all))
    needs = [slot.size - slot.known.bit_count() for slot in slots]
    if sum(needs) != len(free):
        raise InconsistentSlots(f"{len(free)} unplaced cards for {sum(needs)} places in the slots")
    assignment = _rejection(rng, free, slots, needs) or _construct(rng, free, slots, needs)
    result = []
    for slot, cards in zip(slots, assignment, strict=True):
        cards = cards + list(iter_bits(slot.known))
        rng.shuffle(cards)
        result.append(cards)
    return result


def _rejection(
    rng: random.Random, free: list[int], slots: Sequence[Slot], needs: list[int]
) -> list[list[int]] | None:
    for _ in range(REJECTION_TRIES):
        cards = free[:]
        rng.shuffle(cards)
        parts, start, ok = [], 0, True
        for slot, need in zip(slots, needs, strict=True):
            part = cards[start : start + need]
            start += need
            if slot.forbidden and any(slot.forbidden >> card & 1 for card in part):
                ok = False
                break
            parts.append(part)
        if ok:
            return parts
    return None


def _construct(
    rng: random.Random, free: list[int], slots: Sequence[Slot], needs: list[int]
) -> list[list[int]]:
    """A consistent assignment, card by card, each to a random slot that keeps the rest
    placeable (Hall's condition, checked over the slot subsets): no backtracking, so an
    impossible problem is refused at once instead of after an exponential search."""
    allowed = {
        card: sum(1 << s for s, slot in enumerate(slots) if not slot.forbidden >> card & 1)
        for card in free
    }
    order = free[:]
    rng.shuffle(order)
    order.sort(key=lambda card: allowed[card].bit_count())  # most constrained first
    waiting = Counter(allowed.values())  # cards not yet placed, by the slots they may go to
    left = needs[:]
    if not _placeable(waiting, left):
        raise InconsistentSlots("no way to place the hidden cards within the constraints")
    parts: list[list[int]] = [[] for _ in slots]
    for card in order:
        waiting[allowed[card]] -= 1
        choices = [s for s in range(len(slots)) if left[s] and allowed[card] >> s & 1]
        rng.shuffle(choices)
        for s in choices:
            left[s] -= 1
            if _placeable(waiting, left):
                parts[s].append(card)
                break
            left[s] += 1
        else:  # unreachable: a placeable problem always has a choice that keeps it placeable
            raise InconsistentSlots("no way to place the hidden cards within the constraints")
    return parts


def _placeable(waiting: Counter[int], room: list[int]) -> bool:
    """Whether the cards (counted by the mask of slots each may go to) fit the slots' ``room``:
    for every set of slots, the cards that may only go there are no more than its room."""
    for subset in range(1 << len(room)):
        confined = sum(n for mask, n in waiting.items() if not mask & ~subset)
        if confined > sum(r for s, r in enumerate(room) if subset >> s & 1):
            return False
    return True
