"""Bots for Piedicavallo: ``BOTS`` maps a level or baseline name to a factory ``seed -> bot``.

Every bot decides from ``observation(seat)`` and the legal actions only, and draws its random
numbers from a generator seeded by (its seed, the observation, the legal actions): the same
observation and seed always give the same choice, whatever the hidden cards are.

* ``random``: a uniformly random legal action.
* ``heuristic``: the rule-based team player of ``policy.py`` (discard: bank points, make voids).
* ``easy``: the heuristic, with a random legal move 70 % of the time (a casual player).
* ``normal``: the heuristic, with a random legal move 20 % of the time (a club player).
* ``hard``: PIMC with inference from play — sample worlds consistent with everything public
  (voids, the announced trumps in the discard and what they imply for the dealer, its own
  discard for the dealer), four times as many as it searches; weigh each by how expected the
  other seats' plays were in it (``MODEL_NOISE`` per play a reasonable player, modelled by
  the rollout policy, would not have made holding those cards) and, in a seat that did not
  deal, by whether the rule-based dealer could have made the discard (``DISCARD_NOISE``), and
  draw the searched worlds in proportion; play each candidate out with the heuristic for all
  four seats (``HARD_ROLLOUTS`` over up to ``HARD_WORLDS`` worlds), keep the best mean. While
  the best two cards are within ``HARD_CLOSE`` points, successive halving: the
  better half is played out in as many new worlds again, up to ``HARD_EXTRA`` times the first
  pass's rollouts more. The dealer's discard is chosen among the heuristic's best few by
  plain PIMC.
* ``hard-learned`` (a baseline, issue 38): hard whose pool worlds are also weighed by the
  learned card-location model (``learned.py``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ...bots import SeededBot, random_bot
from ...search import SearchAborted, pimc, ranked
from ...search.halving import floor_dropped, successive_halving
from .knowledge import Knowledge
from .learned import WEIGHTS_PATH, shipped_model
from .model import Sim
from .policy import choose_card, discard_value
from .rules import MATTO, PACK, POINTS, SUIT_MASKS, SUIT_OF, next_seat, team_of

SEED_RECIPE = "digest"
"""How a decision's generator is seeded (``engine.bots.decision_rng``): this game's own."""

WIN_BONUS = 20
"""Added to a rollout's point margin when it wins the deal (subtracted when it loses)."""
MODEL_NOISE = 0.5
"""Hard's inference: a world's weight is multiplied by this for each past play of another seat
that the player model (the rollout policy) would not have made in it (0.25 until issue 38's
session 41)."""
POOL = 4
"""Hard's inference samples this many times the worlds it searches, and draws from them."""
DISCARD_NOISE = 0.5
"""Hard's reading of the dealer's discard (a seat that did not deal): a pool world where the
rule-based dealer could not have made the discard is weighted by this (issue 38)."""
HARD_ROLLOUTS, HARD_WORLDS = 960, 96
"""Hard's first pass: this many rollouts over 16 to ``HARD_WORLDS`` worlds (480 and 48 until
issue 38's session 41)."""
HARD_EXTRA, HARD_CLOSE = 2.0, 3.0
"""Hard's successive halving on close decisions: while its two best cards are within 3 points
(margin ± ``WIN_BONUS``), the better half is played out again in new worlds, up to twice the
first pass's rollouts more (issue 19 goal 2; docs/games/piedicavallo.md)."""
EASY_RANKER: dict[str, Any] = {"rollouts": 24, "min_worlds": 2, "max_worlds": 4}
"""The small search behind the heuristic bots' ``rank``."""


def _card(action: str) -> int:
    return PACK.index(action.removeprefix("play:"))


def _pair(action: str) -> int:
    return PACK.mask(action.removeprefix("discard:").split(","))


def _value(sim: Sim, team: int, bonus: float = WIN_BONUS) -> float:
    margin = sim.margin(team)
    return margin + (bonus if margin > 0 else -bonus if margin < 0 else 0)


class HeuristicBot(SeededBot):
    """The rule-based team player; ``noise`` is the chance of a random legal move instead."""

    def __init__(self, seed: int = 0, noise: float = 0.0) -> None:
        super().__init__(seed, SEED_RECIPE)
        self.noise = noise

    def rank(
        self, observation: dict[str, Any], legal_actions: list[str]
    ) -> list[tuple[str, float]]:
        """Every legal action valued by a small PIMC (``EASY_RANKER``; the heuristic puts no
        numbers on moves, so its card need not come first), best first."""
        return PimcBot(self.seed, **EASY_RANKER).rank(observation, legal_actions)

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        """The heuristic's discard or card."""
        if len(legal_actions) == 1:
            return legal_actions[0]
        if self.noise:
            rng = self.rng(observation, legal_actions)
            if rng.random() < self.noise:
                return rng.choice(legal_actions)
        know = Knowledge.from_observation(observation)
        if observation["phase"] == "discard":
            return max(legal_actions, key=lambda a: discard_value(know.hand, _pair(a)))
        card = choose_card(know.seat, know.hand, know.trick, know.gone, know.voids)
        return f"play:{PACK.code(card)}"


def distinct_cards(cards: list[int], hand: int, gone: int) -> list[int]:
    """One card per group of cards that play alike: same suit and points, nothing live between."""
    kept: list[int] = []
    for card in sorted(cards):
        if kept and card != MATTO:
            last = kept[-1]
            between = SUIT_MASKS[SUIT_OF[card]] & ((1 << card) - 1) & ~((2 << last) - 1)
            if (
                SUIT_OF[last] == SUIT_OF[card]
                and POINTS[last] == POINTS[card]
                and not between & ~(hand | gone)
            ):
                continue
        kept.append(card)
    return kept


class PimcBot(SeededBot):
    """Perfect-information Monte Carlo over worlds consistent with the observation."""

    def __init__(
        self,
        seed: int = 0,
        rollouts: int = 300,
        min_worlds: int = 8,
        max_worlds: int = 40,
        shortlist: int = 5,
        model_noise: float = 0.0,
        pool: int = 1,
        win_bonus: float = WIN_BONUS,
        partner_noise: float | None = None,
        exact_tricks: int = 0,
        extra: float = 0.0,
        close: float = 0.0,
        card_model: bool | str = False,
        card_model_partner: bool = True,
        discard_noise: float = 0.0,
    ) -> None:
        super().__init__(seed, SEED_RECIPE)
        self.discard_noise = discard_noise
        """Inference from the dealer's discard (0: off; a seat that did not deal, with
        ``pool``): each pool world's discard becomes the one the rule-based dealer would have
        made from the same 17 cards (``Knowledge.modelled_discard``); a world where it cannot
        be is weighted by this."""
        self.card_model = card_model
        """Weigh the pool's worlds also by the learned card-location model (``learned.py``;
        ``True``: the shipped weights, a string: another weights file), with ``pool``."""
        self.card_model_partner = card_model_partner
        """``False``: the card model does not read the partner's plays."""
        self.extra = extra
        self.close = close
        """Successive halving on close decisions (``extra`` 0: off): while the best two cards
        are within ``close`` (in the value's points), the better half of the cards (at least
        two) is played out in as many new worlds again, up to ``extra`` times the first pass's
        rollouts more (``search.halving``); a card dropped never ranks above one kept."""
        self.partner_noise = partner_noise
        """The partner's plays weigh a world by this instead of ``model_noise`` (``None``:
        the same; 1: the partner's plays are not modelled)."""
        self.exact_tricks = exact_tricks
        """From this many tricks left (the one in progress included) each world is solved
        exactly (``Sim.solve``) instead of played out."""
        self.win_bonus = win_bonus
        """Added to a rollout's point margin when it wins the deal (subtracted when lost)."""
        self.model_noise = model_noise
        """Inference from play (0: off): a world is weighted ``model_noise`` to the power of
        the plays in it a reasonable player would not have made (``Knowledge.surprises``)."""
        self.pool = pool
        """With inference, ``pool`` times the worlds are sampled and weighed, and the worlds
        searched are drawn from them in proportion to their weights."""
        self.rollouts = rollouts
        self.min_worlds = min_worlds
        self.max_worlds = max_worlds
        self.shortlist = shortlist
        self.abort: Any = None
        """Set by the app to an object with ``is_set()`` (a ``threading.Event``): once set,
        the search stops with ``SearchAborted``."""

    def _check_abort(self) -> None:
        if self.abort is not None and self.abort.is_set():
            raise SearchAborted("the Piedicavallo search was cancelled")

    def _worlds(self, candidates: int) -> int:
        return max(self.min_worlds, min(self.max_worlds, self.rollouts // candidates))

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        """The candidate with the best mean rollout value."""
        if len(legal_actions) == 1:
            return legal_actions[0]
        if observation["phase"] != "discard":
            know = Knowledge.from_observation(observation)
            cards = distinct_cards([_card(a) for a in legal_actions], know.hand, know.gone)
            if len(cards) == 1:
                return f"play:{PACK.code(cards[0])}"
        return self._rank(observation, legal_actions, full=False)[0][0]

    def rank(
        self, observation: dict[str, Any], legal_actions: list[str]
    ) -> list[tuple[str, float]]:
        """Every legal action with its mean rollout value (team point margin ± ``WIN_BONUS``),
        best first; the first is ``choose``'s action."""
        return self._rank(observation, legal_actions, full=True)

    def _rank(
        self, observation: dict[str, Any], legal_actions: list[str], full: bool
    ) -> list[tuple[str, float]]:
        rng = self.rng(observation, legal_actions)
        know = Knowledge.from_observation(observation)
        if observation["phase"] == "discard":
            return self._rank_discards(know, legal_actions, rng, full)
        team = team_of(know.seat)
        cards = distinct_cards([_card(a) for a in legal_actions], know.hand, know.gone)

        def score(world: tuple[list[int], int], actions: Any) -> dict[int, float]:
            self._check_abort()
            base = Sim.from_world(know, *world)
            exact = base.tricks_left <= self.exact_tricks
            values = {}
            for card in actions:
                sim = base.copy()
                sim.play(card)
                if exact:
                    values[card] = sim.solve(team, self.win_bonus)
                    continue
                sim.rollout()
                values[card] = _value(sim, team, self.win_bonus)
            return values

        worlds = self._worlds(len(cards))
        totals = dict.fromkeys(cards, 0.0)
        counts = dict.fromkeys(cards, 0)

        def roll(alive: list[int]) -> None:
            for world, copies in self._weighted_worlds(know, worlds, rng):
                values = score(world, alive)
                for card in alive:
                    totals[card] += copies * values[card]
                    counts[card] += copies
            self._check_abort()

        def mean(card: int) -> float:
            return totals[card] / max(1, counts[card])

        roll(cards)
        kept: set[int] = set()
        scores = {card: mean(card) for card in cards}
        if self.extra:
            alive, dropped = successive_halving(
                list(cards),
                roll,
                mean,
                lambda c: (-mean(c), c),
                self.close,
                worlds,
                self.extra * worlds * len(cards),
            )
            scores = {card: mean(card) for card in cards}
            floor_dropped(scores, alive, dropped)
            kept = set(alive) if dropped else kept
        # An equivalent card (same suit and points, nothing live between) plays like the
        # representative ``distinct_cards`` kept for it: the one just below it.
        values: dict[str, float] = {}
        reps: dict[str, int] = {}
        for action in legal_actions:
            card = _card(action)
            rep = max((c for c in cards if c <= card), default=card)
            reps[action] = rep if rep in scores else card
            values[action] = scores[reps[action]]
        order = sorted(
            legal_actions,
            key=lambda a: (
                reps[a] not in kept if kept else False,
                _card(a) not in scores,
                _card(a),
            ),
        )
        return ranked(order, values)

    def _weighted_worlds(
        self, know: Knowledge, worlds: int, rng: random.Random
    ) -> list[tuple[tuple[list[int], int], int]]:
        """``worlds`` worlds as (world, multiplicity): sampled uniformly, or with inference
        drawn from a weighed pool (systematic resampling, so a likely world may count twice)."""
        noise = self.model_noise
        by_discard = bool(self.discard_noise) and know.seat != know.dealer
        by_discard = by_discard and know.discard_trumps is not None and self.pool >= 1
        if not by_discard and (
            not (noise or self.card_model)
            or self.pool < 1
            or not any(p.seat != know.seat for p in know.history)
        ):
            return [(know.sample(rng), 1) for _ in range(worlds)]
        know.adaptive = True
        pool = [know.sample(rng) for _ in range(worlds * self.pool)]
        misfits = 0
        if by_discard:
            for i, world in enumerate(pool):
                modelled = know.modelled_discard(*world)
                if modelled is None:
                    misfits |= 1 << i
                else:
                    pool[i] = modelled
        weights = self._pool_weights(know, pool, noise)
        if misfits:
            weights = [
                w * self.discard_noise if misfits >> i & 1 else w for i, w in enumerate(weights)
            ]
        if self.card_model:
            path = WEIGHTS_PATH if self.card_model is True else Path(self.card_model)
            scores = shipped_model(path).scores(know, not self.card_model_partner)
            logs = [scores.log_weight(hands, discard) for hands, discard in pool]
            top = max(logs)
            weights = [w * math.exp(v - top) for w, v in zip(weights, logs, strict=True)]
        step = sum(weights) / worlds
        start = rng.random()
        chosen: list[tuple[tuple[list[int], int], int]] = []
        k, total = 0, 0.0
        for world, weight in zip(pool, weights, strict=True):
            total += weight
            copies = 0
            while k < worlds and (start + k) * step < total:
                copies += 1
                k += 1
            if copies:
                chosen.append((world, copies))
        if k < worlds:  # rounding: the last draws go to the last world with weight
            chosen.append((pool[max(i for i, w in enumerate(weights) if w > 0)], worlds - k))
        return chosen

    def _pool_weights(
        self, know: Knowledge, pool: list[tuple[list[int], int]], noise: float
    ) -> list[float]:
        """Each pool world's weight by the inference from play (``model_noise``; 1 when off)."""
        if not noise:
            return [1.0] * len(pool)
        limit = max(1, math.ceil(math.log(1e-4) / math.log(noise)))
        partner_noise = self.partner_noise
        if partner_noise is None or partner_noise == noise:
            weights = [noise ** know.surprises(hands, discard, limit) for hands, discard in pool]
        else:
            partner = know.seat ^ 2
            rivals = 0b1111 & ~(1 << partner) & ~(1 << know.seat)
            weights = [
                noise ** know.surprises(hands, discard, limit, rivals) for hands, discard in pool
            ]
            if partner_noise < 1:
                weights = [
                    w * partner_noise ** know.surprises(hands, discard, limit, 1 << partner)
                    for w, (hands, discard) in zip(weights, pool, strict=True)
                ]
        return weights

    def _discard_scores(
        self, know: Knowledge, candidates: list[str], worlds: int, rng: random.Random
    ) -> dict[str, float]:
        team = team_of(know.seat)

        def score(world: tuple[list[int], int], actions: Any) -> dict[str, float]:
            self._check_abort()
            hands, _ = world
            values = {}
            for action in actions:
                pair = _pair(action)
                kept = list(hands)
                kept[know.seat] &= ~pair
                sim = Sim.from_world(know, kept, pair)
                sim.leader = next_seat(know.seat)
                sim.rollout()
                values[action] = _value(sim, team, self.win_bonus)
            return values

        scores = pimc(candidates, know.sample, score, worlds, rng, score_single=True).scores
        self._check_abort()
        return scores

    def _rank_discards(
        self, know: Knowledge, legal_actions: list[str], rng: random.Random, full: bool
    ) -> list[tuple[str, float]]:
        """The heuristic's best ``shortlist`` discards searched as ``choose`` does, then the
        rest, estimated on a quarter of ``min_worlds`` worlds and never placed above the
        shortlist."""
        order = sorted(legal_actions, key=lambda a: -discard_value(know.hand, _pair(a)))
        candidates, rest = order[: self.shortlist], order[self.shortlist :]
        top = ranked(
            candidates, self._discard_scores(know, candidates, self._worlds(len(candidates)), rng)
        )
        if not rest or not full:
            return top
        floor = top[-1][1]
        tail = self._discard_scores(
            know, rest, max(2, self.min_worlds // 4), random.Random(rng.random())
        )
        return top + ranked(rest, {a: min(v, floor) for a, v in tail.items()})


def _heuristic(noise: float) -> Callable[[int], HeuristicBot]:
    return lambda seed: HeuristicBot(seed, noise)


BOTS: dict[str, Callable[[int], Any]] = {
    "random": random_bot(SEED_RECIPE),
    "easy": _heuristic(0.7),
    "normal": _heuristic(0.2),
    "hard": lambda seed: PimcBot(
        seed,
        rollouts=HARD_ROLLOUTS,
        min_worlds=16,
        max_worlds=HARD_WORLDS,
        model_noise=MODEL_NOISE,
        pool=POOL,
        extra=HARD_EXTRA,
        close=HARD_CLOSE,
        discard_noise=DISCARD_NOISE,
    ),
    "heuristic": _heuristic(0.0),
    # Issue 38: hard as it was in session 38 (480 rollouts, inference 0.25) whose weighed worlds
    # are also weighed by the learned card-location model (learned.py). A baseline of BOTS (not
    # a level), kept as it was measured.
    "hard-learned": lambda seed: PimcBot(
        seed,
        rollouts=480,
        min_worlds=16,
        max_worlds=48,
        model_noise=0.25,
        pool=POOL,
        extra=HARD_EXTRA,
        close=HARD_CLOSE,
        card_model=True,
    ),
}
