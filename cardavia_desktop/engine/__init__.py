"""Pure-Python rules engine: no Qt import anywhere below this package."""

from .contract import GameSpec, GameState, IllegalAction
from .match import Match, load_match, new_match
from .registry import GAMES, find_game

__all__ = [
    "GAMES",
    "GameSpec",
    "GameState",
    "IllegalAction",
    "Match",
    "find_game",
    "load_match",
    "new_match",
]
