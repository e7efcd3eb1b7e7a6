"""High Trick's bots: ``BOTS`` maps a level or baseline to a factory ``seed -> bot``
(``engine.ai.create_ai``). Every bot decides from its seat's observation and the legal actions
only, with its random numbers from ``engine.bots.decision_rng`` (the default recipe).

* ``random``: a uniformly random legal card (``engine.bots.RandomBot``).
* ``easy``: the policy, with a random card a third of the time.
* ``normal``: the policy (``policy.py``).
* ``hard``: PIMC — deal the opponent hands that fit what the seat knows (``knowledge.py``)
  and value each card by exact play of the rest of the deal in each (``endgame.py``).

Every level ranks the legal cards (``rank``, for the hint): its values, in tricks won minus
lost this deal for ``hard`` and the policy's score for the others.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...bots import RankedBot, random_bot
from ...search import AbortFlag, SearchAborted, pimc
from .endgame import solve
from .knowledge import Knowledge
from .model import World
from .policy import score
from .rules import PACK

SEED_RECIPE = "digest"
"""How a decision's generator is seeded (``engine.bots.decision_rng``): the default."""
WORLDS = 24
"""Opponent hands the hard level samples per decision."""


def card_of(action: str) -> int:
    """The card of a ``play:`` action."""
    return PACK.index(action.removeprefix("play:"))


class PolicyBot(RankedBot):
    """The policy's best card; with ``noise``, that often a random legal card instead."""

    def __init__(self, seed: int, noise: float = 0.0) -> None:
        super().__init__(seed, SEED_RECIPE)
        self.noise = noise

    def values(self, observation: dict[str, Any], legal_actions: list[str]) -> dict[str, float]:
        """The policy's score of each legal card."""
        know = Knowledge(observation)
        return {action: score(know, card_of(action)) for action in legal_actions}

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        """The best card by the policy, or (``noise`` of the time) a random one."""
        rng = self.rng(observation, legal_actions)
        if self.noise and rng.random() < self.noise:
            return rng.choice(legal_actions)
        return super().choose(observation, legal_actions)


class SearchBot(RankedBot):
    """PIMC with exact play: the mean trick margin of each card over sampled worlds."""

    def __init__(self, seed: int, worlds: int = WORLDS) -> None:
        super().__init__(seed, SEED_RECIPE)
        self.worlds = worlds
        self.abort: AbortFlag | None = None
        """Set by the app (a ``threading.Event``): once set, the search stops with
        ``SearchAborted`` (the hint is cancelled)."""

    def values(self, observation: dict[str, Any], legal_actions: list[str]) -> dict[str, float]:
        """Each legal card's mean trick margin at the end of the deal."""
        know = Knowledge(observation)

        def value(world: World, actions: Sequence[str]) -> dict[str, float]:
            if self.abort is not None and self.abort.is_set():
                raise SearchAborted("the High Trick search was cancelled")
            values = {}
            for action in actions:
                child = world.copy()
                child.play(card_of(action))
                values[action] = float(solve(child, know.seat))
            return values

        rng = self.rng(observation, legal_actions)
        found = pimc(legal_actions, know.sample, value, self.worlds, rng, score_single=True)
        if self.abort is not None and self.abort.is_set():
            raise SearchAborted("the High Trick search was cancelled")
        return found.scores


BOTS: dict[str, Callable[[int], Any]] = {
    "random": random_bot(SEED_RECIPE),
    "easy": lambda seed: PolicyBot(seed, noise=1 / 3),
    "normal": PolicyBot,
    "hard": SearchBot,
}
"""Level or baseline name -> factory ``seed -> bot``."""
