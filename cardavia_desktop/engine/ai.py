"""``create_ai``: the one entry point to every game's bots (with ``registry``, knows every game).

Each game package has an ``ai`` module with ``BOTS: dict[str, Callable[[int], Bot]]`` mapping a
level or baseline name to a factory taking a seed. A bot has
``choose(observation: dict, legal_actions: list[str]) -> str`` and decides only from the
observation of its seat; the levels (``LEVELS``) also have ``rank(observation, legal_actions)
-> [(action, value), ...]``: every legal action once, best first, with its expected outcome
for the deciding seat in the game's own unit (docs/engine.md), for hints.
"""

from __future__ import annotations

from typing import Any, Protocol

from .registry import game_module

LEVELS = ("easy", "normal", "hard")


class Bot(Protocol):
    """A player that picks one of ``legal_actions`` from what its seat may see."""

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        """Return one of ``legal_actions``."""
        ...


class RankingBot(Bot, Protocol):
    """A level: it also ranks every legal action (the hint asks the ``hard`` level)."""

    def rank(
        self, observation: dict[str, Any], legal_actions: list[str]
    ) -> list[tuple[str, float]]:
        """Every legal action once with its value, best first."""
        ...


def bot_names(game: str) -> list[str]:
    """Levels and baselines available for ``game``."""
    return list(_bots(game))


def _bots(game: str) -> dict[str, Any]:
    return _module(game, "ai").BOTS


def _module(game: str, name: str) -> Any:
    """The module ``name`` of ``game``'s package (``registry.game_module``)."""
    return game_module(game, name)


def create_ai(game: str, level: str = "normal", seed: int = 0) -> Bot:
    """Return a bot for ``game`` at ``level`` (a LEVELS name or a baseline such as ``random``)."""
    bots = _bots(game)
    if level not in bots:
        raise ValueError(f"unknown AI level {level!r} for {game}; choose from {', '.join(bots)}")
    return bots[level](seed)


def hint_facts(game: str, observation: dict[str, Any], action: str) -> list[dict[str, Any]]:
    """The facts behind ``action`` for the seat of ``observation``, as data (never sentences):
    each a dict with a ``fact`` kind (``fact_kinds(game)``) and its parameters; see
    docs/engine.md. Computed from the observation alone; ``action`` must be legal there."""
    return _hints(game).facts(observation, action)


def fact_kinds(game: str) -> tuple[str, ...]:
    """Every ``fact`` kind ``hint_facts`` can give for ``game`` (the views translate each)."""
    return _hints(game).FACT_KINDS


def _hints(game: str) -> Any:
    return _module(game, "hints")
