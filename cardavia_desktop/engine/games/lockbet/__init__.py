"""Lock & Bet: two players lock one of two cards and bet virtual chips on it (rules/lockbet.md)."""

from __future__ import annotations

from ...contract import GameSpec
from . import record
from .rules import NUM_CARDS
from .state import LockbetState

SPEC = GameSpec(
    id="lockbet",
    players=2,
    teams=((0,), (1,)),
    deck_size=NUM_CARDS,
    state_class=LockbetState,
    record=record,
    verbs=("check", "call", "fold", "allin"),
)

__all__ = ["SPEC", "LockbetState"]
