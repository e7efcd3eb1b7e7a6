"""Piedicavallo's card-location training (issue 38) on tiny self-play data: it must beat the
size prior (each hidden card placed in proportion to the cards each place still holds)."""

from __future__ import annotations

import math

from cardavia_desktop.engine.games.piedicavallo.learned import DISCARD, FEATURES
from training.piedicavallo_cards import evaluate, featurize, fit, generate, positions


def test_a_model_fitted_on_a_few_hundred_positions_beats_the_size_prior_on_held_out_ones() -> None:
    train = generate(1_000, 30, None)
    held = generate(2_000, 10, None)
    assert 300 <= sum(len(positions(r)) for r in train) <= 600
    data = featurize(train)
    assert data["x"].shape == (len(data["y"]), 5, len(FEATURES))
    assert set(data["y"].tolist()) <= {0, 1, 2, 3, DISCARD}
    figures = evaluate(fit(data), featurize(held))
    assert figures["cards"] > 1_000
    assert figures["model_log_loss"] < figures["uniform_log_loss"] - 0.02
    assert figures["model_accuracy"] > figures["uniform_accuracy"] + 0.03


def test_the_zero_model_is_exactly_the_size_prior() -> None:
    figures = evaluate({}, featurize(generate(2_000, 3, None)))
    assert math.isclose(figures["model_log_loss"], figures["uniform_log_loss"])
    assert math.isclose(figures["model_accuracy"], figures["uniform_accuracy"])


def test_generation_is_reproducible_from_its_seeds() -> None:
    assert generate(3_000, 2, None) == generate(3_000, 2, None)
