"""Precise reasons why a well-formed Schnapsen action is illegal now (``IllegalAction.code``).

Codes: ``match_over``, ``bad_action``, ``not_in_hand``, ``not_your_lead``, ``not_marriage_card``,
``no_marriage_partner``, ``stock_closed``, ``stock_exhausted``, ``stock_too_small``,
``no_trump_unter``, ``hand_not_full``, ``must_follow_higher``, ``must_follow_suit``,
``must_trump``, ``not_legal`` (fallback).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...contract import IllegalAction
from .rules import (
    BEATS_MASK,
    BIT,
    CLOSE,
    EXCHANGE,
    HAND_SIZE,
    MARRY,
    NUM_ACTIONS,
    PACK,
    PARTNER,
    SUIT_MASK,
    SUIT_OF,
    SUITS,
    TRUMP_UNTER,
    action_to_string,
)

if TYPE_CHECKING:
    from .state import SchnapsenState


def explain_illegal(state: SchnapsenState, action: int) -> IllegalAction:
    """Return the ``IllegalAction`` that says why ``action`` is not legal in ``state``."""
    seat = state.current_player()
    if seat is None:
        return IllegalAction("the deal and match are over: no more actions", "match_over")
    if not (isinstance(action, int) and 0 <= action < NUM_ACTIONS):
        return IllegalAction(f"{action!r} is not a Schnapsen action", "bad_action")
    leading = state.lead_card < 0
    if action in (EXCHANGE, CLOSE):
        return _explain_stock_action(state, seat, action, leading)
    card = action % MARRY
    code = PACK.codes[card]
    if not state.hands[seat] & BIT[card]:
        return IllegalAction(f"you do not hold {code}", "not_in_hand", card=code)
    if action >= MARRY:
        if PARTNER[card] < 0:
            return IllegalAction(
                f"{code} is not a König or Ober: only they declare a marriage",
                "not_marriage_card",
                card=code,
            )
        if not leading:
            return IllegalAction(
                "a marriage is declared only by leading to a trick; you are following",
                "not_your_lead",
                card=code,
            )
        partner = PACK.codes[PARTNER[card]]
        if not state.hands[seat] & BIT[PARTNER[card]]:
            return IllegalAction(
                f"you need {partner} together with {code} to declare this marriage",
                "no_marriage_partner",
                card=code,
                partner=partner,
            )
    elif not leading and not state.is_open():
        return _explain_follow(state, seat, card)
    return IllegalAction(f"{action_to_string(action)} is not a legal action now", "not_legal")


def _explain_stock_action(
    state: SchnapsenState, seat: int, action: int, leading: bool
) -> IllegalAction:
    name = "exchange" if action == EXCHANGE else "close"
    if not leading:
        return IllegalAction(
            f"only the player on lead may {name}, before leading; you are following",
            "not_your_lead",
        )
    if state.closed_by >= 0:
        return IllegalAction(f"the stock is closed: you cannot {name}", "stock_closed")
    if state.stock_pos >= len(state.stock):
        return IllegalAction(f"the stock is exhausted: you cannot {name}", "stock_exhausted")
    if not state._exchange_close_stock_ok():
        return IllegalAction(
            f"only two cards are left in the stock: this variant forbids to {name}",
            "stock_too_small",
        )
    if action == EXCHANGE:
        unter = PACK.codes[TRUMP_UNTER[state.trump]]
        if not state.hands[seat] & BIT[TRUMP_UNTER[state.trump]]:
            return IllegalAction(
                f"you need the trump Unter {unter} to exchange it for the indicator",
                "no_trump_unter",
                card=unter,
            )
    elif state.hands[seat].bit_count() != HAND_SIZE:
        return IllegalAction("you may close only with five cards in hand", "hand_not_full")
    return IllegalAction(f"{name} is not a legal action now", "not_legal")


def _explain_follow(state: SchnapsenState, seat: int, card: int) -> IllegalAction:
    hand = state.hands[seat]
    lead = state.lead_card
    lead_code, code = PACK.codes[lead], PACK.codes[card]
    suit = SUIT_OF[lead]
    same = hand & SUIT_MASK[suit]
    if same & BEATS_MASK[lead] and not BIT[card] & BEATS_MASK[lead]:
        beaters = PACK.codes_of(same & BEATS_MASK[lead])
        return IllegalAction(
            f"{lead_code} was led and the stock is {_why(state)}: you must follow suit with a "
            f"higher card ({', '.join(beaters)})",
            "must_follow_higher",
            card=code,
            led=lead_code,
            allowed=beaters,
        )
    if same and not BIT[card] & same:
        allowed = PACK.codes_of(same)
        return IllegalAction(
            f"{lead_code} was led and the stock is {_why(state)}: you must follow suit "
            f"({', '.join(allowed)})",
            "must_follow_suit",
            card=code,
            led=lead_code,
            allowed=allowed,
        )
    trumps = hand & SUIT_MASK[state.trump]
    if not same and trumps and not BIT[card] & trumps:
        allowed = PACK.codes_of(trumps)
        return IllegalAction(
            f"you have no {SUITS[suit]} card and the stock is {_why(state)}: you must trump "
            f"({', '.join(allowed)})",
            "must_trump",
            card=code,
            led=lead_code,
            allowed=allowed,
        )
    return IllegalAction(f"play:{code} is not a legal action now", "not_legal")


def _why(state: SchnapsenState) -> str:
    return "closed" if state.closed_by >= 0 else "exhausted"
