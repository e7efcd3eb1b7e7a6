"""Scopa's learned card-location model (issue 38): the shipped weights, the exact hand sampler,
and what the model reads (the opponent's plays of this round and its style, nothing hidden)."""

from __future__ import annotations

import json
import math
import random

import pytest

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.scopa.ai import BOTS
from cardavia_desktop.engine.games.scopa.knowledge import Knowledge
from cardavia_desktop.engine.games.scopa.learned import (
    FEATURES,
    WEIGHTS_PATH,
    CardModel,
    HandSampler,
    read_history,
    shipped_model,
)
from cardavia_desktop.engine.games.scopa.rules import PACK


def _observation(seed: int, plays: int) -> dict:
    """The observation of the seat to act after ``plays`` greedy plays of seed's first deal."""
    match = new_match("scopa", seed=seed)
    bots = [BOTS["greedy"](1), BOTS["greedy"](2)]
    for _ in range(plays):
        seat = match.current_player
        match.apply(bots[seat].choose(match.observation(seat), match.legal_actions()))
    return match.observation(match.current_player)


def test_the_shipped_weights_load_with_the_command_and_seed_that_made_them() -> None:
    data = json.loads(WEIGHTS_PATH.read_text(encoding="utf-8"))
    assert data["command"].startswith("python -m training.scopa_cards ")
    assert isinstance(data["seed"], int)
    assert set(data["weights"]) == set(FEATURES)
    assert data["held_out"]["nats_per_position"] < data["held_out"]["uniform_nats_per_position"]
    assert WEIGHTS_PATH.stat().st_size < 8_000
    assert shipped_model().weights == [data["weights"][name] for name in FEATURES]


def test_unknown_features_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown features"):
        CardModel({"what_the_opponent_holds": 1.0})


def test_the_zero_model_gives_every_unseen_card_the_same_chance() -> None:
    obs = _observation(5, 7)
    probs = CardModel({}).hand_probabilities(obs)
    k, n = obs["opponent_hand_size"], len(probs)
    assert n == 40 - len(obs["hand"]) - len(obs["table"]) - sum(map(len, obs["piles"]))
    assert all(math.isclose(p, k / n) for p in probs.values())


@pytest.mark.parametrize(("seed", "plays"), [(5, 7), (11, 14), (23, 25)])
def test_the_sampler_draws_hands_with_the_model_marginals(seed: int, plays: int) -> None:
    obs = _observation(seed, plays)
    know = Knowledge(obs)
    cards = [PACK.index(code) for code in shipped_model().hand_probabilities(obs)]
    sampler = HandSampler(know, shipped_model().log_odds(obs, cards))
    marginals = sampler.marginals()
    assert math.isclose(sum(marginals), obs["opponent_hand_size"])
    assert max(marginals) - min(marginals) > 0.02, "the opponent's plays moved the odds"
    rng = random.Random(seed)
    counts = dict.fromkeys(cards, 0)
    draws = 3_000
    for _ in range(draws):
        world = sampler.sample(rng)
        opp = world.hands[1 - obs["seat"]]
        assert opp.bit_count() == obs["opponent_hand_size"]
        assert opp & know.unseen == opp
        assert len(world.stock) == obs["stock_size"]
        for card in cards:
            counts[card] += opp >> card & 1
    for card, p in zip(sampler.cards, marginals, strict=True):
        assert abs(counts[card] / draws - p) < 0.03


def test_the_model_reads_only_the_opponents_plays_of_this_round() -> None:
    obs = _observation(5, 8)  # round 2, two plays into it
    plays, style = read_history(obs)
    this_round = obs["history"][-(obs["plays"] - 6) :]
    assert [PACK.codes[p[0]] for p in plays] == [
        h["card"] for h in this_round if h["seat"] != obs["seat"]
    ]
    assert all(0 < s < 1 for s in style)
    greedy_round_one = read_history(_observation(5, 6))[1]
    assert greedy_round_one[0] > 0.5  # greedy agreed with the greedy score in round 1


@pytest.mark.parametrize(
    ("seed", "plays", "documented"),
    [  # docs/games/scopa.md, "The learned card-location model"
        (5, 8, {"H5": 0.0953, "C5": 0.0953, "S5": 0.0953, "D7": 0.0220, "H7": 0.0430}),
        (11, 14, {"HA": 0.1256, "CA": 0.1256, "SA": 0.1256, "D2": 0.0408, "DJ": 0.0408}),
    ],
)
def test_the_shipped_weights_give_the_documented_predictions(
    seed: int, plays: int, documented: dict[str, float]
) -> None:
    probs = shipped_model().hand_probabilities(_observation(seed, plays))
    for code, p in documented.items():
        assert probs[code] == pytest.approx(p, abs=5e-4), code


def test_hard_learned_draws_every_world_from_the_model(monkeypatch) -> None:
    drawn: list[int] = []
    original = HandSampler.sample

    def spy(self, rng):
        drawn.append(1)
        return original(self, rng)

    monkeypatch.setattr(HandSampler, "sample", spy)
    match = new_match("scopa", seed=5)
    while match.state.plays < 8:
        seat = match.current_player
        match.apply(BOTS["greedy"](1).choose(match.observation(seat), match.legal_actions()))
    seat = match.current_player
    BOTS["hard-learned"](1).evaluate(match.observation(seat), match.legal_actions())
    assert len(drawn) == 64
    BOTS["hard"](1).evaluate(match.observation(seat), match.legal_actions())
    assert len(drawn) == 64  # hard does not draw from the learned model
