"""Minchiate: the 97-card Florentine partnership game, one deal settled in resti."""

from __future__ import annotations

from ...contract import GameSpec
from . import record
from .rules import DECK_SIZE
from .state import MinchiateState

SPEC = GameSpec(
    id="minchiate",
    players=4,
    teams=((0, 2), (1, 3)),
    deck_size=DECK_SIZE,
    state_class=MinchiateState,
    record=record,
)

__all__ = ["SPEC", "MinchiateState"]
