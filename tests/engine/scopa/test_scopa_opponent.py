"""Scopa's opponent model (issue 38): the style read from the deal's completed rounds, the
weight of each possible hand by this round's plays, and nothing hidden read."""

from __future__ import annotations

import math
import random

import pytest

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.scopa.ai import BOTS
from cardavia_desktop.engine.games.scopa.endgame import solve, solve_against
from cardavia_desktop.engine.games.scopa.knowledge import Knowledge
from cardavia_desktop.engine.games.scopa.opponent import (
    PRUNE,
    STYLES,
    StyleSampler,
    move_chances,
    posterior,
    read_plays,
)
from cardavia_desktop.engine.games.scopa.rules import HAND_SIZE, PACK
from cardavia_desktop.engine.games.scopa.value import round_value, shipped_value


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


def _endgame_world(seed: int):
    """A sampled world of a real position with 6 stock cards or fewer, and its seat."""
    match = _match(seed, 0, "greedy")
    bots = [BOTS["greedy"](1), BOTS["greedy"](2)]
    while match.observation(0)["stock_size"] > 6 or match.current_player != 0:
        seat = match.current_player
        match.apply(bots[seat].choose(match.observation(seat), match.legal_actions()))
    obs = match.observation(0)
    return Knowledge(obs).sample(random.Random(seed)), 0


@pytest.mark.parametrize(
    "mix", [(1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0), (0.5, 0.3, 0.2)]
)
def test_move_chances_follow_the_styles(mix) -> None:
    world, _ = _endgame_world(4)
    world.current = 1 - world.current  # the opponent to play
    chances = dict(move_chances(world, mix))
    assert sum(chances.values()) == pytest.approx(1.0)
    assert all(p >= PRUNE * 0.99 for p in chances.values())
    assert set(chances) <= set(world.moves())
    if mix == (1.0, 0.0, 0.0):
        assert chances[world.greedy_move()] > 0.9
    if mix == (0.0, 0.0, 1.0):
        assert len(set(chances.values())) == 1 and len(chances) == len(world.moves())


@pytest.mark.parametrize("seed", [4, 9, 13])
def test_against_a_model_the_endgame_is_worth_at_least_the_best_reply(seed: int) -> None:
    # Whatever the opponent's chances, playing one's best against them is worth at least what
    # it is worth against the opponent's best reply (alpha-beta's value), and no more than the
    # best the seat could get if the opponent helped it.
    world, seat = _endgame_world(seed)
    for mix in [(1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.2, 0.3, 0.5)]:
        expected = solve_against(world.copy(), seat, lambda w, m=mix: move_chances(w, m), {})
        assert expected >= solve(world.copy(), seat, -1e9, 1e9) - 1e-9
    greedy_only = solve_against(world.copy(), seat, lambda w: [(w.greedy_move(), 1.0)], {})
    assert greedy_only >= solve(world.copy(), seat, -1e9, 1e9) - 1e-9


def test_hard_plays_its_endgame_against_the_opponent_model(monkeypatch) -> None:
    from cardavia_desktop.engine.games.scopa import ai

    calls: list[int] = []
    original = ai.solve_against

    def spy(world, seat, chances, memo, *leaf):
        calls.append(1)
        return original(world, seat, chances, memo, *leaf)

    monkeypatch.setattr(ai, "solve_against", spy)
    match = _match(4, 0, "greedy")
    bots = [BOTS["greedy"](1), BOTS["greedy"](2)]
    while match.observation(0)["stock_size"] > 6 or match.current_player != 0:
        seat = match.current_player
        match.apply(bots[seat].choose(match.observation(seat), match.legal_actions()))
    legal = match.legal_actions()
    BOTS["hard"](1).evaluate(match.observation(0), legal)
    assert calls and len(calls) % len(legal) == 0
    count = len(calls)
    BOTS["hard-styles"](1).evaluate(match.observation(0), legal)
    assert len(calls) == count  # hard-styles keeps alpha-beta's best reply


def _round_start(seed: int, rounds: int):
    """Seed's first deal (both seats greedy) at the start of round ``rounds + 1``, seat 0 to
    play: the match."""
    match = _match(seed, 0, "greedy")
    bots = [BOTS["greedy"](1), BOTS["greedy"](2)]
    while match.observation(0)["plays"] < 2 * HAND_SIZE * rounds or match.current_player != 0:
        seat = match.current_player
        match.apply(bots[seat].choose(match.observation(seat), match.legal_actions()))
    return match


@pytest.mark.parametrize("seed", [3, 8])
def test_a_round_searched_against_the_model_ends_at_the_round_and_beats_the_best_reply(
    seed: int,
) -> None:
    # With the learned value as its leaf, the search against the model reads the value only
    # where the current round has ended, and (the seat playing its best either way) is worth at
    # least what alpha-beta over the same round gives against the opponent's best reply.
    match = _round_start(seed, 2)
    world = Knowledge(match.observation(0)).sample(random.Random(seed))
    model = shipped_value()
    leaves: list[tuple[int, int]] = []

    def leaf(w, seat):
        leaves.append((w.pos, (w.hands[0] | w.hands[1]).bit_count()))
        return model.world_value(w, seat)

    for mix in [(1.0, 0.0, 0.0), (0.2, 0.5, 0.3)]:
        chances = lambda w, m=mix: move_chances(w, m)  # noqa: E731
        value = solve_against(world.copy(), 0, chances, {}, leaf, world.pos)
        assert value >= round_value(world.copy(), 0, model, -1e9, 1e9) - 1e-9
    assert leaves and all(pos == world.pos + 2 * HAND_SIZE for pos, _ in leaves)
    assert all(cards == 2 * HAND_SIZE for _, cards in leaves)  # the next round's hands dealt


def test_hard_searches_the_round_against_the_model_once_it_has_read_a_style(monkeypatch) -> None:
    from cardavia_desktop.engine.games.scopa import ai

    leaves: list[object] = []
    original = ai.solve_against

    def spy(world, seat, chances, memo, leaf=None, start=-1):
        leaves.append(leaf)
        return original(world, seat, chances, memo, leaf, start)

    monkeypatch.setattr(ai, "solve_against", spy)
    first = _round_start(6, 0)  # round 1: nothing read of the opponent's style yet
    BOTS["hard"](1).evaluate(first.observation(0), first.legal_actions())
    assert leaves == []  # the policy's rollouts
    match = _round_start(6, 2)
    legal = match.legal_actions()
    BOTS["hard"](1).evaluate(match.observation(0), legal)
    assert len(leaves) == 64 * len(legal) and all(leaf is not None for leaf in leaves)
    BOTS["hard-endgame"](1).evaluate(match.observation(0), legal)
    assert len(leaves) == 64 * len(legal)  # hard-endgame keeps the policy's rollouts
