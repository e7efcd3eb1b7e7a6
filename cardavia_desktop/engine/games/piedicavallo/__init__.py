"""Tarocchi di Piedicavallo: four-player partnership tarot, one deal (rules/piedicavallo.md)."""

from ...contract import GameSpec
from . import record
from .rules import DECK_SIZE, GAME_ID, PLAYERS, TEAMS
from .state import PiedicavalloState

SPEC = GameSpec(
    id=GAME_ID,
    players=PLAYERS,
    teams=TEAMS,
    deck_size=DECK_SIZE,
    state_class=PiedicavalloState,
    record=record,
)

__all__ = ["SPEC", "PiedicavalloState"]
