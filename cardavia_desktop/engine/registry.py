"""The registry of games: with ``ai.py``, the only engine modules that know every game.

Each package under ``games/`` (not starting with ``_``) defines ``SPEC``; a package that
fails to import is an error, never silently skipped.
"""

from __future__ import annotations

import pkgutil
from importlib import import_module

from . import games as _games_package
from .contract import GameSpec
from .order import ORDER


def _load() -> dict[str, GameSpec]:
    names = sorted(
        (info.name for info in pkgutil.iter_modules(_games_package.__path__)
         if info.ispkg and not info.name.startswith("_")),
        key=lambda name: (ORDER.index(name) if name in ORDER else len(ORDER), name),
    )
    games: dict[str, GameSpec] = {}
    for name in names:
        spec: GameSpec = import_module(f"{_games_package.__name__}.{name}").SPEC
        games[spec.id] = spec
    return games


GAMES: dict[str, GameSpec] = _load()


def find_game(game_id: str) -> GameSpec:
    """Return the spec of ``game_id``; ``KeyError`` naming the known games otherwise."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(GAMES)}") from None
