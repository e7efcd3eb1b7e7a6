"""Piedicavallo search variants: exact endgames, successive halving, the partner's model."""

from __future__ import annotations

import random

from cardavia_desktop.engine.cards import iter_bits
from cardavia_desktop.engine.games.piedicavallo.ai import (
    BOTS,
    DISCARD_NOISE,
    HARD_CLOSE,
    HARD_EXTRA,
    HARD_ROLLOUTS,
    HARD_WORLDS,
    MODEL_NOISE,
    POOL,
    PimcBot,
)
from cardavia_desktop.engine.games.piedicavallo.model import Sim
from cardavia_desktop.engine.games.piedicavallo.rules import legal_play_mask
from tests.engine.piedicavallo.test_piedicavallo_inference import heuristic_deal


def _minimax(sim: Sim, team: int, bonus: float) -> float:
    """Plain minimax over every legal card (no pruning, no equivalent cards merged)."""
    if not sim.tricks_left:
        margin = sim.margin(team)
        return margin + (bonus if margin > 0 else -bonus if margin < 0 else 0)
    seat = sim.to_move()
    values = []
    for card in iter_bits(legal_play_mask(sim.hands[seat], sim.suit)):
        child = sim.copy()
        child.play(card)
        values.append(_minimax(child, team, bonus))
    return max(values) if seat & 1 == team else min(values)


def test_the_endgame_solver_gives_the_exact_minimax_value_of_the_last_tricks() -> None:
    for seed in range(4):
        for plays in (47, 51):
            m, know = heuristic_deal(seed, plays)
            sim = Sim.from_world(know, list(m.state.hands), m.state.discard)
            assert sim.tricks_left <= 4
            for team in (0, 1):
                assert sim.solve(team, 20) == _minimax(sim, team, 20)


def test_successive_halving_ranks_the_refined_candidates_first_and_agrees_with_choose() -> None:
    for seed, plays in ((6, 17), (2, 5)):
        m, _ = heuristic_deal(seed, plays)
        obs, legal = m.observation(0), m.legal_actions()
        bot = PimcBot(
            3,
            rollouts=120,
            min_worlds=4,
            max_worlds=8,
            model_noise=0.25,
            pool=2,
            extra=2.0,
            close=100.0,
        )
        ranking = bot.rank(obs, legal)
        assert ranking[0][0] == bot.choose(obs, legal)
        assert sorted(a for a, _ in ranking) == sorted(legal)
        values = [v for _, v in ranking]
        assert values == sorted(values, reverse=True)
        plain = PimcBot(3, rollouts=120, min_worlds=4, max_worlds=8, model_noise=0.25, pool=2)
        assert ranking != plain.rank(obs, legal)  # the close decision was refined


def test_a_partner_noise_of_one_leaves_the_partners_plays_out_of_the_weights() -> None:
    _, know = heuristic_deal(4, 21)
    rng = random.Random(2)
    partner = know.seat ^ 2
    for _ in range(10):
        hands, discard = know.sample(rng)
        everyone = know.surprises(hands, discard, 99)
        rivals = know.surprises(hands, discard, 99, 0b1111 & ~(1 << partner))
        alone = know.surprises(hands, discard, 99, 1 << partner)
        assert everyone == rivals + alone


def test_hard_refines_close_decisions_by_successive_halving() -> None:
    """Issue 19 goal 2: ``hard`` is PIMC with inference (from play and, issue 38, from the
    dealer's discard) whose close decisions (best two cards within 3 points) get up to twice
    the first pass's rollouts more on new worlds — and not the same search without it (whose
    first pass is the same)."""
    assert (HARD_EXTRA, HARD_CLOSE) == (2.0, 3.0)
    base = {
        "rollouts": HARD_ROLLOUTS,
        "min_worlds": 16,
        "max_worlds": HARD_WORLDS,
        "model_noise": MODEL_NOISE,
        "pool": POOL,
        "discard_noise": DISCARD_NOISE,
    }
    refined = 0
    for seed, plays in ((1, 9), (2, 13)):
        m, _ = heuristic_deal(seed, plays)
        obs, legal = m.observation(0), m.legal_actions()
        hard = BOTS["hard"](7).rank(obs, legal)
        assert hard == PimcBot(7, **base, extra=2.0, close=3.0).rank(obs, legal)
        refined += hard != PimcBot(7, **base).rank(obs, legal)
    assert refined >= 1
