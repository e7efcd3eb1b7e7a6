"""A learned card-location model for Scopa's PIMC (issue 38): where each unseen card is.

Every card the deciding seat has not seen is either in the opponent's hand or in the stock.
Hands are refilled only once both are empty, so the opponent's hand now is what is left of the
three cards it got at the start of this round: its plays of this round (0–2) are the only
evidence. For each unseen card ``c`` the model reads what those plays say about it (could ``c``
have captured, swept, taken the settebello, scored better than the card it played?) and gives
the odds ``exp(w · x_c)`` of ``c`` being in the hand, relative to the other unseen cards.

The opponent's hand is then drawn from the *conditional Bernoulli* distribution: exactly
``k`` of the ``n`` unseen cards, each set with probability proportional to the product of its
cards' odds (:class:`HandSampler`, exact, by elementary symmetric sums). With every weight at
zero that is the uniform draw of ``Knowledge.sample``.

Plain Python (no numpy): the weights are a small JSON file made by ``training/scopa_cards.py``
(the command and seed that made them are in the file). Only the observation is read.
"""

from __future__ import annotations

import json
import math
import random
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from ...cards import iter_bits
from .knowledge import Knowledge
from .model import World
from .opponent import read_plays
from .policy import WORTH, greedy_score, policy_score
from .rules import (
    BIT,
    DIAMONDS_MASK,
    FULL_MASK,
    PACK,
    SETTEBELLO,
    SETTEBELLO_BIT,
    VALUE,
    capture_options,
    legal_moves,
)

WEIGHTS_PATH = Path(__file__).with_name("card_model.json")
"""The shipped weights (``training/scopa_cards.py`` writes them)."""

FEATURES: tuple[str, ...] = (
    "can_capture",
    "can_capture_placed",
    "can_sweep",
    "can_sweep_not_swept",
    "can_take_settebello",
    "can_take_settebello_left",
    "same_value_as_played",
    "greedy_gain",
    "greedy_loss",
    "policy_gain",
    "policy_loss",
    "worth_placed",
    "worth_captured",
    "diamond_placed",
    "seven_placed",
    "is_settebello_played_round",
    "greedy_better",
    "policy_better",
    "greedy_better_x_greedy_style",
    "policy_better_x_policy_style",
    "greedy_gain_x_greedy_style",
    "policy_gain_x_policy_style",
    "can_capture_placed_x_capturer_style",
)
"""Names of the per-card features, summed over the opponent's plays of this round."""

Play = tuple[int, int, int, int, int]
"""``(card, captured mask, table before, public cards before, the observer's hand size then)``."""


def round_plays(observation: dict[str, Any]) -> list[Play]:
    """The opponent's plays of the current round, each with the table it saw (observation only)."""
    return read_history(observation)[0]


def read_history(observation: dict[str, Any]) -> tuple[list[Play], tuple[float, float, float]]:
    """The opponent's plays of this round, and its style in the deal's completed rounds (whose
    three cards it played are known, so every choice it had is known): the smoothed share of
    its choices that agreed with the greedy score, with the policy score, and of its chances to
    capture that it took (each ``(agreed + 1) / (choices + 2)``). The history is read by the
    opponent model's ``read_plays``."""
    done, current = read_plays(observation)
    plays = [(c.card, c.captured, c.table, c.seen, c.other_left) for c in current]
    choices = greedy_agreed = policy_agreed = chances = taken = 0
    for choice in done:
        hand = BIT[choice.card] | choice.later
        table = choice.table
        moves = legal_moves(hand, table)
        if any(m[1] for m in moves):
            chances += 1
            taken += bool(choice.captured)
        if len(moves) > 1:
            choices += 1
            unseen = FULL_MASK & ~(hand | choice.seen)
            g = [greedy_score(c, m, table, False) for c, m in moves]
            p = [policy_score(c, m, table, unseen, choice.other_left, False) for c, m in moves]
            mine = moves.index((choice.card, choice.captured))
            greedy_agreed += g[mine] >= max(g) - 1e-9
            policy_agreed += p[mine] >= max(p) - 1e-9
    style = (
        (greedy_agreed + 1) / (choices + 2),
        (policy_agreed + 1) / (choices + 2),
        (taken + 1) / (chances + 2),
    )
    return plays, style


SCORE_ENTRIES = 4_096
"""``lru_cache`` size of ``_best_scores`` (~300 bytes an entry, ≤ 1.3 MB; docs/engine.md,
"Caches"). A pure function: the bound changes no result."""


@lru_cache(maxsize=SCORE_ENTRIES)
def _best_scores(card: int, table: int, seen: int, opp_left: int) -> tuple[float, float, int]:
    """Best greedy and policy scores ``card`` could have had on ``table``, and its options' flags
    (bit 0 captures, 1 sweeps, 2 takes the settebello)."""
    options = capture_options(VALUE[card], table)
    unseen = FULL_MASK & ~seen & ~BIT[card]
    if not options:
        return (
            greedy_score(card, 0, table, False),
            policy_score(card, 0, table, unseen, opp_left, False),
            0,
        )
    flags = 1
    g = p = -1e9
    for captured in options:
        g = max(g, greedy_score(card, captured, table, False))
        p = max(p, policy_score(card, captured, table, unseen, opp_left, False))
        if captured == table:
            flags |= 2
        if (captured | BIT[card]) & SETTEBELLO_BIT:
            flags |= 4
    return g, p, flags


def card_features(
    card: int, plays: list[Play], style: tuple[float, float, float] = (0.5, 0.5, 0.5)
) -> list[float]:
    """The feature vector (``FEATURES``) of one unseen card given the opponent's round plays
    and its style (``read_history``)."""
    g_style, p_style, c_style = style
    x = [0.0] * len(FEATURES)
    bit = BIT[card]
    for played, captured, table, seen, opp_left in plays:
        placed = not captured
        g_card, p_card, flags = _best_scores(card, table, seen, opp_left)
        g_play = greedy_score(played, captured, table, False)
        unseen = FULL_MASK & ~seen & ~BIT[played]
        p_play = policy_score(played, captured, table, unseen, opp_left, False)
        x[0] += flags & 1
        x[1] += (flags & 1) * placed
        x[2] += flags >> 1 & 1
        x[3] += (flags >> 1 & 1) * (captured != table)
        x[4] += flags >> 2 & 1
        x[5] += (flags >> 2 & 1) * (not (captured | BIT[played]) & SETTEBELLO_BIT)
        x[6] += VALUE[card] == VALUE[played]
        gap = (g_card - g_play) / 10.0
        x[7] += min(max(gap, 0.0), 2.0)
        x[8] += min(max(-gap, 0.0), 2.0)
        gap = p_card - p_play
        x[9] += min(max(gap, 0.0), 2.0)
        x[10] += min(max(-gap, 0.0), 2.0)
        if placed:
            x[11] += WORTH[card] - WORTH[played]
            x[13] += bool(bit & DIAMONDS_MASK)
            x[14] += VALUE[card] == 7
        else:
            x[12] += WORTH[card]
        x[15] += card == SETTEBELLO
        g_better = g_card > g_play + 1e-9
        p_better = p_card > p_play + 1e-9
        x[16] += g_better
        x[17] += p_better
        x[18] += g_better * g_style
        x[19] += p_better * p_style
    x[20] = x[7] * g_style
    x[21] = x[9] * p_style
    x[22] = x[1] * c_style
    return x


class CardModel:
    """Linear odds of an unseen card being in the opponent's hand (plain Python)."""

    def __init__(self, weights: dict[str, float], meta: dict[str, Any] | None = None) -> None:
        unknown = set(weights) - set(FEATURES)
        if unknown:
            raise ValueError(f"unknown features in the card model: {sorted(unknown)}")
        self.weights = [float(weights.get(name, 0.0)) for name in FEATURES]
        self.meta = meta or {}

    @classmethod
    def load(cls, path: Path = WEIGHTS_PATH) -> CardModel:
        """The model stored in ``path`` (JSON: ``{"weights": {name: w}, ...}``)."""
        data = json.loads(path.read_text(encoding="utf-8"))
        return cls(data["weights"], data)

    def log_odds(self, observation: dict[str, Any], cards: list[int]) -> list[float]:
        """``w · x_c`` of each card (0 for every card when the opponent has not played)."""
        plays, style = read_history(observation)
        if not plays:
            return [0.0] * len(cards)
        w = self.weights
        return [
            sum(a * b for a, b in zip(w, card_features(c, plays, style), strict=True))
            for c in cards
        ]

    def hand_probabilities(self, observation: dict[str, Any]) -> dict[str, float]:
        """Chance of each unseen card (code) being in the opponent's hand (they sum to its size)."""
        know = Knowledge(observation)
        sampler = HandSampler(know, self.log_odds(observation, list(iter_bits(know.unseen))))
        return {PACK.codes[c]: p for c, p in zip(sampler.cards, sampler.marginals(), strict=True)}


@cache
def shipped_model(path: Path = WEIGHTS_PATH) -> CardModel:
    """The committed model, or another weights file (benchmarks); loaded once."""
    return CardModel.load(path)


def learned_sampler(
    observation: dict[str, Any], know: Knowledge, path: Path = WEIGHTS_PATH
) -> HandSampler:
    """The sampler of worlds for this observation, by the shipped model (or ``path``'s)."""
    model = shipped_model(path)
    return HandSampler(know, model.log_odds(observation, list(iter_bits(know.unseen))))


class HandSampler:
    """Draw the opponent's ``k`` cards from ``n`` unseen ones with P(set) ∝ ∏ odds (exact)."""

    def __init__(self, know: Knowledge, log_odds: list[float]) -> None:
        self.know = know
        self.cards = list(iter_bits(know.unseen))
        top = max(log_odds, default=0.0)
        self.odds = [math.exp(v - top) for v in log_odds]
        self.k = min(know.opp_size, len(self.cards))
        n, k = len(self.cards), self.k
        # suffix[i][j]: elementary symmetric sum of degree j of odds[i:].
        suffix = [[0.0] * (k + 1) for _ in range(n + 1)]
        suffix[n][0] = 1.0
        for i in range(n - 1, -1, -1):
            row, nxt, w = suffix[i], suffix[i + 1], self.odds[i]
            row[0] = 1.0
            for j in range(1, k + 1):
                row[j] = nxt[j] + w * nxt[j - 1]
        self.suffix = suffix

    def marginals(self) -> list[float]:
        """Each card's chance of being in the hand (by leave-one-out symmetric sums)."""
        n, k = len(self.cards), self.k
        if k == 0:
            return [0.0] * n
        total = self.suffix[0][k]
        out = []
        for i in range(n):
            # e_{k-1} of all odds but i: from the full sums by e_j(-i) = e_j - w_i e_{j-1}(-i).
            w = self.odds[i]
            e_prev = 1.0
            for j in range(1, k):
                e_prev = self._full(j) - w * e_prev
            out.append(w * e_prev / total)
        return out

    def _full(self, j: int) -> float:
        return self.suffix[0][j]

    def sample(self, rng: random.Random) -> World:
        """A world: the opponent's hand by the model, the stock a random order of the rest."""
        know, cards, odds, suffix = self.know, self.cards, self.odds, self.suffix
        need = self.k
        opp = 0
        rest: list[int] = []
        for i, card in enumerate(cards):
            if need and rng.random() * suffix[i][need] < odds[i] * suffix[i + 1][need - 1]:
                opp |= BIT[card]
                need -= 1
            else:
                rest.append(card)
        rng.shuffle(rest)
        hands = [0, 0]
        hands[know.seat] = know.hand
        hands[1 - know.seat] = opp
        return World(
            hands,
            know.table,
            rest,
            know.piles[:],
            know.scope[:],
            know.last,
            know.seat,
            know.dealer,
        )
