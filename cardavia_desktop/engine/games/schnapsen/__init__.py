"""Schnapsen (game 004): two players, 20 German-suited cards, a match counting down from 7."""

from __future__ import annotations

from ...contract import GameSpec
from . import record
from .state import SchnapsenState

SPEC = GameSpec(
    id="schnapsen",
    players=2,
    teams=((0,), (1,)),
    deck_size=20,
    state_class=SchnapsenState,
    record=record,
)

__all__ = ["SPEC", "SchnapsenState"]
