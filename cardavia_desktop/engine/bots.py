"""Bot plumbing every game shares: the decision's random seed, ``RandomBot`` and ``RankedBot``.

A bot decides from its seat's observation and the legal actions only, and draws its random
numbers from a generator fixed by (its seed, what it sees now): the same seed and observation
always give the same choice, whatever the hidden cards are (``decision_rng``).

Each game's ``ai.py`` names the seed recipe its bots have always used (``SEED_RECIPE``): the five
recipes below differ only in how the (seed, observation, legal actions) key becomes a seed, and
each reproduces the seeds — so the moves — its game had before they were gathered here
(``benchmarks/same_moves.py`` compares every bot's moves on fixed seeds). A new game uses the
default, ``"digest"``.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Mapping
from typing import Any

from .search.ranking import ranked

Observation = dict[str, Any]


def _compact(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _digest(seed: int, obs: Observation, legal: list[str]) -> random.Random:
    """blake2b-8 of the compact JSON of ``[seed, observation, legal]`` (Piedicavallo; default)."""
    digest = hashlib.blake2b(_compact([seed, obs, legal]).encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


def _sha256(seed: int, obs: Observation, legal: list[str]) -> random.Random:
    """The first 8 bytes of sha256 of the same JSON (Lock & Bet)."""
    digest = hashlib.sha256(_compact([seed, obs, legal]).encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def _seed_and_digest(seed: int, obs: Observation, legal: list[str]) -> random.Random:
    """``"seed:hex"``, the hex a blake2b-16 of ``[observation, sorted legal]`` (Scopa)."""
    text = _compact([obs, sorted(legal)])
    return random.Random(f"{seed}:{hashlib.blake2b(text.encode(), digest_size=16).hexdigest()}")


def _seed_and_observation(seed: int, obs: Observation, legal: list[str]) -> random.Random:
    """``"seed|observation JSON"`` (Schnapsen: the observation implies the legal actions)."""
    return random.Random(f"{seed}|{json.dumps(obs, sort_keys=True)}")


def _seat_view(seed: int, obs: Observation, legal: list[str]) -> random.Random:
    """The repr of (seed, seat, phase, moves so far, hand, legal) (Minchiate: its observation
    is long, and these fields change with every decision of the seat)."""
    key = (seed, obs["seat"], obs["phase"], len(obs["log"]), tuple(obs["hand"]), tuple(legal))
    return random.Random(repr(key))


SEED_RECIPES: Mapping[str, Callable[[int, Observation, list[str]], random.Random]] = {
    "digest": _digest,
    "sha256": _sha256,
    "seed-and-digest": _seed_and_digest,
    "seed-and-observation": _seed_and_observation,
    "seat-view": _seat_view,
}
"""Recipe name -> generator of a decision; ``"digest"`` for a new game."""


def decision_rng(
    seed: int, observation: Observation, legal_actions: list[str], recipe: str = "digest"
) -> random.Random:
    """A generator fixed by the bot's seed and what its seat sees now (never hidden cards).

    >>> obs = {"seat": 0, "phase": "play", "log": [], "hand": ["A"]}
    >>> [decision_rng(1, obs, ["a", "b"], r).random() == decision_rng(1, obs, ["a", "b"], r)
    ...  .random() for r in SEED_RECIPES]
    [True, True, True, True, True]
    """
    return SEED_RECIPES[recipe](seed, observation, legal_actions)


class SeededBot:
    """A bot with a seed; ``rng`` gives the generator of one decision, seeded by ``recipe``."""

    def __init__(self, seed: int = 0, recipe: str = "digest") -> None:
        if recipe not in SEED_RECIPES:
            raise ValueError(f"unknown seed recipe {recipe!r}")
        self.seed = seed
        self.recipe = recipe

    def rng(self, observation: Observation, legal_actions: list[str]) -> random.Random:
        """The generator of this decision (``decision_rng`` with the class's recipe)."""
        return decision_rng(self.seed, observation, legal_actions, self.recipe)


class RandomBot(SeededBot):
    """Uniformly random legal actions (every game's ``random`` baseline)."""

    def choose(self, observation: Observation, legal_actions: list[str]) -> str:
        """A random legal action."""
        return self.rng(observation, legal_actions).choice(legal_actions)


def random_bot(recipe: str) -> Callable[[int], RandomBot]:
    """The ``BOTS`` factory ``seed -> RandomBot`` of a game whose seeds follow ``recipe``."""
    return lambda seed: RandomBot(seed, recipe)


class RankedBot(SeededBot):
    """A level that values every legal action (``values``) and plays the best one.

    ``rank`` lists them best first (ties in the order of ``legal_actions``, the one ``choose``
    takes); the hint shows the ranking of the ``hard`` level (docs/engine.md).
    """

    def values(self, observation: Observation, legal_actions: list[str]) -> Mapping[str, float]:
        """Each legal action's expected outcome for the deciding seat, in the game's unit."""
        raise NotImplementedError

    def rank(self, observation: Observation, legal_actions: list[str]) -> list[tuple[str, float]]:
        """Every legal action once with its value, best first."""
        return ranked(legal_actions, self.values(observation, legal_actions))

    def choose(self, observation: Observation, legal_actions: list[str]) -> str:
        """The first action of ``rank`` (a forced move without valuing it)."""
        if len(legal_actions) == 1:
            return legal_actions[0]
        return self.rank(observation, legal_actions)[0][0]


__all__ = [
    "SEED_RECIPES",
    "RandomBot",
    "RankedBot",
    "SeededBot",
    "decision_rng",
    "random_bot",
]
