"""Schnapsen bots: ``random``, rule-of-thumb ``normal`` and ``easy`` (the same rules, with a
random card 40 % of the time: a casual player), and PIMC ``hard`` (issue 19's ladder: each
level wins about 0.65 of duplicate deals against the one below, ``benchmarks/ladder.py``).

The search bots see only their seat's observation. They rebuild the deal as a
:class:`DealModel` with the hidden cards (opponent's hand, stock order) sampled consistently
with it — cards shown in a marriage or taken in an exchange stay in the opponent's hand, and
in the strict phase a failure to follow or to trump marks the opponent void — then score each
legal action over the deal's game points: by exact alpha-beta once the stock is closed or
(nearly) exhausted, and for ``close``; by greedy playouts while the stock is open.
Rules: ``/work/shared/rules/schnapsen.md`` §5.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ...bots import RankedBot, SeededBot, random_bot
from ...cards import iter_bits
from ...search import (
    AlphaBeta,
    Budget,
    InconsistentSlots,
    SearchAborted,
    pimc,
    ranked,
)
from .knowledge import cards_mask, sample_world
from .model import EXACT, DealEvaluator, DealModel, rollout_value
from .rules import (
    BEATS_MASK,
    CLOSE,
    MARRY,
    PACK,
    PARTNER,
    POINTS,
    SUIT_MASK,
    SUIT_OF,
    SUITS,
    TARGET,
    string_to_action,
)

SEED_RECIPE = "seed-and-observation"
"""How a decision's generator is seeded (``engine.bots.decision_rng``): this game's own."""


class EasyBot(RankedBot):
    """Rules of thumb: exchange, declare, take valuable tricks cheaply, keep trumps, close late;
    with ``noise``, that often a random card instead (a casual player's slips)."""

    def __init__(self, seed: int, noise: float = 0.0) -> None:
        super().__init__(seed, SEED_RECIPE)
        self.noise = noise

    def values(self, observation: dict[str, Any], legal_actions: list[str]) -> dict[str, float]:
        """Every legal action's game points estimated by a small PIMC (4 deals, greedy
        playouts), 0 without a deal history; ``choose``'s rules do not put numbers on moves,
        so its action need not come first in ``rank``."""
        values = _easy_ranker(self.seed).evaluate(observation, legal_actions, score_single=True)
        return dict.fromkeys(legal_actions, 0.0) if values is None else values

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        """A sensible action by simple rules (or, ``noise`` of the time, a random card)."""
        if self.noise:
            rng = self.rng(observation, legal_actions)
            cards = [a for a in legal_actions if a.startswith("play:")]
            if len(cards) > 1 and rng.random() < self.noise:
                return rng.choice(cards)
        if "exchange" in legal_actions:
            return "exchange"
        trump = SUITS.index(observation["trump"])
        marriages = [a for a in legal_actions if a.startswith("marry:")]
        if marriages:
            return max(marriages, key=lambda a: SUIT_OF[string_to_action(a) - MARRY] == trump)
        plays = [string_to_action(a) for a in legal_actions if a.startswith("play:")]
        hand = cards_mask(observation["hand"])
        played = [c["card"] for t in observation["tricks_played"] for c in t["cards"]]
        seen = hand | cards_mask(played)
        seen |= cards_mask([c["card"] for c in observation["trick"]])
        strict = observation["phase"] == "strict"
        if observation["trick"]:
            led = PACK.index(observation["trick"][0]["card"])
            card = self._follow(led, plays, trump, strict)
        else:
            if "close" in legal_actions and self._close(observation, hand, seen, trump):
                return "close"
            card = self._lead(plays, hand, seen, trump, strict)
        return "play:" + PACK.code(card)

    @staticmethod
    def _top(card: int, seen: int) -> bool:
        return not BEATS_MASK[card] & ~seen

    def _close(self, observation: dict[str, Any], hand: int, seen: int, trump: int) -> bool:
        mine = observation["points"][observation["seat"]]
        trumps = [c for c in iter_bits(hand & SUIT_MASK[trump])]
        sure = sum(
            POINTS[c]
            for c in iter_bits(hand)
            if self._top(c, seen) and (SUIT_OF[c] == trump or len(trumps) >= 2)
        )
        return mine > 0 and mine + sure >= TARGET + 4 and len(trumps) >= 2

    def _lead(self, plays: list[int], hand: int, seen: int, trump: int, strict: bool) -> int:
        if strict:
            winners = [
                c
                for c in plays
                if self._top(c, seen) and (SUIT_OF[c] == trump or not self._trumps_out(seen, trump))
            ]
            if winners:
                return max(winners, key=lambda c: POINTS[c])

        def cost(card: int) -> float:
            keep = 20 if SUIT_OF[card] == trump else 0
            keep += 8 if PARTNER[card] >= 0 and hand >> PARTNER[card] & 1 else 0
            return POINTS[card] + keep

        return min(plays, key=cost)

    @staticmethod
    def _trumps_out(seen: int, trump: int) -> bool:
        return bool(SUIT_MASK[trump] & ~seen)

    def _follow(self, led: int, plays: list[int], trump: int, strict: bool) -> int:
        def wins(card: int) -> bool:
            if SUIT_OF[card] == SUIT_OF[led]:
                return card < led
            return SUIT_OF[card] == trump

        winners = sorted(
            (c for c in plays if wins(c)),
            key=lambda c: (SUIT_OF[c] == trump != SUIT_OF[led], POINTS[c]),
        )
        cheap_win = winners and SUIT_OF[winners[0]] == SUIT_OF[led]
        if winners and (strict or POINTS[led] >= 10 or cheap_win):
            return winners[0]
        return min(plays, key=lambda c: POINTS[c] + (20 if SUIT_OF[c] == trump else 0))


class SearchBot(SeededBot):
    """PIMC over sampled deals; each action is scored per deal by exact alpha-beta once the
    stock is closed or (nearly) exhausted and for ``close`` itself, otherwise by greedy
    playouts (``depth`` 0: measured stronger than depth-limited minimax, whose all-seeing
    opponent distorts open-phase play) or by minimax to ``depth`` plies.

    ``close_penalty`` offsets PIMC's optimism about closing (each world shows the hidden
    cards, so closing looks safer than it is); ``exact_close`` False scores ``close`` by
    playouts like other moves. A node budget bounds the work so the same
    observation and seed give the same choice whatever the machine load.
    """

    def __init__(
        self,
        seed: int,
        worlds: int,
        depth: int,
        exact_stock: int,
        nodes: int,
        close_penalty: float = 0.25,
        seconds: float = 20.0,
        exact_close: bool = True,
    ) -> None:
        super().__init__(seed, SEED_RECIPE)
        self.exact_close = exact_close
        self.worlds = worlds
        self.depth = depth
        self.exact_stock = exact_stock
        self.nodes = nodes
        self.close_penalty = close_penalty
        self.seconds = seconds
        self.abort: Any = None
        """Set to an object with ``is_set()`` (a ``threading.Event``) to cancel thinking."""

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        """The action with the best mean game points over the sampled deals."""
        if len(legal_actions) == 1:
            return legal_actions[0]
        values = self.evaluate(observation, legal_actions)
        if values is None:  # an observation without its deal's history: no search
            return EasyBot(self.seed).choose(observation, legal_actions)
        return ranked(legal_actions, values)[0][0]

    def rank(
        self, observation: dict[str, Any], legal_actions: list[str]
    ) -> list[tuple[str, float]]:
        """Every legal action with its mean game points (``close`` less its penalty), best
        first; the first is ``choose``'s action."""
        values = self.evaluate(observation, legal_actions, score_single=True)
        if self.abort is not None and self.abort.is_set():
            raise SearchAborted("the Schnapsen search was cancelled")
        if values is None:
            return EasyBot(self.seed).rank(observation, legal_actions)
        return ranked(legal_actions, values)

    def evaluate(
        self, observation: dict[str, Any], legal_actions: list[str], score_single: bool = False
    ) -> dict[str, float] | None:
        """Mean game points of each action over the sampled deals (``close`` less the close
        penalty), or ``None`` when no deal fits the observation."""
        rng = self.rng(observation, legal_actions)
        ids = [string_to_action(a) for a in legal_actions]
        seat = observation["seat"]
        stock = observation["stock_size"]
        closed = observation["closed_by"] is not None
        exact = closed or stock <= self.exact_stock
        worlds = 1 if stock == 0 else self.worlds
        budget = Budget(max_nodes=self.nodes, seconds=self.seconds, abort=self.abort)
        searcher = AlphaBeta(DealEvaluator(seat), budget)

        def score(world: DealModel, actions: Sequence[int]) -> dict[int, float]:
            values: dict[int, float] = {}
            for action in actions:
                depth = EXACT if exact or (action == CLOSE and self.exact_close) else self.depth
                child = world.clone()
                child.apply_action(action)
                if depth == 0:
                    values[action] = rollout_value(child, seat)
                else:
                    values[action] = searcher.value(child, depth - 1)
            return values

        def sampler(generator: random.Random) -> DealModel:
            return sample_world(observation, generator)

        try:
            result = pimc(
                ids,
                sampler,
                score,
                worlds,
                rng,
                budget,
                bias={CLOSE: -self.close_penalty},
                score_single=score_single,
            )
        except InconsistentSlots:
            return None
        return {a: result.scores[i] for a, i in zip(legal_actions, ids, strict=True)}


def _easy_ranker(seed: int) -> SearchBot:
    """The small search behind ``EasyBot.rank``."""
    return SearchBot(seed, worlds=4, depth=0, exact_stock=0, nodes=20_000, close_penalty=0.4)


BOTS: dict[str, Callable[[int], Any]] = {
    "random": random_bot(SEED_RECIPE),
    "easy": lambda seed: EasyBot(seed, noise=0.4),
    "normal": EasyBot,
    "hard": lambda seed: SearchBot(
        seed, worlds=32, depth=0, exact_stock=2, nodes=400_000, close_penalty=0.5
    ),
}
"""Factories ``seed -> bot`` for ``engine.ai.create_ai``."""
