"""Scopa's learned value of a round boundary (issue 38, goal 3b): the shipped weights, the
features' prize chances, and how ``hard`` uses it (shortened rollouts, seat's view only)."""

from __future__ import annotations

import json
import random

import pytest

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.scopa import value as value_module
from cardavia_desktop.engine.games.scopa.ai import BOTS
from cardavia_desktop.engine.games.scopa.knowledge import Knowledge
from cardavia_desktop.engine.games.scopa.rules import FULL_MASK, PACK
from cardavia_desktop.engine.games.scopa.value import (
    FEATURES,
    VALUE_PATH,
    ValueModel,
    _prize_chance,
    features,
    rollout_value,
    shipped_value,
)


def _observation(seed: int, plays: int) -> dict:
    """The observation of the seat to act after ``plays`` greedy plays of seed's first deal."""
    match = new_match("scopa", seed=seed)
    bots = [BOTS["greedy"](1), BOTS["greedy"](2)]
    for _ in range(plays):
        seat = match.current_player
        match.apply(bots[seat].choose(match.observation(seat), match.legal_actions()))
    return match.observation(match.current_player)


def test_the_shipped_weights_load_with_the_command_and_seed_that_made_them() -> None:
    data = json.loads(VALUE_PATH.read_text(encoding="utf-8"))
    assert data["command"].startswith("python -m training.scopa_value ")
    assert isinstance(data["seed"], int)
    assert data["features"] == list(FEATURES)
    assert data["held_out"]["mse"] < 0.7 * data["held_out"]["constant_mse"]
    assert VALUE_PATH.stat().st_size < 8_000
    assert shipped_value().kind == data["kind"]


def test_a_model_fitted_on_other_features_is_refused() -> None:
    data = json.loads(VALUE_PATH.read_text(encoding="utf-8"))
    with pytest.raises(ValueError, match="other features"):
        ValueModel({**data, "features": [*FEATURES, "the_opponents_hand"]})


def test_a_prize_chance_is_certain_once_won_and_even_when_level() -> None:
    assert _prize_chance(21, 0, 19, 21) == 1.0
    assert _prize_chance(3, 21, 16, 21) == -1.0
    assert _prize_chance(10, 10, 20, 21) == pytest.approx(0.0)
    assert _prize_chance(18, 10, 12, 21) > 0.5
    assert _prize_chance(2, 2, 6, 6) == pytest.approx(0.0)  # diamonds: 4 of 6 to come each


@pytest.mark.parametrize(("seed", "plays"), [(5, 6), (11, 12), (23, 24), (8, 30)])
def test_the_value_is_the_same_for_both_seats_with_the_sign_turned(seed: int, plays: int) -> None:
    obs = _observation(seed, plays)
    model = shipped_value()
    mine = model.observed(obs)
    other = {**obs, "seat": 1 - obs["seat"]}  # the boundary is public: the same facts
    assert model.observed(other) == pytest.approx(-mine)


def test_features_read_only_the_public_boundary() -> None:
    lead, other, table = PACK.mask(["D7", "HA"]), PACK.mask(["SK", "CK"]), PACK.mask(["D3"])
    x = features(lead, other, table, 1)
    assert len(x) == len(FEATURES)
    assert x[FEATURES.index("settebello")] == 1.0
    assert x[FEATURES.index("to_come")] == (FULL_MASK.bit_count() - 5) / 30


def test_a_shortened_rollout_stops_at_the_end_of_the_round() -> None:
    obs = _observation(5, 7)  # round 2, one play in
    world = Knowledge(obs).sample(random.Random(1))
    pos = world.pos
    rollout_value(world, obs["seat"], shipped_value())
    assert world.pos == pos + 6  # the next round was dealt, nothing of it played
    assert world.hands[0].bit_count() == world.hands[1].bit_count() == 3


def test_hard_scores_its_rollouts_with_the_model(monkeypatch) -> None:
    calls: list[int] = []
    original = value_module.ValueModel.world_value

    def spy(self, world, seat):
        calls.append(1)
        return original(self, world, seat)

    monkeypatch.setattr(value_module.ValueModel, "world_value", spy)
    match = new_match("scopa", seed=5)
    seat = match.current_player
    legal = match.legal_actions()
    values = BOTS["hard"](1).evaluate(match.observation(seat), legal)
    assert len(calls) == 64 * len(legal)
    assert BOTS["hard-rollouts"](1).evaluate(match.observation(seat), legal) != values
    assert len(calls) == 64 * len(legal)  # hard-rollouts plays its rollouts out


@pytest.mark.parametrize(
    ("seed", "plays", "documented"),
    [  # docs/games/scopa.md, "The learned value"
        (5, 6, 0.8415),
        (11, 12, -2.3766),
        (23, 24, 3.4755),
        (8, 30, -5.2411),
    ],
)
def test_the_shipped_weights_give_the_documented_values(
    seed: int, plays: int, documented: float
) -> None:
    assert shipped_value().observed(_observation(seed, plays)) == pytest.approx(
        documented, abs=5e-4
    )


def test_a_value_is_read_only_at_a_round_boundary() -> None:
    with pytest.raises(ValueError, match="round boundary"):
        shipped_value().observed(_observation(5, 7))
