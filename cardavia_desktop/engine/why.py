"""The "Why?" of an AI seat's move: the hint's facts, told to a third person who sees less.

``why_facts(game, observation, action)`` takes the observation of the seat that chose
``action`` (an AI seat's own view, nothing more) and returns the facts of the game's hint
(``games/<id>/hints.py``, data, never sentences) that a watching player may hear: each game's
``why`` module names the fact kinds that would tell something about cards that player cannot
see (``PRIVATE``: e.g. what a hidden discard is worth, the chance of a locked card), and may
restate such a fact from what everybody sees (``restate``). Whenever a fact is withheld, the
answer ends with ``{"fact": "hidden_cards"}`` (the seat also weighed cards you cannot see); a
game whose hint withholds only while a hidden card exists says when from public facts
(``withholds``), so that even the marker tells nothing about the hidden card.
No fact names a card that is not in the watching player's view once the move is made
(``tests/engine/test_why.py``).
"""

from __future__ import annotations

from typing import Any

from .registry import game_module

HIDDEN = "hidden_cards"
"""The fact that closes an answer from which something hidden was left out."""


def _why(game: str) -> Any:
    return game_module(game, "why")


def why_facts(game: str, observation: dict[str, Any], action: str) -> list[dict[str, Any]]:
    """The reasons for ``action`` that the seat of ``observation`` may give to a third person,
    computed from that observation alone; ``action`` must be legal there."""
    module = _why(game)
    hints = game_module(game, "hints")
    told = hints.facts(observation, action)
    restate = getattr(module, "restate", None)
    if restate is not None:
        told = restate(observation, action, told)
    kept = [fact for fact in told if fact["fact"] not in module.PRIVATE]
    withholds = getattr(module, "withholds", None)
    if len(kept) < len(told) or (withholds is not None and withholds(observation, action)):
        kept.append({"fact": HIDDEN})
    return kept


def why_fact_kinds(game: str) -> tuple[str, ...]:
    """Every ``fact`` kind ``why_facts`` can give for ``game`` (the views translate each)."""
    module = _why(game)
    hints = game_module(game, "hints")
    return (*(k for k in hints.FACT_KINDS if k not in module.PRIVATE), HIDDEN)


__all__ = ["HIDDEN", "why_fact_kinds", "why_facts"]
