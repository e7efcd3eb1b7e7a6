"""The registry of games: with ``ai.py``, the only engine modules that know every game.

Each package under ``games/`` (not starting with ``_``) defines ``SPEC``; a package that
fails to import is an error, never silently skipped (raised when its spec is first needed).
"""

from __future__ import annotations

import pkgutil
from collections.abc import Iterator, MutableMapping
from functools import cache
from importlib import import_module
from typing import Any

from . import games as _games_package
from .contract import GameSpec
from .order import ORDER


@cache
def _ids() -> tuple[str, ...]:
    """The games' packages under ``games/``, in lobby order (nothing imported)."""
    return tuple(
        sorted(
            (
                info.name
                for info in pkgutil.iter_modules(_games_package.__path__)
                if info.ispkg and not info.name.startswith("_")
            ),
            key=lambda name: (ORDER.index(name) if name in ORDER else len(ORDER), name),
        )
    )


class _Registry(MutableMapping[str, GameSpec]):
    """Every game's spec by id, in lobby order. A game's package is imported when its spec is
    first asked for, so a table imports its own game only (each other engine held ~0.2 MB of
    the GUI process); its ids (``in``, iterating) import nothing, its specs (``values``,
    ``items``) import every game. A spec set here (a test's toy game) comes after the
    packages'."""

    def __init__(self) -> None:
        self._specs: dict[str, GameSpec] = {}
        self._added: dict[str, GameSpec] = {}

    def __getitem__(self, game_id: str) -> GameSpec:
        spec = self._added.get(game_id) or self._specs.get(game_id)
        if spec is None:
            if game_id not in _ids():
                raise KeyError(game_id)
            spec = import_module(f"{_games_package.__name__}.{game_id}").SPEC
            if spec.id != game_id:
                raise ImportError(f"games/{game_id} defines the spec of {spec.id!r}")
            self._specs[game_id] = spec
        return spec

    def __setitem__(self, game_id: str, spec: GameSpec) -> None:
        self._added[game_id] = spec

    def __delitem__(self, game_id: str) -> None:
        del self._added[game_id]

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._added or game_id in _ids()

    def __iter__(self) -> Iterator[str]:
        yield from _ids()
        yield from (game_id for game_id in self._added if game_id not in _ids())

    def __len__(self) -> int:
        return sum(1 for _ in self)


GAMES: MutableMapping[str, GameSpec] = _Registry()


def find_game(game_id: str) -> GameSpec:
    """Return the spec of ``game_id``; ``KeyError`` naming the known games otherwise."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(GAMES)}") from None


def game_module(game_id: str, name: str) -> Any:
    """The module ``name`` of ``game_id``'s package (the one its spec's state class lives in: a
    spec registered by a test, such as the ``_template`` game's, finds its own package);
    ``ValueError`` naming the known games for an unknown id."""
    if game_id not in GAMES:
        raise ValueError(f"unknown game {game_id!r}; known games: {', '.join(GAMES)}")
    package = GAMES[game_id].state_class.__module__.rpartition(".")[0]
    return import_module(f"{package}.{name}")
