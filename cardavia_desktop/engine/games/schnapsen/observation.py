"""What one Schnapsen seat may know (§5.10), as a JSON-serialisable dict (docs/engine.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .rules import PACK, SUITS

if TYPE_CHECKING:
    from .state import SchnapsenState


def build_observation(state: SchnapsenState, seat: int) -> dict[str, Any]:
    """The observation of ``seat``: own hand, public cards and history, never hidden cards."""
    codes = PACK.codes
    other = 1 - seat
    in_stock = state.stock_pos < len(state.stock)
    closed = state.closed_by >= 0
    if state.match_winner >= 0 or state.deal_result is not None:
        phase = "over"
    else:
        phase = "strict" if closed or not in_stock else "open"
    trick = []
    if state.lead_card >= 0:
        trick.append({"seat": state.leader, "card": codes[state.lead_card]})
    return {
        "game": "schnapsen",
        "seat": seat,
        "players": 2,
        "current_player": state.current_player(),
        "deal_number": state.deal_number,
        "dealer": state.dealer,
        "leader": state.leader,
        "phase": phase,
        "hand": PACK.codes_of(state.hands[seat]),
        "opponent_hand_size": state.hands[other].bit_count(),
        "trump": SUITS[state.trump],
        "indicator": codes[state.stock[-1]] if in_stock else None,
        "indicator_visible": in_stock and not closed,
        "stock_size": len(state.stock) - state.stock_pos,
        "closed_by": state.closed_by if closed else None,
        "close_snapshot": {
            "opponent_points": state.close_opp_points,
            "opponent_had_trick": state.close_opp_had_trick,
        }
        if closed
        else None,
        "trick": trick,
        "tricks_played": [
            {
                "cards": [
                    {"seat": leader, "card": codes[lead]},
                    {"seat": 1 - leader, "card": codes[follow]},
                ],
                "winner": winner,
                "points": points,
            }
            for leader, lead, follow, winner, points in state.trick_log
        ],
        "points": state.points[:],
        "pending": state.pending[:],
        "tricks": state.tricks[:],
        "marriages": [
            {"seat": who, "suit": SUITS[suit], "points": points}
            for who, suit, points in state.marriage_log
        ],
        "revealed": PACK.codes_of(state.revealed[other]),
        "shown": PACK.codes_of(state.revealed[seat]),
        "exchanges": [
            {"seat": who, "gave": codes[gave], "took": codes[took]}
            for who, gave, took in state.exchange_log
        ],
        "match_points": state.match_points[:],
        "last_deal": _summary(state.last_deal),
        "strict_exchange": state.strict_exchange,
    }


def _summary(payload: dict[str, Any] | None) -> dict[str, Any] | None:
    if payload is None:
        return None
    return {key: value[:] if isinstance(value, list) else value for key, value in payload.items()}
