"""Scopa's learned value training (issue 38, goal 3b) on tiny self-play data."""

from __future__ import annotations

import pytest

from cardavia_desktop.engine.games.scopa.value import FEATURES, ValueModel
from training.scopa_value import evaluate, featurize, fit, generate, model_data

FAST = ("greedy", "easy", "normal")
"""Fast bots only: the tiny data set takes seconds."""


@pytest.fixture(scope="module")
def tiny() -> tuple[dict, dict]:
    train = featurize(generate(1_000, 200, None, FAST))
    held = featurize(generate(2_000, 60, None, FAST))
    return train, held


@pytest.mark.parametrize("kind", ["linear", "mlp"])
def test_a_value_fitted_on_a_thousand_positions_beats_a_constant_on_held_out_ones(
    tiny: tuple[dict, dict], kind: str
) -> None:
    train, held = tiny
    assert len(train["y"]) == 5 * 200  # five round boundaries a deal
    assert train["x"].shape == (len(train["y"]), len(FEATURES))
    model = ValueModel(model_data(fit(train, kind)))
    figures = evaluate(model, held, float(train["y"].mean()))
    assert figures["positions"] == 5 * 60
    assert figures["mse"] < 0.85 * figures["constant_mse"]


def test_the_labels_are_the_deals_final_values_seen_by_the_leader() -> None:
    records = generate(3_000, 3, None, FAST)
    for seed in {r["seed"] for r in records}:
        deal = [r for r in records if r["seed"] == seed]
        assert len({r["y"] for r in deal}) == 1  # one deal, one final value
        assert [sum(map(len, r["piles"])) + len(r["table"]) for r in deal] == [10, 16, 22, 28, 34]


def test_generation_is_reproducible_from_its_seeds() -> None:
    assert generate(3_000, 2, None, FAST) == generate(3_000, 2, None, FAST)
