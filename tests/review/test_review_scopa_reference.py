"""An independent reading of rules/scopa.md §1.5-§1.8, written from the spec (not from the
engine), checked against the engine over random whole matches: every legal move by brute
force over table subsets, scope, leftovers, the four prizes and the match end."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine import new_match

CAPTURE = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "J": 8, "Q": 9, "K": 10}
PRIMIERA = {
    "7": 21,
    "6": 18,
    "A": 16,
    "5": 15,
    "4": 14,
    "3": 13,
    "2": 12,
    "J": 10,
    "Q": 10,
    "K": 10,
}


def value(card: str) -> int:
    """Capture value (§1.3)."""
    return CAPTURE[card[1:]]


def expected_legal(hand: list[str], table: list[str]) -> set[str]:
    """§1.5 by brute force: singles first, else every subset of 2+ summing to the value."""
    legal = set()
    for card in hand:
        singles = [t for t in table if value(t) == value(card)]
        groups = (
            []
            if singles
            else [
                group
                for size in range(2, len(table) + 1)
                for group in combinations(table, size)
                if sum(value(t) for t in group) == value(card)
            ]
        )
        options = [(t,) for t in singles] or groups
        if not options:
            legal.add(f"play:{card}")
        for option in options:
            legal.add(frozenset((card, *option)))
    return legal


def canonical(action: str) -> str | frozenset[str]:
    """An engine action in the reference's form (capture as a set of card + captured)."""
    parts = action.split(":")
    return action if len(parts) == 2 else frozenset([parts[1], *parts[2].split(",")])


def primiera(pile: set[str]) -> int | None:
    """§1.7: best value per suit summed; None without all four suits."""
    best = {}
    for card in pile:
        best[card[0]] = max(best.get(card[0], 0), PRIMIERA[card[1:]])
    return sum(best.values()) if len(best) == 4 else None


def deal_points(piles: list[set[str]], scope: list[int]) -> list[int]:
    """§1.7: scope + cards, Diamonds, settebello, primiera (ties: nobody)."""
    points = scope[:]
    for a, b in (
        (len(piles[0]), len(piles[1])),
        (sum(c[0] == "D" for c in piles[0]), sum(c[0] == "D" for c in piles[1])),
    ):
        if a != b:
            points[0 if a > b else 1] += 1
    points[0 if "D7" in piles[0] else 1] += 1
    p0, p1 = primiera(piles[0]), primiera(piles[1])
    if p0 is not None and (p1 is None or p0 > p1):
        points[0] += 1
    elif p1 is not None and (p0 is None or p1 > p0):
        points[1] += 1
    return points


def check_match(seed: int, policy: int) -> int:
    """Random whole match against the reference; returns the number of deals."""
    match = new_match("scopa", seed=seed)
    rng = random.Random(policy)
    totals = [0, 0]
    piles: list[set[str]] = [set(), set()]
    scope, last, plays, deals = [0, 0], None, 0, 0
    while not match.is_over:
        seat = match.current_player
        obs: dict[str, Any] = match.observation(seat)
        assert {canonical(a) for a in match.legal_actions()} == expected_legal(
            obs["hand"], obs["table"]
        ), obs
        table = list(obs["table"])
        action = rng.choice(match.legal_actions())
        events = match.apply(action)
        plays += 1
        taken = canonical(action)
        if isinstance(taken, frozenset):
            piles[seat] |= taken
            last = seat
            swept = set(table) <= taken
            final = plays == 36
            assert any(e["type"] == "scopa" for e in events) == (swept and not final)
            scope[seat] += swept and not final
        if plays == 36:  # §1.6 leftovers, §1.7 prizes, §1.8 match end
            left = set(table) - (taken if isinstance(taken, frozenset) else set())
            if not isinstance(taken, frozenset):
                left.add(action.split(":")[1])
            assert last is not None
            piles[last] |= left
            (end,) = [e for e in events if e["type"] == "deal_end"]
            points = deal_points(piles, scope)
            assert end["points"] == points, (end, points)
            totals = [totals[0] + points[0], totals[1] + points[1]]
            assert end["match_points"] == totals
            over = max(totals) >= 11 and totals[0] != totals[1]
            assert match.is_over == over
            if over:
                assert match.result["winner"] == (0 if totals[0] > totals[1] else 1)
            piles, scope, last, plays = [set(), set()], [0, 0], None, 0
            deals += 1
    return deals


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 10**6))
def test_reference_1_5_to_1_8_moves_scope_prizes_and_match_end_match_the_spec(seed, policy):
    """§1.5-§1.8: an independent implementation agrees at every play and every deal end."""
    assert check_match(seed, policy) >= 2
