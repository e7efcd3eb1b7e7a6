"""Scopa bots: ``random``, ``greedy`` (rule-based baseline), ``easy`` and ``normal`` (the
card-counting heuristic, with many or a few near-best slips), ``hard`` (card counting + PIMC
over the rest of the deal, exact once the stock is short, its worlds drawn by an opponent model,
the current round searched against that model to a learned value of the round's end, its
endgame played against the model); ``hard-endgame`` (hard with the policy's rollouts to the
round's end instead of the round's search), ``hard-styles`` (that one with the endgame against
the best reply), ``hard-value`` (that one with uniform worlds), ``hard-rollouts`` (that one
with full rollouts, as before issue 38's goal 3b) and ``hard-learned`` (that one with worlds
drawn by a learned card-location model), options measured in issue 38.

The ladder (issue 19, ``benchmarks/ladder.py``): each level wins about 0.65 of duplicate deals
against the one below; ``normal`` is the heuristic a club player follows, ``easy`` a casual
player who often takes a near-best move instead of the best.

Every bot decides from ``observation(seat)`` and the legal actions only; its randomness comes
from its seed and a digest of that observation, so the same observation and seed give the same
choice, and nothing hidden can change it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from ...bots import RankedBot, SeededBot, random_bot
from ...search.budget import AbortFlag, SearchAborted
from .endgame import solve, solve_against
from .knowledge import Knowledge
from .learned import WEIGHTS_PATH, learned_sampler
from .model import Move
from .opponent import StyleSampler, move_chances
from .policy import greedy_score, policy_score
from .rules import PACK
from .value import VALUE_PATH, rollout_value, round_value, shipped_value

SEED_RECIPE = "seed-and-digest"
"""How a decision's generator is seeded (``engine.bots.decision_rng``): this game's own."""

Observation = dict[str, Any]


def parse_move(action: str) -> Move:
    """``(card, captured mask)`` of a canonical ``play:`` action string."""
    parts = action.split(":")
    captured = PACK.mask(parts[2].split(",")) if len(parts) == 3 else 0
    return PACK.index(parts[1]), captured


def _is_last_play(observation: Observation) -> bool:
    return observation["stock_size"] == 0 and sum(observation["hand_sizes"]) == 1


class GreedyBot(SeededBot):
    """Baseline: capture the most valuable set (sweeps, settebello, diamonds first), else
    discard the least useful card; no look-ahead, no card counting."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed, SEED_RECIPE)

    def choose(self, observation: Observation, legal_actions: list[str]) -> str:
        """The best action by :func:`greedy_score` (ties by the seeded generator)."""
        table = PACK.mask(observation["table"])
        last = _is_last_play(observation)
        scores = [greedy_score(*parse_move(a), table, last) for a in legal_actions]
        top = max(scores)
        best = [a for a, s in zip(legal_actions, scores, strict=True) if s >= top - 1e-9]
        return best[0] if len(best) == 1 else self.rng(observation, legal_actions).choice(best)


class EasyBot(RankedBot):
    """Heuristic with card counting for sweep risk, and some slack: now and then it takes a
    near-best move instead of the best."""

    def __init__(self, seed: int, slack: float = 0.25) -> None:
        super().__init__(seed, SEED_RECIPE)
        self.slack = slack

    def values(self, observation: Observation, legal_actions: list[str]) -> dict[str, float]:
        """Every legal action's :func:`policy_score` (about deal points)."""
        know = Knowledge(observation)
        last = _is_last_play(observation)
        return {
            a: policy_score(*parse_move(a), know.table, know.unseen, know.opp_size, last)
            for a in legal_actions
        }

    def choose(self, observation: Observation, legal_actions: list[str]) -> str:
        """The best move by :func:`policy_score`, or sometimes one of the next two."""
        order = [a for a, _ in self.rank(observation, legal_actions)]
        rng = self.rng(observation, legal_actions)
        if len(order) > 1 and rng.random() < self.slack:
            return rng.choice(order[:3])
        return order[0]


class SearchBot(RankedBot):
    """PIMC: sample the opponent's hand and the stock from the unseen cards, play each move out
    with the heuristic policy — to the end of the deal, or with ``value`` to the end of the
    round, scored there by the learned value (or search that round against the opponent
    model) — (or solve exactly once at most ``exact_stock`` cards remain in the stock), and
    pick the best mean deal-point difference."""

    def __init__(
        self,
        seed: int,
        worlds: int,
        exact_stock: int,
        exact_worlds: int,
        learned: bool | str = False,
        value: bool | str = False,
        leaf: str = "rollout",
        value_rounds: int = 1,
        styles: bool = False,
        style_endgame: bool = False,
    ) -> None:
        super().__init__(seed, SEED_RECIPE)
        self.styles = styles
        """Draw the opponent's hand by the opponent model (``opponent.py``): its style read
        from the deal's completed rounds, each possible hand weighed by this round's plays."""
        self.style_endgame = style_endgame
        """With ``styles``: the exact endgame expects the opponent to choose as the model says
        (``endgame.solve_against``) instead of its best reply in each world — once the model has
        read its style (a position without the deal's earlier plays keeps the best reply)."""
        self.learned = learned
        """Draw the opponent's hand from the learned card-location model (``learned.py``):
        ``True`` the shipped weights, a path another weights file (benchmarks)."""
        self.value = value
        """End each rollout at the current round's end with the learned value (``value.py``):
        ``True`` the shipped weights, a path another weights file (benchmarks)."""
        self.leaf = leaf
        """With ``value``: ``rollout`` (the policy plays the round out), ``round`` (alpha-beta
        over the round in each world) or ``model`` (with ``style_endgame``, once the model has
        read the opponent's style: the round searched with the opponent choosing by the model,
        ``endgame.solve_against``; until then ``rollout``)."""
        self.value_rounds = value_rounds
        """With ``value`` and ``rollout``: rounds the policy plays before the value is read."""
        self.worlds = worlds
        self.exact_stock = exact_stock
        self.exact_worlds = exact_worlds
        self.abort: AbortFlag | None = None
        """Set by the app: once ``abort.is_set()``, the search stops with ``SearchAborted``."""

    def evaluate(self, observation: Observation, legal_actions: list[str]) -> dict[str, float]:
        """Mean value (deal points, own minus opponent's) of each legal action."""
        know = Knowledge(observation)
        seat = know.seat
        rng = self.rng(observation, legal_actions)
        moves = [parse_move(a) for a in legal_actions]
        totals = [0.0] * len(moves)
        exact = know.stock_size <= self.exact_stock
        # With the stock empty the opponent's hand is exactly the unseen cards: one world.
        count = 1 if know.stock_size == 0 else self.exact_worlds if exact else self.worlds
        sample = know.sample
        chances = None
        if self.learned:
            path = WEIGHTS_PATH if self.learned is True else Path(self.learned)
            sample = learned_sampler(observation, know, path).sample
        elif self.styles:
            sampler = StyleSampler(observation, know)
            sample = sampler.sample
            if self.style_endgame and sampler.evidence:  # else nothing is known of its style
                chances = partial(move_chances, mix=sampler.posterior)
        model = None
        if self.value and not exact:
            model = shipped_value(VALUE_PATH if self.value is True else Path(self.value))
        for _ in range(count):
            world = sample(rng)
            memo: dict[tuple[int, ...], float] = {}
            for i, (card, captured) in enumerate(moves):
                if self.abort is not None and self.abort.is_set():
                    raise SearchAborted("the Scopa search was cancelled")
                child = world.copy()
                child.play(card, captured)
                if exact and chances is not None:
                    totals[i] += solve_against(child, seat, chances, memo)
                elif exact:
                    totals[i] += solve(child, seat, -1e9, 1e9)
                elif model is not None:
                    if self.leaf == "model" and chances is not None:
                        totals[i] += solve_against(
                            child, seat, chances, memo, model.world_value, world.pos
                        )
                    elif self.leaf == "round":
                        totals[i] += round_value(child, seat, model, -1e9, 1e9)
                    else:
                        totals[i] += rollout_value(child, seat, model, self.value_rounds)
                else:
                    child.rollout()
                    totals[i] += child.value(seat)
        return {a: t / count for a, t in zip(legal_actions, totals, strict=True)}

    def values(self, observation: Observation, legal_actions: list[str]) -> dict[str, float]:
        """Mean deal-point difference of each legal action (``evaluate``): ``rank`` lists them
        best first, ``choose`` plays the first (ties: first in the given order)."""
        return self.evaluate(observation, legal_actions)


BOTS: dict[str, Callable[[int], Any]] = {
    "random": random_bot(SEED_RECIPE),
    "greedy": GreedyBot,
    "easy": lambda seed: EasyBot(seed, slack=0.8),
    "normal": lambda seed: EasyBot(seed, slack=0.25),
    # Issue 38: the opponent's hand of each world is drawn by the opponent model (opponent.py);
    # once the model has read its style, the rest of the current round is searched against it,
    # the learned value of the round boundary (value.py) as the leaf, and so is the exact
    # endgame. Numbers: docs/games/scopa.md, AI.
    "hard": lambda seed: SearchBot(
        seed,
        worlds=64,
        exact_stock=6,
        exact_worlds=10,
        value=True,
        leaf="model",
        styles=True,
        style_endgame=True,
    ),
    # Hard with the model in its worlds and its endgame only: the middle rounds' rollouts
    # played by the policy to the round's end (hard until the round search against the model).
    "hard-endgame": lambda seed: SearchBot(
        seed,
        worlds=64,
        exact_stock=6,
        exact_worlds=10,
        value=True,
        styles=True,
        style_endgame=True,
    ),
    # Hard with the opponent model's worlds, its endgame against the best reply.
    "hard-styles": lambda seed: SearchBot(
        seed, worlds=64, exact_stock=6, exact_worlds=10, value=True, styles=True
    ),
    # Hard before the opponent model: uniform worlds, the learned value. Against greedy +0.025
    # ± 0.020 of 1,600 duplicate deals over full rollouts (margin +0.16 ± 0.12), against normal
    # −0.004 ± 0.032 of 700, at less than half the CPU per decision.
    "hard-value": lambda seed: SearchBot(
        seed, worlds=64, exact_stock=6, exact_worlds=10, value=True
    ),
    # Hard until issue 38's goal 3b: every rollout played to the end of the deal.
    "hard-rollouts": lambda seed: SearchBot(seed, worlds=64, exact_stock=6, exact_worlds=10),
    # Issue 38: hard-rollouts with the opponent's hand of each world from the learned
    # card-location model (learned.py). An option, not the level: against greedy it won +0.022
    # ± 0.021 more of 1,600 duplicate deals than hard-rollouts, against normal −0.023 ± 0.049 of
    # 300 (margin −0.32 ± 0.28); with the learned value as well, −0.021 ± 0.032 of 400 against
    # hard.
    "hard-learned": lambda seed: SearchBot(
        seed, worlds=64, exact_stock=6, exact_worlds=10, learned=True
    ),
}
"""Level or baseline name -> factory ``seed -> bot``."""
