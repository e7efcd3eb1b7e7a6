"""Precise reasons why a well-formed Lock & Bet action is illegal now (``IllegalAction.code``):
``must_lock``, ``not_in_hand``, ``already_locked``, ``must_call_or_fold``, ``nothing_to_call``,
``nothing_to_raise``, ``use_raise``, ``already_bet``, ``above_stack``, ``below_min_raise``,
``opponent_all_in``, ``raising_closed``, ``use_allin``, ``cannot_raise``, ``not_legal``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...contract import IllegalAction
from .rules import ALLIN, BET_BASE, CALL, CHECK, FOLD, NUM_CARDS, PACK, RAISE_BASE

if TYPE_CHECKING:
    from .state import LockbetState


def explain_illegal(state: LockbetState, action: int) -> IllegalAction:
    """The precise reason a well-formed action is not legal now."""
    name = state.action_to_string(action)
    if state.phase == "lock":
        if action >= NUM_CARDS:
            return IllegalAction(
                f"{name}: both players must lock a card before betting", "must_lock"
            )
        return IllegalAction(
            f"{PACK.code(action)} is not one of your two cards",
            "not_in_hand",
            card=PACK.code(action),
        )
    if action < NUM_CARDS:
        return IllegalAction(
            "your card is already locked; locks cannot be changed", "already_locked"
        )
    limits = state.betting_limits()
    assert limits is not None
    owed = limits["to_call"]
    if action == CHECK:
        return IllegalAction(
            f"cannot check: you owe {owed}; call, raise or fold",
            "must_call_or_fold",
            to_call=owed,
        )
    if action in (CALL, FOLD):
        return IllegalAction(f"cannot {name}: nothing is owed; check or bet", "nothing_to_call")
    if action == ALLIN:
        if owed == 0:
            return IllegalAction(
                "nothing to raise: bet your whole stack with bet:<total>", "nothing_to_raise"
            )
        if limits["can_raise"]:
            return IllegalAction(
                f"your whole stack is a full raise: use raise:{limits['max_raise']}",
                "use_raise",
                total=limits["max_raise"],
            )
        return _no_raise(state, limits)
    verb = "bet" if action < RAISE_BASE else "raise"
    total = action - (BET_BASE if verb == "bet" else RAISE_BASE)
    if verb == "bet" and owed > 0:
        return IllegalAction(
            f"there is already a bet of {limits['current_bet']}: call, raise or fold",
            "already_bet",
            current_bet=limits["current_bet"],
        )
    if verb == "raise" and owed == 0:
        return IllegalAction("nothing to raise: check or bet", "nothing_to_raise")
    if total > limits["max_total"]:
        return state._above_stack(verb, total)
    if verb == "raise" and not limits["can_raise"]:
        return _no_raise(state, limits)
    if verb == "raise":
        return IllegalAction(
            f"raise to {total} is below the minimum raise to {limits['min_raise']}",
            "below_min_raise",
            amount=total,
            min_raise=limits["min_raise"],
        )
    return IllegalAction(f"{name} is not a legal action now", "not_legal")


def _no_raise(state: LockbetState, limits: dict[str, Any]) -> IllegalAction:
    me = limits["seat"]
    if state.stacks[1 - me] == 0:
        return IllegalAction(
            "your opponent is all-in: you may only call or fold", "opponent_all_in"
        )
    if not state.reopened[me]:
        return IllegalAction(
            "a short all-in does not reopen raising: call or fold", "raising_closed"
        )
    if limits["short_allin"] is not None:
        return IllegalAction(
            f"you cannot make a full raise; go all-in for {limits['short_allin']} with allin",
            "use_allin",
            total=limits["short_allin"],
        )
    return IllegalAction("you cannot raise: you can only call", "cannot_raise")
