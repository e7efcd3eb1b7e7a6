"""Shared helpers for the Schnapsen engine tests: explicit decks, positions, card checks."""

from __future__ import annotations

from typing import Any

from cardavia_desktop.engine import Match, new_match
from cardavia_desktop.engine.games.schnapsen.rules import (
    BIT,
    CLOSE,
    EXCHANGE,
    FULL_MASK,
    MARRY,
    PACK,
    POINTS,
    TOTAL_POINTS,
)
from cardavia_desktop.engine.games.schnapsen.state import SchnapsenState

ALL_ACTION_STRINGS = (
    [f"play:{code}" for code in PACK.codes]
    + [f"marry:{code}" for code in PACK.codes]
    + ["exchange", "close"]
)
"""Every well-formed action string, one per int id."""
assert len(ALL_ACTION_STRINGS) == CLOSE + 1 and ALL_ACTION_STRINGS[EXCHANGE] == "exchange"
assert ALL_ACTION_STRINGS[MARRY] == "marry:HA"


def deck(nondealer: list[str], dealer: list[str], indicator: str, stock: list[str]) -> list[str]:
    """The 20-card deck (top first) that deals these hands, indicator and stock (DESIGN.md)."""
    assert len(nondealer) == 5 and len(dealer) == 5 and len(stock) == 9
    cards = [*nondealer[:3], *dealer[:3], indicator, *nondealer[3:], *dealer[3:], *stock]
    assert sorted(cards) == sorted(PACK.codes), "a deck lists each of the 20 cards once"
    return cards


def match_from(
    nondealer: list[str], dealer: list[str], indicator: str, stock: list[str], dealer_seat: int
) -> Match:
    """A match whose first deal gives these cards; ``dealer_seat`` deals."""
    return new_match(
        "schnapsen", seed=5, dealer=dealer_seat, deck=deck(nondealer, dealer, indicator, stock)
    )


def position(text: str) -> SchnapsenState:
    """A deal in progress from the one-line notation, stopping at the end of the deal."""
    return SchnapsenState.from_notation(text)


def act(state: SchnapsenState, *actions: str) -> list[dict[str, Any]]:
    """Apply legal actions given as strings (each must be legal); return all their events."""
    events: list[dict[str, Any]] = []
    for text in actions:
        action = state.string_to_action(text)
        assert action in state.legal_actions(), f"{text} should be legal in {state}"
        events += state.apply_action(action)
    return events


def legal(state: SchnapsenState) -> set[str]:
    """The legal actions as a set of strings."""
    return {state.action_to_string(a) for a in state.legal_actions()}


def legal_plays(state: SchnapsenState) -> set[str]:
    """The cards the player to act may play (plain plays only)."""
    return {text[5:] for text in legal(state) if text.startswith("play:")}


def hand(state: SchnapsenState, seat: int) -> set[str]:
    """The cards of ``seat``'s hand, as codes."""
    return set(PACK.codes_of(state.hands[seat]))


def events_of(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    """The events of one type."""
    return [event for event in events if event["type"] == kind]


def check_cards_accounted(state: SchnapsenState) -> None:
    """Every one of the 20 cards is in exactly one place, and the card points add up to 120."""
    places = [
        state.hands[0],
        state.hands[1],
        sum(BIT[c] for c in state.stock[state.stock_pos :]),
        state.played,
    ]
    seen = 0
    for place in places:
        assert not seen & place, f"a card is in two places: {state}"
        seen |= place
    assert seen == FULL_MASK, f"cards missing: {PACK.codes_of(FULL_MASK & ~seen)}"
    won = [0, 0]
    for _leader, lead, follow, winner, value in state.trick_log:
        assert value == POINTS[lead] + POINTS[follow]
        won[winner] += value
    unplayed = FULL_MASK & ~state.played
    if state.lead_card >= 0:
        unplayed |= BIT[state.lead_card]
    assert sum(won) + sum(POINTS[c] for c in range(20) if unplayed >> c & 1) == TOTAL_POINTS
    marriages = [0, 0]
    for seat, _suit, value in state.marriage_log:
        marriages[seat] += value
    for seat in (0, 1):
        credited = marriages[seat] - state.pending[seat]
        assert state.points[seat] == won[seat] + credited, "points = tricks + credited marriages"
        assert state.pending[seat] == 0 or state.tricks[seat] == 0
