"""Determinisation: hidden cards dealt into slots with known and forbidden cards."""

from __future__ import annotations

import random
from collections import Counter
from itertools import product

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
    others = {
        tuple(map(tuple, deal_hidden(random.Random(s), (1 << 14) - 1, slots))) for s in range(10)
    }
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


def test_deal_hidden_refuses_a_deeply_impossible_problem_at_once():
    """22 cards may only go to three places with room for 21: refused without searching the
    ~10^12 ways of filling those places first (the fallback checks Hall's condition)."""
    confined = (1 << 22) - 1
    slots = [Slot(7), Slot(7), Slot(7), Slot(7, forbidden=confined)]
    with pytest.raises(InconsistentSlots, match="no way"):
        deal_hidden(random.Random(0), (1 << 28) - 1, slots)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_deal_hidden_succeeds_exactly_when_some_assignment_exists(data):
    """Against brute force on small problems with arbitrary forbidden cards: a deal is found
    (and respects every slot) if and only if one exists."""
    n = data.draw(st.integers(1, 7))
    sizes = data.draw(st.lists(st.integers(0, n), min_size=1, max_size=3))
    sizes[-1] = n - sum(sizes[:-1])
    if sizes[-1] < 0:
        return
    slots = [Slot(size, forbidden=data.draw(st.integers(0, (1 << n) - 1))) for size in sizes]
    exists = any(
        all(sum(1 for o in owners if o == s) == slot.size for s, slot in enumerate(slots))
        and all(not slots[o].forbidden >> card & 1 for card, o in enumerate(owners))
        for owners in product(range(len(slots)), repeat=n)
    )
    try:
        parts = deal_hidden(random.Random(data.draw(st.integers(0, 99))), (1 << n) - 1, slots)
    except InconsistentSlots:
        assert not exists
    else:
        assert exists
        for part, slot in zip(parts, slots, strict=True):
            assert len(part) == slot.size and not mask_of(part) & slot.forbidden
