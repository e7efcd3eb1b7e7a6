"""What one seat may see of a Scopa state: its own cards and everything public."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from .rules import GAME_ID, TARGET, card_code, codes, deal_score_payload

if TYPE_CHECKING:
    from .state import ScopaState


def build_observation(state: ScopaState, seat: int) -> dict[str, Any]:
    """What ``seat`` sees: its hand, the table, both capture piles and the public history."""
    other = 1 - seat
    last = copy.deepcopy(state.deal_results[-1]) if state.deal_results else None
    return {
        "game": GAME_ID,
        "seat": seat,
        "players": 2,
        "current_player": state.current_player(),
        "phase": "over" if state.winner is not None else "play",
        "deal_number": state.deal_number,
        "dealer": state.dealer,
        "first_player": 1 - state.dealer,
        "round": state.round,
        "plays": state.plays,
        "hand": codes(state.hands[seat]),
        "hand_sizes": [state.hands[0].bit_count(), state.hands[1].bit_count()],
        "opponent_hand_size": state.hands[other].bit_count(),
        "table": [card_code(c) for c in state.table],
        "stock_size": len(state.stock),
        "piles": [codes(state.piles[0]), codes(state.piles[1])],
        "scope": list(state.scope),
        "last_capturer": state.last_capturer,
        "opening_table": [card_code(c) for c in state.opening_table],
        "voided": [[card_code(c) for c in table] for table in state.voided],
        "history": [
            {"seat": s, "card": card_code(c), "captured": codes(m), "scopa": sc}
            for s, c, m, sc in state.history
        ],
        "tally": deal_score_payload(state.piles, state.scope),
        "match_points": list(state.match_points),
        "target": TARGET,
        "deal_points": [list(d["points"]) for d in state.deal_results],
        "last_deal": last,
        "winner": state.winner,
    }
