"""What one seat may see of a Lockbet state: its own cards and everything public."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .rules import PACK, sort_cards

if TYPE_CHECKING:
    from .state import LockbetState


def build_observation(state: LockbetState, seat: int) -> dict[str, Any]:
    """What ``seat`` sees: own cards, both signals, chips, betting limits, public history."""
    own_locked = state.locked[seat]
    return {
        "game": "lockbet",
        "seat": seat,
        "players": 2,
        "current_player": state.to_act,
        "phase": state.phase,
        "deal_number": state.deal_number,
        "first_player": state.first,
        "hand": [PACK.code(c) for c in sort_cards(state.hands[seat])],
        "locked_card": None if own_locked is None else PACK.code(own_locked),
        "locked": [state.locked[0] is not None, state.locked[1] is not None],
        "signals": [dict(s) for s in state.start_signals],
        "stacks": list(state.stacks),
        "antes": list(state.antes),
        "bets": list(state.bets),
        "pot": state.pot(),
        "betting": state.betting_limits(),
        "deal_actions": [dict(a) for a in state.deal_actions],
        "stock_size": len(state.stock),
        "discards": [PACK.code(c) for c in state.discards],
        "reshuffles": state.reshuffles,
        "history": [dict(d) for d in state.history],
        "last_deal": dict(state.history[-1]) if state.history else None,
        "winner": state.winner,
    }
