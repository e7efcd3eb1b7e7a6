"""Pure-Python rules engine: no Qt import anywhere below this package.

The public names load lazily, so that importing a light submodule (``engine.order``) does not
import every game.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_EXPORTS = {
    "GameSpec": "contract",
    "GameState": "contract",
    "IllegalAction": "contract",
    "Match": "match",
    "load_match": "match",
    "new_match": "match",
    "GAMES": "registry",
    "find_game": "registry",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name not in _EXPORTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{_EXPORTS[name]}"), name)
