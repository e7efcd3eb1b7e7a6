"""Scopa: 2 players, 40-card French-suited Italian pack, match to 11 (rules/scopa.md)."""

from __future__ import annotations

from ...contract import GameSpec
from . import record
from .rules import DECK_SIZE, GAME_ID
from .state import ScopaState

SPEC = GameSpec(
    id=GAME_ID,
    players=2,
    teams=((0,), (1,)),
    deck_size=DECK_SIZE,
    state_class=ScopaState,
    record=record,
)

__all__ = ["SPEC", "ScopaState"]
