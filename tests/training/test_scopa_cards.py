"""Scopa's card-location training (issue 38) on tiny self-play data: it must beat uniform."""

from __future__ import annotations

import math

from cardavia_desktop.engine.games.scopa.learned import FEATURES, CardModel
from training.scopa_cards import evaluate, featurize, fit, generate

FAST = ("greedy", "easy", "normal")
"""Fast bots only: the tiny data set takes seconds."""


def test_a_model_fitted_on_a_few_hundred_positions_beats_uniform_on_held_out_ones() -> None:
    train = generate(1_000, 16, 1, None, FAST)
    held = generate(2_000, 10, 1, None, FAST)
    assert 300 <= len(train) <= 600
    data = featurize(train)
    assert data["x"].shape == (len(data["y"]), len(FEATURES))
    assert 0 < data["y"].mean() < 0.5  # a few of the unseen cards are in the hand
    figures = evaluate(CardModel(fit(data)), held)
    assert figures["positions"] > 100
    assert figures["nats_per_position"] < figures["uniform_nats_per_position"] - 0.03
    assert figures["log_loss_per_card"] < figures["uniform_log_loss_per_card"]
    assert figures["top_k_accuracy"] > figures["uniform_top_k_accuracy"]


def test_the_zero_model_is_exactly_uniform() -> None:
    held = generate(2_000, 4, 1, None, FAST)
    figures = evaluate(CardModel({}), held)
    assert math.isclose(figures["nats_per_position"], figures["uniform_nats_per_position"])
    assert math.isclose(figures["log_loss_per_card"], figures["uniform_log_loss_per_card"])


def test_generation_is_reproducible_from_its_seeds() -> None:
    assert generate(3_000, 2, 1, None, FAST) == generate(3_000, 2, 1, None, FAST)
