"""What the opponent's plays say about its style and its hand (issue 38): Scopa's opponent model.

The opponent's hand now is what is left of the three cards it got at the start of this round,
so its plays of this round are the evidence about it. How much they say depends on how it
chooses. In the deal's completed rounds every choice it had is known (its three cards of a
round were all played), so its style can be read there: how often its play was the best by
the *greedy* score (take the most, else shed the least), by the *policy* score (the counting
heuristic), or neither (*chance*: any legal move). Each style explains a play with a chance:
its best move(s) ``1 - slip`` shared, any move ``slip`` shared; chance gives every move the same.
The posterior over the styles (Bayes, a uniform prior) then weighs each possible hand by how
well it explains this round's plays: ``sum(style) P(style | earlier rounds) P(plays | hand,
style)``.

:class:`StyleSampler` draws PIMC's worlds from that: once the opponent has played this round
it holds at most two cards, so every hand it may hold is weighed and one is drawn by weight
(before its first play of a round nothing is known and the draw is uniform). Only the
observation is read: the opponent's hand enters only as the hypothesis being weighed.
Hard's search draws its worlds so, and in the exact endgame it expects the opponent to choose by
the same mixture (:func:`move_chances`) instead of the best reply a world's full view would give
(issue 38); the slips are set by hand, not fitted.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from itertools import combinations
from typing import Any, NamedTuple

from ...cards import iter_bits
from .knowledge import Knowledge
from .model import World
from .policy import greedy_score, policy_score
from .rules import BIT, FULL_MASK, HAND_SIZE, PACK, legal_moves

STYLES: tuple[str, ...] = ("greedy", "policy", "chance")
"""The styles the model tells apart (``chance``: every legal move alike)."""

SLIP: dict[str, float] = {"greedy": 0.05, "policy": 0.25}
"""Share of a style's choices that are any legal move instead of its best."""

PRUNE = 0.02
"""In the endgame, an opponent move the model gives less than this chance is not searched (the
others' chances are renormalised): it keeps the expectation's tree small."""

MAX_HAND = 2
"""Hands weighed one by one up to this size (once the opponent has played this round it holds
at most two cards; a position set up with more falls back to the uniform draw)."""


class Choice(NamedTuple):
    """One play of the opponent with what it saw: the table, the public cards, the observer's
    hand size, and the cards it played later in the same round (part of its hand then)."""

    card: int
    captured: int
    table: int
    seen: int
    other_left: int
    later: int


def _likelihoods(hand: int, choice: Choice) -> tuple[float, ...]:
    """P(the play | the opponent held ``hand``) under each style of ``STYLES``."""
    table = choice.table
    moves = legal_moves(hand, table)
    n = len(moves)
    if n < 2:
        return (1.0, 1.0, 1.0)
    unseen = FULL_MASK & ~(hand | choice.seen)
    played = (choice.card, choice.captured)
    out = []
    for style in STYLES[:2]:
        if style == "greedy":
            scores = [greedy_score(c, m, table, False) for c, m in moves]
        else:
            scores = [policy_score(c, m, table, unseen, choice.other_left, False) for c, m in moves]
        top = max(scores)
        best = [mv for mv, s in zip(moves, scores, strict=True) if s >= top - 1e-9]
        slip = SLIP[style]
        out.append((1 - slip) / len(best) * (played in best) + slip / n)
    out.append(1.0 / n)
    return tuple(out)


def read_plays(observation: dict[str, Any]) -> tuple[list[Choice], list[Choice]]:
    """The opponent's choices in the deal's completed rounds (hands known) and its plays of
    this round (hand partly hidden). Empty lists where the history does not go back far enough
    (a position set up without its plays)."""
    seat = observation["seat"]
    history = observation["history"]
    per_round = 2 * HAND_SIZE
    in_round = observation["plays"] - (observation["round"] - 1) * per_round
    start = len(history) - in_round
    if start < 0 or start % per_round:
        return [], []
    table = PACK.mask(observation["opening_table"])
    piles = 0
    done: list[Choice] = []
    current: list[Choice] = []
    cards = [PACK.index(e["card"]) for e in history]
    for i, entry in enumerate(history):
        card = cards[i]
        captured = PACK.mask(entry["captured"])
        if entry["seat"] != seat:
            first = i - i % per_round
            other_left = HAND_SIZE - (i - first + 1) // 2
            later = 0
            for j in range(i + 1, min(first + per_round, len(history))):
                if history[j]["seat"] == entry["seat"]:
                    later |= BIT[cards[j]]
            choice = Choice(card, captured, table, table | piles, other_left, later)
            (current if i >= start else done).append(choice)
        if captured:
            table &= ~captured
            piles |= captured | BIT[card]
        else:
            table |= BIT[card]
    return done, current


def posterior(done: list[Choice]) -> tuple[float, ...]:
    """P(style | the completed rounds' choices), a uniform prior."""
    weights = [1.0] * len(STYLES)
    for choice in done:
        hand = BIT[choice.card] | choice.later
        for k, like in enumerate(_likelihoods(hand, choice)):
            weights[k] *= like
        total = sum(weights)
        weights = [w / total for w in weights]
    total = sum(weights)
    return tuple(w / total for w in weights)


class StyleSampler:
    """Worlds whose opponent hand is drawn by the style model (see the module docstring): every
    hand the opponent may hold is weighed exactly (it has at most two cards once it has played
    this round), and one is drawn by weight."""

    def __init__(self, observation: dict[str, Any], know: Knowledge) -> None:
        self.know = know
        done, self.current = read_plays(observation)
        self.posterior = posterior(done)
        self.evidence = len(done)
        """The opponent's choices the style was read from (none: nothing known of it)."""
        self.hands: list[int] = []
        self.cumulative: list[float] = []
        cards = list(iter_bits(know.unseen))
        if self.current and 0 < know.opp_size <= MAX_HAND and len(cards) >= know.opp_size:
            total = 0.0
            for combo in combinations(cards, know.opp_size):
                hand = 0
                for card in combo:
                    hand |= BIT[card]
                total += self.weight(hand)
                self.hands.append(hand)
                self.cumulative.append(total)

    def weight(self, opp_hand: int) -> float:
        """How well ``opp_hand`` explains this round's plays, mixed over the styles."""
        per_style = list(self.posterior)
        for choice in self.current:
            hand = opp_hand | BIT[choice.card] | choice.later
            for k, like in enumerate(_likelihoods(hand, choice)):
                per_style[k] *= like
        return sum(per_style)

    def sample(self, rng: random.Random) -> World:
        """A world consistent with the observation, its opponent hand drawn by weight."""
        know = self.know
        total = self.cumulative[-1] if self.hands else 0.0
        if total <= 0.0:
            return know.sample(rng)
        i = bisect_right(self.cumulative, rng.random() * total)
        opp = self.hands[min(i, len(self.hands) - 1)]
        rest = list(iter_bits(know.unseen & ~opp))
        rng.shuffle(rest)
        hands = [0, 0]
        hands[know.seat] = know.hand
        hands[1 - know.seat] = opp
        return World(
            hands, know.table, rest, know.piles[:], know.scope[:], know.last, know.seat, know.dealer
        )


def move_chances(world: World, mix: tuple[float, ...]) -> list[tuple[tuple[int, int], float]]:
    """The chance of each legal move of the seat to play in a known world by the styles mixed as
    ``mix`` (``STYLES``' order): each style's best move takes its ``1 - slip`` share, the slips
    and chance are spread over every move. Moves under ``PRUNE`` are dropped, the rest
    renormalised."""
    moves = world.moves()
    n = len(moves)
    if n == 1:
        return [(moves[0], 1.0)]
    greedy, policy, chance = mix
    spread = (greedy * SLIP["greedy"] + policy * SLIP["policy"] + chance) / n
    chances = [spread] * n
    chances[moves.index(world.greedy_move())] += greedy * (1 - SLIP["greedy"])
    chances[moves.index(world.policy_move())] += policy * (1 - SLIP["policy"])
    kept = [(move, p) for move, p in zip(moves, chances, strict=True) if p >= PRUNE]
    total = sum(p for _, p in kept)
    return [(move, p / total) for move, p in kept]
