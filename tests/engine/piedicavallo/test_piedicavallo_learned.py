"""Piedicavallo's learned card-location model (issue 38): the shipped weights, what the model
reads (the public play only) and how ``hard-learned`` weighs its worlds with it."""

from __future__ import annotations

import json
import random

import pytest

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.cards import iter_bits
from cardavia_desktop.engine.games.piedicavallo.ai import BOTS, PimcBot
from cardavia_desktop.engine.games.piedicavallo.knowledge import Knowledge, void_mask
from cardavia_desktop.engine.games.piedicavallo.learned import (
    DISCARD,
    FEATURES,
    WEIGHTS_PATH,
    CardModel,
    place_size,
    places,
    shipped_model,
)
from cardavia_desktop.engine.games.piedicavallo.rules import PACK, UNDISCARDABLE_MASK


def _match(seed: int, plays: int):
    """Seed's deal after the discard and ``plays`` cards, four heuristic players."""
    match = new_match("piedicavallo", seed=seed)
    bots = [BOTS["heuristic"](s) for s in range(4)]
    for _ in range(plays + 1):
        seat = match.current_player
        match.apply(bots[seat].choose(match.observation(seat), match.legal_actions()))
    return match


def _know(seed: int, plays: int) -> Knowledge:
    match = _match(seed, plays)
    return Knowledge.from_observation(match.observation(match.current_player))


def test_the_shipped_weights_load_with_the_command_and_seed_that_made_them() -> None:
    data = json.loads(WEIGHTS_PATH.read_text(encoding="utf-8"))
    assert data["command"].startswith("python -m training.piedicavallo_cards ")
    assert isinstance(data["seed"], int)
    assert set(data["weights"]) == set(FEATURES)
    held = data["held_out"]
    assert held["model_log_loss"] < held["uniform_log_loss"]
    assert held["model_accuracy"] > held["uniform_accuracy"]
    assert WEIGHTS_PATH.stat().st_size < 8_000
    assert shipped_model().weights == [data["weights"][name] for name in FEATURES]


def test_unknown_features_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown features"):
        CardModel({"where_the_king_is": 1.0})


@pytest.mark.parametrize(("seed", "plays"), [(3, 9), (8, 22), (13, 37)])
def test_places_follow_the_voids_and_the_discard_rule(seed: int, plays: int) -> None:
    match = _match(seed, plays)
    seat = match.current_player
    know = Knowledge.from_observation(match.observation(seat))
    state = match.state
    for card in iter_bits(know.hidden()):
        where = places(know, card)
        assert seat not in where
        truth = next((s for s in range(4) if state.hands[s] >> card & 1), DISCARD)
        assert truth in where, "the true place is always possible"
        for s in where:
            if s != DISCARD:
                assert not void_mask(know.voids[s]) >> card & 1
                assert place_size(know, card, s) == know.hand_sizes[s]
        if (1 << card) & UNDISCARDABLE_MASK:
            assert DISCARD not in where


def test_the_zero_model_weighs_every_world_the_same() -> None:
    know = _know(3, 17)
    scores = CardModel({}).scores(know)
    rng = random.Random(1)
    assert {scores.log_weight(*know.sample(rng)) for _ in range(20)} == {0.0}
    for card, probs in scores.probabilities(know).items():
        sizes = {p: place_size(know, card, p) for p in probs}
        for p, v in probs.items():
            assert v == pytest.approx(sizes[p] / sum(sizes.values()))


def test_the_model_reads_the_public_play_only() -> None:
    # Two seeds' deals replayed to the same public position cannot be built simply; instead
    # the features are a function of the Knowledge (the observation) alone: the same
    # observation read twice gives the same scores, and the true hands are never consulted.
    match = _match(8, 22)
    obs = match.observation(match.current_player)
    a = shipped_model().scores(Knowledge.from_observation(obs)).table
    match.state.hands[(obs["seat"] + 1) % 4] = 0  # the truth is not read
    b = shipped_model().scores(Knowledge.from_observation(obs)).table
    assert a == b
