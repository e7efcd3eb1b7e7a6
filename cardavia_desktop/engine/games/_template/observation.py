"""What one seat may see of a High Trick match: its own hand and everything public."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .rules import GAME_ID, PACK, TARGET

if TYPE_CHECKING:
    from .state import TemplateState


def build_observation(state: TemplateState, seat: int) -> dict[str, Any]:
    """JSON-serialisable view of ``state`` from ``seat``: never the other hand."""
    return {
        "game": GAME_ID,
        "seat": seat,
        "current_player": state.current_player(),
        "dealer": state.dealer,
        "deal_number": state.deal_number,
        "hand": PACK.codes_of(state.hands[seat]),
        "opponent_hand_size": state.hands[1 - seat].bit_count(),
        "trick": (
            [] if state.led is None else [{"seat": state.led[0], "card": PACK.code(state.led[1])}]
        ),
        "tricks_played": [dict(trick) for trick in state.tricks_played],
        "tricks": list(state.tricks),
        "points": list(state.tricks),
        "match_points": list(state.match_points),
        "target": TARGET,
        "winner": state.winner,
    }
