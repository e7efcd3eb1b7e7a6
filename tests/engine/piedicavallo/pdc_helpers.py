"""Helpers for the Piedicavallo tests: stacked decks and scripted play."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from cardavia_desktop.engine import Match, new_match
from cardavia_desktop.engine.games.piedicavallo.rules import CODES

GAME = "piedicavallo"


def deck_for(
    dealer: int,
    hands: dict[int, Iterable[str]],
    fill: dict[int, Callable[[str], bool]] | None = None,
) -> list[str]:
    """A deck (top first) dealing the listed cards to those seats; the rest fills in pack order.

    ``fill[seat]`` restricts which leftover cards may complete that seat's hand.
    """
    fixed = {seat: list(cards) for seat, cards in hands.items()}
    listed = [code for cards in fixed.values() for code in cards]
    assert len(listed) == len(set(listed)), "a card is listed twice"
    rest = [code for code in CODES if code not in listed]
    sizes = {seat: 17 if seat == dealer else 15 for seat in range(4)}
    full: dict[int, list[str]] = {}
    fill = fill or {}
    for seat in sorted(range(4), key=lambda s: s not in fill):  # restricted seats choose first
        cards = fixed.get(seat, [])
        allowed = fill.get(seat, lambda code: True)
        extra = [code for code in rest if allowed(code)][: sizes[seat] - len(cards)]
        assert len(cards) + len(extra) == sizes[seat], f"cannot fill seat {seat}"
        rest = [code for code in rest if code not in extra]
        full[seat] = cards + extra
    return [code for offset in (1, 2, 3, 4) for code in full[(dealer + offset) % 4]]


def stacked(dealer: int, hands: dict[int, Iterable[str]], **fill: Callable[[str], bool]) -> Match:
    """A new match dealt from ``deck_for``; ``fill`` keys are ``seat0`` … ``seat3``."""
    restrictions = {int(key[-1]): test for key, test in fill.items()}
    return new_match(GAME, seed=0, dealer=dealer, deck=deck_for(dealer, hands, restrictions))


def legal_cards(match: Match) -> set[str]:
    """The cards the player to act may play."""
    return {action.removeprefix("play:") for action in match.legal_actions()}


def play(match: Match, *cards: str) -> list[dict]:
    """Play ``cards`` in turn; return all events."""
    events: list[dict] = []
    for card in cards:
        events += match.apply(f"play:{card}")
    return events


def discard_first_legal(match: Match) -> list[dict]:
    """Let the dealer make its first legal discard."""
    return match.apply(match.legal_actions()[0])


def play_by_preference(match: Match, prefs: dict[int, list[str]]) -> list[dict]:
    """Play to the end: each seat plays its first legal card in ``prefs``, else its first legal."""
    events: list[dict] = []
    while not match.is_over:
        legal = match.legal_actions()
        wanted = [f"play:{c}" for c in prefs.get(match.current_player, [])]
        action = next((a for a in wanted if a in legal), legal[0])
        events += match.apply(action)
    return events


def discard_is_legal_by_the_letter(hand: set[str], pair: set[str]) -> bool:
    """§2.4.2 written out independently, on codes."""
    if pair & {"SK", "BK", "CK", "DK", "T1", "T21", "MATTO"}:
        return False
    if any(c.startswith("T") for c in pair):
        rest = hand - pair
        a = all(c.startswith("T") or c in ("SK", "BK", "CK", "DK") or c == "MATTO" for c in rest)
        b = not any(c.startswith("T") for c in rest)
        return a or b
    return True


def tight_constraints(rnd: random.Random, slots: int) -> tuple[list[int], list[int], list[int]]:
    """A world-sampling problem that has a solution: hidden cards, the size of each slot and
    each slot's forbidden cards (bitmasks) — 70 % of the cards another slot holds in a real
    placement are forbidden to each slot."""
    cards = rnd.sample(range(62), rnd.randrange(slots, 46))
    truth = [rnd.randrange(slots) for _ in cards]  # a real placement the constraints keep
    sizes = [truth.count(i) for i in range(slots)]
    forbidden = [0] * slots
    for card, owner in zip(cards, truth, strict=True):
        for i in range(slots):
            if i != owner and rnd.random() < 0.7:
                forbidden[i] |= 1 << card
    return cards, sizes, forbidden
