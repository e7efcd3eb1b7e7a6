"""Determinisation: hidden cards dealt into slots with known and forbidden cards."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine.cards import iter_bits, mask_of
from cardavia_desktop.engine.search import InconsistentSlots, Slot, deal_hidden


@st.composite
def problems(draw: st.DrawFn) -> tuple[int, list[Slot], int]:
    """A consistent problem built from a real hidden assignment, plus a seed."""
    cards = draw(st.lists(st.integers(0, 39), min_size=1, max_size=24, unique=True))
    count = draw(st.integers(1, 3))
    owners = [draw(st.integers(0, count - 1)) for _ in cards]
    slots = []
    for s in range(count):
        mine = [c for c, o in zip(cards, owners, strict=True) if o == s]
        others = [c for c, o in zip(cards, owners, strict=True) if o != s]
        known = mask_of(c for c in mine if draw(st.booleans()))
        forbidden = mask_of(c for c in others if draw(st.integers(0, 3)) == 0)
        slots.append(Slot(len(mine), known, forbidden))
    return mask_of(cards), slots, draw(st.integers(0, 2**32))


@settings(max_examples=200, deadline=None)
@given(problems())
def test_deal_hidden_respects_sizes_known_and_forbidden(problem):
    """Every hidden card lands once; sizes, known cards and forbidden cards are respected."""
    hidden, slots, seed = problem
    parts = deal_hidden(random.Random(seed), hidden, slots)
    assert sorted(c for part in parts for c in part) == sorted(iter_bits(hidden))
    for slot, part in zip(slots, parts, strict=True):
        mask = mask_of(part)
        assert len(part) == slot.size
        assert mask & slot.known == slot.known
        assert not mask & slot.forbidden


def test_deal_hidden_same_seed_same_deal():
    """A seeded generator gives a reproducible deal; another seed usually differs."""
    slots = [Slot(5), Slot(9)]
    first = deal_hidden(random.Random(3), (1 << 14) - 1, slots)
    assert first == deal_hidden(random.Random(3), (1 << 14) - 1, slots)
    others = {tuple(map(tuple, deal_hidden(random.Random(s), (1 << 14) - 1, slots)))
              for s in range(10)}
    assert len(others) > 1


def test_deal_hidden_tight_constraints_use_the_fallback():
    """Constraints that rejection sampling rarely meets are still satisfied."""
    hidden = (1 << 12) - 1
    slots = [Slot(6, forbidden=0b11111), Slot(6, forbidden=0b1000000)]
    for seed in range(20):
        first, second = deal_hidden(random.Random(seed), hidden, slots)
        assert 6 in first and not mask_of(first) & 0b11111
        assert set(range(5)) <= set(second) and len(second) == 6


def test_deal_hidden_is_roughly_uniform():
    """Without constraints each card is in the first slot about size/total of the time."""
    counts: Counter[int] = Counter()
    rng = random.Random(0)
    for _ in range(2000):
        counts.update(deal_hidden(rng, (1 << 10) - 1, [Slot(3), Slot(7)])[0])
    assert all(500 < counts[c] < 700 for c in range(10))


@pytest.mark.parametrize(
    ("hidden", "slots", "why"),
    [
        (0b111, [Slot(2), Slot(2)], "places"),
        (0b11, [Slot(1, known=0b1), Slot(1, known=0b1)], "two places"),
        (0b11, [Slot(2, known=0b1, forbidden=0b1)], "cannot be"),
        (0b1, [Slot(1, known=0b10)], "not among"),
        (0b11, [Slot(1, known=0b11), Slot(1)], "more known"),
        (0b11, [Slot(1, forbidden=0b11), Slot(1)], "no way"),
    ],
)
def test_deal_hidden_refuses_inconsistent_slots(hidden, slots, why):
    """Impossible problems raise InconsistentSlots naming the problem."""
    with pytest.raises(InconsistentSlots, match=why):
        deal_hidden(random.Random(0), hidden, slots)
