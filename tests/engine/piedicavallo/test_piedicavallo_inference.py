"""Piedicavallo hard: inference from play (worlds weighed by how expected the plays were)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.piedicavallo.ai import BOTS, MODEL_NOISE, POOL, PimcBot
from cardavia_desktop.engine.games.piedicavallo.knowledge import Knowledge, quick_slots, void_mask
from cardavia_desktop.engine.search import InconsistentSlots
from tests.engine.piedicavallo.pdc_helpers import GAME, tight_constraints


def heuristic_deal(seed: int, plays: int) -> tuple[object, Knowledge]:
    """A deal played ``plays`` cards deep by four heuristic players; seat 0's knowledge."""
    m = new_match(GAME, seed=seed)
    bots = [BOTS["heuristic"](s) for s in range(4)]
    done = 0
    while done < plays or m.current_player != 0:
        seat = m.current_player
        obs = m.observation(seat)
        m.apply(bots[seat].choose(obs, m.legal_actions()))
        done += obs["phase"] == "play"
    return m, Knowledge.from_observation(m.observation(0))


@settings(max_examples=30, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(min_value=2, max_value=5))
def test_quick_sampler_places_every_card_within_tight_constraints(
    rnd: random.Random, slots: int
) -> None:
    cards, sizes, forbidden = tight_constraints(rnd, slots)
    masks = quick_slots(random.Random(rnd.random()), list(cards), sizes, forbidden)
    assert [m.bit_count() for m in masks] == sizes
    assert sum(masks) == sum(1 << c for c in cards)
    assert not any(m & f for m, f in zip(masks, forbidden, strict=True))


def test_quick_sampler_refuses_impossible_constraints() -> None:
    with pytest.raises(InconsistentSlots):
        quick_slots(random.Random(1), [0, 1, 2, 3], [2, 2], [0b0111, 0])


def test_history_records_what_each_player_saw() -> None:
    _, know = heuristic_deal(3, 13)
    assert len(know.history) == bin(know.played).count("1")
    for play in know.history:
        assert not play.played >> play.card & 1
        assert play.later >> play.card & 1
        # A card played later by the same seat is still in its hand at this play.
        assert not play.later & play.played


def test_the_true_deal_of_reasonable_players_has_no_surprise_and_random_worlds_have_some() -> None:
    for seed in (1, 2, 3):
        m, know = heuristic_deal(seed, 25)
        true_hands = list(m.state.hands)
        assert know.surprises(true_hands, m.state.discard, 99) == 0
        rng = random.Random(seed)
        sampled = [know.surprises(*know.sample(rng), 99) for _ in range(20)]
        assert sum(sampled) / len(sampled) >= 1


def test_inference_draws_the_expected_worlds_more_often_and_keeps_the_voids() -> None:
    _, know = heuristic_deal(4, 21)
    bot = PimcBot(0, model_noise=0.25, pool=4)
    drawn = bot._weighted_worlds(know, 16, random.Random(5))
    assert sum(copies for _, copies in drawn) == 16
    rng = random.Random(5)
    pool = [know.surprises(*know.sample(rng), 99) for _ in range(64)]
    mean_drawn = sum(c * know.surprises(h, d, 99) for (h, d), c in drawn) / 16
    assert mean_drawn < sum(pool) / len(pool)
    for (hands, _), _ in drawn:  # sampled worlds never give a player a suit it showed void in
        for seat in (1, 2, 3):
            assert not hands[seat] & void_mask(know.voids[seat])


def test_hard_uses_inference_is_deterministic_and_its_rank_agrees_with_its_choice() -> None:
    m, _ = heuristic_deal(6, 17)
    bot = BOTS["hard"](11)
    assert (bot.model_noise, bot.pool) == (MODEL_NOISE, POOL) and 0 < MODEL_NOISE < 1
    obs, legal = m.observation(0), m.legal_actions()
    choice = bot.choose(obs, legal)
    assert choice in legal and choice == BOTS["hard"](11).choose(obs, legal)
    ranking = bot.rank(obs, legal)
    assert ranking[0][0] == choice and {a for a, _ in ranking} == set(legal)
