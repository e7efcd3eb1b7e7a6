"""Scopa's opponent model (issue 38): the style read from the deal's completed rounds, the
weight of each possible hand by this round's plays, and nothing hidden read."""

from __future__ import annotations

import math
import random

import pytest

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.scopa.ai import BOTS
from cardavia_desktop.engine.games.scopa.knowledge import Knowledge
from cardavia_desktop.engine.games.scopa.opponent import (
    STYLES,
    StyleSampler,
    posterior,
    read_plays,
)
from cardavia_desktop.engine.games.scopa.rules import PACK


def _match(seed: int, plays: int, opponent: str) -> tuple:
    """The match after ``plays`` plays of seed's first deal: seat 0 greedy, seat 1 ``opponent``."""
    match = new_match("scopa", seed=seed)
    bots = [BOTS["greedy"](1), BOTS[opponent](2)]
    for _ in range(plays):
        seat = match.current_player
        match.apply(bots[seat].choose(match.observation(seat), match.legal_actions()))
    return match


def _observer(match) -> dict:
    return match.observation(0)


def test_the_completed_rounds_show_a_greedy_opponent_as_greedy() -> None:
    shares = []
    for seed in range(12):
        match = _match(seed, 30, "greedy")
        done, _ = read_plays(_observer(match))
        assert len(done) == 15  # five rounds of three plays
        shares.append(posterior(done))
    mean = [sum(p[k] for p in shares) / len(shares) for k in range(len(STYLES))]
    assert mean[STYLES.index("greedy")] > 0.6
    assert mean[STYLES.index("greedy")] > mean[STYLES.index("policy")] + 0.3


def test_the_completed_rounds_show_a_counting_opponent_as_policy() -> None:
    shares = [posterior(read_plays(_observer(_match(seed, 30, "normal")))[0]) for seed in range(12)]
    mean = [sum(p[k] for p in shares) / len(shares) for k in range(len(STYLES))]
    assert mean[STYLES.index("policy")] > mean[STYLES.index("greedy")] + 0.3


def test_before_any_play_every_style_is_alike_and_every_hand_is_alike() -> None:
    obs = _match(3, 0, "greedy").observation(0)
    done, current = read_plays(obs)
    assert done == [] and current == []
    assert posterior([]) == pytest.approx([1 / len(STYLES)] * len(STYLES))
    assert StyleSampler(obs, Knowledge(obs)).hands == []  # the uniform draw


@pytest.mark.parametrize(("seed", "plays"), [(5, 8), (11, 14), (23, 27)])
def test_the_opponents_true_hand_is_likelier_than_a_uniform_draw_makes_it(
    seed: int, plays: int
) -> None:
    # Over many positions against a greedy opponent the true hand gains odds on average.
    gains = []
    for s in range(seed, seed + 10):
        match = _match(s, plays, "greedy")
        if match.current_player != 0:
            match.apply(BOTS["greedy"](1).choose(match.observation(1), match.legal_actions()))
        obs = match.observation(0)
        sampler = StyleSampler(obs, Knowledge(obs))
        if not sampler.hands:
            continue
        truth = PACK.mask(match.observation(1)["hand"])
        i = sampler.hands.index(truth)
        weight = sampler.cumulative[i] - (sampler.cumulative[i - 1] if i else 0.0)
        gains.append(math.log(weight / sampler.cumulative[-1] * len(sampler.hands)))
    assert gains and sum(gains) / len(gains) > 0.1


def test_the_sampler_draws_hands_by_their_weights() -> None:
    match = _match(5, 8, "greedy")
    obs = match.observation(match.current_player)
    know = Knowledge(obs)
    sampler = StyleSampler(obs, know)
    assert sampler.hands, "the opponent has played this round"
    total = sampler.cumulative[-1]
    expected = {
        hand: (sampler.cumulative[i] - (sampler.cumulative[i - 1] if i else 0.0)) / total
        for i, hand in enumerate(sampler.hands)
    }
    rng = random.Random(1)
    counts: dict[int, int] = {}
    draws = 4_000
    for _ in range(draws):
        world = sampler.sample(rng)
        opp = world.hands[1 - know.seat]
        assert opp & know.unseen == opp and opp.bit_count() == know.opp_size
        assert len(world.stock) == know.stock_size
        assert sorted(world.stock) == sorted(
            c for c in range(40) if know.unseen >> c & 1 and not opp >> c & 1
        )
        counts[opp] = counts.get(opp, 0) + 1
    top = sorted(expected, key=expected.get, reverse=True)[:5]
    for hand in top:
        assert abs(counts.get(hand, 0) / draws - expected[hand]) < 0.03


def test_hard_draws_every_world_from_the_opponent_model(monkeypatch) -> None:
    drawn: list[int] = []
    original = StyleSampler.sample

    def spy(self, rng):
        drawn.append(len(self.hands))
        return original(self, rng)

    monkeypatch.setattr(StyleSampler, "sample", spy)
    match = _match(5, 8, "greedy")
    seat = match.current_player
    BOTS["hard"](1).evaluate(match.observation(seat), match.legal_actions())
    assert len(drawn) == 64 and all(drawn), "64 worlds, each from the weighed hands"
    BOTS["hard-value"](1).evaluate(match.observation(seat), match.legal_actions())
    assert len(drawn) == 64  # hard-value keeps the uniform draw
