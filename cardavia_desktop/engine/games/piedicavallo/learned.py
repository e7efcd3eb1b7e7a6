"""A learned card-location model for Piedicavallo's PIMC (issue 38): where each hidden card is.

Every card the deciding seat cannot see is in one of the three other hands or (unless it
dealt) in the dealer's two-card discard. For each hidden card ``c`` and each place ``l`` it may
be in (the voids shown and the discard's own restriction already rule some out), the model
reads what the public play says (:func:`card_features`) and gives the score ``w · x(c, l)``:
the chance of ``c`` being in ``l`` is proportional to ``size(l) · exp(w · x(c, l))`` (a
conditional logit over the places, the cards each place still holds as the prior). The main
evidence is counterfactual, from the rollout policy (``policy.decide``, "a reasonable
player"): at each earlier play of that seat where ``c`` would have been legal, would the
policy have played ``c`` rather than the card played, from the played card, ``c`` and what
the seat played later? If it would, ``c`` was probably not there.

A world (all hidden cards placed, drawn consistently by ``Knowledge.sample``) is then weighed
by ``exp(Σ_c w · x(c, place of c))`` (:meth:`LocationScores.log_weight`); the search draws its
worlds from a pool in proportion (``PimcBot(card_model=…)``). With every weight at zero each
world weighs the same.

Plain Python (no numpy): the weights are a small JSON file made by
``training/piedicavallo_cards.py`` (the command and seed that made them are in the file).
Only the observation is read.
"""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path
from typing import Any

from ...cards import iter_bits
from .knowledge import Knowledge, void_mask
from .policy import decide
from .rules import (
    KINGS_MASK,
    MATTO,
    NON_KING_SUIT_MASK,
    PLAIN_TRUMPS_MASK,
    POINTS,
    SUIT_MASKS,
    SUIT_OF,
    TRUMP,
    legal_play_mask,
)

WEIGHTS_PATH = Path(__file__).with_name("card_model.json")
"""The shipped weights (``training/piedicavallo_cards.py`` writes them)."""

DISCARD = 4
"""The place index of the dealer's discard (places 0–3 are the seats)."""

FEATURES: tuple[str, ...] = (
    "lead_prefers_card",
    "lead_prefers_played",
    "follow_prefers_card",
    "follow_prefers_played",
    "follow_prefers_card_points",
    "played_suit",
    "led_suit",
    "trumped_in",
    "partner_won_shed_lower",
    "dealer_trump",
    "dealer_king",
    "dealer_points",
    "discard",
    "discard_points",
    "discard_trump",
    "discard_dealer_void",
    "discard_dealer_played_suit",
)
"""Names of the features of a (card, place) pair; the first 12 are zero for the discard, the
last 5 zero for a seat."""

_F = {name: i for i, name in enumerate(FEATURES)}


def _alike(a: int, b: int, hand: int, gone: int) -> bool:
    """Cards that play alike: same suit and points, nothing live between them."""
    if a == b:
        return True
    if a == MATTO or b == MATTO or SUIT_OF[a] != SUIT_OF[b] or POINTS[a] != POINTS[b]:
        return False
    low, high = min(a, b), max(a, b)
    between = SUIT_MASKS[SUIT_OF[a]] & ((1 << high) - 1) & ~((2 << low) - 1)
    return not between & ~(hand | gone)


def places(know: Knowledge, card: int) -> list[int]:
    """The places ``card`` may be in for this seat: seats not void in its suit, and the discard
    if it is hidden and may hold such a card."""
    out = [
        s
        for s in range(4)
        if s != know.seat and know.hand_sizes[s] and not void_mask(know.voids[s]) >> card & 1
    ]
    k = know.discard_trumps
    if k is not None and know.seat != know.dealer:
        bit = 1 << card
        if (k and bit & PLAIN_TRUMPS_MASK) or (k < 2 and bit & NON_KING_SUIT_MASK):
            out.append(DISCARD)
    return out


def place_size(know: Knowledge, card: int, place: int) -> int:
    """The uniform prior of ``card`` in ``place``: the cards that place still holds (for the
    discard: its slots for a card of this kind)."""
    if place != DISCARD:
        return know.hand_sizes[place]
    k = know.discard_trumps or 0
    return k if (1 << card) & PLAIN_TRUMPS_MASK else 2 - k


def card_features(
    know: Knowledge, hidden: list[int], skip_partner: bool = False
) -> dict[int, dict[int, list[float]]]:
    """``{card: {place: x}}`` for every hidden card and each place it may be in
    (``skip_partner``: the partner's plays are not read)."""
    n = len(FEATURES)
    out: dict[int, dict[int, list[float]]] = {
        c: {p: [0.0] * n for p in places(know, c)} for c in hidden
    }
    dealer = know.dealer
    dealer_suits = [0] * 5
    for play in know.history:
        seat = play.seat
        if seat == know.seat or (skip_partner and seat == know.seat ^ 2):
            continue
        played = play.card
        kind = SUIT_OF[played]
        if seat == dealer and kind < 5:
            dealer_suits[kind] += 1
        leading = play.suit is None
        trumped = not leading and kind == TRUMP and play.suit != TRUMP
        partner_won = not leading and play.winner == seat ^ 2 and play.count
        before = play.later
        for card, by_place in out.items():
            x = by_place.get(seat)
            if x is None:
                continue
            same = SUIT_OF[card] == kind and kind != 5
            if same:
                x[_F["played_suit"]] += 1
                if leading:
                    x[_F["led_suit"]] += 1
                if partner_won and POINTS[card] < POINTS[played] and card < played:
                    x[_F["partner_won_shed_lower"]] += 1
            if trumped and SUIT_OF[card] == TRUMP:
                x[_F["trumped_in"]] += 1
            hand = before | 1 << card
            legal = legal_play_mask(hand, play.suit)
            if not legal >> card & 1 or not legal & (legal - 1):
                continue
            gone = play.played
            model = decide(
                seat,
                hand,
                play.count,
                play.suit,
                play.best,
                play.winner,
                play.stake,
                gone,
                play.voids,
            )
            if _alike(model, played, hand, gone):
                x[_F["lead_prefers_played" if leading else "follow_prefers_played"]] += 1
            elif _alike(model, card, hand, gone):
                if leading:
                    x[_F["lead_prefers_card"]] += 1
                else:
                    x[_F["follow_prefers_card"]] += 1
                    x[_F["follow_prefers_card_points"]] += POINTS[card] / 5
    for card, by_place in out.items():
        bit = 1 << card
        x = by_place.get(dealer)
        if x is not None:
            x[_F["dealer_trump"]] = SUIT_OF[card] == TRUMP
            x[_F["dealer_king"]] = bool(bit & KINGS_MASK)
            x[_F["dealer_points"]] = POINTS[card] / 5
        x = by_place.get(DISCARD)
        if x is not None:
            suit = SUIT_OF[card]
            x[_F["discard"]] = 1.0
            x[_F["discard_points"]] = POINTS[card] / 5
            x[_F["discard_trump"]] = suit == TRUMP
            x[_F["discard_dealer_void"]] = bool(know.voids[dealer] >> suit & 1)
            x[_F["discard_dealer_played_suit"]] = dealer_suits[suit] if suit < 5 else 0
    return out


class LocationScores:
    """The model's score of each hidden card in each place, for one observation."""

    def __init__(self, know: Knowledge, weights: list[float], skip_partner: bool = False) -> None:
        self.hidden = know.hidden()
        feats = card_features(know, list(iter_bits(self.hidden)), skip_partner)
        self.table: dict[int, list[float]] = {}
        for card, by_place in feats.items():
            row = [0.0] * 5
            for place, x in by_place.items():
                row[place] = sum(a * b for a, b in zip(weights, x, strict=True))
            self.table[card] = row
        self.features = feats

    def log_weight(self, hands: list[int], discard: int) -> float:
        """``Σ_c w · x(c, place of c)`` of a world (its log weight, up to a constant)."""
        table, hidden = self.table, self.hidden
        total = 0.0
        for place, mask in enumerate((*hands, discard)):
            for card in iter_bits(mask & hidden):
                total += table[card][place]
        return total

    def probabilities(self, know: Knowledge) -> dict[int, dict[int, float]]:
        """Each hidden card's chance of each place it may be in (the conditional logit alone,
        without the hands' sizes as a constraint)."""
        out = {}
        for card, by_place in self.features.items():
            odds = {p: place_size(know, card, p) * math.exp(self.table[card][p]) for p in by_place}
            total = sum(odds.values()) or 1.0
            out[card] = {p: v / total for p, v in odds.items()}
        return out


class CardModel:
    """Linear scores of a hidden card in each place (plain Python)."""

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

    def scores(self, know: Knowledge, skip_partner: bool = False) -> LocationScores:
        """The scores of every hidden card of ``know`` in each place (``skip_partner``: the
        partner's plays are not read)."""
        return LocationScores(know, self.weights, skip_partner)


@cache
def shipped_model(path: Path = WEIGHTS_PATH) -> CardModel:
    """The committed model, or another weights file (benchmarks); loaded once."""
    return CardModel.load(path)


__all__ = [
    "DISCARD",
    "FEATURES",
    "WEIGHTS_PATH",
    "CardModel",
    "LocationScores",
    "card_features",
    "place_size",
    "places",
    "shipped_model",
]
